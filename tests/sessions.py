"""The real start-up, in-process: open a session like `qvoleurs` does, and close it with
every solver thread ended (tests/test_faults_*.py)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.ui.app import Session, open_session


def opened(qapp: QApplication, clock: Callable[[], float] | None = None) -> Session:
    """`open_session` (the window not shown yet; `clock`: the game timer's); `close` undoes
    what it did to the process."""
    locale = QLocale()  # the start-up sets the language's locale as the default
    session = open_session(qapp, clock)
    _locales[id(session)] = locale
    return session


def start(
    qapp: QApplication, qtbot: QtBot, quiet_solver: bool = True, clock: Callable[[], float] | None = None
) -> Session:
    """Load the files, take the lock, show the window and the start-up notices.

    `quiet_solver`: turn the verdict indicator off before the event loop runs, so no
    search competes for the CPU with the tests (none of them is about the solver)."""
    session = opened(qapp, clock)
    if quiet_solver:
        session.prefs.set(settings.SOLVER_INDICATOR, False)
    session.window.show()
    qtbot.waitExposed(session.window)
    session.notices.show_pending()
    return session


_locales: dict[int, QLocale] = {}


def solver_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("qvoleurs-solver") and t.is_alive()]


def close(session: Session, qtbot: QtBot) -> None:
    """Close the window as the player does, wait for the solver's threads, let go of the
    lock. The window is deleted only once no thread can signal it any more."""
    session.window.close()
    try:
        qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)
    finally:
        session.close()
        QLocale.setDefault(_locales.pop(id(session), QLocale()))
    session.window.deleteLater()
