"""The status bar's figures are shown whole or left out, least important first (issue of
a large font or a long language in a narrow window): never cut short without a sign, as
a Ukrainian "can no longer be won" cut to "Виграти" ("to win") said the opposite."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.deal_code_messages import WORD_JOINER
from qvoleurs.engine import Deal, Game, Move
from qvoleurs.engine.rules import column_pile, foundation_pile
from qvoleurs.i18n import install_translators
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.languages import language_restored
from tests.solver_games import game_at, twelve_moves_from_win

LOST = "● Виграти цю гру вже неможливо"  # the Ukrainian verdict, as long as it comes


def window_with_every_figure(open_window: OpenWindow, prefs: Preferences, width: int) -> MainWindow:
    prefs.set(settings.GAME_TIMER, True)
    prefs.set(settings.SOLVER_INDICATOR, False)  # the verdict below is the test's own
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs, size=(width, 600))
    win.show_verdict(LOST, "Виграти цю гру вже неможливо", "", "")
    return win


def laid_out(win: MainWindow) -> bool:
    """The status bar has laid its figures out for the window's width (none left cut)."""
    return all(label.width() >= label.sizeHint().width() for label in win.figures.labels if label.isVisible())


def assert_whole_or_left_out(win: MainWindow) -> list[str]:
    """Every figure shown is at least as wide as its text; those left out are the least
    important ones. Returns the names of those shown."""
    shown = []
    for label in win.figures.labels:
        if label.isVisible():
            assert label.width() >= label.sizeHint().width(), label.text()
            assert win.statusBar().rect().contains(label.geometry()), label.text()
            shown.append(label.text())
    left_out = win.figures.left_out()
    wanted = [label for label in win.figures.labels if win.figures.wanted(label)]
    assert wanted[len(wanted) - len(left_out) :] == left_out  # the least important go first
    return shown


