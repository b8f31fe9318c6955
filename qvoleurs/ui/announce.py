"""Short spoken announcements for screen readers (what just happened, said once).

Qt 6.8 added QAccessibleAnnouncementEvent; AT-SPI passes it to Orca as an announcement, so a
player hears "Sent home: 7 of spades" without the focus moving. Every part of the window that
tells the player something in passing (a move, a reminder, a hint, a verdict) goes through here.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


def announce(source: QObject, text: str, *, assertive: bool = False) -> None:
    """Ask the screen reader to say `text` once; `assertive` interrupts what it is saying."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(source, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
