"""The rulesets as data, the piles of the table, and the reasons a move is refused.

A ruleset is data (a `Ruleset` member and its traits), not a class of its own: a
variant is a new member. The move checks in `position.py` read these traits.

>>> Ruleset.S.supermoves, Ruleset.N.supermoves
(True, False)
>>> ruleset("s").letter
'S'
"""

from __future__ import annotations

from enum import StrEnum

from .cards import SUITS

# Pile indices: one list per pile in a position. Ints, for speed in the solver.
STOCK = 0
WASTE = 1
COLUMN_BASE = 2
COLUMNS = 10
FOUNDATION_BASE = COLUMN_BASE + COLUMNS  # 12
FOUNDATIONS = 8
PILE_COUNT = FOUNDATION_BASE + FOUNDATIONS  # 20

COLUMN_PILES = range(COLUMN_BASE, COLUMN_BASE + COLUMNS)
FOUNDATION_PILES = range(FOUNDATION_BASE, FOUNDATION_BASE + FOUNDATIONS)


def column_pile(n: int) -> int:
    """Pile index of column n (1..10)."""
    return COLUMN_BASE + n - 1


def foundation_pile(n: int) -> int:
    """Pile index of foundation n (1..8)."""
    return FOUNDATION_BASE + n - 1


def foundation_suit(pile: int) -> int:
    """The fixed suit of a foundation pile: S H D C S H D C from left to right."""
    return (pile - FOUNDATION_BASE) % SUITS


def foundations_of(suit: int) -> tuple[int, int]:
    """The two foundation piles that build `suit`, left one first."""
    first = FOUNDATION_BASE + suit
    return first, first + SUITS


def is_column(pile: int) -> bool:
    return COLUMN_BASE <= pile < FOUNDATION_BASE


def is_foundation(pile: int) -> bool:
    return FOUNDATION_BASE <= pile < PILE_COUNT


def pile_name(pile: int) -> str:
    """Move-notation name of a pile: s, w, c1..c10, f1..f8."""
    if pile == STOCK:
        return "s"
    if pile == WASTE:
        return "w"
    if is_column(pile):
        return f"c{pile - COLUMN_BASE + 1}"
    if is_foundation(pile):
        return f"f{pile - FOUNDATION_BASE + 1}"
    raise ValueError(f"no such pile: {pile}")


class Rule(StrEnum):
    """The rule a refused move breaks. The UI turns each into a localized reminder."""

    SAME_PILE = "same-pile"  # source and destination are the same pile
    EMPTY_SOURCE = "empty-source"  # there is no card to move there
    STOCK_EMPTY = "stock-empty"  # the stock is used up and there is no redeal
    STOCK_ONLY_DRAWS = "stock-only-draws"  # stock cards only turn over onto the waste
    NOT_ONTO_STOCK = "not-onto-stock"  # nothing is ever put back on the stock
    NOT_ONTO_WASTE = "not-onto-waste"  # the waste only receives drawn cards
    ONLY_TOP_CARD = "only-top-card"  # one card at a time: the top card of a column
    WASTE_TOP_ONLY = "waste-top-only"  # only the top card of the waste is playable
    NOT_A_RUN = "not-a-run"  # cards moved together must be in suit and sequence
    SUPERMOVE_TOO_LONG = "supermove-too-long"  # not enough empty columns for that run
    SUPERMOVE_TARGET = "supermove-target"  # runs move only between columns
    WRONG_SUIT = "wrong-suit"  # a column builds in suit
    NOT_ONE_LOWER = "not-one-lower"  # a column builds down by exactly one rank
    NOTHING_ON_ACE = "nothing-on-ace"  # no card is lower than an ace
    FOUNDATION_NEEDS_ACE = "foundation-needs-ace"  # an empty foundation takes its ace
    FOUNDATION_WRONG_SUIT = "foundation-wrong-suit"  # each foundation has a fixed suit
    FOUNDATION_NEXT_RANK = "foundation-next-rank"  # foundations build up by one rank
    FOUNDATION_TO_FOUNDATION = "foundation-to-foundation"  # foundations don't trade cards
    GAME_WON = "game-won"  # every card is home: the game is over
    HISTORY_FULL = "history-full"  # the game's history holds the most actions a save keeps (game.MAX_LINE)


class Ruleset(StrEnum):
    """One variant of the game, as data, named by its deal-code letter.

    A Ruleset *is* its letter (`Ruleset.S == "S"`), so it goes into saves, deal codes
    and statistics as it is; a variant is a new member with its traits.
    """

    N = ("N", "Quarante Voleurs", False)
    S = ("S", "Quarante Voleurs with supermoves", True)

    full_name: str
    supermoves: bool  # runs move at once when empty columns make it legal

    def __new__(cls, letter: str, full_name: str, supermoves: bool) -> Ruleset:
        member = str.__new__(cls, letter)
        member._value_ = letter
        member.full_name = full_name
        member.supermoves = supermoves
        return member

    @property
    def letter(self) -> str:
        return self.value

    def max_run(self, empty_columns: int, into_empty: bool) -> int:
        """The longest run that may move at once with `empty_columns` empty columns.

        `empty_columns` counts the destination too when it is empty.

        >>> Ruleset.S.max_run(2, into_empty=False), Ruleset.S.max_run(2, into_empty=True)
        (4, 2)
        >>> Ruleset.N.max_run(3, into_empty=False)
        1
        """
        if not self.supermoves:
            return 1
        if into_empty:
            return 1 << max(empty_columns - 1, 0)
        return 1 << empty_columns


RULESETS: dict[str, Ruleset] = {r.value: r for r in Ruleset}
DEFAULT_RULESET = Ruleset.N


class UnknownRulesetError(ValueError):
    """A ruleset letter that is not in `RULESETS`."""


def ruleset(letter: str) -> Ruleset:
    """The ruleset for a letter (case and outer spaces do not matter).

    >>> ruleset(" s ") is Ruleset.S
    True
    """
    try:
        return RULESETS[letter.strip().upper()]
    except KeyError:
        known = ", ".join(RULESETS)
        raise UnknownRulesetError(f"unknown ruleset {letter!r} (known: {known})") from None
