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
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from ..cards import PACK_SIZE
from ..moves import Move
from ..position import Position
from ..rules import FOUNDATION_BASE, FOUNDATION_PILES, STOCK
from . import compiled
from .heuristics import Weights, evaluate, make_evaluator
from .key import decode_moves, decode_state, encode_moves, encode_state, position_key
from .moves import candidate_moves
from .portfolio import SEARCHES, Pass, schedule
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
    total = 0
    best_home = 0
    stopped: str | None = None
    verdict = Verdict.UNKNOWN
    moves: list[Move] = []
    next_report = start + progress_interval
    spent: set[tuple[Weights, bool, bool]] = set()  # kinds of search that ran out of memory
    for plan, seconds in schedule(time_limit, spent, SEARCHES):
        # the searches for wins are short, the complete one that may prove a loss takes
        # the rest, or beyond ROUND half of each round (portfolio.py)
        deadline = None
        if time_limit is not None:
            now = time.perf_counter()
            left = start + time_limit - now
            if left < 0.001:  # (not 0: the times are added up in floating point)
                stopped = "time"
                break
            deadline = now + (left if seconds is None else min(left, seconds))
        if max_states is not None and total >= max_states:
            stopped = "states"
            break
        budget = None if max_states is None else plan.state_budget(max_states, max_states - total)
        run = (_CompiledSearch if use_core else _Search)(
            position, plan, cancel, progress, progress_interval, start, total, best_home, next_report
        )
        verdict, moves, why = run.run(deadline, budget, max_memory_mb * 1024 * 1024)
        stopped = why or stopped
        next_report = run.next_report
        total += run.states
        best_home = run.best_home
        if verdict is Verdict.UNWINNABLE and not plan.complete:
            verdict = Verdict.UNKNOWN  # a narrower search ran dry: that proves nothing
        if verdict is Verdict.UNWINNABLE and use_core:
            # the same search with independent keys, given the rest of the time, and of the
            # positions at least one more than the first met (the core stops once it has met
            # its budget; the same ones, unless a collision hid some: then it meets more, and
            # may find the win they hid)
            confirm = _CompiledSearch(
                position, plan, cancel, progress, progress_interval, start, total, best_home, next_report, CONFIRM_SEED
            )
            verdict, moves, why = confirm.run(
                None if time_limit is None else start + time_limit,
                None if max_states is None else max(run.states, max_states - total) + 1,
                max_memory_mb * 1024 * 1024,
            )
            stopped = why or stopped
            best_home = confirm.best_home
            break
        if verdict is not Verdict.UNKNOWN or why == "cancel":
            break
        if why == "memory":
            spent.add(plan.kind)  # the next search starts afresh, with all the memory
    seconds = time.perf_counter() - start
    if verdict is Verdict.WON:
        if not verify_line(position, moves):
            raise SolverError("the solver's winning line does not replay")
        return SolveResult(Verdict.WON, moves, seconds, total)
    if verdict is Verdict.UNWINNABLE:
        return SolveResult(Verdict.UNWINNABLE, [], seconds, total)
    return SolveResult(Verdict.UNKNOWN, [], seconds, total, stopped)


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
        self.states_before = states_before
        self.best_home = best_before
        self.states = 0

    def run(
        self, deadline: float | None, max_states: int | None, memory_limit: int
    ) -> tuple[Verdict, list[Move], str | None]:
        """(verdict, winning line, why it stopped early)."""
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

        verdict, moves, states, _expanded, best_home, stopped = compiled.search(
            self.position, self.weights, self.check_frozen, max_states, memory_limit, poll, self.take_backs, self.seed
        )
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

    Moves that lead back to a position symmetric to this one are skipped; None when no
    legal move is left.
    """
    work = position.copy()
    piles = work.piles
    here = position_key(piles)
    best: tuple[int, int] | None = None
    best_move: Move | None = None
    seq: list[tuple[int, int, int]] = []
    for index, move in enumerate(candidate_moves(work)):
        work.apply(move)
        seq.append((move.src, move.dst, move.count))
        auto_home(piles, seq)
        if position_key(piles) != here:
            rank = (evaluate(piles), -index)
            if best is None or rank > best:
                best, best_move = rank, move
        undo_moves(piles, seq, 1)
        work.unapply(move)
        seq.clear()
    return best_move
