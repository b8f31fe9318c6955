"""Best-first search over positions: finds wins, and proves a position lost when it runs dry.

The search expands the most promising position first (heuristics.evaluate), never
prunes anything but what proofs.py argues is sound, and remembers every position it
has met by its canonical key (key.py). So it is complete: when no open position is
left, no line from the start wins, and the answer is "unwinnable". A winning line is
replayed through the engine's own move checks before it is returned.

The same search runs in C when the compiled core is built (compiled.py, _core.c): the
same moves, keys (hashed to 64 bits), safe home moves, score and proof rules, checked
against the engine and this file by tests/test_solver_core.py; _Search is the fallback.
"""

from __future__ import annotations

import heapq
import itertools
import os
import random
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from ..cards import DECK_SIZE, PACK_SIZE
from ..moves import Move
from ..position import Position
from ..rules import FOUNDATION_BASE, FOUNDATION_PILES, STOCK, is_column
from . import compiled
from .heuristics import Weights, evaluate, make_evaluator
from .key import decode_moves, decode_state, encode_moves, encode_state, position_key
from .moves import candidate_moves
from .portfolio import SEARCHES, Kind, Pass, proof_core_seconds, schedule, side_schedule
from .proofs import auto_home, frozen_cards_prove_lost, undo_moves
from .stock_order import stock_order_proves_lost

# The core remembers positions by 64-bit keys, and two positions with the same key could
# hide a win (odds under n^2 / 2^65 for n positions): a proof by exhaustion in the core is
# only given once a second search, with keys made of other numbers, runs dry too.
CONFIRM_SEED = 0x5EED
CHECK_EVERY = 32  # expansions between looks at the clock, the cancel flag and memory
# Bytes per remembered position (key in a set, parent and moves in lists) and per open
# position (a heap entry with its stored state), beyond the keys' and states' own length;
# checked with tracemalloc on deals (the estimate stays within about 10 % of the traced size).
BYTES_PER_SEEN = 190
BYTES_PER_OPEN = 140


