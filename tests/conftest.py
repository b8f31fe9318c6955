"""Test set-up shared by every test: no display, no real home directory, the game window
built and torn down in one place, and a check that no test leaves a window open or a
background thread running behind it."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from qvoleurs.model.game_model import GameModel
    from qvoleurs.preferences import Preferences
    from qvoleurs.ui.window import MainWindow

# Without a display Qt aborts the process; tests always run offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OpenWindow = Callable[..., "MainWindow"]  # the open_window fixture's factory

THREAD_PREFIX = "qvoleurs-"  # the solver's and the disk sync's threads are named so
STOP_SECONDS = 5.0  # a stopped search ends at its next poll, within milliseconds; this is slack
GRACE_SECONDS = 2.0  # how long a thread left behind may take to end before it counts as leaked


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point platformdirs (through the XDG variables) at a fresh folder per test."""
    home = tmp_path_factory.mktemp("home")
    for var, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        monkeypatch.setenv(var, str(home / sub))
    # The command line speaks the environment's language: tests expect English unless they say otherwise.
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.setenv(var, "")  # noted first, unset or not: `--lang` sets LANGUAGE, undone after the test
        monkeypatch.delenv(var)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield home


def our_threads() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name.startswith(THREAD_PREFIX) and t.is_alive()}


def join_our_threads(timeout: float = STOP_SECONDS) -> set[threading.Thread]:
    """Flush the disk sync and join every thread of ours; the ones still running are returned."""
    sync = sys.modules.get("qvoleurs.storage.disk_sync")  # imported only by tests that save
    if sync is not None:
        sync.disk_sync.stop(timeout)
    for thread in our_threads():
        thread.join(timeout)
    return our_threads()


