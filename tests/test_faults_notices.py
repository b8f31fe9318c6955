"""Start-up notices are on screen (issue 12, item 3): placed once the window has its size,
inside the visible view, whole, and kept there when the window is resized; the banner of
a resumed game with no legal move left is laid out at the window's size."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
import weakref
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game, Move
from qvoleurs.engine.rules import column_pile, foundation_pile
from qvoleurs.i18n import install_translators
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.storage import game_store, versioned
from qvoleurs.storage.files import config_dir, data_dir
from qvoleurs.ui.app import forget_reported_errors
from qvoleurs.ui.window import MainWindow

from .sessions import close, opened, solver_threads, start
from .test_game_timer import FakeClock
from .test_window import _stuck_position, game_at, near_won


def visible_rect(widget: QWidget) -> QRect:
    """The part of the view the player sees, in the overlay's parent coordinates."""
    return widget.parentWidget().rect() if widget.parentWidget() is not None else QRect()


def assert_on_screen(widget: QWidget) -> None:
    assert widget.isVisible()
    area = visible_rect(widget)
    assert area.width() > 400 and area.contains(widget.geometry()), (widget.geometry(), area)
    assert widget.height() >= widget.sizeHint().height() or widget.height() >= widget.minimumSizeHint().height()


def damage_the_save() -> None:
    data_dir().mkdir(parents=True)
    (data_dir() / "game.json").write_text('{"format": "qvoleurs-game", "version": 1, "line": [')


def test_a_start_up_notice_lies_inside_the_visible_view(qapp: QApplication, qtbot: QtBot) -> None:
    damage_the_save()
    session = start(qapp, qtbot)
    try:
        toast = session.window.view.toast
        assert "new game" in toast.text()
        assert_on_screen(toast)
        assert toast.height() >= toast.heightForWidth(toast.width())  # no line cut off
        session.window.resize(760, 560)
        qtbot.waitUntil(lambda: session.window.view.viewport().width() <= 760)
        assert_on_screen(toast)
    finally:
        close(session, qtbot)


def test_a_notice_given_before_the_window_is_shown_lands_inside_it(qapp: QApplication, qtbot: QtBot) -> None:
    damage_the_save()
    session = opened(qapp)
    session.notices.show_pending()  # before the window has its size, as the old start-up did
    window = session.window
    window.show()
    qtbot.waitExposed(window)
    try:
        assert_on_screen(window.view.toast)
    finally:
        close(session, qtbot)


def test_the_banner_of_a_resumed_stuck_game_is_laid_out_at_the_window_size(qtbot: QtBot) -> None:
    game = game_at(_stuck_position())
    game.push(DRAW)
    model = GameModel(game)
    assert model.is_stuck()
    window = MainWindow(model)  # resumed stuck: the banner is asked for before the window is shown
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    banner = window.view.stuck_banner
    assert_on_screen(banner)
    assert banner.width() >= min(480, window.view.viewport().width() - 20)
    assert banner.label.height() >= banner.label.heightForWidth(banner.label.width())
    window.close()
    qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)  # before qtbot deletes the window


def test_a_resumed_won_game_shows_its_banner_and_offers_a_new_game(qtbot: QtBot) -> None:
    """After a win and a restart the table is not left finished and mute."""
    game = game_at(near_won())
    game.push(Move(column_pile(1), foundation_pile(1)))
    model = GameModel(game)  # the next start, with the won game saved
    assert model.is_won()
    window = MainWindow(model)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    banner = window.view.won_banner
    assert_on_screen(banner)
    assert "You won" in banner.label.text() and not window.table_scene.is_animating()
    assert banner.primary.isVisible() and banner.primary.text() == "New Game"
    with qtbot.waitSignal(model.state_changed, timeout=5000):
        banner.primary.click()
    assert not model.is_won() and not banner.isVisible()
    window.close()
    qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)


