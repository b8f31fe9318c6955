"""The status bar's message: beside the verdict and the figures it may have less room than
its text needs (German or Ukrainian at 800x600), so it is cut with "…" rather than in
mid-word, and says whether it fits: the window then shows the whole text over the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QStyle


class MessageLabel(QLabel):
    """A one-line label drawn cut with "…" when too narrow; text() stays whole (a screen
    reader reads it all), and so does the tooltip."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def clear(self) -> None:
        super().clear()
        self.setToolTip("")

    def shown_text(self) -> str:
        """The text as drawn: whole, or cut with "…" to the label's width; nothing where no
        word of it fits before the "…" (a lone "…" tells nothing: the window shows the text
        over the table then)."""
        text = self.text()
        shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self.contentsRect().width())
        return shown if shown == text or shown.rstrip("…").strip() else ""

    def fits(self) -> bool:
        return self.shown_text() == self.text()

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
