"""Where every pile and card sits on the table, for a given window size.

Pure geometry (no items): the top row holds the stock, the waste and the eight
foundations, ten places that line up with the ten columns below. The card size is
the largest that fits both the width and the height with room for long columns;
a column tightens its fan when its cards would run off the table, but never below the
corner index (rank and suit) of its covered cards: a column too long for that makes
the cards smaller instead. A band kept clear at the bottom (a banner that waits for the
player's answer) is room the columns do not reach into.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from qvoleurs.engine.rules import COLUMN_BASE, FOUNDATION_BASE, STOCK, WASTE, is_column
from qvoleurs.ui.table.cardart import INDEX_STRIP

SLOTS = 10  # places across the table, in both rows
GAP = 0.14  # space between places, in card widths
ROW_GAP = 0.22  # between the top row and the columns, in card heights
FAN = 0.25  # normal column fan, in card heights
FAN_ROOM = 10  # the height is sized to show this many fanned cards below a card at the normal fan
# A column never fans tighter than this: the whole corner index of every covered card
# shows, with a pixel to spare for the covering card's border.
MIN_FAN = INDEX_STRIP + 0.01


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Card size and pile places for one table size (scene units are view pixels)."""

    width: float
    height: float
    card_width: int
    card_height: int
    left: float
    top: float
    gap: float
    kept_clear: float = 0.0  # a band at the bottom the columns stay out of

    @classmethod
    def fit(cls, width: float, height: float, aspect: float, longest: int = 0, kept_clear: float = 0.0) -> TableLayout:
        """The largest card that keeps the whole table in `width` x `height`, with room
        for `longest` cards in a column at the tightest fan above the band `kept_clear`
        (the cards keep their size unless that column needs it: the band only tightens
        the fans)."""
        across = SLOTS + (SLOTS + 1) * GAP  # in card widths
        # top row, row gap, a card and the fanned cards below it (in card heights), with
        # top and bottom margins; a long column is measured above the band
        normal = height / (2 * GAP + aspect * (1 + ROW_GAP + 1 + FAN_ROOM * FAN))
        tightest = (height - kept_clear) / (2 * GAP + aspect * (1 + ROW_GAP + 1 + (longest - 1) * MIN_FAN))
        by_width = width / across
        card_width = max(24, int(min(by_width, normal, tightest)))
        card_height = round(card_width * aspect)
        gap = card_width * GAP
        table_width = card_width * SLOTS + gap * (SLOTS - 1)
        left = max(gap, (width - table_width) / 2)
        return cls(width, height, card_width, card_height, left, gap, gap, kept_clear)

    def slot_origin(self, pile: int) -> QPointF:
        """Top-left corner of a pile's place."""
        if pile == STOCK:
            index, row = 0, 0
        elif pile == WASTE:
            index, row = 1, 0
        elif pile >= FOUNDATION_BASE:
            index, row = 2 + pile - FOUNDATION_BASE, 0
        else:
            index, row = pile - COLUMN_BASE, 1
        x = self.left + index * (self.card_width + self.gap)
        y = self.top if row == 0 else self.columns_top
        return QPointF(x, y)

    @property
    def columns_top(self) -> float:
        return self.top + self.card_height * (1 + ROW_GAP)

    def slot_rect(self, pile: int) -> QRectF:
        o = self.slot_origin(pile)
        return QRectF(o.x(), o.y(), self.card_width, self.card_height)

    def fan(self, count: int) -> float:
        """Vertical step between cards of a column holding `count` cards."""
        normal = self.card_height * FAN
        if count <= 1:
            return normal
        room = self.height - self.kept_clear - self.gap - self.columns_top - self.card_height
        return max(self.card_height * MIN_FAN, min(normal, room / (count - 1)))

    def card_origin(self, pile: int, index: int, count: int) -> QPointF:
        """Top-left corner of the card at `index` (0 = bottom) of a pile of `count` cards."""
        o = self.slot_origin(pile)
        if is_column(pile):
            return QPointF(o.x(), o.y() + index * self.fan(count))
        return o

    def drop_rect(self, pile: int, count: int) -> QRectF:
        """Where a dragged card counts as dropped on `pile`: a column reaches a card's height
        below its last card (a card let go just under a column, whose top was lit, flew back
        without a word), no further, so that the open table below still takes nothing;
        other piles are their place."""
        rect = self.slot_rect(pile)
        if is_column(pile):
            fanned = (count - 1) * self.fan(count) if count > 1 else 0.0
            rect.setHeight(2 * self.card_height + fanned)
        return rect

    def top_card_rect(self, pile: int, count: int) -> QRectF:
        """The rect of the pile's top card (its place when empty)."""
        o = self.card_origin(pile, max(0, count - 1), count)
        return QRectF(o.x(), o.y(), self.card_width, self.card_height)
