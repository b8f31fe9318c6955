"""The status bar's message: beside the verdict and the figures it may have less room than
its text needs (German or Ukrainian at 800x600), so it is cut with "…" after its last whole
word that fits, and says whether it fits: the window then shows the whole text over the
table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QStyle


class MessageLabel(QLabel):
    """A one-line label drawn cut with "…" when too narrow; text() stays whole (a screen
    reader reads it all), and so does the tooltip. `cut` is emitted when a text that fitted
    stops fitting because the label narrowed (the figures beside it grew): whoever set it
    looked at fits() then, not since. `changed` is emitted when its text is set or cleared
    (the figures beside it make room for it, see StatusFigures)."""

    cut = Signal()
    changed = Signal()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)
        self.changed.emit()

    def clear(self) -> None:
        super().clear()
        self.setToolTip("")
        self.changed.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.text() and event.size().width() < event.oldSize().width() and not self.fits():
            # it fitted at the old width if the whole text is shown there
            shown = self.fontMetrics().elidedText(
                self.text(), Qt.TextElideMode.ElideRight, event.oldSize().width() - self._margins()
            )
            if shown == self.text():
                self.cut.emit()

    def _margins(self) -> int:
        margins = self.contentsMargins()
        return margins.left() + margins.right()

    def shown_text(self) -> str:
        """The text as drawn: whole, or cut with "…" to the label's width after its last
        whole word that fits (a word cut short may read as another: "Züge li…"); nothing
        where no character of it fits before the "…" (a lone "…" tells nothing: the window
        shows the text over the table then)."""
        text = self.text()
        shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self.contentsRect().width())
        if shown == text:
            return text
        kept = shown.removesuffix("…")
        if not text.startswith(kept) or kept == text:
            return shown  # (not a cut of Qt's own we know: as Qt drew it)
        if kept and not text[len(kept)].isspace():  # a word cut in two: back to the space before it
            words = kept.rsplit(maxsplit=1)
            if len(words) == 2:  # (a first word too long for the label stays cut: it is all there is)
                kept = words[0]
        kept = kept.rstrip()
        return kept + "…" if kept else ""

    def fits(self) -> bool:
        return self.shown_text() == self.text()

    def fits_in(self, width: int) -> bool:
        """Would the whole text fit were the label `width` pixels wide?"""
        room, text = width - self._margins(), self.text()
        return room >= 0 and self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room) == text

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.fits():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        align = QStyle.visualAlignment(self.layoutDirection(), self.alignment())
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(align),
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
