"""Short spoken announcements for screen readers (what just happened, said once).

Qt 6.8 added QAccessibleAnnouncementEvent; AT-SPI passes it to Orca as an announcement, so a
player hears "Sent home: 7 of spades" without the focus moving. Every part of the window that
tells the player something in passing (a move, a reminder, a hint, a verdict) goes through here.
A reader that does not listen for announcements (Orca 43, in Debian 12) is told through the
window's SpokenNotice instead (ui/reader_events.py).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from . import reader_events
from .spoken_notice import notice_for


def announce(source: QObject, text: str, *, assertive: bool = False) -> None:
    """Ask the screen reader to say `text` once; `assertive` interrupts what it is saying.

    What is announced in one turn of the event loop is said as one announcement, at the end
    of the turn: a refused move's rule and "Put back …", the last card home and the ending
    that follows, came within a millisecond, and Orca starts each announcement by cutting
    off the one before, so the first was never heard whole."""
    if not text or not QAccessible.isActive():
        return
    if not _pending:
        QTimer.singleShot(0, _after_focus)
    _pending.append((source, text, assertive))


def _after_focus() -> None:
    """One turn later still: a focus moved with the words (a banner's button pressed, the
    table takes the focus back) is told a turn after Qt's focus event (TableView.focusInEvent),
    and Orca cuts off what it is saying with a focus: "Undone: …" came just before it."""
    QTimer.singleShot(0, _flush)


_pending: list[tuple[QObject, str, bool]] = []  # this turn's announcements, in order
_focus_coming = 0  # the table's pile focus promised for a coming turn (TableView.focusInEvent)
_waited = 0  # turns the announcements waited for it
_MOST_WAITS = 3  # a promise not kept (the table gone meanwhile) holds nothing up for long


def focus_coming() -> None:
    """The table has the focus and tells its pile a turn later: words said meanwhile wait
    for that. A reader cuts off what it is saying with a focus: "New game dealt", said as
    the abandon question closed, came between the table's focus and its pile's."""
    global _focus_coming
    _focus_coming += 1


def focus_is_coming() -> bool:
    """A table's pile focus is on its way (see `focus_coming`): the reader will say the pile."""
    return _focus_coming > 0


def focus_told() -> None:
    global _focus_coming
    _focus_coming = max(0, _focus_coming - 1)


def _flush() -> None:
    """Say this turn's announcements: one event for each run of them from the same source."""
    global _waited, _focus_coming
    if _focus_coming and _waited < _MOST_WAITS:
        _waited += 1
        QTimer.singleShot(0, _flush)
        return
    _waited = _focus_coming = 0
    pending = [item for item in _pending if shiboken6.isValid(item[0])]  # (a window closed meanwhile)
    _pending.clear()
    while pending:
        source = pending[0][0]
        run = 0
        while run < len(pending) and pending[run][0] is source:
            run += 1
        texts, assertive = [text for _, text, _ in pending[:run]], any(loud for _, _, loud in pending[:run])
        del pending[:run]
        _send(source, joined(texts), assertive)


def joined(texts: list[str]) -> str:
    """Sentences said as one: each but the last ends with a full stop unless it has its own."""
    last = len(texts) - 1
    return " ".join(sentence(text if i == last or text[-1] in _ENDS else text + ".") for i, text in enumerate(texts))


