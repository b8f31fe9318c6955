"""The solver session, below Qt: one state per position, what the indicator searches, hints
that follow the verdict, what counts as help, the bounded cache keyed by ruleset, and the
player's three tasks. Milliseconds each: the searches run here on tiny positions, or not at
all (their answers are handed in)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qvoleurs.analysis import tasks as solver_tasks
from qvoleurs.analysis.cache import VerdictCache, position_key
from qvoleurs.analysis.session import (
    DemoKind,
    HintKind,
    Limits,
    PositionState,
    Request,
    SolverSession,
)
from qvoleurs.analysis.tasks import DealHunt, DemoSearch, LostOutcome, LostSearch, LostWalk, replay_prefix
from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.solver import SolveResult, Verdict, best_heuristic_move, solve
from tests.solver_games import (
    LOSING_LINE,
    C,
    F,
    game_at,
    losing_start,
    lost_but_not_stuck,
    one_move_from_win,
    s_line_of_aaaaabb,
    twelve_moves_from_win,
)

UNKNOWN = SolveResult(Verdict.UNKNOWN, stopped_by="time")
LOST = SolveResult(Verdict.UNWINNABLE)


def never_stop() -> bool:
    return False


def ignore(news: object) -> None:
    pass


def won_by(moves: list[Move]) -> SolveResult:
    return SolveResult(Verdict.WON, moves=moves)


def twelve_moves_line() -> list[Move]:
    """The obvious win of twelve_moves_from_win: jacks, queens, kings home."""
    return [Move(C(col), F(col)) for _ in range(3) for col in range(1, 5)]


# -- one state per position --------------------------------------------------------------


def test_a_search_takes_a_position_from_unseen_to_winnable_and_knows_the_line_along() -> None:
    session = SolverSession()
    position = twelve_moves_from_win()
    assert session.state(position) is PositionState.UNSEEN
    search = session.search_for(position)
    assert search is not None and search.seconds == session.limits.indicator_seconds and not search.long
    session.started(search)
    assert session.state(position) is PositionState.SEARCHING
    assert session.search_for(position) is None  # one search per position
    line = twelve_moves_line()
    session.finished(search, won_by(line))
    assert session.state(position) is PositionState.WINNABLE and session.running is None
    later = position.copy()
    for move in line[:5]:
        later.apply(move)
    known = session.known(later)  # every position along the line is known
    assert known is not None and known.moves == line[5:]
    assert session.search_for(later) is None


def test_a_search_that_runs_out_leaves_the_position_undecided_and_think_longer_once() -> None:
    session = SolverSession(Limits(think_longer_seconds=7.0))
    position = losing_start()
    search = session.search_for(position)
    assert search is not None
    session.started(search)
    session.finished(search, UNKNOWN)
    assert session.state(position) is PositionState.UNDECIDED
    assert session.search_for(position) is None  # the indicator does not ask again
    long = session.think_longer(position)
    assert long is not None and long.long and long.seconds == 7.0
    session.started(long)
    assert session.state(position) is PositionState.THINKING_LONG
    session.stopped()  # the player stopped it: it may be asked again
    assert session.state(position) is PositionState.UNDECIDED
    long = session.think_longer(position)
    assert long is not None
    session.started(long)
    session.finished(long, UNKNOWN)
    assert session.state(position) is PositionState.GAVE_UP  # the same search would end the same way
    assert session.think_longer(position) is None


def test_think_longer_is_only_for_an_undecided_position() -> None:
    session = SolverSession()
    position = losing_start()
    assert session.think_longer(position) is None  # never searched
    search = session.search_for(position)
    assert search is not None
    session.started(search)
    assert session.think_longer(position) is None  # being searched
    session.finished(search, LOST)
    assert session.think_longer(position) is None  # decided


def test_a_position_with_no_move_left_is_lost_without_a_search() -> None:
    session = SolverSession()
    position = losing_start()
    for move in LOSING_LINE:
        position.apply(move)
    assert position.is_stuck()
    assert session.state(position) is PositionState.LOST
    assert session.search_for(position) is None


def test_a_position_whose_moves_left_cannot_win_is_lost_without_a_search() -> None:
    """The window's banner says such a game is lost (engine/dead_end.py): the indicator and
    "Where Did I Lose It?" know it at once too, with or without a search."""
    from tests.test_dead_end import shuttling

    session = SolverSession()
    position = shuttling().position
    assert not position.is_stuck()
    assert session.state(position) is PositionState.LOST and session.search_for(position) is None
    before_last_draw = shuttling()
    for _ in range(3):
        before_last_draw.pop()
    assert session.known(before_last_draw.position) is None  # a card left in the stock: not known


def test_a_won_position_is_never_searched() -> None:
    position = one_move_from_win()
    position.apply(Move(C(1), F(1)))
    assert SolverSession().search_for(position) is None


def test_an_undecided_answer_never_hides_a_verdict() -> None:
    session = SolverSession()
    position = lost_but_not_stuck()
    session.learn(position, LOST)
    search = session.think_longer(position)
    assert search is None
    cache = session.cache
    cache.put(position, UNKNOWN, long=True)
    assert session.state(position) is PositionState.LOST


def test_a_failing_solver_counts_as_undecided() -> None:
    session = SolverSession()
    search = session.search_for(losing_start())
    assert search is not None
    session.started(search)
    session.finished(search, RuntimeError("solver bug"))
    assert session.state(losing_start()) is PositionState.UNDECIDED


def test_real_searches_decide_winnable_and_lost() -> None:
    session = SolverSession()
    for position, state in ((losing_start(), PositionState.WINNABLE), (lost_but_not_stuck(), PositionState.LOST)):
        search = session.search_for(position)
        assert search is not None
        session.started(search)
        session.finished(search, solve(search.position, time_limit=10))
        assert session.state(position) is state


# -- footprint -----------------------------------------------------------------------------


def test_the_cache_is_bounded_and_drops_the_least_recently_used() -> None:
    cache = VerdictCache(limit=5)
    start = twelve_moves_from_win()
    cache.put_line(start, twelve_moves_line())  # 13 positions along the line
    assert len(cache) == 5
    assert cache.get(start) is None  # the start of the line was dropped first
    end = start.copy()
    for move in twelve_moves_line():
        end.apply(move)
    assert cache.get(end) is not None  # the last positions stay
    lost = lost_but_not_stuck()
    cache.put(lost, LOST)
    cache.get(end)  # used again: it outlives the lost position, put after it
    others = losing_start()
    for move in LOSING_LINE[:4]:
        cache.put(others, UNKNOWN)
        others.apply(move)
    assert len(cache) == 5
    assert cache.get(end) is not None
    assert cache.get(lost) is None


def test_a_line_is_stored_once_however_many_positions_share_it() -> None:
    cache = VerdictCache()
    start = twelve_moves_from_win()
    line = twelve_moves_line()
    cache.put_line(start, line)
    after = start.copy()
    after.apply(line[0])
    first, second = cache.get(start), cache.get(after)
    assert first is not None and second is not None
    assert first.line is second.line and second.moves == line[1:]


def test_a_running_search_is_needless_once_its_position_is_decided_or_left() -> None:
    session = SolverSession()
    position = losing_start()
    search = session.search_for(position)
    assert search is not None
    session.started(search)
    assert not session.needless(position)
    moved = position.copy()
    moved.apply(LOSING_LINE[0])
    assert session.needless(moved)  # the player moved on: not about the table any more
    session.learn_line(position, solve(position.copy(), time_limit=10).moves)
    assert session.needless(position)  # a task found the answer meanwhile


# -- the ruleset is part of the key ------------------------------------------------------------


def test_the_same_deal_under_the_other_ruleset_is_another_position() -> None:
    """FT1-N-AAAAABB and FT1-S-AAAAABB deal the same cards; the S line needs a supermove at
    move 24. Once the S deal is analysed, the N deal must not be served its line."""
    s_start = Position.from_deal(Deal.from_code("FT1-S-AAAAABB"))
    n_start = Position.from_deal(Deal.from_code("FT1-N-AAAAABB"))
    assert s_start.piles == n_start.piles and position_key(s_start) != position_key(n_start)
    line = s_line_of_aaaaabb()
    check = s_start.copy()
    for move in line:
        assert check.is_legal(move)
        check.apply(move)
    assert check.is_won()  # the stored line wins under S
    under_n = n_start.copy()
    for move in line[:23]:
        under_n.apply(move)
    assert not under_n.is_legal(line[23])  # ... and breaks under N at move 24
    session = SolverSession()
    session.learn_line(s_start, line)
    assert session.state(s_start) is PositionState.WINNABLE
    assert session.known(n_start) is None
    assert session.state(n_start) is PositionState.UNSEEN
    hint = session.hint(under_n)
    assert hint.kind is HintKind.GUESS and hint.move is not None and under_n.is_legal(hint.move)
    assert session.demo_plan(n_start).kind is DemoKind.SEARCH


# -- hints follow the verdict ----------------------------------------------------------------


def test_a_hint_follows_the_known_line() -> None:
    session = SolverSession()
    position = losing_start()
    line = solve(position.copy(), time_limit=10).moves
    session.learn_line(position, line)
    for move in line:
        hint = session.hint(position)
        assert hint.kind is HintKind.LINE and hint.move == move
        position.apply(move)


def test_while_its_position_is_searched_a_hint_waits_with_its_guess_in_hand() -> None:
    session = SolverSession()
    position = losing_start()
    search = session.search_for(position)
    assert search is not None
    assert session.hint(position).kind is HintKind.GUESS  # nothing running yet
    session.started(search)
    assert session.hint(position) == session.hint(position.copy())
    thinking = session.hint(position)
    assert thinking.kind is HintKind.THINKING and thinking.move == best_heuristic_move(position)
    result = solve(search.position, time_limit=10)
    session.finished(search, result)
    hint = session.hint(position)
    assert hint.kind is HintKind.LINE and hint.move == result.moves[0]


def test_a_hint_on_a_lost_game_says_so_and_with_no_move_says_that() -> None:
    session = SolverSession()
    session.learn(lost_but_not_stuck(), LOST)
    assert session.hint(lost_but_not_stuck()).kind is HintKind.LOST
    stuck = losing_start()
    for move in LOSING_LINE:
        stuck.apply(move)
    assert session.hint(stuck).kind is HintKind.LOST


def test_the_demo_plays_a_known_line_searches_otherwise_and_refuses_a_lost_game() -> None:
    session = SolverSession()
    start = twelve_moves_from_win()
    assert session.demo_plan(start).kind is DemoKind.SEARCH
    session.learn(start, won_by(twelve_moves_line()))
    plan = session.demo_plan(start)
    assert plan.kind is DemoKind.PLAY and list(plan.moves) == twelve_moves_line()
    session.learn(lost_but_not_stuck(), LOST)
    assert session.demo_plan(lost_but_not_stuck()).kind is DemoKind.LOST


# -- what counts as help ------------------------------------------------------------------------


@pytest.mark.parametrize("request_", list(Request))
def test_each_request_marks_a_game_once(request_: Request) -> None:
    session = SolverSession()
    game, other = game_at(losing_start()), game_at(losing_start())
    assert session.mark_helped(game, request_)
    assert not session.mark_helped(game, request_)  # told once per game
    assert session.mark_helped(other, request_)


def test_the_indicator_alone_marks_nothing() -> None:
    """A verdict the player did not ask for is not help: searching and learning never mark."""
    session = SolverSession()
    game = game_at(losing_start())
    search = session.search_for(game.position)
    assert search is not None
    session.started(search)
    session.finished(search, solve(search.position, time_limit=10))
    assert session.state(game.position) is PositionState.WINNABLE
    assert session.mark_helped(game, Request.HINT)  # the first help is still news


# -- the tasks ---------------------------------------------------------------------------------


def lost_walk(session: SolverSession | None = None) -> LostWalk:
    game = game_at(losing_start())
    for move in LOSING_LINE:
        game.push(move)
    return LostWalk.of(game, session or SolverSession())


def test_the_walk_back_finds_the_losing_move() -> None:
    walk = lost_walk()
    assert walk.line == LOSING_LINE and len(walk.positions) == 6
    found = walk.run(never_stop, ignore)
    assert found is not None
    assert (found.winnable, found.lost, found.proven, found.outcome) == (4, 5, True, LostOutcome.MISTAKE)
    assert all(result.result is not Verdict.UNKNOWN for _, result in found.results)


def test_the_walk_back_uses_what_the_session_knows() -> None:
    session = SolverSession()
    start = losing_start()
    session.learn_line(start, solve(start.copy(), time_limit=10).moves)
    walk = lost_walk(session)
    assert walk.known.get(0) is Verdict.WON and walk.known.get(5) is Verdict.UNWINNABLE


def test_the_walk_back_does_not_look_for_dead_ends_through_the_whole_history(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A dead-end look at each position of a long game held the window up to 1.7 s before
    Where Did I Lose It?'s dialog came: the walk asks only whether a move is left."""
    from qvoleurs.analysis import session as session_module
    from tests.test_dead_end import shuttling

    def never(position: Position, limit: int = 0) -> bool:
        raise AssertionError("a dead-end search for the walk")

    monkeypatch.setattr(session_module, "is_dead_end", never)
    walk = LostWalk.of(shuttling(), SolverSession())
    assert len(walk.positions) == len(walk.line) + 1 > 100 and not walk.known
    assert lost_walk().known.get(5) is Verdict.UNWINNABLE  # no move left: known all the same


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 300).flatmap(lambda n: st.tuples(st.just(n), st.integers(-1, n - 2))))
def test_the_walk_back_never_counts_past_the_probes_its_progress_bar_shows(case: tuple[int, int]) -> None:
    """ "Where Did I Lose It?" fills a bar up to `most_probes`: the bisection reports no more
    probes than that, for any game length and any last winnable position."""
    count, last_winnable = case
    start = Position.from_deal(Deal.from_code("FT1-N-AAAAAAA"))
    known = {i: Verdict.WON if i <= last_winnable else Verdict.UNWINNABLE for i in range(count)}
    walk = LostWalk([start] * count, [DRAW] * (count - 1), known, 1.0)  # every verdict known: no search
    reports: list[object] = []
    found = walk.run(never_stop, reports.append)
    assert found is not None and found.winnable == last_winnable
    assert reports == list(range(1, len(reports) + 1)) and len(reports) <= walk.most_probes
    assert walk.most_probes <= max(1, count.bit_length())  # and the bar is not much longer than the walk


