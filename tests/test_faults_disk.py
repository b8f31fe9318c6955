"""A full disk, a read-only folder, and a program killed mid-save (issue 12, items 6, 11):
every failed save is told once with what it means, nothing is lost from memory, saving
resumes when the disk has room again, and no temporary file is left forever."""

from __future__ import annotations

import errno
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import GameRecorder, Statistics
from qvoleurs.storage.files import STALE_TEMP_SECONDS, data_dir
from qvoleurs.storage.game_store import GameStore
from qvoleurs.ui import announce as speaker
from qvoleurs.ui.dialogs.preferences import PreferencesDialog

from .sessions import close, start
from .test_faults_notices import as_shown


class Disk:
    """Every new file in the test's folders fails to be written while `full` (ENOSPC, or
    EROFS for a read-only folder), as on a real full disk: mkstemp still succeeds, the
    bytes do not go in."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.error: int | None = None
        real_mkstemp = tempfile.mkstemp

        def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
            if self.error is not None:
                raise OSError(self.error, os.strerror(self.error))
            return real_mkstemp(*args, **kwargs)

        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    yield Disk(monkeypatch)


@pytest.mark.parametrize(
    ("error", "words"), [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "the folder may not be written to")]
)
def test_every_failed_save_is_told_once_with_what_it_means(
    error: int, words: str, disk: Disk, qapp: QApplication, qtbot: QtBot
) -> None:
    session = start(qapp, qtbot)
    try:
        notices, model = session.notices, session.model
        disk.error = error
        model.draw()  # the game and the statistics (a game now in progress) fail to save
        model.draw()  # failing again says nothing new
        model.new_game()  # a loss
        # one cause, one sentence for both files (they failed together), on screen and heard
        [both] = notices.shown
        assert (
            both
            == f"Your game and your statistics could not be saved ({words}): if you quit now, they will not be kept."
        )
        assert session.window.view.toast.isVisible() and session.window.view.toast.text() == both
        assert session.stats.for_ruleset("N").lost == 1  # counted in memory all the same
        session.prefs.set(settings.AUTO_PLACE, True)
        session.prefs.set(settings.ANIMATIONS, False)
        assert len(notices.shown) == 2 and notices.shown[1].startswith("Your settings could not be saved")
        assert "your changes will not be kept" in notices.shown[1] and words in notices.shown[1]
        assert session.window.view.toast.text() == both + "\n\n" + notices.shown[1]  # a second cause: joins it
        assert session.prefs.get(settings.AUTO_PLACE) is True
        disk.error = None  # room again: the next change saves everything it touches
        model.draw()
        session.prefs.set(settings.FOUR_COLOUR, True)
        assert GameStore.default().load()[0] == model.game
        assert Preferences.load().get(settings.AUTO_PLACE) is True
        session.stats.record("N", True, 1205, 300)
        assert Statistics.load().for_ruleset("N").won == 1 and Statistics.load().for_ruleset("N").lost == 1
        assert sorted(notices.shown[2:]) == [  # each said once, as its failure was
            "Your game is saved again.",
            "Your settings are saved again.",
            "Your statistics are saved again.",
        ]
        model.draw()
        assert len(notices.shown) == 5
        disk.error = error  # full again: told again, or the moves since are lost unsaid
        model.draw()
        model.draw()
        [game] = notices.shown[5:]  # only the game had anything new to save
        assert game.startswith("Your game could not be saved") and words in game and "will not be kept" in game
    finally:
        close(session, qtbot)


def test_a_folder_that_takes_no_file_is_told_at_the_start_of_a_resumed_game(
    disk: Disk, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, qtbot: QtBot
) -> None:
    """A read-only home that holds a save (a read-only bind mount): a resumed game writes
    nothing at the start, which said only that the lock could not be made; that nothing
    would be kept came with the first move."""
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.push(DRAW)
    GameStore.default().save(game)
    GameRecorder(Statistics.load()).game_started(game)  # the player's files, all there
    Preferences.load().set(settings.AUTO_PLACE, True)
    lock = data_dir() / "game.json.lock"
    real_open = os.open

    def refuse_lock(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path) == lock:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse_lock)
    disk.error = errno.EROFS
    session = start(qapp, qtbot)
    try:
        [text] = session.notices.shown
        assert text.startswith("Quarante Voleurs cannot write in its folder")
        # the record there stays: only what is played now is lost, and the player is told so
        assert text.split("\n\n")[0].endswith(
            "nothing you play from now on will be kept after you quit; what was saved before stays as it is."
        )
        assert session.model.game == game  # resumed, as it was
        session.model.draw()
        assert session.notices.shown == [text]  # nothing more to read at the first move
    finally:
        close(session, qtbot)
    assert GameStore.default().load()[0] == game  # and the save is as it was


def test_a_folder_that_cannot_be_made_is_named_where_it_would_go_and_nothing_said_of_a_save(
    monkeypatch: pytest.MonkeyPatch, qapp: QApplication, qtbot: QtBot
) -> None:
    """A first start in a data folder that may not be written to: the notice named the game's
    own folder, which was never made, and said that what was saved before stays, where
    nothing ever was. It names the folder it would go in, and says only what is lost."""
    shutil.rmtree(data_dir(), ignore_errors=True)
    real_mkdir, real_open = os.mkdir, os.open

    def refuse_inside(path: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(path).parent == data_dir().parent or data_dir() in Path(path).parents:
            raise OSError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return (real_mkdir if len(args) < 2 else real_open)(path, *args, **kwargs)

    monkeypatch.setattr(os, "mkdir", refuse_inside)
    monkeypatch.setattr(os, "open", lambda path, flags, *args, **kwargs: refuse_inside(path, flags, *args, **kwargs))
    real_mkstemp = tempfile.mkstemp

    def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
        if data_dir() in (Path(kwargs.get("dir", "")), *Path(kwargs.get("dir", "")).parents):
            raise OSError(errno.EACCES, os.strerror(errno.EACCES))
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    session = start(qapp, qtbot)
    try:
        [text] = session.notices.shown
        where = as_shown(data_dir().parent)
        assert text == (
            f"Quarante Voleurs cannot make its folder in {where} (the folder may not be written to): nothing you "
            "play will be kept after you quit."
        )
    finally:
        close(session, qtbot)


def test_a_screen_reader_hears_each_failure_once_when_they_join(
    disk: Disk, qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The eye reads one sentence for both files; the ear, which heard the game's failure as it
    came, hears the statistics' next, not the game's again inside the joined sentence."""
    heard: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda _source, text, assertive=False: heard.append(text))
    session = start(qapp, qtbot)
    QAccessible.setActive(True)
    try:
        session.window.activateWindow()
        qtbot.waitUntil(session.window.isActiveWindow, timeout=2000)
        heard.clear()
        disk.error = errno.ENOSPC
        session.model.draw()
        [both] = session.notices.shown
        assert both.startswith("Your game and your statistics could not be saved")
        told = [text for text in heard if "could not be saved" in text]
        assert sorted(told) == [  # (the statistics fail first: the game saves once the move is made)
            "Your game could not be saved (the disk is full): if you quit now, it will not be kept.",
            "Your statistics could not be saved (the disk is full): the games of this session will not be kept "
            "after you quit.",
        ], heard
    finally:
        QAccessible.setActive(False)
        close(session, qtbot)


