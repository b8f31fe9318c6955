"""Long columns: every covered card shows its rank and its suit, whatever the column's
length and the table's size (issue 13, item 2).

The table is rendered to an image and the visible strip of each covered card is read
back: the suit mark of its corner index must be there, in its shape and colour.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from qvoleurs import settings
from qvoleurs.engine import Deal, Game
from qvoleurs.engine.cards import RANK_CHARS, SUIT_OF, card_text
from qvoleurs.engine.rules import column_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.table.cardart import CardArt, index_suit_rect, suit_path
from qvoleurs.ui.table.scene import TableScene
from qvoleurs.ui.table.view import TableView
from tests.positions import build

# 19 cards: longer than any column real play can build (3 dealt cards under a king's run).
SPADES_THEN_HEARTS = [r + "S" for r in reversed(RANK_CHARS)] + ["KH", "QH", "JH", "TH", "9H", "8H"]
CLUBS_UNDER_MIXED = ["5C", "9D", "2H", "KC"] + [r + "C" for r in reversed(RANK_CHARS[:-1])]  # 16 cards
# look-alikes side by side: 5S/5C and 9H/9D must still be told apart
LOOK_ALIKES = ["5S", "6C", "9H", "9D", "5H", "5D", "9S", "6S", "7S", "7C", "4H", "4D", "QS", "QH"]
LOOK_ALIKE = {0: 3, 3: 0, 1: 2, 2: 1}  # the other suit of the same colour


def long_columns_scene(prefs: Preferences) -> TableScene:
    position = build(columns={1: SPADES_THEN_HEARTS, 2: CLUBS_UNDER_MIXED, 3: LOOK_ALIKES})
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.position = position
    return TableScene(GameModel(game, prefs), CardArt(), prefs)


def render(scene: TableScene, width: int, height: int, dpr: float) -> QImage:
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2c5a45"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, width, height), QRectF(0, 0, width, height))
    painter.end()
    return image


def card_alone(scene: TableScene, card: int, origin: QPointF, width: int, height: int, dpr: float) -> QImage:
    """The table with only `card` on it, where the scene puts it: what it shows uncovered."""
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2c5a45"))
    painter = QPainter(image)
    item = scene.cards[card]
    painter.translate(origin)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def mark_mask(image: QImage, rect: QRect, colour: QColor) -> set[tuple[int, int]]:
    """Device pixels of `rect` printed in (nearly) `colour`."""
    found = set()
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c = image.pixelColor(x, y)
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 120:
                found.add((x, y))
    return found


def shape_mask(suit: int, size: float, centre: QPointF, rect: QRect, dpr: float) -> set[tuple[int, int]]:
    """Device pixels of `rect` that the suit symbol `suit` covers when drawn at `centre`."""
    image = QImage(rect.right() + 2, rect.bottom() + 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(dpr, dpr)
    painter.fillPath(suit_path(suit, size).translated(centre), QColor("black"))
    painter.end()
    return mark_mask(image, rect, QColor("black"))


def overlap(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


@pytest.fixture
def prefs() -> Preferences:
    p = Preferences.in_memory()
    p.set(settings.ANIMATIONS, False)
    return p


@pytest.mark.parametrize(
    ("width", "height", "dpr"),
    # the view's minimum (see below), an 800x600 screen, the old default window, laptops, HiDPI
    # and the smallest, on a laptop at 200 % and a portrait 768x1024 screen at 200 %
    [
        (480, 340, 1.0),
        (800, 555, 1.0),
        (1180, 750, 1.0),
        (1366, 700, 1.0),
        (1920, 1030, 1.0),
        (800, 555, 2.0),
        (400, 240, 2.0),
        (340, 240, 2.0),
    ],
)
def test_every_covered_card_shows_its_suit_mark_in_its_visible_strip(
    qapp: QApplication, prefs: Preferences, width: int, height: int, dpr: float
) -> None:
    scene = long_columns_scene(prefs)
    scene.resize_table(width, height, dpr)
    image = render(scene, width, height, dpr)
    table = scene.table
    w, h = table.card_width, table.card_height
    for number in (1, 2, 3):
        pile = column_pile(number)
        cards = scene.model.position.piles[pile]
        fan = table.fan(len(cards))
        for index, card in enumerate(cards):
            origin = table.card_origin(pile, index, len(cards))
            assert origin.y() + h <= height, "the column runs off the table"
            if index == len(cards) - 1:
                continue
            strip = QRectF(origin.x(), origin.y(), w, fan)  # what the next card leaves uncovered
            mark = index_suit_rect(w, h, card).translated(origin)
            assert strip.contains(mark), f"{card_text(card)} of a {len(cards)}-card column at {width}x{height}"
            pixels = QRectF(mark.topLeft() * dpr, mark.size() * dpr).toAlignedRect()
            suit = SUIT_OF[card]
            colour = scene.art.suit_colour(suit)
            seen = mark_mask(image, pixels, colour)
            alone = mark_mask(card_alone(scene, card, origin, width, height, dpr), pixels, colour)
            assert len(alone) >= pixels.width() * pixels.height() * 0.2, f"{card_text(card)} has no suit mark there"
            assert overlap(seen, alone) > 0.95, f"{card_text(card)}: its suit mark is covered"
            # and it is the mark of its suit, not of the suit of the same colour (below 8 device
            # pixels spades and clubs are blots alike: the four-colour deck tells them apart)
            size = max(mark.width(), mark.height())
            if size * dpr < 8:
                continue
            own = overlap(seen, shape_mask(suit, size, mark.center(), pixels, dpr))
            assert own > overlap(seen, shape_mask(LOOK_ALIKE[suit], size, mark.center(), pixels, dpr)), card_text(card)


def test_the_smallest_table_is_the_view_s_minimum(qapp: QApplication, prefs: Preferences) -> None:
    scene = long_columns_scene(prefs)
    view = TableView(scene.model, scene, prefs)
    try:
        assert (view.minimumSize().width(), view.minimumSize().height()) == (480, 340)
    finally:
        view.deleteLater()


def test_a_column_too_long_for_the_tightest_fan_makes_the_cards_smaller(qapp: QApplication, prefs: Preferences) -> None:
    scene = long_columns_scene(prefs)
    scene.resize_table(800, 555, 1.0)
    long_card = scene.table.card_width
    scene.model.new_game("FT1-N-AAAAAAV")  # four cards a column again
    assert scene.table.card_width > long_card
    for pile in range(column_pile(1), column_pile(10) + 1):
        assert scene.table.fan(len(scene.model.position.piles[pile])) == pytest.approx(scene.table.card_height * 0.25)