@pytest.mark.parametrize("main", ["damaged", "missing"])
def test_a_bad_backup_set_aside_at_start_is_named_in_the_notice(main: str, qapp: QApplication, qtbot: QtBot) -> None:
    """The game's file and the save before it are both unusable: the notice names where
    each was kept (the player may want the older one back), and a missing file whose
    backup is damaged is told too, not taken for a first start."""
    if main == "damaged":
        damage_the_save()
    else:
        data_dir().mkdir(parents=True)
    (data_dir() / "game.json.bak").write_text("not a save")
    session = start(qapp, qtbot)
    try:
        [text] = session.notices.shown
        assert "new game was dealt" in text, text
        assert ("The file was kept as" in text and "/game.json.broken-" in text) == (main == "damaged"), text
        assert "The save before it was kept as" in text and "/game.json.bak.broken-" in text, text
        assert ("was missing and the save before it was damaged" in text) == (main == "missing"), text
        assert_on_screen(session.window.view.toast)
    finally:
        close(session, qtbot)


@pytest.mark.parametrize("main", ["damaged", "missing"])
def test_a_backup_the_game_may_not_read_is_told_and_left_alone(
    main: str, qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save before may be the good one: it was set aside without a word (and with the
    game's file missing, the start passed for a first one). Now it is told and left as it is."""
    if main == "damaged":
        damage_the_save()
    else:
        data_dir().mkdir(parents=True)
    backup = data_dir() / "game.json.bak"
    backup.write_text(Game(Deal.from_code("FT1-N-AAAAAB3")).dumps())
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path) == backup:
            raise PermissionError(13, "Permission denied", str(path))  # the tests run as root
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    session = start(qapp, qtbot)
    try:
        [text] = session.notices.shown
        assert "the save before it could not be read (no permission)" in text, text
        assert "will save neither its game nor the statistics" in text, text
        assert not session.stats.writable
        assert ("The file was kept as" in text) == (main == "damaged"), text  # the damaged one, aside
        assert not session.store.writable
        assert_on_screen(session.window.view.toast)
        session.model.draw()
    finally:
        close(session, qtbot)
    monkeypatch.undo()
    assert Game.loads(backup.read_text()).deal.code == "FT1-N-AAAAAB3"


def test_the_notices_speak_the_players_language(qapp: QApplication, qtbot: QtBot) -> None:
    from qvoleurs import settings
    from qvoleurs.i18n import install_translators
    from qvoleurs.preferences import Preferences

    Preferences.load().set(settings.LANGUAGE, "de")
    locale = QLocale()
    damage_the_save()
    session = start(qapp, qtbot)
    try:
        text = session.window.view.toast.text()
        assert text.startswith("Ihre gespeicherte Partie war beschädigt"), text
        assert "game.json.broken-" in text
    finally:
        close(session, qtbot)
        install_translators(qapp, "en")
        QLocale.setDefault(locale)  # as the other tests expect it


def small_window(qtbot: QtBot, game: Game) -> MainWindow:
    """A window of 800x560 (an 800x600 screen with a panel) on `game`, shown."""
    window = MainWindow(GameModel(game))
    qtbot.addWidget(window)
    window.resize(800, 560)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("lang", ["uk", "de"])
def test_a_banner_on_a_small_screen_shows_every_line_of_its_text(qapp: QApplication, qtbot: QtBot, lang: str) -> None:
    """At 800x600 beside its buttons the stuck banner's text wraps to four or five lines
    in Ukrainian or German: the banner grows to hold them all, none cut off."""
    from qvoleurs.i18n import install_translators

    locale = QLocale()
    install_translators(qapp, lang)
    game = game_at(_stuck_position())
    game.push(DRAW)
    window = small_window(qtbot, game)
    try:
        banner = window.view.stuck_banner
        qtbot.waitUntil(banner.isVisible)
        label = banner.label
        assert label.heightForWidth(label.width()) > 3 * label.fontMetrics().lineSpacing()  # a long text here
        assert label.height() >= label.heightForWidth(label.width())
        assert_on_screen(banner)
    finally:
        window.close()
        qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)
        install_translators(qapp, "en")
        QLocale.setDefault(locale)


