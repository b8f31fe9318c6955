"""Every stored file × every kind of damage, through the real start-up: the game starts,
the bad file is set aside (never lost), the player is told once in plain words, and
what follows saves normally. Issue 12, items 1, 2, 7, 10."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game
from qvoleurs.i18n import install_translators
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import Statistics
from qvoleurs.storage import versioned
from qvoleurs.storage.files import config_dir, data_dir
from qvoleurs.storage.game_store import FINISH_DECLINED, GAME_FILE_BYTES, HELPED, GameStore

from .badfiles import SPECIAL_DAMAGES, damaged_contents, describe_entry, kept_aside, make_special
from .sessions import close, start


def good_game() -> Game:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    for _ in range(3):
        game.push(DRAW)
    return game


BACKUP_GAME = Game(Deal.from_code("FT1-N-AAAAAB3"))
BACKUP_GAME.push(DRAW)

GOOD_STATS: dict[str, Any] = {
    "format": "qvoleurs-statistics",
    "version": 1,
    "rulesets": {"N": {"finished": 2, "won": 1, "won_assisted": 0, "streak": 1, "longest_win_streak": 1,
                       "longest_loss_streak": 1, "best_score": 1205, "fewest_moves": 300}},
    "in_progress": None,
    "last_finished": None,
}  # fmt: skip
GOOD_PREFS: dict[str, Any] = {"format": "qvoleurs-preferences", "version": 1, "values": {"play/undo_depth": 100}}


@dataclass(frozen=True)
class StoredFileSpec:
    path: Any  # () -> Path, once the test's folders are set
    good: dict[str, Any]
    number_at: tuple[str, ...]
    limit: int


SPECS = {
    "game": StoredFileSpec(lambda: data_dir() / "game.json", good_game().to_json(), ("move_counter",),
                           GAME_FILE_BYTES),
    "game_with_backup": StoredFileSpec(lambda: data_dir() / "game.json", good_game().to_json(), ("move_counter",),
                                       GAME_FILE_BYTES),
    "statistics": StoredFileSpec(lambda: data_dir() / "statistics.json", GOOD_STATS, ("rulesets", "N", "finished"),
                                 versioned.SMALL_FILE_BYTES),
    "preferences": StoredFileSpec(lambda: config_dir() / "preferences.json", GOOD_PREFS,
                                  ("values", "play/undo_depth"), versioned.SMALL_FILE_BYTES),
}  # fmt: skip

# a file it may not read, or a newer version's, is no damaged file: test_a_file_..._is_left_as_it_is
DAMAGES = sorted(set(damaged_contents(GOOD_PREFS, ("version",))) - {"newer_version"})
DAMAGES += [d for d in SPECIAL_DAMAGES if d != "unreadable"]
CASES = [(name, damage) for name in SPECS for damage in DAMAGES]
JARGON = re.compile(r"line \d|column \d|char \d|Expecting|Errno|Error|Traceback|\{|\}|<")


def ignored_value(name: str, damage: str) -> bool:
    """A preference out of range is one invalid value: ignored, the file is not damaged."""
    return name == "preferences" and damage.startswith("number_")


@pytest.fixture
def unreadable(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Path]]:
    """Paths that refuse to open with EACCES (the tests run as root, who reads anything)."""
    paths: list[Path] = []
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path) in paths:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    yield paths


@pytest.mark.parametrize(("name", "damage"), CASES)
def test_a_damaged_file_is_kept_aside_told_once_and_the_game_starts(
    name: str, damage: str, qapp: QApplication, qtbot: QtBot
) -> None:
    spec = SPECS[name]
    path: Path = spec.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if name == "game_with_backup":
        (data_dir() / "game.json.bak").write_text(BACKUP_GAME.dumps())
    if damage in SPECIAL_DAMAGES:
        make_special(path, damage, spec.limit)
    else:
        path.write_bytes(damaged_contents(spec.good, spec.number_at)[damage])
    before = describe_entry(path)

    session = start(qapp, qtbot)
    try:
        toast = session.window.view.toast
        if ignored_value(name, damage):
            assert session.prefs.problem is None and not kept_aside(path)
            assert session.prefs.get(settings.UNDO_DEPTH) == settings.UNDO_DEPTH.default
            assert not toast.isVisible()
            return
        [kept] = kept_aside(path)
        assert describe_entry(kept) == before, "the damaged file is kept exactly as it was"
        assert toast.isVisible() and session.notices.shown == [toast.text()]
        text = toast.text()
        assert kept.name in text and not JARGON.search(text.replace(kept.name, "")), text
        assert f"{kept.parent}/{kept.name}" in text.replace("~", str(Path.home()))  # where to find it

        if name == "game":
            assert "new game" in text and session.dealt
            assert GameStore(path).load() == (session.model.game, None)  # the new deal is saved
        elif name == "game_with_backup":
            assert "restored" in text
            assert session.model.game == BACKUP_GAME
            assert path.read_bytes() == (data_dir() / "game.json.bak").read_bytes()  # written back at once
        elif name == "statistics":
            assert "zero" in text and session.stats.for_ruleset("N").played == 0
            session.stats.record("N", True, 100, 200)
            assert Statistics.load().for_ruleset("N").won == 1  # a fresh file follows
        else:
            assert "defaults" in text and all(
                session.prefs.is_default(s) for s in settings.SETTINGS if s is not settings.SOLVER_INDICATOR
            )  # (the indicator was turned off by the test)
            session.prefs.set(settings.AUTO_PLACE, True)
            assert Preferences.load().get(settings.AUTO_PLACE) is True
    finally:
        close(session, qtbot)
    if name == "game_with_backup":  # quit without a move and start again: the game is still there
        again = start(qapp, qtbot)
        try:
            assert again.model.game == BACKUP_GAME and again.notices.shown == []
        finally:
            close(again, qtbot)


# why a good file is not the game's to use, and what the player reads (in English, in German)
LEFT_AS_IT_IS = {
    "no permission": ("could not be read (no permission)", "gelesen"),
    "newer version": ("made by a newer version of Quarante Voleurs", "neueren Version"),
}


@pytest.mark.parametrize("cause", list(LEFT_AS_IT_IS))
@pytest.mark.parametrize("name", list(SPECS))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_file_the_game_may_not_read_is_left_as_it_is(
    cause: str, name: str, lang: str, qapp: QApplication, qtbot: QtBot, unreadable: list[Path]
) -> None:
    """A good file the game may not open (no permission), or a newer version's, is not
    "damaged": it is not set aside, not reset and never written over in this run, whatever
    the player does; the player is told once, in their language, why and what follows. A
    newer version's file was set aside (its backup restored), and that version, started
    again, found no game, or its record started from zero."""
    spec = SPECS[name]
    path: Path = spec.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = spec.good if cause == "no permission" else {**spec.good, "version": 99}
    path.write_text(json.dumps(content))
    if name == "game_with_backup":
        (data_dir() / "game.json.bak").write_text(BACKUP_GAME.dumps())
    files_before = {p: describe_entry(p) for p in (path, data_dir() / "game.json.bak") if p.exists()}
    if cause == "no permission":
        unreadable.append(path)
    english, german = LEFT_AS_IT_IS[cause]
    if lang != "en":
        config_dir().mkdir(parents=True, exist_ok=True)
        if name != "preferences":
            Preferences.load().set(settings.LANGUAGE, lang)
    session = start(qapp, qtbot)
    try:
        toast = session.window.view.toast
        assert toast.isVisible() and session.notices.shown == [toast.text()]
        text = toast.text()
        if lang == "en":
            assert english in text, text
        else:
            assert german in text or name == "preferences", text  # German, once the settings can say so
        assert not kept_aside(path)
        if name.startswith("game"):
            # the statistics are not written either: their game in progress may be the one left as it is
            assert session.dealt and not session.store.writable and not session.stats.writable
            session.model.draw()  # a move: saved over nothing
        elif name == "statistics":
            assert session.stats.for_ruleset("N").played == 0 and not session.stats.writable
            session.stats.record("N", True, 100, 200)
        else:
            assert not session.prefs.writable
            session.prefs.set(settings.AUTO_PLACE, True)
    finally:
        close(session, qtbot)
        unreadable.clear()
        install_translators(qapp, "en")  # as the other tests expect it
    assert {p: describe_entry(p) for p in files_before} == files_before  # left exactly as they were
    assert json.loads(path.read_text()) == content


PREFS_BEFORE = {**GOOD_PREFS, "values": {settings.FOUR_COLOUR.key: True}}


def test_a_game_whose_save_may_not_be_read_is_counted_once_when_it_comes_back(
    qapp: QApplication, qtbot: QtBot, unreadable: list[Path]
) -> None:
    """A started game, then a start that may not read its save: it was counted lost at the
    new deal's first move, and once readable again it came back in progress (with the new
    deal counted lost too): one game, three figures. Now nothing is counted until it is back."""
    first = start(qapp, qtbot)
    try:
        first.model.draw()  # the game is started: in progress in the statistics
        game_id = first.model.game.game_id
    finally:
        close(first, qtbot)
    record = (data_dir() / "statistics.json").read_text()
    unreadable.append(data_dir() / "game.json")
    locked_out = start(qapp, qtbot)
    try:
        assert locked_out.dealt and locked_out.model.game.game_id != game_id
        locked_out.model.draw()
        locked_out.model.draw()
    finally:
        close(locked_out, qtbot)
        unreadable.clear()
    assert (data_dir() / "statistics.json").read_text() == record  # nothing counted, nothing closed
    back = start(qapp, qtbot)
    try:
        assert back.model.game.game_id == game_id and back.notices.shown == []
        back.model.draw()
        figures = back.stats.for_ruleset(back.model.game.rules)
        assert figures.played == 0 and figures.in_progress
    finally:
        close(back, qtbot)


@pytest.mark.parametrize(
    ("name", "before", "told"),
    [
        ("statistics", GOOD_STATS, "statistics were damaged, so the copy saved before them was restored"),
        ("preferences", PREFS_BEFORE, "settings were damaged, so the settings saved before them were restored"),
    ],
)
def test_a_damaged_file_with_the_copy_before_it_comes_back_and_is_told(
    qapp: QApplication, qtbot: QtBot, name: str, before: dict[str, Any], told: str
) -> None:
    path = SPECS[name].path()
    path.parent.mkdir(parents=True)
    path.with_name(path.name + ".bak").write_text(json.dumps(before))
    path.write_bytes(json.dumps(before).encode()[:60])  # cut off mid-write
    session = start(qapp, qtbot)
    try:
        text = session.window.view.toast.text()
        assert told in text, text
        assert f"{path.name}.broken-" in text  # the damaged file, kept
        if name == "statistics":
            assert session.stats.for_ruleset("N").played == 2 and session.stats.for_ruleset("N").won == 1
        else:
            assert session.prefs.get(settings.FOUR_COLOUR) is True
        assert json.loads(path.read_text())  # written back whole at once
    finally:
        close(session, qtbot)


NEWER_FIELDS = {"profiles": [1]}  # a newer version's, in files of the same format version
NEWER_VALUES = {"play/some_future_setting": 3, settings.LANGUAGE.key: "fr"}


def test_damaged_files_restored_from_their_backups_keep_a_newer_versions_fields(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """Each damaged file gives back the copy before it, written back at once. The settings
    were written back with this version's values alone, and the next save (the window's place
    at quit) made that the backup too: the settings of a newer version were gone for good,
    where the statistics and the game kept that version's fields."""
    paths = {
        "preferences": config_dir() / "preferences.json",
        "statistics": data_dir() / "statistics.json",
        "game": data_dir() / "game.json",
    }
    prefs = {**PREFS_BEFORE, **NEWER_FIELDS, "values": {**PREFS_BEFORE["values"], **NEWER_VALUES}}
    backups = {
        "preferences": json.dumps(prefs),
        "statistics": json.dumps({**GOOD_STATS, **NEWER_FIELDS}),
        "game": BACKUP_GAME.dumps(**NEWER_FIELDS),
    }
    for name, path in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.with_name(path.name + ".bak").write_text(backups[name])
        path.write_text(backups[name][:60])  # cut off mid-write
    session = start(qapp, qtbot)
    try:
        assert session.prefs.get(settings.FOUR_COLOUR) is True and session.model.game == BACKUP_GAME
        assert session.stats.for_ruleset("N").won == 1
    finally:
        close(session, qtbot)  # (saves the window's place: the settings' backup is the file written back)
    for path in paths.values():
        for kept in (path, path.with_name(path.name + ".bak")):
            assert json.loads(kept.read_text()).get("profiles") == [1], kept.name
    stored = json.loads(paths["preferences"].read_text())["values"]
    assert stored | NEWER_VALUES == stored and stored[settings.FOUR_COLOUR.key] is True


