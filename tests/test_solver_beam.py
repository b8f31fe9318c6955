"""The beam search (compiled.beam, _core.c): a search for wins only that goes through the
stock one draw at a time, keeping the best positions at each draw. Its wins replay through
the engine; it never claims a proof; it narrows to reach the end of the stock in its time;
and solve() runs it in its schedules, in the core only."""

from __future__ import annotations

import itertools

import pytest

from qvoleurs.engine import Deal, Position
from qvoleurs.engine.rules import FOUNDATION_BASE
from qvoleurs.engine.solver import Verdict, compiled, compiled_core_available, solve
from qvoleurs.engine.solver import search as search_module
from qvoleurs.engine.solver.portfolio import BEAM, LONGER, ROUND, SEARCHES, W2, WASTE_300, Pass, schedule, side_schedule
from qvoleurs.engine.solver.search import verify_line
from tests.solver_games import twelve_moves_from_win
from tests.solver_positions import lost_after_a_draw

needs_core = pytest.mark.skipif(not compiled_core_available(), reason="the compiled core was not built")
MEMORY = 1 << 30
WON_NARROW = 8  # deal 8: a beam of 200 wins it in a fraction of a second (WASTE_300)
LOOKS_LOST = 4  # deal 4: undecided in 10 s, and by narrow beams (one that takes cards back wins it at 10,000)
TAKES_BACK = "FT1-S-BHNYPPY"  # a beam of 50 that takes cards back wins it, one that does not runs dry


def _go(*_: int) -> int:
    return 0


def _deal(number: int) -> Position:
    return Position.from_deal(Deal.from_number(number))


# -- the search itself, in the core ----------------------------------------------------------


@needs_core
def test_the_beam_wins_a_deal_and_its_line_replays_through_the_engine() -> None:
    position = _deal(WON_NARROW)
    verdict, moves, states, expanded, best, stopped = compiled.beam(position, WASTE_300, 200, None, None, MEMORY, _go)
    assert verdict == compiled.WON and stopped is None
    assert best == 104 and states > 1 and expanded > 0
    assert verify_line(position, moves)


@needs_core
def test_the_beam_wins_a_position_that_needs_several_moves() -> None:
    position = twelve_moves_from_win()
    verdict, moves, *_ = compiled.beam(position, W2, 16, None, None, MEMORY, _go)
    assert verdict == compiled.WON
    assert verify_line(position, moves)


@needs_core
def test_a_beam_that_takes_cards_back_wins_where_the_same_beam_without_runs_dry() -> None:
    position = Position.from_deal(Deal.from_code(TAKES_BACK))
    verdict, moves, *_, stopped = compiled.beam(position, WASTE_300, 50, None, None, MEMORY, _go)
    assert (verdict, moves, stopped) == (0, [], None)
    verdict, moves, *_ = compiled.beam(position, WASTE_300, 50, None, None, MEMORY, _go, take_backs=True)
    assert verdict == compiled.WON and verify_line(position, moves)
    assert any(move.src >= FOUNDATION_BASE for move in moves)  # its line takes cards back


@needs_core
def test_a_beam_of_fixed_width_searches_the_same_way_every_time() -> None:
    position = _deal(WON_NARROW)
    first = compiled.beam(position, WASTE_300, 200, None, None, MEMORY, _go)
    again = compiled.beam(position, WASTE_300, 200, None, None, MEMORY, _go)
    assert first == again


@needs_core
@pytest.mark.parametrize("position", [_deal(LOOKS_LOST), lost_after_a_draw()], ids=["deal 4", "lost after a draw"])
def test_the_beam_reaches_the_end_of_the_stock_and_claims_no_proof(position: Position) -> None:
    verdict, moves, *_, stopped = compiled.beam(position, W2, 50, None, None, MEMORY, _go)
    assert verdict == 0 and moves == [] and stopped is None  # ran dry: that proves nothing


@needs_core
def test_a_wider_beam_compares_more_positions() -> None:
    position = _deal(LOOKS_LOST)
    narrow = compiled.beam(position, W2, 20, None, None, MEMORY, _go)
    wide = compiled.beam(position, W2, 200, None, None, MEMORY, _go)
    assert wide[2] > 2 * narrow[2]


@needs_core
def test_with_little_time_the_beam_narrows_and_still_reaches_the_end_of_the_stock() -> None:
    position = _deal(LOOKS_LOST)
    fixed = compiled.beam(position, W2, 2000, None, None, MEMORY, _go)
    hurried = compiled.beam(position, W2, 2000, 0.01, None, MEMORY, _go)
    assert hurried[-1] is None  # not stopped: it went through the whole stock
    assert hurried[2] < fixed[2] / 4


