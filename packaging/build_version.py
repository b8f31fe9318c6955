"""The version a build of this checkout carries, which packaging/build-deb gives the package:

    python packaging/build_version.py          # 0.1.0, or 0.1.0+git702.bbc479d1

The release in qvoleurs/__init__.py, for a tarball (no git) and for the commit tagged
v<release>. Any other commit of a git checkout is a snapshot, `<release>+git<N>.<commit>`
(PEP 440's local part): N, the commits up to it, orders the snapshots of a branch (dpkg compares
700 and 701 as numbers, and either sorts above the plain release), the commit's first eight
digits name the build in a bug report. One commit always gives the same version, so
builds stay reproducible.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def release(checkout: Path) -> str:
    """`__version__` of qvoleurs/__init__.py, read without importing it."""
    tree = ast.parse((checkout / "qvoleurs" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__version__" for t in node.targets):
            return str(ast.literal_eval(node.value))
    raise ValueError(f"no __version__ in {checkout / 'qvoleurs' / '__init__.py'}")


def _git(checkout: Path, *args: str) -> str | None:
    git = shutil.which("git")
    if git is None:
        return None
    result = subprocess.run([git, "-C", str(checkout), *args], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else None


def build_version(checkout: Path) -> str:
    plain = release(checkout)
    top = _git(checkout, "rev-parse", "--show-toplevel")
    if top is None or Path(top).resolve() != checkout.resolve():  # a tarball, maybe unpacked in another repository
        if (checkout / ".git").exists():
            print(f"build_version: git cannot read {checkout}: building as {plain}", file=sys.stderr)
        return plain
    if f"v{plain}" in (_git(checkout, "tag", "--points-at", "HEAD") or "").split():
        return plain
    if _git(checkout, "rev-parse", "--is-shallow-repository") == "true":  # its count of commits is short
        print(f"build_version: a shallow clone (git fetch --unshallow): building as {plain}", file=sys.stderr)
        return plain
    count = _git(checkout, "rev-list", "--count", "HEAD")
    commit = _git(checkout, "rev-parse", "HEAD")
    if not count or not commit:  # a repository with no commit yet
        return plain
    return f"{plain}+git{count}.{commit[:8]}"


if __name__ == "__main__":
    print(build_version(ROOT))
