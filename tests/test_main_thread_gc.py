"""Python's cyclic garbage collection runs in the window's thread, never in a solver thread:
a Qt object in a reference cycle is destroyed where it lives; an idle window wakes for nothing."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt
from pytestqt.qtbot import QtBot

from qvoleurs.model.game_model import GameModel
from qvoleurs.ui.main_thread_gc import NAME, MainThreadCollector, collect_in_main_thread
from qvoleurs.ui.window import MainWindow


class _Cycle:
    """An object that refers to itself and holds a QObject: only the cycle collector frees it."""

    def __init__(self, destroyed_in: list[str]) -> None:
        self.me = self
        self.qt = QObject()
        self.qt.destroyed.connect(
            lambda *_: destroyed_in.append(threading.current_thread().name), Qt.ConnectionType.DirectConnection
        )


def _allocate_in_a_thread(
    kept: list[list[int]], go: threading.Event | None = None, end: threading.Event | None = None
) -> threading.Thread:
    """What a solver thread does all the time: allocate (once `go` is set), here far past
    gc's first threshold (the objects are kept, so that the count of new objects stays over
    it); then it waits for `end`."""

    def work() -> None:
        running.set()
        if go is not None:
            go.wait(5)
        kept.extend([i] for i in range(20 * gc.get_threshold()[0]))
        if end is not None:
            end.wait(5)

    running = threading.Event()
    thread = threading.Thread(target=work, name="test-allocating")
    thread.start()
    assert running.wait(5)  # its first call is behind it, and with it the profile hook
    return thread


@pytest.fixture
def collector(qtbot: QtBot) -> Iterator[MainThreadCollector]:
    found = collect_in_main_thread()
    assert found is not None
    yield found
    found.tick()


def test_a_cycle_holding_a_qt_object_is_freed_in_the_window_s_thread_not_a_solver_s(
    collector: MainThreadCollector, qtbot: QtBot
) -> None:
    destroyed_in: list[str] = []
    kept: list[list[int]] = []
    go = threading.Event()
    thread = _allocate_in_a_thread(kept, go)
    _Cycle(destroyed_in)  # garbage at once, freed only by a collection
    go.set()
    thread.join()
    assert destroyed_in == []  # the thread's allocations did not set a collection off there
    qtbot.waitUntil(lambda: bool(destroyed_in), timeout=5000)  # the collector's timer, in this thread
    assert destroyed_in == [threading.main_thread().name]


def test_collection_is_the_window_s_while_another_thread_runs_and_python_s_once_it_is_alone(
    collector: MainThreadCollector, qtbot: QtBot
) -> None:
    collector.tick()
    assert gc.isenabled() and not collector.collecting  # alone: no timer wakes the idle window
    end = threading.Event()
    kept: list[list[int]] = []
    thread = _allocate_in_a_thread(kept, end=end)
    assert not gc.isenabled()  # the thread turned it off first thing
    qtbot.waitUntil(lambda: collector.collecting, timeout=5000)
    end.set()
    thread.join()
    qtbot.waitUntil(lambda: not collector.collecting, timeout=5000)  # its next tick hands it back
    assert gc.isenabled()


def test_the_collection_is_due_by_python_s_own_thresholds(collector: MainThreadCollector) -> None:
    gc.collect()
    assert MainThreadCollector.collect_due() == 0  # nothing over a threshold: nothing is collected
    destroyed_in: list[str] = []
    _Cycle(destroyed_in)
    gc.disable()  # as while another thread runs
    kept = [[i] for i in range(2 * gc.get_threshold()[0])]
    assert MainThreadCollector.collect_due() >= 2  # the cycle and its QObject's wrapper
    assert destroyed_in == [threading.main_thread().name] and kept


def test_the_window_makes_the_collector_once(open_window: Callable[..., MainWindow], prefs: object) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    for earlier in app.findChildren(MainThreadCollector, NAME):  # made by an earlier test
        shiboken6.delete(earlier)
    assert threading.getprofile() is None and gc.isenabled()  # nothing of it is left behind
    open_window(GameModel(), prefs)
    open_window(GameModel(), prefs)
    assert len(app.findChildren(MainThreadCollector, NAME)) == 1
    assert threading.getprofile() is not None
