"""The end of a game that plays itself: with the stock drawn, the moves home that win.

Once every card left can go home by moves home alone, the rest is clicking; the window
plays it (the way a good mobile patience finishes a game). Only positions with an empty
stock qualify, so nothing the player has not seen is used.

Which card goes first can matter: the two copies of a card want the same foundation
when its suit's foundations differ in height, and the copy that goes may be the one
that uncovers what the other foundation needs. So this is a small search over the moves
home, not a greedy sweep:
- a card is *safe* when both foundations of its suit hold every lower rank; playing it
  home never stands in the way of another move home (its twin, if still out, finds a
  foundation of the same height), so safe cards go at once, without a choice (the
  solver's rule 1, `solver.proofs.auto_home`, argued there);
- any other card has one foundation that takes it, and the search tries each such card;
- cards only leave the table, so the lengths of the waste and the columns say which
  cards are home (the two foundations of a suit can hold them only one way, up to which
  of the two is which): positions seen before are not searched again.

>>> from .cards import card_id
>>> from .position import Position
>>> from .rules import Ruleset, foundation_pile
>>> piles = [[] for _ in range(20)]
>>> for f in range(1, 9):  # every suit home, both copies, but the last king of spades
...     suit, copy = (f - 1) % 4, (f - 1) // 4
...     piles[foundation_pile(f)] = [card_id(suit, rank, copy) for rank in range(1, 14)]
>>> piles[WASTE] = [piles[foundation_pile(5)].pop()]
>>> [str(m) for m in finishing_line(Position(piles, Ruleset.N)) or []]
['w-f5']
"""

from __future__ import annotations

from .cards import SUIT_OF
from .moves import Move
from .position import Position, foundation_takes
from .rules import COLUMN_PILES, STOCK, WASTE, foundations_of
from .solver.proofs import auto_home

_SOURCES = (WASTE, *COLUMN_PILES)
SEARCH_LIMIT = 5_000  # positions (~0.2 s): the window waits for it; an ending that needs more is left to the player


def finishing_line(position: Position, limit: int = SEARCH_LIMIT) -> list[Move] | None:
    """The moves home that win from `position`, when its stock is empty and moves home
    alone win (found within `limit` positions); else None. A won position has none."""
    if position.piles[STOCK] or position.is_won():
        return None
    work = position.copy()
    line: list[Move] = []
    return line if _search(work, line, set(), limit) else None


def _search(p: Position, line: list[Move], seen: set[tuple[int, ...]], limit: int) -> bool:
    start = len(line)
    safe: list[tuple[int, int, int]] = []
    auto_home(p.piles, safe)  # the solver's rule 1: every safe card home, no choice to make
    line.extend(Move(src, dst) for src, dst, _count in safe)
    if p.is_won():
        return True
    piles = p.piles
    key = tuple(len(piles[src]) for src in _SOURCES)
    if key not in seen and len(seen) < limit:
        seen.add(key)
        for src in _SOURCES:
            move = _home_move(p, src)
            if move is None:
                continue
            p.apply(move)
            line.append(move)
            if _search(p, line, seen, limit):
                return True
            line.pop()
            p.unapply(move)
    while len(line) > start:  # back to the position this call was given
        p.unapply(line.pop())
    return False


def _home_move(p: Position, src: int) -> Move | None:
    """The move home of the top card of `src`, when a foundation takes it."""
    pile = p.piles[src]
    if not pile:
        return None
    card = pile[-1]
    for f in foundations_of(SUIT_OF[card]):
        if foundation_takes(p.piles[f], card):
            return Move(src, f)
    return None
