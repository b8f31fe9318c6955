"""Compact forms of a position for the search: a canonical key and a stored state.

The key identifies positions that are the same game up to symmetry, so the search
visits each only once. Both symmetries are exact (they change no move's legality):
- the ten columns are interchangeable, so the key lists them sorted;
- the two copies of a card are interchangeable (card ids c and c+52 have the same
  suit and rank and the rules look at nothing else), so the key uses c % 52;
- the two foundations of a suit are interchangeable (same suit, both built ace up),
  so the key holds each suit's two heights sorted.
The stock is only ever drawn from its top, so within one search it is always a
prefix of the start position's stock: its length says which cards it holds.

The stored state keeps the real piles (column order matters for the move names),
also as bytes, to keep a million open positions in memory.
"""

from __future__ import annotations

from ..rules import COLUMN_PILES, FOUNDATION_BASE, PILE_COUNT, STOCK, WASTE

SEP = b"\xff"  # never a card id (0..103) nor a pile length (0..104)
_COLS = tuple(COLUMN_PILES)
FACE_TABLE = bytes(i % 52 if i < 104 else i for i in range(256))  # card id -> c % 52, for bytes.translate


def position_key(piles: list[list[int]]) -> bytes:
    """The canonical key of a position (see the module text for why it is exact)."""
    f = [len(piles[p]) for p in range(FOUNDATION_BASE, PILE_COUNT)]
    head = bytes(
        (
            len(piles[STOCK]),
            min(f[0], f[4]),
            max(f[0], f[4]),
            min(f[1], f[5]),
            max(f[1], f[5]),
            min(f[2], f[6]),
            max(f[2], f[6]),
            min(f[3], f[7]),
            max(f[3], f[7]),
        )
    )
    table = FACE_TABLE
    cols = sorted([bytes(piles[c]).translate(table) for c in _COLS])
    return SEP.join((head, bytes(piles[WASTE]).translate(table), *cols))


def encode_state(piles: list[list[int]]) -> bytes:
    """The real piles as bytes; the stock as its length (a prefix of the root's stock)."""
    return SEP.join((bytes((len(piles[STOCK]),)), *(bytes(p) for p in piles[1:])))


def decode_state(state: bytes, root_stock: list[int]) -> list[list[int]]:
    parts = state.split(SEP)
    piles = [root_stock[: parts[0][0]]]
    piles.extend(list(p) for p in parts[1:])
    return piles


def encode_moves(moves: list[tuple[int, int, int]]) -> bytes:
    """Moves as (src, dst, count) byte triples."""
    return bytes(x for m in moves for x in m)


def decode_moves(blob: bytes) -> list[tuple[int, int, int]]:
    return [(blob[i], blob[i + 1], blob[i + 2]) for i in range(0, len(blob), 3)]
