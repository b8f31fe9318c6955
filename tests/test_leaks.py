"""No test, and no window, leaves a background thread behind: the solver worker joins its
threads when Qt deletes it, the disk sync can be stopped, and conftest's check fails a
test that leaves a window open or a thread running."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication
from shiboken6 import delete

from qvoleurs.storage.disk_sync import DiskSync
from qvoleurs.ui.solver.worker import SolverWorker

pytest_plugins = ["pytester"]


def test_a_worker_deleted_with_its_parent_stops_and_joins_its_thread(qapp: QApplication) -> None:
    owner = QObject()
    worker = SolverWorker(owner)
    started = threading.Event()

    def endless(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> None:
        started.set()
        while not should_stop():
            threading.Event().wait(0.002)

    worker.start("tag", endless)
    assert started.wait(5)
    thread = worker._thread
    assert thread is not None and thread.is_alive()
    delete(owner)  # what happens to the worker when its window is deleted
    assert not thread.is_alive()


def test_a_worker_shut_down_has_no_thread_left(qapp: QApplication) -> None:
    worker = SolverWorker()
    threads: list[threading.Thread] = []

    def endless(should_stop: Callable[[], bool], report: Callable[[Any], None]) -> None:
        threads.append(threading.current_thread())
        while not should_stop():
            threading.Event().wait(0.002)

    worker.start("first", endless)
    worker.start("second", endless)  # the first is cancelled, perhaps not yet ended
    assert worker.shutdown()
    assert threads and not any(t.is_alive() for t in threads)
    assert not worker.busy


def test_the_disk_sync_thread_ends_when_stopped_and_a_later_request_starts_another(tmp_path: Path) -> None:
    sync = DiskSync(delay=60)  # without stop() it would wait a minute
    target = tmp_path / "save.json"
    target.write_text("{}")

    def ours() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name == "qvoleurs-disk-sync" and t.is_alive()]

    before = set(ours())
    sync.request(target)
    assert set(ours()) - before
    assert sync.stop(5)
    assert not set(ours()) - before
    sync.request(target)
    assert set(ours()) - before  # a new thread takes the new request
    assert sync.stop(5)
    assert not set(ours()) - before


LEAKY_TESTS = """
import threading
from qvoleurs.ui.solver.worker import SolverWorker
from PySide6.QtWidgets import QWidget

def endless(should_stop, report):
    while not should_stop():
        threading.Event().wait(0.002)

KEEP = []

def test_leaves_a_window_open(qtbot):
    widget = QWidget()
    KEEP.append(widget)  # as a module-scoped fixture would
    widget.setWindowTitle("forgotten")
    widget.show()

def test_leaves_a_search_running(qapp):
    worker = SolverWorker()
    KEEP.append(worker)
    worker.start("tag", endless)

def test_closes_and_stops_what_it_opened(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    worker = SolverWorker()
    worker.start("tag", endless)
    assert worker.shutdown()
"""


def test_the_check_fails_a_test_that_leaves_a_window_open_or_a_thread_running(pytester: pytest.Pytester) -> None:
    pytester.makeconftest((Path(__file__).parent / "conftest.py").read_text())
    pytester.makepyfile(test_leaky=LEAKY_TESTS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=3, errors=2)
    errors = [line.split(" - ")[0] for line in result.stdout.lines if line.startswith("ERROR")]
    assert errors == [
        "ERROR test_leaky.py::test_leaves_a_window_open",
        "ERROR test_leaky.py::test_leaves_a_search_running",
    ]
    assert "the test left windows open: [\"QWidget 'forgotten'\"]" in result.stdout.str()
    assert "the test left threads running: ['qvoleurs-solver']" in result.stdout.str()
