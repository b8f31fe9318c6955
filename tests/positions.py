"""Hand-built positions for tests: name the cards that matter, the rest go to the stock."""

from __future__ import annotations

from collections import Counter

from qvoleurs.engine import Position
from qvoleurs.engine.cards import RANK_CHARS, SUIT_CHARS

ALL_FACES = [r + s for s in SUIT_CHARS for r in RANK_CHARS] * 2


def build(
    columns: dict[int, list[str]] | None = None,
    waste: list[str] | None = None,
    foundations: dict[int, int] | None = None,
    stock: list[str] | None = None,
    rules: str = "N",
) -> Position:
    """A position with the given columns (1-based), waste (bottom first), foundations
    (number -> how many cards, ace up, in the foundation's fixed suit) and stock (first
    drawn first). Cards not named are appended to the stock unless `stock` is given and
    `fill_stock` would exceed two decks."""
    columns = columns or {}
    foundations = foundations or {}
    fnd: list[list[str]] = [[] for _ in range(8)]
    for n, height in foundations.items():
        suit = SUIT_CHARS[(n - 1) % 4]
        fnd[n - 1] = [RANK_CHARS[r] + suit for r in range(height)]
    cols = [list(columns.get(i + 1, [])) for i in range(10)]
    used = Counter(c for pile in cols + fnd + [waste or [], stock or []] for c in pile)
    rest = Counter(ALL_FACES) - used
    assert not (used - Counter(ALL_FACES)), f"more than two of: {used - Counter(ALL_FACES)}"
    full_stock = list(stock or []) + sorted(rest.elements())
    return Position.from_json(
        {"rules": rules, "columns": cols, "waste": waste or [], "foundations": fnd, "stock": full_stock}
    )