def test_a_statistics_failure_long_after_the_game_s_is_a_notice_of_its_own(
    disk: Disk, qapp: QApplication, qtbot: QtBot
) -> None:
    """The game's failure was read and has gone from the table; the statistics fail at the
    end of the game, minutes later: a notice of their own, not words added to one gone."""
    Preferences.load().set(settings.SOLVER_INDICATOR, False)
    session = start(qapp, qtbot)
    try:
        notices, model, toast = session.notices, session.model, session.window.view.toast
        model.draw()  # a game in progress, saved while there was room
        disk.error = errno.ENOSPC
        model.draw()
        [game] = notices.shown
        assert game.startswith("Your game could not be saved (the disk is full)")
        toast.hide()  # read, and gone
        model.new_game()  # a loss: the statistics change now
        assert notices.shown[0] == game and len(notices.shown) >= 2
        assert notices.shown[1].startswith("Your statistics could not be saved (the disk is full)")
        assert toast.isVisible() and toast.text().startswith("Your statistics could not be saved")
    finally:
        close(session, qtbot)


def test_statistics_and_settings_that_failed_to_save_are_saved_with_the_game_again(
    disk: Disk, qapp: QApplication, qtbot: QtBot
) -> None:
    """Room again on the disk: the game said "saved again" at its next move, but the
    statistics (saved only when they change) kept their warning, and the quit did not write
    them: the loss counted meanwhile was gone."""
    session = start(qapp, qtbot)
    try:
        notices, model = session.notices, session.model
        disk.error = errno.ENOSPC
        model.draw()
        model.new_game()  # a loss, counted in memory only
        session.prefs.set(settings.AUTO_PLACE, True)
        disk.error = None
        model.draw()  # the game saves again: the others with it
        assert sorted(notices.shown[2:]) == [
            "Your game is saved again.",
            "Your settings are saved again.",
            "Your statistics are saved again.",
        ]
        assert Statistics.load().for_ruleset("N").lost == 1
        assert Preferences.load().get(settings.AUTO_PLACE) is True
        disk.error = errno.ENOSPC
        model.new_game()  # a second loss, not saved
        disk.error = None
    finally:
        close(session, qtbot)  # the quit saves what failed
    assert Statistics.load().for_ruleset("N").lost == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's PATH_MAX of 4096")
