"""The search's pruning rules, each sound: none can turn a winnable position into "unwinnable".

The search is complete: it generates every legal move of every position it expands
(foundation take-backs included, because a win can need one) and only drops a
position when it is a symmetric copy of one already seen (see key.py). The two rules
below shrink the graph without losing a win; each is tested in tests/test_solver_proofs.py.

1. Aces go home at once (`auto_aces`). An ace off the foundations is only ever an
   obstacle: nothing is built on it in a column and it can only move home or into an
   empty column. Take a winning line from position A (ace `a` on top of a pile, or in
   the waste) and let B be A with `a` at the bottom of an empty foundation of its suit.
   Play the same line from B, leaving out the moves of `a` itself (and in ruleset S,
   a run topped by `a` moves one card shorter). Throughout, B is A without `a` plus
   `a` on a foundation, so every kept move is legal in B: its source top card is the
   same (nothing lies on `a` in a column; in the waste the cards drawn over `a` leave
   first either way), its target top is the same (no move ends on an ace, and a column
   holding only `a` can receive nothing), every empty column of A is empty in B (so a
   supermove allowed in A is allowed in B), and the foundations of `a`'s suit match
   after swapping the two (a foundation empty in A holds just `a` in B, and the other
   ace, when A plays it home or takes it back, does the same in B). When A finally
   plays `a` home, the two positions are the same, and A's line wins from B.

2. A column's only card moved into an empty column gives a symmetric copy of the
   same position (columns are interchangeable), so the move is not generated.
"""

from __future__ import annotations

from ..cards import RANK_OF, SUIT_OF
from ..rules import COLUMN_PILES, FOUNDATION_BASE, WASTE

_COLS = tuple(COLUMN_PILES)
_SOURCES = (WASTE, *_COLS)


def auto_aces(piles: list[list[int]], out: list[tuple[int, int, int]]) -> None:
    """Play every ace on top of the waste or a column home (rule 1); append the moves to `out`."""
    moved = True
    while moved:
        moved = False
        for src in _SOURCES:
            p = piles[src]
            if p and RANK_OF[p[-1]] == 1:
                suit = SUIT_OF[p[-1]]
                for dst in (FOUNDATION_BASE + suit, FOUNDATION_BASE + 4 + suit):
                    if not piles[dst]:
                        piles[dst].append(p.pop())
                        out.append((src, dst, 1))
                        moved = True
                        break


def undo_moves(piles: list[list[int]], moves: list[tuple[int, int, int]], start: int) -> None:
    """Take back moves[start:] (applied in order), last first, and drop them from `moves`."""
    for src, dst, count in reversed(moves[start:]):
        if count == 1:
            piles[src].append(piles[dst].pop())
        else:
            piles[src].extend(piles[dst][-count:])
            del piles[dst][-count:]
    del moves[start:]


def auto_safe_home(piles: list[list[int]], out: list[tuple[int, int, int]]) -> None:
    """Aces, and every card all of whose lower cards of its suit are home, go home.

    Only for finding wins (a found line is replayed and checked anyway): whether a
    take-back could ever need such a card in a column is not proven, so a search that
    uses this rule proves nothing when it runs dry.
    """
    moved = True
    while moved:
        moved = False
        for src in _SOURCES:
            p = piles[src]
            if not p:
                continue
            card = p[-1]
            suit = SUIT_OF[card]
            a, b = FOUNDATION_BASE + suit, FOUNDATION_BASE + 4 + suit
            ha, hb = len(piles[a]), len(piles[b])
            r = RANK_OF[card]
            if min(ha, hb) >= r - 1:
                dst = a if ha == r - 1 else b
                if len(piles[dst]) == r - 1:
                    piles[dst].append(p.pop())
                    out.append((src, dst, 1))
                    moved = True
