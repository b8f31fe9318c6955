"""Python's cyclic garbage collector, run in the window's thread only.

Python collects cycles in whichever thread allocates when a threshold is crossed. In a solver
thread it may free a cycle that holds a Qt object (a dialog whose slots are lambdas that name
it, say), and a Qt object destroyed outside its own thread can crash the program: the test
suite crashed in a solver thread building a list of moves. So while any other thread runs,
automatic collection is off, and a timer of the window's thread collects instead, generation
by generation, by the thresholds Python would have used (gc.get_threshold). Once the window's
thread is alone again, the timer stops and Python collects on its own: an idle window wakes
for nothing.

Every thread that `threading` starts turns automatic collection off first thing, through a
profile hook that removes itself at once (threading.setprofile): the solver's threads, the
disk sync's, and any later one.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import threading
from types import FrameType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

INTERVAL_MS = 200  # how often the counts are looked at while other threads run
NAME = "qvoleurs-main-thread-gc"


class MainThreadCollector(QObject):
    """Collects in the application's thread while other threads run (see the module)."""

    _woken = Signal()  # from a starting thread; queued to the application's thread

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(NAME)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.tick)
        self._woken.connect(self._take_over)
        threading.setprofile(self._thread_started)
        self.destroyed.connect(_hand_back)
        if threading.active_count() > 1:
            self._take_over()

    @property
    def collecting(self) -> bool:
        """Whether collection is this object's business now (other threads run)."""
        return self._timer.isActive()

    def tick(self) -> None:
        """Collect what is due; once this thread is alone, hand collection back to Python.
        (No other thread can start one meanwhile: only this one is left to.)"""
        self.collect_due()
        if threading.active_count() == 1:
            self._timer.stop()
            gc.enable()

    @staticmethod
    def collect_due() -> int:
        """Collect the oldest generation whose count is over its threshold (as Python would
        on its own); the number of objects found unreachable."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                return gc.collect(generation)
        return 0

    def _take_over(self) -> None:
        gc.disable()
        if not self._timer.isActive():
            self._timer.start()

    def _thread_started(self, frame: FrameType, event: str, arg: Any) -> None:
        """Runs first in every thread that `threading` starts, in that thread."""
        sys.setprofile(None)  # once: the thread's calls after it cost nothing
        gc.disable()
        with contextlib.suppress(RuntimeError):  # the application, and this object, are gone
            self._woken.emit()


def _hand_back(*_: object) -> None:
    threading.setprofile(None)
    gc.enable()


def find_collector() -> MainThreadCollector | None:
    """The application's collector, if one was made."""
    app = QCoreApplication.instance()
    found = app.findChild(MainThreadCollector, NAME) if app is not None else None
    return found if isinstance(found, MainThreadCollector) else None


def collect_in_main_thread() -> MainThreadCollector | None:
    """The application's collector, made the first time (None without an application)."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    return find_collector() or MainThreadCollector(app)
