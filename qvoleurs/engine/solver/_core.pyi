# The compiled core's functions (see _core.c); piles are Position.piles, rules RULE_* bits.
from collections.abc import Callable

VERSION: int
Faces = tuple[int, bytes, tuple[bytes, ...], tuple[int, ...]]
MoveTuple = tuple[int, int, int]

def legal_moves(piles: list[list[int]], rules: int, /) -> list[MoveTuple]: ...
def candidate_moves(piles: list[list[int]], rules: int, /) -> list[MoveTuple]: ...
def successor(piles: list[list[int]], rules: int, move: MoveTuple, /) -> Faces: ...
def auto_home(piles: list[list[int]], rules: int, /) -> tuple[Faces, list[MoveTuple]]: ...
def key(piles: list[list[int]], seed: int = 0, /) -> int: ...
def evaluate(piles: list[list[int]], weights: tuple[int, ...], /) -> int: ...
def frozen(piles: list[list[int]], /) -> bool: ...
def stock_order(piles: list[list[int]], /) -> bool: ...
def search(
    piles: list[list[int]],
    rules: int,
    weights: tuple[int, ...],
    epsilon: float,
    proofs: int,
    max_states: int,
    memory_limit: int,
    poll: Callable[[int, int, int, int, int], int],
    seed: int,
    /,
) -> tuple[int, list[MoveTuple], int, int, int, int]: ...
def beam(
    piles: list[list[int]],
    rules: int,
    weights: tuple[int, ...],
    width: int,
    seconds: float,
    max_states: int,
    memory_limit: int,
    poll: Callable[[int, int, int, int, int], int],
    /,
) -> tuple[int, list[MoveTuple], int, int, int, int]: ...
