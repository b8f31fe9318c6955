"""The moves the search tries: the engine's legal moves, less the ones that only repeat a symmetric position.

`candidate_moves` proposes moves by matching top cards (fast) and keeps those the
engine's `Position.check` accepts, so the rules live only in the engine. It proposes
every legal move except these, which lead to a symmetric copy of another proposed
move's result (exact symmetries, see key.py; proofs.py rule 2):
- into an empty column, only the first empty column (the columns are interchangeable);
- onto a foundation, only the first of two foundations of the card's suit that have the
  same height (they are interchangeable);
- a column's only card into an empty column (the same position again).
It also leaves out the take-backs that no card could use (proofs.py rule 5): from a
foundation of height h, only when a waste or column top of its suit has a rank of at most h.
tests/test_solver_proofs.py (test_candidate_moves_leave_out_only_symmetric_copies_and_unusable_take_backs)
checks against `Position.generate_moves` on random positions that nothing else is left out.
Ruleset S (supermoves) uses generate_moves itself.
"""

from __future__ import annotations

from ..cards import ACE, DECK_SIZE, PACK_SIZE, RANK_OF, RANKS, SUIT_OF, SUITS
from ..moves import DRAW, Move
from ..position import Position, foundation_takes
from ..rules import COLUMN_PILES, FOUNDATION_BASE, FOUNDATION_PILES, PILE_COUNT, STOCK, WASTE, foundations_of

_COLS = tuple(COLUMN_PILES)
_FOUNDS = tuple(FOUNDATION_PILES)
_FOUNDS_OF_SUIT = [foundations_of(suit) for suit in range(SUITS)]
_FACE = [c % DECK_SIZE for c in range(PACK_SIZE)]
_MOVES = {(s, d): Move(s, d) for s in range(PILE_COUNT) for d in range(PILE_COUNT)}


def candidate_moves(position: Position) -> list[Move]:
    """The moves worth trying here, in a fixed order: home, onto columns, into an empty column, draw."""
    if position.rules.supermoves:
        return _filtered_engine_moves(position)
    piles = position.piles
    check = position.check
    moves = _MOVES
    out: list[Move] = []
    sources = [WASTE, *_COLS] if piles[WASTE] else list(_COLS)
    # to the foundations
    for src in sources:
        p = piles[src]
        if not p:
            continue
        card = p[-1]
        a, b = _FOUNDS_OF_SUIT[SUIT_OF[card]]
        if foundation_takes(piles[a], card):
            dst = a
        elif foundation_takes(piles[b], card):
            dst = b
        else:
            continue
        m = moves[src, dst]
        if check(m) is None:
            out.append(m)
    # onto non-empty columns: index the column tops by the face they accept
    accepts: dict[int, list[int]] = {}
    first_empty = -1
    for c in _COLS:
        p = piles[c]
        if p:
            if RANK_OF[p[-1]] > ACE:
                accepts.setdefault(_FACE[p[-1]] - 1, []).append(c)
        elif first_empty < 0:
            first_empty = c
    fsources = usable_take_back_sources(piles)
    for src in (*sources, *fsources):
        p = piles[src]
        if not p:
            continue
        targets = accepts.get(_FACE[p[-1]])
        if targets:
            for dst in targets:
                if dst != src:
                    m = moves[src, dst]
                    if check(m) is None:
                        out.append(m)
    if first_empty >= 0:
        for src in (*sources, *fsources):
            p = piles[src]
            if not p or (src in _COL_SET and len(p) == 1):
                continue
            m = moves[src, first_empty]
            if check(m) is None:
                out.append(m)
    if piles[STOCK]:
        out.append(DRAW)
    return out


_COL_SET = frozenset(_COLS)


def usable_take_back_sources(piles: list[list[int]]) -> list[int]:
    """The foundations whose top card may be worth taking back (proofs.py rule 5): those of
    height h with a waste or column top of their suit of rank h or lower."""
    low = [RANKS + 1] * SUITS  # per suit, the lowest rank on top of the waste or a column (RANKS + 1: none)
    for q in (WASTE, *_COLS):
        p = piles[q]
        if p and RANK_OF[p[-1]] < low[SUIT_OF[p[-1]]]:
            low[SUIT_OF[p[-1]]] = RANK_OF[p[-1]]
    return [f for f in _FOUNDS if piles[f] and low[SUIT_OF[piles[f][-1]]] <= RANK_OF[piles[f][-1]]]


def _filtered_engine_moves(position: Position) -> list[Move]:
    piles = position.piles
    out: list[Move] = []
    first_empty = next((c for c in _COLS if not piles[c]), -1)
    usable = set(usable_take_back_sources(piles))
    for m in position.generate_moves():
        dst = m.dst
        if m.src >= FOUNDATION_BASE and m.src not in usable:
            continue
        if dst in _COL_SET and not piles[dst]:
            if dst != first_empty or (m.src in _COL_SET and len(piles[m.src]) == m.count):
                continue
        elif dst >= FOUNDATION_BASE:
            other = dst + SUITS if dst < FOUNDATION_BASE + SUITS else dst - SUITS
            if other < dst and len(piles[other]) == len(piles[dst]):
                continue
        out.append(m)
    return out
