"""A position: the cards on the table and the rules they move by.

Positions know which moves are legal and why the others are not; they do not keep
score or history (that is `Game`). The solver works on positions directly.

>>> from .deal import Deal
>>> p = Position.from_deal(Deal.from_code("FT1-N-AAAAAAA"))
>>> p.check(Move.parse("c1-f1")) is None   # the exposed ace of spades goes home
True
>>> p.check(Move.parse("c2-c1"))           # 9S onto AS
<Rule.NOTHING_ON_ACE: 'nothing-on-ace'>
>>> Move.parse("c1-f1") in p.legal_moves()
True
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .cards import (
    ACE,
    KING,
    RANK_OF,
    SUIT_OF,
    SUITS,
    card_text,
)
from .deal import Deal, DealFileError, FileProblem, Layout, encode_code, faces, read_layout
from .moves import DRAW, Move
from .rules import (
    COLUMN_BASE,
    COLUMN_PILES,
    FOUNDATION_BASE,
    FOUNDATION_PILES,
    PILE_COUNT,
    STOCK,
    WASTE,
    Rule,
    Ruleset,
    foundation_suit,
    foundations_of,
)

_FOUNDATION_SUIT = [foundation_suit(p) if p >= FOUNDATION_BASE else -1 for p in range(PILE_COUNT)]
_FOUNDATIONS_OF_SUIT = [foundations_of(suit) for suit in range(SUITS)]
_COLUMNS = tuple(COLUMN_PILES)
_FOUNDATIONS = tuple(FOUNDATION_PILES)


def foundation_takes(foundation: list[int], card: int) -> bool:
    """The foundation rule, for a foundation of the card's suit: it takes the card when it
    holds every rank below it (foundations build up in suit from the ace, so the count
    says which rank lies on top)."""
    return len(foundation) == RANK_OF[card] - ACE


class PositionFormatError(ValueError):
    """A position in JSON that is malformed or does not hold two full decks."""


def score_delta(move: Move) -> int:
    """Points for a move, before clamping: +10 home, +5 waste to column, -15 back."""
    if move.dst >= FOUNDATION_BASE:
        return 10
    if move.src == WASTE:
        return 5 if move.dst >= COLUMN_BASE else 0
    if move.src >= FOUNDATION_BASE:
        return -15
    return 0


class Position:
    """Twenty piles of card ids: stock, waste, c1..c10, f1..f8 (bottom card first)."""

    __slots__ = ("piles", "rules")

    def __init__(self, piles: list[list[int]], rules: Ruleset) -> None:
        self.piles = piles
        self.rules = rules

    @classmethod
    def from_deal(cls, deal: Deal) -> Position:
        piles: list[list[int]] = [[] for _ in range(PILE_COUNT)]
        # the stock list's end is its top: the first card drawn sits last
        piles[STOCK] = list(reversed(deal.stock))
        for i, col in enumerate(deal.columns):
            piles[COLUMN_BASE + i] = list(col)
        return cls(piles, deal.rules)

    def copy(self) -> Position:
        return Position([list(p) for p in self.piles], self.rules)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self.piles == other.piles and self.rules == other.rules

    def __hash__(self) -> int:
        return hash(tuple(tuple(p) for p in self.piles))

    # -- queries -------------------------------------------------------------

    def top(self, pile: int) -> int | None:
        cards = self.piles[pile]
        return cards[-1] if cards else None

    def empty_columns(self) -> int:
        piles = self.piles
        return sum(1 for c in _COLUMNS if not piles[c])

    def is_won(self) -> bool:
        piles = self.piles
        return all(len(piles[f]) == KING for f in _FOUNDATIONS)

    def run_length(self, pile: int) -> int:
        """How many cards at the top of a column form a run in suit and sequence."""
        cards = self.piles[pile]
        n = len(cards)
        if n == 0:
            return 0
        k = 1
        while k < n:
            upper, lower = cards[n - k], cards[n - k - 1]
            if SUIT_OF[upper] != SUIT_OF[lower] or RANK_OF[lower] != RANK_OF[upper] + 1:
                break
            k += 1
        return k

    def check(self, move: Move) -> Rule | None:
        """None when `move` is legal here, else the rule it breaks."""
        src, dst, count = move.src, move.dst, move.count
        piles = self.piles
        if src == dst:  # w-w with nothing on the waste: no card is "already there"
            return Rule.SAME_PILE if piles[src] else Rule.EMPTY_SOURCE
        if dst == STOCK:
            return Rule.NOT_ONTO_STOCK
        if src == STOCK:
            if dst != WASTE or count != 1:
                return Rule.STOCK_ONLY_DRAWS
            return None if piles[STOCK] else Rule.STOCK_EMPTY
        if dst == WASTE:
            return Rule.NOT_ONTO_WASTE
        source = piles[src]
        if not source:
            return Rule.EMPTY_SOURCE
        if count != 1:
            if src == WASTE:
                return Rule.WASTE_TOP_ONLY
            if src >= FOUNDATION_BASE or not self.rules.supermoves:
                return Rule.ONLY_TOP_CARD
            if dst >= FOUNDATION_BASE:
                return Rule.SUPERMOVE_TARGET
            if count > self.run_length(src):
                return Rule.NOT_A_RUN
        card = source[-count]
        target = piles[dst]
        if dst >= FOUNDATION_BASE:
            if src >= FOUNDATION_BASE:
                return Rule.FOUNDATION_TO_FOUNDATION
            if SUIT_OF[card] != _FOUNDATION_SUIT[dst]:
                return Rule.FOUNDATION_WRONG_SUIT
            if foundation_takes(target, card):
                return None
            return Rule.FOUNDATION_NEXT_RANK if target else Rule.FOUNDATION_NEEDS_ACE
        # only foundations hold cards once the game is won, so this test is cheap here
        if src >= FOUNDATION_BASE and self.is_won():
            return Rule.GAME_WON
        if target:
            t = target[-1]
            if RANK_OF[t] == ACE:
                return Rule.NOTHING_ON_ACE
            if SUIT_OF[t] != SUIT_OF[card]:
                return Rule.WRONG_SUIT
            if RANK_OF[t] != RANK_OF[card] + 1:
                return Rule.NOT_ONE_LOWER
        if count != 1 and count > self.rules.max_run(self.empty_columns(), into_empty=not target):
            return Rule.SUPERMOVE_TOO_LONG
        return None

    def is_legal(self, move: Move) -> bool:
        return self.check(move) is None

    def legal_moves(self) -> LegalMoves:
        """A lazy view of the legal moves (iterate, `in`, `bool`, `count()`)."""
        return LegalMoves(self)

    def generate_moves(self) -> Iterator[Move]:
        """Every legal move, in a fixed order: to foundations, to columns, then draw."""
        piles = self.piles
        if self.is_won():
            return
        sources: list[int] = []
        if piles[WASTE]:
            sources.append(WASTE)
        sources.extend(c for c in _COLUMNS if piles[c])
        for src in sources:
            card = piles[src][-1]
            for f in _FOUNDATIONS_OF_SUIT[SUIT_OF[card]]:
                if foundation_takes(piles[f], card):
                    yield Move(src, f)
        sources.extend(f for f in _FOUNDATIONS if piles[f])  # take-backs
        empties = self.empty_columns()
        for src in sources:
            source = piles[src]
            run = self.run_length(src) if (self.rules.supermoves and COLUMN_BASE <= src < FOUNDATION_BASE) else 1
            for dst in _COLUMNS:
                if dst == src:
                    continue
                target = piles[dst]
                if not target:
                    limit = self.rules.max_run(empties, into_empty=True) if run > 1 else 1
                    for count in range(1, min(run, limit) + 1):
                        yield Move(src, dst, count)
                    continue
                t = target[-1]
                tsuit, trank = SUIT_OF[t], RANK_OF[t]
                # the run's card that would land on t must be t's suit, one rank lower
                for count in range(1, run + 1):
                    card = source[-count]
                    if SUIT_OF[card] == tsuit and RANK_OF[card] == trank - 1:
                        if count == 1 or count <= self.rules.max_run(empties, into_empty=False):
                            yield Move(src, dst, count)
                        break
        if piles[STOCK]:
            yield DRAW

    def is_stuck(self) -> bool:
        """Not won, and no legal move at all is left (the stock is used up too)."""
        return not self.is_won() and not any(True for _ in self.generate_moves())

    # -- changes (no checks: callers check first) ------------------------------

    def apply(self, move: Move) -> None:
        piles = self.piles
        if move.count == 1:
            piles[move.dst].append(piles[move.src].pop())
        else:
            source = piles[move.src]
            piles[move.dst].extend(source[-move.count :])
            del source[-move.count :]

    def unapply(self, move: Move) -> None:
        """Take back `move`, which must be the last one applied."""
        self.apply(Move(move.dst, move.src, move.count))

    # -- text forms ----------------------------------------------------------

    def to_json(self) -> dict[str, object]:
        """Piles as card texts, in the `deal --json` schema (stock first drawn first)."""
        piles = self.piles
        return {
            "rules": self.rules.letter,
            "columns": [[card_text(c) for c in piles[p]] for p in _COLUMNS],
            "stock": [card_text(c) for c in reversed(piles[STOCK])],
            "waste": [card_text(c) for c in piles[WASTE]],
            "foundations": [[card_text(c) for c in piles[p]] for p in _FOUNDATIONS],
        }

    @classmethod
    def from_json(cls, data: object) -> Position:
        """A position in the `to_json` schema; any placement of two full decks is accepted
        (deal.read_layout checks it, as it does a position file), else PositionFormatError."""
        try:
            return cls.of_layout(read_layout(data, new=False))
        except DealFileError as exc:  # the problem and its values, in English, for the engine's callers
            raise PositionFormatError(" ".join([exc.problem.value, *map(str, exc.values)])) from None

    @classmethod
    def of_layout(cls, layout: Layout) -> Position:
        """The position a checked file layout describes."""
        piles: list[list[int]] = [[] for _ in range(PILE_COUNT)]
        piles[STOCK] = list(reversed(layout.stock))  # the list's end is its top: the next card drawn
        piles[WASTE] = list(layout.waste)
        for i, column in enumerate(layout.columns):
            piles[COLUMN_BASE + i] = list(column)
        for i, foundation in enumerate(layout.foundations):
            piles[FOUNDATION_BASE + i] = list(foundation)
        return cls(piles, layout.rules)


@dataclass(frozen=True)
class PositionFile:
    """A position in a game, read from a file: the `deal --json` schema with cards on the
    waste or the foundations too, or the whole output of `replay --json`, which holds it
    as its `state` beside the deal's `code` (cli.md).

    >>> played = Position.from_deal(Deal.from_code("FT1-N-AAAAAAA"))
    >>> played.apply(Move.parse("c1-f1"))
    >>> read = PositionFile.from_json({"code": "FT1-N-AAAAAAA", "moves_played": 1, "state": played.to_json()})
    >>> read.code, read.position.to_json() == played.to_json()
    ('FT1-N-AAAAAAA', True)
    """

    position: Position
    code: str | None = None  # of the deal it was played from, when the file names one

    @staticmethod
    def is_mid_game(data: object) -> bool:
        """Whether a deal file's JSON holds a position in a game rather than a deal:
        `replay --json`'s output, or cards on the waste or the foundations (whether or not
        they are a position the game can be in: from_json says that)."""
        if not isinstance(data, dict):
            return False
        if "state" in data:
            return True
        waste, foundations = data.get("waste"), data.get("foundations")
        return (isinstance(waste, list) and bool(waste)) or (
            isinstance(foundations, list) and any(isinstance(pile, list) and pile for pile in foundations)
        )

    @classmethod
    def from_json(cls, data: object) -> PositionFile:
        """The position a file holds, or DealFileError with what is wrong (deal.read_layout:
        two full decks, each card at most twice, ten columns, ruleset N or S, each foundation
        an ascending run of its own suit from the ace)."""
        if isinstance(data, dict) and "state" in data:  # `replay --json`'s output
            state = data["state"]
            if not isinstance(state, dict):
                raise DealFileError(FileProblem.BAD_STATE)
            data = {"code": data.get("code"), **state}
        layout = read_layout(data, new=False)
        code = None
        named = layout.named
        # a deal's stock is drawn from its front: what is left is the end of the deal's own
        # stock, or the code names another deal (left out, as Deal.from_json leaves it out)
        if (
            named is not None
            and named.number is not None
            and faces(layout.stock) == faces(named.stock)[len(named.stock) - len(layout.stock) :]
        ):
            code = encode_code(named.number, layout.rules)
        return cls(Position.of_layout(layout), code)


@dataclass(frozen=True, slots=True)
class LegalMoves:
    """The legal moves of a position, computed when asked (like python-chess)."""

    position: Position

    def __iter__(self) -> Iterator[Move]:
        return self.position.generate_moves()

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and self.position.check(move) is None

    def __bool__(self) -> bool:
        return any(True for _ in self.position.generate_moves())

    def count(self) -> int:
        return sum(1 for _ in self.position.generate_moves())

    def __repr__(self) -> str:
        return f"<LegalMoves: {', '.join(str(m) for m in self)}>"
