"""The verdict cache: what the solver found out, per position and ruleset, bounded.

FT1-N-X and FT1-S-X deal the same cards, but a line with supermoves is illegal under N:
the key holds the ruleset as well as the piles. The cache is an LRU with a size limit, so
a long session cannot grow it without end; a winning line is stored once and shared by
every position along it (each entry keeps where in the line it stands).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from qvoleurs.engine import Move, Position
from qvoleurs.engine.solver import SolveResult, Verdict

CACHE_LIMIT = 4096  # positions; a winning line of a whole deal is ~250 of them

PositionKey = bytes
_PILE_END = b"\xff"  # not a card (cards are 0..103)


def position_key(position: Position) -> PositionKey:
    """The exact position under its rules, packed: a card a byte (~0.2 kB a key, where a
    tuple of tuples takes ~2 kB)."""
    return position.rules.letter.encode() + _PILE_END.join(bytes(pile) for pile in position.piles)


@dataclass(frozen=True, slots=True)
class Known:
    """What the solver found out about one position. UNKNOWN: a search ran out of time
    (`long`: even the long one the player asked for)."""

    verdict: Verdict
    line: tuple[Move, ...] = ()  # a winning line, shared with the positions along it
    start: int = 0  # where this position stands in `line`
    long: bool = False

    @property
    def moves(self) -> list[Move]:
        """The winning line from this position (empty unless WON)."""
        return list(self.line[self.start :])

    @property
    def decided(self) -> bool:
        return self.verdict is not Verdict.UNKNOWN


class VerdictCache:
    """Verdicts by position and ruleset, least recently used dropped past `limit`."""

    def __init__(self, limit: int = CACHE_LIMIT) -> None:
        self.limit = limit
        self._known: OrderedDict[PositionKey, Known] = OrderedDict()

    def __len__(self) -> int:
        return len(self._known)

    def get(self, position: Position) -> Known | None:
        key = position_key(position)
        known = self._known.get(key)
        if known is not None:
            self._known.move_to_end(key)
        return known

    def _store(self, key: PositionKey, known: Known) -> None:
        self._known[key] = known
        self._known.move_to_end(key)
        while len(self._known) > self.limit:
            self._known.popitem(last=False)

    def put(self, position: Position, result: SolveResult, *, long: bool = False) -> None:
        """Record a search's answer; an undecided one never hides a decided verdict."""
        if result.result is Verdict.WON:
            self.put_line(position, list(result.moves))
        elif result.result is Verdict.UNWINNABLE:
            self._store(position_key(position), Known(Verdict.UNWINNABLE))
        else:
            key = position_key(position)
            before = self._known.get(key)
            if before is None or not before.decided:
                self._store(key, Known(Verdict.UNKNOWN, long=long or (before is not None and before.long)))

    def put_line(self, position: Position, moves: list[Move]) -> None:
        """`moves` win from `position`: so does every suffix from where it leads."""
        line = tuple(moves)
        probe = position.copy()
        for i, move in enumerate(line):
            self._store(position_key(probe), Known(Verdict.WON, line, i))
            probe.apply(move)
        self._store(position_key(probe), Known(Verdict.WON, line, len(line)))

    def forget(self, position: Position) -> None:
        """Drop what is known of one position (an undecided search may be asked again)."""
        self._known.pop(position_key(position), None)

    def clear(self) -> None:
        self._known.clear()
