"""The search's pruning rules, each sound: none can turn a winnable position into "unwinnable".

The search is complete: it generates every legal move of every position it expands
(foundation take-backs included, because a win can need one) and only drops a
position when it is a symmetric copy of one already seen (see key.py). Rules 1 and 2
below, and rule 5, shrink the graph without losing a win; rule 3 (`frozen_cards_prove_lost`, argued
in its docstring) proves a position lost without search, when some cards can never move
again; the search checks it on every position before expanding it (so a whole deal is
proven lost when every line runs into such a position). Rule 4, in stock_order.py, adds
the order of the stock: solve() checks it on the position it is given. Each is tested in
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

5. A take-back that no card could use is not generated (moves.usable_take_back_sources):
   a foundation of suit s and height h gives its top card back only when a waste or
   column top of suit s has a rank of at most h. (Rules 3 and 4 prove positions lost;
   this one, like 1 and 2, only leaves moves out.) Argument: let P be winnable and L a
   shortest winning line from it that starts with a take-back, and U the first move of L
   that is not one (a line ends with a home move). Take-backs only put cards onto columns,
   so they uncover nothing. Call a move of L *needed* by U when U uses what it did (U's
   card or target is a card it brought back, or U's foundation is one it lowered) or a
   needed move uses what it did. Every other take-back before U can wait until just after
   U: it touches no pile that U or the needed ones touch (a take-back only narrows the
   empty columns a supermove counts on). So L may start with the needed take-backs, then
   U, at the same length; if there are none, L starts with U, which is not a take-back.
   Else U uses them: all are of one suit s, and a needed card is always higher than the
   one it is needed for (a card goes back onto its suit one rank up, or from under the
   one taken back before it), so the first one, which takes back a card of rank r from a
   foundation of height r, brings a card at least as high as any U uses:
   - U puts a card x onto a card brought back, of rank at most r: x, a top in P (nothing
     was uncovered), has suit s and a rank below r;
   - U puts x home onto a foundation they lowered: x has suit s and a rank of at most r,
     and is a top in P likewise;
   - U moves cards that take-backs brought (with cards under them, in ruleset S): those
     brought cards could have come back straight to U's target, after it (a column whose
     top fits them, or an empty one), and a card going home again needed no take-back
     (up to swapping its suit's two foundations, which are interchangeable).
     Moving the rest first and taking the brought cards back onto it gives a line as short
     that starts with a move that is no take-back, or a shorter one, against L's choice.
   So P has a shortest winning line whose first move the search generates (up to the
   symmetries of rule 2); with rule 1 and induction on the length of that line the search
   still reaches a win from every winnable position.
"""

from __future__ import annotations

from ..cards import RANK_OF, SUIT_OF
from ..rules import COLUMN_PILES, FOUNDATION_BASE, WASTE
from .key import FACE_TABLE

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

    How it is computed: (a) and (b) look only at a card's face, so B is a set of faces
    (`alive`), and each pile's *cover* is the index of its top card with an alive face.
    Dropping a face only lowers covers, and a lower cover only makes more faces exposable
    and fewer cards held; so a worklist follows each drop once, and its end is the same
    largest set as repeated passes until nothing changes (tests compare it with such a
    plain fixpoint). The answer is False as soon as a column has no alive card.
    """
    for c in _COLS:
        if not piles[c]:
            return False
    table = FACE_TABLE
    faces = [b"", *(bytes(piles[q]).translate(table) for q in _SOURCES)]
    # where the copies of each face lie in the waste and the columns, as (pile, index)
    where: list[list[tuple[int, int]]] = [[] for _ in range(52)]
    for q in _SOURCES:
        for j, f in enumerate(faces[q]):
            where[f].append((q, j))
    alive = [bool(where[f]) and f % 13 > 0 for f in range(52)]  # aces never block
    cover = [-1] * 12
    for q in _SOURCES:
        fl = faces[q]
        i = len(fl) - 1
        while i >= 0 and not alive[fl[i]]:
            i -= 1
        if i < 0 and q != WASTE:
            return False
        cover[q] = i
    exposable = [False] * 52
    block = [13] * 4  # per suit, the lowest rank both of whose copies are held (13: none below a king)
    doomed: list[int] = []  # faces to drop

    def both_held(f: int) -> bool:
        w = where[f]
        return len(w) == 2 and w[0][1] <= cover[w[0][0]] and w[1][1] <= cover[w[1][0]]

    def free_copy(f: int) -> bool:
        """A copy outside the columns that is not held: stock, foundation, or waste above B."""
        w = where[f]
        if len(w) < 2:
            return True
        return any(q == WASTE and j > cover[WASTE] for q, j in w)

    for base in (0, 13, 26, 39):
        suit = base // 13
        for f in range(base, base + 12):
            if both_held(f):
                block[suit] = f - base + 1
                break
        above = False  # is the face one rank higher exposable
        for f in range(base + 12, base - 1, -1):
            exp = False
            w = where[f]
            for q, j in w:
                if q != WASTE:
                    if j >= cover[q]:  # a column copy not hidden
                        exp = True
                        break
                elif above and j > cover[WASTE]:  # a free waste copy
                    exp = True
                    break
            else:
                exp = above and len(w) < 2  # a copy in the stock or on a foundation
            exposable[f] = exp
            if alive[f] and (f - base + 1 <= block[suit] or above):
                doomed.append(f)
            above = exp

    def expose(f: int) -> None:
        """Face f became exposable: so may the faces below it, through free copies; their children drop."""
        while True:
            exposable[f] = True
            if f % 13 == 0:
                return
            f -= 1
            if alive[f]:
                doomed.append(f)
            if exposable[f] or not free_copy(f):
                return

    while doomed:
        f = doomed.pop()
        if not alive[f]:
            continue
        alive[f] = False
        for q, j in where[f]:
            if j != cover[q]:
                continue
            fl = faces[q]
            i = j - 1
            while i >= 0 and not alive[fl[i]]:
                i -= 1
            if i < 0 and q != WASTE:
                return False
            cover[q] = i
            # cards i+1..j are no longer held; in a column, cards from i up are no longer hidden
            for k in range(i + 1 if q == WASTE else i, j + 1):
                g = fl[k]
                if not exposable[g] and (q != WASTE or (g % 13 < 12 and exposable[g + 1])):
                    expose(g)
            for k in range(i + 1, j + 1):
                g = fl[k]
                suit = g // 13
                if g - 13 * suit + 1 == block[suit]:
                    # the lowest doubly held rank of the suit is no longer: find the next one up
                    base = 13 * suit
                    h = g + 1
                    while h < base + 12 and not both_held(h):
                        h += 1
                    block[suit] = h - base + 1 if h < base + 12 else 13
                    for h in range(g + 1, base + block[suit]):
                        if alive[h]:
                            doomed.append(h)
    return True
