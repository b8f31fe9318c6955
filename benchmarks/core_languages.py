"""The solver core's language, by measurement: the C core against the same loop in Cython and in Python.

    .venv/bin/pip install cython                      # into the venv only, never a dependency
    .venv/bin/python benchmarks/cython_core/build.py  # compiles cython_core/core.pyx in place
    .venv/bin/python benchmarks/core_languages.py [--positions 20000] [--seed 16] [--repeat 3]

Issue 16 asked to choose the compiled core's language (C++, C or Cython) by speed and by
how small and readable the core stays. cython_core/core.pyx repeats, in idiomatic Cython
(C structs and arrays, `cdef inline` functions, `nogil`, bounds checks off), the C core's
search loop for ruleset N without the proof rules: the same move generation in the same
order, the same incremental Zobrist key, the same score, transposition table and heap.

Method (all times in CPU seconds, time.process_time, so other load on the machine does not
count; each figure is the best of --repeat runs):

1. Equality, asserted before anything is timed, on the first 3,000 positions: the Cython
   core's candidate moves are the C core's (same list, same order) and, as a set, the
   Python solver's; after each move and the safe home moves, the score is the same in
   Cython, C and Python, and two children get equal Cython keys iff they get equal C keys
   iff they get equal Python keys (key.position_key, the exact canonical key): the raw
   64-bit values are not compared.
2. The search, the fair comparison with C: each core runs its whole best-first search,
   from the same deals, to the same number of positions met (max_states), entirely in
   compiled code (the C core's search() calls back into Python only every 256 expansions).
   Figure: positions met per CPU second, the best of --repeat rounds, each round running
   every language in turn. Because the Cython search makes the same moves
   in the same order, it must meet and expand exactly the positions the C search does:
   that is asserted too (verdict, positions met, expanded, best home). This is the
   stronger check of the key: a key that left out the waste still passes (1) (positions
   that differ in the waste only are rare among 3,000) but meets other counts here. The Python search
   (search._Search, one complete search without proof rules) runs on the same deals with
   a smaller budget (it is 50-100 times slower); C is also timed on that budget for the
   C/Python ratio.
3. The expansion step alone (candidate moves, then for each: apply, safe home moves, key,
   score, undo) on every position of the list, for Cython (the loop over the positions
   inside Cython: expand_all, positions loaded beforehand) and Python (the loop of
   search._Search, one run). The C core exposes no loop over a list of positions
   (its per-position functions parse a Python list of piles on every call, which would
   time that parsing, not the loop), and _core.c is not changed for a benchmark, so C's
   expansion step is measured only inside its search (2).

Lines: non-blank lines of each implementation, of the expansion step (moves, changes,
key, score, safe home moves) and of the search around it (table, heap, packed states).
"""

from __future__ import annotations

import argparse
import inspect
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "cython_core"))

from qvoleurs.engine import Deal, Move, Position  # noqa: E402
from qvoleurs.engine.deal import MAX_NUMBER  # noqa: E402
from qvoleurs.engine.solver import compiled, heuristics, key, moves, proofs  # noqa: E402
from qvoleurs.engine.solver.heuristics import Weights, evaluate  # noqa: E402
from qvoleurs.engine.solver.key import position_key  # noqa: E402
from qvoleurs.engine.solver.moves import candidate_moves  # noqa: E402
from qvoleurs.engine.solver.portfolio import Pass  # noqa: E402
from qvoleurs.engine.solver.proofs import auto_home, undo_moves  # noqa: E402
from qvoleurs.engine.solver.search import _Search  # noqa: E402
from tests.test_solver_core import playout_positions  # noqa: E402

try:
    import core as cython_core  # benchmarks/cython_core/core.pyx, built by build.py
except ImportError:
    sys.exit("build the Cython core first: .venv/bin/python benchmarks/cython_core/build.py")
try:
    import cxx_core  # benchmarks/cython_core/cxx_core.cpp, built by build.py when pybind11 is installed
except ImportError:
    cxx_core = None

C_CORE = compiled.core
WEIGHTS = Weights()
WEIGHT_TUPLE = compiled.weight_tuple(WEIGHTS)
CHECKED = 3000  # positions whose moves, keys and scores are compared
MEMORY = 2 << 30


