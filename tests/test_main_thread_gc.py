"""Python's cyclic garbage collection runs in the window's thread, never in a solver thread:
a Qt object in a reference cycle is destroyed where it lives."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable

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


def _allocate_in_a_thread(kept: list[list[int]]) -> None:
    """What a solver thread does all the time: allocate, here far past gc's first threshold
    (the objects are kept, so that the count of new objects stays over it)."""

    def work() -> None:
        kept.extend([i] for i in range(20 * gc.get_threshold()[0]))

    thread = threading.Thread(target=work, name="test-allocating")
    thread.start()
    thread.join()


def test_a_cycle_holding_a_qt_object_is_freed_in_the_window_s_thread_not_a_solver_s(qtbot: QtBot) -> None:
    collect_in_main_thread()
    destroyed_in: list[str] = []
    _Cycle(destroyed_in)  # garbage at once, freed only by a collection
    kept: list[list[int]] = []
    _allocate_in_a_thread(kept)
    assert destroyed_in == []  # the thread's allocations did not set a collection off there
    qtbot.waitUntil(lambda: bool(destroyed_in), timeout=5000)  # the collector's timer, in this thread
    assert destroyed_in == [threading.main_thread().name]


def test_the_collection_is_due_by_python_s_own_thresholds(qtbot: QtBot) -> None:
    collect_in_main_thread()
    gc.collect()
    assert MainThreadCollector.collect_due() == 0  # nothing over a threshold: nothing is collected
    destroyed_in: list[str] = []
    _Cycle(destroyed_in)
    kept = [[i] for i in range(2 * gc.get_threshold()[0])]
    assert MainThreadCollector.collect_due() >= 2  # the cycle and its QObject's wrapper
    assert destroyed_in == [threading.main_thread().name] and kept


def test_the_window_turns_collection_over_to_its_thread_once(
    open_window: Callable[..., MainWindow], prefs: object
) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    for earlier in app.findChildren(MainThreadCollector, NAME):  # made by an earlier test
        shiboken6.delete(earlier)
    assert gc.isenabled()  # Python's own collection again, once no collector is left
    open_window(GameModel(), prefs)
    open_window(GameModel(), prefs)
    assert len(app.findChildren(MainThreadCollector, NAME)) == 1
    assert not gc.isenabled()
