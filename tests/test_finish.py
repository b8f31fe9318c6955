"""The end of a game that plays itself (engine/finish.py): a line is found exactly when
moves home alone win, every line found is legal and wins, and the stock is never used."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from qvoleurs.engine import Game, Move, Position, Ruleset
from qvoleurs.engine.cards import card_id
from qvoleurs.engine.finish import finishing_line
from qvoleurs.engine.rules import COLUMN_PILES, STOCK, WASTE, column_pile, foundation_pile, foundations_of
from qvoleurs.engine.rules import FOUNDATION_PILES as FOUNDATIONS

SOURCES = (WASTE, *COLUMN_PILES)


def won_piles() -> list[list[int]]:
    piles: list[list[int]] = [[] for _ in range(20)]
    for f in range(1, 9):
        suit, copy = (f - 1) % 4, (f - 1) // 4
        piles[foundation_pile(f)] = [card_id(suit, rank, copy) for rank in range(1, 14)]
    return piles


@st.composite
def endings(draw: st.DrawFn, most: int = 7) -> Position:
    """A won table with a few cards taken back from the foundations and laid on the waste
    and the columns in any order: some endings win by moves home, some do not."""
    piles = won_piles()
    for _ in range(draw(st.integers(1, most))):
        f = draw(st.sampled_from([f for f in FOUNDATIONS if piles[f]]))
        piles[draw(st.sampled_from(SOURCES))].append(piles[f].pop())
    return Position(piles, draw(st.sampled_from(list(Ruleset))))


def wins_by_moves_home(p: Position) -> bool:
    """Every order of moves home, tried one by one (no shortcut at all)."""
    if p.is_won():
        return True
    for src in SOURCES:
        if not p.piles[src]:
            continue
        for f in FOUNDATIONS:
            move = Move(src, f)
            if p.check(move) is None:
                p.apply(move)
                won = wins_by_moves_home(p)
                p.unapply(move)
                if won:
                    return True
    return False


@settings(max_examples=300, deadline=None)
@given(endings())
def test_a_line_is_found_exactly_when_moves_home_alone_win(p: Position) -> None:
    line = finishing_line(p)
    assert (line is not None) == wins_by_moves_home(p.copy())
    if line is not None:
        game = Game.from_position(p)
        for move in line:
            assert move.dst in FOUNDATIONS
            game.push(move)  # raises on an illegal move
        assert game.is_won()


def test_the_twin_that_uncovers_the_other_foundation_s_card_goes_first() -> None:
    """Both nines of spades can go onto the spade foundation at 8; the other one is at 6.
    The nine on the waste goes home first in a sweep from the left, and then the seven and
    eight under the other nine are stuck: the line sends that other nine first."""
    piles = won_piles()
    first, second = foundations_of(0)
    piles[first] = piles[first][:8]  # A-8 of spades
    piles[second] = piles[second][:6]  # A-6 of the other spades
    piles[WASTE] = [card_id(0, 9, 0)]
    piles[column_pile(1)] = [card_id(0, 8, 1), card_id(0, 7, 1), card_id(0, 9, 1)]
    for rank in range(10, 14):  # the rest of the spades, in order, in columns 2 and 3
        piles[column_pile(2)].insert(0, card_id(0, rank, 0))
        piles[column_pile(3)].insert(0, card_id(0, rank, 1))
    p = Position(piles, Ruleset.N)
    line = finishing_line(p)
    assert line is not None
    assert line[0] == Move(column_pile(1), first)  # not the waste's nine
    assert finishing_line(p, limit=0) is None  # the choice needs a search: within the limit only


def test_a_card_still_in_the_stock_means_no_line() -> None:
    piles = won_piles()
    piles[STOCK] = [piles[foundation_pile(1)].pop()]
    assert finishing_line(Position(piles, Ruleset.N)) is None
    piles[WASTE], piles[STOCK] = piles[STOCK], []
    assert finishing_line(Position(piles, Ruleset.N)) == [Move(WASTE, foundation_pile(1))]


def test_a_won_table_or_a_buried_card_gives_no_line() -> None:
    assert finishing_line(Position(won_piles(), Ruleset.N)) is None
    piles = won_piles()
    spades = piles[foundation_pile(1)]
    piles[foundation_pile(1)] = []
    piles[column_pile(1)] = spades[::-1]  # king at the bottom, ace on top: all go home
    assert finishing_line(Position([list(x) for x in piles], Ruleset.N)) is not None
    piles[column_pile(1)] = [*spades[:1:-1], spades[0], spades[1]]  # the two over its ace
    assert finishing_line(Position(piles, Ruleset.N)) is None  # the other spades are home: no room
