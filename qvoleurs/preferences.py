"""The player's preferences: values of the settings declared in `settings.py`.

Stored as versioned JSON in the platform's config folder, the file before each change
kept as preferences.json.bak. A broken or foreign file never stops the game: it is set
aside, the settings before the last change come back from the backup (else the defaults
apply), and `problem` says what happened. Unknown keys and invalid values are ignored one
by one, and written back as they were (another version's settings are not lost), until the
player sets that setting here, even to the default shown in its place.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .settings import SETTINGS, STATE, STORED, Setting
from .storage.files import config_dir, unknown_fields
from .storage.problems import SaveProblem, StoredFile, WriteFault
from .storage.versioned import UnreadableFileError, VersionedStore, read_versioned

FORMAT = "qvoleurs-preferences"
VERSION = 1
T = TypeVar("T", bool, int, str)

Listener = Callable[[Setting[Any]], None]


class Preferences(VersionedStore):
    """Setting values with change listeners; saved at once on every change.

    `problem`: a LoadProblem when the file on disk was unusable at load (set aside).
    `save_error`: a SaveProblem while the last save failed (the value still applies).
    """

    FORMAT = FORMAT
    VERSION = VERSION
    FILE = StoredFile.SETTINGS
    KEEPS_BACKUP = True  # the file before each change, as preferences.json.bak

    def __init__(self, path: Path | None, writable: bool = True) -> None:
        super().__init__(path, writable)
        self._values: dict[str, Any] = {s.key: s.default for s in STORED}
        self._changed: set[str] = set()  # the keys set in this run (the rest may be another copy's)
        self._unsaved: set[str] = set()  # the keys set since the file last took a write
        self._unread: set[str] = set()  # the keys whose stored value this version cannot read
        self._listeners: list[Listener] = []

    @classmethod
    def default_path(cls) -> Path:
        return config_dir() / "preferences.json"

    def _recover(self, data: dict[str, Any] | None) -> None:
        """A damaged file (set aside by `_read`): the settings from before the last change,
        else the defaults."""
        # a missing file stays missing: deleting it is how a player goes back to the defaults,
        # and the settings in its backup were thrown away with it
        if (backup := self._restore_backup(self._use, when_missing=False)) is not None:
            # at once, never lost at the next start; with what this version does not read (a
            # newer one's settings), which the next save's backup would otherwise drop for good
            self._write_back(self._merged(backup))
        elif data is None and self.problem is None:
            self.stale_backup = True

    def _use(self, data: dict[str, Any]) -> bool:
        """Take the values of a stored object (each invalid one keeps its default); False
        when it holds none at all."""
        values = _valid_values(data)
        if values is None:
            return False
        self._values.update(values)
        self._unread = {key for key in data["values"] if key in self._values and key not in values}
        return True

    def get(self, setting: Setting[T]) -> T:
        value: T = self._values[setting.key]
        return value

    def set(self, setting: Setting[T], value: T) -> None:
        """Change a setting, save, and tell the listeners. ValueError for an invalid value.

        A value this version could not read in the file ("zz" for the language) shows as the
        default; set to that default, the setting is saved all the same: the player's choice
        is what the file keeps, not the value they could not see."""
        if not setting.accepts(value):
            raise ValueError(f"{value!r} is not a valid value for {setting.key}")
        same = self._values[setting.key] == value
        if same and setting.key not in self._unread:
            return
        self._values[setting.key] = value
        self._unread.discard(setting.key)
        self._changed.add(setting.key)
        self._unsaved.add(setting.key)
        self.save()
        if not same:
            for listener in list(self._listeners):
                listener(setting)

    def is_default(self, setting: Setting[Any]) -> bool:
        return bool(self._values[setting.key] == setting.default)

    def reset(self) -> None:
        """Every setting back to its default (listeners hear of each change)."""
        for setting in SETTINGS:
            self.set(setting, setting.default)

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def save(self) -> None:
        """Write the file atomically; a failure is kept in `save_error`, never raised.

        Two copies of the game may run, each with the settings it loaded: what this one did
        not change is written as the file now has it, so that a setting changed in the other
        copy is not undone when this one saves (its window's place at quit, say)."""
        stored: dict[str, Any] = {}
        if self.path is not None and self.writable:
            with contextlib.suppress(UnreadableFileError):  # (set aside at the start, or broken since)
                stored = read_versioned(self.path, FORMAT, VERSION) or {}
        self._write(self._merged(stored))
        if self.save_error is None and self.writable:
            self._unsaved.clear()

    def _merged(self, stored: dict[str, Any]) -> dict[str, Any]:
        """What a save writes over `stored` (the file as it is, or the backup restored): the
        values set in this run, the file's for the others, and what this version does not read
        (a newer one's setting, or a value of its own, such as a language added since) as the
        file has it."""
        values = dict(self._values)
        theirs = _valid_values(stored) or {}
        values.update((key, value) for key, value in theirs.items() if key not in self._changed)
        raw = stored.get("values")
        if isinstance(raw, dict):
            values.update(unknown_fields(raw, theirs.keys() | self._changed))
        return {**unknown_fields(stored, ("format", "version", "values")), "values": values}

    def _save_problem(self, fault: WriteFault) -> SaveProblem:
        state = {setting.key for setting in STATE}
        return SaveProblem(self.FILE, fault, window_only=bool(self._unsaved) and self._unsaved <= state)


def _valid_values(data: dict[str, Any]) -> dict[str, Any] | None:
    """The valid values of a stored object, by key (a missing one: its default); None when
    it holds no values at all."""
    values = data.get("values")
    if not isinstance(values, dict):
        return None
    found: dict[str, Any] = {}
    for setting in STORED:
        value = values.get(setting.key, setting.default)
        if setting.accepts(value):
            found[setting.key] = value
    return found
