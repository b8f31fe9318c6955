"""Hand-built positions with known answers for the solver tests, and a naive exhaustive search."""

from __future__ import annotations

from collections.abc import Callable

from qvoleurs.engine import Move, Position
from qvoleurs.engine.cards import RANK_CHARS, SUIT_CHARS
from qvoleurs.engine.position import PositionFormatError


def position(
    columns: list[str],
    foundations: list[int],
    waste: str = "",
    stock: str = "",
    rules: str = "N",
) -> Position:
    """Columns as texts ("3S 4S", covered card first), foundation heights f1..f8, waste
    (bottom first) and stock (first drawn first). Raises if the cards are not two decks."""
    cols = [c.split() for c in columns] + [[] for _ in range(10 - len(columns))]
    fnd = [[RANK_CHARS[r] + SUIT_CHARS[i % 4] for r in range(h)] for i, h in enumerate(foundations)]
    data = {"rules": rules, "columns": cols, "foundations": fnd, "waste": waste.split(), "stock": stock.split()}
    try:
        return Position.from_json(data)
    except PositionFormatError as exc:  # pragma: no cover - a mistake in a test's position
        raise AssertionError(f"bad test position: {exc}") from None


# Nine hearts, diamonds and clubs home on each foundation; spades as given.
NINES = [9, 9, 9]


def takeback_needed() -> Position:
    """The issue's example: spades home to 5 on f1 and to 2 on f5, the other 3S under a 4S,
    a 6S exposed, the other 5S under a king, no empty column. The only win takes the 5S
    back onto the 6S so the 4S can go onto it; playing the 6S home instead loses."""
    return position(
        [
            "3S 4S",
            "TD KD 6S",
            "5S KS",
            "QS JS TS 9S 8S 7S 6S KH",
            "KS QS JS TS 9S 8S 7S KC",
            "QH JH TH KH",
            "QD JD KD",
            "QC JC TC KC",
            "QC JC TC JD",
            "QH TH QD TD JH",
        ],
        [5, *NINES, 2, *NINES],
    )


def stuck() -> Position:
    """No legal move at all: every column topped by a king or a 4S, nothing fits anywhere."""
    return position(
        [
            "3S 4S",
            "3S 4S",
            "5S 6S 7S KS",
            "5S 6S 7S KS",
            "8S 9S TS JS QS KH",
            "8S 9S TS JS QS KH",
            "TH JH QH QH JH TH KD",
            "TD JD QD KC",
            "QD JD TD KC",
            "TC JC QC QC JC TC KD",
        ],
        [2, *NINES, 2, *NINES],
    )


def lost_after_a_draw() -> Position:
    """Not stuck: one draw is left (a QH, which fits on a KH), but every line ends stuck."""
    return position(
        [
            "3S 4S",
            "3S 4S",
            "5S 6S 7S KS",
            "5S 6S 7S KS",
            "8S 9S TS JS QS KH",
            "8S 9S TS JS QS KH",
            "TH JH QH JH TH KD",
            "TD JD QD KC",
            "QD JD TD KC",
            "TC JC QC QC JC TC KD",
        ],
        [2, *NINES, 2, *NINES],
        stock="QH",
    )


def one_move_from_win() -> Position:
    return position(["KS"], [12, 13, 13, 13, 13, 13, 13, 13])


def exhaustive_verdict(
    start: Position, budget: int = 200_000, allowed: Callable[[Move], bool] = lambda move: True
) -> bool | None:
    """Whether any line wins, by plain depth-first search over exact positions with the
    engine's generate_moves (those `allowed`): no symmetry, no pruning, no automatic moves.
    None when the budget of positions runs out."""
    work = start.copy()
    seen = {tuple(tuple(p) for p in work.piles)}
    if work.is_won():
        return True
    stack = [iter([m for m in work.generate_moves() if allowed(m)])]
    line = []
    while stack:
        move = next(stack[-1], None)
        if move is None:
            stack.pop()
            if line:
                work.unapply(line.pop())
            continue
        work.apply(move)
        key = tuple(tuple(p) for p in work.piles)
        if key in seen:
            work.unapply(move)
            continue
        if work.is_won():
            return True
        seen.add(key)
        if len(seen) > budget:
            return None
        line.append(move)
        stack.append(iter([m for m in work.generate_moves() if allowed(m)]))
    return False


