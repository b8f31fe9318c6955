"""The search's pruning rules, each sound: none can turn a winnable position into "unwinnable".

The search is complete: it generates every legal move of every position it expands
(foundation take-backs included, because a win can need one) and only drops a
position when it is a symmetric copy of one already seen (see key.py). Rules 1 and 2
below shrink the graph without losing a win; rule 3 (`frozen_cards_prove_lost`, argued
in its docstring) proves a position lost without search, when some cards can never move
again; solve() tries it first. Each is tested in tests/test_solver_proofs.py.

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


def frozen_cards_prove_lost(piles: list[list[int]]) -> bool:
    """True when a set of cards provably never moves again, so the position is lost (rule 3).

    Rule 3 (frozen cards). Let B be a set of non-ace cards lying in the columns or the
    waste, with a card of B in every column (so no column is empty now). Call a card
    *held* when it is in B or lies under a card of B in the same pile (column or waste),
    and *hidden* when it lies strictly under a card of B in a column, or is held in the
    waste (a waste card never becomes a column's top while it is in the waste). Suppose
    every card b of B (suit s, rank r) has
      (a) some rank k < r whose two copies of suit s are both held (so b cannot go home:
          a foundation of s at r - 1 holds one copy of every rank below r), and
      (b) r = 13, or no copy of (s, r + 1) can ever be a column's top ("exposable", below).
    Then no card of B ever moves, and the position is lost (B is not empty: a column
    holds a card of B). Proof: take any line of moves and its first move of a card b of
    B. Before it, every card of B is where it was, so every held card is too (it is
    covered, or waits under b's in the waste), every column still holds a card of B and
    none is empty (so every move moves one card: a supermove needs an empty column, see
    Ruleset.max_run), and every hidden card is still covered. So b goes home (needs a
    held card home, but it never moved, and held cards start off the foundations), or
    onto a column topped by a copy of (s, r + 1) (not exposable), or into an empty column
    (there is none): a contradiction.
    Exposable cards (given B): a face is exposable when a copy of it lies in a column and
    is not hidden, or when a copy lies outside the columns and is not held (stock, waste
    above B's cards, foundations: it may be drawn, played or taken back) and the face one
    rank higher of its suit is exposable (kings: only in a column). Before the first move
    of a card of B, every column top has an exposable face, by induction on the moves: a
    card becomes a top by being uncovered (a column card that is not hidden: hidden ones
    stay covered) or by being put onto a top one rank higher of its suit (no column is
    empty); held waste cards never leave the waste, hidden column cards never move.
    Take-backs, draws and moves of other cards never move a card of B, whatever they
    uncover or cover. Any set B with these properties will do; the largest is found by
    starting from every non-ace column and waste card and dropping cards that break (a)
    or (b) until none does (dropping cards can only make (a) and (b) harder to meet).
    A lost position can be dropped by a complete search without losing a win.
    """
    cols = piles[2:12]
    for p in cols:
        if not p:
            return False
    # per pile (1 = waste, 2..11 = columns): is the card at each index in B
    in_b: list[list[bool]] = [[], [RANK_OF[c] > 1 for c in piles[WASTE]]]
    in_b.extend([RANK_OF[c] > 1 for c in p] for p in cols)
    # where each face's copies lie, as (pile, index); -1 for the stock and the foundations
    where: list[list[tuple[int, int]]] = [[] for _ in range(52)]
    for pile in range(1, 12):
        for i, c in enumerate(piles[pile]):
            where[c % 52].append((pile, i))
    for face in range(52):
        while len(where[face]) < 2:
            where[face].append((-1, 0))
    exposable = [False] * 52
    cover = [-1] * 12  # the index of the top card of B in each pile, -1 when none
    changed = True
    while changed:
        changed = False
        for pile in range(1, 12):
            flags = in_b[pile]
            top = -1
            for i in range(len(flags) - 1, -1, -1):
                if flags[i]:
                    top = i
                    break
            if top < 0 and pile > 1:
                return False  # a column without a card of B could be emptied
            cover[pile] = top
        # exposable faces, each suit from the king down
        for base in (0, 13, 26, 39):
            above = False
            for face in range(base + 12, base - 1, -1):
                exp = False
                for q, j in where[face]:
                    if q > WASTE:
                        if j >= cover[q]:  # not strictly under a card of B
                            exp = True
                            break
                    elif above and (q < 0 or j > cover[q]):  # free: stock, foundation, waste above B
                        exp = True
                        break
                exposable[face] = exp
                above = exp
        for pile in range(1, 12):
            flags = in_b[pile]
            p = piles[pile]
            for i in range(cover[pile] + 1):
                if not flags[i]:
                    continue
                card = p[i]
                face = card % 52
                rank = RANK_OF[card]
                ok = rank == 13 or not exposable[face + 1]
                if ok:
                    base = face - rank + 1  # the ace of the suit
                    ok = False
                    for f in range(base, face):
                        (q1, j1), (q2, j2) = where[f]
                        if q1 >= 0 and q2 >= 0 and j1 <= cover[q1] and j2 <= cover[q2]:
                            ok = True
                            break
                if not ok:
                    flags[i] = False
                    changed = True
    return True
