"""An Alt pressed before the letter that opened a menu, delivered after it, leaves the menu open.

Qt tries a key as a shortcut as soon as it reads it (ShortcutOverride, at once) but delivers
the key press itself a moment later, queued. When the event loop is slow (the solver's
indicator thinking in its thread), Alt and a menu's letter are read together: the letter
opens the menu before Alt's own press is delivered, and that press, reaching the open menu,
closes it (a menu closes on Alt); the next letter went to the table. Under openbox, with the
indicator thinking, 2 to 4 of 45 Alt+letter openings did so. An Alt press older than the key
that opened the menu is such a late one: the menu does not take it. The times are the window
system's (QInputEvent.timestamp); a key without one (0: sent by a program) is never held back.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu, QWidget

_KEYS = (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)


class LateAltPress(QObject):
    """Watches `window` for the time of the keys it is offered, and `menus` for a late Alt."""

    def __init__(self, window: QWidget, menus: Iterable[QMenu]) -> None:
        super().__init__(window)
        self._last_key = 0  # the window system's time of the last key the window was offered
        self._opened_by: dict[QMenu, int] = {}  # each menu: the time of the key last seen as it opened
        window.installEventFilter(self)
        for menu in menus:
            menu.installEventFilter(self)
            menu.aboutToShow.connect(lambda menu=menu: self._opened_by.__setitem__(menu, self._last_key))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _KEYS and isinstance(event, QKeyEvent):
            if not isinstance(watched, QMenu):
                # the latest, not the largest: the window system's clock wraps (every 49 days)
                self._last_key = event.timestamp() or self._last_key
            elif (
                event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Alt
                and 0 < event.timestamp() < self._opened_by.get(watched, 0)  # (0: made by a program)
            ):
                return True  # pressed before the letter that opened this menu: not for it
        return super().eventFilter(watched, event)
