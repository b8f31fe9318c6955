"""The status bar's figures (the verdict, score, time, moves, stock and deal code) are
shown whole or not at all. With a large font or a long language in a narrow window they
do not all fit, and Qt would cut each one short without a sign: a Ukrainian "can no longer
be won" cut to "Виграти" ("to win") says the opposite. So the least important are left out
until the rest fit (each stays in Read the Board, the Game menu or on the table)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QStatusBar

SPACING = 6  # pixels between two of the status bar's widgets (its layout's spacing)


class StatusFigures(QObject):
    """Keeps the labels of `by_importance` (most important first) that the player wants
    shown and that fit whole in the status bar, beside a message label that may shrink."""

    def __init__(self, bar: QStatusBar, by_importance: list[QLabel]) -> None:
        super().__init__(bar)
        self.bar = bar
        self.labels = by_importance
        self._wanted = {id(label): not label.isHidden() for label in by_importance}
        self._fitting = False
        bar.installEventFilter(self)

    def want(self, label: QLabel, shown: bool) -> None:
        """Whether `label` is to be shown (the timer, the verdict): when it fits."""
        self._wanted[id(label)] = shown
        self.refit()

    def wanted(self, label: QLabel) -> bool:
        return self._wanted[id(label)]

    def left_out(self) -> list[QLabel]:
        """The labels wanted but not shown for want of room."""
        return [label for label in self.labels if self.wanted(label) and label.isHidden()]

    def refit(self) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            margins = self.bar.contentsMargins()
            room = self.bar.width() - margins.left() - margins.right() - SPACING
            fits = True
            for label in self.labels:
                show = self.wanted(label) and fits
                if show:
                    room -= label.sizeHint().width() + SPACING
                    show = fits = room >= 0
                if label.isHidden() == show:
                    label.setVisible(show)
        finally:
            self._fitting = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a new width, or a label's text changed its size (Qt asks the bar to lay out again)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.refit()
        return False
