"""The solver panel in a real window, end to end: the indicator in its own place in the
status bar, hint, demo, "where did I lose it?", winnable deals, the pause while hidden, and
what a screen reader hears. What the session decides is tested in milliseconds in
test_solver_session.py; here only what needs the widgets and the threads."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QProgressBar, QProgressDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.analysis import tasks as solver_tasks
from qvoleurs.analysis.session import Limits, Search
from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.rules import STOCK, column_pile, foundation_pile
from qvoleurs.engine.solver import SolveProgress, SolveResult, Verdict, best_heuristic_move
from qvoleurs.engine.solver.winnable import winnable_numbers
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import GameRecorder, Statistics
from qvoleurs.storage.game_store import FINISH_DECLINED
from qvoleurs.ui import announce as speaker
from qvoleurs.ui import window as window_module
from qvoleurs.ui.app import StatisticsFeed
from qvoleurs.ui.solver import panel as panel_module
from qvoleurs.ui.solver.worker import Job, SolverWorker, search_job
from qvoleurs.ui.window import MainWindow
from tests.languages import language_restored
from tests.sessions import close, start
from tests.solver_games import (
    LOSING_LINE,
    C,
    F,
    game_at,
    losing_start,
    lost_but_not_stuck,
    one_move_from_win,
    read_line,
    s_line_of_aaaaabb,
    twelve_moves_from_win,
)
from tests.solver_positions import exhaustive_verdict, takeback_needed


def endless_search(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> SolveResult:
    """A solver job that runs until it is cancelled."""
    while not should_stop():
        threading.Event().wait(0.002)
    return SolveResult(Verdict.UNKNOWN, stopped_by="cancel")


def endless_job(search: Search) -> Job:
    return endless_search


Maker = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot, prefs: Preferences) -> Iterator[Maker]:
    """Windows on a position or game, shown and active; each closed and its solver
    threads joined at the end."""
    windows: list[MainWindow] = []

    def make(
        start: Position | Game, *, limits: Limits | None = None, job: Callable[[Search], Job] | None = None
    ) -> MainWindow:
        game = start if isinstance(start, Game) else game_at(start)
        win = MainWindow(GameModel(game, prefs), prefs)
        windows.append(win)
        if limits is not None:
            win.solver.session.limits = limits
        if job is not None:
            win.solver.search_job = job
        win.resize(1100, 760)
        win.show()
        qtbot.waitExposed(win)
        win.view.setFocus()
        qtbot.waitUntil(win.isActiveWindow, timeout=2000)  # shortcuts go to the active window
        return win

    yield make
    for win in windows:
        win.close()
        assert win.solver.wait()
        win.deleteLater()


def verdict_text(win: MainWindow) -> str:
    return win.verdict_label.text() if win.verdict_label.isVisible() else ""


def accessible_name(widget: Any) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name)


# -- the indicator ---------------------------------------------------------------------------


def test_indicator_says_winnable_near_a_win(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    assert "stock" in win.verdict_label.toolTip()  # the solver knows the stock order; the tip says so
    assert accessible_name(win.verdict_label) == "Winnable"


def test_indicator_says_lost_when_only_search_shows_it(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(lost_but_not_stuck())
    assert not win.model.is_stuck()
    qtbot.waitUntil(lambda: "Can no longer be won" in verdict_text(win), timeout=10000)
    assert not win.solver.lost_action.isEnabled()  # no history to look back through yet
    win.model.draw()
    qtbot.waitUntil(win.solver.lost_action.isEnabled, timeout=10000)


def test_a_deal_lost_as_dealt_cannot_be_won_rather_than_no_longer(make_window: Maker, qtbot: QtBot) -> None:
    """A deal before its first move read "Can no longer be won", as if the player had lost
    it: a deal lost as dealt (FT1-N-AAAAAA5, proven at once) "cannot be won", before and after
    moves, as KPatience says it; "no longer" stays for positions the player may have lost."""
    game = Game(Deal.from_code("FT1-N-AAAAAA5"))
    win = make_window(game)
    qtbot.waitUntil(lambda: "Cannot be won" in verdict_text(win), timeout=10000)
    assert accessible_name(win.verdict_label) == "Cannot be won"
    win.solver.hint_action.trigger()
    assert win.view.toast.text() == "This deal cannot be won."
    with qtbot.assertNotEmitted(win.solver.indicator.finished, wait=300):
        win.model.draw()  # every position of a lost deal is lost: said at once, with no search
        assert "Cannot be won" in verdict_text(win)
    assert "no longer" not in verdict_text(win)


def test_a_deal_proven_lost_still_cannot_be_won_after_a_restart(qapp: QApplication, qtbot: QtBot) -> None:
    """After a restart the same position read "Can no longer be won" (and searched again
    first): that the deal was lost as dealt was known in memory only. Its save keeps it."""
    session = start(qapp, qtbot, quiet_solver=False)
    try:
        session.model.set_game(Game(Deal.from_code("FT1-N-AAAAAA5")))
        qtbot.waitUntil(lambda: "Cannot be won" in verdict_text(session.window), timeout=10000)
        session.model.draw()
        close(session, qtbot)
        session = start(qapp, qtbot, quiet_solver=False)
        assert session.model.move_counter == 1  # the same game
        with qtbot.assertNotEmitted(session.window.solver.indicator.finished, wait=300):
            assert "Cannot be won" in verdict_text(session.window)
        session.model.restart()  # the same deal again: still lost as dealt
        assert "Cannot be won" in verdict_text(session.window)
    finally:
        close(session, qtbot)


def test_indicator_follows_the_moves_and_undo_answers_from_the_cache(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(losing_start())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    known = win.solver.known()
    assert known is not None
    with qtbot.assertNotEmitted(win.solver.indicator.finished, wait=400):
        win.model.move(known.moves[0])  # along the winning line: known at once, no search
        assert "Winnable" in verdict_text(win)
        win.model.undo()
        assert "Winnable" in verdict_text(win)  # examined before: known at once
    for move in LOSING_LINE:
        assert win.model.move(move)
    assert "Can no longer be won" in verdict_text(win)  # stuck: known at once
    win.model.undo()
    assert "Can no longer be won" not in verdict_text(win)
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)


def test_indicator_off_runs_no_search(make_window: Maker, prefs: Preferences, qtbot: QtBot) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(twelve_moves_from_win())
    with qtbot.assertNotEmitted(win.solver.indicator.finished, wait=400):
        win.model.move(Move(C(1), F(1)))
    assert not win.verdict_label.isVisible()
    assert not win.solver.indicator.busy
    prefs.set(settings.SOLVER_INDICATOR, True)  # switched on: it looks at once
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    prefs.set(settings.SOLVER_INDICATOR, False)
    assert not win.verdict_label.isVisible()


def test_hint_with_the_verdict_switched_off_still_searches_and_shows_no_verdict(
    make_window: Maker, prefs: Preferences, qtbot: QtBot
) -> None:
    """With the verdict off (not to know it in advance), Hint searched nothing and offered at
    once a promising move, which played on lost deals the solver wins in a moment. It searches
    the position, as the verdict would, and says the move of the winning line; the verdict
    stays unshown."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(twelve_moves_from_win())
    win.solver.hint_action.trigger()
    qtbot.waitUntil(lambda: win.view.toast.text().startswith("Hint:"), timeout=10000)
    assert not win.verdict_label.isVisible()
    qtbot.waitUntil(lambda: not win.solver.indicator.busy, timeout=5000)
    assert not win.verdict_label.isVisible()
    long = make_window(Game(Deal.from_code("FT1-N-AAAAAAV")))  # searched longer: its progress shows no verdict either
    with qtbot.waitSignal(long.solver.indicator.progressed, timeout=20_000):
        long.solver.hint_action.trigger()
    assert not long.verdict_label.isVisible()