@pytest.mark.parametrize(("figure", "value"), [("best_time", -40), ("fewest_moves", "300"), ("streak", 2**40)])
def test_a_statistics_file_with_one_bad_figure_keeps_the_rest_and_says_so_truly(
    qapp: QApplication, qtbot: QtBot, figure: str, value: object
) -> None:
    """No copy before it: the player's games are not all lost for one bad figure. The rest is
    kept and shown, the file is kept aside, and the notice says so (not "from zero")."""
    path = SPECS["statistics"].path()
    path.parent.mkdir(parents=True)
    bad = json.loads(json.dumps(GOOD_STATS))
    bad["rulesets"]["N"][figure] = value
    path.write_text(json.dumps(bad))
    before = path.read_bytes()
    session = start(qapp, qtbot)
    try:
        [kept] = kept_aside(path)
        assert kept.read_bytes() == before
        text = session.window.view.toast.text()
        assert session.notices.shown == [text]
        assert "Part of your statistics was damaged, so only that part was dropped and the rest was kept." in text
        assert "zero" not in text and kept.name in text and not JARGON.search(text.replace(kept.name, "")), text
        n = session.stats.for_ruleset("N")
        assert (n.played, n.won, n.best_score) == (2, 1, 1205)
        assert getattr(n, "current_streak" if figure == "streak" else figure) in (0, None)
    finally:
        close(session, qtbot)