def best_time(run: Callable[[], int], repeat: int) -> tuple[int, float]:
    """What run() returns (a count, the same each time) and the least CPU time of `repeat` runs."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        count = run()
        times.append(time.process_time() - start)
    return count, min(times)


def check_equal(positions: list[Position]) -> int:
    """Assert the Cython core agrees with the C core and the Python solver; returns children checked."""
    to_cython: dict[int, int] = {}  # C key -> Cython key
    to_c: dict[int, int] = {}
    by_exact: dict[bytes, int] = {}  # key.position_key -> C key
    children = 0
    for p in positions:
        board = cython_core.Board(p.piles)
        cy_moves = board.candidate_moves()
        assert cy_moves == C_CORE.candidate_moves(p.piles, 0), p.piles
        assert set(cy_moves) == {(m.src, m.dst, m.count) for m in candidate_moves(p)}, p.piles
        work = p.copy()
        piles = work.piles
        seq: list[tuple[int, int, int]] = []
        for (src, dst, cnt), cy_key, cy_score in board.children(WEIGHT_TUPLE):
            move = Move(src, dst, cnt)
            work.apply(move)
            seq.append((src, dst, cnt))
            auto_home(piles, seq)
            c_key = C_CORE.key(piles)
            assert cy_score == C_CORE.evaluate(piles, WEIGHT_TUPLE) == evaluate(piles), piles
            assert to_cython.setdefault(c_key, cy_key) == cy_key, piles
            assert to_c.setdefault(cy_key, c_key) == c_key, piles
            assert by_exact.setdefault(position_key(piles), c_key) == c_key, piles
            undo_moves(piles, seq, 1)
            work.unapply(move)
            seq.clear()
            children += 1
    assert len(by_exact) == len(to_c) == len(to_cython)
    return children


def python_expand(positions: list[Position]) -> int:
    """The expansion step as search._Search runs it."""
    children = 0
    seq: list[tuple[int, int, int]] = []
    for p in positions:
        work = p.copy()
        piles = work.piles
        for move in candidate_moves(work):
            work.apply(move)
            seq.append((move.src, move.dst, move.count))
            auto_home(piles, seq)
            position_key(piles)
            evaluate(piles)
            undo_moves(piles, seq, 1)
            work.unapply(move)
            seq.clear()
            children += 1
    return children


def c_search(deal: Position, budget: int) -> tuple[int, int, int, int]:
    verdict, _line, states, expanded, best, _stopped = compiled.search(
        deal, WEIGHTS, False, budget, MEMORY, lambda *_: 0
    )
    return verdict, states, expanded, best


def python_search(deal: Position, budget: int) -> int:
    run = _Search(deal, Pass(WEIGHTS), None, None, 1.0, time.perf_counter(), 0, 0, float("inf"))
    run.run(None, budget, MEMORY)
    return run.states


def searches(deals: list[Position], budget: int, language: str) -> int:
    """Positions met by each deal's search, together."""
    if language == "C":
        return sum(c_search(d, budget)[1] for d in deals)
    if language == "Cython":
        return sum(cython_core.search(d.piles, WEIGHT_TUPLE, budget)[1] for d in deals)
    if language == "C++":
        return sum(cxx_core.search(d.piles, WEIGHT_TUPLE, budget)[1] for d in deals)
    return sum(python_search(d, budget) for d in deals)


def interleaved(deals: list[Position], budget: int, languages: list[str], rounds: int) -> dict[str, tuple[int, float]]:
    """Per language, positions met and the least CPU time of `rounds` rounds; each round runs
    every language in turn, so that a busy spell of the machine does not fall on one only."""
    best: dict[str, tuple[int, float]] = {}
    for _ in range(rounds):
        for language in languages:
            met, seconds = best_time(lambda language=language: searches(deals, budget, language), 1)
            if language not in best or seconds < best[language][1]:
                best[language] = (met, seconds)
    return best


def source_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


def section(path: Path, start: str, end: str) -> str:
    text = path.read_text()
    return text[text.index(start) : text.index(end)]


