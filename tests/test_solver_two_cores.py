"""solve() on two cores: the complete search with the proof rules on one (within ROUND for its
first seconds, then that core joins the others), the others beside it; the first verdict
stops both, and nothing is left running."""

from __future__ import annotations

import itertools
import threading
import time

import pytest

from qvoleurs.analysis import tasks as tasks_module
from qvoleurs.analysis.session import Limits, SolverSession
from qvoleurs.engine import Deal, Game, Move, Position
from qvoleurs.engine.solver import SolveProgress, SolverError, Verdict, compiled_core_available, solve
from qvoleurs.engine.solver import search as search_module
from qvoleurs.engine.solver.portfolio import LONGER, PROOF_CORE_SECONDS, ROUND, SEARCHES, Pass, side_schedule

QUICK_WIN = "FT1-N-AAAAAAB"  # deal 1: won within a few thousand positions
LOST = 88  # proven lost by the complete search in a fraction of a second
needs_core = pytest.mark.skipif(not compiled_core_available(), reason="the compiled core was not built")
PROOFS = SEARCHES[-1]  # the complete search with the proof rules


def _quick_line() -> tuple[Position, list[Move]]:
    position = Position.from_deal(Deal.from_code(QUICK_WIN))
    result = solve(position, time_limit=None, max_states=50_000, compiled_core=False)
    assert result.won
    return position, result.moves


# -- what runs beside the complete search ------------------------------------------------


@pytest.mark.parametrize("limit", [2.0, 10.0, 600.0])
def test_the_side_core_runs_every_search_but_the_complete_one_in_rounds_that_double(limit: float) -> None:
    side = [plan for plan in SEARCHES if plan.kind != PROOFS.kind]
    rounds = [plan for plan in LONGER if plan.kind != PROOFS.kind]
    plans = list(itertools.islice(side_schedule(limit), len(side) + 3 * len(rounds)))
    assert all(plan.kind != PROOFS.kind for plan, _ in plans)  # SEARCHES[1] is the same kind
    scale = min(1.0, limit / ROUND)
    assert plans[: len(side)] == [(plan, pytest.approx(plan.seconds * scale)) for plan in side]
    later = plans[len(side) :]
    assert [plan for plan, _ in later] == rounds * 3
    n = len(rounds)
    totals = [sum(seconds for _, seconds in later[i * n : (i + 1) * n]) for i in range(3)]
    first = sum(plan.seconds or 0 for plan in rounds) * scale
    assert totals == pytest.approx([first, 2 * first, 4 * first])


def test_the_side_core_skips_spent_kinds_and_stops_when_all_are_spent() -> None:
    spent = {LONGER[0].kind}
    plans = [plan for plan, _ in itertools.islice(side_schedule(600.0, spent), 30)]
    assert LONGER[0] not in plans and LONGER[1] in plans
    spent |= {plan.kind for plan in (*SEARCHES, *LONGER)}
    assert list(side_schedule(600.0, spent)) == []


# -- two threads, with searches that stand in for the core's ---------------------------------


class _Fakes:
    """Stand-ins for the core's searches: each call of `behave(plan, seed, stop)` says what
    one search returns; every search is recorded with its thread, deadline and memory."""

    def __init__(self, behave: object) -> None:
        self.behave = behave
        self.runs: list[tuple[str, Pass, int, float | None, int]] = []
        self.lock = threading.Lock()

    def search_class(self) -> type:
        fakes = self

        class FakeSearch:
            def __init__(self, position: Position, plan: Pass, cancel: object, *rest: object) -> None:
                self.plan, self.stop, self.seed = plan, cancel, rest[-1]
                self.states, self.best_home, self.next_report = 10, 0, 0.0

            def run(
                self, deadline: float | None, budget: int | None, memory: int
            ) -> tuple[Verdict, list[Move], str | None]:
                span = None if deadline is None else deadline - time.perf_counter()
                with fakes.lock:
                    fakes.runs.append((threading.current_thread().name, self.plan, self.seed, span, memory))
                return fakes.behave(self.plan, self.seed, self.stop)  # type: ignore[operator]

        return FakeSearch