def test_think_longer_decides_what_the_indicator_could_not_and_can_be_stopped(
    make_window: Maker, prefs: Preferences, qtbot: QtBot
) -> None:
    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0))  # the indicator gives up at once
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    think = win.solver.think_action
    assert think.isEnabled() and think.text() == "Think &Longer"
    real_job = win.solver.search_job
    win.solver.search_job = endless_job
    think.trigger()
    assert win.solver.indicator.busy and think.text() == "Stop &Thinking" and think.isEnabled()
    think.trigger()  # stop
    assert not win.solver.indicator.busy
    assert "Not known yet" in verdict_text(win) and think.text() == "Think &Longer" and think.isEnabled()
    think.trigger()
    prefs.set(settings.SOLVER_INDICATOR, False)  # switched off while thinking: no search, nothing offered
    assert not win.solver.indicator.busy and not think.isEnabled()
    prefs.set(settings.SOLVER_INDICATOR, True)
    win.solver.search_job = real_job
    assert "Not known yet" in verdict_text(win)
    think.trigger()
    assert "Thinking" in verdict_text(win)
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    assert not think.isEnabled()  # decided: nothing left to think about


@pytest.mark.parametrize(
    ("stopped_by", "said"),
    [("memory", "needed more memory"), ("time", "ran out of time")],
)
def test_think_longer_that_ends_undecided_says_why(
    make_window: Maker, qtbot: QtBot, stopped_by: str, said: str
) -> None:
    """Out of memory, Think Longer ended minutes early with only "Not known yet" to show."""
    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0))
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    win.solver.search_job = lambda search: lambda stop, report: SolveResult(Verdict.UNKNOWN, stopped_by=stopped_by)
    win.solver.think_action.trigger()
    qtbot.waitUntil(lambda: said in win.view.toast.text(), timeout=5000)
    assert "Not known yet" in verdict_text(win)


def test_think_longer_goes_on_while_the_window_is_minimized(make_window: Maker, qtbot: QtBot) -> None:
    """Minimizing the window ended Think Longer for good (showing it again started nothing),
    though the player had asked for it and it still counted as help."""
    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0))
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    win.solver.search_job = endless_job
    win.solver.think_action.trigger()
    thread = win.solver.indicator._thread
    assert win.solver.indicator.busy and thread is not None
    win.showMinimized()
    with qtbot.assertNotEmitted(win.solver.indicator.finished, wait=200):
        pass
    assert win.solver.indicator.busy and thread.is_alive()
    win.showNormal()
    assert win.solver.indicator._thread is thread  # the same search, not one started again
    assert "Thinking" in verdict_text(win) and win.solver.think_action.text() == "Stop &Thinking"
    win.solver.think_action.trigger()
    assert not win.solver.indicator.busy


def test_a_move_stops_the_search_of_the_position_before_at_once(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(losing_start(), job=endless_job)
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)
    old_thread = win.solver.indicator._thread
    assert old_thread is not None
    win.model.move(LOSING_LINE[0])
    assert not win.solver.indicator.busy  # not 250 ms later: at the move
    qtbot.waitUntil(lambda: not old_thread.is_alive(), timeout=2000)  # cancelled within the poll


def test_the_indicator_pauses_while_the_window_is_hidden_or_minimized(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(losing_start(), job=endless_job)
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)
    thread = win.solver.indicator._thread
    assert thread is not None
    win.showMinimized()
    assert not win.solver.indicator.busy
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=2000)
    win.showNormal()
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)  # looks again when shown
    win.hide()
    assert not win.solver.indicator.busy
    win.model.move(LOSING_LINE[0])  # a change while hidden starts nothing either
    with qtbot.assertNotEmitted(win.solver.indicator.finished, wait=400):
        pass
    assert not win.solver.indicator.busy
    win.show()
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)


