"""The solver in the window: indicator, hint, demo, "where did I lose it?", winnable deals
and the background worker, on hand-built positions whose answers are known."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.rules import column_pile, foundation_pile
from qvoleurs.engine.solver import SolveResult, Verdict
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.solver import assistant as solver_assistant
from qvoleurs.ui.solver.worker import SolverWorker, position_key
from qvoleurs.ui.window import MainWindow
from tests.positions import build

C = column_pile
F = foundation_pile
HOME = {n: 13 for n in range(1, 9)}  # every foundation complete


def game_at(position: Position) -> Game:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.position = position
    return game


def one_move_from_win() -> Position:
    """Everything home but the king of spades, alone in column 1."""
    return build(columns={1: ["KS"]}, foundations={**HOME, 1: 12})


def twelve_moves_from_win() -> Position:
    """Jack, queen and king of each suit in columns 1-4, jacks on top: twelve moves home."""
    columns = {i + 1: ["K" + s, "Q" + s, "J" + s] for i, s in enumerate("SHDC")}
    return build(columns=columns, foundations={**HOME, 1: 10, 2: 10, 3: 10, 4: 10})


# A lost game, move by move. Spades are home to 2 on both spade foundations; every 3S lies
# under another spade, every column is full, so the only way on is an empty column for the
# king of spades on column 1. START needs QH, KH home (column 2 empties), a draw and KD home:
# WINNABLE, still winnable. Then the waste's KS goes into the empty column: nothing can move
# any more (both 3S buried, no empty column): lost at move 5 exactly.
SPADE_COLUMNS = {
    1: ["3S", "KS"],
    3: ["3S", "5S", "4S"],
    4: ["5S", "4S"],
    5: ["7S", "6S"],
    6: ["7S", "6S"],
    7: ["9S", "8S"],
    8: ["9S", "8S"],
    9: ["JS", "QS", "TS"],
    10: ["JS", "QS", "TS"],
}
SPADES_AT_2 = {**HOME, 1: 2, 5: 2}
LOSING_LINE = [Move(C(2), F(2)), Move(C(2), F(2)), DRAW, Move(1, F(3)), Move(1, C(2))]


def losing_start() -> Position:
    return build(
        columns={**SPADE_COLUMNS, 2: ["KH", "QH"]},
        waste=["KS"],
        stock=["KD"],
        foundations={**SPADES_AT_2, 2: 11, 3: 12},
    )


def lost_but_not_stuck() -> Position:
    """The lost end of LOSING_LINE with a KD still to draw and play home: moves are left,
    but only the search shows that none of them helps."""
    return build(columns={**SPADE_COLUMNS, 2: ["KS"]}, stock=["KD"], foundations={**SPADES_AT_2, 3: 12})


def endless_search(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> SolveResult:
    """A solver job that runs until it is cancelled."""
    while not should_stop():
        threading.Event().wait(0.002)
    return SolveResult(Verdict.UNKNOWN, stopped_by="cancel")


@pytest.fixture
def prefs() -> Preferences:
    p = Preferences.in_memory()
    p.set(settings.ANIMATIONS, False)
    p.set(settings.CONFIRM_ABANDON, False)
    return p


@pytest.fixture
def make_window(qtbot: QtBot, prefs: Preferences) -> Iterator[Callable[[Position], MainWindow]]:
    windows: list[MainWindow] = []

    def make(position: Position) -> MainWindow:
        win = MainWindow(GameModel(game_at(position), prefs), prefs)
        qtbot.addWidget(win)
        win.resize(1100, 760)
        win.show()
        qtbot.waitExposed(win)
        win.view.setFocus()
        qtbot.waitUntil(win.isActiveWindow, timeout=2000)  # shortcuts go to the active window
        windows.append(win)
        return win

    yield make
    for win in windows:
        win.solver.shutdown()
        assert win.solver.indicator.wait() and win.solver.tasks.wait()


def verdict_text(win: MainWindow) -> str:
    return win.verdict_label.text() if win.verdict_label.isVisible() else ""


# -- the indicator ---------------------------------------------------------------------------


def test_indicator_says_winnable_near_a_win(make_window: Callable[[Position], MainWindow], qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    assert "stock" in win.verdict_label.toolTip()  # the solver knows the stock order; the tip says so


def test_indicator_says_lost_when_only_search_shows_it(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
    win = make_window(lost_but_not_stuck())
    assert not win.model.is_stuck()
    qtbot.waitUntil(lambda: "Can no longer be won" in verdict_text(win), timeout=10000)
    assert not win.solver.lost_action.isEnabled()  # no history to look back through yet
    win.model.draw()
    qtbot.waitUntil(win.solver.lost_action.isEnabled, timeout=10000)


def test_indicator_follows_the_moves_and_undo_answers_from_the_cache(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
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


def test_indicator_off_runs_no_search(
    make_window: Callable[[Position], MainWindow], prefs: Preferences, qtbot: QtBot
) -> None:
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


def test_a_verdict_counts_as_help(make_window: Callable[[Position], MainWindow], qtbot: QtBot) -> None:
    position = twelve_moves_from_win()
    win = make_window(one_move_from_win())
    with qtbot.waitSignal(win.model.help_used, timeout=10000):
        win.model.set_game(game_at(position))


def test_think_longer_decides_what_the_indicator_could_not(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_assistant, "INDICATOR_SECONDS", 0.0)  # the indicator gives up at once
    win = make_window(losing_start())
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    think = win.solver.think_action
    assert think.isEnabled() and think.text() == "Think &Longer"
    think.trigger()
    assert "Thinking" in verdict_text(win)
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    assert not think.isEnabled()  # decided: nothing left to think about


def test_think_longer_can_be_stopped_and_a_move_stops_it_too(
    make_window: Callable[[Position], MainWindow], prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_assistant, "INDICATOR_SECONDS", 0.0)
    win = make_window(losing_start())
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)

    real_job = solver_assistant.solve_job

    def endless_when_long(position: Position, time_limit: float, memory_mb: int = 512) -> Callable[..., Any]:
        if time_limit != solver_assistant.THINK_LONGER_SECONDS:
            return real_job(position, time_limit, memory_mb)
        return endless_search

    monkeypatch.setattr(solver_assistant, "solve_job", endless_when_long)
    think = win.solver.think_action
    think.trigger()
    assert win.solver.indicator.busy and think.text() == "Stop &Thinking" and think.isEnabled()
    think.trigger()  # stop
    assert not win.solver.indicator.busy
    assert "Not known yet" in verdict_text(win) and think.text() == "Think &Longer" and think.isEnabled()
    think.trigger()
    prefs.set(settings.SOLVER_INDICATOR, False)  # switched off while thinking: no search, nothing offered
    assert not win.solver.indicator.busy
    assert think.text() == "Think &Longer" and not think.isEnabled()
    prefs.set(settings.SOLVER_INDICATOR, True)
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    think.trigger()  # again, then a move: the search was about the position before
    assert win.solver.indicator.busy
    win.model.move(Move(C(2), F(2)))
    assert think.text() == "Think &Longer" and not think.isEnabled()
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)  # the new position's own search
    assert think.isEnabled()


def test_think_longer_is_offered_once_per_position(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_assistant, "INDICATOR_SECONDS", 0.0)
    monkeypatch.setattr(solver_assistant, "THINK_LONGER_SECONDS", 0.0)  # it runs out of time too
    win = make_window(losing_start())
    qtbot.waitUntil(lambda: "Not known yet" in verdict_text(win), timeout=10000)
    with qtbot.waitSignal(win.solver.indicator.finished, timeout=10000):
        win.solver.think_action.trigger()
    assert "Not known yet" in verdict_text(win)
    assert not win.solver.think_action.isEnabled()  # the same search would end the same way


# -- the worker ------------------------------------------------------------------------------


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


def test_a_move_cancels_the_search_of_the_position_before(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
    win = make_window(Position.from_deal(Deal.from_code("FT1-N-AAAAAAV")))
    qtbot.waitUntil(lambda: win.solver.indicator.busy, timeout=5000)
    old_thread = win.solver.indicator._thread
    assert old_thread is not None
    results: list[object] = []
    win.solver.indicator.finished.connect(lambda tag, result: results.append(tag[0]))
    win.model.set_game(game_at(twelve_moves_from_win()))
    qtbot.waitUntil(lambda: not old_thread.is_alive(), timeout=2000)  # cancelled within the poll
    qtbot.waitUntil(lambda: "Winnable" in verdict_text(win), timeout=10000)
    assert results == [position_key(win.model.position)]  # the deal's search never answered


# -- hint ------------------------------------------------------------------------------------


def test_hint_without_a_known_line_offers_the_heuristic_move(
    make_window: Callable[[Position], MainWindow], prefs: Preferences, qtbot: QtBot
) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(one_move_from_win())
    with qtbot.waitSignal(win.model.help_used, timeout=1000):
        qtbot.keyClick(win.view, Qt.Key.Key_H)
    assert win.table_scene.highlighted == [C(1), F(1)]
    assert "No winning line is known yet" in win.view.toast.text()
    assert "king of spades" in win.view.toast.text()


def test_hint_shows_the_next_move_of_the_winning_line(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
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


def test_hint_on_a_lost_game_says_so(make_window: Callable[[Position], MainWindow], qtbot: QtBot) -> None:
    win = make_window(lost_but_not_stuck())
    qtbot.waitUntil(lambda: "Can no longer be won" in verdict_text(win), timeout=10000)
    win.solver.hint_action.trigger()
    assert win.view.toast.text() == "This game can no longer be won."
    assert win.table_scene.highlighted == []


# -- demo ------------------------------------------------------------------------------------


def test_demo_plays_to_the_win(make_window: Callable[[Position], MainWindow], qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    win.solver.demo_interval_ms = 20
    with qtbot.waitSignal(win.model.won, timeout=15000):
        win.solver.demo_action.trigger()
    assert win.model.is_won()
    assert not win.solver.demo_running()


def test_a_click_stops_the_demo(make_window: Callable[[Position], MainWindow], qtbot: QtBot) -> None:
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


def test_a_key_stops_the_demo(make_window: Callable[[Position], MainWindow], qtbot: QtBot) -> None:
    win = make_window(twelve_moves_from_win())
    win.solver.demo_interval_ms = 30
    win.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: win.model.move_counter >= 1, timeout=15000)
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert not win.solver.demo_running()
    assert not win.model.is_won()


def test_demo_without_a_known_line_searches_first_and_can_be_cancelled(
    make_window: Callable[[Position], MainWindow],
    prefs: Preferences,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    prefs.set(settings.SOLVER_INDICATOR, False)

    monkeypatch.setattr(solver_assistant, "solve_job", lambda position, time_limit: endless_search)
    win = make_window(twelve_moves_from_win())
    win.solver.demo_action.trigger()
    dialog = win.solver.progress_dialog
    assert dialog is not None and dialog.isVisible()  # the search shows itself
    assert "winning line" in dialog.labelText()
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None
    cancel.click()
    assert win.solver.progress_dialog is None
    with qtbot.assertNotEmitted(win.model.move_applied, wait=200):
        pass
    assert not win.solver.demo_running() and win.model.move_counter == 0


# -- where did I lose it? ----------------------------------------------------------------------


def test_where_did_i_lose_it_finds_the_losing_move_and_goes_back(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
    win = make_window(losing_start())
    for move in LOSING_LINE:
        assert win.model.move(move)
    assert win.model.is_stuck()
    assert win.solver.lost_button.isVisible()  # offered on the "no move left" banner
    win.solver.lost_button.click()
    qtbot.waitUntil(lambda: win.solver.offer_box is not None, timeout=20000)
    found = win.solver.lost_search
    assert found is not None and (found.winnable, found.lost, found.proven) == (4, 5, True)
    box = win.solver.offer_box
    assert box is not None and "Move 5" in box.text()
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    assert list(win.model.game.line) == LOSING_LINE[:4]
    assert not win.model.is_stuck()
    assert "Winnable" in verdict_text(win)


def test_where_did_i_lose_it_says_when_the_solver_could_not_decide(
    make_window: Callable[[Position], MainWindow],
    prefs: Preferences,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A probe that runs out of time is not taken for a loss: the answer is the last
    position proven winnable, and the message says the rest is undecided."""
    prefs.set(settings.SOLVER_INDICATOR, False)
    win = make_window(losing_start())
    for move in LOSING_LINE:
        assert win.model.move(move)
    undecided = win.model.position.copy()
    undecided.unapply(LOSING_LINE[-1])  # the position after move 4
    real_solve = solver_assistant.solve

    def solve(position: Position, **limits: Any) -> SolveResult:
        if position == undecided:
            return SolveResult(Verdict.UNKNOWN, stopped_by="time")
        return real_solve(position, **limits)

    monkeypatch.setattr(solver_assistant, "solve", solve)
    win.solver.where_did_i_lose()
    qtbot.waitUntil(lambda: win.solver.offer_box is not None, timeout=20000)
    found = win.solver.lost_search
    assert found is not None and (found.winnable, found.lost, found.proven) == (3, 4, False)
    box = win.solver.offer_box
    assert box is not None and "could not decide" in box.text()
    no = box.button(QMessageBox.StandardButton.No)
    assert no is not None
    no.click()
    assert list(win.model.game.line) == LOSING_LINE  # "no" leaves the game as it is


