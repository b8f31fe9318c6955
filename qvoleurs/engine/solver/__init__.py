"""The solver: finds a winning line, proves a position lost, or says it does not know.

Pure Python on the engine's own rules (Position.generate_moves/apply/unapply); knows
the stock order (full information).

>>> from qvoleurs.engine import Deal, Position
>>> result = solve(Position.from_deal(Deal.from_code("FT1-N-AAAAAAV")), max_states=2000, time_limit=None)
>>> result.result in (Verdict.WON, Verdict.UNKNOWN), result.states <= 2000 + 40
(True, True)
"""

from .search import (
    SolveProgress,
    SolverError,
    SolveResult,
    Verdict,
    best_heuristic_move,
    solve,
    verify_line,
)

__all__ = [
    "SolveProgress",
    "SolveResult",
    "SolverError",
    "Verdict",
    "best_heuristic_move",
    "solve",
    "verify_line",
]
