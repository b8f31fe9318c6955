"""The search's pruning rules, each sound: none can turn a winnable position into "unwinnable".

The search is complete: it generates every legal move of every position it expands
(foundation take-backs included, because a win can need one) and only drops a
position when it is a symmetric copy of one already seen (see key.py). Rules 1 and 2
below shrink the graph without losing a win; rule 3 (`frozen_cards_prove_lost`, argued
in its docstring) proves a position lost without search, when some cards can never move
again; the search checks it on every position before expanding it (so a whole deal is
proven lost when every line runs into such a position). Each is tested in
tests/test_solver_proofs.py.

1. Safe cards go home at once (`auto_home`): a card c = (s, r) on top of the waste or
   a column goes home when both foundations of suit s hold at least r - 1 cards, so
   every card of suit s below r is home twice over (aces always qualify). Let A be the
   position and B = A with c home; a win from A gives one from B. Let I be c and the
   cards of suit s below r (all home in A). In any position reached from A, the cards
   of I in a column form its top segment: only a card of I goes onto a card of I (one
   rank lower in suit), and cards of I enter columns only from the foundations or, for
   c, from where it lies. Let pi(X) be X with every card of I taken off the columns and
   the waste and put home; its suit-s foundations then hold both copies of each rank
   below r, 1 + [the other copy c' of (s, r) is home in X] copies of r, and X's copies
   of every higher rank, which two foundations built ace up can hold (and the two
   copies of a card are interchangeable, see key.py). Play A's winning line from
   B = pi(A), leaving out the moves of cards of I: every other move is legal in pi of
   the position it is played in. Its card x is a top in pi too (a column topped by x
   holds no card of I; the waste loses only c, below x); a column target is empty in pi
   when it is in X, or topped by a card y not in I (else x would be in I); a foundation
   target of rank k - 1 exists in pi when it does in X (for k > r + 1 the counts are
   X's; for k = r + 1 and k = r, x = c', compare the counts above); a take-back of a
   card of rank k >= r leaves the same way. Moves of cards of I change neither pi's
   columns nor its counts (a card of I leaves a foundation only from the top, at height
   at most r). In ruleset S a run loses only its top cards of I, and pi has at least as
   many empty columns, so it may still move. When A is won, so is pi: B's line wins,
   and it is no longer than A's, so the search, which replaces each position it meets
   by the one after these moves, still reaches a win from every winnable position.

2. A column's only card moved into an empty column gives a symmetric copy of the
   same position (columns are interchangeable), so the move is not generated.
"""

from __future__ import annotations

from ..cards import RANK_OF, SUIT_OF
from ..rules import COLUMN_PILES, FOUNDATION_BASE, WASTE

_COLS = tuple(COLUMN_PILES)
_SOURCES = (WASTE, *_COLS)


def auto_home(piles: list[list[int]], out: list[tuple[int, int, int]]) -> None:
    """Play every safe card on top of the waste or a column home (rule 1); append the moves to `out`."""
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
            need = RANK_OF[card] - 1
            ha, hb = len(piles[a]), len(piles[b])
            if ha >= need and hb >= need and (ha == need or hb == need):
                dst = a if ha == need else b
                piles[dst].append(p.pop())
                out.append((src, dst, 1))
                moved = True


def undo_moves(piles: list[list[int]], moves: list[tuple[int, int, int]], start: int) -> None:
    """Take back moves[start:] (applied in order), last first, and drop them from `moves`."""
    for src, dst, count in reversed(moves[start:]):
        if count == 1:
            piles[src].append(piles[dst].pop())
        else:
            piles[src].extend(piles[dst][-count:])
            del piles[dst][-count:]
    del moves[start:]


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