@pytest.mark.usefixtures("large_font")
def test_with_a_large_font_in_a_narrow_window_no_figure_is_cut(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    win = window_with_every_figure(open_window, prefs, 800)
    qtbot.waitUntil(lambda: bool(win.figures.left_out()) and laid_out(win), timeout=2000)
    shown = assert_whole_or_left_out(win)
    assert shown[0] == LOST  # the verdict is kept before anything else
    win.resize(1900, 700)  # room again: every figure comes back
    qtbot.waitUntil(lambda: not win.figures.left_out() and laid_out(win), timeout=2000)
    assert len(assert_whole_or_left_out(win)) == 6


def test_a_figure_switched_off_stays_off_whatever_the_room(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    win = window_with_every_figure(open_window, prefs, 1900)
    qtbot.waitUntil(lambda: win.timer_label.isVisible(), timeout=2000)
    prefs.set(settings.GAME_TIMER, False)
    win.hide_verdict()
    win.resize(1800, 700)
    qtbot.waitUntil(lambda: win.width() == 1800, timeout=2000)
    assert not win.timer_label.isVisible() and not win.verdict_label.isVisible()
    assert win.score_label.isVisible() and win.code_label.isVisible() and not win.figures.left_out()


@pytest.mark.usefixtures("large_font")
def test_read_the_board_says_every_figure_the_status_bar_leaves_out(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """A narrow window leaves figures out of the status bar; Ctrl+B still says them all
    (the verdict, the score, the moves, the time, the stock and the deal code), and a
    figure switched off is not said."""
    win = window_with_every_figure(open_window, prefs, 800)
    qtbot.waitUntil(lambda: bool(win.figures.left_out()) and laid_out(win), timeout=2000)
    assert win.code_label in win.figures.left_out()
    said = win.board_text()
    for figure in ("Виграти цю гру вже неможливо", "Score: 0", "Moves: 0", "Time: 0:00", "Stock: 64 cards"):
        assert figure in said
    assert "Deal code: FT1-N-AAAAAAV" in said.replace(WORD_JOINER, "")
    assert said.index("Виграти") < said.index("Score") < said.index("Column 1")  # figures first, as seen
    prefs.set(settings.GAME_TIMER, False)
    win.hide_verdict()
    said = win.board_text()
    assert "Time:" not in said and "Виграти" not in said


@pytest.mark.usefixtures("large_font")
def test_the_deal_code_left_out_of_the_status_bar_stays_in_the_title_bar(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """At the smallest window the code drops out of the status bar first; the title bar
    (and the task switcher) still names the deal, and follows a new one."""
    win = window_with_every_figure(open_window, prefs, 480)
    qtbot.waitUntil(lambda: win.code_label in win.figures.left_out(), timeout=2000)
    assert win.windowTitle() == f"{win.model.deal_code} — Quarante Voleurs"
    assert "AAAAAAV" in win.windowTitle().replace(WORD_JOINER, "")
    win.model.new_game("FT1-S-AAAAABB")
    assert "AAAAABB" in win.windowTitle().replace(WORD_JOINER, "")


def test_the_game_timer_sits_beside_the_score(open_window: OpenWindow, prefs: Preferences, qtbot: QtBot) -> None:
    """Verdict, score, time, moves, stock, code from left to right: the time (third in
    importance) came last, after the deal code."""
    win = window_with_every_figure(open_window, prefs, 1900)
    qtbot.waitUntil(lambda: not win.figures.left_out() and laid_out(win), timeout=2000)
    order = [win.verdict_label, win.score_label, win.timer_label, win.moves_label, win.stock_label, win.code_label]
    lefts = [label.geometry().left() for label in order]
    assert all(label.isVisible() for label in order) and lefts == sorted(lefts)


def test_a_message_the_growing_figures_cut_shows_whole_over_the_table(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """A message that fitted is cut once the score gains a digit (a demo's instructions, as
    the demo plays on) and no figure is left to give way to it: the whole text then comes
    over the table, inside the view."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = open_window(GameModel(game_at(twelve_moves_from_win()), prefs), prefs, size=(800, 600))
    message, toast = win.message_label, win.view.toast
    qtbot.waitUntil(lambda: laid_out(win) and message.width() > 100, timeout=2000)
    words = "Demo: click or press a key to stop it, " * 20
    win.show_status(words)  # too long for any room: the stock and the deal code give way
    assert not win.stock_label.isVisible() and not win.code_label.isVisible()
    toast.hide()
    text = words[:1]
    while len(text) < len(words) and message.fontMetrics().horizontalAdvance(words[: len(text) + 1]) < (
        message.contentsRect().width() - 2
    ):
        text = words[: len(text) + 1]
    win.show_status(text)
    assert message.fits() and not toast.isVisible() and not win.stock_label.isVisible()
    assert win.model.move(Move(column_pile(1), foundation_pile(1)))  # the jack of spades home: score 10
    qtbot.waitUntil(lambda: win.score_label.text() == "Score: 10", timeout=2000)
    qtbot.waitUntil(lambda: not message.fits(), timeout=2000)
    assert toast.isVisible() and toast.text() == text
    assert toast.parentWidget().rect().contains(toast.geometry())


WINNABLE, LOST_NOW = "Winnable", "Can no longer be won"  # the shortest verdict, and the longest
# every message the status bar shows (window.show_status): its context and English, and the
# verdict beside it (the demo plays a winning line; only moves home left is a won game)
UNDO = ("MainWindow", "Nothing more to undo: the undo limit is set in the preferences", LOST_NOW)
FINISH = ("AutoFinish", "Only moves home are left: the cards go home. Click or press a key to stop.", WINNABLE)
COPIED = ("MainWindow", "Deal code copied", LOST_NOW)
STOPPED = ("AutoFinish", "Stopped: the rest of the game is yours.", WINNABLE)
DEMO = ("SolverPanel", "Demo: click or press a key to stop it", WINNABLE)
WON_BEFORE = ("SolverPanel", "The solver has won this deal before: it can be won.", WINNABLE)
WON = ("SolverPanel", "The solver has won this deal: it can be won.", WINNABLE)
MESSAGES = [UNDO, FINISH, COPIED, STOPPED, DEMO, WON_BEFORE, WON]
# every one fits whole at 800 pixels in every language, beside the figures that matter (without the
# time): about 450 pixels beside the longest verdict, 520 beside the shortest
FITTING = MESSAGES


def status_bar_at_800(open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, timer: bool) -> MainWindow:
    """The smallest common screen, in the language installed."""
    prefs.set(settings.GAME_TIMER, timer)
    prefs.set(settings.SOLVER_INDICATOR, False)  # the verdicts are the test's own
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs, size=(800, 600))
    qtbot.waitUntil(lambda: win.width() == 800 and laid_out(win), timeout=2000)
    return win


def show_message(win: MainWindow, message: tuple[str, str, str]) -> str:
    """Shows a message, translated, beside its verdict; returns its text."""
    context, source, verdict = message
    words = QCoreApplication.translate("SolverPanel", verdict)
    win.show_verdict("● " + words, words, "", "")
    text = QCoreApplication.translate(context, source)
    win.show_status(text)
    return text


def assert_shown_sensibly(win: MainWindow, text: str) -> bool:
    """The verdict, the score, the moves and the time (when wanted) are shown whole beside
    the message; the message is whole, or else the stock and the deal code gave way to it
    and it is cut after a whole word, with the whole of it over the table, in its tooltip
    and in its name for a screen reader. Returns whether it is whole."""
    for figure in (win.verdict_label, win.score_label, win.timer_label, win.moves_label):
        if figure is not win.timer_label or win.figures.wanted(figure):
            assert figure.isVisible() and figure.width() >= figure.sizeHint().width(), figure.text()
            assert win.statusBar().rect().contains(figure.geometry()), figure.text()
    label, toast = win.message_label, win.view.toast
    assert not label.geometry().intersects(win.verdict_label.geometry())
    face = QAccessible.queryAccessibleInterface(label)
    assert face is not None and face.text(QAccessible.Text.Name) == text
    assert label.text() == text and label.toolTip() == text
    shown = label.shown_text()
    if shown == text:
        assert label.fits() and label.width() - 16 >= label.fontMetrics().horizontalAdvance(text)  # margins 8 + 8
        assert not toast.isVisible()  # whole in the bar: nothing over the table
        return True
    assert not win.stock_label.isVisible() and not win.code_label.isVisible()
    kept = shown.removesuffix("…")
    assert shown.endswith("…") and label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert text.startswith(kept) and text[len(kept)].isspace()  # no word cut in two
    assert len(kept.split()) >= 3  # a good part of it, not a word or two
    assert toast.isVisible() and toast.text() == text
    return False


@pytest.mark.parametrize("lang", ["de", "uk", "nl", "da", "en"])
def test_at_800_pixels_the_stock_and_the_deal_code_give_way_to_a_message(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, qapp: QApplication, lang: str
) -> None:
    """At 800x600 the figures left the demo's "click or press a key to stop it" a third of
    the bar, cut to "Демонстрація: клацніть або натисніть клавішу, щоб зуп…". The stock's
    count (on the table too) and the deal code (in the title bar too) give way to a message
    while it shows; the verdict, the score, the moves and the time stay. The demo's message
    and the other short ones fit whole in every language, the demo's even beside the time."""
    with language_restored(qapp):
        install_translators(qapp, lang)
        win = status_bar_at_800(open_window, prefs, qtbot, timer=False)
        assert win.stock_label.isVisible() and win.code_label.isVisible()  # no message: room for all
        for message in MESSAGES:
            whole = assert_shown_sensibly(win, show_message(win, message))
            assert whole or message not in FITTING, message[1]
            win.view.toast.hide()
        win.clear_status(win.message_label.text())  # gone: the figures come back
        qtbot.waitUntil(lambda: win.code_label.isVisible() and win.stock_label.isVisible(), timeout=2000)
        assert not win.figures.left_out()
        prefs.set(settings.GAME_TIMER, True)
        assert assert_shown_sensibly(win, show_message(win, DEMO))


@pytest.mark.parametrize("lang", ["de", "uk", "nl", "da", "en"])
def test_at_800_pixels_a_message_too_long_is_cut_at_a_word_and_said_whole(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, qapp: QApplication, lang: str
) -> None:
    """Every message of the game fits (the test above); one longer than the room the figures
    that matter leave, the time among them (two messages in one here, as a longer
    translation may be), is shown as far as it goes, cut after a whole word with "…"; the
    tooltip, a screen reader's name and the toast over the table have it whole."""
    with language_restored(qapp):
        install_translators(qapp, lang)
        win = status_bar_at_800(open_window, prefs, qtbot, timer=True)
        width = win.message_label.fontMetrics().horizontalAdvance
        texts = sorted((QCoreApplication.translate(*message[:2]) for message in MESSAGES), key=width)
        text = texts[-1].rstrip(".") + ". " + texts[-2]
        verdict = QCoreApplication.translate("SolverPanel", WINNABLE)
        win.show_verdict("● " + verdict, verdict, "", "")
        win.show_status(text)
        assert not assert_shown_sensibly(win, text)
