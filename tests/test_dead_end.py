"""Dead ends (engine/dead_end.py): a game that is over though legal moves are left, a card
going back and forth between two equal places once the stock is used up."""

from __future__ import annotations

from pathlib import Path

from hypothesis import event, given, settings
from hypothesis import strategies as st

from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.dead_end import DEAD_END_LIMIT, is_dead_end
from qvoleurs.engine.rules import COLUMN_PILES, STOCK
from qvoleurs.engine.solver import Verdict, solve
from tests.solver_games import read_line
from tests.solver_positions import exhaustive_verdict, one_move_from_win, stuck

# A game a greedy player lost: 140 actions, then only the 6 of hearts between two 7s of hearts.
LINE = (Path(__file__).parent / "data" / "dead_end_line.txt").read_text(encoding="utf-8").split()


def shuttling() -> Game:
    game = Game(Deal.from_code(LINE[0]), undo_depth=None)
    for word in LINE[1:]:
        game.push(Move.parse(word))
    return game


def test_a_card_between_two_equal_places_is_a_dead_end() -> None:
    game = shuttling()
    moves = list(game.legal_moves)
    assert not game.is_stuck() and moves  # legal moves are left: "no legal move" was never said
    assert all(m.src in COLUMN_PILES and m.dst in COLUMN_PILES for m in moves)
    assert game.is_dead_end()
    for move in moves:  # round the circle it stays one
        after = game.copy()
        after.push(move)
        assert after.is_dead_end()
    assert solve(game.position.copy(), time_limit=10).result is Verdict.UNWINNABLE  # the solver agrees


def test_no_move_at_all_is_a_dead_end_a_move_that_wins_or_stock_left_never_is() -> None:
    assert is_dead_end(stuck())
    assert not is_dead_end(one_move_from_win())  # the stock used up, and one move wins
    won = one_move_from_win()
    won.apply(Move.parse("c1-f1"))
    assert won.is_won() and not is_dead_end(won)  # over, but not lost
    assert not is_dead_end(Position.from_deal(Deal.from_number(7)))  # the stock: draws change things


def test_past_its_limit_the_search_says_no_dead_end() -> None:
    """It gives up rather than run long: 'not a dead end, as far as it knows' (sound)."""
    position = shuttling().position
    assert is_dead_end(position) and not is_dead_end(position, limit=1)


def test_no_position_of_a_winning_line_is_a_dead_end() -> None:
    """Stored winning lines (one with take-backs, one with supermoves): a live search could run
    out of time on a busy machine."""
    for code in ("FT1-N-AAAAAAE", "FT1-N-JXRUL2Y", "FT1-S-AAAAABB"):
        position, ends = Position.from_deal(Deal.from_code(code)), 0
        for move in read_line(code):
            position.apply(move)
            ends += not position.piles[STOCK]
            assert not is_dead_end(position)
        assert position.is_won() and ends > 10  # the end game was looked at, the stock used up


@st.composite
def end_games(draw: st.DrawFn) -> Position:
    """A random game played past its stock: draws often, other moves at random."""
    game = Game(Deal.from_number(draw(st.integers(0, 2**35 - 1)), draw(st.sampled_from("NS"))), undo_depth=0)
    after_stock = draw(st.integers(0, 40))
    for _ in range(1500):
        moves = list(game.legal_moves)
        if not moves or (not game.position.piles[STOCK] and after_stock == 0):
            break
        if not game.position.piles[STOCK]:
            after_stock -= 1
        if DRAW in moves and draw(st.integers(0, 2)) == 0:
            game.push(DRAW)
        else:
            game.push(moves[draw(st.integers(0, len(moves) - 1))])
    return game.position


@settings(max_examples=80, deadline=None)
@given(end_games())
def test_a_dead_end_is_exactly_a_used_up_stock_with_no_win_reachable(position: Position) -> None:
    dead = is_dead_end(position)
    event("a dead end" if dead else "stock left" if position.piles[STOCK] else "play left")
    if position.is_stuck():
        assert dead
    if dead:  # sound: the engine's plain search finds no win, and every move leads to a dead end
        assert not position.piles[STOCK] and exhaustive_verdict(position, budget=10_000) is False
        for move in position.generate_moves():
            after = position.copy()
            after.apply(move)
            assert is_dead_end(after)
    elif not position.piles[STOCK] and not position.is_won():
        # complete within its limit: a small closure with no win is found
        assert exhaustive_verdict(position, budget=DEAD_END_LIMIT // 2) is not False