def test_the_walk_back_says_undecided_when_no_probe_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13, 8: probes that all run out of time are not "never winnable"."""

    def undecided(position: Position, **limits: Any) -> SolveResult:
        return UNKNOWN

    monkeypatch.setattr(solver_tasks, "solve", undecided)
    found = lost_walk().run(never_stop, ignore)
    assert found is not None and found.winnable == -1
    assert found.outcome is LostOutcome.UNDECIDED


def test_the_walk_back_undecided_after_the_last_winnable_position(monkeypatch: pytest.MonkeyPatch) -> None:
    walk = lost_walk()
    undecided_one = walk.positions[4]

    def solve_but(position: Position, **limits: Any) -> SolveResult:
        return UNKNOWN if position == undecided_one else solve(position, **limits)

    monkeypatch.setattr(solver_tasks, "solve", solve_but)
    found = walk.run(never_stop, ignore)
    assert found is not None
    assert (found.winnable, found.lost, found.proven) == (3, 4, False)
    assert found.outcome is LostOutcome.UNDECIDED_AFTER


@pytest.mark.parametrize(
    ("winnable", "lost", "proven", "outcome"),
    [
        (-1, 0, True, LostOutcome.DEAL_LOST),
        (-1, 0, False, LostOutcome.UNDECIDED),
        (5, 6, True, LostOutcome.STILL_WINNABLE),
        (2, 3, True, LostOutcome.MISTAKE),
        (2, 3, False, LostOutcome.UNDECIDED_AFTER),
    ],
)
def test_each_walk_result_has_its_outcome(winnable: int, lost: int, proven: bool, outcome: LostOutcome) -> None:
    assert LostSearch(winnable, lost, proven, last=5).outcome is outcome


def test_a_cancelled_walk_answers_nothing() -> None:
    assert lost_walk().run(lambda: True, ignore) is None


def test_the_deal_hunt_passes_over_a_lost_deal() -> None:
    offered = [lost_but_not_stuck(), twelve_moves_from_win()]
    asked: list[tuple[str, int | None]] = []

    def factory(rules: str, depth: int | None) -> Game:
        asked.append((rules, depth))
        return game_at(offered[len(asked) - 1])

    reports: list[object] = []
    found = DealHunt("S", 7, 5.0, factory).run(never_stop, reports.append)
    assert found is not None and found.game.position == twelve_moves_from_win()
    assert asked == [("S", 7), ("S", 7)] and reports == [1, 2]
    replay = found.game.position.copy()
    for move in found.line:
        replay.apply(move)
    assert replay.is_won()


def test_a_demo_search_finds_a_line_and_reports_progress() -> None:
    task = DemoSearch(losing_start(), 10.0)
    result = task.run(never_stop, ignore)
    assert result.result is Verdict.WON
    assert task.position == losing_start()  # the task searched a copy


def test_replaying_a_prefix_rebuilds_the_game_or_says_it_cannot() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    for _ in range(3):
        game.push(DRAW)
    rebuilt = replay_prefix(game, 1)
    assert rebuilt is not None and list(rebuilt.line) == [DRAW]
    odd = game_at(losing_start())  # a history that does not start from its deal
    for move in LOSING_LINE[:2]:
        odd.push(move)
    assert replay_prefix(odd, 2) is None


def stop_after(calls: int) -> Callable[[], bool]:
    count = [0]

    def probe() -> bool:
        count[0] += 1
        return count[0] > calls

    return probe


def test_a_stopped_deal_hunt_answers_nothing() -> None:
    assert DealHunt("N", None, 0.0, lambda r, d: game_at(lost_but_not_stuck())).run(stop_after(3), ignore) is None
