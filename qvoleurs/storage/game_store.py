"""The game in progress on disk: saved after every action, resumed at start.

The file is the engine's versioned JSON (`Game.dumps`). Every write is atomic, and
the previous save is kept as `game.json.bak` (a hard link, so it costs no copy). A
file that cannot be loaded is set aside under a new name, never overwritten; when the
file is bad or missing the previous save is loaded instead and written back at once,
so the next save keeps it as its backup.

Beside the engine's fields the file may hold `play_seconds`, the game's play time (the
window's game timer) when it is known from the game's first move. The engine ignores the
field, so saves with and without it load in every version; a save without it, or with a
value out of range, is a game of unknown time (it sets no best time). It may also hold the
window's marks on the game, each a field set to 1 (MARKS): `finish_declined`, the player
stopped the automatic finish (ui/auto_finish.py), `deal_lost`, the solver proved the deal
lost as dealt, and `helped`, the player asked the solver for help (ui/solver/panel.py: the
statistics keep that only once the game has started); a restart keeps them. Any other value
is no mark. Fields this version does not know (a newer version's, in a save of the same
version) are written back as they were while the same game is saved (its game_id).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any, NamedTuple

from ..engine import Game
from ..engine.game import MAX_COUNTER, MAX_LINE, SAVE_FORMAT, SAVE_VERSION
from .disk_sync import disk_sync
from .files import (
    clean_stale_temps,
    data_dir,
    is_present,
    keep_copy,
    keep_previous,
    links_to_nothing_yet,
    loads_bounded,
    read_text_limited,
    unknown_fields,
    write_atomic,
)
from .lock import FileLock
from .problems import LoadProblem, LockState, ReadFault, SaveProblem, StoredFile, WriteFault
from .versioned import UnreadableFileError, keep_aside

# a save holds the move counter, the score and undo figures up to MAX_COUNTER (the engine's)
MAX_SECONDS = MAX_COUNTER  # a play time beyond 68 years is no play time
PLAY_SECONDS = "play_seconds"  # the save's field for the play time
FINISH_DECLINED = "finish_declined"  # the player stopped the automatic finish in this game
DEAL_LOST = "deal_lost"  # the solver proved this game's deal lost as dealt
HELPED = "helped"  # the player asked the solver for help in this game (a win counts as helped)
MARKS = (FINISH_DECLINED, DEAL_LOST, HELPED)  # the window's marks a save may hold
# The largest save play can write: MAX_LINE actions (line and redo together) of up to
# "c10-c10/13" (10 characters, 13 in JSON with quotes and comma), the deal written out
# (a few kilobytes) and the fields beside them; more is no save of ours.
MOVE_JSON_BYTES = 13
GAME_FILE_BYTES = MAX_LINE * MOVE_JSON_BYTES + 64 * 1024


class Saved(NamedTuple):
    """A save read: the game, and what the window keeps beside it."""

    game: Game
    seconds: int | None  # its play time, when known
    marks: frozenset[str]  # the window's marks on it (MARKS)
    foreign: dict[str, Any]  # the fields this version does not know, as they were


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
        self.play_time: Callable[[], int | None] | None = None  # the play time each save records
        self.loaded_seconds: int | None = None  # the play time of the game `load` gave, when known
        self.saved_seconds: int | None = None  # the play time of the last save written
        self.marks: Callable[[], Collection[str]] | None = None  # the marks each save records
        self.loaded_marks: frozenset[str] = frozenset()  # those of the game `load` gave
        self._foreign: tuple[str, dict[str, Any]] | None = None  # a game_id, its unknown fields
        self._lock = FileLock(path.with_name(path.name + ".lock"))
        self.on_lock_lost: Callable[[], None] | None = None  # another copy took the lock: saves stop

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
    def _read(path: Path) -> Saved:
        """The game in `path` with what is kept beside it; UnreadableFileError for anything
        else. Never anything else."""
        try:
            data = loads_bounded(read_text_limited(path, GAME_FILE_BYTES))
        except PermissionError as exc:
            raise UnreadableFileError(ReadFault.NOT_ALLOWED) from exc
        except (OSError, ValueError) as exc:
            raise UnreadableFileError() from exc
        if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
            version = data.get("version")
            if type(version) is int and version > SAVE_VERSION:
                raise UnreadableFileError(ReadFault.NEWER)
        if not _in_range(data):
            raise UnreadableFileError()
        try:
            game = Game.from_json(data)
            return Saved(game, _play_seconds(data), _marks(data), _foreign(game, data))
        except Exception as exc:  # any refusal of the engine, foreseen or not, is a bad file
            raise UnreadableFileError() from exc

    def _try(self, path: Path) -> Saved | ReadFault | None:
        """The game in `path` with its play time, the fault of a bad file, or None when
        nothing is there (a link to a save not made yet, which the next save makes, is nothing)."""
        if not is_present(path) or links_to_nothing_yet(path):
            return None
        try:
            return self._read(path)
        except UnreadableFileError as exc:
            return exc.fault

    def load(self) -> tuple[Game | None, LoadProblem | None]:
        """The saved game (None when there is none or it is unusable), and what went wrong
        when the file was bad or missing. Never raises.

        A bad file is set aside; a bad or missing file with a good backup gives the backup,
        written back at once (when this store is writable). `loaded_seconds` is the play
        time saved with the game given, when known; `loaded_marks` its marks."""
        if self.writable:
            for path in (self.path, self.backup):
                clean_stale_temps(path)
        self.loaded_seconds, self.loaded_marks = None, frozenset()
        main = self._try(self.path)
        if isinstance(main, Saved):
            self._loaded(main)
            return main.game, None
        if isinstance(main, ReadFault) and main.left_as_it_is:
            # a save this run may not read, or a newer version's, may still be good: never set
            # aside nor written over (nor its backup, which a save would replace); a new deal is
            # played unsaved (a newer version's game is there again when that version starts)
            self.writable = False
            return None, LoadProblem(StoredFile.GAME, main)
        kept = keep_aside(self.path) if main is not None and self.writable else None
        fault = main if main is not None else ReadFault.MISSING
        backup = self._try(self.backup)
        if isinstance(backup, Saved):
            self._loaded(backup)
            game = backup.game
            if self.writable:
                # the previous save is the game now: never lost at the next start
                try:  # with its marks: the window, which gives them to later saves, is not there yet
                    self.save(game, self.loaded_seconds, self.loaded_marks)
                except OSError:  # (save_error says why) the next save tries again; until
                    # then the backup itself is the save (a hard link takes no room), so the
                    # next start does not find the save missing and tell of it again
                    with contextlib.suppress(OSError):
                        if not is_present(self.path):
                            os.link(self.backup, self.path)
            return game, LoadProblem(StoredFile.GAME, fault, kept, restored=True)
        if backup is ReadFault.NOT_ALLOWED:
            # the save before, which this run may not read, may be the good one: as the game's
            # own file above, never set aside nor written over (a save would replace it)
            self.writable = False
            return None, LoadProblem(StoredFile.GAME, fault, kept, backup_fault=backup)
        if main is None and backup is None:
            return None, None  # a first start
        # a bad backup is kept too, before a save replaces it, and named with the save
        kept_backup = keep_aside(self.backup) if backup is not None and self.writable else None
        return None, LoadProblem(StoredFile.GAME, fault, kept, kept_backup=kept_backup, backup_fault=backup)

    def _loaded(self, saved: Saved) -> None:
        self.loaded_seconds, self.loaded_marks = saved.seconds, saved.marks
        self._foreign = (saved.game.game_id, saved.foreign) if saved.foreign else None

    def keep_other_game(self, ours: Game) -> str | None:
        """Before this copy, taking over from one that has ended, saves `ours` over the
        other's save: a game of the other's that was started and not won is kept beside it
        (the backup would hold it for one move only), unless ours is that game played on
        (both windows began with the same save, and only this one moved). The name it was
        kept under, or None."""
        theirs = self._try(self.path)
        if not isinstance(theirs, Saved):
            return None
        game = theirs.game
        if not game.is_started() or game.is_won():
            return None
        line = game.line
        if game.game_id == ours.game_id and ours.line[: len(line)] == line and ours.move_counter >= game.move_counter:
            return None
        try:
            return keep_copy(self.path, "other").name
        except OSError:
            return None

    def save(self, game: Game, seconds: int | None = None, marks: Collection[str] | None = None) -> None:
        """Write the game atomically, keeping the previous save as the backup.

        `seconds`: the game's play time; by default what `play_time` says (None: unknown).
        `marks`: the window's marks on it; by default what `marks` says.

        The file is in place when this returns (a killed program loses nothing); it
        reaches the disk itself in the background (`flush` waits for that), so a save
        costs well under a millisecond instead of an fsync's unpredictable delay.
        Raises OSError when the save cannot be written; the previous file is then intact.
        """
        if seconds is None and self.play_time is not None:
            seconds = self.play_time()
        if marks is None and self.marks is not None:
            marks = self.marks()
        try:
            self._save(game, seconds, marks or ())
        except OSError as exc:
            self.save_error = SaveProblem(StoredFile.GAME, WriteFault.of(exc))
            raise
        self.save_error = None
        self.saved_seconds = seconds

    def _lock_taken(self) -> bool:
        """The lock file was removed or replaced under this copy and another copy now holds the
        new one: this store stops writing (`on_lock_lost` is told). A lock file merely gone is
        made again, so that a copy started later finds this one."""
        lock = self._lock
        if not lock.held or lock.still_held():
            return False
        lock.release()
        if lock.acquire() is not LockState.BUSY:
            return False
        self.writable = False
        if self.on_lock_lost is not None:
            self.on_lock_lost()
        return True

    def _save(self, game: Game, seconds: int | None, marks: Collection[str]) -> None:
        if self._lock_taken():
            return  # as a second copy: the one holding the lock saves, and the player is told
        if not self.writable:
            raise PermissionError("another copy of the game saves this game")
        extra: dict[str, object] = {}
        if self._foreign is not None and self._foreign[0] == game.game_id:
            extra.update(self._foreign[1])  # the same game: what a newer version gave it stays
        if seconds is not None:
            extra[PLAY_SECONDS] = max(0, min(seconds, MAX_SECONDS))
        for mark in marks:
            if mark in MARKS:
                extra[mark] = 1
        text = game.dumps(**extra)
        keep_previous(self.path, self.backup)
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
    lines = [data.get(key) for key in ("line", "redo")]
    return sum(len(value) for value in lines if isinstance(value, list)) <= MAX_LINE


def _foreign(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """The save's fields this version neither writes nor reads (those that can be written)."""
    return unknown_fields(data, {*game.to_json(), PLAY_SECONDS, *MARKS})


def _play_seconds(data: dict[str, Any]) -> int | None:
    """The save's play time: whole seconds in range, else unknown (an older save has none;
    a bad value costs the time only, never the game)."""
    value = data.get(PLAY_SECONDS)
    return value if type(value) is int and 0 <= value <= MAX_SECONDS else None


def _marks(data: dict[str, Any]) -> frozenset[str]:
    """The marks the save holds (a field of 1; anything else is no mark, and an older save
    has none)."""
    return frozenset(mark for mark in MARKS if type(data.get(mark)) is int and data[mark] == 1)
