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
benchmarks/solver.py's deals. One search is a beam search (Pass.beam, compiled.beam): it
goes through the stock one draw at a time, keeping the best positions at each, and wins deals
that the best-first searches, which spend their positions near the end of the stock in the
few lines their score likes best, do not win in a minute. A search of more than ROUND
seconds goes on in rounds of LONGER (`schedule`). On two cores the complete search with the
proof rules has one of them to itself (within ROUND for its first seconds only:
`proof_core_seconds`), and the others run on the other (`side_schedule`), then on both."""

from __future__ import annotations

from collections.abc import Container, Iterator
from dataclasses import dataclass
from itertools import count

from .heuristics import PORTFOLIO, Weights

Kind = tuple[Weights, bool, bool, int]  # Pass.kind


@dataclass(frozen=True, slots=True)
class Pass:
    """One search of the portfolio."""

    weights: Weights
    seconds: float | None = None  # its time in a search of ROUND seconds (schedule); None: all that is left
    take_backs: bool = True  # False: a narrower search for wins, that proves nothing
    proofs: bool = False  # checks rules 3 and 4 on every position it expands (halves its speed)
    beam: int = 0  # a beam search (compiled.beam) of this width per second of its time; 0: best-first

    @property
    def complete(self) -> bool:
        """Whether running dry proves the position lost."""
        return self.take_backs and not self.beam

    @property
    def kind(self) -> Kind:
        """What decides the search's path: given more time, the same kind meets the same positions first."""
        return self.weights, self.take_backs, self.proofs, self.beam

    def width(self, seconds: float | None) -> int:
        """A beam search's widest beam, for `seconds` (None: those of ROUND); it narrows on a
        machine too slow to reach the end of the stock in them (compiled.beam)."""
        return max(16, int(self.beam * (self.seconds or ROUND if seconds is None else seconds)))

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
# Beam searches (compiled.beam), widest at 4,000 positions kept per draw per second of their
# time: 20,000 in 5 s, where deals 3 and 15 are won; wider beams won no more deals.
BEAM = 4000


ROUND = 10.0  # seconds: the search the portfolio was chosen for


# Most deals that any search decides, one of them decides within 0.3 s (33 of the 37 that
# the 17 candidates of benchmarks/portfolio.py decided among deals 101-160), and which one
# varies: so many short searches come first, then a beam search, then the complete search
# with the proof rules takes the rest (see `schedule` for other limits than ROUND,
# `side_schedule` for two cores). The beam's 2.5 s come out of the proof search's time: of
# the deals it decides, it decides nearly all in its first 2.5 s (deals 97 and 11351694562,
# proven lost after 0.5-1.6 s of it), and in the deals benchmarks/solver.py left undecided,
# beams of 20,000 won 12 of 92 in 3-8 s.
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
    Pass(WASTE_300, 2.5, take_backs=False, beam=BEAM),
    Pass(W0, None, proofs=True),
)


# Beyond ROUND seconds (the indicator's 30 s, Think Longer's 10 min) the complete search no
# longer takes all the rest. A search without take-backs keeps winning deals long after its
# second in ROUND (of 96 deals that 10 s left undecided in a run of benchmarks/solver.py,
# up to 10 million positions of WASTE_300, then of W2, won 10, six of them after more than
# two million), and a complete search that outgrew its memory ended the whole search. So
# after SEARCHES come rounds of these, each round twice as long as the one before: a
# search cannot be resumed, only started again, and doubling wastes at most half the time.
# A beam search comes first in each round, with twice the seconds of the others: wider, it
# wins more (on two cores its first round fills the side core's ROUND after SEARCHES). Then a
# beam that also takes cards back from the foundations: slower, and a lottery in which width
# wins (at a fixed 10,000 it won 6 of the 81 deals a two-core run of benchmarks/solver.py left
# undecided, among them deals 4 and 77 in 9 and 14 s, which the other searches do not win in
# two minutes; at 3,000 and 6,000 it won 1 and 2 of those 6), so it pays mostly in the longer
# rounds of Think Longer (on two cores in 180 s it won deal 93, which the searches before it
# did not, and not 4 or 77); since rule 5 (proofs.py) made it faster and it keeps a wider
# margin of its time (_core.c), its first round wins three more deals of benchmarks/solver.py
# within 10 s on two cores. It weighs the waste as WASTE_500 does: on 85 deals that runs of
# benchmarks/solver.py left undecided (benchmarks/beam_time.py), it reaches the end of the
# stock within its time more often than with WASTE_300 (stopped by the clock 4 times against
# 7-10 in 1 2/3 s) and wins more (5-6 against 2-3 in 1 2/3 s; 6 against 5 in 3 1/3 s; at
# a fixed 13,333 wide, 7 each, in 23 % less time). With the seconds of the others it leaves
# the indicator's 30 s as they were (on one core, the second round's beam still has its
# 6 2/3 s). The complete search keeps 5 of each round's 13 1/3 seconds, for the proofs.
LONGER: tuple[Pass, ...] = (
    Pass(W2, 10 / 3, take_backs=False, beam=BEAM),
    Pass(WASTE_500, 5 / 3, beam=BEAM),
    Pass(W2, 5 / 3, take_backs=False),
    Pass(WASTE_300, 5 / 3, take_backs=False),
    Pass(W0, 5.0, proofs=True),
)