def plain_frozen_fixpoint(piles: list[list[int]]) -> bool:
    """Rule 3 of solver/proofs.py done the slow, obvious way, to check the fast one: start
    with every non-ace card of the waste and the columns in B and drop, pass after pass,
    every card that breaks (a) or (b) until a pass drops none."""
    if any(not piles[c] for c in range(2, 12)):
        return False
    faces = {q: [c % 52 for c in piles[q]] for q in range(1, 12)}
    in_b = {q: [f % 13 > 0 for f in faces[q]] for q in range(1, 12)}
    while True:
        cover = {q: max((i for i, b in enumerate(in_b[q]) if b), default=-1) for q in range(1, 12)}
        if any(cover[q] < 0 for q in range(2, 12)):
            return False
        dropped = False
        for q in range(1, 12):
            for i, face in enumerate(faces[q]):
                if not in_b[q][i]:
                    continue
                rank = face % 13 + 1
                home_blocked = any(_held(faces, cover, f) == 2 for f in range(face - rank + 1, face))
                if not home_blocked or (rank < 13 and _exposable(faces, cover, face + 1)):
                    in_b[q][i] = False
                    dropped = True
        if not dropped:
            return True


def _copies(faces: dict[int, list[int]], face: int) -> list[tuple[int, int]]:
    return [(q, i) for q in range(1, 12) for i, f in enumerate(faces[q]) if f == face]


def _held(faces: dict[int, list[int]], cover: dict[int, int], face: int) -> int:
    """How many copies of the face are held (in B, or under a card of B in the waste or a column)."""
    return sum(1 for q, i in _copies(faces, face) if i <= cover[q])


def _exposable(faces: dict[int, list[int]], cover: dict[int, int], face: int) -> bool:
    here = _copies(faces, face)
    if any(q > 1 and i >= cover[q] for q, i in here):
        return True  # in a column and not strictly under a card of B
    free = len(here) < 2 or any(q == 1 and i > cover[1] for q, i in here)
    return free and face % 13 < 12 and _exposable(faces, cover, face + 1)


NEVER = 10**9


def plain_stock_order_fixpoint(piles: list[list[int]]) -> bool:
    """Rule 4 (solver/stock_order.py) done the slow, obvious way, to check the fast one: the
    earliest times of every event, lowered pass after pass until a pass changes nothing, with
    every card's copies looked up afresh and every waste card's times tried one by one."""
    if any(not piles[c] for c in range(2, 12)):
        return False
    waste, stock = piles[1], piles[0]
    n, m = len(waste), len(stock)
    seq = [c % 52 for c in waste] + [c % 52 for c in reversed(stock)]  # turned up in this order
    cols = [[c % 52 for c in piles[q]] for q in range(2, 12)]
    home_at_start = {c % 52 for q in range(12, 20) for c in piles[q]}
    gets_home_col = [[NEVER] * len(col) for col in cols]
    leaves_col = [[NEVER] * len(col) for col in cols]
    gets_home_seq = [NEVER] * len(seq)
    leaves_seq = [NEVER] * len(seq)
    on_top = [NEVER] * 52

    def reach(face: int) -> int:
        if face in home_at_start:
            return 0
        times = [gets_home_col[i][j] for i, col in enumerate(cols) for j, f in enumerate(col) if f == face]
        times += [gets_home_seq[p] for p, f in enumerate(seq) if f == face]
        return min(times, default=NEVER)

    def home_by(face: int) -> int:
        return max((reach(f) for f in range(face - face % 13, face)), default=0)

    def parent_on_top(face: int) -> int:
        return NEVER if face % 13 == 12 else on_top[face + 1]

    def waste_top_at(p: int, t: int) -> bool:
        drawn = p < n or t >= p - n + 1
        return drawn and all(leaves_seq[q] <= t for q in range(p + 1, n + t))

    changed = True
    while changed:
        changed = False
        new_top = list(on_top)
        for i, col in enumerate(cols):
            for j, face in enumerate(col):
                free = max((leaves_col[i][k] for k in range(j + 1, len(col))), default=0)
                if free >= NEVER:
                    continue
                home = max(free, home_by(face))
                leave = max(free, min(home_by(face), parent_on_top(face)))
                new_top[face] = min(new_top[face], free)
                if home < gets_home_col[i][j] or leave < leaves_col[i][j]:
                    gets_home_col[i][j] = min(home, gets_home_col[i][j])
                    leaves_col[i][j] = min(leave, leaves_col[i][j])
                    changed = True
        for p, face in enumerate(seq):
            times = [t for t in range(m + 1) if waste_top_at(p, t)]
            home = min((t for t in times if t >= home_by(face)), default=NEVER)
            onto = min((t for t in times if t >= parent_on_top(face)), default=NEVER)
            home = min(home, max(onto, home_by(face)))  # or later, from the column it went to
            new_top[face] = min(new_top[face], onto)
            if home < gets_home_seq[p] or min(home, onto) < leaves_seq[p]:
                gets_home_seq[p] = min(home, gets_home_seq[p])
                leaves_seq[p] = min(home, onto, leaves_seq[p])
                changed = True
        for face in range(52):  # home cards can be taken back onto their parent face
            new_top[face] = min(new_top[face], max(reach(face), parent_on_top(face)))
        if new_top != on_top:
            on_top = new_top
            changed = True
    return all(NEVER in leaves for leaves in leaves_col)
