"""Moves and their text form (`s-w`, `w-c3`, `c3-f1`, `f2-c5`, `c3-c7/3`).

>>> m = Move.parse("C3-c7/3")
>>> str(m), m.count
('c3-c7/3', 3)
>>> Move.parse(str(m)) == m
True
>>> Move.parse("x-c1")
Traceback (most recent call last):
...
qvoleurs.engine.moves.MoveParseError: unknown pile 'x' in move 'x-c1' (piles: s, w, c1..c10, f1..f8)
"""

from __future__ import annotations

from dataclasses import dataclass

from .deal import LOOK_ALIKES
from .rules import (
    COLUMN_BASE,
    COLUMNS,
    FOUNDATION_BASE,
    FOUNDATIONS,
    STOCK,
    WASTE,
    pile_name,
)

# A move typed on another keyboard layout or pasted from a word processor: full-width forms,
# then the deal codes' look-alikes (с on the C key of a Ukrainian layout, dashes for its
# hyphen). Not NFKC as for deal codes: a superscript or circled digit stays refused, as
# other digits than ASCII are.
_FULL_WIDTH = {0xFF01 + i: 0x21 + i for i in range(0x5E)}


class MoveParseError(ValueError):
    """A move text that is not in the notation (not the same as an illegal move)."""


def _is_number(text: str) -> bool:
    """ASCII digits only: str.isdigit() also takes "²" (which int() refuses) and "٣". At most
    nine of them: no pile or count is longer, and int() refuses over 4,300 digits."""
    return len(text) <= 9 and text.isascii() and text.isdigit()


def parse_pile(token: str, move_text: str = "") -> int:
    """Pile index of `s`, `w`, `c1`..`c10`, `f1`..`f8`."""
    t = token.strip().lower()
    if t == "s":
        return STOCK
    if t == "w":
        return WASTE
    if len(t) >= 2 and t[0] in "cf" and _is_number(t[1:]):
        n = int(t[1:])
        if t[0] == "c" and 1 <= n <= COLUMNS:
            return COLUMN_BASE + n - 1
        if t[0] == "f" and 1 <= n <= FOUNDATIONS:
            return FOUNDATION_BASE + n - 1
    where = f" in move {move_text!r}" if move_text else ""
    raise MoveParseError(f"unknown pile {token!r}{where} (piles: s, w, c1..c10, f1..f8)")


@dataclass(frozen=True, slots=True)
class Move:
    """Move `count` cards from pile `src` to pile `dst` (pile indices of rules.py)."""

    src: int
    dst: int
    count: int = 1

    @classmethod
    def parse(cls, text: str) -> Move:
        t = text.translate(_FULL_WIDTH).upper().translate(LOOK_ALIKES).lower().strip()
        body, slash, n = t.partition("/")
        count = 1
        if slash:
            if not _is_number(n) or int(n) < 1:
                raise MoveParseError(f"bad card count in move {text!r} (expected like c3-c7/3)")
            count = int(n)
        parts = body.split("-")
        if len(parts) != 2:
            raise MoveParseError(f"not a move: {text!r} (expected like w-c3, c3-f1 or s-w)")
        return cls(parse_pile(parts[0], text), parse_pile(parts[1], text), count)

    @property
    def is_draw(self) -> bool:
        return self.src == STOCK and self.dst == WASTE

    def __str__(self) -> str:
        text = f"{pile_name(self.src)}-{pile_name(self.dst)}"
        return f"{text}/{self.count}" if self.count != 1 else text

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


DRAW = Move(STOCK, WASTE)