def test_a_cancelled_search_never_reports(qtbot: QtBot) -> None:
    worker = SolverWorker()
    release = threading.Event()
    ran: list[str] = []

    def slow(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> str:
        report("old progress")
        release.wait(5)
        ran.append("old")
        return "old answer"

    def quick(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> str:
        release.set()  # the old job now finishes too, after it was cancelled
        return "new answer"

    seen: list[tuple[object, object]] = []
    worker.progressed.connect(lambda tag, news: seen.append((tag, news)))
    worker.finished.connect(lambda tag, result: seen.append((tag, result)))
    worker.start("old position", slow)
    worker.start("new position", quick)
    with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
        pass
    assert blocker.args == ["new position", "new answer"]
    qtbot.waitUntil(lambda: ran == ["old"], timeout=5000)
    qtbot.wait(50)  # let a late queued answer of the old job arrive, if it were sent
    assert all(tag == "new position" for tag, _ in seen)
    assert worker.wait()


# -- help: only what the player asks for -------------------------------------------------------


def test_a_game_won_by_keyboard_with_the_indicator_on_counts_as_a_clean_win(make_window: Maker, qtbot: QtBot) -> None:
    """Issue 13, 1: the passive verdict is not help; best score, streak and fewest moves are set."""
    stats = Statistics.in_memory()
    win = make_window(one_move_from_win())
    StatisticsFeed(win.model, GameRecorder(stats))
    helped: list[bool] = []
    win.model.help_used.connect(lambda: helped.append(True))
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    win.view.set_focused_pile(C(1))
    with qtbot.waitSignal(win.model.won, timeout=2000):
        qtbot.keyClick(win.view, Qt.Key.Key_Return)
    record = stats.for_ruleset("N")
    assert helped == []
    assert record.won == 1 and record.won_assisted == 0
    assert record.best_score is not None and record.fewest_moves == 1 and record.current_streak == 1


def test_asking_for_a_hint_counts_as_help(make_window: Maker, prefs: Preferences, qtbot: QtBot) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(one_move_from_win())
    with qtbot.waitSignal(win.model.help_used, timeout=1000):
        qtbot.keyClick(win.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: win.table_scene.highlighted == [C(1), F(1)], timeout=5000)  # searched, then said
    assert win.view.toast.text().startswith("Hint:")
    # the card's name on one line: no break in it where the toast wraps ("the king | of spades")
    hint = win.view.toast.text()
    assert "king\u00a0of\u00a0spades" in hint
    from tests.test_banners import _drawn_lines

    win.resize(560, 420)
    for before in range(12):  # the name at every place in a line
        win.view.toast.show_message("a " * before + hint)
        assert any("king\u00a0of\u00a0spades" in line for line in _drawn_lines(win.view.toast))


# -- hint ------------------------------------------------------------------------------------


def test_hint_shows_the_next_move_of_the_winning_line(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(losing_start())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    known = win.solver.known()
    assert known is not None and known.verdict is Verdict.WON
    win.solver.hint_action.trigger()
    first = known.moves[0]
    assert win.table_scene.highlighted == [first.src, first.dst]
    assert win.view.toast.text().startswith("Hint:")
    win.model.move(first)  # the hint's marks and words go with the move
    assert win.table_scene.highlighted == []
    assert not win.view.toast.isVisible()


def test_a_player_who_plays_every_hint_of_a_real_deal_wins_it_and_reads_winnable_all_along(
    make_window: Maker, qtbot: QtBot
) -> None:
    """From the player's seat, a whole deal: FT1-N-TNWET52 (not in the shipped table, so the
    solver's own verdict; decided in milliseconds) is hinted move by move. Each hint is the
    one legal move its marks show, "Winnable" never changes, and the last hint wins."""
    win = make_window(Game(Deal.from_code("FT1-N-TNWET52")))
    qtbot.waitUntil(lambda: accessible_name(win.verdict_label) == "Winnable", timeout=10000)
    hinted = 0
    while not win.model.is_won():
        assert verdict_text(win).endswith("Winnable") and accessible_name(win.verdict_label) == "Winnable"
        win.solver.hint_action.trigger()
        assert win.view.toast.text().startswith("Hint:"), (hinted, win.view.toast.text())
        marks = win.table_scene.highlighted
        legal = list(win.model.position.legal_moves())
        shown = [DRAW] if marks == [STOCK] else [m for m in legal if m != DRAW and [m.src, m.dst] == marks]
        assert len(shown) == 1 and shown[0] in legal, (hinted, marks)
        assert win.model.move(shown[0])
        hinted += 1
        assert hinted < 400
    assert hinted > 200  # the whole deal, not an ending


def test_a_hint_asked_while_thinking_waits_for_the_verdict_and_agrees_with_it(
    make_window: Maker, qtbot: QtBot, heard: list[str]
) -> None:
    """Issue 13, 6: no guess beside a running search; the hint is the line's first move. By
    ear the wait is said at once (H was silent until the answer)."""
    gate = threading.Event()  # the search starts, and answers only once the hint was asked

    def gated(search: Search) -> Job:
        real = search_job(search)

        def job(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> object:
            while not gate.wait(0.002) and not should_stop():
                pass
            return real(should_stop, report)

        return job

    win = make_window(losing_start(), job=gated)
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)
    win.solver.hint_timer.setInterval(60000)  # however slow the machine, the hint waits
    heard.clear()
    win.solver.hint_action.trigger()
    assert win.solver.known() is None
    assert not win.view.toast.isVisible() and win.table_scene.highlighted == []  # no guess
    assert heard == ["Thinking…"]
    gate.set()
    qtbot.waitUntil(lambda: win.view.toast.text().startswith("Hint:"), timeout=20000)
    assert "Winnable" in verdict_text(win)
    known = win.solver.known()
    assert known is not None
    first = known.moves[0]
    assert win.table_scene.highlighted == [first.src, first.dst]


def test_a_hint_asked_during_a_long_search_still_gives_a_move_and_says_it_is_a_guess(
    make_window: Maker, qtbot: QtBot
) -> None:
    """A player who presses H gets a move within moments, however long the search runs."""
    win = make_window(losing_start(), job=endless_job)
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)
    win.solver.hint_timer.setInterval(30)
    win.solver.hint_action.trigger()
    qtbot.waitUntil(lambda: "Still thinking" in win.view.toast.text(), timeout=5000)
    move = best_heuristic_move(win.model.position)
    assert move is not None
    assert win.view.toast.text().endswith(win.solver.move_text(move) + ".")
    assert win.table_scene.highlighted == ([STOCK] if move == DRAW else [move.src, move.dst])
    assert "Thinking" in verdict_text(win)  # the guess leaves the verdict alone


def test_hint_on_a_lost_game_says_so(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(lost_but_not_stuck())
    qtbot.waitUntil(lambda: "Can no longer be won" in verdict_text(win), timeout=10000)
    win.solver.hint_action.trigger()
    assert win.view.toast.text() == "This game can no longer be won."
    assert win.table_scene.highlighted == []


def test_a_line_found_under_s_is_never_hinted_under_n(make_window: Maker, prefs: Preferences, qtbot: QtBot) -> None:
    """Issue 13, 7: FT1-S-AAAAABB analysed, then FT1-N-AAAAABB (the same layout) played to
    move 23: the S line's 24th move (a supermove) must not be the hint (a search's line under
    N, or a guess while it thinks)."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    s_game = Game(Deal.from_code("FT1-S-AAAAABB"))
    win = make_window(s_game)
    line = s_line_of_aaaaabb()
    win.solver.session.learn_line(s_game.position, line)
    win.model.new_game("FT1-N-AAAAABB")
    for move in line[:23]:
        assert win.model.move(move)
    win.solver.hint_action.trigger()
    qtbot.waitUntil(
        lambda: win.view.toast.text().startswith(("Hint:", "Still thinking", "No winning line")), timeout=10000
    )
    src, dst = win.table_scene.highlighted
    assert any(move.src == src and move.dst == dst for move in win.model.position.legal_moves())


# -- demo ------------------------------------------------------------------------------------


def test_demo_plays_to_the_win(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    win.solver.demo_interval_ms = 20
    with qtbot.waitSignal(win.model.won, timeout=15000):
        win.solver.demo_action.trigger()
    assert win.model.is_won()
    assert not win.solver.demo_running()


def test_with_a_screen_reader_the_demo_waits_for_each_move_to_be_said(
    make_window: Maker, qtbot: QtBot, heard: list[str]
) -> None:
    """A move every 0.42 s, each said in about 2 s: the reader fell ever further behind."""
    win = make_window(twelve_moves_from_win())
    win.solver.demo_action.trigger()
    qtbot.waitUntil(win.solver.demo_running, timeout=15000)
    assert win.solver.demo_player.timer.interval() >= panel_module.SPOKEN_DEMO_INTERVAL_MS >= 2000
    win.solver.stop_demo()


def test_a_click_stops_the_demo(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    win.solver.demo_interval_ms = 30
    win.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: win.model.move_counter >= 2, timeout=15000)
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton)
    assert not win.solver.demo_running()
    played = win.model.move_counter
    with qtbot.assertNotEmitted(win.model.move_applied, wait=200):
        pass
    assert 2 <= played < 12 and win.model.move_counter == played


def test_the_demo_waits_while_the_window_is_minimized(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    win.solver.demo_interval_ms = 20
    win.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: win.model.move_counter >= 2, timeout=15000)
    win.showMinimized()
    qtbot.waitUntil(win.isMinimized, timeout=1000)
    played = win.model.move_counter
    with qtbot.assertNotEmitted(win.model.move_applied, wait=200):  # ten steps' time: none is played
        pass
    assert win.solver.demo_running() and win.model.move_counter == played
    win.showNormal()
    with qtbot.waitSignal(win.model.won, timeout=15000):  # and it goes on where it was
        pass
    assert not win.solver.demo_running()


def test_a_key_stops_the_demo(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    win.solver.demo_interval_ms = 30
    win.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: win.model.move_counter >= 1, timeout=15000)
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert not win.solver.demo_running()
    assert not win.model.is_won()
    assert win.message_label.text() == ""  # the demo's message goes with it


def test_the_demo_message_and_the_verdict_each_have_their_own_place(make_window: Maker, qtbot: QtBot) -> None:
    """Issue 13, 4: "Demo: click…" is never drawn over "● Winnable"."""
    win = make_window(twelve_moves_from_win())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    win.solver.demo_interval_ms = 60000  # the demo waits: the two are seen side by side
    win.solver.demo_action.trigger()
    assert win.solver.demo_running()
    message, verdict, bar = win.message_label, win.verdict_label, win.statusBar()
    assert message.isVisible() and message.text().startswith("Demo:")
    assert verdict.isVisible() and "Winnable" in verdict.text()
    assert not message.geometry().intersects(verdict.geometry())
    assert bar.currentMessage() == ""  # nothing painted over the status bar's widgets
    for widget in (message, verdict):
        assert bar.rect().contains(widget.geometry())
    assert message.width() >= message.sizeHint().width()  # the whole message shows
    win.solver.stop_demo()


@pytest.mark.parametrize("lang", ["uk", "de"])
def test_a_message_cut_at_the_verdict_shows_whole_over_the_table(
    make_window: Maker, qapp: QApplication, qtbot: QtBot, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 560 pixels the figures that stay (the stock and the deal code give way to it) leave
    the German and Ukrainian demo message too little room: the status bar shows it cut with
    "…", never in mid-word, and the toast over the table says all of it, whole on screen; a
    message that fits makes no toast."""
    from qvoleurs.i18n import install_translators

    locale = QLocale()
    install_translators(qapp, lang)
    try:
        win = make_window(twelve_moves_from_win())
        qtbot.waitUntil(lambda: bool(verdict_text(win)), timeout=10000)
        win.resize(560, 560)
        qtbot.waitUntil(lambda: win.width() == 560)
        win.solver.demo_interval_ms = 60000
        win.solver.demo_action.trigger()
        message, toast = win.message_label, win.view.toast
        assert message.text().startswith(("Демонстрація", "Demo:"))
        assert not message.fits() and message.shown_text().endswith("…")
        assert toast.isVisible() and toast.text() == message.text()
        assert toast.parentWidget().rect().contains(toast.geometry())
        assert toast.height() >= toast.heightForWidth(toast.width())  # no line of it cut off
        cut = message.text()
        win.solver.stop_demo()
        toast.hide()
        monkeypatch.setattr(window_module, "CUT_MESSAGE_MS", 300)
        win.show_status(cut, 100)  # a passing message cut by the bar: it goes with its toast
        assert not message.fits() and toast.isVisible() and toast.text() == cut
        qtbot.waitUntil(lambda: not message.text(), timeout=2000)
        qtbot.waitUntil(lambda: not toast.isVisible(), timeout=100)  # not seconds after it
        win.resize(1900, 760)
        qtbot.waitUntil(lambda: message.width() > 1000)
        win.show_status("Deal code copied", 3000)
        assert message.fits() and not toast.isVisible()
    finally:
        install_translators(qapp, "en")
        QLocale.setDefault(locale)


def test_demo_without_a_known_line_searches_first_and_can_be_cancelled(
    make_window: Maker, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, heard: list[str]
) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)

    def undecided(position: Position, **limits: Any) -> SolveResult:
        return endless_search(limits["cancel"], lambda news: None)

    monkeypatch.setattr(solver_tasks, "solve", undecided)
    win = make_window(twelve_moves_from_win())
    win.solver.demo_action.trigger()
    dialog = win.solver.progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=2000)  # a search that goes on shows itself
    assert "winning line" in dialog.labelText()
    assert QApplication.activeModalWidget() is dialog  # from then on the dialog keeps the input
    # a screen reader hears what the search is for as it opens, and a named bar, not "Solver" alone
    said = QAccessible.queryAccessibleInterface(dialog)
    assert said is not None and "winning line" in said.text(QAccessible.Text.Description)
    bar = QAccessible.queryAccessibleInterface(dialog.findChild(QProgressBar))
    assert bar is not None and "winning line" in bar.text(QAccessible.Text.Name)
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None
    heard.clear()
    cancel.click()
    assert win.solver.progress_dialog is None
    assert heard == ["Search stopped."]  # the dialog went without a word
    with qtbot.assertNotEmitted(win.model.move_applied, wait=200):
        pass
    assert not win.solver.demo_running() and win.model.move_counter == 0


class _DialogShows(QObject):
    """Counts progress dialogs shown anywhere in the application."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QProgressDialog):
            self.count += 1
        return False


def test_a_task_that_ends_at_once_shows_no_dialog_and_takes_no_move_meanwhile(
    make_window: Maker, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)
    release = threading.Event()

    def quick(position: Position, **limits: Any) -> SolveResult:
        release.wait(5)  # ends when the test lets it, well within the dialog's delay
        return SolveResult(Verdict.UNKNOWN, stopped_by="time")

    monkeypatch.setattr(solver_tasks, "solve", quick)
    shows = _DialogShows()
    QApplication.instance().installEventFilter(shows)
    try:
        win = make_window(twelve_moves_from_win())
        win.solver.dialog_timer.setInterval(60_000)  # the task surely ends before its dialog is due
        win.solver.demo_action.trigger()
        assert win.solver.progress_dialog is not None
        # meanwhile the window takes nothing: not a menu shortcut, a key or a double-click
        jack = win.view.mapFromScene(win.table_scene.top_rect(C(1)).center())
        with qtbot.assertNotEmitted(win.solver.hint_action.triggered, wait=0):
            qtbot.keyClick(win.view, Qt.Key.Key_H)
        qtbot.keyClick(win.view, Qt.Key.Key_Return)
        qtbot.mouseDClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=jack)
        assert win.model.move_counter == 0
        release.set()
        qtbot.waitUntil(lambda: win.solver.progress_dialog is None, timeout=5000)
        assert shows.count == 0  # it ended before its dialog was due: nothing flashed
        qtbot.mouseDClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=jack)
        assert win.model.move_counter == 1  # and the window takes moves again
    finally:
        release.set()
        QApplication.instance().removeEventFilter(shows)


# -- where did I lose it? ----------------------------------------------------------------------


def test_where_did_i_lose_it_finds_the_losing_move_and_goes_back(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(losing_start())
    for move in LOSING_LINE:
        assert win.model.move(move)
    assert win.model.is_stuck()
    assert not win.solver.demo_action.isEnabled()  # no move left to show (greyed, not silent)
    assert win.solver.hint_action.isEnabled()  # which says the game can no longer be won
    assert win.solver.lost_button.isVisible()  # offered on the "no move left" banner
    banner = win.view.stuck_banner
    assert banner.rect().contains(win.solver.lost_button.geometry())
    found, box = ask_where_lost(win, qtbot)
    assert (found.winnable, found.lost, found.proven) == (4, 5, True)
    # the move is named as one of the game's past, not as an order
    assert "Move 5 (the king\u00a0of\u00a0spades moved to the empty column) made it lost." in box.text()
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    assert list(win.model.game.line) == LOSING_LINE[:4]
    assert win.solver.demo_action.isEnabled()  # moves again
    assert not win.model.is_stuck()
    assert "Winnable" in verdict_text(win)


def test_where_did_i_lose_it_in_a_real_game_names_a_winnable_position_and_a_lost_next_one(
    make_window: Maker, qtbot: QtBot
) -> None:
    """A real game lost by a player (FT1-N-OZIURM4, 200 moves, tests/data): the answer's
    claims are checked by the plain exhaustive search, not the solver: after move 197 a win
    exists, after move 198 (the queen of spades home, a move to a foundation) none does; and
    Yes is exactly the game after its first 197 moves, read "Winnable"."""
    deal = Deal.from_code("FT1-N-OZIURM4")
    line = read_line("FT1-N-OZIURM4-lost")
    game = Game(deal)
    for move in line:
        game.push(move)
    win = make_window(game)
    assert win.model.is_stuck()
    found, box = ask_where_lost(win, qtbot)
    assert (found.winnable, found.lost, found.proven) == (197, 198, True)
    assert "After move 197 the game could still be won." in box.text()
    assert "Move 198 (the queen\u00a0of\u00a0spades moved to its foundation) made it lost." in box.text()
    named = Position.from_deal(deal)
    for move in line[:197]:
        named.apply(move)
    assert exhaustive_verdict(named) is True
    after = named.copy()
    after.apply(line[197])
    assert exhaustive_verdict(after) is False
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    assert list(win.model.game.line) == line[:197] and win.model.position == named
    qtbot.waitUntil(lambda: accessible_name(win.verdict_label) == "Winnable", timeout=10000)
    known = win.solver.known()
    assert known is not None
    replay = Game(deal)  # the line the window now knows wins, by the rules, from the deal
    for move in [*line[:197], *known.moves]:
        replay.push(move)
    assert replay.position.is_won()


def test_where_did_i_lose_it_fills_its_bar_probe_by_probe(
    make_window: Maker, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long walk back showed a busy bar only, and a screen reader (which reads a bar's value
    as it changes) heard nothing until the answer: the bar counts the probes to their most."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(losing_start())
    for move in LOSING_LINE:
        assert win.model.move(move)
    probes: list[threading.Event] = []
    real_solve = solver_tasks.solve

    def waiting(position: Position, **limits: Any) -> SolveResult:
        probes.append(threading.Event())
        probes[-1].wait(10)  # each probe ends when the test has seen the bar
        return real_solve(position, **limits)  # won after moves 2, 3 and 4: all three probes

    monkeypatch.setattr(solver_tasks, "solve", waiting)
    win.solver.where_did_i_lose()
    dialog = win.solver.progress_dialog
    assert dialog is not None
    bar = dialog.findChild(QProgressBar)
    assert bar is not None and (bar.minimum(), bar.maximum(), bar.value()) == (0, 3, 0)  # 6 positions: 3 probes
    assert dialog.windowTitle() == "Where Did I Lose It?"  # as the answer's box: not "Solver", then that
    seen = [bar.value()]
    try:
        for step in range(1, 4):
            qtbot.waitUntil(lambda step=step: len(probes) >= step, timeout=5000)
            probes[-1].set()
            if step < 3:
                qtbot.waitUntil(lambda step=step: bar.value() == step, timeout=5000)
                seen.append(bar.value())
        qtbot.waitUntil(lambda: win.solver.progress_dialog is None, timeout=5000)
    finally:
        for probe in probes:
            probe.set()
    assert seen == [0, 1, 2]  # a value a screen reader hears change, probe by probe
    box = win.solver.offer_box
    assert box is not None and "Move 5" in box.text()
    box.button(QMessageBox.StandardButton.No).click()


def test_where_did_i_lose_it_on_an_undecided_game_says_the_solver_could_not_decide(
    make_window: Maker, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13, 8: not "found no position that could be won", which reads "never winnable"."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(losing_start())
    for move in LOSING_LINE:
        assert win.model.move(move)

    def undecided(position: Position, **limits: Any) -> SolveResult:
        return SolveResult(Verdict.UNKNOWN, stopped_by="time")

    monkeypatch.setattr(solver_tasks, "solve", undecided)
    win.solver.where_did_i_lose()
    qtbot.waitUntil(lambda: win.solver.progress_dialog is None, timeout=20000)
    box = win.solver.offer_box  # an answer the player waited for stays until read (a notice left in 6 s)
    assert box is not None and box.isVisible()
    assert "could not decide" in box.text() and "found no position" not in box.text()
    assert box.button(QMessageBox.StandardButton.Yes) is None  # nowhere to go back to
    box.button(QMessageBox.StandardButton.Ok).click()
    assert win.solver.offer_box is None
    assert list(win.model.game.line) == LOSING_LINE


def test_where_did_i_lose_it_names_the_last_winnable_position_when_the_next_is_not_decided(
    make_window: Maker, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Winnable after move 3 and not decided after move 4 (the search runs out of time
    there): the answer offers the position after move 3 and says the solver could not
    decide the ones after it; no move is blamed, since none was proven to lose the game."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(losing_start())
    for move in LOSING_LINE:
        assert win.model.move(move)
    after_three = losing_start()
    for move in LOSING_LINE[:3]:
        after_three.apply(move)
    after_four = after_three.copy()
    after_four.apply(LOSING_LINE[3])
    real_solve = solver_tasks.solve

    def undecided_after_three(position: Position, **limits: Any) -> SolveResult:
        if position == after_four:
            return SolveResult(Verdict.UNKNOWN, stopped_by="time")
        return real_solve(position, **limits)

    monkeypatch.setattr(solver_tasks, "solve", undecided_after_three)
    found, box = ask_where_lost(win, qtbot)
    assert (found.winnable, found.lost, found.proven) == (3, 4, False)
    text = box.text().replace("\u00a0", " ")
    assert text.startswith("After move 3 the game could still be won. The solver could not decide the positions after")
    assert "made it lost" not in text and text.endswith("Go back there?")
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    assert list(win.model.game.line) == LOSING_LINE[:3] and win.model.position == after_three


def drawn_on_the_table(win: MainWindow, draws: int, **game_options: Any) -> tuple[Game, Position]:
    """A game of FT1-N-AAAAAAV with `draws` cards drawn on the window's table, and the
    position after its first draw (where Where Did I Lose It? goes back to)."""
    deal = Deal.from_code("FT1-N-AAAAAAV")
    game = Game(deal, **game_options)
    for _ in range(draws):
        game.push(DRAW)
    win.model.set_game(game)
    target = Position.from_deal(deal)
    target.apply(DRAW)
    return game, target


def test_going_back_beyond_the_undo_window_rebuilds_the_game(make_window: Maker, heard: list[str]) -> None:
    """A real deal: the game is rebuilt from the deal when undo cannot reach back, and the
    player hears where it went back to, not "New game dealt" (the game is the same)."""
    win = make_window(losing_start())
    game, target = drawn_on_the_table(win, 3, undo_depth=1)
    heard.clear()
    win.solver.go_back_to(1, target)
    assert win.model.game is not game
    assert list(win.model.game.line) == [DRAW]
    assert win.model.position == target
    assert heard == ["Back to the position after move 1: the later moves can be redone."]
    assert win.view.toast.text() == heard[0]


def test_going_back_by_undo_is_heard_as_one_sentence_not_move_by_move(make_window: Maker, heard: list[str]) -> None:
    """Yes in Where Did I Lose It? took the moves back by undo, and a screen reader read each
    of them, 57 sentences for a lost game, until the verdict cut them off."""
    win = make_window(losing_start())
    game, target = drawn_on_the_table(win, 6)
    heard.clear()
    win.solver.go_back_to(1, target)
    assert win.model.game is game and win.model.position == target and win.model.can_redo()
    assert heard == ["Back to the position after move 1: the later moves can be redone."]
    win.model.undo()  # a single undo of the player's is said as before
    assert len(heard) == 2 and heard[1].startswith("Undone")


def test_going_back_beyond_the_undo_window_is_the_same_game_as_undo_would_give(make_window: Maker) -> None:
    """The later moves come back by redo, a stopped automatic finish stays stopped and the
    game's clock goes on, as when undo reaches back (they were lost, or reset)."""
    win = make_window(losing_start())
    deal = Deal.from_code("FT1-N-AAAAAAV")
    game = Game(deal, undo_depth=1)
    for move in [DRAW, DRAW, DRAW, DRAW]:
        game.push(move)
    game.pop()  # undone already: it comes back after the moves the rebuild takes back
    win.model.set_game(game)
    ahead = win.model.position.copy()
    win.auto_finish.resume(True)
    win.game_timer.resume(600)
    target = Position.from_deal(deal)
    target.apply(DRAW)
    win.solver.go_back_to(1, target)
    assert list(win.model.game.line) == [DRAW] and win.model.can_redo()
    assert win.auto_finish.declined() and win.marks() >= {FINISH_DECLINED}
    assert win.game_timer.known_seconds() is not None and win.game_timer.known_seconds() >= 600
    win.model.redo()
    win.model.redo()
    assert win.model.position == ahead
    win.model.redo()
    assert len(win.model.game.line) == 4 and not win.model.can_redo()


# -- winnable deals only ---------------------------------------------------------------------


def offer_deals(win: MainWindow, offered: list[Position]) -> list[str]:
    """Make the window's new deals these positions, in turn; the returned list grows by
    the ruleset asked for at each deal."""
    asked: list[str] = []

    def factory(rules: str, depth: int | None) -> Game:
        asked.append(rules)
        return game_at(offered[len(asked) - 1])

    win.solver.game_factory = factory
    win.solver.deal_table = lambda rules: None  # no table: a live search
    return asked


def test_winnable_deals_only_skips_a_lost_deal(make_window: Maker, prefs: Preferences, qtbot: QtBot) -> None:
    prefs.set(settings.WINNABLE_ONLY, True)
    win = make_window(one_move_from_win())
    asked = offer_deals(win, [lost_but_not_stuck(), twelve_moves_from_win()])
    with qtbot.waitSignal(win.model.state_reset, timeout=20000):
        win.new_action.trigger()
    assert len(asked) == 2
    assert win.model.position == twelve_moves_from_win()
    assert "Winnable" in verdict_text(win)  # verified: no search needed
    assert not win.solver.indicator.busy
    assert win.solver.progress_dialog is None
    assert "won this deal" in win.message_label.text()


@pytest.mark.parametrize("rules", ["N", "S"])
def test_winnable_deals_only_deals_at_once_from_the_shipped_table(
    make_window: Maker, prefs: Preferences, rules: str
) -> None:
    prefs.set(settings.WINNABLE_ONLY, True)
    prefs.set(settings.RULESET, rules)
    win = make_window(one_move_from_win())
    win.new_action.trigger()  # no search to wait for: the deal is on the table at once
    deal = win.model.game.deal
    assert str(deal.rules) == rules
    assert deal.number in winnable_numbers(rules)
    assert win.solver.progress_dialog is None
    assert not win.solver.tasks.busy
    assert "won this deal before" in win.message_label.text()


def test_a_deal_from_the_shipped_table_reads_winnable_at_once_while_the_line_is_looked_for(
    make_window: Maker, prefs: Preferences, qtbot: QtBot
) -> None:
    """The status line says the solver won this deal: the indicator must not say
    "Thinking…" beside it while the search finds the line again (the table has no lines)."""
    prefs.set(settings.WINNABLE_ONLY, True)
    win = make_window(one_move_from_win(), job=endless_job)
    win.new_action.trigger()
    assert win.model.game.deal.number in winnable_numbers("N")
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)  # the line is looked for
    assert "Winnable" in verdict_text(win)
    assert accessible_name(win.verdict_label) == "Winnable"
    win.solver.hint_timer.setInterval(30)
    win.solver.hint_action.trigger()
    qtbot.waitUntil(lambda: "can be won" in win.view.toast.text(), timeout=5000)
    assert win.view.toast.text().startswith("This deal can be won; the solver is still finding the way.")
    assert win.table_scene.highlighted != []
    win.model.draw()  # another position: the table says nothing of it
    assert "Thinking" in verdict_text(win)
    win.model.undo()  # the deal's start again
    assert "Winnable" in verdict_text(win)


