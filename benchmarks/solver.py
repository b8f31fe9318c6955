"""Solver benchmark: deals FT1-N 1..N and random deals drawn by a fixed seed; wins (each
replayed through Game), proofs, unknowns, time percentiles, positions per second, peak memory.

    .venv/bin/python benchmarks/solver.py [--count 100] [--first 1] [--random 100] [--seed 16]
        [--time-limit 10] [--jobs 2] [--workers 1] [--solver auto|python|compiled]

--random N adds N deals drawn with random.Random(seed) from all deal numbers. --solver
python runs the pure-Python search (the baseline), compiled the C core (fails when it
was not built). With --jobs 2 the deals are shared between two processes; with --workers 2
each deal is solved on two cores (solve(workers=2)): on a 2-core machine, with --jobs 1.

    .venv/bin/python benchmarks/solver.py --speed 100000 [--count 5]

compares the two searches' speed instead: each solves deals first..first+count-1 up to the
same number of positions, timed in CPU seconds (fair on a shared machine), and the ratio
is printed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Game, Position
from qvoleurs.engine.deal import MAX_NUMBER
from qvoleurs.engine.solver import Verdict, solve

Row = tuple[int, str, float, int, int, int]


def run_one(args: tuple[int, float, str, int]) -> Row:
    """(number, result, seconds, states, moves, peak RSS in KiB) for one deal."""
    number, limit, which, workers = args
    deal = Deal.from_number(number)
    core = None if which == "auto" else which == "compiled"
    result = solve(Position.from_deal(deal), time_limit=limit, compiled_core=core, workers=workers)
    verdict = result.result.value
    if result.result is Verdict.WON:
        game = Game(deal, undo_depth=None)
        for move in result.moves:
            game.push(move)
        if not game.is_won():
            verdict = "WRONG"
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return number, verdict, result.seconds, result.states, len(result.moves), peak


def percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def speed(first: int, count: int, states: int) -> None:
    """Positions per CPU second of the Python search and of the core on the same searches."""
    totals = {False: [0, 0.0], True: [0, 0.0]}
    for number in range(first, first + count):
        line = [str(number)]
        for core in (False, True):
            position = Position.from_deal(Deal.from_number(number))
            started = time.process_time()
            result = solve(position, time_limit=None, max_states=states, compiled_core=core)
            seconds = time.process_time() - started
            totals[core][0] += result.states
            totals[core][1] += seconds
            line.append(f"{'core' if core else 'python'} {result.result.value} {result.states} in {seconds:.2f} CPU s")
        print(*line, flush=True)
    rate = {core: n / max(t, 1e-9) for core, (n, t) in totals.items()}
    print(
        f"positions per CPU second, up to {states} positions per deal: python {rate[False]:.0f}, "
        f"core {rate[True]:.0f}: {rate[True] / rate[False]:.0f} times as fast"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--random", type=int, default=100, help="random deals drawn by --seed")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="cores per deal (solve's workers)")
    parser.add_argument("--solver", choices=("auto", "python", "compiled"), default="auto")
    parser.add_argument("--speed", type=int, metavar="STATES", help="compare the speed of the two searches")
    args = parser.parse_args()
    if args.speed:
        speed(args.first, args.count, args.speed)
        return 0
    numbers = list(range(args.first, args.first + args.count))
    rng = random.Random(args.seed)
    numbers += [rng.randrange(MAX_NUMBER) for _ in range(args.random)]
    work = [(n, args.time_limit, args.solver, args.workers) for n in numbers]
    started = time.perf_counter()
    rows: list[Row] = []
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
    decided = sorted(r[2] for r in rows if r[1] in ("won", "unwinnable"))
    states = sum(r[3] for r in rows)
    solve_seconds = sum(times)
    n = len(rows)
    print(
        f"deals {args.first}..{args.first + args.count - 1} and {args.random} random (seed {args.seed}), "
        f"time limit {args.time_limit} s, jobs {args.jobs}, workers {args.workers}, solver {args.solver}"
    )
    print(
        f"won {counts['won']}, proven unwinnable {counts['unwinnable']}, unknown {counts['unknown']}, "
        f"wrong {counts['WRONG']}: {100 * (counts['won'] + counts['unwinnable']) / n:.0f} % decided "
        "(every win replayed through Game)"
    )
    for label, part in (("all deals", slice(0, args.count)), ("random deals", slice(args.count, n))):
        sub = rows[part]
        if sub:
            d = sum(1 for r in sub if r[1] in ("won", "unwinnable"))
            print(f"  {label}: {d} of {len(sub)} decided ({sum(1 for r in sub if r[1] == 'won')} won)")
    print(f"time per deal: median {statistics.median(times):.2f} s, 90th percentile {percentile(times, 0.9):.2f} s")
    if decided:
        print(
            f"time to a verdict on decided deals: median {statistics.median(decided):.3f} s, "
            f"75th {percentile(decided, 0.75):.3f} s, 90th {percentile(decided, 0.9):.3f} s, max {decided[-1]:.2f} s"
        )
    print(
        f"positions per second: {states / max(solve_seconds, 1e-9):.0f} ({states} positions in {solve_seconds:.0f} s)"
    )
    print(f"peak memory of one solve (ru_maxrss): {max(r[5] for r in rows) / 1024:.0f} MB")
    print(f"wall time {time.perf_counter() - started:.0f} s")
    return 1 if counts["WRONG"] else 0


if __name__ == "__main__":
    sys.exit(main())
