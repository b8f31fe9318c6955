"""Holding the player's input for a moment: what a modal dialog does, before the dialog shows.

A solver task opens a modal progress dialog. Most tasks end within a blink, and a dialog
shown for that blink only flashes; so the dialog waits a moment, and meanwhile this hold
eats the keys, clicks and wheel turns that the dialog would have kept from the window (a
card moved under a running task would leave its answer about another position)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject

_INPUT = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.Wheel,
        QEvent.Type.ContextMenu,
        QEvent.Type.TouchBegin,
        QEvent.Type.TabletPress,
    }
)


class InputHold(QObject):
    """While held, the application's key, mouse and wheel input goes nowhere."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._held = False

    @property
    def held(self) -> bool:
        return self._held

    def hold(self) -> None:
        app = QCoreApplication.instance()
        if not self._held and app is not None:
            app.installEventFilter(self)
            self._held = True

    def release(self) -> None:
        app = QCoreApplication.instance()
        if self._held and app is not None:
            app.removeEventFilter(self)
        self._held = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # "the focus wants this key": no menu shortcut fires; its KeyPress is eaten below
            return True
        return kind in _INPUT
