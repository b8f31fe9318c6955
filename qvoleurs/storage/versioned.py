"""The small versioned JSON stores (preferences, statistics): one base for reading them
without ever crashing, setting a bad file aside, and writing them atomically.

Every such file is an object `{"format": ..., "version": n, ...}`. A file that is not
JSON, not ours, too large, nested too deeply, out of range or from a newer version is
refused with `UnreadableFileError`; the store sets it aside (never deletes it), starts
fresh and keeps a `LoadProblem`. A file it may not read is left where it is and never
written over in this run. A failed write keeps a `SaveProblem` and tells the
`save_failed` listeners; the values stay in memory.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Self

from .files import (
    clean_stale_temps,
    is_present,
    keep_previous,
    links_to_nothing_yet,
    loads_bounded,
    read_text_limited,
    set_aside,
    write_atomic,
)
from .problems import LoadProblem, ReadFault, SaveProblem, StoredFile, WriteFault

SMALL_FILE_BYTES = 1024 * 1024  # preferences and statistics are a few kilobytes


class UnreadableFileError(ValueError):
    """A stored file that cannot be used (`fault` says how)."""

    def __init__(self, fault: ReadFault = ReadFault.DAMAGED) -> None:
        super().__init__(fault.value)
        self.fault = fault


def read_versioned(path: Path, fmt: str, version: int, limit: int = SMALL_FILE_BYTES) -> dict[str, Any] | None:
    """The file's object, None when there is no file (or a link to one not made yet); raises
    UnreadableFileError."""
    if not is_present(path) or links_to_nothing_yet(path):
        return None
    try:
        data = loads_bounded(read_text_limited(path, limit))
    except PermissionError as exc:  # a good file, maybe: not "damaged"
        raise UnreadableFileError(ReadFault.NOT_ALLOWED) from exc
    except (OSError, ValueError) as exc:
        raise UnreadableFileError() from exc
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise UnreadableFileError()
    found = data.get("version")
    if type(found) is not int or found < 1:
        raise UnreadableFileError()
    if found > version:
        raise UnreadableFileError(ReadFault.NEWER)
    return data


def keep_aside(path: Path) -> str | None:
    """Set the bad file aside; the name it was kept under, or None when that failed too."""
    try:
        return set_aside(path).name
    except OSError:
        return None


SaveListener = Callable[[SaveProblem], None]


class VersionedStore:
    """A small JSON file of one format: loaded once, written whole on every change.

    `problem`: set when the file on disk was unusable at load (it was set aside).
    `save_error`: set while the last write failed (what changed is kept in memory).
    `writable` False: never written nor renamed (a second running copy, a preview);
    `path` None: in memory only.
    """

    FORMAT: ClassVar[str]
    VERSION: ClassVar[int]
    FILE: ClassVar[StoredFile]
    KEEPS_BACKUP: ClassVar[bool] = False  # the previous file is kept as `backup` at each write

    def __init__(self, path: Path | None, writable: bool = True) -> None:
        self.path = path
        self.writable = writable and path is not None
        self.problem: LoadProblem | None = None
        self.backup = path.with_name(path.name + ".bak") if path is not None else None
        self.save_error: SaveProblem | None = None
        self._save_listeners: list[SaveListener] = []
        self._saved_again_listeners: list[Callable[[StoredFile], None]] = []
        self.stale_backup = False  # the backup is older than a file deleted since: dropped at the first write

    @classmethod
    def default_path(cls) -> Path:
        """Where the store lives when no path is given."""
        raise NotImplementedError

    @classmethod
    def load(cls, path: Path | None = None, writable: bool = True) -> Self:
        """The store read from `path` (else its usual place), or what `_recover` makes of a
        missing or unusable file. Never raises.
        `writable` False: read only, never written nor set aside (a second running copy)."""
        store = cls(path or cls.default_path(), writable)
        store._read()
        return store

    @classmethod
    def in_memory(cls) -> Self:
        """A store that is never written (tests, previews)."""
        return cls(None)

    def _read(self) -> None:
        data = self._read_file()
        if data is not None and self._use(data):
            return
        if data is not None:
            self._unusable()
        self._recover(data)

    def _use(self, data: dict[str, Any]) -> bool:
        """Take the values of a stored object; False when it holds nothing this version can use."""
        raise NotImplementedError

    def _recover(self, data: dict[str, Any] | None) -> None:
        """After a missing file (`data` None) or an unusable one (set aside, `problem` says
        so; `data` is what was read of it, None when it could not be read at all)."""
        raise NotImplementedError

    def on_save_failed(self, listener: SaveListener) -> None:
        """Call `listener` with the problem whenever a write fails."""
        self._save_listeners.append(listener)

    def on_saved_again(self, listener: Callable[[StoredFile], None]) -> None:
        """Call `listener` with the file when a write works after one that failed."""
        self._saved_again_listeners.append(listener)

    def _read_file(self) -> dict[str, Any] | None:
        """The stored object (None: no file, or unusable and set aside)."""
        assert self.path is not None
        if self.writable:
            clean_stale_temps(self.path)
        try:
            return read_versioned(self.path, self.FORMAT, self.VERSION)
        except UnreadableFileError as exc:
            if exc.fault.left_as_it_is:
                # not ours to read (no permission, or a newer version's), so not ours to
                # replace: left as it is for this run, and for the version that wrote it
                self.writable = False
                self.problem = LoadProblem(self.FILE, exc.fault)
            else:
                self._unusable(exc.fault)
            return None

    def _read_backup(self) -> dict[str, Any] | None:
        """The previous file's object, when this store keeps one and it is good; else None."""
        if not self.KEEPS_BACKUP or self.backup is None:
            return None
        try:
            return read_versioned(self.backup, self.FORMAT, self.VERSION)
        except UnreadableFileError:
            return None

    def _restore_backup(self, use: Callable[[dict[str, Any]], bool], when_missing: bool) -> dict[str, Any] | None:
        """After the file was unusable (and set aside), or missing when `when_missing`: take
        the previous file's object with `use` and note `problem` as restored. The object when
        it was taken (None when not); the caller writes it back at once (`_write_back`), so the
        next start finds it whole. A second copy, which may not write, takes it too but only shows it; nothing is
        taken in place of a file this run may not read (it may be good, and is left as it is)."""
        problem = self.problem
        if problem is None and not (when_missing and self.writable):
            return None
        if problem is not None and problem.fault.left_as_it_is:
            return None
        backup = self._read_backup()
        if backup is None or not use(backup):
            return None
        fault = problem.fault if problem is not None else ReadFault.MISSING
        self.problem = LoadProblem(self.FILE, fault, problem.kept if problem is not None else None, restored=True)
        return backup

    def _write_back(self, data: dict[str, Any]) -> None:
        """Write a restored object back. Where that fails (a full disk), the backup itself
        becomes the file (a hard link takes no room), so that the next start does not take
        the missing file for one the player deleted, and start from nothing."""
        self._write(data)
        if self.save_error is None or self.path is None or self.backup is None:
            return
        with contextlib.suppress(OSError):
            if not is_present(self.path):
                os.link(self.backup, self.path)

    def _unusable(self, fault: ReadFault = ReadFault.DAMAGED) -> None:
        """The file cannot be used: set it aside (when this copy may) and say so."""
        assert self.path is not None
        kept = keep_aside(self.path) if self.writable else None
        self.problem = LoadProblem(self.FILE, fault, kept)

    def _save_problem(self, fault: WriteFault) -> SaveProblem:
        """What a failed write reports (a store may say more of what it lost)."""
        return SaveProblem(self.FILE, fault)

    def _write(self, data: dict[str, Any], indent: int | None = 2) -> None:
        """Write the whole file atomically; a failure is kept and reported, never raised."""
        if self.path is None or not self.writable:
            return
        text = json.dumps({"format": self.FORMAT, "version": self.VERSION, **data}, indent=indent, ensure_ascii=False)
        text += "\n"
        try:
            if self.KEEPS_BACKUP and self.backup is not None:
                if self.stale_backup:  # not "the file before this one": it would bring back what was thrown away
                    self.stale_backup = False
                    with contextlib.suppress(OSError):  # (a folder there is set aside by keep_previous)
                        self.backup.unlink(missing_ok=True)
                keep_previous(self.path, self.backup)
            write_atomic(self.path, text)
        except OSError as exc:
            self.save_error = self._save_problem(WriteFault.of(exc))
            for listener in list(self._save_listeners):
                listener(self.save_error)
        else:
            failed, self.save_error = self.save_error, None
            if failed is not None:
                for again in list(self._saved_again_listeners):
                    again(self.FILE)
