"""Hand-built games whose solver answers are known, for the solver session and panel tests."""

from __future__ import annotations

from pathlib import Path

from qvoleurs.engine import DRAW, Deal, Game, Move, Position
from qvoleurs.engine.rules import FOUNDATION_BASE, column_pile, foundation_pile
from tests.positions import build

C = column_pile
F = foundation_pile
HOME = {n: 13 for n in range(1, 9)}  # every foundation complete


def game_at(position: Position) -> Game:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.position = position
    return game


def one_move_from_win() -> Position:
    """Everything home but the king of spades, alone in column 1."""
    return build(columns={1: ["KS"]}, foundations={**HOME, 1: 12})


def twelve_moves_from_win() -> Position:
    """Jack, queen and king of each suit in columns 1-4, jacks on top: twelve moves home."""
    columns = {i + 1: ["K" + s, "Q" + s, "J" + s] for i, s in enumerate("SHDC")}
    return build(columns=columns, foundations={**HOME, 1: 10, 2: 10, 3: 10, 4: 10})


# A lost game, move by move. Spades are home to 2 on both spade foundations; every 3S lies
# under another spade, every column is full, so the only way on is an empty column for the
# king of spades on column 1. START needs QH, KH home (column 2 empties), a draw and KD home:
# WINNABLE, still winnable. Then the waste's KS goes into the empty column: nothing can move
# any more (both 3S buried, no empty column): lost at move 5 exactly.
SPADE_COLUMNS = {
    1: ["3S", "KS"],
    3: ["3S", "5S", "4S"],
    4: ["5S", "4S"],
    5: ["7S", "6S"],
    6: ["7S", "6S"],
    7: ["9S", "8S"],
    8: ["9S", "8S"],
    9: ["JS", "QS", "TS"],
    10: ["JS", "QS", "TS"],
}
SPADES_AT_2 = {**HOME, 1: 2, 5: 2}
LOSING_LINE = [Move(C(2), F(2)), Move(C(2), F(2)), DRAW, Move(1, F(3)), Move(1, C(2))]


def losing_start() -> Position:
    return build(
        columns={**SPADE_COLUMNS, 2: ["KH", "QH"]},
        waste=["KS"],
        stock=["KD"],
        foundations={**SPADES_AT_2, 2: 11, 3: 12},
    )


def lost_but_not_stuck() -> Position:
    """The lost end of LOSING_LINE with a KD still to draw and play home: moves are left,
    but only the search shows that none of them helps."""
    return build(columns={**SPADE_COLUMNS, 2: ["KS"]}, stock=["KD"], foundations={**SPADES_AT_2, 3: 12})


def s_line_of_aaaaabb() -> list[Move]:
    """A winning line of FT1-S-AAAAABB found by the solver under S (its 24th move is a
    supermove, illegal under N, although FT1-N-AAAAABB deals the same layout)."""
    return read_line("FT1-S-AAAAABB")


def read_line(name: str) -> list[Move]:
    """The moves of tests/data/<name>.line (lines starting with # are comments)."""
    text = (Path(__file__).parent / "data" / f"{name}.line").read_text()
    return [Move.parse(word) for line in text.splitlines() if not line.startswith("#") for word in line.split()]


# Winning lines that take cards back, and the stretches of moves (first, last + 1) in which
# every take-back is needed: from the position before it, no line wins without one (the tests
# check it). Deal 4's and deal 10453921624's, both found by beam searches.
TAKE_BACK_LINES = (
    ("FT1-N-AAAAAAE", ((206, 10_000),)),
    ("FT1-N-JXRUL2Y", ((203, 252), (292, 296))),
)


def positions_won_only_with_a_take_back() -> list[tuple[str, int, Position]]:
    """The positions of TAKE_BACK_LINES just before each take-back in their stretches, with
    the deal's code and the move's index: won (by the rest of the line), late in the stock
    (0-9 cards), and, as the tests check, lost to every line without take-backs."""
    found = []
    for code, stretches in TAKE_BACK_LINES:
        position = Position.from_deal(Deal.from_code(code))
        for i, move in enumerate(read_line(code)):
            if move.src >= FOUNDATION_BASE and any(first <= i < end for first, end in stretches):
                found.append((code, i, position.copy()))
            position.apply(move)
    return found