def schedule(
    time_limit: float | None,
    spent: Container[Kind] = (),
    searches: tuple[Pass, ...] | None = None,
) -> Iterator[tuple[Pass, float | None]]:
    """The searches solve() runs, in order, each with its seconds (None: all that is left).

    Up to ROUND seconds, or with no time limit: SEARCHES, the short ones shrunk in
    proportion to a shorter limit, the last with the rest. A longer limit gives SEARCHES
    their seconds of ROUND (so that a verdict they find comes as soon as in ROUND), then
    round k of LONGER takes ROUND * 2**k seconds, without end: solve() stops when the time
    is up. A kind of search in `spent` (it stopped for want of memory, and being
    deterministic would stop there again) is left out, and the rounds end once every
    search of LONGER is spent. `spent` is read as the schedule goes. `searches` stands in
    for SEARCHES.
    """
    searches = SEARCHES if searches is None else searches
    if time_limit is None or time_limit <= ROUND:
        scale = 1.0 if time_limit is None else time_limit / ROUND
        for plan in searches:
            if plan.kind not in spent:
                yield plan, None if plan.seconds is None else plan.seconds * scale
        return
    short = 0.0
    for plan in searches:
        seconds = ROUND - short if plan.seconds is None else plan.seconds
        short += seconds
        if plan.kind not in spent:
            yield plan, seconds
    yield from _rounds(LONGER, spent)


# On two cores the complete search with the proof rules (SEARCHES[-1]) starts on a core of
# its own. Within ROUND its proofs come early (on two cores every deal of benchmarks/solver.py
# it proved lost, it proved within 1.7 s: deal 97, the slowest, in 1.2-1.6 s), so after
# PROOF_CORE_SECONDS of ROUND it stops there and that core joins the searches for wins
# (`side_schedule`); beyond ROUND it keeps its core for all the time, for the proofs that
# need a longer search.
PROOF_CORE_SECONDS = 4.0


def proof_core_seconds(time_limit: float) -> float | None:
    """The seconds of the complete search with the proof rules on its own core when solve()
    runs on two; None: all the time."""
    return None if time_limit > ROUND else PROOF_CORE_SECONDS * time_limit / ROUND


def side_schedule(time_limit: float | None, spent: Container[Kind] = ()) -> Iterator[tuple[Pass, float]]:
    """The searches beside the complete one with the proof rules (SEARCHES[-1]) when solve()
    runs two at once, on two cores: that one starts on its own core (and once it has had its
    `proof_core_seconds`, that core takes these too), so here come the others of SEARCHES
    with their seconds of ROUND, then the others of LONGER in rounds,
    each twice as long as the one before, until the time is up or every kind is `spent`.
    Under ROUND seconds every share shrinks in proportion, as in `schedule`."""
    proofs = SEARCHES[-1].kind  # SEARCHES[1] is the same search, cut short: left out too
    scale = 1.0 if time_limit is None or time_limit >= ROUND else time_limit / ROUND
    for plan in SEARCHES:
        if plan.kind != proofs and plan.kind not in spent:
            assert plan.seconds is not None
            yield plan, plan.seconds * scale
    yield from _rounds(tuple(plan for plan in LONGER if plan.kind != proofs), spent, scale)


def _rounds(plans: tuple[Pass, ...], spent: Container[Kind], scale: float = 1.0) -> Iterator[tuple[Pass, float]]:
    """Rounds of `plans`, round k with `scale` * 2**k times their seconds, without the kinds
    in `spent` (read as the rounds go); they end once every kind of `plans` is spent."""
    for k in count():
        if all(plan.kind in spent for plan in plans):
            return
        for plan in plans:
            if plan.kind not in spent:
                assert plan.seconds is not None
                yield plan, plan.seconds * scale * 2**k
