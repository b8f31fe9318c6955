"""A check box whose caption wraps onto more lines where its row is narrow.

Qt's QCheckBox draws its caption on one line, so with a large font or a long German or
Danish caption a settings page scrolled sideways on a small screen. This one keeps its
caption as the button's own text, so its mnemonic (Alt+letter) and what a screen reader
says stay Qt's, and only draws and measures the caption wrapped.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QCheckBox, QSizePolicy, QStyle, QStyleOptionButton, QWidget

from qvoleurs.ui.contrast import focus_colour

_FLAGS = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic
_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


class WrappingCheckBox(QCheckBox):
    """One line where there is room (its size hint), more where its row is narrower, down
    to the width of its longest word."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # -- measuring ------------------------------------------------------------------------

    def _option(self) -> QStyleOptionButton:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return option

    def _text_left(self) -> int:
        """Where the caption starts: after the box and the style's spacing."""
        return self.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, self._option(), self).left()

    def _room(self, width: int) -> int:
        """The caption's width beside the box in `width`."""
        return max(1, width - self._framed(QSize(0, 0)).width())

    def _text_rect(self, width: int) -> QRect:
        """The caption's bounds when wrapped to the room beside the box in `width`."""
        room = QRect(0, 0, self._room(width), 100_000)
        return QFontMetrics(self.font()).boundingRect(room, int(_FLAGS | _ALIGN), self.text())

    def _framed(self, text: QSize) -> QSize:
        """The box's size around a caption of size `text`, as the style measures a check box."""
        return self.style().sizeFromContents(QStyle.ContentsType.CT_CheckBox, self._option(), text, self)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        text = self._text_rect(width)
        return self._framed(QSize(text.width(), text.height())).height()

    def sizeHint(self) -> QSize:
        return self._framed(QFontMetrics(self.font()).size(int(Qt.TextFlag.TextShowMnemonic), self.text()))

    def minimumSizeHint(self) -> QSize:
        # as wide as the longest word; the height of one line, as QLabel's: a layout takes
        # this as every row's least height and asks heightForWidth at the width it gives
        metrics = QFontMetrics(self.font())
        longest = max((metrics.horizontalAdvance(word) for word in self.text().replace("&", "").split()), default=0)
        return self._framed(QSize(longest, metrics.height()))

    # -- drawing and clicking -------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        option = self._option()
        style = self.style()
        box = style.subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, self)
        line = QFontMetrics(self.font()).height()
        top = (self._framed(QSize(0, line)).height() - line) // 2  # the style's margin above a line
        box.moveTop(top + max(0, (line - box.height()) // 2))  # beside the first line
        indicator = QStyleOptionButton(option)
        indicator.rect = box
        style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, indicator, painter, self)
        room = self._caption_room()
        style.drawItemText(painter, room, int(_FLAGS | _ALIGN), option.palette, self.isEnabled(), self.text())
        if self.hasFocus() and option.state & QStyle.StateFlag.State_KeyboardFocusChange:
            # a frame of our own, where the style would draw its focus: Fusion's is the highlight
            # at a third of its strength, 1.1:1 on a dark desktop's dialog, and a keyboard player
            # could not see which setting had the focus
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(focus_colour(option.palette), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.focus_frame()).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)

    def _caption_room(self) -> QRect:
        """Where the caption is drawn: beside the box, below the style's margin above a line."""
        line = QFontMetrics(self.font()).height()
        top = (self._framed(QSize(0, line)).height() - line) // 2
        return QRect(self._text_left(), top, self._room(self.width()), self.height() - top)

    def focus_frame(self) -> QRect:
        """The focus frame: round the wrapped caption with Qt's own margin for a check box
        (3 pixels beside it, 2 above and below, within the button). It hugged the text, so
        descenders and the first letter touched it."""
        text = self._text_rect(self.width()).translated(self._caption_room().topLeft())
        return text.adjusted(-3, -2, 3, 2).intersected(self.rect())

    def hitButton(self, pos: QPoint) -> bool:
        # the caption's every line, not only the first one Qt would measure
        return self.rect().contains(pos)
