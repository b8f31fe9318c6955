"""The status bar's figures are shown whole or left out, least important first (issue of
a large font or a long language in a narrow window): never cut short without a sign, as
a Ukrainian "can no longer be won" cut to "Виграти" ("to win") said the opposite."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.deal_code_messages import WORD_JOINER
from qvoleurs.engine import Deal, Game, Move
from qvoleurs.engine.rules import column_pile, foundation_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
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
    the demo plays on): the whole text then comes over the table, inside the view."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = open_window(GameModel(game_at(twelve_moves_from_win()), prefs), prefs, size=(800, 600))
    message, toast = win.message_label, win.view.toast
    qtbot.waitUntil(lambda: laid_out(win) and message.width() > 100, timeout=2000)
    words = "Demo: click or press a key to stop it, " * 20
    text = words[:1]
    while len(text) < len(words) and message.fontMetrics().horizontalAdvance(words[: len(text) + 1]) < (
        message.contentsRect().width() - 2
    ):
        text = words[: len(text) + 1]
    win.show_status(text)
    assert message.fits() and not toast.isVisible()
    assert win.model.move(Move(column_pile(1), foundation_pile(1)))  # the jack of spades home: score 10
    qtbot.waitUntil(lambda: win.score_label.text() == "Score: 10", timeout=2000)
    qtbot.waitUntil(lambda: not message.fits(), timeout=2000)
    assert toast.isVisible() and toast.text() == text
    assert toast.parentWidget().rect().contains(toast.geometry())
