"""The board read out as text (rules.md, "Board description").

The engine builds the structure (`BoardDescription`) and assembles sentences; the
words come from a `Phrasebook`. English lives here; the translated phrasebooks sit
in the UI's i18n layer and feed the same assembly, so every language has one form:

    <stock>; <waste>. <foundation 1>, ..., <foundation 8>. <column 1>; ...; <column 10>.

with the first letter of each sentence capitalized.

>>> from .deal import Deal
>>> from .position import Position
>>> text = describe(Position.from_deal(Deal.from_code("FT1-N-AAAAAAA")))
>>> text[:60]
'Stock: 64 cards; waste empty. Foundation 1: empty, foundatio'
>>> text.split(". ")[2][:60]
'Column 1: 3 of hearts, 10 of hearts, 3 of diamonds, ace of s'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .cards import RANK_OF, SUIT_OF
from .position import Position
from .rules import COLUMN_PILES, FOUNDATION_PILES, STOCK, WASTE


@dataclass(frozen=True, slots=True)
class BoardDescription:
    """What a reader of the board needs: counts and cards, no words."""

    stock_count: int
    waste: tuple[int, ...]  # bottom to top
    foundations: tuple[tuple[int, ...], ...]  # 8 piles, ace first
    columns: tuple[tuple[int, ...], ...]  # 10 piles, covered card first

    @classmethod
    def of(cls, position: Position) -> BoardDescription:
        piles = position.piles
        return cls(
            stock_count=len(piles[STOCK]),
            waste=tuple(piles[WASTE]),
            foundations=tuple(tuple(piles[f]) for f in FOUNDATION_PILES),
            columns=tuple(tuple(piles[c]) for c in COLUMN_PILES),
        )


class Phrasebook(Protocol):
    """The words of one language for the board description."""

    def card(self, suit: int, rank: int) -> str: ...
    def stock(self, count: int) -> str: ...
    def waste(self, count: int, top: str | None) -> str: ...
    def foundation(self, number: int, top: str | None) -> str: ...
    def column(self, number: int, cards: list[str]) -> str: ...


_EN_SUITS = ("spades", "hearts", "diamonds", "clubs")
_EN_RANKS = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")


class EnglishPhrasebook:
    """English words; also the fallback when no translation is loaded."""

    def card(self, suit: int, rank: int) -> str:
        return f"{_EN_RANKS[rank - 1]} of {_EN_SUITS[suit]}"

    def stock(self, count: int) -> str:
        if count == 0:
            return "stock empty, no redeal"
        return f"stock: {count} card" if count == 1 else f"stock: {count} cards"

    def waste(self, count: int, top: str | None) -> str:
        if top is None:
            return "waste empty"
        noun = "card" if count == 1 else "cards"
        return f"waste: {top} on top, {count} {noun}"

    def foundation(self, number: int, top: str | None) -> str:
        return f"foundation {number}: {top if top else 'empty'}"

    def column(self, number: int, cards: list[str]) -> str:
        return f"column {number}: {', '.join(cards) if cards else 'empty'}"


ENGLISH = EnglishPhrasebook()


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _parts(board: BoardDescription, words: Phrasebook) -> tuple[str, str, list[str]]:
    """The stock and waste, the foundations, and each column, in `words`' language."""

    def name(card: int) -> str:
        return words.card(SUIT_OF[card], RANK_OF[card])

    head = (
        words.stock(board.stock_count)
        + "; "
        + words.waste(len(board.waste), name(board.waste[-1]) if board.waste else None)
    )
    foundations = ", ".join(
        words.foundation(i + 1, name(f[-1]) if f else None) for i, f in enumerate(board.foundations)
    )
    return head, foundations, [words.column(i + 1, [name(c) for c in col]) for i, col in enumerate(board.columns)]


def describe_board(board: BoardDescription, words: Phrasebook = ENGLISH) -> str:
    """Assemble the three sentences of the description in `words`' language."""
    head, foundations, columns = _parts(board, words)
    return f"{_sentence(head)}. {_sentence(foundations)}. {_sentence('; '.join(columns))}."


def describe_lines(board: BoardDescription, words: Phrasebook = ENGLISH) -> list[str]:
    """The description as lines to read one by one: the stock and waste, the foundations,
    then each column on a line of its own (a reader's line never ends inside a pile)."""
    head, foundations, columns = _parts(board, words)
    return [_sentence(text) + "." for text in (head, foundations, *columns)]


def describe(position: Position, words: Phrasebook = ENGLISH) -> str:
    """The description of a position (English unless another phrasebook is given)."""
    return describe_board(BoardDescription.of(position), words)
