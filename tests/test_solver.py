"""The solver: winning lines that replay, proofs on positions with known answers, limits."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from qvoleurs.cli import main
from qvoleurs.engine import Deal, Game, Move, Position
from qvoleurs.engine.rules import FOUNDATION_BASE, WASTE, is_column
from qvoleurs.engine.solver import (
    SolveProgress,
    SolveResult,
    Verdict,
    best_heuristic_move,
    compiled_core_available,
    solve,
)
from qvoleurs.engine.solver import search as search_module
from qvoleurs.engine.solver.heuristics import Weights, evaluate
from qvoleurs.engine.solver.key import position_key
from qvoleurs.engine.solver.portfolio import LONGER, ROUND, SEARCHES, Pass, schedule
from tests.solver_positions import (
    exhaustive_verdict,
    lost_after_a_draw,
    one_move_from_win,
    stuck,
    takeback_needed,
)

# Deals the solver wins within a few thousand positions (found with benchmarks/solver.py).
QUICK_WIN = "FT1-N-AAAAAAB"  # deal 1
HARD = "FT1-N-AAAAAAV"  # not decided within a second
needs_core = pytest.mark.skipif(not compiled_core_available(), reason="the compiled core was not built")


def replay(position: Position, moves: list[Move]) -> Position:
    probe = position.copy()
    for m in moves:
        assert probe.check(m) is None, f"{m} is illegal"
        probe.apply(m)
    return probe


def test_a_found_line_replays_through_game_to_a_win_with_the_rules_score() -> None:
    deal = Deal.from_code(QUICK_WIN)
    result = solve(Position.from_deal(deal), time_limit=None, max_states=50_000)
    assert result.result is Verdict.WON
    game = Game(deal, undo_depth=None)
    for move in result.moves:
        game.push(move)
    assert game.is_won()
    takebacks = sum(1 for m in result.moves if m.src >= FOUNDATION_BASE)
    to_columns = sum(1 for m in result.moves if m.src == WASTE and is_column(m.dst))
    if takebacks == 0:
        assert game.score == 1040 + 5 * to_columns
    assert result.states > 0 and result.seconds >= 0


def test_one_move_from_a_win() -> None:
    p = one_move_from_win()
    result = solve(p)
    assert result.result is Verdict.WON
    assert [str(m) for m in result.moves] == ["c1-f1"]
    assert best_heuristic_move(p) == Move.parse("c1-f1")


def test_a_won_position_needs_no_moves() -> None:
    p = replay(one_move_from_win(), [Move.parse("c1-f1")])
    result = solve(p)
    assert result.result is Verdict.WON and result.moves == []


def test_a_stuck_position_is_unwinnable() -> None:
    p = stuck()
    assert p.is_stuck()
    result = solve(p)
    assert result.result is Verdict.UNWINNABLE
    assert best_heuristic_move(p) is None


def test_a_position_lost_though_not_stuck() -> None:
    # proofs.py rule 3 sees it at once: both 3S lie under 4S that can never move
    p = lost_after_a_draw()
    assert not p.is_stuck()
    assert exhaustive_verdict(p) is False
    result = solve(p)
    assert result.result is Verdict.UNWINNABLE
    assert best_heuristic_move(p) is not None


def test_a_whole_deal_is_proven_lost() -> None:
    """FT1-N-AAAAAAK (deal 10): both diamond aces lie at the bottom of columns. A plain
    exhaustive search meets 1.8 million positions in a minute (none with an empty column)
    without an end; with rules 1 and 3 on every position the search runs dry."""
    deal = Deal.from_code("FT1-N-AAAAAAK")
    result = solve(Position.from_deal(deal), time_limit=None, max_states=100_000)
    assert result.result is Verdict.UNWINNABLE
    assert result.states < 50_000  # the first search of the portfolio, alone


def test_a_win_that_needs_a_foundation_takeback_is_found() -> None:
    p = takeback_needed()
    result = solve(p, time_limit=None, max_states=200_000)
    assert result.result is Verdict.WON
    assert any(m.src >= FOUNDATION_BASE for m in result.moves), "the only wins take a card back"
    assert replay(p, result.moves).is_won()


def test_without_takebacks_that_position_is_lost() -> None:
    # a plain search that never takes a card back finds no win, and with take-backs it
    # does: the win above really needs the take-back
    p = takeback_needed()
    assert exhaustive_verdict(p, allowed=lambda move: move.src < FOUNDATION_BASE) is False
    assert exhaustive_verdict(p) is True


@pytest.mark.parametrize("max_states", [10, 100, 1000, 5000])
def test_the_takeback_position_is_never_called_unwinnable(max_states: int) -> None:
    result = solve(takeback_needed(), time_limit=None, max_states=max_states)
    assert result.result in (Verdict.WON, Verdict.UNKNOWN)


@pytest.mark.parametrize("core", [False, pytest.param(True, marks=needs_core)])
def test_a_search_without_take_backs_that_runs_dry_proves_nothing(core: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # the take-back position has no win without a take-back: the narrow search runs dry,
    # and that must not read as "lost"
    monkeypatch.setattr(search_module, "SEARCHES", (Pass(Weights(), take_backs=False),))
    result = solve(takeback_needed(), time_limit=None, compiled_core=core)
    assert result.result is Verdict.UNKNOWN


@pytest.mark.parametrize("core", [False, pytest.param(True, marks=needs_core)])
def test_a_search_without_take_backs_wins_without_them(core: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "SEARCHES", (Pass(Weights(), take_backs=False),))
    p = Position.from_deal(Deal.from_code(QUICK_WIN))
    result = solve(p, time_limit=None, max_states=50_000, compiled_core=core)
    assert result.result is Verdict.WON and replay(p, result.moves).is_won()
    assert all(m.src < FOUNDATION_BASE for m in result.moves)


def test_the_portfolio_ends_with_a_complete_search_and_proves_with_one() -> None:
    # only a complete search's running dry is a proof: the one that checks the proof
    # rules must be complete, and the last search must take what time is left
    assert any(plan.proofs and plan.complete for plan in SEARCHES)
    assert all(plan.complete for plan in SEARCHES if plan.proofs)
    assert SEARCHES[-1].seconds is None and all(plan.seconds for plan in SEARCHES[:-1])


@pytest.mark.parametrize("limit", [2.0, 10.0, 30.0, 600.0])
def test_the_short_searches_keep_their_time_in_longer_searches_and_shrink_in_shorter(limit: float) -> None:
    # the window's indicator searches 30 s: a verdict the short searches find must come as
    # soon as in a 10 s search
    plans = list(itertools.islice(schedule(limit), len(SEARCHES)))
    assert [plan for plan, _ in plans] == list(SEARCHES)
    spans = [seconds for _, seconds in plans]
    short = [plan.seconds for plan in SEARCHES[:-1]]
    scale = min(1.0, limit / ROUND)
    assert spans[:-1] == pytest.approx([s * scale for s in short if s is not None])
    assert ROUND - sum(short) >= 3.0  # the proof search keeps at least 3 s of a 10 s search
    if limit <= ROUND:
        assert spans[-1] is None  # the complete search: all that is left
        assert len(list(schedule(limit))) == len(SEARCHES)
    else:
        assert sum(spans) == pytest.approx(ROUND)  # as in ROUND, the rest for what follows


def test_beyond_round_the_searches_take_turns_in_rounds_that_double() -> None:
    plans = list(itertools.islice(schedule(600.0), len(SEARCHES) + 3 * len(LONGER)))[len(SEARCHES) :]
    assert [plan for plan, _ in plans] == list(LONGER) * 3
    first = sum(plan.seconds or 0 for plan in LONGER)
    n = len(LONGER)
    rounds = [sum(s for _, s in plans[i : i + n] if s is not None) for i in (0, n, 2 * n)]
    assert rounds == pytest.approx([first, 2 * first, 4 * first])
    # the searches for wins win more with more time; the complete one keeps the largest
    # share of each round, for the proofs
    assert any(not plan.take_backs for plan in LONGER) and any(plan.beam for plan in LONGER)
    assert any(plan.beam and plan.take_backs for plan in LONGER)  # a beam that takes cards back too
    [proofs] = [s for plan, s in plans[:n] if plan.proofs and plan.complete]
    assert proofs == max(s for _, s in plans[:n]) and proofs >= first / 3


def test_a_kind_of_search_that_ran_out_of_memory_is_not_run_again() -> None:
    spent = {SEARCHES[-1].kind}
    plans = [plan for plan, _ in itertools.islice(schedule(600.0, spent), 40)]
    assert all(plan.kind != SEARCHES[-1].kind for plan in plans)  # SEARCHES[1] too: the same kind
    spent |= {plan.kind for plan in LONGER}
    assert len(list(schedule(600.0, spent))) == len([p for p in SEARCHES if p.kind not in spent])


class _Clock:
    """time.perf_counter for solve(), moved on by the fake searches below."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now


