"""Dead ends: the stock is used up and the moves left only lead round in circles.

With two packs a card often has two equal places to go: the 6 of hearts moves from one 7 of
hearts to the other and back, for ever. Such a game has legal moves but is over, and a game
that only said so when no move at all was left never said it (half of the lost games that a
greedy player ends have such moves left).

Why the test is sound: once the stock is empty no draw is left, so the positions the moves can
reach are finitely many. Every one of them is visited here; if none is won, no line of moves
wins, and the game is lost. A position with no legal move is the smallest dead end. The search
gives up (not a dead end, as far as it knows) past `limit` positions: in the dead ends of 300
greedy games it met at most 8, while a game with real play left meets the limit quickly.
"""

from __future__ import annotations

from .position import Position
from .rules import STOCK

DEAD_END_LIMIT = 100  # positions: some milliseconds at most, and far above the dead ends seen

# The last answer: the model, the window and the solver's session all ask about the position on
# the table, several times a move. One entry, replaced whole (a thread reads it once).
_last: tuple[Position, int, bool] | None = None


def is_dead_end(position: Position, limit: int = DEAD_END_LIMIT) -> bool:
    """Not won, the stock used up, and no position the moves reach (at most `limit`) is won."""
    global _last
    if position.piles[STOCK]:
        return False
    last = _last
    if last is not None and last[1] == limit and last[0] == position:
        return last[2]
    answer = _searched_dry(position, limit)
    _last = (position.copy(), limit, answer)
    return answer


def _searched_dry(position: Position, limit: int) -> bool:
    seen = {position}
    todo = [position]
    while todo:
        here = todo.pop()
        if here.is_won():
            return False
        for move in here.generate_moves():
            there = here.copy()
            there.apply(move)
            if there in seen:
                continue
            if len(seen) >= limit:
                return False
            seen.add(there)
            todo.append(there)
    return True
