"""How cards, card backs and empty pile places look: drawn with QPainter, no image files.

Every picture is vector-drawn (suit symbols are QPainterPaths, ranks are glyph outlines
scaled into a box) at the exact pixel size asked for, then cached, so cards stay crisp at
any zoom and on HiDPI screens. Both copies of a card share one picture.

Layout choices that matter for play: in Forty Thieves the columns fan downwards and only
the top strip of a covered card shows, so the corner index (rank with the suit beside it)
always fits in the top `INDEX_STRIP` of the card, and a column never fans tighter than
that (layout.py): every covered card shows both its rank and its suit.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform

from qvoleurs.engine.cards import DECK_SIZE, RANK_OF, SUIT_OF

CARD_ASPECT = 1.45
TABLE_COLOUR = QColor("#2c5a45")
HIGHLIGHT_COLOUR = QColor("#ffc83d")
FOCUS_COLOUR = QColor("#39b8ff")

_FACE_COLOUR = QColor("#fdfdfa")
_BORDER_COLOUR = QColor("#8a8a84")
_BLACK = QColor("#1b1b1f")
_RED = QColor("#c8102e")
_BLUE = QColor("#1450b4")
_GREEN = QColor("#1a7a32")
_TWO_COLOURS = (_BLACK, _RED, _RED, _BLACK)
_FOUR_COLOURS = (_BLACK, _RED, _BLUE, _GREEN)
_COURT_FILL = QColor("#f4ead0")
_BACK_FILL = QColor("#7d1d24")
_BACK_LINE = QColor("#b6474e")
_BACK_DOT = QColor("#e6b7a0")
_SLOT_LINE = QColor(255, 255, 255, 110)
_SLOT_FILL = QColor(0, 0, 0, 28)
_SLOT_MARK = QColor(255, 255, 255, 60)

_RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def rank_labels() -> tuple[str, ...]:
    """The corner index of each rank (1..13) in the installed language: card makers print
    their own letters (German B/D/K, Dutch B/V/H, Danish E/B/D/K, Ukrainian Т/В/Д/К)."""
    return (
        "",
        QCoreApplication.translate("CardIndex", "A", "the corner index of an ace"),
        *_RANK_LABELS[2:11],
        QCoreApplication.translate("CardIndex", "J", "the corner index of a jack"),
        QCoreApplication.translate("CardIndex", "Q", "the corner index of a queen"),
        QCoreApplication.translate("CardIndex", "K", "the corner index of a king"),
    )


# The share of a card's height that holds the corner index: a fanned column shows at
# least this much of every covered card. Rank and suit sit side by side so both stay
# large in a strip this thin (stacked, they needed a fifth of the card).
INDEX_STRIP = 0.175
# Below this width the court cards drop their inner frame and corner pips.
_COMPACT_WIDTH = 96
# Entries kept per cache; a window resize creates a new size, so old sizes must age out.
_CACHE_LIMIT = 6 * DECK_SIZE


# --- suit symbols -------------------------------------------------------------------------


def _fit(path: QPainterPath, size: float) -> QPainterPath:
    """`path` scaled so its larger side is `size`, centred on the origin."""
    box = path.boundingRect()
    scale = size / max(box.width(), box.height())
    transform = QTransform()
    transform.scale(scale, scale)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def _heart() -> QPainterPath:
    # Two lobes and a pointed bottom, drawn as one smooth outline (y grows downwards).
    path = QPainterPath(QPointF(0, -0.28))
    path.cubicTo(-0.06, -0.46, -0.22, -0.52, -0.34, -0.50)
    path.cubicTo(-0.50, -0.47, -0.58, -0.32, -0.56, -0.16)
    path.cubicTo(-0.53, 0.06, -0.34, 0.20, -0.18, 0.32)
    path.cubicTo(-0.09, 0.39, -0.03, 0.45, 0, 0.52)
    path.cubicTo(0.03, 0.45, 0.09, 0.39, 0.18, 0.32)
    path.cubicTo(0.34, 0.20, 0.53, 0.06, 0.56, -0.16)
    path.cubicTo(0.58, -0.32, 0.50, -0.47, 0.34, -0.50)
    path.cubicTo(0.22, -0.52, 0.06, -0.46, 0, -0.28)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    # Slightly concave sides read as a playing-card diamond rather than a plain rhombus.
    path = QPainterPath(QPointF(0, -0.5))
    path.quadTo(0.16, -0.22, 0.38, 0)
    path.quadTo(0.16, 0.22, 0, 0.5)
    path.quadTo(-0.16, 0.22, -0.38, 0)
    path.quadTo(-0.16, -0.22, 0, -0.5)
    path.closeSubpath()
    return path


# Boolean path operations flatten curves into lines at a fixed tolerance in path units,
# so shapes are united at this large scale and only then shrunk to the unit box.
_BIG = QTransform.fromScale(1000, 1000)


def _stem(top: float) -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    path = QPainterPath(QPointF(-0.045, top))
    path.cubicTo(-0.05, 0.36, -0.12, 0.46, -0.25, 0.52)
    path.lineTo(0.25, 0.52)
    path.cubicTo(0.12, 0.46, 0.05, 0.36, 0.045, top)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    # A heart turned upside down and slightly slimmed, standing on the foot.
    body = QTransform.fromScale(0.92, -0.86).map(_heart()).translated(0, -0.08)
    return _BIG.map(body).united(_BIG.map(_stem(0.12)))


def _club() -> QPainterPath:
    path = QPainterPath()
    radius = 0.215
    for cx, cy in ((0.0, -0.27), (-0.245, 0.07), (0.245, 0.07)):
        path.addEllipse(QPointF(cx, cy), radius, radius)
    path.addEllipse(QPointF(0, -0.02), 0.14, 0.14)
    path.setFillRule(Qt.FillRule.WindingFill)
    return _BIG.map(path).united(_BIG.map(_stem(0.0)))


_SUIT_MAKERS: tuple[Callable[[], QPainterPath], ...] = (_spade, _heart, _diamond, _club)
_unit_suits: dict[int, QPainterPath] = {}


def suit_path(suit: int, size: float) -> QPainterPath:
    """The symbol of `suit` (0 spades, 1 hearts, 2 diamonds, 3 clubs) as a filled path.

    Its larger side is `size`; it is centred on (0, 0), so translate it to where it goes.
    """
    if suit not in _unit_suits:
        _unit_suits[suit] = _fit(_SUIT_MAKERS[suit](), 1.0)
    return QTransform.fromScale(size, size).map(_unit_suits[suit])


# --- rank glyphs --------------------------------------------------------------------------

_glyph_paths: dict[str, QPainterPath] = {}


def _rank_font() -> QFont:
    font = QFont("Sans Serif")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    return font


def _glyphs(text: str) -> QPainterPath:
    """`text` as an outline in a bold sans font, at a 100 px reference size."""
    if text not in _glyph_paths:
        font = _rank_font()
        if len(text) > 1:
            # "10" is the widest index; pull its digits together so it stays narrow.
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        _glyph_paths[text] = path
    return _glyph_paths[text]


def _text_in_box(text: str, height: float, max_width: float) -> QPainterPath:
    """`text` scaled to exactly `height`, squeezed sideways if wider than `max_width`.

    The result's bounding box starts at (0, 0). Measuring the outline (not font metrics)
    makes the size independent of whichever sans font Qt happens to find.
    """
    path = _glyphs(text)
    box = path.boundingRect()
    if box.height() <= 0:
        return QPainterPath()
    scale_y = height / box.height()
    scale_x = min(scale_y, max_width / box.width())
    transform = QTransform.fromScale(scale_x, scale_y)
    transform.translate(-box.left(), -box.top())
    return transform.map(path)


# --- pip layouts --------------------------------------------------------------------------

# Classic pip places per rank: (column -1/0/1, row 0..1 from top to bottom).
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: ((-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)),
    10: (
        (-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
        (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1), (1, 1),
    ),
}  # fmt: skip


# --- drawing ------------------------------------------------------------------------------


class _Layout:
    """Sizes of one card's parts, derived from its width and height (logical pixels)."""

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height
        self.border = max(1.0, width / 110)
        self.radius = max(3.0, width * 0.065)
        self.compact = width < _COMPACT_WIDTH
        # The index must fit in the top strip: that is all a tight fanned column shows.
        strip = height * INDEX_STRIP
        self.margin = max(2.0, width * 0.045)
        # Relatively largest on the smallest cards, easing off on large ones.
        share = 0.24 - 0.08 * min(1.0, max(0.0, (width - 55) / (_COMPACT_WIDTH - 55)))
        self.rank_height = min(width * share, strip - self.margin - 0.75)
        self.suit_size = self.rank_height * 0.85
        self.gap = self.rank_height * 0.10
        self.rank_width = self.rank_height * 1.05

    @property
    def index_bottom(self) -> float:
        """Where the corner index ends, from the card's top edge."""
        return self.margin + self.rank_height


