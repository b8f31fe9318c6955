"""The solver: finds a winning line, proves a position lost, or says it does not know.

On the engine's own rules (Position.check/apply/unapply; ruleset S through
generate_moves); knows the stock order (full information). Any position will do, not
only a deal.

- `solve(position, *, time_limit=10.0, max_states=None, max_memory_mb=1024, cancel=None,
  progress=None, progress_interval=0.25, workers=1) -> SolveResult`: `result` is a Verdict
  (WON with `moves`, a complete line from `position`, checked by replay; UNWINNABLE, a
  proof; UNKNOWN with `stopped_by` "time", "states", "memory" or "cancel"). `cancel` is a
  threading.Event or a callable, polled every few ms; `progress` gets SolveProgress.
  `workers=2` searches on two cores (with the compiled core and a time limit);
  `default_workers()` is two where the machine has them.
- `compiled_core_available() -> bool`: whether the searches run in the compiled core
  (_core.c, built at install time when a C compiler is there) or in pure Python.
- `draw_winnable_deal(rules, rng=None) -> Deal | None`: a deal from the shipped table of
  verified winnable deals (winnable.py), None when there is no table for the ruleset.
- `best_heuristic_move(position) -> Move | None`: a hint when no winning line is known.
- Layout: search.py (the search and its limits), compiled.py and _core.c (the same
  search compiled), moves.py (the moves tried), key.py
  (canonical keys, stored states), proofs.py (the pruning rules and why they are sound),
  heuristics.py (the score and the portfolio of weights).

>>> from qvoleurs.engine import Deal, Position
>>> result = solve(Position.from_deal(Deal.from_code("FT1-N-AAAAAAV")), max_states=2000, time_limit=None)
>>> result.result in (Verdict.WON, Verdict.UNKNOWN), result.states <= 2000 + 40
(True, True)
"""

from .compiled import compiled_core_available
from .search import (
    SolveProgress,
    SolverError,
    SolveResult,
    Verdict,
    best_heuristic_move,
    default_workers,
    solve,
    verify_line,
)
from .winnable import draw_winnable_deal, winnable_numbers

__all__ = [
    "SolveProgress",
    "SolveResult",
    "SolverError",
    "Verdict",
    "best_heuristic_move",
    "compiled_core_available",
    "default_workers",
    "draw_winnable_deal",
    "solve",
    "verify_line",
    "winnable_numbers",
]
