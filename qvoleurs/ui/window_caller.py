"""The running copy's side of `qvoleurs/single_window.py`: a start that asks is answered, and
the window comes to the front (out of the task bar when it was minimized)."""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimer
from PySide6.QtWidgets import QWidget

from .. import single_window

READ_SECONDS = 0.5  # a start sends its request at once; one that does not is not waited for


class WindowCaller(QObject):
    """Listens while the copy holds the lock; `listening` False where it could not (then a
    second start opens its own window, which does not save)."""

    def __init__(
        self, window: QWidget, folder: Path, display: str | None = None, server: socket.socket | None = None
    ) -> None:
        """`server`: the socket single_window.claim bound at start (a start's question may
        wait in its queue already); None: bind it now."""
        super().__init__(window)
        self.window = window
        self.display = single_window.display_of(os.environ) if display is None else display
        self.play_deal: Callable[[str], None] | None = None  # a deal code a start named (`qvoleurs CODE`)
        self._server: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        if server is None:
            server = single_window.claim(folder)
        if server is None:  # another copy listens (it holds no lock now: it will not for long)
            return
        server.setblocking(False)
        self._server = server
        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._answer)

    @property
    def listening(self) -> bool:
        return self._server is not None

    def close(self) -> None:
        """Stop listening (the lock is let go: the next start opens its own window)."""
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._server is not None:
            self._server.close()
            self._server = None

    def _answer(self) -> None:
        if self._server is None:
            return
        try:
            caller, _ = self._server.accept()
        except OSError:  # gone meanwhile
            return
        with caller:
            if not single_window.same_user(caller):
                return  # another user's process: this player's window is not theirs to raise
            caller.settimeout(READ_SECONDS)
            try:
                data = b""
                while not data.endswith(b"\n") and len(data) < single_window.MAX_REQUEST:
                    chunk = caller.recv(single_window.MAX_REQUEST)
                    if not chunk:
                        break
                    data += chunk
                display = single_window.displayed_by(data)
                if display is None:
                    return
                here = display == self.display
                if here:
                    self.bring_forward()
                caller.sendall(single_window.SHOWN if here else single_window.ELSEWHERE)
            except OSError:
                return
        deal = single_window.deal_asked(data)
        if here and deal is not None and self.play_deal is not None:
            # after the answer: the start ends at once, while this window may ask about its game
            play = self.play_deal
            QTimer.singleShot(0, self, lambda: play(deal))

    def bring_forward(self) -> None:
        """Show the window at the front, as it was before it was minimized (maximized or
        full screen included)."""
        window = self.window
        state = window.windowState()
        if state & Qt.WindowState.WindowMinimized:
            window.setWindowState((state & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
        window.show()
        window.raise_()
        window.activateWindow()
