"""The searches solve() runs in turn, each with its share of the time.

Only a complete search (every legal move, take-backs included) proves a position lost
when it runs dry, and a proof takes one long search, so one complete search gets the
largest share and checks the proof rules on every position. The others look for wins
only. Some of them never take a card back from a foundation: a win seldom needs a
take-back, and without them the search has far fewer positions to go through (deals 15,
19 and 30 are won in under three seconds that way; the complete searches need more than
ten). Such a search proves nothing when it runs dry: solve() goes on to the next one.
The order and the shares were chosen by benchmarks/portfolio.py on deals 101-200,
not on the benchmark's deals (see there).
"""

from __future__ import annotations

from dataclasses import dataclass

from .heuristics import PORTFOLIO, Weights


@dataclass(frozen=True, slots=True)
class Pass:
    """One search of the portfolio."""

    weights: Weights
    share: float  # of the time and state budget left when it starts (the last one takes all)
    take_backs: bool = True  # False: a narrower search for wins, that proves nothing
    proofs: bool = False  # checks rules 3 and 4 on every position it expands (halves its speed)

    @property
    def complete(self) -> bool:
        """Whether running dry proves the position lost."""
        return self.take_backs


W0, W1, W2, W3, _, _ = PORTFOLIO

# On deals 101-160 (benchmarks/portfolio.py) every candidate alone, 3-8 s each, decided 32
# of the 59 not proven lost as dealt, and the searches below together 32 in 10 s, where
# the earlier six complete searches decided 31; on deals 1-30 the narrow ones win three
# deals (15, 19, 30) that the complete ones do not in 10 s. The narrow search first costs
# a deal proven lost by the long search at most half a second.
SEARCHES: tuple[Pass, ...] = (
    Pass(W0, 0.05, take_backs=False),
    Pass(W0, 0.5, proofs=True),
    Pass(W2, 1 / 3, take_backs=False),
    Pass(W1, 0.5, take_backs=False),
    Pass(W3, 1.0),
)