def test_a_data_folder_too_deep_for_its_files_says_so_not_that_the_disk_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, qtbot: QtBot
) -> None:
    """A data folder whose path leaves no room for a file's name (near PATH_MAX): the folder
    could be made, its files not, and the notice blamed the disk."""
    deep = tmp_path
    while len(str(deep)) < 4060:  # "/qvoleurs" fits after it, a save's temporary file no longer
        deep = deep / ("d" * min(200, 4060 - len(str(deep))))
    monkeypatch.setenv("XDG_DATA_HOME", str(deep))
    monkeypatch.setenv("XDG_STATE_HOME", str(deep))
    session = start(qapp, qtbot)
    try:
        session.model.draw()
        said = " ".join(session.notices.shown)
        assert "the folder's path is too long" in said and "the disk refused it" not in said
    finally:
        close(session, qtbot)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's NAME_MAX of 255")
def test_folders_whose_names_are_too_long_are_one_notice_not_damaged_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, qtbot: QtBot
) -> None:
    """A first start with data and settings folders that cannot be made (a name longer than
    the system takes): nothing can be stored there, so nothing is there to be damaged. The
    player read that the saved game, the settings and the statistics were damaged, beside the
    one true notice, and the settings' "damaged" contradicted the quit's "could not be saved"."""
    for variable, letter in (("XDG_DATA_HOME", "d"), ("XDG_STATE_HOME", "s"), ("XDG_CONFIG_HOME", "c")):
        monkeypatch.setenv(variable, str(tmp_path / (letter * 300)))
    session = start(qapp, qtbot)
    try:
        text = "\n\n".join(session.notices.shown)
        assert "cannot write in its folder" in text and "the folder's path is too long" in text, text
        assert "damaged" not in text and "restored" not in text, text
        assert session.model.move_counter == 0  # a first start's new deal
    finally:
        close(session, qtbot)


def test_a_full_disk_at_the_first_start_still_opens_the_game(disk: Disk, qapp: QApplication, qtbot: QtBot) -> None:
    Preferences.load().set(settings.SOLVER_INDICATOR, False)  # no search competes with the test
    disk.error = errno.ENOSPC
    session = start(qapp, qtbot, quiet_solver=False)  # (turning it off now would save the settings)
    try:
        assert session.store.locked  # the lock file needs no room
        [text] = session.notices.shown  # told with the start-up notices, once the window is there
        assert text.startswith("Your game could not be saved (the disk is full)")
        assert session.window.view.toast.text() == text
    finally:
        close(session, qtbot)


def test_temporary_files_of_a_killed_save_are_cleaned_at_the_next_start(qapp: QApplication, qtbot: QtBot) -> None:
    Preferences.load().set(settings.SOLVER_INDICATOR, False)  # no search competes with the test
    folder = data_dir()
    folder.mkdir(parents=True)
    names = (".game.json.x1.tmp", ".statistics.json.x2.tmp", ".game.json.bak.x3.tmp")
    old = time.time() - STALE_TEMP_SECONDS - 5
    ahead = time.time() + 365 * 24 * 3600  # left while the clock was a year ahead
    for name, when in zip(names, (old, old, ahead), strict=True):
        (folder / name).write_bytes(b"")  # what kill -9 between create and rename leaves
        os.utime(folder / name, (when, when))
    fresh = folder / ".game.json.x4.tmp"  # another copy's save in flight right now
    fresh.write_bytes(b"{")
    prefs_tmp = Preferences.default_path().parent / ".preferences.json.x5.tmp"
    prefs_tmp.write_bytes(b"")
    os.utime(prefs_tmp, (old, old))
    session = start(qapp, qtbot, quiet_solver=False)
    try:
        assert not any((folder / name).exists() for name in names) and not prefs_tmp.exists()
        assert fresh.exists()
    finally:
        close(session, qtbot)


