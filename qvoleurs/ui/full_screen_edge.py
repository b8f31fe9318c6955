"""The way out of full screen for a player with a mouse alone.

In full screen the menu bar gives its room to the table, and only keys (F11, Escape, F10)
brought it back: a mouse-only player had no way out. As in a browser, the pointer at the
screen's top edge shows the menus over the table's edge (View ▸ Full Screen leaves), and
they go again once the pointer is back on the table with no menu open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QMenuBar, QWidget

EDGE_PIXELS = 2  # the pointer this close to the top shows the menus: a screen's edge stops it there


class TopEdgeMenus(QObject):
    """Watches `table` (the view's viewport, at the top of the screen in full screen)."""

    def __init__(
        self,
        table: QWidget,
        full_screen: Callable[[], bool],
        show_bar: Callable[[], QMenuBar],
        hide_bar: Callable[[], None],
    ) -> None:
        super().__init__(table)
        self.table = table
        self.full_screen = full_screen
        self.show_bar = show_bar
        self.hide_bar = hide_bar
        self._shown: QMenuBar | None = None  # the bar this showed, until it hides it
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table
            and isinstance(event, QMouseEvent)
            and event.type() == QEvent.Type.MouseMove
            and self.full_screen()
        ):
            top = self.table.mapTo(self.table.window(), event.position().toPoint()).y()
            if top < EDGE_PIXELS and event.buttons() == Qt.MouseButton.NoButton:  # not while a card is dragged
                self._shown = self.show_bar()
            elif self._shown is not None:
                # the pointer back on the table, below the bar (over the bar, the table hears
                # nothing): the bar goes, unless a menu of it is open; a bar F10 shows is not this one's
                self.hide_bar()
                if not self._shown.isVisible():
                    self._shown = None
        return super().eventFilter(watched, event)
