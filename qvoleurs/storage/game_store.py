"""The game in progress on disk: saved after every action, resumed at start.

The file is the engine's versioned JSON (`Game.dumps`). Every write is atomic, and
the previous save is kept as `game.json.bak` (a hard link, so it costs no copy). A
file that cannot be loaded is set aside under a new name, never overwritten; when the
file is bad or missing the previous save is loaded instead and written back at once,
so the next save keeps it as its backup.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from ..engine import Game
from ..engine.game import SAVE_FORMAT, SAVE_VERSION
from .disk_sync import disk_sync
from .files import clean_stale_temps, data_dir, is_present, loads_bounded, read_text_limited, write_atomic
from .lock import FileLock
from .problems import LoadProblem, LockState, ReadFault, SaveProblem, StoredFile, WriteFault
from .versioned import UnreadableFileError, keep_aside

MAX_COUNTER = 2**31 - 1  # the move counter and undo figures: Qt shows them as int
MAX_LINE = 500_000  # moves in a save's line; a save of the largest size replays in about 2 s


class GameStore:
    """Where the game in progress is saved.

    `writable` False: a second running copy's view of the files: it loads (falling back
    to the backup) but never renames or writes anything.
    """

    def __init__(self, path: Path, writable: bool = True) -> None:
        self.path = path
        self.backup = path.with_name(path.name + ".bak")
        self.writable = writable
        self.save_error: SaveProblem | None = None  # set while the last save failed
        self._lock = FileLock(path.with_name(path.name + ".lock"))

    @classmethod
    def default(cls) -> GameStore:
        return cls(data_dir() / "game.json")

    @property
    def locked(self) -> bool:
        """True while this store holds the lock."""
        return self._lock.held

    @property
    def lock(self) -> FileLock:
        """The lock (its `fault` and `kept` say what happened to a lock that FAILED)."""
        return self._lock

    def acquire(self) -> LockState:
        """Take the lock that keeps a second running copy from writing the same files."""
        return self._lock.acquire()

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
        """The game in `path`; UnreadableFileError for anything else. Never anything else."""
        try:
            data = loads_bounded(read_text_limited(path))
        except (OSError, ValueError) as exc:
            raise UnreadableFileError() from exc
        if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
            version = data.get("version")
            if type(version) is int and version > SAVE_VERSION:
                raise UnreadableFileError(ReadFault.NEWER)
        if not _in_range(data):
            raise UnreadableFileError()
        try:
            return Game.from_json(data)
        except Exception as exc:  # any refusal of the engine, foreseen or not, is a bad file
            raise UnreadableFileError() from exc

    def _try(self, path: Path) -> Game | ReadFault | None:
        """The game in `path`, the fault of a bad file, or None when nothing is there."""
        if not is_present(path):
            return None
        try:
            return self._read(path)
        except UnreadableFileError as exc:
            return exc.fault

    def load(self) -> tuple[Game | None, LoadProblem | None]:
        """The saved game (None when there is none or it is unusable), and what went wrong
        when the file was bad or missing. Never raises.

        A bad file is set aside; a bad or missing file with a good backup gives the backup,
        written back at once (when this store is writable)."""
        if self.writable:
            for path in (self.path, self.backup):
                clean_stale_temps(path)
        main = self._try(self.path)
        if isinstance(main, Game):
            return main, None
        kept = keep_aside(self.path) if main is not None and self.writable else None
        fault = main if main is not None else ReadFault.MISSING
        backup = self._try(self.backup)
        if isinstance(backup, Game):
            if self.writable:
                with contextlib.suppress(OSError):  # the next save tries again
                    self.save(backup)  # the previous save is the game now: never lost at the next start
            return backup, LoadProblem(StoredFile.GAME, fault, kept, restored=True)
        if backup is not None and self.writable:
            keep_aside(self.backup)  # a bad backup is kept too, before a save replaces it
        if main is None:
            return None, None  # a first start
        return None, LoadProblem(StoredFile.GAME, fault, kept)

    def save(self, game: Game) -> None:
        """Write the game atomically, keeping the previous save as the backup.

        The file is in place when this returns (a killed program loses nothing); it
        reaches the disk itself in the background (`flush` waits for that), so a save
        costs well under a millisecond instead of an fsync's unpredictable delay.
        Raises OSError when the save cannot be written; the previous file is then intact.
        """
        try:
            self._save(game)
        except OSError as exc:
            self.save_error = SaveProblem(StoredFile.GAME, WriteFault.of(exc))
            raise
        self.save_error = None

    def _save(self, game: Game) -> None:
        if not self.writable:
            raise PermissionError("another copy of the game saves this game")
        text = game.dumps()
        if self.path.is_file():
            tmp = self.backup.with_name(self.backup.name + ".new")
            try:
                if is_present(tmp):
                    tmp.unlink()
                os.link(self.path, tmp)
                os.replace(tmp, self.backup)
            except OSError:
                pass  # a file system without hard links: the atomic write still protects the save
        write_atomic(self.path, text, durable=False)
        disk_sync.request(self.path)


def _in_range(data: Any) -> bool:
    """The save's numbers within what the game can show and replay in reasonable time."""
    if not isinstance(data, dict):
        return True  # the engine refuses it
    for key in ("move_counter", "undo_depth", "undo_floor", "score"):
        value = data.get(key)
        if type(value) is int and not 0 <= value <= MAX_COUNTER:
            return False
    for key in ("line", "redo"):
        value = data.get(key)
        if isinstance(value, list) and len(value) > MAX_LINE:
            return False
    return True
