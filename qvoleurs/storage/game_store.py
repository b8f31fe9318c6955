"""The game in progress on disk: saved after every action, resumed at start.

The file is the engine's versioned JSON (`Game.dumps`). Every write is atomic, and
the previous save is kept as `game.json.bak` (a hard link, so it costs no copy). A
file that cannot be loaded is set aside under a new name, never overwritten.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..engine import Game, SaveFormatError
from .files import data_dir, read_text_limited, set_aside, write_atomic
from .lock import FileLock


class GameStore:
    """Where the game in progress is saved."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.backup = path.with_name(path.name + ".bak")
        self._lock = FileLock(path.with_name(path.name + ".lock"))

    @classmethod
    def default(cls) -> GameStore:
        return cls(data_dir() / "game.json")

    def acquire(self) -> bool:
        """Take the lock that keeps a second running copy from writing the same save."""
        return self._lock.acquire()

    def release(self) -> None:
        self._lock.release()

    def _read(self, path: Path) -> Game:
        try:
            text = read_text_limited(path)
        except (OSError, ValueError) as exc:
            raise SaveFormatError(str(exc)) from None
        return Game.loads(text)

    def load(self) -> tuple[Game | None, str | None]:
        """The saved game (None when there is none or it is unusable), and a one-line
        message when a bad file was set aside."""
        if not self.path.exists():
            return None, None
        try:
            return self._read(self.path), None
        except SaveFormatError as exc:
            problem = str(exc)
        try:
            kept = set_aside(self.path).name
        except OSError:
            kept = None
        where = f" It was kept as {kept}." if kept else ""
        if self.backup.exists():
            try:
                game = self._read(self.backup)
                return game, f"The saved game could not be read ({problem}); the previous save was restored.{where}"
            except SaveFormatError:
                pass
        return None, f"The saved game could not be read ({problem}); a new game was dealt.{where}"

    def save(self, game: Game) -> None:
        """Write the game atomically, keeping the previous save as the backup."""
        if self.path.exists():
            tmp = self.backup.with_name(self.backup.name + ".new")
            try:
                if tmp.exists():
                    tmp.unlink()
                os.link(self.path, tmp)
                os.replace(tmp, self.backup)
            except OSError:
                pass  # a file system without hard links: the atomic write still protects the save
        write_atomic(self.path, game.dumps())
