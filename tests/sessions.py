"""The real start-up, in-process: open a session like `qvoleurs` does, and close it with
every solver thread ended (tests/test_faults_*.py)."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.ui.app import Session, open_session


def start(qapp: QApplication, qtbot: QtBot, quiet_solver: bool = True) -> Session:
    """Load the files, take the lock, show the window and the start-up notices.

    `quiet_solver`: turn the verdict indicator off before the event loop runs, so no
    search competes for the CPU with the tests (none of them is about the solver)."""
    session = open_session(qapp)
    if quiet_solver:
        session.prefs.set(settings.SOLVER_INDICATOR, False)
    session.window.show()
    qtbot.waitExposed(session.window)
    session.notices.show_pending()
    return session


def solver_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("qvoleurs-solver") and t.is_alive()]


def close(session: Session, qtbot: QtBot) -> None:
    """Close the window as the player does, wait for its threads, let go of the lock."""
    session.window.close()
    qtbot.waitUntil(lambda: not solver_threads(), timeout=15000)
    session.close()
    session.window.deleteLater()
