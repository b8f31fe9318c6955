"""Words for a screen reader that does not listen for announcements (ui/reader_events.py).

Orca 43 (Debian 12) speaks an object of the notification role when it appears: each text
is one, a widget with no size and nothing drawn, whose name is the text. It stays a while
after the next one comes, so that the reader finds it there when it asks, which may be well
after the event: Orca queues what it says, and asks as it comes to it.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from qvoleurs.ui.access_factory import install_once

KEPT_MS = 30_000  # a notification's life: longer than a reader's queue of words is heard


class SpokenNotice(QWidget):
    """Where the notifications for screen readers appear, inside `parent`: nothing drawn."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        install_once(_factory)
        self.setObjectName("spoken-notices")
        self.setFixedSize(0, 0)
        self._shown: Notification | None = None

    def say(self, text: str) -> None:
        """A new notification with `text`: the reader says it once. A new object each time,
        since a reader keeps an object's name and would say the one before (seen with
        libatspi's cache)."""
        self._shown = Notification(self, text)
        self._shown.show()
        # not gone with the next one: "New game dealt", replaced by its verdict a quarter
        # second later, was gone when Orca asked its name, and it said "notification" alone
        QTimer.singleShot(KEPT_MS, self._shown, self._shown.deleteLater)

    def shown(self) -> str:
        """The text of the last notification (for tests)."""
        return self._shown.accessibleName() if self._shown is not None and shiboken6.isValid(self._shown) else ""


class Notification(QWidget):
    """One notification: its text is its accessible name."""

    def __init__(self, parent: QWidget, text: str) -> None:
        super().__init__(parent)
        self.setFixedSize(0, 0)
        self.setAccessibleName(text)


def notice_for(source: QObject) -> SpokenNotice | None:
    """The notice of the window `source` belongs to, or of the window that opened its dialog."""
    widget = source if isinstance(source, QWidget) else None
    while widget is not None:
        window = widget.window()
        notice = window.findChild(SpokenNotice)
        if notice is not None:
            return notice
        widget = window.parentWidget()
    return None


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, Notification):
        return QAccessibleWidget(obj, QAccessible.Role.Notification)
    return None
