"""Memory of the solver session's verdict cache (issue 13, 11: the footprint).

Two loads, measured with tracemalloc:
- a whole winning line (FT1-S-AAAAABB, 238 moves) learnt once: every position along it
  is known, and all of them share the one stored line;
- a long session: N actions of random play, each position recorded as undecided, as the
  indicator does when its search runs out of time; the LRU bound caps what stays.

    .venv/bin/python benchmarks/solver_cache.py [--actions 20000]
"""

from __future__ import annotations

import argparse
import random
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from qvoleurs.analysis.cache import CACHE_LIMIT, VerdictCache
from qvoleurs.engine import Deal, Move, Position
from qvoleurs.engine.solver import SolveResult, Verdict

LINE = Path(__file__).resolve().parent.parent / "tests" / "data" / "FT1-S-AAAAABB.line"


def measured(fill: Callable[[], object]) -> tuple[float, object]:
    """MB held after `fill()` (its result kept alive while measuring)."""
    tracemalloc.start()
    kept = fill()
    size, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return size / 1e6, kept


def line_load() -> VerdictCache:
    cache = VerdictCache()
    words = [w for row in LINE.read_text().splitlines() if not row.startswith("#") for w in row.split()]
    cache.put_line(Position.from_deal(Deal.from_code("FT1-S-AAAAABB")), [Move.parse(w) for w in words])
    return cache


def session_load(actions: int) -> VerdictCache:
    cache = VerdictCache()
    rng = random.Random(1)
    undecided = SolveResult(Verdict.UNKNOWN, stopped_by="time")
    position = Position.from_deal(Deal.from_number(rng.randrange(1 << 30)))
    for action in range(actions):
        moves = list(position.legal_moves())
        if not moves or action % 100 == 99:  # a new game every hundred actions
            position = Position.from_deal(Deal.from_number(rng.randrange(1 << 30)))
            continue
        position.apply(rng.choice(moves))
        cache.put(position, undecided)
    return cache


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=20000)
    args = parser.parse_args()
    mb, cache = measured(line_load)
    print(f"a 238-move winning line learnt   {mb:6.2f} MB for {len(cache)} positions")  # type: ignore[arg-type]
    for actions in (1000, args.actions):
        mb, cache = measured(lambda n=actions: session_load(n))
        print(
            f"{actions:6d} actions, all undecided     {mb:6.2f} MB, {len(cache)} positions kept"  # type: ignore[arg-type]
            f" (limit {CACHE_LIMIT})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
