"""Saving the game after every action: GameStore.save with a long history.

The game on the table is written after each move (atomic write with fsync, plus the
backup hard link), so one save must cost far less than a frame (16 ms).

Run: .venv/bin/python benchmarks/save.py [--actions N] [--saves N] [--dir PATH]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from qvoleurs.engine import DRAW, Deal, Game
from qvoleurs.storage.files import write_atomic
from qvoleurs.storage.game_store import GameStore


def long_game(actions: int, seed: int = 7) -> Game:
    """Random legal play with unlimited undo, card moves preferred over draws so the
    history grows long, with some undos and redos mixed in."""
    rng = random.Random(seed)
    game = Game(Deal.from_number(12345), undo_depth=None)
    while len(game.line) < actions:
        roll = rng.random()
        if roll < 0.05 and game.can_undo():
            game.pop()
        elif roll < 0.08 and game.can_redo():
            game.redo()
        else:
            moves = list(game.legal_moves)
            plays = [m for m in moves if m != DRAW]
            if plays and (len(plays) == len(moves) or rng.random() < 0.9):
                game.push(rng.choice(plays))
            elif moves:
                game.push(rng.choice(moves))
            else:
                game.pop()
    return game


def timed(work: Callable[[], object], runs: int) -> list[float]:
    """Milliseconds per run."""
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        out.append((time.perf_counter() - start) * 1000)
    return out


def show(label: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    print(f"{label:<38} median {statistics.median(ms):7.3f} ms   p95 {p95:7.3f} ms   max {ms[-1]:7.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=500, help="length of the game's history")
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--dir", type=Path, default=None, help="folder to save in (default: a temporary one)")
    args = parser.parse_args()

    game = long_game(args.actions)
    size = len(game.dumps().encode())
    print(
        f"game: {len(game.line)} actions in the line, {game.undo_available()} undoable, "
        f"undo unlimited, save file {size:,} bytes"
    )
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        store = GameStore(Path(tmp) / "game.json")
        store.save(game)
        show("Game.dumps (JSON text only)", timed(game.dumps, args.saves))
        show("GameStore.save (atomic, backup link)", timed(lambda: store.save(game), args.saves))
        show("  its background fsync (flush)", timed(lambda: (store.save(game), store.flush()), args.saves))
        other = Path(tmp) / "durable.json"
        show("write_atomic with a synchronous fsync", timed(lambda: write_atomic(other, game.dumps()), args.saves))

        def play_and_save() -> None:  # what the model does per action: push, then save
            game.push(DRAW if game.position.piles[0] else next(iter(game.legal_moves)))
            store.save(game)
            game.pop()

        show("one action + save", timed(play_and_save, args.saves))
        show("GameStore.load (replays the history)", timed(store.load, max(20, args.saves // 10)))
    print("target: well under 16 ms per action")


if __name__ == "__main__":
    main()
