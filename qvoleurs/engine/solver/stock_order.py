"""Rule 4 of the solver's proofs: the order of the stock can make a position lost.

Rule 3 (proofs.py) asks whether a card can *ever* leave; it cannot see that a card in the
stock comes too late, or is buried in the waste before its place on a column opens. This
rule counts time in draws and asks, for every card, how early it could possibly leave its
pile, reach its foundation, or lie face up at the end of a column, and for every face how
early a card of that face could be the top of a column. When every column holds a card
that can never leave, no column can ever empty, and the position is lost.

Soundness. Take any line of play from the position, up to the moment the first column
becomes empty (all of it if none does). Until then no column is empty, so every action is
a draw, a card onto a foundation, a card onto a column top of its suit one rank higher
(from the waste, a column, or a foundation: a take-back), and never anything into an
empty column; ruleset S moves one card at a time without an empty column (Ruleset.max_run).
Time t means "t cards drawn". The waste and the stock form one sequence: the waste bottom
to top, then the stock in drawing order; the card drawn at time t lies at position
n + t - 1 (n = cards in the waste), and at time t exactly the positions up to n + t - 1
have been turned up. The times below are computed as the smallest solution of these
rules, starting from "never" (INF) and lowering them until nothing changes:
- `leave(x)`: a card x leaves its pile at time t only when every card above it in that
  pile has left by t (for the waste sequence: every card turned up above it), and it then
  goes home (t >= home_by(x)) or onto a column top of its parent face (t >= top(parent)).
- `reach(f)`: a card of face f gets home at t only when a copy is home from the start, or
  goes home from its pile as above, or went from the waste onto a column top at some t'
  and goes home from there, at t >= max(t', home_by(f)) (a column card may do so from
  its own column as early as from any other). A card's home move needs a foundation of
  its suit holding one copy of every lower rank, so home_by(f) is the latest of reach(g)
  over the lower faces g of the suit.
- `top(f)`: a face is a column top at t only when a column card of that face has every
  card above it gone by t, or a waste card of that face goes onto a column top of its
  parent face, or a card of that face that is home (from the start, or since reach(f))
  is taken back onto one. A card that lands on a column and is covered again was a top
  when it landed.
Induction on the actions of the line, in their order, shows that each event happens no
earlier than the rules' time for it: every fact an action needs (cards gone from above,
lower cards home, the parent face on top) is an earlier event, whose time the rules bound
from below, and the rules take the least time at which all needed facts can hold. (Cards
that land on a card and leave it again only delay it, so the rules ignore them.) So a
card whose leave time is INF never leaves its pile before the first column empties; when
every column holds one, no column ever empties and no line wins.
"""

from __future__ import annotations

from ..rules import COLUMN_PILES, FOUNDATION_BASE, PILE_COUNT, STOCK, WASTE

INF = 1 << 30
_COLS = tuple(COLUMN_PILES)


def stock_order_proves_lost(piles: list[list[int]]) -> bool:
    """True when some card in every column can provably never leave it (rule 4, see the module text)."""
    return all(piles[c] for c in _COLS) and _first_empty(piles, stop_early=True) >= INF


def earliest_empty_column(piles: list[list[int]]) -> int | None:
    """The fewest draws after which a column can first be empty; None: never (rule 4 then
    proves the position lost). 0 when a column is empty now. The same fixpoint as
    stock_order_proves_lost: before the first column empties every event keeps to its time,
    and that column empties when its last card leaves, so never before the time computed here."""
    if not all(piles[c] for c in _COLS):
        return 0
    t = _first_empty(piles, stop_early=False)
    return None if t >= INF else t


def _first_empty(piles: list[list[int]], stop_early: bool) -> int:
    """Rule 4's fixpoint: the earliest time any column may be empty (INF: never). With
    `stop_early`, some time below INF as soon as one is known (enough for the proof)."""
    stock = piles[STOCK]
    n = len(piles[WASTE])
    m = len(stock)
    seq = [c % 52 for c in piles[WASTE]] + [c % 52 for c in reversed(stock)]
    cols = [[c % 52 for c in piles[q]] for q in _COLS]
    reach = [INF] * 52  # per face: the earliest time a copy may be home
    for f in range(FOUNDATION_BASE, PILE_COUNT):
        for c in piles[f]:
            reach[c % 52] = 0
    top = [INF] * 52  # per face: the earliest time it may be a column top
    leave_col = [[INF] * len(col) for col in cols]
    leave_seq = [INF] * len(seq)
    home_by = [0] * 52

    def first_turn(p: int, start: int) -> int:
        """The first time >= start at which the waste sequence's card p may be the waste top."""
        t = max(start, 0 if p < n else p - n + 1)
        if t > m:
            return INF
        hi = n + t  # positions below hi are turned up at time t
        blocked = max(leave_seq[p + 1 : hi], default=0)
        while blocked > t:  # a card above p is still there: no time before `blocked` works
            if blocked >= INF:
                return INF
            t = blocked
            if t > m:
                return INF
            blocked = max(blocked, max(leave_seq[hi : n + t], default=0))
            hi = n + t
        return t

    changed = True
    while changed:
        changed = False
        for base in (0, 13, 26, 39):
            latest = 0
            for f in range(base, base + 13):
                home_by[f] = latest
                if reach[f] > latest:
                    latest = reach[f]
        # the columns: a card is free once every card above it has left
        for col, leave in zip(cols, leave_col, strict=True):
            free = 0
            for j in range(len(col) - 1, -1, -1):
                f = col[j]
                h = home_by[f]
                if max(free, h) < reach[f]:
                    reach[f] = max(free, h)
                    changed = True
                t = max(free, min(h, top[f + 1] if f % 13 < 12 else INF))
                if t < leave[j]:
                    leave[j] = t
                    changed = True
                if free < top[f]:
                    top[f] = free
                    changed = True
                free = max(free, leave[j])
                if free >= INF:
                    break
        # the waste and the stock: only the waste top may move
        for p in range(len(seq) - 1, -1, -1):
            f = seq[p]
            h = home_by[f]
            parent = top[f + 1] if f % 13 < 12 else INF
            on_column = first_turn(p, parent) if parent < INF else INF
            go_home = first_turn(p, h) if h < INF else INF
            t = min(go_home, on_column)
            if t < leave_seq[p]:
                leave_seq[p] = t
                changed = True
            t = min(go_home, max(on_column, h))  # home straight away, or later from a column
            if t < reach[f]:
                reach[f] = t
                changed = True
            if on_column < top[f]:
                top[f] = on_column
                changed = True
        # a card that is home may be taken back onto a column top of its parent face (this
        # never lowers a leave time: the cards that could go onto it could go home by then)
        for f in range(52):
            if f % 13 < 12:
                t = max(reach[f], top[f + 1])
                if t < top[f]:
                    top[f] = t
                    changed = True
        if stop_early and any(INF not in leave for leave in leave_col):
            return 0  # a column may empty; times only go down, so it stays so
    return min(max(leave) for leave in leave_col)