def sentence(text: str) -> str:
    """`text` begun with a capital letter: words that start with a card's name, lower case in
    Ukrainian ("туз пік на базову стопку 1"), showed so on a braille display."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


_ENDS = ".!?…:"  # a sentence that ends so needs no full stop before the next


def shown_sentence(text: str) -> str:
    """`text` shown alone over the cards, as the other messages there are: with a capital
    letter, and a full stop unless it ends so already (one language's translation has its own)."""
    return sentence(text if not text or text[-1] in _ENDS else text + ".")


_BESIDE_MS = 1500  # a reader is still saying the words sent this long ago (a sentence or two)
_last_sent: tuple[QObject, str, QElapsedTimer] | None = None  # whose words went out last, and when


def _beside_the_last(source: QObject, text: str, alone: str | None = None) -> str:
    """`text` (a verdict, a state), after the words `source` sent a moment ago when there are
    some: "New game dealt", then "Winnable" a quarter second later, and a reader that hears
    announcements may cut the first off with the second. Not for the words of moves, which come as fast as the keys.
    With no words a moment ago, `alone` when given: words that say what they are about
    ("Not known yet" came half a minute after a deal, amid the arrows, about nothing said)."""
    if any(pending[0] is source for pending in _pending):
        return text  # words of this turn go out with it, as one announcement: the short form
    last = _last_sent
    if last is None or last[0] is not source or last[2].elapsed() >= _BESIDE_MS or text in last[1]:
        return alone or text
    if not reader_events.announcements_heard():
        # told as notifications (SpokenNotice): Orca 43 queues them and cuts none off, so the
        # words were heard whole, and said again they were heard twice (a real Orca's speech log)
        return text
    return joined([last[1], text])


def _send(source: QObject, text: str, assertive: bool) -> None:
    global _last_sent
    herald = _waiting_herald(source)
    if herald is not None:  # its window is behind a dialog, which is closing (a deal code typed)
        herald.say(text)
        return
    since = QElapsedTimer()
    since.start()
    _last_sent = (source, text, since)
    notice = None if reader_events.announcements_heard() else notice_for(source)
    if notice is not None:
        notice.say(text)  # a reader that would not hear an announcement (Orca 43)
        return
    event = QAccessibleAnnouncementEvent(source, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def _waiting_herald(source: QObject) -> Herald | None:
    """The Herald of `source`'s window when that window, active before, is not now: a reader
    says what comes from a window behind a dialog, then the focus coming back to it, which
    cuts it off ("New game dealt" as the deal-code dialog closes). It waits there instead."""
    window = source.window() if isinstance(source, QWidget) else None
    herald = window.findChild(Herald, options=Qt.FindChildOption.FindDirectChildrenOnly) if window else None
    if herald is None or window is None or window.isActiveWindow() or not herald.ready():
        return None
    return herald


_LINK_TRIES, _LINK_WAIT_MS = 10, 300  # how long held words wait for a screen reader's link


class Herald(QObject):
    """Words for a screen reader that must not be lost at start: until `window` has been
    active once and Qt's link to the screen reader is up, they are held, then said after the
    window's title and focus. Before that, an announcement is dropped unheard (a start-up
    notice, the first verdict of the solver come 0.2 s before the window is active)."""

    def __init__(self, window: QWidget, source: QObject) -> None:
        super().__init__(window)
        self._window = window
        self._source = source
        self._ready = False  # the window was active and the link is up (or never came)
        self._held: list[tuple[str, str, str | None]] = []  # (slot, text, alone) in the order they came
        self._tries = 0
        window.installEventFilter(self)

    def ready(self) -> bool:
        """The window has been active, and what it held is said."""
        return self._ready

    def say(self, text: str, slot: str = "", alone: str | None = None) -> None:
        """Announce `text` now, or when it can be heard. A text with a `slot` replaces one
        held in the same slot (a verdict that changed before anyone heard it); texts with no
        slot are all kept and said together. `alone`: a state's words for when nothing else is
        said with it; such a text goes with the words said a moment before (`_beside_the_last`).
        Others never do: the way out of full screen, pressed within a moment of a deal, repeated
        the deal's words, and leaving it repeated them all again."""
        heard = self._ready or QAccessible.isActive()
        if heard and self._window.isActiveWindow() and not self._held:
            announce(self._source, _beside_the_last(self._source, text, alone) if alone is not None else text)
            return
        if slot:
            self._held = [held for held in self._held if held[0] != slot]
        self._held.append((slot, text, alone))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.WindowActivate:
            # after the title and the focus: the focused widget tells its own focus in a turn
            # of the event loop after this one (the table's pile does), so two turns
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self._say_held))
        return False

    def _say_held(self) -> None:
        if not self._ready and not QAccessible.isActive() and self._tries < _LINK_TRIES:
            self._tries += 1  # the link to the screen reader comes up just after the window
            QTimer.singleShot(_LINK_WAIT_MS, self, self._say_held)
            return
        self._ready = True
        if not self._window.isActiveWindow():
            return  # said when the window is active again
        held, self._held = self._held, []
        loose = [text for slot, text, _alone in held if not slot]
        if loose:
            announce(self._source, "\n\n".join(loose))
        for slot, text, alone in held:
            if not slot:
                continue
            if loose or alone is None:  # said with the loose words, in one announcement: short
                announce(self._source, text)
            else:  # with words said meanwhile ("Back to the position after move 18"), as at once
                announce(self._source, _beside_the_last(self._source, text, alone))
