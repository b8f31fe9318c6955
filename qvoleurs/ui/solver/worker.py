"""Running the solver beside the game: one background job at a time, cancelled at once
when a newer one starts, its answers tagged so that stale ones are dropped.

The solver is pure Python, so it shares the GIL with the window. Python hands the GIL
over only every few milliseconds, which made a move of the window wait up to ~190 ms
behind a search; the job's stop probe (polled by the solver every few dozen positions)
therefore gives the GIL up every YIELD_EVERY seconds (`time.sleep(0)`), which keeps a
move plus the table's re-sync within a few milliseconds of its idle time.

What is searched, and what the answers mean, is the solver session's business
(qvoleurs/analysis/); this module only runs jobs.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from qvoleurs.analysis.session import Search
from qvoleurs.analysis.tasks import reported_solve
from qvoleurs.engine.solver import SolveResult

YIELD_EVERY = 0.002  # seconds of search between two hand-overs of the GIL

Report = Callable[[Any], None]
Job = Callable[[Callable[[], bool], Report], Any]


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
                    try:
                        relay.progressed.emit(generation, news)
                    except RuntimeError:  # the window is gone: the search ends at the next probe
                        stop.set()

            try:
                result = job(probe, report)
            except Exception as exc:  # a solver bug must not kill the window; shown as unknown
                result = exc
            if not stop.is_set():
                with contextlib.suppress(RuntimeError):  # the window, and the relay with it, is gone
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


def search_job(search: Search) -> Job:
    """A job that runs the indicator's search and reports SolveProgress."""
    mine = search.position.copy()

    def job(should_stop: Callable[[], bool], report: Report) -> SolveResult:
        return reported_solve(mine, search.seconds, search.memory_mb, search.workers, should_stop, report)

    return job
