"""How long the window waits for `finishing_line` after a move (engine/finish.py).

The search runs in the window's thread after each of the player's moves once the stock
is drawn, so its worst case is a pause the player could feel. This times it on random
endings: a won table with 10-90 cards taken back and laid out in a shuffled order (in
small windows, so some endings win by moves home and some do not), and prints the
share that win, the positions searched and the times (median, 99th percentile, max).

    .venv/bin/python benchmarks/finish.py [--endings 3000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import qvoleurs.engine.finish as finish
from qvoleurs.engine import Position, Ruleset
from qvoleurs.engine.cards import card_id
from qvoleurs.engine.rules import COLUMN_PILES, FOUNDATION_PILES, WASTE, foundation_pile


def ending(rng: random.Random) -> Position:
    piles: list[list[int]] = [[] for _ in range(20)]
    for f in range(1, 9):
        suit, copy = (f - 1) % 4, (f - 1) // 4
        piles[foundation_pile(f)] = [card_id(suit, rank, copy) for rank in range(1, 14)]
    taken = []
    for _ in range(rng.randint(10, 90)):
        f = rng.choice([f for f in FOUNDATION_PILES if piles[f]])
        taken.append(piles[f].pop())
    window = rng.randint(1, 6)
    for i in range(0, len(taken), window):
        part = taken[i : i + window]
        rng.shuffle(part)
        taken[i : i + window] = part
    sources = [WASTE, *COLUMN_PILES]
    for card in taken:
        piles[rng.choice(sources)].append(card)
    return Position(piles, Ruleset.N)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endings", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    searched: list[int] = []
    real_search = finish._search

    def counted(p: Position, line: list, seen: set, limit: int) -> bool:  # type: ignore[type-arg]
        if not line and not seen:
            searched.append(0)
        result = real_search(p, line, seen, limit)
        searched[-1] = len(seen)
        return result

    finish._search = counted
    times, won = [], 0
    for _ in range(args.endings):
        p = ending(rng)
        start = time.perf_counter()
        won += finish.finishing_line(p) is not None
        times.append(time.perf_counter() - start)
    finish._search = real_search
    times.sort()
    searched.sort()

    def pct(values: list, q: float) -> float:  # type: ignore[type-arg]
        return float(values[min(len(values) - 1, int(len(values) * q))])

    print(f"{args.endings} endings: {won} win by moves home ({100 * won / args.endings:.0f} %)")
    print(
        f"positions searched: median {statistics.median(searched):.0f}, 99th percentile {pct(searched, 0.99):.0f}, "
        f"max {searched[-1]} (limit {finish.SEARCH_LIMIT}, reached {sum(s >= finish.SEARCH_LIMIT for s in searched)})"
    )
    print(
        f"time: median {1000 * statistics.median(times):.2f} ms, 99th percentile {1000 * pct(times, 0.99):.1f} ms, "
        f"max {1000 * times[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