def test_cancelling_the_search_for_a_winnable_deal_keeps_the_game(
    make_window: Maker, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefs.set(settings.WINNABLE_ONLY, True)

    def undecided(position: Position, **limits: Any) -> SolveResult:
        return endless_search(limits["cancel"], lambda news: None)

    monkeypatch.setattr(solver_tasks, "solve", undecided)
    win = make_window(one_move_from_win())
    old = win.model.game
    win.solver.game_factory = lambda rules, depth: Game(Deal.from_code("FT1-N-AAAAAAV"), depth)
    win.solver.deal_table = lambda rules: None  # no table: a live search
    win.new_action.trigger()
    dialog = win.solver.progress_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: "1 deal tried" in dialog.labelText(), timeout=5000)  # one, not "1 deals"
    thread = win.solver.tasks._thread
    cancel = dialog.findChild(QPushButton)  # the dialog's Cancel button
    assert cancel is not None and thread is not None
    cancel.click()
    assert win.solver.progress_dialog is None
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=2000)
    with qtbot.assertNotEmitted(win.model.state_reset, wait=100):
        pass
    assert win.model.game is old


def test_the_task_dialog_fits_its_german_title_and_keeps_its_width_as_the_count_grows(
    make_window: Maker, qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sized to its first line ("Suche nach einem Gewinnweg…"), the demo's dialog cut
    "Lösungsprogramm" in its title bar and grew wider with every digit of its count."""
    from qvoleurs.i18n import install_translators

    def undecided(position: Position, **limits: Any) -> SolveResult:
        return endless_search(limits["cancel"], lambda news: None)

    monkeypatch.setattr(solver_tasks, "solve", undecided)
    with language_restored(qapp):
        install_translators(qapp, "de")
        win = make_window(losing_start(), job=endless_job)
        win.solver.dialog_timer.setInterval(0)
        win.solver.demo_action.trigger()
        dialog = win.solver.progress_dialog
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        title = dialog.windowTitle()
        assert title == "Lösungsprogramm"
        assert dialog.width() >= dialog.fontMetrics().horizontalAdvance(title) + panel_module.TITLE_BAR_ROOM
        width = dialog.width()
        news = SolveProgress(states=123_456_789, expanded=1, seconds=1.0, best_home=8, open_positions=1, memory_mb=1.0)
        win.solver.tasks.progressed.emit(win.solver.tasks.tag, news)
        assert "123.456.789 Stellungen" in dialog.labelText()
        qapp.processEvents()
        assert dialog.width() == width
        label = dialog.findChild(QLabel)
        assert label is not None and label.width() >= label.sizeHint().width()  # the whole line shows
        win.solver.cancel_task()


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("en", "1 position of the game tried", "2 positions of the game tried"),
        ("de", "1 Stellung der Partie versucht", "1.205 Stellungen der Partie versucht"),
        ("nl", "1 stand van het spel geprobeerd", "2 standen van het spel geprobeerd"),
        ("da", "1 stilling i spillet afprøvet", "2 stillinger i spillet afprøvet"),
        ("uk", "Перевірено позицій партії: 1", "Перевірено позицій партії: 1\u00a0205"),
    ],
)
def test_the_task_counts_take_the_plural_their_number_asks_for(
    make_window: Maker, qapp: QApplication, lang: str, one: str, many: str
) -> None:
    """Where Did I Lose It? said "1 positions of the game tried" ("1 Stellungen …")."""
    from qvoleurs.i18n import install_translators

    with language_restored(qapp):
        install_translators(qapp, lang)
        win = make_window(losing_start())
        assert win.solver._progress_lines(1)[2] == one
        assert win.solver._progress_lines(2 if lang in ("en", "nl", "da") else 1205)[2] == many
        assert win.solver._progress_lines(1)[0] != win.solver._progress_lines(5)[0] or lang == "uk"


def test_with_the_preference_off_new_game_and_the_first_game_deal_at_once(make_window: Maker, qtbot: QtBot) -> None:
    win = make_window(one_move_from_win())
    old = win.model.game
    with qtbot.assertNotEmitted(win.model.state_reset, wait=50):
        win.deal_first_game()
    assert win.model.game is old  # the plain deal stays
    win.new_action.trigger()
    assert win.model.game is not old
    assert win.solver.progress_dialog is None


def test_the_first_game_at_a_first_start_is_winnable_too(make_window: Maker, prefs: Preferences, qtbot: QtBot) -> None:
    """run_app calls deal_first_game when there is no saved game: the plain deal on the
    table is replaced by a verified winnable one, without counting as an abandoned game."""
    prefs.set(settings.WINNABLE_ONLY, True)
    win = make_window(lost_but_not_stuck())
    asked = offer_deals(win, [lost_but_not_stuck(), twelve_moves_from_win()])
    abandoned: list[Game] = []
    win.model.game_abandoned.connect(abandoned.append)
    with qtbot.waitSignal(win.model.state_reset, timeout=20000):
        win.deal_first_game()
    assert len(asked) == 2  # the lost deal was passed over
    assert win.model.position == twelve_moves_from_win()
    assert "Winnable" in verdict_text(win)
    assert abandoned == []


# -- what a screen reader hears ----------------------------------------------------------------


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """What the window asks a screen reader to say, in order, while one listens."""
    said: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda source, text, assertive=False: said.append(text))
    QAccessible.setActive(True)
    yield said
    QAccessible.setActive(False)


def test_the_verdict_s_name_stays_while_the_search_counts_positions(
    make_window: Maker, qtbot: QtBot, heard: list[str]
) -> None:
    """Issue 14: "Thinking… N positions" is not read out; the count goes to the tooltip."""
    win = make_window(Game(Deal.from_code("FT1-N-AAAAAAV")))  # a whole deal: a long search
    label = win.verdict_label
    qtbot.waitUntil(lambda: "positions examined" in label.toolTip(), timeout=10000)
    first = label.toolTip()
    qtbot.waitUntil(lambda: "positions examined" in label.toolTip() and label.toolTip() != first, timeout=10000)
    assert accessible_name(label) == "Thinking…"
    assert "positions" not in label.text()
    assert not any("Thinking" in text for text in heard)


def test_verdict_changes_hints_and_the_win_are_announced_once(
    make_window: Maker, qtbot: QtBot, heard: list[str]
) -> None:
    win = make_window(twelve_moves_from_win())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    # a verdict found before the window was active is said just after its focus
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert heard == ["This game can be won"]  # on its own: words that say what it is about
    win.solver.hint_action.trigger()
    assert heard[-1] == win.view.toast.text()
    assert heard[-1].startswith("Hint:")
    known = win.solver.known()
    assert known is not None
    for move in known.moves[:-1]:
        win.model.move(move)  # still winnable after each: nothing new to say (each move is said by the table)
    assert heard.count("This game can be won") == 1 and "Winnable" not in heard
    win.model.move(known.moves[-1])
    assert [text for text in heard if text.startswith("You won!")] == [heard[-1]]
    assert sum(text.startswith("Hint:") for text in heard) == 1


def test_the_verdict_is_said_again_in_a_new_language_but_not_for_the_same_words(
    make_window: Maker, qtbot: QtBot, heard: list[str], qapp: QApplication
) -> None:
    """The language chosen in the preferences was the one the system already gave (Dutch for
    "System language"): no word changed, and the verdict was said again as they closed."""
    from qvoleurs.i18n import install_translators

    make_window(twelve_moves_from_win())
    qtbot.waitUntil(lambda: heard == ["This game can be won"], timeout=10000)
    with language_restored(qapp):
        install_translators(qapp, "en")  # the same language again: Qt's LanguageChange all the same
        QCoreApplication.processEvents()
        assert heard == ["This game can be won"]
        install_translators(qapp, "de")
        qtbot.waitUntil(lambda: len(heard) == 2, timeout=3000)
        assert heard[1] == "Diese Partie ist zu gewinnen"  # in the new words, once


def test_think_longer_says_it_started_and_what_its_stop_leaves(
    make_window: Maker, qtbot: QtBot, heard: list[str]
) -> None:
    """Asked for by ear, Think Longer started and stopped without a word."""
    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0))
    qtbot.waitUntil(lambda: "Not known yet whether this game can be won" in heard, timeout=10000)
    win.solver.search_job = endless_job
    win.solver.think_action.trigger()
    assert heard[-1] == "Thinking longer (up to 10 min)…"
    win.solver.think_action.trigger()  # stop
    # not the verdict alone, as if nothing was asked
    assert heard[-2:] == ["Search stopped.", "Not known yet whether this game can be won"]


def test_a_move_that_ends_think_longer_says_so(make_window: Maker, qtbot: QtBot, heard: list[str]) -> None:
    """A move stopped Think Longer without a word: only the card moved was heard."""
    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0))
    qtbot.waitUntil(lambda: "Not known yet whether this game can be won" in heard, timeout=10000)
    win.solver.search_job = endless_job
    win.solver.think_action.trigger()
    heard.clear()
    win.model.draw()
    assert "Search stopped." in heard
    win.model.draw()  # the indicator's own search, not asked for: nothing to say of its end
    assert heard.count("Search stopped.") == 1


def test_think_longer_s_new_name_is_sent_to_a_screen_reader(
    make_window: Maker, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While it thinks, the item is Stop Thinking; a reader heard "Think Longer" still, as Qt
    says nothing when an action's text changes."""
    from tests.test_accessibility import names_sent

    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0))
    qtbot.waitUntil(lambda: win.solver.think_action.isEnabled(), timeout=10000)
    sent = names_sent(monkeypatch)
    win.solver.search_job = endless_job
    action = win.solver.think_action
    menus = [m for m in win.menus if action in m.actions()]
    assert menus
    win.solver.think_action.trigger()  # chosen from the menu, which closed first
    assert action.text() == "Stop &Thinking"
    # not yet: Orca 43 read the new name as the menu closed, "Stop Thinking" as the answer to L
    assert sent == []
    for menu in menus:  # told as the menu opens, before the reader reaches the item
        menu.popup(win.mapToGlobal(win.rect().center()))
        qtbot.waitUntil(menu.isVisible)
        menu.hide()
    assert sent == [(m, m.actions().index(action)) for m in menus]
    menus[0].popup(win.mapToGlobal(win.rect().center()))  # told once
    qtbot.waitUntil(menus[0].isVisible)
    win.solver.think_action.trigger()  # renamed while its menu is open: told at once
    assert action.text() == "Think &Longer" and sent[len(menus) :] == [(menus[0], menus[0].actions().index(action))]
    menus[0].hide()


