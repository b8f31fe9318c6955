"""What a screen reader says about the table: each pile's short name, and one short
sentence for each thing that happens (a draw, a move, an undo, a card picked up).

The card words, the stock's and the waste's phrases come from the board's phrasebook,
so a pile is named with the same words the whole board is read with (Ctrl+B).

>>> from qvoleurs.engine import Deal
>>> from qvoleurs.engine.position import Position
>>> speech = TableSpeech()
>>> position = Position.from_deal(Deal.from_code("FT1-N-AAAAAAA"))
>>> speech.pile_name(position, 2)
'Column 1: ace of spades, 4 cards'
>>> speech.pile_name(position, 12)
'Foundation 1: empty (spades)'
>>> speech.with_verdict(speech.pile_name(position, 12), False, 1)
'Foundation 1: empty (spades), does not take it'
>>> speech.edge(11, Edge.LAST)
'Column 10, last pile'
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from qvoleurs.engine.moves import Move
from qvoleurs.engine.position import Position
from qvoleurs.engine.rules import (
    COLUMN_BASE,
    FOUNDATION_BASE,
    STOCK,
    WASTE,
    foundation_suit,
    is_column,
    is_foundation,
)
from qvoleurs.i18n.phrasebook import BoardPhrasebook, Translate, app_translate
from qvoleurs.translatable import arg


class Edge(Enum):
    """Where a focus key found no pile further its way."""

    FIRST = "first"  # Left or Home on a row's first pile
    LAST = "last"  # Right or End on its last
    TOP = "top"  # Up on the top row
    BOTTOM = "bottom"  # Down on the columns


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


class TableSpeech:
    """The table's spoken words, in the language of `translate` (the application's by default)."""

    def __init__(self, translate: Translate = app_translate) -> None:
        self.translate = translate
        self.words = BoardPhrasebook(translate)

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """This class's phrases (context "TableSpeech"); see BoardPhrasebook.tr for why tr()."""
        return self.translate("TableSpeech", source, disambiguation, n)  # i18n: forwards

    @staticmethod
    def _plural(text: str, n: int) -> str:
        """Without any catalogue (not even English's plural forms), the English plural by hand."""
        for word in ("card", "point"):
            text = text.replace(f"{word}(s)", word if n == 1 else word + "s")
        return text

    def cards(self, cards: Sequence[int]) -> str:
        """Card names joined bottom to top: "8 of spades, 7 of spades"."""
        return ", ".join(self.words.name(card) for card in cards)

    # -- piles -----------------------------------------------------------------------------

    def place(self, pile: int) -> str:
        """A pile as the end of a sentence: "column 3", "foundation 2", "the waste"."""
        if is_column(pile):
            return arg(self.tr("column %1"), pile - COLUMN_BASE + 1)
        if is_foundation(pile):
            return arg(self.tr("foundation %1"), pile - FOUNDATION_BASE + 1)
        return self.tr("the waste") if pile == WASTE else self.tr("the stock")

    def pile_name(self, position: Position, pile: int) -> str:
        """A pile's accessible name: what is on top and how many, in a few words."""
        cards = position.piles[pile]
        top = self.words.name(cards[-1]) if cards else None
        if pile == STOCK:
            return _sentence(self.words.stock(len(cards)))
        if pile == WASTE:
            return _sentence(self.words.waste(len(cards), top))
        if is_foundation(pile):
            number = pile - FOUNDATION_BASE + 1
            if top is None:
                suit = self.words.suit(foundation_suit(pile))
                return _sentence(arg(self.tr("foundation %1: empty (%2)"), number, suit))
            return _sentence(self.words.foundation(number, top))
        number = pile - COLUMN_BASE + 1
        if top is None:
            return _sentence(self.words.column(number, []))
        text = self._plural(self.tr("column %1: %2, %n card(s)", "", len(cards)), len(cards))
        return _sentence(arg(text, number, top))

    def label(self, pile: int) -> str:
        """A pile's bare name, to begin a sentence: "Column 3", "Foundation 2", "Stock"."""
        if is_column(pile):
            return arg(self.tr("Column %1"), pile - COLUMN_BASE + 1)
        if is_foundation(pile):
            return arg(self.tr("Foundation %1"), pile - FOUNDATION_BASE + 1)
        return self.tr("Waste") if pile == WASTE else self.tr("Stock")

    def with_verdict(self, name: str, takes: bool, count: int) -> str:
        """A pile's name while cards are in the hand: whether this pile takes them, as
        placement help lights it for the eye."""
        if count == 1:
            text = self.tr("%1, takes it") if takes else self.tr("%1, does not take it")
        else:
            text = self.tr("%1, takes them") if takes else self.tr("%1, does not take them")
        return arg(text, name)

    def edge(self, pile: int, edge: Edge) -> str:
        """A focus key that found no pile further its way: the key was heard, the focus stays."""
        texts = {
            Edge.FIRST: self.tr("%1, first pile"),
            Edge.LAST: self.tr("%1, last pile"),
            Edge.TOP: self.tr("%1, top row"),
            Edge.BOTTOM: self.tr("%1, bottom row"),
        }
        return arg(texts[edge], self.label(pile))

    def pile_detail(self, position: Position, pile: int) -> str:
        """A pile's accessible description: a column's cards from the bottom up, else nothing."""
        return self.cards(position.piles[pile]) if is_column(pile) else ""

    # -- what happened ---------------------------------------------------------------------

    def moved(self, position: Position, move: Move, cost: int = 0) -> str:
        """A move just made (`position` is the one after it); `cost`: the points it took off
        the score (a card taken back from a foundation), which the eye sees go."""
        cards = position.piles[move.dst][-move.count :]
        if move.is_draw:
            return self._drew(position, cards, again=False)
        if is_foundation(move.dst):
            return arg(self.tr("%1 home to %2"), self.cards(cards), self.place(move.dst))
        said = arg(self.tr("%1 to %2"), self.cards(cards), self.place(move.dst))
        return arg(self._plural(self.tr("%1, minus %n point(s)", "", cost), cost), said) if cost > 0 else said

    def undone(self, position: Position, move: Move) -> str:
        """A move just taken back (`position` is the one after the undo)."""
        cards = position.piles[move.src][-move.count :]
        return arg(self.tr("Undone: %1 back to %2"), self.cards(cards), self.place(move.src))

    def redone(self, position: Position, move: Move, cost: int = 0) -> str:
        """A move played again by redo (`position` is the one after it): not taken for a new one."""
        if move.is_draw:  # a sentence of its own: "Redone: Drew" would keep the draw's capital
            return self._drew(position, position.piles[move.dst][-move.count :], again=True)
        return arg(self.tr("Redone: %1"), self.moved(position, move, cost))

    def _drew(self, position: Position, cards: Sequence[int], again: bool) -> str:
        left = len(position.piles[STOCK])
        if not left:  # "0 cards left" reads as a count, not as the end of the stock
            if again:
                return arg(self.tr("Redone: drew %1, the last card of the stock"), self.cards(cards))
            return arg(self.tr("Drew %1, the last card of the stock"), self.cards(cards))
        if again:
            text = self.tr("Redone: drew %1, %n card(s) left in the stock", "", left)
        else:
            text = self.tr("Drew %1, %n card(s) left in the stock", "", left)
        return arg(self._plural(text, left), self.cards(cards))

    def picked_up(self, cards: Sequence[int], targets: Sequence[int] | None = None) -> str:
        """`targets`: the piles that would take them, said as placement help lights them for
        the eye (None: that help is off, nothing more is said)."""
        text = arg(self.tr("Picked up %1"), self.cards(cards))
        return text if targets is None else text + ". " + self._places(targets)

    def in_hand(self, cards: Sequence[int], targets: Sequence[int]) -> str:
        """Where the held cards may go now that the table changed under them."""
        return arg(self.tr("In hand: %1"), self.cards(cards)) + ". " + self._places(targets)

    def _places(self, targets: Sequence[int]) -> str:
        if not targets:
            return self.tr("No place to go now")
        return arg(self.tr("Can go to: %1"), ", ".join(self._spans(targets)))

    def _spans(self, targets: Sequence[int]) -> list[str]:
        """The places, three or more columns side by side said as one span ("columns 4 to
        7"): a king picked up late in a game, the columns empty, was told all ten by name."""
        said: list[str] = []
        run: list[int] = []  # columns side by side, not said yet

        def say_run() -> None:
            if len(run) >= 3:
                said.append(arg(self.tr("columns %1 to %2"), run[0] - COLUMN_BASE + 1, run[-1] - COLUMN_BASE + 1))
            else:
                said.extend(self.place(p) for p in run)
            run.clear()

        for pile in targets:
            if run and not (is_column(pile) and pile == run[-1] + 1):
                say_run()
            if is_column(pile):
                run.append(pile)
            else:
                said.append(self.place(pile))
        say_run()
        return said

    def message_closed(self) -> str:
        return self.tr("Message closed")

    def put_back(self, cards: Sequence[int]) -> str:
        return arg(self.tr("Put back %1"), self.cards(cards))

    def alone(self, card: int) -> str:
        """Enter on a card alone in its column that only an empty column takes."""
        return arg(self.tr("%1 is alone in its column: an empty column would change nothing"), self.cards([card]))

    def stays_home(self, card: int) -> str:
        """Enter on a foundation's top card, which a column would take back (for 15 points)."""
        text = self.tr(
            "Enter takes no card back from a foundation: pick %1 up with Space (taking it back costs 15 points)"
        )
        return arg(text, self.cards([card]))

    def stays(self, cards: Sequence[int]) -> str:
        """Enter on a card that has no place to go: it stays where it is."""
        return arg(self.tr("%1 has no place to go"), self.cards(cards))

    def new_game(self, restarted: bool = False) -> str:
        return self.tr("Deal restarted from the beginning") if restarted else self.tr("New game dealt")