@pytest.mark.parametrize("name", ["preferences", "statistics", "game"])
def test_a_restored_file_that_cannot_be_written_back_is_told_and_not_lost_at_the_next_start(
    name: str, disk: Disk, qapp: QApplication, qtbot: QtBot
) -> None:
    """A damaged file, its backup good, the disk full: the player is told the backup was
    restored and that it could not be saved; at the next start, with room again, the
    backup's values are there (not defaults, as if the player had deleted the file)."""
    prefs = Preferences.load()
    prefs.set(settings.SOLVER_INDICATOR, False)  # no search competes with the test
    prefs.set(settings.FOUR_COLOUR, True)
    prefs.set(settings.AUTO_PLACE, True)  # the file before this one is the backup: four colours
    stats = Statistics.load()
    stats.record("N", True, 1205, 300)
    stats.record("N", False, 100, 200)  # the backup: one game won
    store = GameStore.default()
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    for _ in range(2):
        game.push(DRAW)
        store.save(game)  # the backup: one card drawn
    path = {"preferences": prefs.path, "statistics": stats.path, "game": store.path}[name]
    assert path is not None
    path.write_text("{")  # damaged
    disk.error = errno.ENOSPC
    session = start(qapp, qtbot, quiet_solver=False)  # (turning it off now would save the settings)
    try:
        told = " ".join(session.notices.shown)
        which = {"preferences": "settings", "statistics": "statistics", "game": "game"}[name]
        assert "restored" in told and f"Your {which} could not be saved (the disk is full)" in told, told
        assert told.count("restored") == 1
    finally:
        close(session, qtbot)
    disk.error = None
    if name == "preferences":
        again = Preferences.load()
        assert again.problem is None and again.get(settings.FOUR_COLOUR) is True
    elif name == "game":
        saved, problem = GameStore.default().load()  # not "missing, restored" again
        assert problem is None and saved is not None and saved.move_counter == 1
    else:
        figures = Statistics.load()
        assert figures.problem is None and figures.for_ruleset("N").won == 1


@pytest.mark.parametrize(
    ("error", "words"), [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "the folder may not be written to")]
)
def test_a_setting_that_cannot_be_saved_is_told_when_preferences_closes(
    error: int, words: str, disk: Disk, qapp: QApplication, qtbot: QtBot
) -> None:
    """A setting changed in Preferences on a full disk or a read-only folder: its notice was shown
    on the table behind the dialog and ran out there while the player was still choosing (seen
    under openbox at 800x600), so a player who then quit never learnt the change was not kept.
    It waits for the dialog to close, then is shown over the table for its whole time."""
    session = start(qapp, qtbot)
    toast = session.window.view.toast
    in_dialog: dict[str, object] = {}

    def choose_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            assert isinstance(dialog, PreferencesDialog)
            box = dialog.control_for(settings.DOUBLE_CLICK)
            box.setFocus()
            disk.error = error
            qtbot.keyClick(box, Qt.Key.Key_Space)  # the player's change, saved at once: it fails
            in_dialog["changed"] = session.prefs.get(settings.DOUBLE_CLICK)
            in_dialog["behind the dialog"] = toast.isVisible()
            qtbot.mouseClick(
                dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close),
                Qt.MouseButton.LeftButton,
            )
        finally:
            if dialog is not None and dialog.isVisible():
                dialog.close()

    try:
        QTimer.singleShot(0, choose_and_close)
        session.window.preferences_action.trigger()  # runs the dialog until it closes
        assert in_dialog == {"changed": False, "behind the dialog": False}
        qtbot.waitUntil(toast.isVisible, timeout=2000)
        expected = f"Your settings could not be saved ({words}): your changes will not be kept after you quit."
        assert toast.text() == expected and session.notices.shown == [expected]
        timer = toast.findChild(QTimer)
        assert timer is not None and timer.remainingTime() > 7000  # its whole time from now (8 s at least)
        assert session.window.view.rect().contains(toast.geometry())
    finally:
        disk.error = None
        close(session, qtbot)


def test_on_a_full_disk_the_clock_s_saves_say_nothing_more_and_wait_for_the_next_move(
    disk: Disk, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, qtbot: QtBot
) -> None:
    """The play time is saved every 15 s while the clock runs: on a full disk that must not
    try and fail four times a minute, nor tell the player again what the move's save told."""
    import json

    from qvoleurs.storage.game_store import PLAY_SECONDS
    from tests.test_game_timer import FakeClock

    Preferences.load().set(settings.GAME_TIMER, True)
    clock = FakeClock()
    session = start(qapp, qtbot, clock=clock)
    try:
        notices, model, save = session.notices, session.model, session.clock_save
        assert save is not None
        disk.error = errno.ENOSPC
        model.draw()  # the move's save fails, and says so
        told = list(notices.shown)
        assert len(told) == 1 and "could not be saved" in told[0]
        tried: list[object] = []
        full = tempfile.mkstemp
        monkeypatch.setattr(tempfile, "mkstemp", lambda *a, **k: tried.append(a) or full(*a, **k))
        for _ in range(4):  # a minute of the clock
            clock.advance(15)
            save.timeout.emit()
        assert tried == [] and notices.shown == told
        disk.error = None
        model.draw()  # room again: the next move saves, the time with it
        assert "Your game is saved again." in notices.shown
        assert json.loads((data_dir() / "game.json").read_text())[PLAY_SECONDS] == 60
    finally:
        close(session, qtbot)