def open_windows() -> list[Any]:
    """The visible top-level widgets (none when Qt's widgets were never loaded)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return []
    return [w for w in widgets.QApplication.topLevelWidgets() if w.isVisible()]


def close_and_delete(window: Any) -> None:
    """Close a window (its closeEvent stops its solver), join what it ran, and delete it now
    rather than at some later garbage collection, in the middle of another test."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from shiboken6 import isValid

    if not isValid(window):
        return
    window.close()
    join_our_threads()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def delete_closed_widgets() -> None:
    """Delete now the widgets whose deletion is pending (pytest-qt's deleteLater), rather
    than at the next event loop, in the middle of another test."""
    core = sys.modules.get("PySide6.QtCore")
    if core is not None and core.QCoreApplication.instance() is not None:
        core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _default_locale_restored() -> Iterator[None]:
    """Installing a language sets Qt's default locale for the whole process: a test that
    switched language must not leave "1,500" where the next one expects "1500"."""
    core = sys.modules.get("PySide6.QtCore")
    before = core.QLocale() if core is not None else None  # Qt not loaded yet: nothing to restore
    yield
    if before is not None:
        core.QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def _reader_hears_announcements(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests speak to a screen reader that listens for announcements, whatever reader the
    machine running them has (a test of one that does not says so itself)."""
    import qvoleurs.ui.reader_events as reader_events

    monkeypatch.setattr(reader_events, "registered_events", lambda: None)
    reader_events.forget()


@pytest.fixture(autouse=True)
def _garbage_collected() -> Iterator[None]:
    """Once a window has taken Python's collection over while other threads run
    (qvoleurs/ui/main_thread_gc.py), tick its timer after each test: a test that never runs
    Qt's event loop must not leave the next one with collection still off."""
    yield
    gc_module = sys.modules.get("qvoleurs.ui.main_thread_gc")
    collector = gc_module.find_collector() if gc_module is not None else None
    if collector is not None:
        collector.tick()


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    """Fails a test that leaves the program in another language (the next test, expecting
    English, would fail in its place, and only in some orders), then puts English back."""
    yield
    i18n = sys.modules.get("qvoleurs.i18n")
    if i18n is None:
        return
    catalogues = [Path(t.filePath()).name for t in i18n.installed_translators()]
    if any(name != "qvoleurs_en.qm" for name in catalogues):
        from PySide6.QtCore import QCoreApplication

        i18n.install_translators(QCoreApplication.instance(), "en")
        pytest.fail(f"the test left the program in another language: {catalogues}")


@pytest.fixture(autouse=True)
def _nothing_left_running() -> Iterator[None]:
    """Fails a test that leaves a top-level window open or a solver/disk thread running.

    It runs after every other fixture of the test has torn down, so what it finds was not
    closed by them. A thread that was told to stop ends within milliseconds: one still
    running after GRACE_SECONDS was never stopped. Then it cleans up, so that the next
    test starts clean."""
    threads_before = our_threads()
    windows_before = open_windows()
    yield
    sync = sys.modules.get("qvoleurs.storage.disk_sync")
    if sync is not None:
        sync.disk_sync.stop(STOP_SECONDS)  # syncing a save is the store's own business, not a leak
    windows = [w for w in open_windows() if w not in windows_before]
    titles = [f"{type(w).__name__} {w.windowTitle()!r}" for w in windows]
    for thread in our_threads() - threads_before:
        thread.join(GRACE_SECONDS)
    names = sorted(t.name for t in our_threads() - threads_before)
    for window in windows:
        close_and_delete(window)  # joins what closing stopped
    delete_closed_widgets()
    assert not titles, f"the test left windows open: {titles}"
    assert not names, f"the test left threads running: {names}"


@pytest.fixture
def open_window(qtbot: QtBot) -> Iterator[Callable[..., MainWindow]]:
    """Builds game windows (`open_window(model, prefs, size=None)`, shown and exposed); at the end of
    the test each is closed, its solver's threads joined, and the window deleted."""
    from qvoleurs.ui.window import MainWindow

    windows: list[MainWindow] = []

    def make(model: GameModel, prefs: Any = None, size: tuple[int, int] | None = None, **kwargs: Any) -> MainWindow:
        win = MainWindow(model, prefs, **kwargs)
        windows.append(win)
        if size is not None:
            win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        return win

    yield make
    for win in windows:
        close_and_delete(win)
    left = join_our_threads()
    assert not left, f"threads still running after their windows closed: {sorted(t.name for t in left)}"


@pytest.fixture
def prefs() -> Preferences:
    """Preferences in memory for a window under test: no animations to wait for, no
    question before a game in progress is abandoned, and no ending that plays itself
    between a test's own moves (tests/test_auto_finish.py turns it on)."""
    from qvoleurs import settings
    from qvoleurs.preferences import Preferences

    p = Preferences.in_memory()
    p.set(settings.ANIMATIONS, False)
    p.set(settings.CONFIRM_ABANDON, False)
    p.set(settings.AUTO_FINISH, False)
    return p


@pytest.fixture
def program_identity(qapp: Any) -> Iterator[None]:
    """For a test that calls make_application: its name, version, desktop file name and icon
    are the whole process's, and put back after (About showed the icon in later tests only)."""
    from PySide6.QtGui import QGuiApplication

    kept = (qapp.applicationName(), qapp.organizationName(), qapp.applicationVersion())
    desktop, icon = QGuiApplication.desktopFileName(), qapp.windowIcon()
    yield
    qapp.setApplicationName(kept[0])
    qapp.setOrganizationName(kept[1])
    qapp.setApplicationVersion(kept[2])
    QGuiApplication.setDesktopFileName(desktop)
    qapp.setWindowIcon(icon)


@pytest.fixture
def large_font(qapp: Any) -> Iterator[None]:
    """The player's desktop font at 20 points (an accessibility setting), for the test only."""
    from PySide6.QtGui import QFont

    font = qapp.font()
    large = QFont(font)
    large.setPointSize(20)
    qapp.setFont(large)
    yield
    qapp.setFont(font)