def counting_search(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> SolveResult:
    """A solver job that tells how far it got once, then runs until it is cancelled."""
    report(SolveProgress(states=1_234, expanded=1, seconds=1.0, best_home=8, open_positions=1, memory_mb=1.0))
    return endless_search(should_stop, report)


@pytest.mark.parametrize(("seconds", "said"), [(600.0, "up to 10 min"), (45.0, "up to 45 s")])
def test_think_longer_says_it_thinks_longer_and_for_how_long(
    make_window: Maker, qtbot: QtBot, heard: list[str], seconds: float, said: str
) -> None:
    """Think Longer showed the same "Thinking…" as the indicator's own search: the player
    could not tell the request was taken. The verdict says it thinks longer and for how
    long at most, to the eye and to a screen reader (heard once, as it starts), also as the
    search counts positions; the indicator's own search still says "Thinking…"."""
    win = make_window(losing_start(), limits=Limits(indicator_seconds=0.0, think_longer_seconds=seconds))
    label = win.verdict_label
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    win.solver.search_job = lambda search: counting_search
    win.solver.think_action.trigger()
    longer = f"Thinking longer ({said})…"
    assert verdict_text(win) == "○ " + longer and accessible_name(label) == longer
    assert heard[-1] == longer
    qtbot.waitUntil(lambda: "1,234" in label.toolTip() or "1234" in label.toolTip(), timeout=5000)
    assert verdict_text(win) == "○ " + longer and heard.count(longer) == 1
    win.solver.think_action.trigger()  # stop
    assert "Not known yet" in verdict_text(win)
    win.model.draw()  # a new position: the indicator's own search
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)
    assert verdict_text(win) == "○ Thinking…" and accessible_name(label) == "Thinking…"


