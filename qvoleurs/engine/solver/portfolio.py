"""The searches solve() runs in turn, each with its share of the time.

Only a complete search (every legal move, take-backs included) proves a position lost
when it runs dry, and a proof takes one long search, so one complete search gets the
largest share and checks the proof rules on every position. The others look for wins
only. Some of them never take a card back from a foundation: a win seldom needs a
take-back, and without them the search has far fewer positions to go through (deals 15, 19
and 30 are won in under three seconds that way; the complete searches need more than
ten), but some deals are won only with one (FT1-S-BHNYPPY: in 0.04 s, complete, with
W2). Such a search proves nothing when it runs dry: solve() goes on to the next one. The
order and the shares were chosen with benchmarks/portfolio.py on deals 101-160, not on
benchmarks/solver.py's deals."""

from __future__ import annotations

from dataclasses import dataclass

from .heuristics import PORTFOLIO, Weights


@dataclass(frozen=True, slots=True)
class Pass:
    """One search of the portfolio."""

    weights: Weights
    seconds: float | None = None  # its time in a search of ROUND seconds; None: all that is left
    take_backs: bool = True  # False: a narrower search for wins, that proves nothing
    proofs: bool = False  # checks rules 3 and 4 on every position it expands (halves its speed)

    @property
    def complete(self) -> bool:
        """Whether running dry proves the position lost."""
        return self.take_backs

    def time_span(self, time_limit: float, left: float) -> float:
        """Its seconds in a search of `time_limit` seconds with `left` seconds to go.

        A shorter search than ROUND shrinks every short search in proportion; a longer one
        (the indicator's 30 s, Think Longer's 10 min) gives them the same time as ROUND
        does and the rest to the last, complete search, so that a verdict the short
        searches find comes as soon in the window as in the benchmark.
        """
        if self.seconds is None:
            return left
        return min(left, self.seconds * min(1.0, time_limit / ROUND))

    def state_budget(self, max_states: int, left: int) -> int:
        """Its positions in a search of `max_states` with `left` to go: the same part as of ROUND."""
        if self.seconds is None:
            return max(1, left)
        return max(1, min(left, int(max_states * self.seconds / ROUND)))


W0, _, W2, W3, _, _ = PORTFOLIO
# Weightings found by trying on deals that no search above decided (1-30 and 101-160): a
# waste that costs much keeps cards moving to their places; a greedy one goes for home.
WASTE_150 = Weights(waste=150, waste_block=100)
WASTE_300 = Weights(waste=300, waste_block=100)
WASTE_500 = Weights(waste=500, waste_block=200)
GREEDY = Weights(home=1000)


ROUND = 10.0  # seconds: the search the portfolio was chosen for


# Most deals that any search decides, one of them decides within 0.3 s (33 of the 37 that
# the 17 candidates of benchmarks/portfolio.py decided among deals 101-160), and which one
# varies: so many short searches come first, then the complete search with the proof rules
# takes the rest (see Pass.time_span for other limits than ROUND).
# On deals 101-160 this decides 36 of the 59 not proven lost as dealt; the six complete
# searches before it, 31.
SEARCHES: tuple[Pass, ...] = (
    Pass(W2, 0.3),
    Pass(W0, 0.3, proofs=True),
    Pass(W3, 0.3),
    Pass(WASTE_150, 0.3, take_backs=False),
    Pass(W2, 0.3, take_backs=False),
    Pass(WASTE_500, 1.0, take_backs=False),
    Pass(GREEDY, 1.0, take_backs=False),
    Pass(WASTE_300, 1.0, take_backs=False),
    Pass(W0, None, proofs=True),
)
