"""The keyboard's focus frame stays once the player moves the focus by key.

Qt's style frames a focused button or check box only while its window has
WA_KeyboardFocusChange, which Tab sets and a mouse press clears. Qt also cleared it when
the focus came back to a window after a dialog or a message box (Escape on "Where Did I
Lose It?"'s answer, or on the rules opened from a banner's button), and when Alt and a
letter took the focus to a check box of the preferences: the focus was there, and the eye
saw it nowhere, so the next Space or Enter pressed something unseen. A window remembers
whether its focus was framed when the focus left it and gets that frame back when the
focus returns with no mouse button down; a focus moved by Alt and a letter is framed too,
and so is one the menu bar gives back (Escape after F10: the banner's button it came from
had lost its frame to the menu's window, so the player saw the focus nowhere).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMenuBar, QWidget

_FRAMED = "qvoleurs_keyboard_framed"  # a window's property: its focus was framed when last seen
_KEYBOARD = Qt.WidgetAttribute.WA_KeyboardFocusChange


class KeyboardFrame(QObject):
    """Keeps each window's focus frame across the focus changes the keys make."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        app.focusChanged.connect(self._moved)

    def _moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None and (new is None or new.window() is not old.window()):
            _remember(old.window())  # as it leaves: a click since it came took the frame away
        if new is None or QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        window = new.window()
        came_back = old is None or old.window() is not window
        by_letter = bool(QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.AltModifier)
        by_key = by_letter or isinstance(old, QMenuBar)  # the bar holds the focus only for the keys
        if (came_back and window.property(_FRAMED) is True) or (not came_back and by_key):
            QTimer.singleShot(0, new, lambda: _frame(new))  # after Qt's own handling, which clears it


def _frame(widget: QWidget) -> None:
    if widget.hasFocus() and QGuiApplication.mouseButtons() == Qt.MouseButton.NoButton:
        widget.window().setAttribute(_KEYBOARD)
        widget.update()


def _remember(window: QWidget) -> None:
    window.setProperty(_FRAMED, window.testAttribute(_KEYBOARD))


def keep_keyboard_frames() -> None:
    """Once per application (each main window asks; tests build many)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.findChild(KeyboardFrame) is None:
        KeyboardFrame(app)