def test_going_back_beyond_the_undo_window_rebuilds_the_game(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
    """A real deal: the game is rebuilt from the deal when undo cannot reach back."""
    win = make_window(losing_start())
    deal = Deal.from_code("FT1-N-AAAAAAV")
    game = Game(deal, undo_depth=1)
    moves = [DRAW, DRAW, DRAW]
    for move in moves:
        game.push(move)
    win.model.set_game(game)
    target = Position.from_deal(deal)
    target.apply(DRAW)
    win.solver.go_back_to(1, target)
    assert win.model.game is not game
    assert list(win.model.game.line) == [DRAW]
    assert win.model.position == target


# -- winnable deals only ---------------------------------------------------------------------


def offer_deals(win: MainWindow, offered: list[Position]) -> list[str]:
    """Make the window's new deals these positions, in turn; the returned list grows by
    the ruleset asked for at each deal."""
    asked: list[str] = []

    def factory(rules: str, depth: int | None) -> Game:
        asked.append(rules)
        return game_at(offered[len(asked) - 1])

    win.solver.game_factory = factory
    return asked


def test_winnable_deals_only_skips_a_lost_deal(
    make_window: Callable[[Position], MainWindow], prefs: Preferences, qtbot: QtBot
) -> None:
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


def test_cancelling_the_search_for_a_winnable_deal_keeps_the_game(
    make_window: Callable[[Position], MainWindow],
    prefs: Preferences,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    prefs.set(settings.WINNABLE_ONLY, True)

    def undecided(position: Position, **limits: Any) -> SolveResult:
        """A search that finds nothing until it is cancelled."""
        stop = limits["cancel"]
        while not stop():
            threading.Event().wait(0.002)
        return SolveResult(Verdict.UNKNOWN, stopped_by="cancel")

    monkeypatch.setattr(solver_assistant, "solve", undecided)
    win = make_window(one_move_from_win())
    old = win.model.game
    win.solver.game_factory = lambda rules, depth: Game(Deal.from_code("FT1-N-AAAAAAV"), depth)
    win.new_action.trigger()
    dialog = win.solver.progress_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: "deals tried" in dialog.labelText(), timeout=5000)
    thread = win.solver.tasks._thread
    cancel = dialog.findChild(QPushButton)  # the dialog's Cancel button
    assert cancel is not None
    cancel.click()
    assert win.solver.progress_dialog is None
    assert thread is not None
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=2000)
    with qtbot.assertNotEmitted(win.model.state_reset, wait=100):
        pass
    assert win.model.game is old


def test_with_the_preference_off_new_game_deals_at_once(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
    win = make_window(one_move_from_win())
    old = win.model.game
    win.new_action.trigger()
    assert win.model.game is not old
    assert win.solver.progress_dialog is None


def test_the_first_game_at_a_first_start_is_winnable_too(
    make_window: Callable[[Position], MainWindow], prefs: Preferences, qtbot: QtBot
) -> None:
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


def test_with_the_preference_off_the_first_game_is_the_plain_deal(
    make_window: Callable[[Position], MainWindow], qtbot: QtBot
) -> None:
    win = make_window(one_move_from_win())
    old = win.model.game
    with qtbot.assertNotEmitted(win.model.state_reset, wait=50):
        win.deal_first_game()
    assert win.model.game is old
    assert win.solver.progress_dialog is None