@pytest.mark.parametrize("lang", ["uk", "de", "en"])
def test_the_win_is_said_on_one_line_when_the_table_has_room(qapp: QApplication, qtbot: QtBot, lang: str) -> None:
    """In a window of 1180 pixels (the first size on a 1366x768 laptop) the German and
    Ukrainian "You won! … Score:" was cut before its figure, onto a second line, with half
    the table empty beside it: a short text takes one line; at 800 pixels it wraps, every
    line shown; a long text stays within a line one can read."""
    from qvoleurs.engine import Move
    from qvoleurs.ui.table import overlays

    from .solver_games import F, one_move_from_win

    locale = QLocale()
    install_translators(qapp, lang)
    window = MainWindow(GameModel(game_at(one_move_from_win())))
    qtbot.addWidget(window)
    try:
        window.resize(1180, 740)
        window.show()
        qtbot.waitExposed(window)
        window.model.move(Move(2, F(1)))
        banner = window.view.won_banner
        qtbot.waitUntil(banner.isVisible)
        label = banner.label
        assert "1" in label.text() and label.height() < 2 * label.fontMetrics().lineSpacing(), label.text()
        assert_on_screen(banner)
        window.resize(800, 560)
        qtbot.waitUntil(lambda: banner.width() < 790)
        assert label.height() >= label.heightForWidth(label.width())
        assert_on_screen(banner)
        window.resize(1900, 900)
        qtbot.waitUntil(lambda: window.view.width() > 1800)
        banner.show_banner("word " * 200)
        assert label.width() <= overlays._BANNER_LINE
    finally:
        window.close()
        qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)
        install_translators(qapp, "en")
        QLocale.setDefault(locale)