def test_no_legal_move_left_is_announced(make_window: Maker, heard: list[str], prefs: Preferences) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(losing_start())
    for move in LOSING_LINE:
        win.model.move(move)
    # once, besides the moves, which the table says
    assert len([text for text in heard if text.startswith(win._stuck_text())]) == 1


def test_the_preferences_and_the_statistics_say_what_counts_as_help(qtbot: QtBot) -> None:
    """Issue 13, 1: the player reads that the indicator is not help, and what is."""
    from PySide6.QtWidgets import QCheckBox, QLabel

    from qvoleurs.ui.dialogs.preferences import PreferencesDialog
    from qvoleurs.ui.dialogs.statistics import StatisticsDialog

    assert "not count as help" in settings.SOLVER_INDICATOR.label
    prefs = Preferences.in_memory()
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.show()
    shown = [box.text() for box in dialog.findChildren(QCheckBox) if box.isVisible()]
    assert any("not count as help" in text for text in shown)
    stats = StatisticsDialog(Statistics.in_memory())
    qtbot.addWidget(stats)
    stats.show()
    qtbot.waitExposed(stats)
    notes = [label for label in stats.findChildren(QLabel) if "not count as help" in label.text()]
    assert len(notes) == 1 and notes[0].isVisible()
    note = notes[0]
    assert "hint" in note.text() and "Where Did I Lose It?" in note.text()
    assert stats.rect().contains(note.geometry())
    dialog.close()
    stats.close()


