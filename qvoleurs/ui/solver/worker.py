"""Running the solver beside the game: one background job at a time, cancelled at once
when a newer one starts, its answers tagged so that stale ones are dropped.

The solver is pure Python, so it shares the GIL with the window. Python hands the GIL
over only every few milliseconds, which made a move of the window wait up to ~190 ms
behind a search; the job's stop probe (polled by the solver every few dozen positions)
therefore gives the GIL up every YIELD_EVERY seconds (`time.sleep(0)`), which keeps a
move plus the table's re-sync within a few milliseconds of its idle time.

Also here: the verdict cache, so that undo/redo to a position already examined answers
at once, and every position along a known winning line is known winnable.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from qvoleurs.engine import Move, Position
from qvoleurs.engine.solver import SolveProgress, SolveResult, Verdict, solve

YIELD_EVERY = 0.002  # seconds of search between two hand-overs of the GIL

PositionKey = tuple[tuple[int, ...], ...]
Report = Callable[[Any], None]
Job = Callable[[Callable[[], bool], Report], Any]


def position_key(position: Position) -> PositionKey:
    """The exact position (rules aside, which a game never changes): the cache's key."""
    return tuple(tuple(pile) for pile in position.piles)


class StopProbe:
    """The solver's cancel callable: says whether to stop, and yields the GIL regularly."""

    def __init__(self, event: threading.Event) -> None:
        self.event = event
        self._last = time.perf_counter()

    def __call__(self) -> bool:
        now = time.perf_counter()
        if now - self._last >= YIELD_EVERY:
            time.sleep(0)  # lets the window's thread take the GIL now, not in 5 ms
            self._last = time.perf_counter()
        return self.event.is_set()


@dataclass
class Known:
    """What the solver found out about one position."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)  # a winning line from it when WON


class VerdictCache:
    """Verdicts by position; a winning line makes every position along it known."""

    def __init__(self, limit: int = 20000) -> None:
        self._known: dict[PositionKey, Known] = {}
        self.limit = limit

    def get(self, position: Position) -> Known | None:
        return self._known.get(position_key(position))

    def put(self, position: Position, result: SolveResult) -> None:
        if len(self._known) >= self.limit:
            self._known.clear()  # rare; cheaper than bookkeeping for an LRU
        if result.result is Verdict.WON:
            self.put_line(position, list(result.moves))
        elif result.result is Verdict.UNWINNABLE:
            self._known[position_key(position)] = Known(Verdict.UNWINNABLE)

    def put_line(self, position: Position, moves: list[Move]) -> None:
        """`moves` win from `position`: so does every suffix from where it leads."""
        probe = position.copy()
        for i, move in enumerate(moves):
            self._known[position_key(probe)] = Known(Verdict.WON, moves[i:])
            probe.apply(move)
        self._known[position_key(probe)] = Known(Verdict.WON, [])

    def clear(self) -> None:
        self._known.clear()


class _Threads:
    """A worker's job threads and their stop flags, kept apart from the QObject so that its
    destruction can still reach them: no thread may outlive the object it reports to."""

    def __init__(self) -> None:
        self._running: list[tuple[threading.Thread, threading.Event]] = []

    def add(self, thread: threading.Thread, stop: threading.Event) -> None:
        self._running = [(t, s) for t, s in self._running if t.is_alive()]
        self._running.append((thread, stop))

    def stop_and_join(self, timeout: float = 5.0) -> bool:
        """Stop every job and join its thread; True when all have ended."""
        for _, stop in self._running:
            stop.set()
        deadline = time.monotonic() + timeout
        for thread, _ in self._running:
            if thread is not threading.current_thread():
                thread.join(max(0.0, deadline - time.monotonic()))
        self._running = [(t, s) for t, s in self._running if t.is_alive()]
        return not self._running


class _Relay(QObject):
    """Carries a job's news from its thread to the window's (queued connections)."""

    progressed = Signal(int, object)
    finished = Signal(int, object)


class SolverWorker(QObject):
    """Runs one job at a time in a Python thread at normal priority.

    `start(job)` cancels the running job (its thread ends within ~100 ms) and starts the
    new one; only the newest job's progress and result reach `progressed`/`finished`.
    A job is `job(should_stop, report) -> result`; `solve_job` makes one that solves.
    """

    progressed = Signal(object, object)  # tag, progress
    finished = Signal(object, object)  # tag, result

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)  # deleted with the worker, never by a job's thread
        self._relay.progressed.connect(self._on_progress)
        self._relay.finished.connect(self._on_finished)
        self._generation = 0
        self._tag: object = None
        self._stop: threading.Event | None = None
        self._thread: threading.Thread | None = None
        threads = self._threads = _Threads()
        # Qt deletes the worker with its window, perhaps while a job still runs: stop and
        # join it first (destroyed comes before the relay, a child, is deleted).
        self.destroyed.connect(lambda *_: threads.stop_and_join())

    @property
    def busy(self) -> bool:
        return self._stop is not None

    @property
    def tag(self) -> object:
        """The tag of the running job (None when idle)."""
        return self._tag if self.busy else None

    def start(self, tag: object, job: Job) -> None:
        self.cancel()
        self._generation += 1
        generation = self._generation
        stop = threading.Event()
        self._stop, self._tag = stop, tag
        relay = self._relay
        probe = StopProbe(stop)

        def run() -> None:
            def report(news: Any) -> None:
                if not stop.is_set():
                    relay.progressed.emit(generation, news)

            try:
                result = job(probe, report)
            except Exception as exc:  # a solver bug must not kill the window; shown as unknown
                result = exc
            if not stop.is_set():
                relay.finished.emit(generation, result)

        self._thread = threading.Thread(target=run, name="qvoleurs-solver", daemon=True)
        self._threads.add(self._thread, stop)
        self._thread.start()

    def cancel(self) -> None:
        """Stop the running job; its result, if it still comes, is dropped."""
        if self._stop is not None:
            self._stop.set()
        self._stop = None
        self._generation += 1

    def shutdown(self, timeout: float = 5.0) -> bool:
        """Cancel the job and join every thread this worker started; True when all ended."""
        self.cancel()
        return self._threads.stop_and_join(timeout)

    def wait(self, timeout: float = 2.0) -> bool:
        """Join the last thread (for tests and shutdown); True when it has ended."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def _on_progress(self, generation: int, news: object) -> None:
        if generation == self._generation and self._stop is not None:
            self.progressed.emit(self._tag, news)

    def _on_finished(self, generation: int, result: object) -> None:
        if generation != self._generation or self._stop is None:
            return  # a cancelled job's answer
        tag = self._tag
        self._stop = None
        self._tag = None
        self.finished.emit(tag, result)


def solve_job(position: Position, time_limit: float, max_memory_mb: int = 512) -> Job:
    """A job that solves a copy of `position` and reports SolveProgress."""
    mine = position.copy()

    def job(should_stop: Callable[[], bool], report: Report) -> SolveResult:
        def progress(p: SolveProgress) -> None:
            report(p)

        return solve(
            mine,
            time_limit=time_limit,
            max_memory_mb=max_memory_mb,
            cancel=should_stop,
            progress=progress,
            progress_interval=0.4,
        )

    return job
