"""Preferences: defaults, saving at once, restart, listeners, and broken files."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from qvoleurs import preferences, settings
from qvoleurs.preferences import Preferences
from qvoleurs.settings import SETTINGS, Setting
from qvoleurs.storage import versioned
from qvoleurs.storage.problems import LoadProblem, ReadFault, StoredFile, WriteFault

from .badfiles import bad_contents, kept_aside, make_huge


def other_value(setting: Setting[Any]) -> Any:
    """A valid value different from the default."""
    if setting.choices:
        return next(v for v, _ in setting.choices if v != setting.default)
    return not setting.default


def test_defaults_as_the_issue_asks() -> None:
    prefs = Preferences.load()
    assert prefs.problem is None
    assert prefs.get(settings.DOUBLE_CLICK) is True
    assert prefs.get(settings.AUTO_PLACE) is False
    assert prefs.get(settings.PLACEMENT_HELP) is True
    assert prefs.get(settings.RULE_REMINDERS) is True
    assert prefs.get(settings.AUTO_FINISH) is True
    assert prefs.get(settings.ANIMATIONS) is True
    assert prefs.get(settings.UNDO_DEPTH) == 100
    assert prefs.get(settings.RULESET) == "N"
    assert prefs.get(settings.LANGUAGE) == "system"
    assert prefs.get(settings.CONFIRM_ABANDON) is True


def test_every_setting_survives_a_restart() -> None:
    prefs = Preferences.load()
    for setting in SETTINGS:
        prefs.set(setting, other_value(setting))
    again = Preferences.load()  # a new object reading the same XDG folders
    assert again.problem is None
    for setting in SETTINGS:
        assert again.get(setting) == other_value(setting), setting.key


def test_the_settings_file_lives_in_the_config_folder(_private_dirs: Path) -> None:
    Preferences.load().set(settings.AUTO_PLACE, True)
    assert (_private_dirs / "config" / "qvoleurs" / "preferences.json").exists()


def test_listeners_hear_each_change_once() -> None:
    prefs = Preferences.in_memory()
    heard: list[Setting[Any]] = []
    prefs.subscribe(heard.append)
    prefs.set(settings.AUTO_PLACE, True)
    prefs.set(settings.AUTO_PLACE, True)  # no change, no news
    prefs.set(settings.ANIMATION_SPEED, "fast")
    assert heard == [settings.AUTO_PLACE, settings.ANIMATION_SPEED]
    prefs.unsubscribe(heard.append)
    prefs.set(settings.AUTO_PLACE, False)
    assert len(heard) == 2


def test_reset_restores_every_default_and_tells_listeners() -> None:
    prefs = Preferences.load()
    for setting in SETTINGS:
        prefs.set(setting, other_value(setting))
    heard: list[Setting[Any]] = []
    prefs.subscribe(heard.append)
    prefs.reset()
    assert all(prefs.is_default(s) for s in SETTINGS)
    assert heard == list(SETTINGS)
    assert all(Preferences.load().is_default(s) for s in SETTINGS)


@pytest.mark.parametrize(
    ("setting", "value"),
    [(settings.AUTO_PLACE, 1), (settings.UNDO_DEPTH, 7), (settings.RULESET, "X"), (settings.LANGUAGE, None)],
)
def test_an_invalid_value_is_refused(setting: Setting[Any], value: Any) -> None:
    prefs = Preferences.in_memory()
    with pytest.raises(ValueError):
        prefs.set(setting, value)
    assert prefs.is_default(setting)


def test_invalid_and_unknown_values_in_the_file_are_ignored_one_by_one() -> None:
    path = Preferences.default_path()
    path.parent.mkdir(parents=True)
    values = {
        settings.AUTO_PLACE.key: True,  # good
        settings.DOUBLE_CLICK.key: "yes",  # wrong type
        settings.UNDO_DEPTH.key: 5,  # not a choice
        "play/some_future_setting": 3,  # unknown
    }
    path.write_text(json.dumps({"format": preferences.FORMAT, "version": 1, "values": values}))
    prefs = Preferences.load()
    assert prefs.problem is None
    assert prefs.get(settings.AUTO_PLACE) is True
    assert prefs.get(settings.DOUBLE_CLICK) is True
    assert prefs.get(settings.UNDO_DEPTH) == 100


def test_what_this_version_does_not_read_is_written_back_as_it_was() -> None:
    """A newer version's setting, or a value of its own (a language added since), in a file
    of the same version: this version uses its default, and a change here keeps them in the
    file, so the newer version finds them again. A setting changed here is this version's."""
    path = Preferences.default_path()
    path.parent.mkdir(parents=True)
    newer = {"play/some_future_setting": 3, settings.LANGUAGE.key: "fr", settings.UNDO_DEPTH.key: 500}
    path.write_text(json.dumps({"format": preferences.FORMAT, "version": 1, "values": newer, "profiles": [1]}))
    prefs = Preferences.load()
    assert prefs.problem is None and prefs.get(settings.LANGUAGE) == "system" and prefs.get(settings.UNDO_DEPTH) == 100
    prefs.set(settings.FOUR_COLOUR, True)
    stored = json.loads(path.read_text())
    assert stored["values"] | newer == stored["values"] and stored["profiles"] == [1]
    assert stored["values"][settings.FOUR_COLOUR.key] is True
    prefs.set(settings.LANGUAGE, "de")
    assert json.loads(path.read_text())["values"][settings.LANGUAGE.key] == "de"
    assert Preferences.load().get(settings.LANGUAGE) == "de"


