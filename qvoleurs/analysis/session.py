"""The solver session: one enum state per position, what the indicator searches next,
what a hint or a demo draws on, and what counts as help. Plain Python; the Qt panel runs
the searches it asks for in threads and shows what it says.

A position's state follows from the verdict cache and the one search that may be running:

    UNSEEN ──search──▶ SEARCHING ──▶ WINNABLE | LOST | UNDECIDED
    UNDECIDED ──Think Longer──▶ THINKING_LONG ──▶ WINNABLE | LOST | GAVE_UP
                                       └──stop──▶ UNDECIDED
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from enum import Enum, auto

from qvoleurs.engine import Move, Position
from qvoleurs.engine.dead_end import is_dead_end
from qvoleurs.engine.solver import SolveResult, Verdict, best_heuristic_move, default_workers

from .cache import CACHE_LIMIT, Known, PositionKey, VerdictCache, position_key


@dataclass(frozen=True)
class Limits:
    """How long each search may run (seconds) and how much memory it may take (MB)."""

    indicator_seconds: float = 30.0  # the indicator's search per position
    # "Think Longer": proofs of whole deals can need minutes (FT1-N-AAAAAA5 is proven lost
    # after 1.5 M positions, in about 150 s)
    think_longer_seconds: float = 600.0
    think_longer_memory_mb: int = 1024
    indicator_memory_mb: int = 512
    demo_seconds: float = 60.0  # a demo's own search when no winning line is known
    probe_seconds: float = 5.0  # each position tried by "where did I lose it?"
    deal_seconds: float = 5.0  # each deal tried for "winnable deals only"
    # cores one search may use (solve's `workers`): two for what the player asks for, where
    # the machine has them; the indicator, which runs unasked after every move, takes two
    # only where that leaves as many free for everything else
    workers: int = field(default_factory=default_workers)
    indicator_workers: int = field(default_factory=lambda: 2 if (os.cpu_count() or 1) >= 4 else 1)


class PositionState(Enum):
    """What the solver knows of one position, and what it is doing about it."""

    UNSEEN = auto()  # nothing known, no search yet
    SEARCHING = auto()  # the indicator's search runs
    UNDECIDED = auto()  # that search ran out of time: Think Longer is offered
    THINKING_LONG = auto()  # the player's longer search runs
    GAVE_UP = auto()  # even the longer search ran out: the same search would end the same way
    WINNABLE = auto()
    LOST = auto()


RUNNING = (PositionState.SEARCHING, PositionState.THINKING_LONG)


class Request(Enum):
    """What a player can ask the solver for. Each marks the game as helped; the passive
    indicator is not a request and never does."""

    HINT = auto()
    DEMO = auto()
    WHERE_DID_I_LOSE = auto()
    THINK_LONGER = auto()


@dataclass(frozen=True)
class Search:
    """One search of the position on the table, for the indicator."""

    key: PositionKey
    position: Position  # a copy, the search's own
    seconds: float
    memory_mb: int
    long: bool = False  # asked for by Think Longer
    workers: int = 1  # cores (solve's workers)

    @classmethod
    def of(cls, position: Position, seconds: float, memory_mb: int, long: bool = False, workers: int = 1) -> Search:
        """A search of a copy of `position`, under its key."""
        return cls(position_key(position), position.copy(), seconds, memory_mb, long, workers)


class HintKind(Enum):
    LOST = auto()  # nothing to hint: the game can no longer be won
    LINE = auto()  # the next move of a known winning line
    THINKING = auto()  # a search of this position runs: wait for it briefly, then guess (move)
    GUESS = auto()  # no line known and none being looked for: the heuristic's move
    NO_MOVE = auto()


@dataclass(frozen=True)
class Hint:
    kind: HintKind
    move: Move | None = None


class DemoKind(Enum):
    LOST = auto()
    PLAY = auto()  # a winning line is known: play it
    SEARCH = auto()  # look for one first


@dataclass(frozen=True)
class DemoPlan:
    kind: DemoKind
    moves: tuple[Move, ...] = ()


class SolverSession:
    """Everything the solver knows in one window, and the one indicator search it runs."""

    def __init__(self, limits: Limits | None = None, cache_limit: int = CACHE_LIMIT) -> None:
        self.limits = limits or Limits()
        self.cache = VerdictCache(cache_limit)
        self.running: Search | None = None
        self._helped: object | None = None  # the game already marked as helped

    # -- what is known -----------------------------------------------------------------

    def known(self, position: Position, look: bool = True) -> Known | None:
        """The decided verdict on `position`, if any (one with no move left, or whose stock is
        used up and whose moves left cannot win, is lost: engine/dead_end.py). `look`: False
        for no dead-end search, only whether a move is left (a whole game's history at once: a
        few ms each added up)."""
        known = self.cache.get(position)
        if known is not None and known.decided:
            return known
        if not look:
            return Known(Verdict.UNWINNABLE) if position.is_stuck() else None
        return Known(Verdict.UNWINNABLE) if is_dead_end(position) else None

    def state(self, position: Position) -> PositionState:
        known = self.known(position)
        if known is not None:
            return PositionState.WINNABLE if known.verdict is Verdict.WON else PositionState.LOST
        running = self.running
        if running is not None and running.key == position_key(position):
            return PositionState.THINKING_LONG if running.long else PositionState.SEARCHING
        undecided = self.cache.get(position)
        if undecided is not None:
            return PositionState.GAVE_UP if undecided.long else PositionState.UNDECIDED
        return PositionState.UNSEEN

    def learn(self, position: Position, result: SolveResult) -> None:
        """A task's answer about a position (a demo's search, a probe of the history)."""
        if result.result is not Verdict.UNKNOWN:
            self.cache.put(position, result)

    def learn_line(self, position: Position, moves: list[Move]) -> None:
        self.cache.put_line(position, moves)

    # -- the indicator's search --------------------------------------------------------

    def search_for(self, position: Position) -> Search | None:
        """The search the indicator should start for the position on the table, or None
        (decided, undecided, or already being searched)."""
        if position.is_won() or self.state(position) is not PositionState.UNSEEN:
            return None
        limits = self.limits
        return Search.of(
            position, limits.indicator_seconds, limits.indicator_memory_mb, workers=limits.indicator_workers
        )

    def think_longer(self, position: Position) -> Search | None:
        """The longer search Think Longer starts; None unless the position is UNDECIDED."""
        if self.state(position) is not PositionState.UNDECIDED:
            return None
        limits = self.limits
        return Search.of(
            position, limits.think_longer_seconds, limits.think_longer_memory_mb, long=True, workers=limits.workers
        )

    def started(self, search: Search) -> None:
        self.running = search

    def stopped(self) -> None:
        """The running search was cancelled: nothing learnt (Think Longer may be asked again)."""
        self.running = None

    def finished(self, search: Search, result: object) -> None:
        """A search's answer (an exception from a failing solver counts as undecided)."""
        if self.running is search:
            self.running = None
        if not isinstance(result, SolveResult):
            result = SolveResult(Verdict.UNKNOWN, stopped_by="error")
        self.cache.put(search.position, result, long=search.long)

    def needless(self, position: Position) -> bool:
        """Is the running search no longer worth its CPU: about another position than the
        one on the table, or about one that is decided meanwhile?"""
        running = self.running
        if running is None:
            return False
        return running.key != position_key(position) or self.known(position) is not None

    # -- what the player asks ----------------------------------------------------------

    def hint(self, position: Position) -> Hint:
        """The hint for `position`. It never contradicts the verdict: a known line is
        followed, and while this position is being searched the guess comes as THINKING, so
        the caller waits a moment for the search before it offers it."""
        known = self.known(position)
        if known is not None and known.verdict is Verdict.UNWINNABLE:
            return Hint(HintKind.LOST)
        if known is not None and known.start < len(known.line):
            return Hint(HintKind.LINE, known.line[known.start])
        move = best_heuristic_move(position)
        if self.state(position) in RUNNING:
            return Hint(HintKind.THINKING, move)
        return Hint(HintKind.GUESS, move) if move is not None else Hint(HintKind.NO_MOVE)

    def demo_plan(self, position: Position) -> DemoPlan:
        known = self.known(position)
        if known is not None and known.verdict is Verdict.UNWINNABLE:
            return DemoPlan(DemoKind.LOST)
        if known is not None:
            return DemoPlan(DemoKind.PLAY, known.line[known.start :])
        return DemoPlan(DemoKind.SEARCH)

    def helped(self, game: object) -> bool:
        """Whether the player asked for help in `game`."""
        return self._helped is game

    def mark_helped(self, game: object, request: Request) -> bool:
        """The player asked for `request` in `game`: True the first time for that game
        (the caller then tells the statistics the win will count as helped)."""
        if not isinstance(request, Request) or self._helped is game:
            return False
        self._helped = game
        return True