def _slow_core_notices(qapp: QApplication, qtbot: QtBot) -> list[str]:
    """The start-up notices of a missing core at one start of the program, to its close."""
    from tests.sessions import close, opened

    session = opened(qapp)
    try:
        session.prefs.set(settings.SOLVER_INDICATOR, False)  # no search during the test
        session.window.show()
        qtbot.waitExposed(session.window)
        session.notices.show_pending()
        return [text for text in session.notices.shown if "fast core" in text]
    finally:
        close(session, qtbot)


@pytest.mark.parametrize(
    ("compiled", "indicator", "told"), [(False, True, True), (True, True, False), (False, False, False)]
)
def test_without_the_compiled_core_the_player_is_told_once_at_start(
    qapp: QApplication,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    compiled: bool,
    indicator: bool,
    told: bool,
) -> None:
    """Issue 16: a pip install without a compiler keeps the pure-Python solver and says so,
    once: not again at the next start of the same version, again after an upgrade."""
    from qvoleurs.preferences import Preferences as StoredPreferences

    monkeypatch.setattr(panel_module, "compiled_core_available", lambda: compiled)
    prefs = StoredPreferences.load()
    prefs.set(settings.SOLVER_INDICATOR, indicator)
    assert len(_slow_core_notices(qapp, qtbot)) == (1 if told else 0)
    StoredPreferences.load().set(settings.SOLVER_INDICATOR, indicator)  # the test's start turned it off
    assert _slow_core_notices(qapp, qtbot) == []
    upgraded = StoredPreferences.load()
    upgraded.set(settings.SLOW_CORE_TOLD, "0.0.1")  # told by an older version
    upgraded.set(settings.SOLVER_INDICATOR, indicator)
    assert len(_slow_core_notices(qapp, qtbot)) == (1 if told else 0)


