"""A laptop with an external monitor: the window's dialogs open on the monitor the window is
on, as large as that monitor lets them be.

One Qt process has one set of screens, so the two monitors are given to a program of its
own: Qt's offscreen platform, told by a configuration file of a small laptop screen on the
left (the primary one) and a larger monitor to its right, as X (RandR monitors) shows them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent

LAPTOP = {"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 600}  # a netbook's screen
MONITOR = {"name": "monitor", "x": 1024, "y": 0, "width": 1920, "height": 1080}

# Puts the window on the monitor, opens each dialog in turn and writes what it was like.
OPEN_DIALOGS = """
import json, sys
from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QScrollArea
from qvoleurs.engine import Deal, Game
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import Statistics
from qvoleurs.ui.window import MainWindow

app = QApplication(sys.argv[:1])
font = app.font()
font.setPointSizeF(font.pointSizeF() * 1.5)  # a player's large font: Preferences is taller than the netbook
app.setFont(font)
prefs = Preferences.in_memory()
win = MainWindow(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs, stats=Statistics.in_memory())
win.show()
win.move(1300, 100)  # on the monitor
openers = ["show_preferences", "show_statistics", "show_rules", "show_shortcuts", "show_about",
           "new_game_from_code", "new_game"]
seen = []

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

def look(opener, turns=100):
    dialog = QApplication.activeModalWidget()
    # shown, then placed (DialogKeeper's last check runs once it is shown)
    if not isinstance(dialog, QDialog) or not dialog.windowHandle() or not dialog.windowHandle().isExposed():
        QTimer.singleShot(20, lambda: look(opener, turns - 1))
        return
    QApplication.processEvents()
    scrolled = [area.verticalScrollBar().maximum() for area in dialog.findChildren(QScrollArea) if area.isVisible()]
    seen.append({"opener": opener, "screen": dialog.screen().name(), "geometry": rect(dialog.geometry()),
                 "wanted": [dialog.sizeHint().width(), dialog.sizeHint().height()], "scrolled": sum(scrolled),
                 "box": isinstance(dialog, QMessageBox)})
    dialog.reject()

def open_next():
    if not openers:
        print(json.dumps({"window": win.screen().name(), "dialogs": seen}))
        win.close()
        app.quit()
        return
    opener = openers.pop(0)
    if opener == "new_game":
        win.model.draw()  # a game under way: New Game asks first
    QTimer.singleShot(0, lambda: look(opener))
    getattr(win, opener)()
    QTimer.singleShot(0, open_next)

QTimer.singleShot(100, open_next)
app.exec()
"""


def run_on(tmp_path: Path, screens: list[dict[str, object]], script: str, *args: str) -> dict[str, Any]:
    """Run `script` with Qt's offscreen platform showing `screens` (the first is the primary
    one); what it prints last, read as JSON."""
    config = tmp_path / "screens.json"
    described = [{**screen, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1} for screen in screens]
    config.write_text(json.dumps({"screens": described}), encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "PYTHONPATH": str(ROOT),
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [sys.executable, "-c", script, *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert result.returncode == 0, result.stderr
    return cast(dict[str, Any], json.loads(result.stdout.splitlines()[-1]))


def framed_inside(geometry: list[int], screen: dict[str, Any]) -> bool:
    """Whether a window of `geometry` (x, y, width, height) lies on `screen` with a title bar
    and borders (FRAME_ALLOWANCE: the offscreen platform draws no frame)."""
    x, y, width, height = geometry
    left, top = screen["x"], screen["y"]
    return (
        left <= x - 4
        and x + width + 4 <= left + screen["width"]
        and top <= y - 32
        and y + height + 6 <= top + screen["height"]
    )


def test_dialogs_open_whole_on_the_larger_monitor_the_window_is_on(tmp_path: Path) -> None:
    """A netbook (1024x600, the primary screen) with a 1920x1080 monitor, the window on the
    monitor: Qt keeps a dialog on the primary screen until it is mapped, and each dialog was
    cut to the netbook's height there (Preferences scrolled with most of the monitor free).
    Each opens on the monitor, whole where it has room."""
    seen = run_on(tmp_path, [LAPTOP, MONITOR], OPEN_DIALOGS)
    assert seen["window"] == "monitor"
    assert len(seen["dialogs"]) == 7
    free = (MONITOR["x"], MONITOR["y"], MONITOR["x"] + MONITOR["width"], MONITOR["y"] + MONITOR["height"])
    for dialog in seen["dialogs"]:
        x, y, width, height = dialog["geometry"]
        assert dialog["screen"] == "monitor", dialog
        assert free[0] <= x and x + width <= free[2] and free[1] <= y and y + height <= free[3], dialog
        if not dialog["box"]:  # (a message box's height goes with the width it takes)
            assert height >= dialog["wanted"][1], dialog  # the height it asks for: the monitor has room
        assert dialog["scrolled"] == 0, dialog
    tall = [d["opener"] for d in seen["dialogs"] if d["geometry"][3] > LAPTOP["height"]]
    assert "show_preferences" in tall  # (taller than the netbook: the case above is met)


# Shows the window with the place given (as saved; "" for a first start), moves it where
# asked, and writes where it opened, where it was left and the place saved at its close.
PLACE_WINDOW = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from qvoleurs import settings
from qvoleurs.engine import Deal, Game
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import Statistics
from qvoleurs.ui.window import MainWindow

app = QApplication(sys.argv[:1])
prefs = Preferences.in_memory()
prefs.set(settings.WINDOW_GEOMETRY, sys.argv[1])
win = MainWindow(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs, stats=Statistics.in_memory())
win.show()

def opened():
    r = win.geometry()
    seen = {"screen": win.screen().name(), "geometry": [r.x(), r.y(), r.width(), r.height()]}
    if len(sys.argv) > 2:
        win.move(*map(int, sys.argv[2].split(",")))
    QTimer.singleShot(50, lambda: closed(seen))

def closed(seen):
    r = win.geometry()
    win.close()
    left = [r.x(), r.y(), r.width(), r.height()]
    print(json.dumps({**seen, "left": left, "saved": prefs.get(settings.WINDOW_GEOMETRY)}))
    app.quit()

QTimer.singleShot(100, opened)
app.exec()
"""


def test_a_monitor_left_of_the_laptop_the_window_opens_on_the_laptop_and_stays_on_the_monitor(
    tmp_path: Path,
) -> None:
    """A monitor left of the laptop, whose screen (the primary one) starts right of it: the
    first window opened on the monitor at 0,0. Left on the monitor, and the monitor then set
    to a larger size (Qt refuses a place saved on a screen of another size), the window came
    back on the laptop. Now: the laptop first, the monitor it was left on after; with the
    monitor unplugged, on the laptop, whole."""
    monitor = {"name": "monitor", "x": 0, "y": 0, "width": 1920, "height": 1080}
    laptop = {"name": "laptop", "x": 1920, "y": 0, "width": 1366, "height": 768}
    first = run_on(tmp_path, [laptop, monitor], PLACE_WINDOW, "", "300,200")
    assert first["screen"] == "laptop" and framed_inside(first["geometry"], laptop), first
    larger = {**monitor, "width": 2560, "height": 1440}
    again = run_on(tmp_path, [{**laptop, "x": 2560}, larger], PLACE_WINDOW, first["saved"])
    assert again["screen"] == "monitor" and again["geometry"] == first["left"], again
    alone = {**laptop, "x": 0}
    unplugged = run_on(tmp_path, [alone], PLACE_WINDOW, first["saved"])
    assert unplugged["screen"] == "laptop" and framed_inside(unplugged["geometry"], alone), unplugged