def line_counts() -> dict[str, tuple[int, int]]:
    """(expansion step, search around it) in non-blank lines, per language."""
    c_file = ROOT / "qvoleurs" / "engine" / "solver" / "_core.c"
    cy_file = ROOT / "benchmarks" / "cython_core" / "core.pyx"
    c_step = section(c_file, "typedef struct {\n    uint8_t src", "/* ---- rule 3")
    c_search_text = section(c_file, "/* ---- packed states", "/* ---- Python values") + section(
        c_file, "/* ---- the search", "static PyMethodDef"
    )
    cy_step = section(cy_file, "cdef struct Move", "# ---- Python values")
    cy_search_text = section(cy_file, "# ---- the search", "def search(")
    py_step = "".join(
        inspect.getsource(obj) for obj in (moves, heuristics, proofs.auto_home, proofs.undo_moves, key.position_key)
    )
    py_search_text = inspect.getsource(_Search.run)
    cxx_file = ROOT / "benchmarks" / "cython_core" / "cxx_core.cpp"
    cxx_step = section(cxx_file, "struct Move {", "    // the packed state")
    cxx_search_text = section(cxx_file, "    // the packed state", "PYBIND11_MODULE")
    return {
        "C": (source_lines(c_step), source_lines(c_search_text)),
        "Cython": (source_lines(cy_step), source_lines(cy_search_text)),
        "C++": (source_lines(cxx_step), source_lines(cxx_search_text)),
        "Python": (source_lines(py_step), source_lines(py_search_text)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=20_000)
    parser.add_argument("--python-positions", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--budget", type=int, default=300_000, help="positions per search, C and Cython")
    parser.add_argument("--python-budget", type=int, default=15_000, help="positions per search, Python")
    args = parser.parse_args()
    if C_CORE is None:
        sys.exit("the C core was not built (./run or ./test build it)")

    rng = random.Random(args.seed)
    positions = playout_positions(rng, "N", args.positions)
    deals = [Position.from_deal(Deal.from_number(rng.randrange(MAX_NUMBER), "N")) for _ in range(args.deals)]
    print(f"{len(positions)} positions from playouts of ruleset N deals (seed {args.seed}); {len(deals)} deals")

    children = check_equal(positions[:CHECKED])
    print(f"equal: candidate moves, scores and keys (as sets) on {CHECKED} positions, {children} children")
    compiled_languages = ["C", "Cython"] if cxx_core is None else ["C", "Cython", "C++"]
    for d in deals:
        c_result = c_search(d, args.budget)
        assert cython_core.search(d.piles, WEIGHT_TUPLE, args.budget) == c_result
        assert cxx_core is None or cxx_core.search(d.piles, WEIGHT_TUPLE, args.budget) == c_result
    print(f"equal: the {', '.join(compiled_languages)} searches meet and expand the same positions")

    print(f"\nsearch, positions met per CPU second (best of {args.repeat} rounds; Python: one run):")
    rates: dict[tuple[str, int], float] = {}
    for budget, rounds, languages in (
        (args.budget, args.repeat, compiled_languages),
        (args.python_budget, args.repeat * 10, compiled_languages),
        (args.python_budget, 1, ["Python"]),
    ):
        for language, (met, seconds) in interleaved(deals, budget, languages, rounds).items():
            rates[language, budget] = met / seconds
            print(f"  {language:7} {budget:>8} per deal: {met:>9} positions {seconds:7.3f} s {met / seconds:>12,.0f}/s")
    big, small = args.budget, args.python_budget
    print(
        f"  Cython/C {rates['Cython', big] / rates['C', big]:.2f} ({big} per deal), "
        f"{rates['Cython', small] / rates['C', small]:.2f} ({small} per deal); "
        f"C/Python {rates['C', small] / rates['Python', small]:.0f}"
    )
    if cxx_core is not None:
        print(
            f"  C++/C {rates['C++', big] / rates['C', big]:.2f} ({big} per deal), "
            f"{rates['C++', small] / rates['C', small]:.2f} ({small} per deal)"
        )

    print("\nexpansion step (moves, apply, safe home moves, key, score, undo), positions per CPU second:")
    boards = [cython_core.Board(p.piles) for p in positions]
    n_cy, t_cy = best_time(lambda: cython_core.expand_all(boards, WEIGHT_TUPLE)[0], args.repeat * 3)
    sample = positions[: args.python_positions]
    n_py, t_py = best_time(lambda: python_expand(sample), 1)
    print(f"  Cython  {len(boards):>6} positions, {n_cy:>7} children {t_cy:7.3f} s {len(boards) / t_cy:>12,.0f}/s")
    print(f"  Python  {len(sample):>6} positions, {n_py:>7} children {t_py:7.3f} s {len(sample) / t_py:>12,.0f}/s")
    print(f"  Cython/Python {(len(boards) / t_cy) / (len(sample) / t_py):.0f}")

    print("\nnon-blank lines (expansion step + search around it):")
    for language, (step, around) in line_counts().items():
        print(f"  {language:7} {step:4} + {around:4} = {step + around}")


if __name__ == "__main__":
    main()
