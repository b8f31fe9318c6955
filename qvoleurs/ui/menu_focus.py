"""The keys go back to the table when the menu bar keeps a focus it no longer uses.

After Alt and Escape the menu bar holds the keyboard focus, its menu title lit. A shortcut
pressed then (Ctrl+Shift+N) opens its dialog, which ends the menu bar's keyboard mode but
not its focus: once the dialog closes, Qt gives the focus back to the menu bar, which shows
nothing lit and ignores the arrow keys, so the table seemed dead until Tab. A menu bar that
has the focus with no menu title lit is not being used: the table takes the focus back.
The look waits for the event loop's next turn, so that it sees the bar as the key or the
dialog left it, not halfway through Qt's own change of focus.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenuBar, QWidget


class MenuBarFocusReturn(QObject):
    """Hands the focus from an idle menu bar of `window` back to `table`."""

    def __init__(self, window: QWidget, table: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if isinstance(now, QMenuBar) and now.window() is self.window:
            QTimer.singleShot(0, self, self._look)

    def _look(self) -> None:
        bar = QApplication.focusWidget()
        if isinstance(bar, QMenuBar) and bar.window() is self.window and bar.activeAction() is None:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
