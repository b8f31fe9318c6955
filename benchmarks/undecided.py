"""What the deals solve() leaves undecided look like, next to the deals it wins.

    .venv/bin/python benchmarks/solver.py --jobs 2 > run.txt
    .venv/bin/python benchmarks/undecided.py run.txt [--proof-seconds 10] [--win-scale 2.2] [--jobs 2]
    .venv/bin/python benchmarks/undecided.py run.txt --long-states 10000000

Takes the rows of a benchmarks/solver.py run (number, verdict, ...) and, for its undecided
deals, measures whether more time for one kind of search would decide them:
1. the complete search with the proof rules alone, for --proof-seconds (all the time solve()
   shares among its searches): how many it proves lost, and how many positions it meets;
2. the short searches for wins alone, in solve()'s order, each with --win-scale times its
   seconds (2.2: the ten seconds solve() has, all for them): how many are won.
With --long-states N, only this instead: WASTE_300, then W2, without take-backs, each for up
to N positions (10 million: 15-25 s each), as Think Longer's rounds (portfolio.LONGER) run them.
It also prints, for the undecided deals and for the won ones, the fewest draws after which
a column can first be empty (stock_order.earliest_empty_column, rule 4's bound): until then
every card played must go home or onto a card one rank higher of its suit.
Needs the compiled core.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Position
from qvoleurs.engine.solver import compiled
from qvoleurs.engine.solver.portfolio import SEARCHES, W2, WASTE_300
from qvoleurs.engine.solver.stock_order import earliest_empty_column

MEMORY = 2 * 1024**3
WON, UNWINNABLE = compiled.WON, compiled.UNWINNABLE


def timed(seconds: float) -> compiled.Poll:
    start = time.perf_counter()
    return lambda *_: 1 if time.perf_counter() - start > seconds else 0


def proof_alone(args: tuple[int, float]) -> tuple[int, bool, int]:
    """(number, proven lost, positions) for the complete search with the proof rules alone."""
    number, seconds = args
    last = SEARCHES[-1]
    verdict, _, states, *_ = compiled.search(
        Position.from_deal(Deal.from_number(number)), last.weights, last.proofs, None, MEMORY, timed(seconds)
    )
    return number, verdict == UNWINNABLE, states


def wins_alone(args: tuple[int, float]) -> tuple[int, int | None]:
    """(number, index in SEARCHES of the short search that won it, or None)."""
    number, scale = args
    position = Position.from_deal(Deal.from_number(number))
    for index, plan in enumerate(SEARCHES[:-1]):
        assert plan.seconds is not None
        verdict, *_ = compiled.search(
            position, plan.weights, False, None, MEMORY, timed(plan.seconds * scale), plan.take_backs
        )
        if verdict == WON:
            return number, index
    return number, None


def long_narrow(args: tuple[int, int]) -> tuple[int, bool, int]:
    """(number, won, best cards home) for LONGER's searches without take-backs, WASTE_300
    then W2, each up to `states` positions: what Think Longer's rounds come to."""
    number, states = args
    position = Position.from_deal(Deal.from_number(number))
    best = 0
    for weights in (WASTE_300, W2):
        verdict, _, _, _, home, _ = compiled.search(position, weights, False, states, MEMORY, lambda *_: 0, False)
        if verdict == WON:
            return number, True, 104
        best = max(best, home)
    return number, False, best


def read_rows(path: Path) -> dict[str, list[int]]:
    """Deal numbers by verdict from benchmarks/solver.py's output."""
    rows: dict[str, list[int]] = {"won": [], "unwinnable": [], "unknown": []}
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) == 6 and parts[0].isdigit() and parts[1] in rows:
            rows[parts[1]].append(int(parts[0]))
    return rows


def quartiles(values: list[int]) -> str:
    q = statistics.quantiles(values, n=4) if len(values) > 1 else values * 3
    return f"median {q[1]:.0f} (quartiles {q[0]:.0f} and {q[2]:.0f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run", type=Path, help="the output of benchmarks/solver.py")
    parser.add_argument("--proof-seconds", type=float, default=10.0)
    parser.add_argument("--win-scale", type=float, default=2.2)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--long-states", type=int, metavar="N", help="instead: searches without take-backs of up to N positions each"
    )
    args = parser.parse_args()
    if not compiled.compiled_core_available():
        print("the compiled core is not built", file=sys.stderr)
        return 1
    rows = read_rows(args.run)
    undecided = rows["unknown"]
    print(f"{len(undecided)} undecided deals, {len(rows['won'])} won, {len(rows['unwinnable'])} proven lost")
    for name, numbers in (("won", rows["won"]), ("undecided", undecided)):
        bounds = [earliest_empty_column(Position.from_deal(Deal.from_number(n)).piles) for n in numbers]
        draws = [b for b in bounds if b is not None]
        if draws:
            print(f"draws before a column can first be empty, {name} deals: {quartiles(draws)}")
    if args.long_states:
        with multiprocessing.Pool(args.jobs, maxtasksperchild=1) as pool:
            longs = list(pool.imap(long_narrow, [(n, args.long_states) for n in undecided]))
        won_long = [n for n, won, _ in longs if won]
        rest = [best for _, won, best in longs if not won]
        print(f"WASTE_300 then W2 without take-backs, up to {args.long_states} positions each:", end=" ")
        print(f"{len(won_long)} won {won_long}")
        if rest:
            print(f"cards home on the others, the better of the two: {quartiles(rest)}, at most {max(rest)}")
        return 0
    with multiprocessing.Pool(args.jobs, maxtasksperchild=1) as pool:
        proofs = list(pool.imap(proof_alone, [(n, args.proof_seconds) for n in undecided]))
        wins = list(pool.imap(wins_alone, [(n, args.win_scale) for n in undecided]))
    proven = [n for n, lost, _ in proofs if lost]
    print(
        f"the complete search with the proof rules alone, {args.proof_seconds:g} s: {len(proven)} of "
        f"{len(undecided)} proven lost {proven}; positions met: {quartiles([s for *_, s in proofs])}"
    )
    won = [(n, i) for n, i in wins if i is not None]
    print(f"the short searches for wins alone, {args.win_scale:g} times their seconds: {len(won)} won {won}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
