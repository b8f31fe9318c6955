"""Start the game window: application identity, preferences, the saved game, the window.

Only what the first paint needs is imported here; dialogs are imported when opened.

For benchmarks and tests:
  QVOLEURS_QUIT_AFTER_PAINT=1   quit right after the board is first painted, printing
                                `first-paint <epoch seconds> rss-kb <KiB> since-start-ms <ms> cpu-ms <ms>`
  QVOLEURS_IDLE_PROBE_MS=N      after the first paint wait N ms, print the CPU time used
                                meanwhile (`idle-cpu-ms <ms>`), then quit
"""

from __future__ import annotations

import os
import resource
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from qvoleurs.model.game_model import GameModel

from .. import APP_ID, __version__
from ..engine import Game
from ..i18n import follow_language_setting
from ..preferences import Preferences
from ..statistics import GameRecorder, Statistics
from ..storage.game_store import GameStore
from .window import MainWindow


def resident_kb() -> int:
    """Resident memory now (KiB): /proc where there is one, else the peak."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def process_age_ms() -> float | None:
    """Milliseconds since this process was started (Linux /proc; None elsewhere)."""
    try:
        stat = Path("/proc/self/stat").read_text()
        start_ticks = int(stat[stat.rindex(")") + 2 :].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return (uptime - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000
    except (OSError, ValueError, IndexError):
        return None


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class _Probe:
    """Reports the first paint (and idle CPU use) for the benchmark, then quits."""

    def __init__(self, app: QApplication, idle_ms: int) -> None:
        self.app = app
        self.idle_ms = idle_ms
        self.cpu_start = 0.0

    def painted(self) -> None:
        age = process_age_ms()
        since = f" since-start-ms {age:.0f}" if age is not None else ""
        cpu = f" cpu-ms {cpu_seconds() * 1000:.0f}"
        print(f"first-paint {time.time():.6f} rss-kb {resident_kb()}{since}{cpu}", flush=True)
        if self.idle_ms > 0:
            self.cpu_start = cpu_seconds()
            QTimer.singleShot(self.idle_ms, self.idle_done)
        else:
            QTimer.singleShot(0, self.app.quit)

    def idle_done(self) -> None:
        print(f"idle-cpu-ms {(cpu_seconds() - self.cpu_start) * 1000:.1f}", flush=True)
        self.app.quit()


class StatisticsFeed(QObject):
    """Feeds the model's events to the statistics recorder (each game counted once)."""

    def __init__(self, model: GameModel, recorder: GameRecorder) -> None:
        super().__init__(model)
        self.model = model
        self.recorder = recorder
        model.move_applied.connect(self.on_move)
        model.won.connect(self.on_won)
        model.game_abandoned.connect(self.on_abandoned)
        model.help_used.connect(self.on_help)
        recorder.game_started(model.game)  # a resumed game in progress

    def on_move(self, _move: object) -> None:
        self.recorder.game_started(self.model.game)

    def on_won(self) -> None:
        self.recorder.game_won(self.model.game)

    def on_abandoned(self, game: Game) -> None:
        self.recorder.game_abandoned(game)

    def on_help(self) -> None:
        self.recorder.help_used(self.model.game)


def make_application(argv: Sequence[str]) -> QApplication:
    """The QApplication with the identity platformdirs and the desktop agree on."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(["qvoleurs", *argv])
    QApplication.setApplicationName("qvoleurs")
    QApplication.setOrganizationName("")
    QApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)
    icon = Path(__file__).resolve().parent.parent / "data" / "icon.svg"
    if icon.exists():
        QApplication.setWindowIcon(QIcon(str(icon)))
    return app


def run_app(argv: Sequence[str]) -> int:
    """Open the game window on the saved game (or a new deal); returns the exit code."""
    app = make_application(argv)
    prefs = Preferences.load()
    stop_following_language = follow_language_setting(app, prefs)
    store: GameStore | None = GameStore.default()
    problems: list[str] = [p for p in (prefs.problem,) if p]
    assert store is not None
    if not store.acquire():
        problems.append("Quarante Voleurs is already running: this window will not save its game.")
        game, problem = store.load()
        store = None
    else:
        game, problem = store.load()
    if problem:
        problems.append(problem)
    model = GameModel(game, prefs, store)
    if game is None:
        model.save()  # a new deal is saved at once
    stats = Statistics.load()
    if stats.problem:
        problems.append(stats.problem)
    StatisticsFeed(model, GameRecorder(stats))
    window = MainWindow(model, prefs, stats=stats)
    for message in problems:
        window.show_message(message)
    probe: _Probe | None = None
    if os.environ.get("QVOLEURS_QUIT_AFTER_PAINT") or os.environ.get("QVOLEURS_IDLE_PROBE_MS"):
        probe = _Probe(app, int(os.environ.get("QVOLEURS_IDLE_PROBE_MS") or 0))
        window.view.first_painted.connect(probe.painted)
    window.show()
    if game is None:
        window.deal_first_game()
    try:
        return app.exec()
    finally:
        stop_following_language()
        if store is not None:
            store.release()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv[1:]))
