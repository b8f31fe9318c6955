"""Start-up benchmark of the game window.

Prints the median time from launching `qvoleurs` (a new process) to the first
painted board, the resident memory at that moment, the CPU the idle window uses,
and the time the scene takes to re-sync after one move.

    .venv/bin/python benchmarks/startup.py [--runs 7] [--platform offscreen|xcb]

Targets (issue 3): first board < 0.5 s, < 100 MB resident, no idle CPU use.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from qvoleurs.preferences import Preferences
from qvoleurs.settings import SOLVER_INDICATOR


def launch(env: dict[str, str]) -> tuple[float, int, float | None, float]:
    """One start: (seconds to first paint, resident KiB, idle CPU ms or None, CPU ms used
    until the first paint: unlike the wall time it hardly depends on the machine's load)."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from qvoleurs.cli import main; sys.exit(main([]))"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    painted, rss, idle, cpu = 0.0, 0, None, 0.0
    for line in out.splitlines():
        words = line.split()
        if words[:1] == ["first-paint"]:
            fields = dict(zip(words[2::2], words[3::2], strict=False))
            painted, rss, cpu = float(words[1]), int(fields["rss-kb"]), float(fields.get("cpu-ms", 0))
        elif words[:1] == ["idle-cpu-ms"]:
            idle = float(words[1])
    if not painted:
        raise SystemExit(f"no first-paint line in the output: {out!r}")
    return painted - start, rss, idle, cpu


def resync_ms(moves: int = 200) -> tuple[float, float]:
    """Median ms for one move through the model with the scene re-synced (no animation),
    and for a bare re-sync of all 104 cards."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from qvoleurs import settings
    from qvoleurs.engine import Deal, Game
    from qvoleurs.model.game_model import GameModel
    from qvoleurs.preferences import Preferences
    from qvoleurs.ui.window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    prefs = Preferences.in_memory()
    prefs.set(settings.ANIMATIONS, False)
    model = GameModel(Game(Deal.from_number(21)), prefs)
    win = MainWindow(model, prefs)
    win.resize(1280, 800)
    win.show()
    app.processEvents()
    per_move: list[float] = []
    per_sync: list[float] = []
    number = 21
    for _ in range(moves):
        legal = list(model.game.legal_moves)
        if not legal:
            number += 1
            model.set_game(Game(Deal.from_number(number)))
            continue
        t = time.perf_counter()
        model.move(legal[len(legal) // 2])
        per_move.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        win.table_scene.sync()
        per_sync.append((time.perf_counter() - t) * 1000)
        app.processEvents()
    win.close()
    return statistics.median(per_move), statistics.median(per_sync)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument("--idle-ms", type=int, default=3000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=args.platform, QVOLEURS_QUIT_AFTER_PAINT="1")
        for var, sub in (("XDG_CONFIG_HOME", "c"), ("XDG_DATA_HOME", "d"), ("XDG_STATE_HOME", "s")):
            env[var] = str(Path(home) / sub)
        launch(env)  # the first start deals and saves a game; the timed ones resume it
        runs = [launch(env) for _ in range(args.runs)]
        idle_env = dict(env, QVOLEURS_IDLE_PROBE_MS=str(args.idle_ms))
        del idle_env["QVOLEURS_QUIT_AFTER_PAINT"]
        _, _, idle_busy, _ = launch(idle_env)
        # the solver indicator searches for a while after each change; without it the
        # program must be truly idle
        prefs = Preferences.load(Path(home) / "c" / "qvoleurs" / "preferences.json")
        prefs.set(SOLVER_INDICATOR, False)
        _, _, idle, _ = launch(idle_env)
    times = sorted(t for t, _, _, _ in runs)
    rss_mb = statistics.median(r for _, r, _, _ in runs) / 1024
    cpu_ms = statistics.median(c for _, _, _, c in runs)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    move_ms, sync_ms = resync_ms()
    print(f"platform              {args.platform} (load average {load:.1f} on {os.cpu_count()} cores)")
    print(
        f"first painted board   median {statistics.median(times) * 1000:.0f} ms "
        f"(min {times[0] * 1000:.0f}, max {times[-1] * 1000:.0f}, {len(times)} runs)   target < 500 ms"
    )
    print(f"CPU until first paint median {cpu_ms:.0f} ms (the wall time's floor on an idle machine)")
    print(f"resident memory       {rss_mb:.1f} MB at first paint   target < 100 MB")
    print(f"idle CPU              {idle or 0:.1f} ms of CPU in {args.idle_ms} ms idle   target ~0")
    print(f"  with the indicator  {idle_busy or 0:.1f} ms of CPU in {args.idle_ms} ms (the solver examines the deal)")
    print(f"move + scene re-sync  median {move_ms:.2f} ms (bare re-sync of 104 cards {sync_ms:.2f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
