"""The status bar's figures (the verdict, score, time, moves, stock and deal code) are
shown whole or not at all. With a large font or a long language in a narrow window they
do not all fit, and Qt would cut each one short without a sign: a Ukrainian "can no longer
be won" cut to "Виграти" ("to win") says the opposite. So the least important are left out
until the rest fit (each stays in Read the Board, the Game menu or on the table).

A message (the demo's "click or press a key to stop it") is for the moment and says what
to do: the figures that are also shown elsewhere (the stock's count on the table, the deal
code in the title bar) give way to it while it is shown, least important first, rather
than leave it cut to a few words at 800 pixels."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QStatusBar

from .status_message import MessageLabel

SPACING = 6  # pixels between two of the status bar's widgets (its layout's spacing)


class StatusFigures(QObject):
    """Keeps the labels of `by_importance` (most important first) that the player wants
    shown and that fit whole in the status bar, beside a message label that may shrink.
    The labels of `give_way` (the last of `by_importance`) are left out, the least important
    first, while the message would not fit whole beside them."""

    def __init__(
        self,
        bar: QStatusBar,
        by_importance: list[QLabel],
        message: MessageLabel | None = None,
        give_way: Sequence[QLabel] = (),
    ) -> None:
        super().__init__(bar)
        self.bar = bar
        self.labels = by_importance
        self.message = message
        self._give_way = {id(label) for label in give_way}
        self._wanted = {id(label): not label.isHidden() for label in by_importance}
        self._fitting = False
        bar.installEventFilter(self)
        if message is not None:
            message.changed.connect(self._message_changed)

    def want(self, label: QLabel, shown: bool) -> None:
        """Whether `label` is to be shown (the timer, the verdict): when it fits."""
        self._wanted[id(label)] = shown
        self.refit()

    def wanted(self, label: QLabel) -> bool:
        return self._wanted[id(label)]

    def left_out(self) -> list[QLabel]:
        """The labels wanted but not shown for want of room (or given way to a message)."""
        return [label for label in self.labels if self.wanted(label) and label.isHidden()]

    def refit(self) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            margins = self.bar.contentsMargins()
            room = self.bar.width() - margins.left() - margins.right() - SPACING
            shown: list[QLabel] = []
            for label in self.labels:
                if not self.wanted(label):
                    continue
                room -= label.sizeHint().width() + SPACING
                if room < 0:
                    break  # this one and all after it are left out
                shown.append(label)
            message = self.message
            if message is not None and message.text():
                # `room` is what the message gets, less a few pixels: a figure may give way
                # when the message would just fit, never stay when it would not
                while shown and id(shown[-1]) in self._give_way and not message.fits_in(room):
                    room += shown.pop().sizeHint().width() + SPACING
            kept = {id(label) for label in shown}
            for label in self.labels:
                show = id(label) in kept
                if label.isHidden() == show:
                    label.setVisible(show)
        finally:
            self._fitting = False

    def _message_changed(self) -> None:
        self.refit()
        # laid out now, not at the next turn of the event loop: whoever set the message
        # asks at once whether it fits (and shows it whole over the table if not)
        layout = self.bar.layout()
        if layout is not None and self.bar.isVisible():
            layout.activate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a new width, or a label's text changed its size (Qt asks the bar to lay out again)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.refit()
        return False
