"""Game ▸ New Game from Code: the dialog that asks for a deal code.

A code that is not one is explained over the dialog, which stays open with the text to
correct: the focus goes from the field to the message and back, never through the table
(a screen reader heard the table and a pile between the dialog and the message). OK stays
disabled while the field is empty, so that Enter there does nothing rather than close the
dialog with nothing dealt and nothing said.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QLineEdit, QMessageBox, QWidget

from ...deal_code_messages import DEAL_CODE_MESSAGES, message_values
from ...engine import Deal, DealCodeError
from ...translatable import arg
from ..code_text import codes_kept_whole
from ..line_breaks import last_words_together

TITLE_BUTTONS = 160  # pixels a window manager's title bar takes beside a dialog's title (icon, buttons)


class DealCodeDialog(QInputDialog):
    """Accepts only a deal code; `deal()` is the deal of the code accepted."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._deal: Deal | None = None
        self.setWindowTitle(self.tr("New Game from Code"))
        self.setLabelText(self.tr("Deal code (like FT1-N-AAAAAAV):"))
        self.setTextEchoMode(QLineEdit.EchoMode.Normal)
        self.setTextValue(text)
        # wide enough for its title beside a window manager's buttons (not "New Ga… m Code"):
        # its layout sets its size from its contents, so the line to type in is made wider
        title = self.fontMetrics().horizontalAdvance(self.windowTitle()) + TITLE_BUTTONS
        field = self.findChild(QLineEdit)
        layout = self.layout()
        if field is not None:
            margins = layout.contentsMargins() if layout is not None else None
            around = margins.left() + margins.right() if margins is not None else 0
            field.setMinimumWidth(title - around)
        self.textValueChanged.connect(self._offer_ok)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._offer_ok(self.textValue())  # Qt makes the buttons only as the dialog is first shown

    def _offer_ok(self, text: str) -> None:
        buttons = self.findChild(QDialogButtonBox)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok) if buttons is not None else None
        if ok is not None:  # disabled, the default button leaves Enter doing nothing: the dialog stays
            ok.setEnabled(bool(text.strip()))

    def deal(self) -> Deal | None:
        return self._deal

    def accept(self) -> None:
        try:  # an empty field (OK disabled, so only when called) is told to type a code
            self._deal = Deal.from_code(self.textValue())
        except DealCodeError as exc:
            reason = arg(QCoreApplication.translate("DealCode", DEAL_CODE_MESSAGES[exc.problem]), *message_values(exc))
            QMessageBox.warning(self, self.tr("Not a deal code"), codes_kept_whole(last_words_together(reason)))
            return  # still open, the text there to correct
        super().accept()