def _solve_with_fake_searches(
    monkeypatch: pytest.MonkeyPatch, outcome: str, limit: float
) -> tuple[SolveResult, list[tuple[Pass, float | None]], _Clock]:
    """solve() with searches that each end at once for `outcome` ("time": at their deadline), on a fake clock."""
    clock, runs = _Clock(), []

    class FakeSearch:
        def __init__(self, position: Position, plan: Pass, *rest: object) -> None:
            self.plan, self.states, self.best_home, self.next_report = plan, 10, 0, 0.0

        def run(self, deadline: float | None, budget: int | None, memory: int) -> tuple[Verdict, list[Move], str]:
            runs.append((self.plan, None if deadline is None else deadline - clock.now))
            if outcome == "time" and deadline is not None:
                clock.now = deadline
            return Verdict.UNKNOWN, [], outcome

    monkeypatch.setattr(search_module, "time", clock)
    monkeypatch.setattr(search_module, "_Search", FakeSearch)
    result = solve(Position.from_deal(Deal.from_code(HARD)), time_limit=limit, compiled_core=False)
    return result, runs, clock


def test_a_long_search_runs_rounds_until_its_time_is_up(monkeypatch: pytest.MonkeyPatch) -> None:
    result, runs, clock = _solve_with_fake_searches(monkeypatch, "time", 60.0)
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "time"
    assert clock.now == pytest.approx(60.0)
    # 10 s of SEARCHES, then rounds of 13 1/3 s and 26 2/3 s, then what is left of 60 s
    assert [plan for plan, _ in runs] == [*SEARCHES, *LONGER, *LONGER, LONGER[0]]
    assert sum(s for _, s in runs if s is not None) == pytest.approx(60.0)