@pytest.mark.parametrize("literal", ["NaN", "1e300", '{"a": [Infinity]}'])
def test_an_unknown_setting_out_of_range_is_left_out_not_a_crash(literal: str) -> None:
    path = Preferences.default_path()
    path.parent.mkdir(parents=True)
    good = {"format": preferences.FORMAT, "version": 1, "values": {"play/future": 0}, "beside": 0}
    text = json.dumps(good).replace('"play/future": 0', f'"play/future": {literal}')
    path.write_text(text.replace('"beside": 0', f'"beside": {literal}'))
    prefs = Preferences.load()
    prefs.set(settings.FOUR_COLOUR, True)
    assert prefs.save_error is None and Preferences.load().get(settings.FOUR_COLOUR) is True


GOOD = {"format": preferences.FORMAT, "version": 1, "values": {settings.AUTO_PLACE.key: True}}
BAD = {**bad_contents(GOOD), "no_values": json.dumps({"format": preferences.FORMAT, "version": 1}).encode()}


@pytest.mark.parametrize("name", sorted(set(BAD) - {"newer"}))  # a newer one is left: test_faults_files
def test_a_broken_settings_file_gives_defaults_and_is_kept(name: str) -> None:
    path = Preferences.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD[name])
    prefs = Preferences.load()
    assert all(prefs.is_default(s) for s in SETTINGS)
    [aside] = kept_aside(path)
    assert aside.read_bytes() == BAD[name]
    assert prefs.problem == LoadProblem(StoredFile.SETTINGS, ReadFault.DAMAGED, kept=aside.name)
    prefs.set(settings.AUTO_PLACE, True)  # and a good file follows
    assert Preferences.load().get(settings.AUTO_PLACE) is True


@pytest.mark.parametrize("name", ["corrupt", "no_values"])
def test_a_damaged_settings_file_comes_back_from_the_copy_before_it(name: str) -> None:
    """Each change keeps the file before it as preferences.json.bak: a damaged file gives the
    settings before the last change back, written back at once; the damaged file is kept
    aside, never lost (one from a newer version is left as it is: test_faults_files)."""
    prefs = Preferences.load()
    prefs.set(settings.FOUR_COLOUR, True)
    prefs.set(settings.AUTO_PLACE, True)  # the backup holds the four colours, not this
    path = Preferences.default_path()
    assert path.with_name("preferences.json.bak").is_file()
    path.write_bytes(BAD[name])
    again = Preferences.load()
    assert again.get(settings.FOUR_COLOUR) is True and again.get(settings.AUTO_PLACE) is False
    problem = again.problem
    assert problem is not None and problem.restored and problem.file is StoredFile.SETTINGS
    assert problem.fault is ReadFault.DAMAGED
    [aside] = kept_aside(path)
    assert problem.kept == aside.name and aside.read_bytes() == BAD[name]
    assert Preferences.load().problem is None  # written back: the next start finds it whole


def test_a_deleted_settings_file_gives_the_defaults_even_with_a_copy_before_it() -> None:
    """Deleting the file is how a player goes back to the defaults: the backup stays unused."""
    prefs = Preferences.load()
    prefs.set(settings.FOUR_COLOUR, True)
    prefs.set(settings.AUTO_PLACE, True)
    path = Preferences.default_path()
    path.unlink()
    again = Preferences.load()
    assert again.problem is None and all(again.is_default(s) for s in SETTINGS)
    again.set(settings.ANIMATIONS, False)  # the first file after the reset...
    path.write_bytes(BAD["corrupt"])  # ...damaged: nothing thrown away comes back
    last = Preferences.load()
    assert last.get(settings.FOUR_COLOUR) is False and last.get(settings.AUTO_PLACE) is False
    assert last.problem is not None and not last.problem.restored


def test_a_newer_settings_file_says_so() -> None:
    path = Preferences.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD["newer"])
    problem = Preferences.load().problem
    assert problem is not None and problem.fault is ReadFault.NEWER


def test_a_huge_settings_file_is_not_read() -> None:
    path = Preferences.default_path()
    make_huge(path, versioned.SMALL_FILE_BYTES + 1)
    prefs = Preferences.load()
    assert prefs.problem is not None and prefs.problem.fault is ReadFault.DAMAGED
    assert kept_aside(path)


