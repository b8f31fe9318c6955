"""The three things a player can ask the solver to do in the background, one small class
each: a demo's search for a winning line, the walk back through a lost game's history
("where did I lose it?"), and the hunt for a winnable deal.

Each task is a value with a `run(should_stop, report)` that the panel's worker calls in a
thread: `should_stop()` says when to give up (it also yields the GIL), `report(n)` counts
what was tried. They know nothing of Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum, auto

from qvoleurs.engine import Deal, Game, Move, Position
from qvoleurs.engine.solver import SolveResult, Verdict, solve

from .session import SolverSession

StopProbe = Callable[[], bool]
Report = Callable[[object], None]
GameFactory = Callable[[str, int | None], Game]
PROBE_MEMORY_MB = 512


def random_game(rules: str, undo_depth: int | None) -> Game:
    return Game(Deal.random(rules), undo_depth)


def reported_solve(
    position: Position, seconds: float, memory_mb: int, workers: int, should_stop: StopProbe, report: Report
) -> SolveResult:
    """A search of `position` (which it changes) that reports its SolveProgress a few times
    a second, for a panel's progress, and gives up when `should_stop()` says so."""
    return solve(
        position,
        time_limit=seconds,
        max_memory_mb=memory_mb,
        cancel=should_stop,
        progress=report,
        progress_interval=0.4,
        workers=workers,
    )


@dataclass
class DemoSearch:
    """A demo asked for with no winning line known: look for one first."""

    position: Position  # the search's own copy
    seconds: float
    memory_mb: int = PROBE_MEMORY_MB
    workers: int = 1  # cores (solve's workers)

    def run(self, should_stop: StopProbe, report: Report) -> SolveResult:
        return reported_solve(self.position.copy(), self.seconds, self.memory_mb, self.workers, should_stop, report)


class LostOutcome(Enum):
    """What the walk back through a lost game's history has to tell."""

    DEAL_LOST = auto()  # the deal itself is proven lost: no move of the player's lost it
    UNDECIDED = auto()  # no position of the game was shown winnable, nor all proven lost
    STILL_WINNABLE = auto()  # the position on the table can still be won
    MISTAKE = auto()  # the move after `winnable` made the game lost (proven)
    UNDECIDED_AFTER = auto()  # winnable up to `winnable`, not decided after it


@dataclass
class LostSearch:
    """What the walk back found: `winnable` is the last prefix length proven winnable
    (-1: none), `lost` the first after it that was proven lost or not decided."""

    winnable: int
    lost: int
    proven: bool  # `lost` was proven unwinnable (so the move that made it was the mistake)
    last: int  # the prefix length of the position on the table
    results: list[tuple[Position, SolveResult]] = field(default_factory=list)  # for the cache

    @property
    def outcome(self) -> LostOutcome:
        if self.winnable < 0:
            return LostOutcome.DEAL_LOST if self.proven else LostOutcome.UNDECIDED
        if self.winnable == self.last:
            return LostOutcome.STILL_WINNABLE
        if self.proven and self.lost == self.winnable + 1:
            return LostOutcome.MISTAKE
        return LostOutcome.UNDECIDED_AFTER


@dataclass
class LostWalk:
    """Binary search for the last winnable position of a lost game's history.

    Winnable positions form a prefix of the history (a position that can be won makes
    every earlier one winnable: replay the moves), so bisection over the prefix lengths
    finds the boundary. A probe that times out counts as "not shown winnable": the search
    goes on to the left of it, and the answer is always a position proven winnable.
    """

    positions: list[Position]  # after 0, 1, ... n actions; the last is on the table
    line: list[Move]
    known: dict[int, Verdict]  # what the session already knew of some of them
    seconds: float
    workers: int = 1  # cores for each probe (solve's workers)

    @classmethod
    def of(cls, game: Game, session: SolverSession) -> LostWalk:
        line = list(game.line)
        positions = [game.position.copy()]
        for move in reversed(line):
            probe = positions[-1].copy()
            probe.unapply(move)
            positions.append(probe)
        positions.reverse()
        # no dead-end look: at each position of a long history it held the window up to 1.7 s
        # (the last position is lost anyway; a probe settles a dead end at once)
        known = {i: k.verdict for i, p in enumerate(positions) if (k := session.known(p, look=False)) is not None}
        return cls(positions, line, known, session.limits.probe_seconds, session.limits.workers)

    @property
    def most_probes(self) -> int:
        """The most positions the bisection tries (its reports count up to this): each probe
        leaves at most half of the positions not yet told apart, rounded up."""
        return (len(self.positions) - 1).bit_length()

    def run(self, should_stop: StopProbe, report: Report) -> LostSearch | None:
        lo, hi = -1, len(self.positions) - 1  # the last is lost: the walk starts from a lost game
        proven = True
        results: list[tuple[Position, SolveResult]] = []
        tried = 0
        while hi - lo > 1:
            mid = (lo + hi) // 2
            verdict = self.known.get(mid)
            if verdict is None:
                probe = self.positions[mid].copy()
                result = solve(
                    probe,
                    time_limit=self.seconds,
                    max_memory_mb=PROBE_MEMORY_MB,
                    cancel=should_stop,
                    workers=self.workers,
                )
                if should_stop():
                    return None
                results.append((self.positions[mid], result))
                verdict = result.result
            tried += 1
            report(tried)
            if verdict is Verdict.WON:
                lo = mid
            else:
                hi, proven = mid, verdict is Verdict.UNWINNABLE
        return LostSearch(lo, hi, proven, len(self.positions) - 1, results)


@dataclass
class FoundDeal:
    game: Game
    line: list[Move]  # the winning line the solver found: the deal's first verdict


@dataclass
class DealHunt:
    """New Game with "winnable deals only": deal until the solver wins one."""

    rules: str
    undo_depth: int | None
    seconds: float
    factory: GameFactory = random_game
    workers: int = 1  # cores for each deal tried (solve's workers)

    def run(self, should_stop: StopProbe, report: Report) -> FoundDeal | None:
        tried = 0
        while not should_stop():
            game = self.factory(self.rules, self.undo_depth)
            tried += 1
            report(tried)
            result = solve(
                game.position,
                time_limit=self.seconds,
                max_memory_mb=PROBE_MEMORY_MB,
                cancel=should_stop,
                workers=self.workers,
            )
            if result.result is Verdict.WON:
                return FoundDeal(game, list(result.moves))
        return None


Task = DemoSearch | LostWalk | DealHunt


def replay_prefix(game: Game, at: int) -> Game | None:
    """`game` stepped back to its first `at` actions, rebuilt from its deal (Game.stepped_back),
    or None when they do not replay: a game whose history was built otherwise."""
    try:
        return game.stepped_back(at)
    except ValueError:
        return None
