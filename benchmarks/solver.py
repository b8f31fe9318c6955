"""Solver benchmark over the deals FT1-N numbers 1..N: wins (each verified by replay),
proofs, unknowns, time per deal, positions per second and peak memory.

    .venv/bin/python benchmarks/solver.py [--count 100] [--first 1] [--time-limit 10] [--jobs 2]

With --jobs 2 the deals are shared between two processes (this machine has 2 cores).
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Game, Position
from qvoleurs.engine.solver import Verdict, solve


def run_one(args: tuple[int, float]) -> tuple[int, str, float, int, int, int]:
    """(number, result, seconds, states, moves, peak RSS in KiB) for one deal."""
    number, limit = args
    deal = Deal.from_number(number)
    result = solve(Position.from_deal(deal), time_limit=limit)
    verdict = result.result.value
    if result.result is Verdict.WON:
        game = Game(deal, undo_depth=None)
        for move in result.moves:
            game.push(move)
        if not game.is_won():
            verdict = "WRONG"
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return number, verdict, result.seconds, result.states, len(result.moves), peak


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    numbers = range(args.first, args.first + args.count)
    work = [(n, args.time_limit) for n in numbers]
    started = time.perf_counter()
    rows = []
    if args.jobs > 1:
        # one deal per task, so a process that finished keeps taking deals
        with multiprocessing.Pool(args.jobs, maxtasksperchild=1) as pool:
            for row in pool.imap(run_one, work):
                rows.append(row)
                print(*row, flush=True)
    else:
        for item in work:
            row = run_one(item)
            rows.append(row)
            print(*row, flush=True)
    counts = {v: sum(1 for r in rows if r[1] == v) for v in ("won", "unwinnable", "unknown", "WRONG")}
    times = sorted(r[2] for r in rows)
    states = sum(r[3] for r in rows)
    solve_seconds = sum(times)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    won_times = sorted(r[2] for r in rows if r[1] == "won")
    print(f"deals {args.first}..{args.first + args.count - 1}, time limit {args.time_limit} s, jobs {args.jobs}")
    print(
        f"won {counts['won']} ({100 * counts['won'] / len(rows):.0f} %, every line verified by replay), "
        f"proven unwinnable {counts['unwinnable']}, unknown {counts['unknown']}, wrong {counts['WRONG']}"
    )
    print(f"time per deal: median {statistics.median(times):.2f} s, 90th percentile {p90:.2f} s")
    if won_times:
        print(f"time per win: median {statistics.median(won_times):.2f} s, max {won_times[-1]:.2f} s")
    print(f"positions per second: {states / solve_seconds:.0f} ({states} positions in {solve_seconds:.0f} s)")
    print(f"peak memory of one solve (ru_maxrss): {max(r[5] for r in rows) / 1024:.0f} MB")
    print(f"wall time {time.perf_counter() - started:.0f} s")
    return 1 if counts["WRONG"] else 0


if __name__ == "__main__":
    sys.exit(main())
