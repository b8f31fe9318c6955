"""A menu bar whose current title is seen lit while the bar holds the keyboard.

Escape in a menu opened by F10 (or Alt and its letter) closes the menu and leaves its title
current, the bar in its keyboard mode: Left and Right move between the titles, Down opens
one, a second Escape gives the focus back where it was before F10. Fusion (Qt's style on a
desktop without a theme of its own, as under openbox) lights a title only while its menu is
open: after the first Escape the bar held the focus with nothing lit, and Right moved an
unseen title. The current title of a bar that has the focus is drawn as an open one is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QMenuBar, QStyle, QStyleOptionMenuItem


class LitMenuBar(QMenuBar):
    def initStyleOption(self, option: QStyleOptionMenuItem, action: QAction) -> None:
        super().initStyleOption(option, action)
        if self.hasFocus() and option.state & QStyle.StateFlag.State_Selected:
            option.state |= QStyle.StateFlag.State_Sunken  # (a pointer over a title gives no focus)


def leave_keyboard_mode(bar: QMenuBar) -> None:
    """End the keyboard mode of `bar` as Escape does, which gives the focus back where it was
    before (hiding the bar instead would pass it to whatever widget comes next)."""
    if bar.hasFocus():
        nothing = Qt.KeyboardModifier.NoModifier
        QCoreApplication.sendEvent(bar, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, nothing))
