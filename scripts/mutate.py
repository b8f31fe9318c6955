#!/usr/bin/env python3
"""Mutation testing of the engine: does a small change to the code make a test fail?

A small AST mutator (written for this project). Each mutant changes one thing in one
file: a comparison (`==` ⇄ `!=`, `<` ⇄ `<=`, `>` ⇄ `>=`, `in` ⇄ `not in`, `is` ⇄ `is not`),
an arithmetic operator (`+` ⇄ `-`, `*` ⇄ `//`, `<<` ⇄ `>>`, `%` → `*`), an integer
constant (n → n + 1, and 1 → 0), a boolean constant, `and` ⇄ `or`, a dropped `not`,
a dropped `break`/`continue`, or a `return x` turned into `return None`. Docstrings,
annotations and `raise`'s messages are left alone.

Every mutant is written into a copy of the project (the worktree itself is never
touched) and the engine's fast tests run against it (`-x`, with a timeout). A mutant
the tests catch is *killed*; one they pass is a *survivor*, listed with its line so a
person can judge whether it is equivalent (changes nothing observable) or a blind spot.

    scripts/mutate.py                          # every mutant of the four files
    scripts/mutate.py --max-per-file 60        # a fixed, spread-out sample of each
    scripts/mutate.py qvoleurs/engine/rules.py --list   # the mutants, without running
"""

from __future__ import annotations

import argparse
import ast
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILES = [f"qvoleurs/engine/{name}.py" for name in ("position", "game", "rules", "deal")]
# the engine's own tests and doctests: fast, no Qt (the solver's proofs are left out)
TESTS = [  # the quick, exact ones first: most mutants die there
    "tests/test_rules.py",
    "tests/test_deal_codes.py",
    "tests/test_text_forms.py",
    "qvoleurs/engine",
    "tests/test_engine_blind_spots.py",
    "tests/test_game_properties.py",
]
TIMEOUT = 240  # seconds per mutant; a mutant that hangs the tests counts as killed

COMPARE_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
BINOP_SWAPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
    ast.Mod: ast.Mult,
    ast.BitAnd: ast.BitOr,
    ast.BitOr: ast.BitAnd,
    ast.BitXor: ast.BitOr,
}


@dataclass(frozen=True)
class Mutant:
    path: str
    index: int  # which site of the file, in walk order
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def skipped_nodes(tree: ast.AST) -> set[int]:
    """Ids of the nodes never mutated: docstrings, annotations, raise statements."""
    skip: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                mark(body[0])
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            mark(node.returns)
            for a in [*node.args.args, *node.args.kwonlyargs, *node.args.posonlyargs]:
                mark(a.annotation)
        if isinstance(node, ast.AnnAssign):
            mark(node.annotation)
        if isinstance(node, ast.Raise):
            mark(node)  # the messages; which error is raised is tested by the raising condition
    return skip


def sites(tree: ast.AST) -> Iterator[tuple[ast.AST, str, int]]:
    """Every (node, description, variant) that can be mutated, in a fixed order."""
    skip = skipped_nodes(tree)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in COMPARE_SWAPS:
                    yield node, f"{type(op).__name__} -> {COMPARE_SWAPS[type(op)].__name__} (#{i})", i
        elif isinstance(node, ast.BinOp | ast.AugAssign) and type(node.op) in BINOP_SWAPS:
            yield node, f"{type(node.op).__name__} -> {BINOP_SWAPS[type(node.op)].__name__}", 0
        elif isinstance(node, ast.BoolOp):
            yield node, f"{type(node.op).__name__} -> {'Or' if isinstance(node.op, ast.And) else 'And'}", 0
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node, "drop not", 0
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            yield node, f"{node.value} -> {not node.value}", 0
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield node, f"{node.value} -> {node.value + 1}", 0
            if node.value == 1:
                yield node, "1 -> 0", 1
        elif isinstance(node, ast.Break | ast.Continue):
            yield node, f"drop {type(node).__name__.lower()}", 0
        elif isinstance(node, ast.Return) and node.value is not None and not _is_none(node.value):
            yield node, "return None", 0


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def mutate(tree: ast.Module, index: int) -> ast.Module:
    """A copy of `tree` with its `index`-th site mutated."""
    tree = copy.deepcopy(tree)
    for i, (node, _, variant) in enumerate(sites(tree)):
        if i != index:
            continue
        if isinstance(node, ast.Compare):
            node.ops[variant] = COMPARE_SWAPS[type(node.ops[variant])]()
        elif isinstance(node, ast.BinOp | ast.AugAssign):
            node.op = BINOP_SWAPS[type(node.op)]()
        elif isinstance(node, ast.BoolOp):
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif isinstance(node, ast.UnaryOp):
            _replace_in_parent(tree, node, node.operand)
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            node.value = not node.value
        elif isinstance(node, ast.Constant):
            node.value = 0 if variant == 1 else node.value + 1
        elif isinstance(node, ast.Break | ast.Continue):
            _replace_in_parent(tree, node, ast.Pass())
        elif isinstance(node, ast.Return):
            node.value = ast.Constant(None)
        return ast.fix_missing_locations(tree)
    raise IndexError(index)


