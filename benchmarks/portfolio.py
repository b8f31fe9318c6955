"""Choosing solve()'s portfolio: each candidate search alone on each deal, then every schedule simulated.

    .venv/bin/python benchmarks/portfolio.py --first 101 --count 60 [--jobs 2] [--out runs.tsv]
    .venv/bin/python benchmarks/portfolio.py --load runs.tsv

Step 1 runs every candidate of CANDIDATES alone on each deal, up to its cap, and records
when it decided (won, or ran dry: a proof only for a complete search). The searches are
deterministic, so a search given t seconds decides exactly when it decided within t here
(on the same machine and load). Step 2 replays schedules (which candidates, in which
order, with which share of the time left) against that table and prints, for a 10 s
limit, how many deals each decides and the median time to a verdict. Tune on other
deals than benchmarks/solver.py's, so the benchmark measures rather than repeats the tuning.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Position
from qvoleurs.engine.solver import compiled
from qvoleurs.engine.solver.heuristics import PORTFOLIO, Weights
from qvoleurs.engine.solver.portfolio import GREEDY, ROUND, WASTE_150, WASTE_300, WASTE_500, Pass
from qvoleurs.engine.solver.proofs import frozen_cards_prove_lost
from qvoleurs.engine.solver.stock_order import stock_order_proves_lost

EXTRA_WEIGHTS = {
    "NW80": Weights(waste=80, waste_block=60),
    "NW150": WASTE_150,
    "NW300": WASTE_300,
    "NW500": WASTE_500,
    "NG": GREEDY,
}
NARROW_CAP = 8.0  # seconds: a search without take-backs keeps winning deals long after 3 s
# name -> (search, cap in seconds)
CANDIDATES: dict[str, tuple[Pass, float]] = {
    "C0p": (Pass(PORTFOLIO[0], proofs=True), ROUND),
    **{f"C{i}": (Pass(w), 3.0) for i, w in enumerate(PORTFOLIO) if i},
    **{f"N{i}": (Pass(w, take_backs=False), NARROW_CAP) for i, w in enumerate(PORTFOLIO)},
    # weightings that came from trying on the deals none of the above decided: a large
    # waste keeps cards from their places, and a greedy one
    **{name: (Pass(w, take_backs=False), NARROW_CAP) for name, w in EXTRA_WEIGHTS.items()},
}


def run(args: tuple[int, str]) -> tuple[int, str, str, float]:
    """(deal, candidate, 'won' / 'dry' / 'unknown', seconds)."""
    number, name = args
    plan, cap = CANDIDATES[name]
    position = Position.from_deal(Deal.from_number(number))
    start = time.perf_counter()

    def poll(*_: int) -> int:
        return 1 if time.perf_counter() - start > cap else 0

    verdict, *_ = compiled.search(position, plan.weights, plan.proofs, None, 1 << 31, poll, plan.take_backs)
    outcome = {compiled.WON: "won", compiled.UNWINNABLE: "dry"}.get(verdict, "unknown")
    return number, name, outcome, time.perf_counter() - start


Table = dict[int, dict[str, tuple[str, float]]]


def simulate(table: Table, schedule: list[tuple[str, float]]) -> tuple[int, int, list[float]]:
    """(won, proven, times to a verdict) of a schedule of (candidate, share of the time left)."""
    won = proven = 0
    times: list[float] = []
    for runs in table.values():
        elapsed = 0.0
        for name, share in schedule:
            outcome, seconds = runs[name]
            allotted = (ROUND - elapsed) * share
            if outcome != "unknown" and seconds <= allotted:
                if outcome == "won" or CANDIDATES[name][0].complete:
                    won += outcome == "won"
                    proven += outcome == "dry"
                    times.append(elapsed + seconds)
                    break
                elapsed += seconds  # a narrow search ran dry: on to the next
            else:
                elapsed += allotted
    return won, proven, times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=101)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--load", type=Path, action="append", help="tables written by --out (several add up)")
    parser.add_argument("--only", nargs="*", help="run these candidates only")
    args = parser.parse_args()
    table: Table = {}
    if args.load:
        for path in args.load:
            for line in path.read_text().splitlines():
                n, name, outcome, seconds = line.split("\t")
                table.setdefault(int(n), {})[name] = (outcome, float(seconds))
    else:
        numbers = range(args.first, args.first + args.count)
        at_root = [n for n in numbers if _lost_at_root(n)]
        work = [(n, name) for n in numbers if n not in at_root for name in args.only or CANDIDATES]
        out = args.out.open("w") if args.out else None
        with multiprocessing.Pool(args.jobs, maxtasksperchild=50) as pool:
            for n, name, outcome, seconds in pool.imap_unordered(run, work):
                table.setdefault(n, {})[name] = (outcome, seconds)
                if out:
                    print(n, name, outcome, f"{seconds:.3f}", sep="\t", file=out, flush=True)
        print(f"{len(at_root)} of {len(numbers)} deals proven lost as dealt (rules 3 and 4), left out")
        if args.only:
            return 0
    report(table)
    return 0


def _lost_at_root(number: int) -> bool:
    piles = Position.from_deal(Deal.from_number(number)).piles
    return frozen_cards_prove_lost(piles) or stock_order_proves_lost(piles)


def report(table: Table) -> None:
    names = list(CANDIDATES)
    for name in names:
        proves = CANDIDATES[name][0].complete
        decided = [r[name] for r in table.values() if r[name][0] == "won" or (r[name][0] == "dry" and proves)]
        print(f"{name}: alone decides {len(decided)} of {len(table)}")
    narrow = [n for n in names if n.startswith("N")]
    complete = [n for n in names if n.startswith("C") and n != "C0p"]
    results = []
    # schedules: some narrow searches first, then the proof search, then the other searches
    for k in range(0, 4):
        for firsts in itertools.permutations(narrow, k):
            for first_share in (0.1, 0.15, 0.2, 0.3):
                for proof_share in (0.5, 0.6, 0.75):
                    rest = [n for n in narrow if n not in firsts][:2] + complete[:2]
                    schedule = [(n, first_share) for n in firsts] + [("C0p", proof_share)]
                    schedule += [(n, 1 / (len(rest) - i)) for i, n in enumerate(rest)]
                    won, proven, times = simulate(table, schedule)
                    median = statistics.median(times) if times else float("nan")
                    results.append((won + proven, -median, won, proven, schedule))
    results.sort(key=lambda r: (r[0], r[1]), reverse=True)
    for decided, neg_median, won, proven, schedule in results[:15]:
        plan = ", ".join(f"{n} {s:.2f}" for n, s in schedule)
        print(f"{decided} decided ({won} won, {proven} proven), median {-neg_median:.2f} s: {plan}")
    current = [("C0p", 0.5), *[(f"C{i}", 1 / (5 - i + 1)) for i in range(1, 6)]]
    won, proven, times = simulate(table, current)
    print(f"the old portfolio: {won + proven} decided ({won} won, {proven} proven)")


if __name__ == "__main__":
    sys.exit(main())
