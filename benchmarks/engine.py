"""Engine speed: legal-move generation, push+pop, random playouts, `qvoleurs deal` wall time.

Run: .venv/bin/python benchmarks/engine.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time

from qvoleurs.engine import Deal, Game, Position


def positions(count: int) -> list[Position]:
    """Positions from random play, so the figures are not only about opening layouts."""
    rng = random.Random(1)
    out = []
    for n in range(count):
        game = Game(Deal.from_number(n))
        for _ in range(rng.randint(0, 60)):
            moves = list(game.legal_moves)
            if not moves:
                break
            game.push(rng.choice(moves))
        out.append(game.position)
    return out


def rate(label: str, seconds: float, work: int, unit: str) -> None:
    print(f"{label:<34} {work / seconds:>12,.0f} {unit}/s")


def bench_generation(sample: list[Position], budget: float) -> None:
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        for p in sample:
            for _ in p.generate_moves():
                pass
        done += len(sample)
    rate("legal-move generation", time.perf_counter() - start, done, "positions")


def bench_push_pop(sample: list[Position], budget: float) -> None:
    games = []
    for i, p in enumerate(sample):
        g = Game.from_position(p.copy(), Deal.from_number(i))
        moves = list(p.generate_moves())
        if moves:
            games.append((g, moves))
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        for g, moves in games:
            for m in moves:
                g.push(m)
                g.pop()
            done += len(moves)
    rate("Game.push + Game.pop (checked)", time.perf_counter() - start, done, "pairs")
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        for g, moves in games:
            p = g.position
            for m in moves:
                p.apply(m)
                p.unapply(m)
            done += len(moves)
    rate("Position.apply + unapply", time.perf_counter() - start, done, "pairs")


def bench_playouts(budget: float) -> None:
    rng = random.Random(2)
    done = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        game = Game(Deal.from_number(rng.randrange(2**35)), undo_depth=100)
        while True:
            moves = list(game.legal_moves)
            if not moves or game.move_counter > 400:
                break
            game.push(rng.choice(moves))
        actions += game.move_counter
        done += 1
    elapsed = time.perf_counter() - start
    rate("random full playouts", elapsed, done, "games")
    rate("  actions in playouts", elapsed, actions, "actions")


def bench_cli(runs: int) -> None:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "qvoleurs", "deal", "FT1-N-AAAAAAV"], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    base = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        base.append(time.perf_counter() - start)
    med, med0 = statistics.median(times), statistics.median(base)
    print(f"{'qvoleurs deal (wall, median)':<34} {med * 1000:>12.1f} ms")
    print(f"{'  of which the program itself':<34} {(med - med0) * 1000:>12.1f} ms (bare python: {med0 * 1000:.1f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = parser.parse_args()
    sample = positions(200)
    bench_generation(sample, args.seconds)
    bench_push_pop(sample, args.seconds)
    bench_playouts(args.seconds)
    bench_cli(15)


if __name__ == "__main__":
    main()
