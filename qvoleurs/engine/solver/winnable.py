"""Deals known to be winnable: a table per ruleset shipped with the program, and a draw from it.

qvoleurs/data/winnable_<ruleset>.txt holds deal numbers, one a line ('#' starts a comment),
each won by the solver and its line replayed through the engine when
scripts/winnable_table.py made the table. "Winnable deals only" draws from it at once
instead of searching; a ruleset without a table (or a missing file) gives None, and the
caller falls back to a live search.

>>> numbers = winnable_numbers("N")
>>> all(0 <= n < MAX_NUMBER for n in numbers)
True
>>> deal = draw_winnable_deal("N", random.Random(1))
>>> deal is None or deal.number in numbers
True
"""

from __future__ import annotations

import functools
import random
from pathlib import Path

from ..deal import MAX_NUMBER, Deal

DATA = Path(__file__).resolve().parent.parent.parent / "data"


def table_path(rules: str) -> Path:
    return DATA / f"winnable_{rules.upper()}.txt"


@functools.cache
def winnable_numbers(rules: str) -> tuple[int, ...]:
    """The deal numbers of the table for `rules` ("N", "S"); empty when there is none."""
    try:
        text = table_path(rules).read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return ()
    out: list[int] = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line.isdigit() and int(line) < MAX_NUMBER:
            out.append(int(line))
    return tuple(out)


def draw_winnable_deal(rules: str = "N", rng: random.Random | None = None) -> Deal | None:
    """A deal drawn from the table of winnable deals of `rules`, or None without a table."""
    numbers = winnable_numbers(rules)
    if not numbers:
        return None
    number = (rng or random.SystemRandom()).choice(numbers)
    return Deal.from_number(number, rules.upper())