def test_a_failed_save_keeps_the_value_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: Path, text: str) -> None:
        raise PermissionError(13, "Permission denied")

    prefs = Preferences.load()
    monkeypatch.setattr(versioned, "write_atomic", refuse)
    prefs.set(settings.FOUR_COLOUR, True)  # must not raise into the dialog
    assert prefs.get(settings.FOUR_COLOUR) is True
    assert prefs.save_error is not None and prefs.save_error.fault is WriteFault.NOT_ALLOWED
    monkeypatch.undo()
    prefs.set(settings.FOUR_COLOUR, False)
    assert prefs.save_error is None


def test_a_failed_save_says_whether_only_the_window_s_place_was_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's size and place are set as the game quits: when only they miss the disk,
    the player's own settings are safe and the notice must not say "your changes are lost"."""

    def full(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    prefs = Preferences.load()
    prefs.set(settings.FOUR_COLOUR, True)  # saved
    monkeypatch.setattr(versioned, "write_atomic", full)
    prefs.set(settings.WINDOW_GEOMETRY, "AAAA")
    assert prefs.save_error is not None and prefs.save_error.window_only
    prefs.set(settings.AUTO_PLACE, not prefs.get(settings.AUTO_PLACE))  # a choice of the player's now lost too
    assert prefs.save_error is not None and not prefs.save_error.window_only
    prefs.set(settings.WINDOW_GEOMETRY, "BBBB")  # still lost with it
    assert prefs.save_error is not None and not prefs.save_error.window_only
    monkeypatch.undo()
    prefs.save()
    assert prefs.save_error is None
    monkeypatch.setattr(versioned, "write_atomic", full)
    prefs.save()  # nothing unsaved since the write that worked: a retry of nothing in particular
    assert prefs.save_error is not None and not prefs.save_error.window_only


def test_in_memory_preferences_write_nothing(_private_dirs: Path) -> None:
    Preferences.in_memory().set(settings.AUTO_PLACE, True)
    assert not any(_private_dirs.rglob("*.json"))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@hsettings(deadline=None)
@given(st.binary(max_size=600))
def test_arbitrary_bytes_never_crash_the_loader(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "preferences.json"
        path.write_bytes(data)
        prefs = Preferences.load(path)
        assert prefs.problem is not None and kept_aside(path)
        assert all(prefs.is_default(s) for s in SETTINGS)


@hsettings(deadline=None)
@given(st.dictionaries(st.sampled_from([s.key for s in SETTINGS]) | st.text(max_size=8), JSON_VALUES))
def test_any_stored_values_give_valid_settings(values: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "preferences.json"
        path.write_text(json.dumps({"format": preferences.FORMAT, "version": 1, "values": values}))
        prefs = Preferences.load(path)
        assert prefs.problem is None
        for setting in SETTINGS:
            value = prefs.get(setting)
            assert setting.accepts(value)
            assert value == (values[setting.key] if setting.accepts(values.get(setting.key)) else setting.default)


def test_a_folder_where_the_backup_is_made_is_set_aside_and_the_backup_goes_on() -> None:
    """The backup is made as preferences.json.bak.new, then renamed: a folder in that place
    (which no unlink removes) must not freeze the backup at an old copy for good."""
    prefs = Preferences.load()
    prefs.set(settings.FOUR_COLOUR, True)
    path = Preferences.default_path()
    blocker = path.with_name("preferences.json.bak.new")
    blocker.mkdir()
    prefs.set(settings.AUTO_PLACE, True)  # the backup now: four colours, not this
    prefs.set(settings.ANIMATIONS, False)  # and now: the place-automatically too
    path.write_bytes(BAD["corrupt"])
    again = Preferences.load()
    assert again.get(settings.AUTO_PLACE) is True and again.get(settings.ANIMATIONS) is True
    assert not blocker.exists() and kept_aside(blocker)  # the folder kept, never deleted


def test_two_copies_never_undo_each_other_s_changes() -> None:
    """Two windows open at once, each with the settings it loaded: a setting changed in one
    is not undone when the other saves what it changed (its window's place at quit)."""
    first, second = Preferences.load(), Preferences.load()
    second.set(settings.DOUBLE_CLICK, False)
    first.set(settings.WINDOW_GEOMETRY, "AdnQywADAAAAAAA=")
    first.set(settings.FOUR_COLOUR, True)
    second.set(settings.AUTO_PLACE, True)
    now = Preferences.load()
    assert now.get(settings.DOUBLE_CLICK) is False and now.get(settings.AUTO_PLACE) is True
    assert now.get(settings.WINDOW_GEOMETRY) == "AdnQywADAAAAAAA=" and now.get(settings.FOUR_COLOUR) is True
    first.set(settings.FOUR_COLOUR, False)  # a copy's own change again: it is saved, and the other's stay
    now = Preferences.load()
    assert now.get(settings.FOUR_COLOUR) is False and now.get(settings.AUTO_PLACE) is True
    assert now.get(settings.DOUBLE_CLICK) is False
