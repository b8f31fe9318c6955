"""Python's cyclic garbage collector, run in the window's thread only.

Python collects cycles in whichever thread allocates when a threshold is crossed. In a solver
thread it may free a cycle that holds a Qt object (a dialog whose slots are lambdas that name
it, say), and a Qt object destroyed outside its own thread can crash the program: the test
suite crashed so, in a solver thread building a list of moves. So automatic collection is
turned off, and a timer in the window's thread collects instead, generation by generation, by
the thresholds Python would have used (gc.get_threshold).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 200  # how often the counts are looked at: at most this much garbage waits
NAME = "qvoleurs-main-thread-gc"


class MainThreadCollector(QObject):
    """Turns automatic collection off and collects from a timer of the application's thread."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(NAME)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        gc.disable()
        self._timer.start()
        self.destroyed.connect(lambda *_: gc.enable())  # no application, no timer: Python's own again

    @staticmethod
    def collect_due() -> int:
        """Collect the oldest generation whose count is over its threshold (as Python would
        on its own); the number of objects found unreachable."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                return gc.collect(generation)
        return 0


def collect_in_main_thread() -> MainThreadCollector | None:
    """The application's collector, made the first time (None without an application)."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = app.findChild(MainThreadCollector, NAME)
    return found if isinstance(found, MainThreadCollector) else MainThreadCollector(app)