def _disk_full(*_args: object, **_kwargs: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_second_notice_joins_the_first_and_a_reminder_only_interrupts_them(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A damaged save told at start, then the disk fills up at the first move: the player
    reads both (neither replaces the other), a rule reminder takes the place only for its
    own time, and turning the reminders off never takes the notices away."""
    damage_the_save()
    session = start(qapp, qtbot)
    try:
        toast = session.window.view.toast
        first = toast.text()
        assert "new game" in first
        monkeypatch.setattr(versioned, "write_atomic", _disk_full)
        session.model.draw()  # the statistics count the game as started: that save fails
        qtbot.waitUntil(lambda: len(session.notices.shown) == 2)
        both = toast.text()
        assert toast.isVisible() and first in both and session.notices.shown[1] in both
        assert "statistics could not be saved" in both
        toast.show_message("A reminder", 40)
        assert toast.text() == "A reminder"
        qtbot.waitUntil(lambda: toast.text() == both, timeout=3000)
        assert toast.isVisible()
        monkeypatch.undo()  # room on the disk again: the setting below is saved
        toast.show_message("Another reminder", 60000)
        session.prefs.set(settings.RULE_REMINDERS, False)  # takes the reminder away...
        assert toast.isVisible() and toast.text() == both  # ...and the notices come back
        session.window.on_setting_changed(settings.RULE_REMINDERS)  # again, the notices on screen
        assert toast.isVisible() and toast.text() == both  # never taken away themselves
    finally:
        monkeypatch.undo()
        close(session, qtbot)


def test_a_save_that_fails_as_the_window_closes_is_told_on_standard_error(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The settings (the window's size and place) are saved as it closes: a failure then
    cannot be shown over a table that is going away, so it is written where a terminal
    shows it, in the player's words, and says what was lost: the window's place only, not
    "your changes" (every setting the player chose was saved when chosen)."""
    session = start(qapp, qtbot)
    try:
        shown_before = session.window.view.toast.isVisible()
        monkeypatch.setattr(versioned, "write_atomic", _disk_full)
        capsys.readouterr()
        session.window.close()
        assert session.window.view.toast.isVisible() == shown_before
    finally:
        close(session, qtbot)  # the last try at the quit fails too
        monkeypatch.undo()
    err = capsys.readouterr().err
    assert err.count("qvoleurs: The window's size and place could not be saved (the disk is full).") == 1, err
    assert "Your settings" not in err


def test_a_save_that_fails_as_the_window_closes_and_then_succeeds_is_not_told(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The window's place fails to save as it closes, and the quit's last try writes it: the
    player, who has quit, reads nothing (seen: "could not be saved" and then "saved again",
    each on its own line, for one file that was kept)."""
    session = start(qapp, qtbot)
    writes: list[Path] = []

    def full_once(path: Path, text: str, **kwargs: Any) -> None:
        writes.append(path)
        if len(writes) == 1:
            _disk_full(path, text)
        real_write(path, text, **kwargs)

    real_write = versioned.write_atomic
    try:
        monkeypatch.setattr(versioned, "write_atomic", full_once)
        capsys.readouterr()
        session.window.close()
    finally:
        close(session, qtbot)
        monkeypatch.undo()
    assert len(writes) == 2  # it failed, and the last try wrote it
    assert Preferences.load().save_error is None and session.prefs.save_error is None
    assert "qvoleurs:" not in capsys.readouterr().err


def test_the_game_s_save_that_fails_at_the_quit_says_what_was_lost_not_what_to_avoid(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The play time is saved after the window closed: if that save fails, the player has
    already quit, so the message says the game was not kept, not "if you quit now"."""
    Preferences.load().set(settings.GAME_TIMER, True)
    clock = FakeClock()
    session = start(qapp, qtbot, clock=clock)
    try:
        session.model.draw()  # the clock starts
        clock.advance(30)  # then thinking before quitting: the time is saved at the quit
        monkeypatch.setattr(game_store, "write_atomic", _disk_full)
        capsys.readouterr()
    finally:
        close(session, qtbot)
        monkeypatch.undo()
    err = capsys.readouterr().err
    assert "qvoleurs: Your game could not be saved as you left it (the disk is full)." in err, err
    assert "if you quit now" not in err


class _GoneStream:
    """A standard error whose reader is gone (a closed terminal, `| true`)."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")


def test_a_notice_told_as_the_window_closes_with_nobody_to_read_it_raises_nothing(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = start(qapp, qtbot)
    try:
        session.window.close()  # from now on notices go to standard error
        monkeypatch.setattr(sys, "stderr", _GoneStream())
        session.notices.show("Your settings could not be saved (the disk is full).")  # raises nothing
        monkeypatch.setattr(sys, "stderr", None)  # none at all (started with 2>&-)
        session.notices.show("Your settings could not be saved (the disk is full).")
    finally:
        monkeypatch.undo()
        close(session, qtbot)


def test_an_error_reported_during_play_is_let_go_before_qt_ends() -> None:
    """PySide reports an error in a slot with PyErr_Print, which keeps it (and every object its
    frames hold) in sys.last_traceback until Python ends: freed after the application, Qt
    objects crash the process (seen: SIGSEGV at the end of a window whose stderr was gone)."""

    class Held:
        pass

    def fails(held: Held) -> None:
        raise RuntimeError(held)

    held = Held()
    alive = weakref.ref(held)
    try:
        fails(held)
    except RuntimeError as exc:
        sys.last_type, sys.last_value, sys.last_traceback = type(exc), exc, exc.__traceback__
    del held
    assert alive() is not None  # kept by the reported error
    forget_reported_errors()
    assert alive() is None
    assert sys.last_value is None and sys.last_traceback is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pipe's closed end, as on Linux")
@pytest.mark.parametrize("unbuffered", [False, True])
def test_a_window_whose_standard_error_is_gone_ends_cleanly(tmp_path: Path, unbuffered: bool) -> None:
    """From where the player sits: started from a terminal that was closed since, with
    settings that cannot be saved; the window ends after its first paint. Status 0, not a crash.
    A player's Python buffers standard error (status 120 at exit, seen on a fresh Debian);
    this machine's environment may set PYTHONUNBUFFERED, which hid it: both are tried."""
    config = tmp_path / "a file, not a folder"
    config.write_text("")
    env = {
        **{k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"},
        **({"PYTHONUNBUFFERED": "1"} if unbuffered else {}),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(config),
        "QVOLEURS_QUIT_AFTER_PAINT": "1",
    }
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        ended = subprocess.run(
            [sys.executable, "-m", "qvoleurs"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=write_end,
            env=env,
            cwd=Path(__file__).resolve().parents[1],
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert ended.returncode == 0


def test_the_stuck_banner_sits_at_the_bottom_and_a_reminder_goes_above_it(qtbot: QtBot) -> None:
    """The banner keeps to the bottom edge, so the last position stays in view to decide what
    to undo; a message shown with it (before or after) goes above it, never under it."""
    window = small_window(qtbot, game_at(_stuck_position()))
    try:
        toast, banner = window.view.toast, window.view.stuck_banner
        toast.show_message("A reminder shown before the banner", 60000)
        window.model.draw()  # no legal move is left: the banner
        qtbot.waitUntil(banner.isVisible)
        viewport = window.view.viewport().rect()
        assert viewport.bottom() - banner.geometry().bottom() <= 16
        assert viewport.contains(toast.geometry()) and not toast.geometry().intersects(banner.geometry())
        toast.show_message("A reminder shown with the banner")
        assert viewport.contains(toast.geometry()) and not toast.geometry().intersects(banner.geometry())
    finally:
        window.close()
        qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)


def test_each_start_up_notice_says_what_was_wrong_and_what_came_of_it(qapp: QApplication, qtbot: QtBot) -> None:
    """For every file: a damaged one is said to be damaged, and a restored copy is said to be
    restored (never "start again from zero", "defaults" or "a new game"); a newer version's
    file (never restored: it is left as it is) is said to be so, and left for that version."""
    from qvoleurs.storage.problems import LoadProblem, ReadFault, StoredFile

    session = start(qapp, qtbot)
    try:
        for file in StoredFile:
            for restored in (False, True):
                text = session.notices.load_text(LoadProblem(file, ReadFault.DAMAGED, restored=restored))
                assert "damaged" in text and "newer version" not in text, text
                assert (" was restored" in text or " were restored" in text) == restored, text
                gone = ("from zero", "defaults are used", "new game was dealt")
                assert any(words in text for words in gone) != restored, text
            text = session.notices.load_text(LoadProblem(file, ReadFault.NEWER))
            assert "newer version" in text and "for that version" in text and "damaged" not in text, text
            assert "restored" not in text and "from zero" not in text and "new game was dealt" not in text, text
    finally:
        close(session, qtbot)


def as_shown(path: Path) -> str:
    """A path as the notices show it (the home folder as ~)."""
    return "~/" + path.relative_to(Path.home()).as_posix() if path.is_relative_to(Path.home()) else str(path)


@pytest.mark.parametrize("in_the_way", ["file", "dangling link", "link loop", "file above", "file in the home folder"])
def test_a_data_folder_that_cannot_be_written_is_one_notice_that_names_it(
    in_the_way: str, qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lock, the game and the statistics all fail for the one cause: the player reads
    one notice naming what is in the way of the folder and what to do about it, not one about
    a lock and more about each file (nor "the disk refused it"). What was in the way is left
    as it was, and once it is moved the game is saved again."""
    folder = data_dir()
    above = in_the_way.startswith("file ")
    blocker = folder.parent if above else folder  # (the XDG data folder is a file)
    blocker.parent.mkdir(parents=True, exist_ok=True)
    if in_the_way == "file in the home folder":  # as ~/.local is: named "~/./.local"
        monkeypatch.setenv("HOME", str(blocker.parent))
    if in_the_way == "file" or above:
        blocker.write_text("not a folder")
    else:
        blocker.symlink_to(blocker.parent / "nowhere" if in_the_way == "dangling link" else blocker)
    shown = as_shown(blocker)
    session = start(qapp, qtbot)
    try:
        [text] = session.notices.shown
        if in_the_way == "dangling link":  # the player's own link, to a drive not connected: not "not a folder"
            nowhere = as_shown(blocker.parent / "nowhere")
            assert text == (
                f"Quarante Voleurs cannot write in its folder: {shown} leads to {nowhere}, which is not there. Make "
                f"{nowhere} (or connect the drive it is on) or remove the link, or your game and your statistics "
                "will not be kept after you quit."
            )
        else:
            assert text == (
                f"Quarante Voleurs cannot write in its folder: {shown} is not a folder. Move or rename it, or your "
                "game and your statistics will not be kept after you quit."
            )
        session.model.draw()  # a move, a game in progress for the statistics: nothing more to read
        session.model.new_game()
        assert session.notices.shown == [text]
        moved = blocker.with_name("moved")
        if in_the_way == "dangling link":
            (blocker.parent / "nowhere").mkdir()  # as the notice says: the link stays
        else:
            blocker.rename(moved)  # as the notice says
        session.model.draw()
        assert sorted(session.notices.shown[1:]) == ["Your game is saved again.", "Your statistics are saved again."]
        assert (folder / "game.json").is_file() and folder.is_dir()
        assert folder.is_symlink() == (in_the_way == "dangling link")
    finally:
        close(session, qtbot)
    if in_the_way != "dangling link":
        assert moved.is_symlink() or moved.read_text() == "not a folder"  # left as it was


def test_a_file_where_the_settings_folder_should_be_is_named_with_what_to_do(
    qapp: QApplication, qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    """A setting that cannot be saved because a file stands where the settings folder should
    be: the notice names it and says to move it (never "the disk refused it"), the setting
    still applies, and once the file is moved the settings are saved again. As the window
    closes the same words go to standard error."""
    session = start(qapp, qtbot)
    folder = config_dir()
    try:
        shutil.rmtree(folder, ignore_errors=True)
        folder.write_text("my notes")
        session.prefs.set(settings.DOUBLE_CLICK, False)
        where = as_shown(folder)
        assert session.notices.shown == [
            f"Your settings could not be saved ({where} is not a folder): your changes will not be kept after you "
            f"quit. Move or rename {where} so that Quarante Voleurs can make its folder there."
        ]
        assert session.prefs.get(settings.DOUBLE_CLICK) is False  # still applies in this session
        folder.rename(folder.with_name("notes"))
        session.prefs.set(settings.DOUBLE_CLICK, True)
        assert session.notices.shown[1:] == ["Your settings are saved again."]
        folder.with_name("notes").rename(folder.with_name("notes-kept"))
        shutil.rmtree(folder)
        folder.write_text("my notes")
        capsys.readouterr()
        session.window.close()  # the window's size and place are saved as it closes, and fail
    finally:
        close(session, qtbot)
    err = capsys.readouterr().err
    assert f"({where} is not a folder). Move or rename {where} so that Quarante Voleurs" in err, err
    assert folder.read_text() == "my notes" and folder.with_name("notes-kept").read_text() == "my notes"


def test_a_settings_folder_linked_to_nothing_says_where_the_link_leads(qapp: QApplication, qtbot: QtBot) -> None:
    """The settings folder is the player's link to a folder on a drive that is not connected:
    the notice says where the link leads and to make that folder or remove the link (moving
    or renaming it, the old advice, would lose the player's link)."""
    session = start(qapp, qtbot)
    folder = config_dir()
    drive = folder.parent / "usb-stick" / "qvoleurs"
    try:
        shutil.rmtree(folder, ignore_errors=True)
        folder.symlink_to(drive)
        session.prefs.set(settings.DOUBLE_CLICK, False)
        where, there = as_shown(folder), as_shown(drive)
        assert session.notices.shown == [
            f"Your settings could not be saved ({where} leads to {there}, which is not there): your changes will "
            f"not be kept after you quit. Make {there} (or connect the drive it is on), or remove the link {where}."
        ]
        drive.mkdir(parents=True)  # the drive is back
        session.prefs.set(settings.DOUBLE_CLICK, True)
        assert session.notices.shown[1:] == ["Your settings are saved again."]
        assert folder.is_symlink() and (drive / "preferences.json").is_file()
    finally:
        close(session, qtbot)


def test_every_notice_of_a_folder_in_the_way_names_it_and_says_what_to_do(qapp: QApplication, qtbot: QtBot) -> None:
    """The lock's notice and each file's, during play and as the window closes: the place of
    the game's folder, and what to do about what is there (never "the disk refused it")."""
    from qvoleurs.storage.problems import LockState, SaveProblem, StoredFile, WriteFault

    session = start(qapp, qtbot)
    try:
        folder = data_dir()
        where = as_shown(folder)
        advice = f" Move or rename {where} so that Quarante Voleurs can make its folder there."
        notices = session.notices
        notices.add_lock_state(LockState.FAILED, WriteFault.NOT_A_FOLDER)
        notices.show_pending()
        assert notices.shown[-1] == (
            f"Quarante Voleurs could not check whether it is already running ({where} is not a folder). Do not "
            "open the game twice." + advice
        )
        game, stats = (
            SaveProblem(StoredFile.GAME, WriteFault.NOT_A_FOLDER),
            SaveProblem(StoredFile.STATISTICS, WriteFault.NOT_A_FOLDER),
        )
        assert notices.save_text(game) == (
            f"Your game could not be saved ({where} is not a folder): if you quit now, it will not be kept." + advice
        )
        assert notices.save_text(game, closing=True) == (
            f"Your game could not be saved as you left it ({where} is not a folder)." + advice
        )
        assert notices.save_text(stats).startswith(f"Your statistics could not be saved ({where} is not a folder)")
        assert notices.save_text(stats, closing=True).endswith(advice)
    finally:
        close(session, qtbot)


def close_the_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the system answers for everything inside a folder this user may not enter (its
    permissions 000, or another owner's): the tests run as root, whom it would let in."""
    folder = data_dir()

    def closed(real: Any) -> Any:
        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(path, (str, os.PathLike)) and Path(path).parent == folder:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return real(path, *args, **kwargs)

        return call

    for name in ("open", "lstat", "stat", "mkdir", "unlink", "rename", "replace", "link", "listdir", "scandir"):
        monkeypatch.setattr(os, name, closed(getattr(os, name)))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_data_folder_closed_to_the_player_is_one_notice_that_names_it(
    lang: str, qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three paragraphs for one cause (could not check whether it is running, the saved game
    and the statistics could not be read) named neither the folder nor what to do. Now one
    notice does both; the save and the statistics are left as they were."""
    folder = data_dir()
    folder.mkdir(parents=True)
    saved = Game(Deal.from_code("FT1-N-AAAAAB3")).dumps()
    (folder / "game.json").write_text(saved)
    (folder / "statistics.json").write_text("{}")
    close_the_data_folder(monkeypatch)
    Preferences.load().set(settings.LANGUAGE, lang)
    locale = QLocale()
    session = start(qapp, qtbot)
    try:
        [text] = session.notices.shown
        assert text.count("\n") == 0 and as_shown(folder) in text, text
        if lang == "en":
            assert "may neither read nor write in its folder" in text and "give yourself permission" in text, text
        else:
            assert "folder" not in text and "Ordner" in text, text
        assert not session.store.writable and not session.stats.writable
        assert_on_screen(session.window.view.toast)  # the longer notice too lies whole inside the view
        session.model.draw()
        assert session.notices.shown == [text]
    finally:
        close(session, qtbot)
        install_translators(qapp, "en")
        QLocale.setDefault(locale)  # as the other tests expect it
    monkeypatch.undo()
    assert (folder / "game.json").read_text() == saved and (folder / "statistics.json").read_text() == "{}"
