"""Graphics items of the table: cards, empty-pile places, the stock counter, and the
marks (placement highlights, keyboard focus) drawn over everything.

Items hold identity and look only; they never decide what is legal.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from qvoleurs.engine.rules import STOCK, foundation_suit, is_foundation
from qvoleurs.ui.table.cardart import FOCUS_COLOUR, HIGHLIGHT_COLOUR, CardArt

Z_SLOT = -10.0
Z_CARD = 0.0  # + index in its pile
# resting cards < marks < the stock's count < a card in flight or in hand: the card a player
# drags or watches fly is never tinted by a lit pile or hidden by the count
Z_MARKS = 400.0
Z_BADGE = 450.0
Z_FLYING = 500.0  # a card in flight or dragged: above every resting card


class CardItem(QGraphicsObject):
    """One physical card (of 104: both copies are separate items, keyed by card id)."""

    def __init__(self, card: int, art: CardArt) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._size = (0, 0)
        self._dpr = 1.0
        self._face_up = True
        self._pixmap: QPixmap | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_look(self, width: int, height: int, dpr: float, face_up: bool) -> None:
        if (width, height) != self._size or dpr != self._dpr or face_up != self._face_up:
            if (width, height) != self._size:
                self.prepareGeometryChange()
            self._size = (width, height)
            self._dpr = dpr
            self._face_up = face_up
            self.refresh()

    def refresh(self) -> None:
        """Drop the held picture (size, colours or face changed); it is fetched on paint."""
        self._pixmap = None
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._size[0], self._size[1])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._pixmap is None:
            w, h = self._size
            if self._face_up:
                self._pixmap = self._art.face(self.card, w, h, self._dpr)
            else:
                self._pixmap = self._art.back(w, h, self._dpr)
        painter.drawPixmap(QPointF(0, 0), self._pixmap)


class SlotItem(QGraphicsItem):
    """The place of a pile: seen when the pile is empty (foundations show their suit,
    the used-up stock shows that there is no redeal)."""

    def __init__(self, pile: int, art: CardArt) -> None:
        super().__init__()
        self.pile = pile
        self._art = art
        self._size = (0, 0)
        self._dpr = 1.0
        self._no_redeal = False
        self.setZValue(Z_SLOT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_look(self, width: int, height: int, dpr: float, no_redeal: bool = False) -> None:
        if (width, height) != self._size:
            self.prepareGeometryChange()
        self._size, self._dpr, self._no_redeal = (width, height), dpr, no_redeal
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._size[0], self._size[1])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size
        suit = foundation_suit(self.pile) if is_foundation(self.pile) else None
        no_redeal = self.pile == STOCK and self._no_redeal
        painter.drawPixmap(QPointF(0, 0), self._art.slot(w, h, self._dpr, suit=suit, no_redeal=no_redeal))


class BadgeItem(QGraphicsItem):
    """A small rounded label (the number of cards left in the stock)."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._rect = QRectF()
        self._font = QFont()
        self.setZValue(Z_BADGE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, card_width: int) -> None:
        size = max(8.0, card_width * 0.16)
        self._font.setPixelSize(round(size))
        self._font.setBold(True)
        rect = QRectF(-size * 1.3, -size * 0.75, size * 2.6, size * 1.5)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self._text = text
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 28, 24, 200))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QColor("#f4f1e8"))
        painter.setFont(self._font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


class MarksItem(QGraphicsItem):
    """Highlights of the piles that accept a dragged card, the keyboard focus ring and
    the picked-up card, drawn over the cards."""

    def __init__(self) -> None:
        super().__init__()
        self._bounds = QRectF()
        self.highlights: list[QRectF] = []
        self.focus: QRectF | None = None
        self.picked: QRectF | None = None
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_bounds(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._bounds = QRectF(rect)

    def set_marks(self, highlights: list[QRectF], focus: QRectF | None, picked: QRectF | None) -> None:
        if highlights != self.highlights or focus != self.focus or picked != self.picked:
            self.highlights, self.focus, self.picked = highlights, focus, picked
            self.update()

    def marked(self) -> list[QRectF]:
        """Every card lit, picked up or framed by the focus, in the scene's coordinates."""
        return [*self.highlights, *(rect for rect in (self.picked, self.focus) if rect is not None)]

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(HIGHLIGHT_COLOUR)
        fill.setAlpha(45)
        for rect in self.highlights:
            self._ring(painter, rect, HIGHLIGHT_COLOUR, fill, 3.0)
        if self.picked is not None:
            lift = QColor(FOCUS_COLOUR)
            lift.setAlpha(45)
            self._ring(painter, self.picked, FOCUS_COLOUR, lift, 3.0)
        if self.focus is not None:
            self._ring(painter, self.focus.adjusted(-3, -3, 3, 3), FOCUS_COLOUR, None, 3.0, dashed=True)

    @staticmethod
    def _ring(
        painter: QPainter, rect: QRectF, colour: QColor, fill: QColor | None, width: float, dashed: bool = False
    ) -> None:
        radius = rect.width() * 0.07
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if fill is not None:
            painter.fillPath(path, fill)
        pen = QPen(colour, width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
