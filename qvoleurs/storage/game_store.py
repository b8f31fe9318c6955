"""The game in progress on disk: saved after every action, resumed at start.

The file is the engine's versioned JSON (`Game.dumps`). Every write is atomic, and
the previous save is kept as `game.json.bak` (a hard link, so it costs no copy). A
file that cannot be loaded is set aside under a new name, never overwritten.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..engine import Game, SaveFormatError
from .disk_sync import disk_sync
from .files import data_dir, describe_failure, read_text_limited, write_atomic
from .lock import FileLock
from .versioned import keep_aside


class GameStore:
    """Where the game in progress is saved."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.backup = path.with_name(path.name + ".bak")
        self._lock = FileLock(path.with_name(path.name + ".lock"))

    @classmethod
    def default(cls) -> GameStore:
        return cls(data_dir() / "game.json")

    @property
    def locked(self) -> bool:
        """True while this store holds the lock."""
        return self._lock.held

    def acquire(self) -> bool:
        """Take the lock that keeps a second running copy from writing the same save."""
        try:
            return self._lock.acquire()
        except OSError:
            return False  # cannot even create the lock file: treat as held elsewhere

    def release(self) -> None:
        """Let go of the lock, once the last save is on the disk."""
        self.flush()
        self._lock.release()

    @staticmethod
    def flush(timeout: float = 10.0) -> bool:
        """Wait until the saves so far are on the disk (call before quitting)."""
        return disk_sync.wait(timeout)

    @staticmethod
    def _read(path: Path) -> Game:
        """The game in `path`; every failure becomes SaveFormatError with a short reason."""
        try:
            return Game.loads(read_text_limited(path))
        except SaveFormatError:
            raise
        except (OSError, ValueError, RecursionError) as exc:
            raise SaveFormatError(describe_failure(exc)) from None
        except Exception as exc:  # an engine check we did not foresee must not stop the program
            raise SaveFormatError(f"the saved game is inconsistent ({type(exc).__name__})") from None

    def _exists(self, path: Path) -> bool:
        try:
            return path.exists()
        except OSError:
            return True  # unreadable: let _read report why

    def load(self) -> tuple[Game | None, str | None]:
        """The saved game (None when there is none or it is unusable), and a one-line
        message when a bad file was set aside. Never raises."""
        if not self._exists(self.path):
            return None, None
        try:
            return self._read(self.path), None
        except SaveFormatError as exc:
            problem = str(exc)
        kept = keep_aside(self.path)
        where = f" It was kept as {kept}." if kept else ""
        if self._exists(self.backup):
            try:
                game = self._read(self.backup)
            except SaveFormatError:
                pass
            else:
                return game, f"The saved game could not be read ({problem}); the previous save was restored.{where}"
        return None, f"The saved game could not be read ({problem}); a new game was dealt.{where}"

    def save(self, game: Game) -> None:
        """Write the game atomically, keeping the previous save as the backup.

        The file is in place when this returns (a killed program loses nothing); it
        reaches the disk itself in the background (`flush` waits for that), so a save
        costs well under a millisecond instead of an fsync's unpredictable delay.
        Raises OSError when the save cannot be written; the previous file is then intact.
        """
        text = game.dumps()
        if self.path.exists():
            tmp = self.backup.with_name(self.backup.name + ".new")
            try:
                if tmp.exists():
                    tmp.unlink()
                os.link(self.path, tmp)
                os.replace(tmp, self.backup)
            except OSError:
                pass  # a file system without hard links: the atomic write still protects the save
        write_atomic(self.path, text, durable=False)
        disk_sync.request(self.path)