def _wait_for_stop(stop: object, limit: float = 5.0) -> tuple[Verdict, list[Move], str]:
    """A search that runs until it is told to stop (or gives up after `limit` s: then the test fails)."""
    until = time.perf_counter() + limit
    while time.perf_counter() < until:
        if stop():  # type: ignore[operator]
            return Verdict.UNKNOWN, [], "cancel"
    return Verdict.UNKNOWN, [], "time"


def _solve_two(monkeypatch: pytest.MonkeyPatch, fakes: _Fakes, limit: float = 10.0, **kw: object) -> object:
    monkeypatch.setattr(search_module, "_CompiledSearch", fakes.search_class())
    monkeypatch.setattr(search_module.compiled, "compiled_core_available", lambda: True)
    position = kw.pop("position", None) or Position.from_deal(Deal.from_code(QUICK_WIN))
    return solve(position, time_limit=limit, compiled_core=True, workers=2, **kw)  # type: ignore[arg-type]


def _no_solver_threads() -> bool:
    return not [t for t in threading.enumerate() if t.name == "qvoleurs-solve-side"]


@pytest.mark.parametrize(
    ("limit", "proof_seconds"), [(10.0, PROOF_CORE_SECONDS), (5.0, PROOF_CORE_SECONDS / 2), (30.0, 30.0)]
)
def test_the_complete_search_has_a_core_of_its_own_and_the_others_run_beside_it(
    monkeypatch: pytest.MonkeyPatch, limit: float, proof_seconds: float
) -> None:
    # every search runs out of memory at once: each kind runs once, on one core or the other
    fakes = _Fakes(lambda plan, seed, stop: (Verdict.UNKNOWN, [], "memory"))
    result = _solve_two(monkeypatch, fakes, limit, max_memory_mb=600)
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "memory"
    main = [r for r in fakes.runs if r[0] != "qvoleurs-solve-side"]
    assert main[0][1] is PROOFS
    # within ROUND its first seconds, in proportion (its proofs come early); beyond, all the
    # time, for the proofs that need longer
    assert main[0][3] == pytest.approx(proof_seconds, abs=0.5)
    others = [r[1] for r in fakes.runs if r[1] is not PROOFS]
    expected = [p for p in (*SEARCHES, *LONGER) if p.kind != PROOFS.kind]
    assert sorted(map(id, others)) == sorted(
        id(p) for i, p in enumerate(expected) if p.kind not in {q.kind for q in expected[:i]}
    )  # a spent kind is not run again, whichever core spent it
    assert {r[4] for r in fakes.runs} == {300 * 1024 * 1024}  # half the memory each
    assert result.states == 10 * len(fakes.runs)
    assert _no_solver_threads()


def test_once_the_complete_search_is_out_of_memory_its_core_runs_the_others_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the side core holds on to its first search while the other core, its complete search
    # out of memory, takes every other search of the schedule: each kind once, as they
    # share the record of spent kinds
    others: list[Pass] = []  # the side schedule's kinds, each once
    for p in (*SEARCHES, *LONGER):
        if p.kind != PROOFS.kind and p.kind not in {q.kind for q in others}:
            others.append(p)
    done_by_main: list[Pass] = []
    side_busy, all_taken = threading.Event(), threading.Event()

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if threading.current_thread().name == "qvoleurs-solve-side":
            side_busy.set()
            all_taken.wait(5)
        elif plan is PROOFS:
            side_busy.wait(5)  # out of memory once the side core has its first search
        else:
            done_by_main.append(plan)
            if len(done_by_main) == len(others) - 1:
                all_taken.set()
        return Verdict.UNKNOWN, [], "memory"

    fakes = _Fakes(behave)
    result = _solve_two(monkeypatch, fakes)
    assert all_taken.is_set()
    assert done_by_main == others[1:]
    assert [r[1] for r in fakes.runs if r[0] == "qvoleurs-solve-side"] == others[:1]
    assert result.stopped_by == "memory" and _no_solver_threads()


