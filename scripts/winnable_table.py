"""Make the tables of verified winnable deals, qvoleurs/data/winnable_N.txt and winnable_S.txt.

Deal numbers are drawn at random (a fixed seed per ruleset, so a rerun tries the same
deals) and solved on every core of this machine; a number is kept only when the solver
wins it and its line, replayed move by move through the engine's Game, ends won.

    .venv/bin/python scripts/winnable_table.py [--count 300] [--rules N S] [--time-limit 3]
        [--jobs N (default: every core)] [--seed 16]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qvoleurs.engine import Deal, Game, Position
from qvoleurs.engine.deal import MAX_NUMBER
from qvoleurs.engine.solver import Verdict, compiled_core_available, solve
from qvoleurs.engine.solver.winnable import table_path


def won_and_replayed(args: tuple[int, str, float]) -> tuple[int, bool]:
    """(number, True when the solver won the deal and its line replays to a win through Game)."""
    number, rules, limit = args
    deal = Deal.from_number(number, rules)
    result = solve(Position.from_deal(deal), time_limit=limit)
    if result.result is not Verdict.WON:
        return number, False
    game = Game(deal, undo_depth=None)
    for move in result.moves:
        game.push(move)  # raises on an illegal move: a bug, never a table entry
    return number, game.is_won()


def make_table(rules: str, count: int, limit: float, jobs: int, seed: int) -> list[int]:
    rng = random.Random(f"{seed}-{rules}")
    found: list[int] = []
    tried = 0
    with multiprocessing.Pool(jobs) as pool:
        while len(found) < count:
            batch = [(rng.randrange(MAX_NUMBER), rules, limit) for _ in range(4 * jobs)]
            for number, won in pool.imap(won_and_replayed, batch):
                tried += 1
                if won and len(found) < count:
                    found.append(number)
            print(f"{rules}: {len(found)} winnable of {tried} tried", file=sys.stderr, flush=True)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--rules", nargs="+", default=["N", "S"])
    parser.add_argument("--time-limit", type=float, default=3.0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    if not compiled_core_available():
        print("note: the solver's compiled core is not built; this will be slow", file=sys.stderr)
    for rules in args.rules:
        started = time.perf_counter()
        numbers = make_table(rules.upper(), args.count, args.time_limit, args.jobs, args.seed)
        path = table_path(rules)
        header = (
            f"# Winnable deals of ruleset {rules.upper()}: one deal number a line (the code is "
            f"FT1-{rules.upper()}-... of that number).\n# Made by scripts/winnable_table.py: each "
            "won by the solver and its line replayed through the engine's Game to a win.\n"
        )
        path.write_text(header + "".join(f"{n}\n" for n in numbers), encoding="ascii")
        print(f"{path}: {len(numbers)} deals in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
