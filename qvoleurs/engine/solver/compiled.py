"""The compiled search core (_core.c) behind the same interface as search._Search, when it was built.

The core is optional: an install without a C compiler has no `_core` module, and the
solver runs its pure-Python search instead (`compiled_core_available()` says which). A
core built from another version of _core.c than this one (a stale in-place build) is not
used either. The core only proposes: search.solve() replays every line it returns
through the engine, and tests/test_solver_core.py checks its rules against the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from ..moves import Move
from ..position import Position
from .heuristics import Weights

CORE_VERSION = 7  # _core.c's CORE_VERSION this Python side was written for
SUPERMOVES, NO_TAKEBACKS = 1, 2  # _core.c's RULE_* bits
STOPPED = {1: "time", 2: "cancel", 3: "states", 4: "memory"}
WON, UNWINNABLE = 1, 2
FROZEN, STOCK_ORDER = 1, 2  # _core.c's PROOF_* bits: rules 3 and 4
# The proof rules checked on every position the first search expands: rule 3 (proofs.py),
# as in the Python search, and rule 4 (stock_order.py), which the Python search checks only
# on the position it is given. Rule 4 costs 20-50 % of the first search's speed, but where
# that search runs dry it needs far fewer positions: deal 88 is proven lost after 2,037
# positions instead of 147,852, deal 11351694562 after 66,294 instead of 180,793.
IN_SEARCH_PROOFS = FROZEN | STOCK_ORDER


def _load() -> ModuleType | None:
    try:
        from . import _core
    except ImportError:
        return None
    return _core if getattr(_core, "VERSION", None) == CORE_VERSION else None


core = _load()


def compiled_core_available() -> bool:
    """True when the solver searches with its compiled core (about 50 times faster)."""
    return core is not None


def rule_bits(position: Position) -> int:
    rules = position.rules
    return SUPERMOVES if rules.supermoves else 0


def weight_tuple(w: Weights) -> tuple[int, int, int, int, int, int, int]:
    return (w.home, w.ordered, w.empty, w.need, w.waste_block, w.column_block, w.waste)


Poll = Callable[[int, int, int, int, int], int]


def search(
    position: Position,
    weights: Weights,
    check_frozen: bool,
    max_states: int | None,
    memory_limit: int,
    poll: Poll,
    take_backs: bool = True,
    seed: int = 0,
) -> tuple[int, list[Move], int, int, int, str | None]:
    """One best-first search in the core: (verdict, line, states, expanded, best home, stopped).

    Without `take_backs` the search never takes a card back from a foundation: a narrower
    search for wins, whose UNWINNABLE only means that it ran dry. `seed` picks the numbers
    the 64-bit keys are made of: searches with two seeds have independent keys (the same
    positions count as the same, but two that collide under one seed almost never collide
    under the other), so a second one can confirm a proof by exhaustion.
    verdict is WON, UNWINNABLE or 0 (unknown); poll(states, expanded, best_home, open,
    memory_bytes) is called every few milliseconds and returns 0 to go on, 1 or 2 to
    stop for time or cancel.
    """
    assert core is not None
    verdict, line, states, expanded, best, stopped = core.search(
        position.piles,
        rule_bits(position) | (0 if take_backs else NO_TAKEBACKS),
        weight_tuple(weights),
        weights.epsilon,
        IN_SEARCH_PROOFS if check_frozen else 0,
        -1 if max_states is None else max_states,
        memory_limit,
        poll,
        seed,
    )
    return verdict, [Move(*m) for m in line], states, expanded, best, STOPPED.get(stopped)


def beam(
    position: Position,
    weights: Weights,
    width: int,
    seconds: float | None,
    max_states: int | None,
    memory_limit: int,
    poll: Poll,
    take_backs: bool = False,
) -> tuple[int, list[Move], int, int, int, str | None]:
    """A beam search in the core (_core.c), for wins only: the same answer as search(),
    never UNWINNABLE (verdict 0 and no stop when it reaches the end of the stock without a
    win). With `seconds` the beam narrows to reach the end of the stock in time; None: it
    keeps `width`, the same on every machine. With `take_backs` it also tries taking a card
    back from a foundation (each kept position then has more moves: a slower beam)."""
    assert core is not None
    verdict, line, states, expanded, best, stopped = core.beam(
        position.piles,
        rule_bits(position) | (0 if take_backs else NO_TAKEBACKS),
        weight_tuple(weights),
        width,
        0.0 if seconds is None else seconds,
        -1 if max_states is None else max_states,
        memory_limit,
        poll,
    )
    return verdict, [Move(*m) for m in line], states, expanded, best, STOPPED.get(stopped)