def _replace_in_parent(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for parent in ast.walk(tree):
        for name, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, name, new)
                return
            if isinstance(value, list):
                for k, item in enumerate(value):
                    if item is old:
                        value[k] = new
                        return
    raise LookupError("node without a parent")


def mutants_of(path: str, root: Path = ROOT) -> list[Mutant]:
    tree = ast.parse((root / path).read_text())
    found = [Mutant(path, i, getattr(n, "lineno", 0), what) for i, (n, what, _) in enumerate(sites(tree))]
    return sorted(found, key=lambda m: (m.line, m.index))


def spread(items: list[Mutant], limit: int | None) -> list[Mutant]:
    """At most `limit` items, evenly spread over the file (the same ones every run)."""
    if limit is None or len(items) <= limit:
        return items
    step = len(items) / limit
    return [items[int(k * step)] for k in range(limit)]


def run_tests(workdir: Path, tests: list[str], timeout: float, show: bool = False) -> bool:
    """True when the tests pass (the mutant survives); `show` prints the output of a failure."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "-x",
        "-q",
        "-p",
        "no:cacheprovider",
        "-m",
        "not slow",
        "--hypothesis-seed=0",
    ]
    cmd += tests  # a fixed seed: every mutant meets the same examples
    try:
        done = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False
    if show and done.returncode != 0:
        print((done.stdout + done.stderr).decode(errors="replace")[-3000:], file=sys.stderr)
    return done.returncode == 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", default=FILES, help="engine files to mutate (default: the four)")
    parser.add_argument("--max-per-file", type=int, help="a fixed sample of at most this many mutants per file")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--only", action="append", default=[], metavar="FILE:LINE", help="only that line's mutants")
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds per mutant")
    args = parser.parse_args()
    files = [str(Path(f).resolve().relative_to(ROOT)) if Path(f).is_absolute() else f for f in args.files]
    if args.list:
        for f in files:
            for m in spread(mutants_of(f), args.max_per_file):
                print(m)
        return 0
    tests = [t for t in TESTS if (ROOT / t).exists()]
    with tempfile.TemporaryDirectory(prefix="qvoleurs-mutants-") as tmp:
        work = Path(tmp)  # a copy taken now: later edits of the worktree do not mix in
        for part in ("qvoleurs", "tests", "pyproject.toml"):
            source = ROOT / part
            if source.is_dir():
                shutil.copytree(source, work / part, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy2(source, work / part)
        chosen = {f: spread(mutants_of(f, work), args.max_per_file) for f in files}
        if args.only:  # re-check survivors, e.g. after adding tests
            chosen = {f: [m for m in ms if f"{m.path}:{m.line}" in args.only] for f, ms in chosen.items()}
        if not run_tests(work, tests, args.timeout, show=True):
            print("the tests fail without any mutant: fix them first", file=sys.stderr)
            return 2
        survivors: list[Mutant] = []
        total = killed = 0
        for path, mutants in chosen.items():
            original = (work / path).read_text()
            tree = ast.parse(original)
            file_killed = 0
            for m in mutants:
                start = time.monotonic()
                (work / path).write_text(ast.unparse(mutate(tree, m.index)))
                survived = run_tests(work, tests, args.timeout)
                total += 1
                if survived:
                    survivors.append(m)
                else:
                    killed += 1
                    file_killed += 1
                mark = "SURVIVED" if survived else "killed  "
                print(f"{mark} {m}  ({time.monotonic() - start:.1f} s)", flush=True)
            (work / path).write_text(original)
            print(f"== {path}: {file_killed}/{len(mutants)} killed", flush=True)
    print(f"\nscore: {killed}/{total} killed ({100 * killed / max(total, 1):.1f} %)")
    if survivors:
        print("survivors (equivalent, or a blind spot of the tests):")
        for m in survivors:
            print(f"  {m}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
