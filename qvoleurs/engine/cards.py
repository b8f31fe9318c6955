"""Cards of the two-deck pack, as small integers with a readable text form.

A card is an int 0..103: its index in the unshuffled pack (deck 1 then deck 2; within
a deck spades, hearts, diamonds, clubs; within a suit ace..king). Ints keep the engine
and the solver fast; `Card` wraps one for callers that want a value with methods.

>>> Card.parse("th")
Card.parse('TH', copy=0)
>>> str(Card(52 + 13))
'AH'
>>> Card(65).copy, Card(65).suit.name, Card(65).rank
(1, 'HEARTS', 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "SHDC"
ACE = 1
KING = 13
RANKS = 13  # ranks per suit, ace (1) to king (13)
SUITS = 4
DECK_SIZE = SUITS * RANKS  # 52
DECKS = 2
PACK_SIZE = DECKS * DECK_SIZE  # 104


class Suit(IntEnum):
    """The four suits, in pack and foundation order."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]


class CardParseError(ValueError):
    """A card text that is not a rank and a suit (`TH`, `as`)."""


# Lookup tables: card id -> suit / rank (1..13). Plain lists are the fastest access.
SUIT_OF: list[int] = [(c % DECK_SIZE) // RANKS for c in range(PACK_SIZE)]
RANK_OF: list[int] = [c % RANKS + ACE for c in range(PACK_SIZE)]
TEXT_OF: list[str] = [RANK_CHARS[RANK_OF[c] - 1] + SUIT_CHARS[SUIT_OF[c]] for c in range(PACK_SIZE)]


def card_id(suit: int, rank: int, copy: int = 0) -> int:
    """The card id of `rank` (1..13) of `suit`, first or second copy."""
    return copy * DECK_SIZE + suit * RANKS + rank - ACE


def card_text(card: int) -> str:
    """`TH` for a ten of hearts (either copy)."""
    return TEXT_OF[card]


def parse_card_face(text: str) -> tuple[int, int]:
    """(suit, rank) of a card text; case and surrounding spaces don't matter."""
    t = text.strip().upper()
    if t.startswith("10") and len(t) == 3:
        t = "T" + t[2]
    if len(t) != 2 or t[0] not in RANK_CHARS or t[1] not in SUIT_CHARS:
        raise CardParseError(f"not a card: {text!r} (expected a rank A23456789TJQK and a suit SHDC, like TH)")
    return SUIT_CHARS.index(t[1]), RANK_CHARS.index(t[0]) + 1


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card of the pack, identified by its id 0..103."""

    id: int

    def __post_init__(self) -> None:
        if not 0 <= self.id < PACK_SIZE:
            raise ValueError(f"card id out of range: {self.id}")

    @property
    def suit(self) -> Suit:
        return Suit(SUIT_OF[self.id])

    @property
    def rank(self) -> int:
        return RANK_OF[self.id]

    @property
    def copy(self) -> int:
        """0 for the first deck's card, 1 for the second's: tells the two copies apart."""
        return self.id // DECK_SIZE

    @classmethod
    def parse(cls, text: str, copy: int = 0) -> Card:
        suit, rank = parse_card_face(text)
        return cls(card_id(suit, rank, copy))

    def __str__(self) -> str:
        return TEXT_OF[self.id]

    def __repr__(self) -> str:
        return f"Card.parse({TEXT_OF[self.id]!r}, copy={self.copy})"