@needs_core
def test_the_beam_stops_for_cancel_states_and_memory() -> None:
    position = _deal(LOOKS_LOST)
    assert compiled.beam(position, W2, 200, None, None, MEMORY, lambda *_: 2)[-1] == "cancel"
    assert compiled.beam(position, W2, 200, None, None, MEMORY, lambda *_: 1)[-1] == "time"
    verdict, _, states, *_, stopped = compiled.beam(position, W2, 200, None, 5000, MEMORY, _go)
    assert (verdict, stopped) == (0, "states") and 5000 <= states < 6000
    verdict, *_, stopped = compiled.beam(position, W2, 200, None, None, 1 << 20, _go)
    assert (verdict, stopped) == (0, "memory")


@needs_core
def test_an_error_in_the_poll_reaches_the_caller() -> None:
    def poll(*_: int) -> int:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        compiled.beam(_deal(LOOKS_LOST), W2, 200, None, None, MEMORY, poll)


# -- where solve() runs it -------------------------------------------------------------------


def test_a_beam_proves_nothing_and_its_width_follows_its_time() -> None:
    plan = Pass(W2, 2.5, take_backs=False, beam=BEAM)
    assert not plan.complete and not Pass(W2, 2.5, beam=BEAM).complete  # whatever its take-backs
    assert plan.kind != Pass(W2, 2.5, take_backs=False).kind
    assert plan.width(None) == int(BEAM * 2.5)
    assert plan.width(5.0) == int(BEAM * 5.0)
    assert plan.width(0.0001) == 16


def test_the_schedules_run_a_beam_before_the_proof_search_and_beside_it() -> None:
    one_core = [plan for plan, _ in schedule(10.0)]
    assert one_core[-1].proofs and one_core[-2].beam  # the complete search keeps the rest
    assert sum(plan.seconds or 0 for plan in SEARCHES) <= 7.0  # and at least 3 s of 10
    # on two cores the side core's 10 s end with two beams, the second from LONGER's first round
    side = list(itertools.islice(side_schedule(10.0), len(SEARCHES) + len(LONGER)))
    ends = list(itertools.accumulate(seconds for _, seconds in side))
    beams = [(end - seconds, end) for (plan, seconds), end in zip(side, ends, strict=True) if plan.beam]
    assert [start < ROUND for start, _ in beams[:3]] == [True, True, False]
    assert beams[1][1] >= ROUND  # the second takes the rest of the side core's 10 s
    assert LONGER[0].beam  # in longer searches, a beam first in every round


@needs_core
@pytest.mark.parametrize("take_backs", [False, True])
def test_solve_s_beam_takes_cards_back_when_its_plan_says_so(take_backs: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[bool] = []

    def beam(*args: object) -> tuple:
        asked.append(bool(args[7]))  # (position, weights, width, seconds, states, memory, poll, take_backs)
        return 0, [], 1, 1, 0, None

    monkeypatch.setattr(compiled, "beam", beam)
    plan = Pass(WASTE_300, 1.0, take_backs=take_backs, beam=BEAM)
    run = search_module._CompiledSearch(_deal(LOOKS_LOST), plan, None, None, 0.25, 0.0, 0, 0, 0.0)
    assert run.run(None, 10_000, MEMORY) == (Verdict.UNKNOWN, [], None)
    assert asked == [take_backs]


def test_the_python_solver_runs_no_beam() -> None:
    # without the core a beam search ends at once, and leaves its time to the next search
    beam_plan = next(plan for plan in SEARCHES if plan.beam)
    run = search_module._Search(_deal(WON_NARROW), beam_plan, None, None, 0.25, 0.0, 0, 0, 0.0)
    assert run.run(None, 10_000, MEMORY) == (Verdict.UNKNOWN, [], None)
    assert run.states == 0


@needs_core
def test_the_core_runs_the_beam_with_its_time_and_width(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, float | None]] = []

    def beam(position: Position, weights: object, width: int, seconds: float | None, *rest: object) -> tuple:
        calls.append((width, seconds))
        return 0, [], 1, 1, 0, None

    def search(*_: object) -> tuple:
        return 0, [], 1, 1, 0, None

    monkeypatch.setattr(compiled, "beam", beam)
    monkeypatch.setattr(compiled, "search", search)
    solve(_deal(LOOKS_LOST), time_limit=10.0, workers=1)  # every search returns at once
    beam_plan = next(plan for plan in SEARCHES if plan.beam)
    [(width, seconds)] = calls
    assert seconds == pytest.approx(beam_plan.seconds, abs=0.5)
    assert width == beam_plan.width(seconds)
    calls.clear()
    solve(_deal(LOOKS_LOST), time_limit=None, max_states=10_000, workers=1)
    assert calls == [(beam_plan.width(None), None)]  # fixed width: the same on every machine
