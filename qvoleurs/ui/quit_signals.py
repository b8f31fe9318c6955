"""Quit on SIGINT, SIGTERM and SIGHUP as if the player had quit (`quit_on_signals`).

Python runs a signal handler only when Python code runs next, and an idle game window
runs none. So the Python handler installed here does (almost) nothing: Python's own
C-level handler writes the signal's number to a socket (`signal.set_wakeup_fd`), and a
QSocketNotifier on the other end wakes the event loop, which then

- first signal: closes the open modal dialogs, topmost first, as their title bar's ×
  does (a confirmation answers no; one that refuses is rejected), then every window, as
  Game ▸ Quit does (the window's closeEvent saves its size and place; run_app then saves
  the play time in `Session.close`), and ends the event loop with status 0: the
  player's own quit, done in full, is no failure (a session manager or service manager
  sending SIGTERM counts 0 as a clean stop);
- second signal (a window refused to close): ends the event loop anyway, with status
  128 + the signal's number (the shell's convention for a program ended by a signal),
  still saving the play time in `Session.close`, and puts the signals' default actions
  back, so that a third ends the process at once even if the event loop does not answer.

Should the event loop never answer (the main thread stuck in Python code), the third
signal the Python handler sees takes the default action at once.

No timer polls: the idle window still wakes up only for its own events. A signal that
was ignored when the program started (`nohup`, a background job of a script) stays
ignored. Leaving the `with` block puts back the previous handlers and wakeup fd (tests
run many windows in one process).
"""

from __future__ import annotations

import os
import signal
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication, QDialog

QUIT_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
MAX_MODALS = 16  # dialogs stacked on dialogs: more than any path of the game opens


class SignalQuitter(QObject):
    """The socket pair, its notifier and the handlers; `uninstall` puts everything back."""

    def __init__(self, app: QApplication, signals: tuple[signal.Signals, ...] = QUIT_SIGNALS) -> None:
        super().__init__(app)
        self.app = app
        self.received: list[int] = []  # the signals the event loop has handled, in order
        self._seen = 0  # the signals the Python handler has seen
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous: dict[int, Any] = {}
        for sig in signals:
            handler = signal.getsignal(sig)
            if handler == signal.SIG_IGN:
                continue  # ignored by whoever started us: stays so
            self._previous[sig] = handler
            signal.signal(sig, self._python_handler)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_wakeup)

    @property
    def signals(self) -> tuple[int, ...]:
        """The signals handled here (not those ignored from the start)."""
        return tuple(self._previous)

    def _python_handler(self, signum: int, _frame: FrameType | None) -> None:
        """Runs at the next Python bytecode; the wakeup fd already woke the event loop."""
        self._seen += 1
        if self._seen >= 3 and len(self.received) < 2:  # the event loop never answered
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)

    def _on_wakeup(self) -> None:
        try:
            data = self._reader.recv(256)
        except (BlockingIOError, InterruptedError):
            return
        for signum in data:
            if signum in self._previous:  # a wakeup byte of another handler: not ours
                self._handle(signum)

    def _handle(self, signum: int) -> None:
        self.received.append(signum)
        if len(self.received) == 1:
            self._quit_as_the_player_does()
        elif len(self.received) == 2:
            for sig in self._previous:
                signal.signal(sig, signal.SIG_DFL)  # a third signal: the default action at once
            self.app.exit(128 + signum)

    def _quit_as_the_player_does(self) -> None:
        for _ in range(MAX_MODALS):
            modal = QApplication.activeModalWidget()
            if modal is None:
                break
            modal.close()  # as its title bar's ×: a progress dialog cancels its task
            if QApplication.activeModalWidget() is modal and isinstance(modal, QDialog):
                modal.reject()  # a message box without an escape button refuses close()
            if QApplication.activeModalWidget() is modal:
                break  # it stays: the windows below may still close
        QApplication.closeAllWindows()  # each window's closeEvent runs (and may refuse)
        if not any(w.isVisible() for w in QApplication.topLevelWidgets()):
            self.app.exit(0)  # every event loop ends, a dialog's too: no later dialog waits

    def uninstall(self) -> None:
        """The previous handlers and wakeup fd back; the sockets closed."""
        self._notifier.setEnabled(False)
        for sig, handler in self._previous.items():
            signal.signal(sig, signal.SIG_DFL if handler is None else handler)  # None: set outside Python
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
        self._notifier.deleteLater()
        self.deleteLater()


@contextmanager
def quit_on_signals(app: QApplication) -> Iterator[SignalQuitter]:
    """SIGINT, SIGTERM and SIGHUP quit the application cleanly while in the block (main thread only)."""
    quitter = SignalQuitter(app)
    try:
        yield quitter
    finally:
        quitter.uninstall()