def test_after_its_seconds_the_complete_search_s_core_joins_the_searches_for_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the complete search runs out of time at its PROOF_CORE_SECONDS (within ROUND); its core
    # then takes the side schedule's searches while the side core still holds its first
    side_busy, main_joined = threading.Event(), threading.Event()

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if threading.current_thread().name == "qvoleurs-solve-side":
            side_busy.set()
            main_joined.wait(5)
            return Verdict.UNKNOWN, [], "memory"
        if plan is PROOFS:
            side_busy.wait(5)
            return Verdict.UNKNOWN, [], "time"
        main_joined.set()
        return Verdict.UNKNOWN, [], "memory"

    fakes = _Fakes(behave)
    result = _solve_two(monkeypatch, fakes)
    main = [r[1] for r in fakes.runs if r[0] != "qvoleurs-solve-side"]
    assert main_joined.is_set() and main[0] is PROOFS
    assert PROOFS not in main[1:] and len(main) > 1  # the proof search is not run again
    side = [r[1] for r in fakes.runs if r[0] == "qvoleurs-solve-side"]
    assert not set(map(id, main[1:])) & set(map(id, side))  # each of the others once, on one core
    assert result.result is Verdict.UNKNOWN and _no_solver_threads()


def test_a_proof_on_one_core_stops_the_other(monkeypatch: pytest.MonkeyPatch) -> None:
    seen_stop = threading.Event()

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if plan is PROOFS:
            return Verdict.UNWINNABLE, [], None  # and its confirmation, with the other seed
        answer = _wait_for_stop(stop)
        if answer[2] == "cancel":
            seen_stop.set()
        return answer

    fakes = _Fakes(behave)
    result = _solve_two(monkeypatch, fakes)
    assert result.result is Verdict.UNWINNABLE
    assert [r[2] for r in fakes.runs if r[1] is PROOFS] == [0, search_module.CONFIRM_SEED]
    assert seen_stop.is_set()
    assert _no_solver_threads()


def test_a_win_on_the_side_core_stops_the_complete_search_and_is_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    position, line = _quick_line()
    stopped = threading.Event()

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if plan is PROOFS:
            answer = _wait_for_stop(stop)
            if answer[2] == "cancel":
                stopped.set()
            return answer
        return Verdict.WON, list(line), None

    result = _solve_two(monkeypatch, _Fakes(behave), position=position)
    assert result.won and result.moves == line
    assert stopped.is_set()
    assert _no_solver_threads()


def test_a_line_from_the_side_core_that_does_not_replay_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    position, line = _quick_line()

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if plan is PROOFS:
            return _wait_for_stop(stop)
        return Verdict.WON, line[:-1], None

    with pytest.raises(SolverError):
        _solve_two(monkeypatch, _Fakes(behave), position=position)
    assert _no_solver_threads()


def test_two_cores_that_disagree_give_an_error_not_a_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    position, line = _quick_line()

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if plan is PROOFS:
            return Verdict.UNWINNABLE, [], None
        return Verdict.WON, list(line), None

    with pytest.raises(SolverError):
        _solve_two(monkeypatch, _Fakes(behave), position=position)
    assert _no_solver_threads()


def test_an_error_on_the_side_core_reaches_the_caller_and_stops_the_other(monkeypatch: pytest.MonkeyPatch) -> None:
    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if plan is PROOFS:
            return _wait_for_stop(stop)
        raise MemoryError("the side search failed")

    with pytest.raises(MemoryError):
        _solve_two(monkeypatch, _Fakes(behave))
    assert _no_solver_threads()


def test_a_cancel_stops_both_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    cancel = threading.Event()
    started = threading.Barrier(3)

    def behave(plan: Pass, seed: int, stop: object) -> tuple[Verdict, list[Move], str | None]:
        if plan is PROOFS or plan is SEARCHES[0]:
            started.wait(5)
        return _wait_for_stop(stop)

    def cancel_once_both_run() -> None:
        started.wait(5)
        cancel.set()

    helper = threading.Thread(target=cancel_once_both_run)
    helper.start()
    result = _solve_two(monkeypatch, _Fakes(behave), cancel=cancel)
    helper.join()
    assert result.result is Verdict.UNKNOWN and result.stopped_by == "cancel"
    assert _no_solver_threads()


