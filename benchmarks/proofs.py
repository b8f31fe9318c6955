"""How early the solver proves a lost game lost: what the "can this game still be won?"
indicator can tell a player before the game is over.

For each deal a greedy player plays: each time the legal move whose result scores best by
the solver's heuristic, among those leading to a position not met before, until there is
none: a lost game, unless the greedy line happens to win. Then the
positions of that game are probed from the end backwards, every `--step` actions, each
with `--time-limit` seconds, until a probe is not proven lost. Printed per deal: actions
played, and how many actions before the end the proofs reach.

    .venv/bin/python benchmarks/proofs.py [--count 20] [--first 1] [--time-limit 10] [--step 5] [--jobs 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Move, Position
from qvoleurs.engine.solver import Verdict, solve
from qvoleurs.engine.solver.heuristics import evaluate
from qvoleurs.engine.solver.key import position_key


def greedy_game(deal: Deal, limit: int = 1000) -> list[Move]:
    """The greedy player's moves from the deal (see the module text)."""
    position = Position.from_deal(deal)
    seen = {position_key(position.piles)}
    line: list[Move] = []
    for _ in range(limit):
        best: tuple[int, Move, bytes] | None = None
        for move in position.generate_moves():
            position.apply(move)
            key = position_key(position.piles)
            if key not in seen:
                score = evaluate(position.piles)
                if best is None or score > best[0]:
                    best = (score, move, key)
            position.unapply(move)
        if best is None:
            break
        position.apply(best[1])
        seen.add(best[2])
        line.append(best[1])
    return line


def probe(args: tuple[int, float, int]) -> tuple[int, int, bool, int]:
    """(deal number, actions played, greedy line won, actions before the end proven lost or -1)."""
    number, limit, step = args
    deal = Deal.from_number(number)
    line = greedy_game(deal)
    end = Position.from_deal(deal)
    for move in line:
        end.apply(move)
    if end.is_won():
        return number, len(line), True, 0
    reached = -1
    for back in range(0, len(line) + 1, step):
        position = Position.from_deal(deal)
        for move in line[: len(line) - back]:
            position.apply(move)
        if solve(position, time_limit=limit).result is not Verdict.UNWINNABLE:
            break
        reached = back
    return number, len(line), False, reached


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--step", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    work = [(n, args.time_limit, args.step) for n in range(args.first, args.first + args.count)]
    rows = []
    with multiprocessing.Pool(args.jobs, maxtasksperchild=1) as pool:
        for row in pool.imap(probe, work):
            rows.append(row)
            number, played, won, reached = row
            if won:
                print(f"{number}: the greedy player won ({played} actions)", flush=True)
            elif reached < 0:
                print(f"{number}: {played} actions; the final position not proven lost", flush=True)
            else:
                print(f"{number}: {played} actions; proven lost from {reached} actions before the end", flush=True)
    lost = [r for r in rows if not r[2]]
    proven = [r[3] for r in lost if r[3] >= 0]
    last = args.first + args.count - 1
    print(f"deals {args.first}..{last}, {args.time_limit:g} s a probe, every {args.step} actions")
    print(f"greedy games lost {len(lost)}, final position proven lost in {len(proven)}")
    if proven:
        print(
            f"actions before the end proven lost: median {statistics.median(proven):g}, "
            f"max {max(proven)}, lengths of those games median {statistics.median(r[1] for r in lost):g}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