class Verdict(StrEnum):
    WON = "won"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveProgress:
    """A look at a running search, for progress displays."""

    states: int  # distinct positions met so far
    expanded: int  # positions whose moves were tried
    seconds: float
    best_home: int  # most cards on the foundations in any position met so far
    open_positions: int
    memory_mb: float  # estimated size of the search tables


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The answer: `moves` is a complete winning line from the given position when `result` is WON."""

    result: Verdict
    moves: list[Move] = field(default_factory=list)
    seconds: float = 0.0
    states: int = 0
    stopped_by: str | None = None  # for UNKNOWN: "time", "states", "memory" or "cancel"

    @property
    def won(self) -> bool:
        return self.result is Verdict.WON

    @property
    def unwinnable(self) -> bool:
        return self.result is Verdict.UNWINNABLE


class SolverError(RuntimeError):
    """A found line failed to replay: a bug in the solver, never a verdict."""


Cancel = Callable[[], bool] | threading.Event | None


def _cancel_probe(cancel: Cancel) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


def _home(piles: list[list[int]]) -> int:
    return sum(len(piles[f]) for f in FOUNDATION_PILES)


def verify_line(position: Position, moves: list[Move]) -> bool:
    """True when `moves` replay from `position` under the rules and end in a win."""
    probe = position.copy()
    for m in moves:
        if probe.check(m) is not None:
            return False
        probe.apply(m)
    return probe.is_won()


def solve(
    position: Position,
    *,
    time_limit: float | None = 10.0,
    max_states: int | None = None,
    max_memory_mb: int = 1024,
    cancel: Cancel = None,
    progress: Callable[[SolveProgress], None] | None = None,
    progress_interval: float = 0.25,
    compiled_core: bool | None = None,
    workers: int = 1,
) -> SolveResult:
    """Search for a win from `position` (left unchanged), knowing the stock order.

    Runs the searches of portfolio.schedule in turn (SEARCHES, and beyond ROUND seconds
    rounds of LONGER), each with its part of the time and of `max_states`
    (Pass.state_budget); a search that runs out of memory hands on to the next; the first complete one to
    run dry proves the position lost (in the core, once the same search with independent
    keys runs dry too: CONFIRM_SEED; it meets the same positions again, not counted in
    `states`). Deterministic for the same position and
    `max_states` when `time_limit` is None and nothing cancels. `cancel` is polled every few milliseconds.
    `states` counts the distinct positions of all the searches together. The searches
    run in the compiled core when it was built (compiled.py), unless `compiled_core` is
    False; True insists on it (SolverError when it is missing).

    With `workers` 2, the core and a time limit (and no `max_states`), two searches run at
    once, on two cores: the complete search with the proof rules (within ROUND for its
    first seconds only, portfolio.proof_core_seconds), and beside it the others
    (portfolio.side_schedule; once the complete search has had its time or run out of
    memory, its core takes turns at them too); each has half of `max_memory_mb`, and the
    first verdict stops both. The core releases the GIL while it searches, so the
    two threads do not wait for each other.
    """
    use_core = compiled.compiled_core_available() if compiled_core is None else compiled_core
    if use_core and not compiled.compiled_core_available():
        raise SolverError("the solver's compiled core was not built")
    start = time.perf_counter()
    if not position.is_won() and (frozen_cards_prove_lost(position.piles) or stock_order_proves_lost(position.piles)):
        # proofs.py rule 3: some cards can never move again (the first search also checks
        # every position it expands: with rule 1's safe cards home it proves whole deals lost);
        # stock_order.py rule 4: with the order of the stock, no column can ever empty
        return SolveResult(Verdict.UNWINNABLE, [], time.perf_counter() - start, 1)
    if workers > 1 and use_core and time_limit is not None and max_states is None:
        verdict, moves, states, stopped = _solve_in_two(
            position, time_limit, max_memory_mb, _cancel_probe(cancel), progress, progress_interval, start
        )
    else:
        lane = _Lane(
            position, use_core, time_limit, max_states, max_memory_mb, cancel, progress, progress_interval, start
        )
        verdict, moves = lane.run(schedule(time_limit, lane.spent, SEARCHES))
        states, stopped = lane.total, lane.stopped
    seconds = time.perf_counter() - start
    if verdict is Verdict.WON:
        if not verify_line(position, moves):
            raise SolverError("the solver's winning line does not replay")
        return SolveResult(Verdict.WON, moves, seconds, states)
    if verdict is Verdict.UNWINNABLE:
        return SolveResult(Verdict.UNWINNABLE, [], seconds, states)
    return SolveResult(Verdict.UNKNOWN, [], seconds, states, stopped)


def default_workers() -> int:
    """Cores for solve(): two where the machine has them (it uses at most two)."""
    return min(2, os.cpu_count() or 1)


class _Lane:
    """Searches run one after the other (all of solve(), or one of its two threads): their
    time and positions, and the kinds that ran out of memory."""

    def __init__(
        self,
        position: Position,
        use_core: bool,
        time_limit: float | None,
        max_states: int | None,
        max_memory_mb: int,
        cancel: Cancel,
        progress: Callable[[SolveProgress], None] | None,
        progress_interval: float,
        start: float,
    ) -> None:
        self.position, self.use_core = position, use_core
        self.time_limit, self.max_states, self.memory = time_limit, max_states, max_memory_mb * 1024 * 1024
        self.cancel, self.progress, self.progress_interval, self.start = cancel, progress, progress_interval, start
        self.total = 0
        self.best_home = 0
        self.stopped: str | None = None
        self.next_report = start + progress_interval
        self.spent: set[Kind] = set()  # kinds of search that ran out of memory

    def _search(self, plan: Pass, seed: int = 0) -> _Search:
        return (_CompiledSearch if self.use_core else _Search)(
            self.position,
            plan,
            self.cancel,
            self.progress,
            self.progress_interval,
            self.start,
            self.total,
            self.best_home,
            self.next_report,
            seed,
        )

    def run(self, plans: Iterable[tuple[Pass, float | None]]) -> tuple[Verdict, list[Move]]:
        """Run `plans` (each with its seconds, None: all that is left) until one decides, or the time is up."""
        start, time_limit, max_states = self.start, self.time_limit, self.max_states
        for plan, seconds in plans:
            # the searches for wins are short, the complete one that may prove a loss takes
            # the rest, or beyond ROUND 5 s of each round's 13 1/3 (portfolio.py)
            deadline = None
            if time_limit is not None:
                now = time.perf_counter()
                left = start + time_limit - now
                if left < 0.001:  # (not 0: the times are added up in floating point)
                    self.stopped = "time"
                    break
                deadline = now + (left if seconds is None else min(left, seconds))
            if max_states is not None and self.total >= max_states:
                self.stopped = "states"
                break
            budget = None if max_states is None else plan.state_budget(max_states, max_states - self.total)
            run = self._search(plan)
            verdict, moves, why = run.run(deadline, budget, self.memory)
            self.stopped = why or self.stopped
            self.next_report = run.next_report
            self.total += run.states
            self.best_home = run.best_home
            if verdict is Verdict.UNWINNABLE and not plan.complete:
                verdict = Verdict.UNKNOWN  # a narrower search ran dry: that proves nothing
            if verdict is Verdict.UNWINNABLE and self.use_core:
                # the same search with independent keys, given the rest of the time, and of the
                # positions at least one more than the first met (the core stops once it has met
                # its budget; the same ones, unless a collision hid some: then it meets more, and
                # may find the win they hid)
                confirm = self._search(plan, CONFIRM_SEED)
                verdict, moves, why = confirm.run(
                    None if time_limit is None else start + time_limit,
                    None if max_states is None else max(run.states, max_states - self.total) + 1,
                    self.memory,
                )
                self.stopped = why or self.stopped
                self.best_home = confirm.best_home
                return verdict, moves
            if verdict is not Verdict.UNKNOWN or why == "cancel":
                return verdict, moves
            if why == "memory":
                self.spent.add(plan.kind)  # the next search starts afresh, with all the memory
        return Verdict.UNKNOWN, []


class _Progress:
    """Two threads' progress reports as one: positions, expansions, open positions and
    memory added up, the most cards home of either; no more often than every `interval`."""

    def __init__(self, report: Callable[[SolveProgress], None], interval: float) -> None:
        self.report, self.interval = report, interval
        self.last: list[SolveProgress | None] = [None, None]
        self.next = 0.0
        self.lock = threading.Lock()

    def lane(self, index: int) -> Callable[[SolveProgress], None]:
        def take(p: SolveProgress) -> None:
            with self.lock:
                self.last[index] = p
                if p.seconds < self.next:
                    return
                self.next = p.seconds + self.interval
                both = [q for q in self.last if q is not None]
                joint = SolveProgress(
                    sum(q.states for q in both),
                    sum(q.expanded for q in both),
                    p.seconds,
                    max(q.best_home for q in both),
                    sum(q.open_positions for q in both),
                    sum(q.memory_mb for q in both),
                )
            self.report(joint)

        return take


class _Shared:
    """One schedule that two threads take their next search from (a generator must not be
    advanced by two threads at once)."""

    def __init__(self, plans: Iterator[tuple[Pass, float]]) -> None:
        self.plans, self.lock = plans, threading.Lock()

    def __iter__(self) -> _Shared:
        return self

    def __next__(self) -> tuple[Pass, float]:
        with self.lock:
            return next(self.plans)


def _solve_in_two(
    position: Position,
    time_limit: float,
    max_memory_mb: int,
    cancelled: Callable[[], bool],
    progress: Callable[[SolveProgress], None] | None,
    progress_interval: float,
    start: float,
) -> tuple[Verdict, list[Move], int, str | None]:
    """solve() on two cores: (verdict, line, positions, why it stopped). This thread runs
    the complete search with the proof rules, a second one the others; once the complete
    search has had its seconds (portfolio.proof_core_seconds) or run out of memory, this
    thread takes its turns at the others too, so that no core idles (they share one
    schedule and one record of spent kinds). The first
    verdict stops the other thread, and it is joined before the answer is given."""
    decided = threading.Event()

    def stop() -> bool:
        return decided.is_set() or cancelled()

    joint = None if progress is None else _Progress(progress, progress_interval)
    lanes = [
        _Lane(
            position,
            True,
            time_limit,
            None,
            max_memory_mb // 2,
            stop,
            None if joint is None else joint.lane(index),
            progress_interval,
            start,
        )
        for index in (0, 1)
    ]
    lanes[0].spent = lanes[1].spent
    shared = _Shared(side_schedule(time_limit, lanes[1].spent))
    proofs = (SEARCHES[-1], proof_core_seconds(time_limit))
    plans: list[Iterable[tuple[Pass, float | None]]] = [itertools.chain([proofs], shared), shared]
    answers: list[tuple[Verdict, list[Move]] | BaseException] = [(Verdict.UNKNOWN, []), (Verdict.UNKNOWN, [])]

    def run(index: int) -> None:
        try:
            answers[index] = lanes[index].run(plans[index])
        except BaseException as error:  # handed to the caller's thread below
            answers[index] = error
        finally:
            answer = answers[index]
            if isinstance(answer, BaseException) or answer[0] is not Verdict.UNKNOWN:
                decided.set()

    side = threading.Thread(target=run, args=(1,), name="qvoleurs-solve-side", daemon=True)
    side.start()
    run(0)  # catches everything, so the side thread is always joined
    side.join()
    for answer in answers:
        if isinstance(answer, BaseException):
            raise answer
    found = [a for a in answers if not isinstance(a, BaseException) and a[0] is not Verdict.UNKNOWN]
    if len({verdict for verdict, _ in found}) > 1:
        raise SolverError("the solver's two searches disagree")
    states = lanes[0].total + lanes[1].total
    if found:
        return found[0][0], found[0][1], states, None
    reasons = [lane.stopped for lane in lanes]
    stopped = "cancel" if cancelled() else "time" if "time" in reasons else reasons[0] or reasons[1]
    return Verdict.UNKNOWN, [], states, stopped


class _Search:
    """One best-first search of the portfolio: complete, or without take-backs (see Pass)."""

    def __init__(
        self,
        position: Position,
        plan: Pass,
        cancel: Cancel,
        progress: Callable[[SolveProgress], None] | None,
        progress_interval: float,
        start: float,
        states_before: int,
        best_before: int,
        next_report: float,
        seed: int = 0,
    ) -> None:
        self.position = position
        self.weights: Weights = plan.weights
        self.take_backs = plan.take_backs
        self.seed = seed  # the core's keys (see compiled.search); the Python search's keys are exact
        self.evaluate = make_evaluator(plan.weights)
        self.epsilon = plan.weights.epsilon
        self.cancelled = _cancel_probe(cancel)
        self.progress = progress
        self.progress_interval = progress_interval
        self.start = start
        # when progress is next due; solve() carries it from one search to the next, so
        # reports keep their pace however short each search of the portfolio is
        self.next_report = next_report
        self.check_frozen = plan.proofs  # proofs.py rule 3 on every position expanded
        self.plan = plan
        self.states_before = states_before
        self.best_home = best_before
        self.states = 0

    def run(
        self, deadline: float | None, max_states: int | None, memory_limit: int
    ) -> tuple[Verdict, list[Move], str | None]:
        """(verdict, winning line, why it stopped early)."""
        if self.plan.beam:
            return Verdict.UNKNOWN, [], None  # the beam search is in the core only: in Python it would reach few draws
        evaluate = self.evaluate
        cancelled = self.cancelled
        start = self.start
        work = self.position.copy()
        piles = work.piles
        root_stock = list(piles[STOCK])
        if work.is_won():
            self.states = 1
            return Verdict.WON, [], None
        first: list[tuple[int, int, int]] = []
        auto_home(piles, first)
        if _home(piles) == PACK_SIZE:
            self.states = 1
            return Verdict.WON, [Move(*m) for m in first], None
        seen: set[bytes] = {position_key(piles)}
        parents: list[int] = [-1]
        steps: list[bytes] = [encode_moves(first)]
        # open positions by node number (None once expanded); the heap orders them
        stored: list[bytes | None] = [encode_state(piles)]
        heap: list[tuple[int, int]] = [(-evaluate(piles), 0)]
        table_bytes = len(stored[0] or b"") + BYTES_PER_OPEN + len(next(iter(seen))) + BYTES_PER_SEEN
        epsilon = self.epsilon
        check_frozen = self.check_frozen
        take_backs = self.take_backs
        rng = random.Random(len(stored[0] or b""))  # seeded: the same input searches the same way
        randrange = rng.randrange
        open_count = 1
        best_home = max(self.best_home, _home(piles))
        expanded = 0
        next_report = self.next_report
        seq: list[tuple[int, int, int]] = []
        heappush, heappop = heapq.heappush, heapq.heappop
        stopped: str | None = None
        try:
            while open_count:
                if expanded % CHECK_EVERY == 0:
                    now = time.perf_counter()
                    if cancelled():
                        stopped = "cancel"
                    elif deadline is not None and now >= deadline:
                        stopped = "time"
                    elif table_bytes >= memory_limit:
                        stopped = "memory"
                    if stopped:
                        break
                    if now >= next_report and self.progress is not None:
                        self.progress(
                            SolveProgress(
                                self.states_before + len(seen),
                                expanded,
                                now - start,
                                best_home,
                                open_count,
                                table_bytes / 1048576,
                            )
                        )
                        next_report = self.next_report = now + self.progress_interval
                if max_states is not None and len(seen) >= max_states:
                    stopped = "states"
                    break
                state = None
                if epsilon and rng.random() < epsilon:
                    # now and then a random open position, to get off a plateau of the score
                    for _ in range(8):
                        node = randrange(len(stored))
                        state = stored[node]
                        if state is not None:
                            break
                while state is None:
                    node = -heappop(heap)[1]
                    state = stored[node]
                stored[node] = None
                open_count -= 1
                table_bytes -= len(state) + BYTES_PER_OPEN
                piles = decode_state(state, root_stock)
                expanded += 1
                if check_frozen and frozen_cards_prove_lost(piles):
                    # proofs.py rule 3: lost, so not expanded. Checked here rather than when
                    # the position is met: the search expands only some of the positions it
                    # meets before it wins, and the check costs several evaluations.
                    continue
                work.piles = piles
                for move in candidate_moves(work):
                    if not take_backs and move.src >= FOUNDATION_BASE:
                        continue
                    work.apply(move)
                    seq.append((move.src, move.dst, move.count))
                    auto_home(piles, seq)
                    key = position_key(piles)
                    if key not in seen:
                        seen.add(key)
                        child = len(parents)
                        parents.append(node)
                        steps.append(encode_moves(seq))
                        home = _home(piles)
                        if home > best_home:
                            best_home = home
                        if home == PACK_SIZE:
                            return Verdict.WON, _line(parents, steps, child), None
                        child_state = encode_state(piles)
                        stored.append(child_state)
                        heappush(heap, (-evaluate(piles), -child))
                        open_count += 1
                        table_bytes += len(key) + BYTES_PER_SEEN + len(child_state) + BYTES_PER_OPEN
                    undo_moves(piles, seq, 1)
                    work.unapply(move)
                    seq.clear()
        finally:
            self.states = len(seen)
            self.best_home = best_home
        if stopped is None:
            return Verdict.UNWINNABLE, [], None
        return Verdict.UNKNOWN, [], stopped


class _CompiledSearch(_Search):
    """The same search in the compiled core (_core.c); time, cancel and progress are looked after here."""

    def run(
        self, deadline: float | None, max_states: int | None, memory_limit: int
    ) -> tuple[Verdict, list[Move], str | None]:
        cancelled = self.cancelled
        progress = self.progress

        def poll(states: int, expanded: int, best_home: int, open_count: int, memory: int) -> int:
            now = time.perf_counter()
            if cancelled():
                return 2
            if deadline is not None and now >= deadline:
                return 1
            if progress is not None and now >= self.next_report:
                progress(
                    SolveProgress(
                        self.states_before + states,
                        expanded,
                        now - self.start,
                        max(self.best_home, best_home),
                        open_count,
                        memory / 1048576,
                    )
                )
                self.next_report = now + self.progress_interval
            return 0

        if self.plan.beam:
            seconds = None if deadline is None else deadline - time.perf_counter()
            answer = compiled.beam(
                self.position,
                self.weights,
                self.plan.width(seconds),
                seconds,
                max_states,
                memory_limit,
                poll,
                self.take_backs,
            )
        else:
            answer = compiled.search(
                self.position,
                self.weights,
                self.check_frozen,
                max_states,
                memory_limit,
                poll,
                self.take_backs,
                self.seed,
            )
        verdict, moves, states, _expanded, best_home, stopped = answer
        self.states = states
        self.best_home = max(self.best_home, best_home)
        if verdict == compiled.WON:
            return Verdict.WON, moves, None
        if verdict == compiled.UNWINNABLE:
            return Verdict.UNWINNABLE, [], None
        return Verdict.UNKNOWN, [], stopped


def _line(parents: list[int], steps: list[bytes], node: int) -> list[Move]:
    blobs: list[bytes] = []
    while node >= 0:
        blobs.append(steps[node])
        node = parents[node]
    return [Move(*m) for blob in reversed(blobs) for m in decode_moves(blob)]


def best_heuristic_move(position: Position) -> Move | None:
    """The legal move whose result scores best, for a hint when no winning line is known.

    Moves that lead back to a position symmetric to this one are skipped, and so are
    sideways moves (a run from one card onto the same card of the other pack) that do not
    raise the score: only what lies under the run changes, and a player following the hints
    was sent back and forth between the two (the next hint moved it back). None when no
    legal move is left.
    """
    work = position.copy()
    piles = work.piles
    here = position_key(piles)
    seq: list[tuple[int, int, int]] = []
    auto_home(piles, seq)
    now = evaluate(piles)
    undo_moves(piles, seq, 0)
    seq.clear()
    best: tuple[int, int] | None = None
    best_move: Move | None = None
    fallback: Move | None = None  # a sideways move, when nothing else is legal
    for index, move in enumerate(candidate_moves(work)):
        sideways = _sideways(piles, move)
        work.apply(move)
        seq.append((move.src, move.dst, move.count))
        auto_home(piles, seq)
        if position_key(piles) != here:
            rank = (evaluate(piles), -index)
            if sideways and rank[0] <= now:
                fallback = fallback or move
            elif best is None or rank > best:
                best, best_move = rank, move
        undo_moves(piles, seq, 1)
        work.unapply(move)
        seq.clear()
    return best_move or fallback


def _sideways(piles: list[list[int]], move: Move) -> bool:
    """A run moved between columns from a card onto the same card of the other pack."""
    if not (is_column(move.src) and is_column(move.dst)):
        return False
    src, dst = piles[move.src], piles[move.dst]
    return len(src) > move.count and bool(dst) and src[-move.count - 1] % DECK_SIZE == dst[-1] % DECK_SIZE