def test_a_search_that_runs_out_of_memory_hands_on_to_the_next(monkeypatch: pytest.MonkeyPatch) -> None:
    # each search starts afresh with all the memory; a kind that ran out is not run again,
    # and once every kind has, the search ends long before its time
    result, runs, clock = _solve_with_fake_searches(monkeypatch, "memory", 600.0)
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "memory"
    kinds = [plan.kind for plan, _ in runs]
    assert len(kinds) == len(set(kinds)) == len({p.kind for p in (*SEARCHES, *LONGER)})
    assert clock.now == 0.0


def test_solve_leaves_the_position_unchanged() -> None:
    p = Position.from_deal(Deal.from_code(QUICK_WIN))
    before = p.copy()
    solve(p, time_limit=None, max_states=3000)
    assert p == before


def test_the_same_input_and_state_limit_give_the_same_answer() -> None:
    for code, limit in ((QUICK_WIN, 50_000), (HARD, 4000)):
        p = Position.from_deal(Deal.from_code(code))
        a = solve(p, time_limit=None, max_states=limit)
        b = solve(p, time_limit=None, max_states=limit)
        assert (a.result, a.moves, a.states) == (b.result, b.moves, b.states)
    assert a.result is Verdict.UNKNOWN and a.stopped_by == "states"


def test_a_time_limit_stops_with_unknown() -> None:
    result = solve(Position.from_deal(Deal.from_code(HARD)), time_limit=0.3)
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "time"
    assert result.seconds >= 0.3  # how soon after it stops is a matter for benchmarks/, not a timed test


def test_a_memory_limit_stops_with_unknown() -> None:
    result = solve(Position.from_deal(Deal.from_code(HARD)), time_limit=20, max_memory_mb=1)
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "memory"  # long before the 20 s