@pytest.mark.parametrize("compiled", [False, True])
def test_about_says_whether_the_solver_s_fast_core_is_there(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, compiled: bool
) -> None:
    """Told once at start, the missing core stays in Help ▸ About, for a bug report too."""
    monkeypatch.setattr(panel_module, "compiled_core_available", lambda: compiled)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    win = MainWindow(GameModel(game_at(twelve_moves_from_win()), prefs), prefs)
    qtbot.addWidget(win)
    win.show_about()
    assert len(shown) == 1 and shown[0].startswith("<h3>Quarante Voleurs")
    assert ("fast core is not installed" in shown[0]) is not compiled


def test_a_verdict_found_before_the_window_is_active_is_heard_once_it_is(
    qtbot: QtBot, prefs: Preferences, heard: list[str]
) -> None:
    """The first verdict comes about 0.2 s after the window is shown, before the window
    manager makes it active: said then, it is lost under the window's title. It is said
    once the window is active, once."""
    win = MainWindow(GameModel(game_at(twelve_moves_from_win()), prefs), prefs)
    other = QWidget()  # another program's window keeps the activation for now
    qtbot.addWidget(other)
    try:
        win.show()
        other.show()
        qtbot.waitExposed(win)
        qtbot.waitUntil(other.isActiveWindow, timeout=2000)
        qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
        assert not win.isActiveWindow()
        assert not heard
        win.activateWindow()
        qtbot.waitUntil(lambda: "This game can be won" in heard, timeout=5000)
        QApplication.processEvents()
        assert heard.count("This game can be won") == 1
        win.model.move(win.solver.known().moves[0])  # type: ignore[union-attr]
        assert heard.count("This game can be won") == 1  # unchanged: nothing more to say
    finally:
        win.close()
        assert win.solver.wait()
        win.deleteLater()


def test_the_demo_says_how_to_stop_it(make_window: Maker, qtbot: QtBot, heard: list[str]) -> None:
    """Its "click or press a key to stop it" was only in the status bar: by ear the demo was
    moves two a second with no word of how to end them."""
    win = make_window(twelve_moves_from_win())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    win.solver.demo_interval_ms = 60000
    win.solver.demo_action.trigger()
    assert win.solver.demo_running()
    assert heard[-1] == win.message_label.text() and "stop" in heard[-1]
    win.solver.stop_demo()


def ask_where_lost(win: MainWindow, qtbot: QtBot) -> tuple[Any, QMessageBox]:
    """Press Where Did I Lose It? on the banner and wait for its answer: what the walk
    found, and the box that offers to go back."""
    win.solver.lost_button.click()
    qtbot.waitUntil(lambda: win.solver.offer_box is not None, timeout=20000)
    found, box = win.solver.lost_search, win.solver.offer_box
    assert found is not None and box is not None
    return found, box


def test_a_hint_to_take_a_card_back_names_the_foundation_it_comes_from(make_window: Maker, qtbot: QtBot) -> None:
    """The only win takes the 5 of spades back from foundation 1 onto the 6 of spades: a
    player by ear must hear which of the two spade foundations gives it."""
    win = make_window(takeback_needed())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    win.solver.hint_action.trigger()
    said = win.view.toast.text().replace("\u00a0", " ")
    assert said == "Hint: move the 5 of spades onto the 6 of spades, from foundation 1 to column 2.", said
    assert win.table_scene.highlighted == [foundation_pile(1), column_pile(2)]