def test_a_missing_save_with_a_backup_comes_back_and_is_written_at_once(qapp: QApplication, qtbot: QtBot) -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "game.json.bak").write_text(BACKUP_GAME.dumps())
    session = start(qapp, qtbot)
    try:
        assert session.model.game == BACKUP_GAME
        assert "missing" in session.window.view.toast.text()
        assert json.loads((folder / "game.json").read_text()) == BACKUP_GAME.to_json()
    finally:
        close(session, qtbot)


def test_a_save_restored_from_its_backup_keeps_its_marks_should_the_game_be_killed_before_a_move(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """The restored save is written back before the window that gives later saves their
    marks is there: it was written without them, and a game killed before its next save
    came back as if the player had never stopped the automatic finish nor asked for help."""
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "game.json").write_text("{cut short")
    (folder / "game.json.bak").write_text(BACKUP_GAME.dumps(finish_declined=1, helped=1, newer_field="kept"))
    session = start(qapp, qtbot)
    try:
        assert session.window.auto_finish.declined() and "restored" in session.window.view.toast.text()
        # what the next start finds if the game is killed now (kill -9, a power cut)
        written = json.loads((folder / "game.json").read_text())
        store = GameStore(folder / "game.json")
        assert store.load() == (BACKUP_GAME, None)
        assert store.loaded_marks == {FINISH_DECLINED, HELPED} and written["newer_field"] == "kept"
    finally:
        close(session, qtbot)


