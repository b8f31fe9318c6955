"""A game with a long, realistic history for storage tests and the save benchmark."""

from __future__ import annotations

import random

from qvoleurs.engine import DRAW, Deal, Game


def long_game(actions: int = 300, undo_depth: int | None = 100, seed: int = 4) -> Game:
    """`actions` random legal actions from a fixed deal, with undos and redos mixed in,
    ending with a few undone moves so the save also holds a redo line."""
    rng = random.Random(seed)
    game = Game(Deal.from_code("FT1-N-AAAAAAV"), undo_depth)
    for _ in range(actions):
        roll = rng.random()
        if roll < 0.12 and game.can_undo():
            game.pop()
        elif roll < 0.18 and game.can_redo():
            game.redo()
        else:
            moves = list(game.legal_moves)
            plays = [m for m in moves if m != DRAW]
            if plays and (len(plays) == len(moves) or rng.random() < 0.85):
                game.push(rng.choice(plays))  # card moves first: the stock lasts, the history grows
            elif moves:
                game.push(rng.choice(moves))
            elif game.can_undo():
                game.pop()
    for _ in range(3):
        if game.can_undo():
            game.pop()
    return game