@pytest.mark.parametrize("as_event", [True, False])
def test_cancel_stops_the_search_within_100_ms(as_event: bool) -> None:
    event = threading.Event()
    results = []
    p = Position.from_deal(Deal.from_code(HARD))
    cancel = event if as_event else event.is_set
    worker = threading.Thread(target=lambda: results.append(solve(p, time_limit=None, cancel=cancel)))
    worker.start()
    time.sleep(0.3)  # let the search get going (a thread, not the GUI)
    event.set()
    set_at = time.perf_counter()
    worker.join(timeout=2)
    assert not worker.is_alive()
    assert time.perf_counter() - set_at < 0.1
    assert results[0].result is Verdict.UNKNOWN and results[0].stopped_by == "cancel"


def test_progress_is_reported_with_growing_counts() -> None:
    seen: list[SolveProgress] = []
    solve(Position.from_deal(Deal.from_code(HARD)), time_limit=0.6, progress=seen.append, progress_interval=0.1)
    assert len(seen) >= 3
    assert all(a.states <= b.states and a.seconds <= b.seconds for a, b in itertools.pairwise(seen))
    assert seen[-1].states > 0 and 0 <= seen[-1].best_home <= 104 and seen[-1].memory_mb > 0


def test_best_heuristic_move_is_legal_from_a_deal() -> None:
    p = Position.from_deal(Deal.from_code(HARD))
    move = best_heuristic_move(p)
    assert move is not None and p.check(move) is None


def test_solve_command_prints_json_with_a_line_that_replays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", QUICK_WIN, "--time-limit", "20", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"code", "from", "result", "moves", "seconds", "states"}
    assert data["code"] == QUICK_WIN and data["from"] == "deal" and data["result"] == "won"
    assert isinstance(data["seconds"], float) and data["states"] > 0
    game = Game(Deal.from_code(QUICK_WIN), undo_depth=None)
    for text in data["moves"]:
        game.push(Move.parse(text))
    assert game.is_won()


def test_solve_command_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", QUICK_WIN, "--time-limit", "20"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{QUICK_WIN}: won in ") and "positions" in lines[0]
    assert len(lines) == 2 and all(Move.parse(t) for t in lines[1].split())


def test_solve_command_on_a_deal_file_says_unknown_when_time_runs_out(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({k: v for k, v in Deal.from_code(HARD).to_json().items() if k != "code"}))
    assert main(["solve", str(path), "--time-limit", "0.3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["result"] == "unknown" and data["moves"] == []


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "FT1-N-nonsense"],
        ["solve", "FT1-N-AAAAAAV", "--time-limit", "0"],
        ["solve", "FT1-N-AAAAAAV", "--time-limit", "soon"],
        ["solve", "/no/such/deal.json"],
        ["solve"],
    ],
)
def test_solve_command_bad_input_is_one_line_and_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("qvoleurs: ") and err.count("\n") == 1 and "Traceback" not in err


def test_solve_command_does_not_import_qt() -> None:
    code = "import sys; from qvoleurs.cli import main; main(['solve', 'FT1-N-AAAAAAB', '--time-limit', '1']); "
    code += "print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "False"


def test_following_the_hints_never_sends_a_card_back_and_forth() -> None:
    """Hints picked a move from one 8 of diamonds onto the other whenever nothing scored
    better, and from there the move back: a player following them went to and fro (deals 5,
    6, 7 and 10 within 25 hints). A sideways move is a hint only when it raises the score."""
    from qvoleurs.engine.cards import DECK_SIZE
    from qvoleurs.engine.solver.proofs import auto_home

    def score(position: Position) -> int:  # as the hint scores: with the safe home moves made
        piles = [list(pile) for pile in position.piles]
        auto_home(piles, [])
        return evaluate(piles)

    for number in range(1, 13):
        position = Position.from_deal(Deal.from_number(number))
        seen = {position_key(position.piles)}
        for _ in range(60):
            move = best_heuristic_move(position)
            assert move is not None
            src, dst = position.piles[move.src], position.piles[move.dst]
            sideways = (
                is_column(move.src) and is_column(move.dst) and len(src) > move.count and bool(dst)
                and src[-move.count - 1] % DECK_SIZE == dst[-1] % DECK_SIZE
            )  # fmt: skip
            before = score(position)
            position.apply(move)
            assert not sideways or score(position) > before, (number, str(move))
            key = position_key(position.piles)
            assert key not in seen, (number, str(move))
            seen.add(key)