def test_a_notice_shows_text_from_a_file_as_plain_text_only(qapp: QApplication, qtbot: QtBot) -> None:
    session = start(qapp, qtbot)
    try:
        session.notices.show('<img src="/etc/passwd"><b>bold</b>' + "x" * 100_000)
        toast = session.window.view.toast
        assert toast.textFormat() == toast.textFormat().PlainText
        assert toast.text().startswith("<img") and len(toast.text()) <= 2000
    finally:
        close(session, qtbot)


@pytest.fixture
def unsearchable(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Path]]:
    """Folders whose entries can be neither looked at nor opened (EACCES), as a folder of
    mode 000 is for its owner: the tests run as root, who may look into anything."""
    folders: list[Path] = []
    real = {name: getattr(os, name) for name in ("lstat", "stat", "open", "scandir")}

    def refusing(name: str) -> Any:
        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            target = Path(os.fsdecode(path)) if isinstance(path, str | bytes | os.PathLike) else None
            if target is not None and (target.parent in folders or (name == "scandir" and target in folders)):
                raise PermissionError(13, "Permission denied", str(path))
            return real[name](path, *args, **kwargs)

        return call

    for name in real:
        monkeypatch.setattr(os, name, refusing(name))
    yield folders


@pytest.mark.parametrize("folder", ["data", "config"])
def test_a_folder_the_game_may_not_look_into_is_no_first_start_and_nothing_in_it_is_written_over(
    folder: str, qapp: QApplication, qtbot: QtBot, unsearchable: list[Path]
) -> None:
    """A folder of mode 000 hides its files: they may be there, so the game neither takes
    the start for a first one nor writes over them once the folder can be read again (with
    the window still open), and it says that it could not read them."""
    game, stats, prefs = SPECS["game"].path(), SPECS["statistics"].path(), SPECS["preferences"].path()
    for path, good in ((game, SPECS["game"].good), (stats, GOOD_STATS), (prefs, PREFS_BEFORE)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(good))
    mine = [game, stats] if folder == "data" else [prefs]
    before = {path: path.read_bytes() for path in (game, stats, prefs)}
    unsearchable.append(mine[0].parent)
    session = start(qapp, qtbot)
    try:
        told = " ".join(session.notices.shown)
        if folder == "data":
            assert not session.store.writable and not session.stats.writable
            assert "saved game could not be read (no permission)" in told, told
            assert "statistics could not be read (no permission)" in told, told
        else:
            assert not session.prefs.writable and session.prefs.get(settings.FOUR_COLOUR) is False
            assert "settings could not be read (no permission)" in told, told
            assert session.store.writable and list(session.model.game.line) == list(good_game().line)
        unsearchable.clear()  # the player gives the folder back its rights, the window still open
        session.model.draw()
        session.stats.record("N", True, 100, 200)
        session.prefs.set(settings.AUTO_PLACE, True)
    finally:
        close(session, qtbot)
    for path in mine:
        assert path.read_bytes() == before[path], path  # not one of them written over
        assert not path.with_name(path.name + ".bak").exists()
