"""Start-up times of qvoleurs programs, for packaging/README.md.

    .venv/bin/python packaging/startup_times.py [--runs 7] PROGRAM [PROGRAM...]

e.g. the unpacked .deb's opt/qvoleurs/qvoleurs against the source tree's .venv/bin/qvoleurs.
Prints the median wall time (ms) of --version, deal, describe --lang de, and of the window's
first paint offscreen (QVOLEURS_QUIT_AFTER_PAINT), each run with a throw-away home folder,
and the median CPU time (user + system, to the program's exit), which a busy machine
disturbs less than the wall time.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMANDS: dict[str, list[str]] = {
    "--version": ["--version"],
    "deal": ["deal", "FT1-N-AAAAAAV"],
    "describe --lang de": ["describe", "FT1-N-AAAAAAV", "--lang", "de"],
    "window first paint": [],
}


def _environment(home: Path, window: bool) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"HOME": str(home), "QT_QPA_PLATFORM": "offscreen"})
    for var, sub in (
        ("XDG_CONFIG_HOME", "c"),
        ("XDG_DATA_HOME", "d"),
        ("XDG_STATE_HOME", "s"),
        ("XDG_CACHE_HOME", "k"),
    ):
        env[var] = str(home / sub)
    if window:
        env["QVOLEURS_QUIT_AFTER_PAINT"] = "1"
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_once(program: str, args: list[str]) -> tuple[float, float]:
    """Wall milliseconds from start to exit (for the window: to its first paint), and CPU milliseconds."""
    window = not args
    with tempfile.TemporaryDirectory() as home:
        cpu = _children_cpu()
        start = time.time()
        result = subprocess.run(
            [program, *args], env=_environment(Path(home), window), capture_output=True, text=True, timeout=120
        )
        end = time.time()
        cpu = _children_cpu() - cpu
    if result.returncode != 0:
        raise SystemExit(f"{program} {' '.join(args)} failed: {result.stderr.strip()[-500:]}")
    if window:
        painted = [line.split()[1] for line in result.stdout.splitlines() if line.startswith("first-paint ")]
        if not painted:
            raise SystemExit(f"{program}: the window reported no first paint")
        end = float(painted[0])
    return (end - start) * 1000, cpu * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print(f"| median of {args.runs} runs: wall ms (CPU ms) | " + " | ".join(COMMANDS) + " |")
    for program in args.programs:
        cells = []
        for command in COMMANDS.values():
            time_once(program, command)  # warm the file cache once
            runs = [time_once(program, command) for _ in range(args.runs)]
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            cells.append(f"{wall:.0f} ({cpu:.0f})")
        print(f"| {program} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
