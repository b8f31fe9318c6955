"""The solver's verdict in the status bar: its coloured dot seen on the status bar whatever
the desktop's colours (the red dot read 2.6:1 on a dark desktop, the grey ring 2.7:1 on a
light one)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel

from qvoleurs.ui.contrast import TEXT_CONTRAST, recoloured


class VerdictLabel(QLabel):
    """A label whose rich text's colours are fitted to its background, again when the
    desktop's colours change."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""  # as given, before its colours were fitted

    def setText(self, text: str) -> None:
        self._text = text
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._fit()

    def _fit(self) -> None:
        fitted = recoloured(self._text, self.palette().color(self.backgroundRole()), TEXT_CONTRAST)
        if fitted != self.text():  # a palette change would otherwise repaint for nothing
            super().setText(fitted)
