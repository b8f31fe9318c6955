"""What went wrong with a stored file, as data: the window words it in the player's language.

Storage never words a problem itself (and never quotes a parser), so no text from a
damaged file ever reaches the screen.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass
from enum import Enum


class StoredFile(Enum):
    """The files qvoleurs keeps between runs."""

    GAME = "game"
    SETTINGS = "settings"
    STATISTICS = "statistics"


class ReadFault(Enum):
    """Why a stored file could not be used."""

    DAMAGED = "damaged"  # unreadable, cut short, not ours, out of range, not a file...
    NEWER = "newer"  # written by a newer qvoleurs
    MISSING = "missing"  # the game's file is gone while its backup is there
    NOT_ALLOWED = "not-allowed"  # no permission to read it: left as it is, never written over

    @property
    def left_as_it_is(self) -> bool:
        """A file that may be good (for a newer version, or for a run allowed to read it): never
        set aside, replaced by its backup or written over in this run."""
        return self in (ReadFault.NEWER, ReadFault.NOT_ALLOWED)


class WriteFault(Enum):
    """Why a file could not be written, in the words a player can act on."""

    DISK_FULL = "disk-full"
    NOT_ALLOWED = "not-allowed"  # read-only folder or disk, no permission
    PATH_TOO_LONG = "path-too-long"  # a data folder nested deep: its files' names do not fit
    NOT_A_FOLDER = "not-a-folder"  # a file, FIFO or broken link where a folder should be
    OTHER = "other"

    @classmethod
    def of(cls, exc: BaseException) -> WriteFault:
        code = getattr(exc, "errno", None)
        if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG):
            return cls.DISK_FULL
        if code in (errno.EACCES, errno.EPERM, errno.EROFS):
            return cls.NOT_ALLOWED
        if code == errno.ENAMETOOLONG:
            return cls.PATH_TOO_LONG
        if code in (errno.ENOTDIR, errno.ELOOP):  # (files.make_folder says ENOTDIR for mkdir's EEXIST)
            return cls.NOT_A_FOLDER
        return cls.OTHER


@dataclass(frozen=True)
class LoadProblem:
    """A stored file that could not be used at start.

    `kept`: the name the bad file was set aside under (None when it could not be moved,
    or nothing was there); `restored`: the game came back from its previous save;
    `kept_backup`: the name its bad previous save was set aside under, and `backup_fault` what
    was wrong with that save, when it was tried and could not be used (the game's file only);
    `partly`: only some of the file was bad, and the rest of it is used (the statistics only).
    """

    file: StoredFile
    fault: ReadFault
    kept: str | None = None
    restored: bool = False
    kept_backup: str | None = None
    backup_fault: ReadFault | None = None
    partly: bool = False


@dataclass(frozen=True)
class SaveProblem:
    """A file that could not be written: what is kept in memory only.

    `window_only`: of the settings, only the window's size and place were not written (they
    change as the game quits: "your changes are not kept" would be untrue)."""

    file: StoredFile
    fault: WriteFault
    window_only: bool = False


class LockState(Enum):
    """The outcome of taking the lock on the game's files."""

    HELD = "held"  # this copy saves the game and the statistics
    BUSY = "busy"  # another running copy holds it: this one writes neither
    FAILED = "failed"  # the lock could not be made at all: keep saving, say why