def test_the_progress_of_two_cores_is_reported_as_one() -> None:
    reports: list[SolveProgress] = []
    joint = search_module._Progress(reports.append, 0.25)
    a, b = joint.lane(0), joint.lane(1)
    a(SolveProgress(100, 50, 0.30, 20, 40, 1.0))
    b(SolveProgress(300, 90, 0.31, 30, 60, 2.0))  # within the interval: kept for the next report
    a(SolveProgress(200, 80, 0.60, 25, 70, 1.5))
    assert reports == [
        SolveProgress(100, 50, 0.30, 20, 40, 1.0),
        SolveProgress(500, 170, 0.60, 30, 130, 3.5),
    ]


# -- with the real core ----------------------------------------------------------------------


@needs_core
def test_two_cores_prove_and_win_what_one_does() -> None:
    lost = Position.from_deal(Deal.from_number(LOST))
    assert solve(lost, time_limit=30, workers=2).result is Verdict.UNWINNABLE
    deal = Deal.from_code(QUICK_WIN)
    result = solve(Position.from_deal(deal), time_limit=30, workers=2)
    assert result.won
    game = Game(deal, undo_depth=None)
    for move in result.moves:
        game.push(move)
    assert game.is_won()
    assert _no_solver_threads()


# -- who asks for two cores ------------------------------------------------------------------


@pytest.mark.parametrize(("cores", "asked", "unasked"), [(1, 1, 1), (2, 2, 1), (4, 2, 2), (16, 2, 2)])
def test_two_cores_for_what_the_player_asks_and_for_the_indicator_only_on_a_machine_with_four(
    monkeypatch: pytest.MonkeyPatch, cores: int, asked: int, unasked: int
) -> None:
    monkeypatch.setattr("os.cpu_count", lambda: cores)
    session = SolverSession(Limits())
    position = Position.from_deal(Deal.from_code(QUICK_WIN))
    search = session.search_for(position)
    assert search is not None and search.workers == unasked
    session.started(search)
    session.finished(search, search_module.SolveResult(Verdict.UNKNOWN, stopped_by="time"))
    longer = session.think_longer(position)
    assert longer is not None and longer.workers == asked


def test_the_player_s_tasks_hand_their_cores_to_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def fake_solve(position: Position, **kw: object) -> search_module.SolveResult:
        calls.append(kw["workers"])  # type: ignore[arg-type]
        return search_module.SolveResult(Verdict.WON, [])

    monkeypatch.setattr(tasks_module, "solve", fake_solve)
    position = Position.from_deal(Deal.from_code(QUICK_WIN))
    tasks_module.DemoSearch(position, 1.0, workers=2).run(lambda: False, lambda _: None)
    tasks_module.DealHunt("N", None, 1.0, workers=2).run(lambda: False, lambda _: None)
    game = Game(Deal.from_code(QUICK_WIN))
    game.push(next(iter(game.legal_moves)))
    walk = tasks_module.LostWalk([position, game.position.copy()], list(game.line), {}, 1.0, 2)
    walk.run(lambda: False, lambda _: None)
    assert calls == [2, 2, 2]


def test_the_indicator_s_job_hands_its_cores_to_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    from qvoleurs.analysis.session import Search
    from qvoleurs.ui.solver import worker as worker_module

    calls: list[object] = []

    def fake_solve(position: Position, **kw: object) -> search_module.SolveResult:
        calls.append(kw["workers"])
        return search_module.SolveResult(Verdict.UNKNOWN, stopped_by="time")

    monkeypatch.setattr(tasks_module, "solve", fake_solve)  # the job solves through tasks.reported_solve
    position = Position.from_deal(Deal.from_code(QUICK_WIN))
    for workers in (1, 2):
        job = worker_module.search_job(Search(b"key", position, 1.0, 64, workers=workers))
        job(lambda: False, lambda _: None)
    assert calls == [1, 2]