def _new_pixmap(width: int, height: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def _painter(pixmap: QPixmap) -> QPainter:
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return painter


def _card_outline(lay: _Layout) -> QRectF:
    half = lay.border / 2
    return QRectF(half, half, lay.width - lay.border, lay.height - lay.border)


def _draw_blank(painter: QPainter, lay: _Layout, fill: QColor) -> None:
    painter.setPen(QPen(_BORDER_COLOUR, lay.border))
    painter.setBrush(fill)
    painter.drawRoundedRect(_card_outline(lay), lay.radius, lay.radius)


def index_suit_rect(width: int, height: int, card: int) -> QRectF:
    """Where the suit mark of the top-left corner index of `card` is printed (logical
    pixels from the card's top-left): tests check that a fanned column shows it."""
    lay = _Layout(width, height)
    label = rank_labels()[RANK_OF[card]]
    glyph_width = _text_in_box(label, lay.rank_height, _index_width(lay, label)).boundingRect().width()
    left = lay.margin * 0.8 + glyph_width + lay.gap
    box = suit_path(SUIT_OF[card], lay.suit_size).boundingRect()
    return box.translated(left + lay.suit_size / 2, lay.margin + lay.rank_height / 2)


def index_depth(width: int, height: int) -> float:
    """How far down from a card's top edge its corner index reaches (logical pixels)."""
    return _Layout(width, height).index_bottom


def _index_width(lay: _Layout, label: str) -> float:
    return lay.rank_width if len(label) > 1 else lay.rank_width * 0.8


def _draw_index(painter: QPainter, lay: _Layout, label: str, suit: int, colour: QColor) -> None:
    """Rank and suit in the top-left corner (the caller rotates for the bottom-right)."""
    glyph = _text_in_box(label, lay.rank_height, _index_width(lay, label))
    glyph_width = glyph.boundingRect().width()
    top = lay.margin
    left = lay.margin * 0.8
    rank_at = QPointF(left, top)
    suit_at = QPointF(left + glyph_width + lay.gap + lay.suit_size / 2, top + lay.rank_height / 2)
    painter.fillPath(glyph.translated(rank_at), colour)
    painter.fillPath(suit_path(suit, lay.suit_size).translated(suit_at), colour)


def _draw_pip(painter: QPainter, suit: int, size: float, centre: QPointF, upside_down: bool, colour: QColor) -> None:
    path = suit_path(suit, size)
    if upside_down:
        path = QTransform().rotate(180).map(path)
    painter.fillPath(path.translated(centre), colour)


def _pip_area(lay: _Layout) -> QRectF:
    """The rectangle whose corners are the centres of the outermost pips."""
    w, h = lay.width, lay.height
    top = lay.index_bottom + lay.gap + _pip_size(lay) / 2 + h * 0.02
    return QRectF(w * 0.29, top, w * 0.42, h - 2 * top)


def _pip_size(lay: _Layout) -> float:
    return lay.width * (0.155 if lay.compact else 0.175)


def _draw_pips(painter: QPainter, lay: _Layout, rank: int, suit: int, colour: QColor) -> None:
    area = _pip_area(lay)
    size = _pip_size(lay)
    for column, row in _PIPS[rank]:
        centre = QPointF(area.center().x() + column * area.width() / 2, area.top() + row * area.height())
        _draw_pip(painter, suit, size, centre, row > 0.5, colour)


def _draw_ace(painter: QPainter, lay: _Layout, suit: int, colour: QColor) -> None:
    size = lay.width * (0.56 if suit == 0 else 0.46)
    if lay.compact:
        size *= 0.85
    centre = QPointF(lay.width / 2, lay.height / 2)
    _draw_pip(painter, suit, size, centre, False, colour)


def _crown(rank: int, width: float) -> QPainterPath:
    """A small headpiece above the court letter: a crown for kings and queens, a cap for jacks."""
    w = width
    path = QPainterPath()
    if rank == 11:
        path.moveTo(-0.5 * w, 0)
        path.quadTo(-0.45 * w, -0.55 * w, 0, -0.6 * w)
        path.quadTo(0.45 * w, -0.55 * w, 0.5 * w, 0)
        path.closeSubpath()
        path.addEllipse(QPointF(0, -0.72 * w), 0.12 * w, 0.12 * w)
    else:
        points = 5 if rank == 13 else 3
        path.moveTo(-0.5 * w, 0)
        for i in range(points):
            x_peak = -0.5 * w + w * i / (points - 1)
            path.lineTo(x_peak, -0.62 * w)
            if i < points - 1:
                path.lineTo(x_peak + w / (points - 1) / 2, -0.30 * w)
        path.lineTo(0.5 * w, 0)
        path.closeSubpath()
        for i in range(points):
            path.addEllipse(QPointF(-0.5 * w + w * i / (points - 1), -0.66 * w), 0.07 * w, 0.07 * w)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _draw_court(painter: QPainter, lay: _Layout, rank: int, label: str, suit: int, colour: QColor) -> None:
    w, h = lay.width, lay.height
    top = lay.index_bottom + lay.gap * 2
    frame = QRectF(w * 0.17, top, w * 0.66, h - 2 * top)
    line = max(1.0, w / 90)
    painter.setPen(QPen(colour, line))
    painter.setBrush(_COURT_FILL)
    painter.drawRoundedRect(frame, w * 0.03, w * 0.03)
    inner = frame.adjusted(line * 2.5, line * 2.5, -line * 2.5, -line * 2.5)
    if not lay.compact:
        thin = QColor(colour)
        thin.setAlpha(120)
        painter.setPen(QPen(thin, line * 0.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, w * 0.02, w * 0.02)
    painter.setPen(Qt.PenStyle.NoPen)

    # A diagonal tint splits the frame like the two halves of a classic court card.
    tint = QColor(colour)
    tint.setAlpha(26)
    half = QPainterPath(inner.topLeft())
    half.lineTo(inner.topRight())
    half.lineTo(inner.bottomLeft())
    half.closeSubpath()
    painter.fillPath(half, tint)

    # Crown, letter and suit stacked and centred in the frame, shrunk together if too tall.
    crown = _crown(rank, frame.width() * 0.42)
    crown_height = crown.boundingRect().height()
    letter_height = frame.height() * 0.30
    pip = frame.width() * 0.26
    gap = frame.height() * 0.045
    stack = crown_height + letter_height + pip + 2 * gap
    shrink = min(1.0, frame.height() * 0.86 / stack)
    top = frame.center().y() - stack * shrink / 2
    x = frame.center().x()
    crown = QTransform.fromScale(shrink, shrink).map(crown)
    painter.fillPath(crown.translated(x, top + crown_height * shrink), colour)
    top += (crown_height + gap) * shrink
    letter = _text_in_box(label, letter_height * shrink, frame.width() * 0.8)
    painter.fillPath(letter.translated(x - letter.boundingRect().width() / 2, top), colour)
    top += (letter_height + gap) * shrink
    _draw_pip(painter, suit, pip * shrink, QPointF(x, top + pip * shrink / 2), False, colour)
    if not lay.compact:
        corner = frame.width() * 0.13
        off = line * 2.5 + corner * 0.75
        _draw_pip(painter, suit, corner, QPointF(inner.left() + off, inner.top() + off), False, colour)
        _draw_pip(painter, suit, corner, QPointF(inner.right() - off, inner.bottom() - off), True, colour)


def _draw_face(pixmap: QPixmap, width: int, height: int, rank: int, label: str, suit: int, colour: QColor) -> None:
    lay = _Layout(width, height)
    painter = _painter(pixmap)
    _draw_blank(painter, lay, _FACE_COLOUR)
    painter.setPen(Qt.PenStyle.NoPen)
    if rank == 1:
        _draw_ace(painter, lay, suit, colour)
    elif rank <= 10:
        _draw_pips(painter, lay, rank, suit, colour)
    else:
        _draw_court(painter, lay, rank, label, suit, colour)
    _draw_index(painter, lay, label, suit, colour)
    painter.translate(width, height)
    painter.rotate(180)
    _draw_index(painter, lay, label, suit, colour)
    painter.end()


def _draw_back(pixmap: QPixmap, width: int, height: int) -> None:
    lay = _Layout(width, height)
    painter = _painter(pixmap)
    _draw_blank(painter, lay, _FACE_COLOUR)
    inset = max(2.5, width * 0.06)
    panel = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
    radius = max(1.5, lay.radius - inset * 0.6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_FILL)
    painter.drawRoundedRect(panel, radius, radius)
    # The lattice fills the field inside a thin light rule; the band outside it stays plain.
    rule = max(1.5, width * 0.045)
    field = panel.adjusted(rule, rule, -rule, -rule)
    clip = QPainterPath()
    clip.addRoundedRect(field, radius * 0.7, radius * 0.7)
    painter.setClipPath(clip)

    # A diamond lattice centred on the card, so it is symmetric under a half turn.
    step = max(5.0, width / 7)
    centre = panel.center()
    reach = math.ceil((panel.width() + panel.height()) / step) + 1
    painter.setPen(QPen(_BACK_LINE, max(0.8, width / 110)))
    span = panel.width() + panel.height()
    for i in range(-reach, reach + 1):
        x = centre.x() + i * step
        painter.drawLine(QPointF(x - span, centre.y() - span * 0.7), QPointF(x + span, centre.y() + span * 0.7))
        painter.drawLine(QPointF(x + span, centre.y() - span * 0.7), QPointF(x - span, centre.y() + span * 0.7))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_DOT)
    dot = max(0.7, width / 90)
    rows = int(panel.height() / (step * 0.7)) + 2
    cols = int(panel.width() / step) + 2
    for row in range(-rows, rows + 1):
        for col in range(-cols, cols + 1):
            # Lattice crossings: lines of slope ±0.7 meet every half step sideways.
            x = centre.x() + (col + (row % 2) / 2) * step
            y = centre.y() + row * step * 0.35
            painter.drawEllipse(QPointF(x, y), dot, dot)
    painter.setClipping(False)

    # A thin light rule inside the panel edge frames the pattern.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_BACK_DOT, max(0.8, width / 120)))
    painter.drawRoundedRect(field, radius * 0.7, radius * 0.7)
    painter.setPen(QPen(_BACK_FILL.darker(130), max(0.8, width / 120)))
    painter.drawRoundedRect(panel, radius, radius)
    painter.end()


def _draw_slot(pixmap: QPixmap, width: int, height: int, suit: int | None, no_redeal: bool) -> None:
    lay = _Layout(width, height)
    painter = _painter(pixmap)
    line = max(1.2, width / 70)
    outline = QRectF(line / 2, line / 2, width - line, height - line)
    painter.setPen(QPen(_SLOT_LINE, line))
    painter.setBrush(_SLOT_FILL)
    painter.drawRoundedRect(outline, lay.radius, lay.radius)
    centre = outline.center()
    if suit is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.fillPath(suit_path(suit, width * 0.5).translated(centre), _SLOT_MARK)
    if no_redeal:
        # A "no" sign: the stock is used up and will not be turned over again.
        radius = width * 0.24
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(_SLOT_LINE, max(1.5, width / 16))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawEllipse(centre, radius, radius)
        d = radius * math.sqrt(0.5)
        painter.drawLine(QPointF(centre.x() - d, centre.y() - d), QPointF(centre.x() + d, centre.y() + d))
    painter.end()


class _PixmapCache:
    """A bounded least-recently-used store of finished pictures."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._items: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], QPixmap]) -> QPixmap:
        pixmap = self._items.get(key)
        if pixmap is None:
            pixmap = make()
            self._items[key] = pixmap
            if len(self._items) > self._limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return pixmap

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


class CardArt:
    """Makes and caches card faces, backs and empty-pile places at any size.

    Pictures are `width * dpr` by `height * dpr` device pixels with their device pixel
    ratio set, so a view shows them `width` by `height` logical pixels, crisp on HiDPI.
    """

    def __init__(self, four_colour: bool = False) -> None:
        self._four_colour = four_colour
        self._labels = rank_labels()
        self._faces = _PixmapCache(_CACHE_LIMIT)
        self._others = _PixmapCache(64)

    @property
    def four_colour(self) -> bool:
        """Diamonds blue and clubs green (instead of red and black), easier to tell apart."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if value != self._four_colour:
            self._four_colour = value
            self._faces.clear()

    def retranslate(self) -> bool:
        """Take the corner indices of the installed language; True when they changed (the
        faces are then redrawn on demand)."""
        labels = rank_labels()
        if labels == self._labels:
            return False
        self._labels = labels
        self._faces.clear()
        return True

    def suit_colour(self, suit: int) -> QColor:
        """The ink of `suit` in the current colour mode."""
        return QColor((_FOUR_COLOURS if self._four_colour else _TWO_COLOURS)[suit])

    def face(self, card: int, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The face of engine card `card` (0..103; both copies look the same)."""
        rank, suit = RANK_OF[card], SUIT_OF[card]
        colour = self.suit_colour(suit)
        key = (card % DECK_SIZE, width, height, round(dpr, 3), self._four_colour)
        label = self._labels[rank]

        def make() -> QPixmap:
            pixmap = _new_pixmap(width, height, dpr)
            _draw_face(pixmap, width, height, rank, label, suit, colour)
            return pixmap

        return self._faces.get(key, make)

    def back(self, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The back of every card: a red lattice inside a white margin."""

        def make() -> QPixmap:
            pixmap = _new_pixmap(width, height, dpr)
            _draw_back(pixmap, width, height)
            return pixmap

        return self._others.get(("back", width, height, round(dpr, 3)), make)

    def slot(
        self, width: int, height: int, dpr: float = 1.0, suit: int | None = None, no_redeal: bool = False
    ) -> QPixmap:
        """An empty pile's place: an outline, with a faint suit symbol or a "no redeal" sign."""

        def make() -> QPixmap:
            pixmap = _new_pixmap(width, height, dpr)
            _draw_slot(pixmap, width, height, suit, no_redeal)
            return pixmap

        return self._others.get(("slot", width, height, round(dpr, 3), suit, no_redeal), make)
