"""F10, then Escape: the menu closes and its title stays lit on the bar (Left and Right move
it, seen); a second Escape gives the keys back where they were before F10, seen there (the
pile's frame, the banner's button framed), in full screen too, which the second Escape does
not leave. Under openbox the bar held the focus after the first Escape with nothing lit
(Fusion lights a title only while its menu is open), and in full screen the first Escape
hid the bar and put the focus on the table, away from the banner's button, so that the
second left full screen."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QApplication, QMenuBar
from pytestqt.qtbot import QtBot

from qvoleurs.engine import Deal, Game
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from tests.conftest import OpenWindow

from .desktop import openbox, run_on, xvfb

ROOT = Path(__file__).resolve().parent.parent


def lit_share(bar: QMenuBar, action: QAction) -> float:
    """The share of the title's pixels in the highlight's colour, as the bar is seen."""
    image = bar.grab().toImage()
    scale = image.devicePixelRatio()
    rect = bar.actionGeometry(action)
    highlight = bar.palette().color(QPalette.ColorRole.Highlight).rgb()
    xs = range(int(rect.left() * scale), int((rect.right() + 1) * scale))
    ys = range(int(rect.top() * scale), int((rect.bottom() + 1) * scale))
    hits = sum(1 for x in xs for y in ys if image.pixel(x, y) == highlight)
    return hits / (len(xs) * len(ys))


def test_the_title_of_a_bar_holding_the_keys_is_seen_lit(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """Alt alone puts the bar in the keyboard mode the first Escape after F10 leaves it in
    (offscreen, that Escape leaves the closed menu the active window: the desktop test below
    plays F10 itself); the current title is lit, and Right moves it, seen."""
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    bar, game, edit = win.menuBar(), win.game_menu.menuAction(), win.edit_menu.menuAction()
    assert lit_share(bar, game) == 0  # the bar idle: nothing lit
    qtbot.keyPress(win.view, Qt.Key.Key_Alt)
    qtbot.keyRelease(win.view, Qt.Key.Key_Alt)
    QCoreApplication.processEvents()
    assert QApplication.focusWidget() is bar and bar.activeAction() is game
    assert lit_share(bar, game) > 0.5 and lit_share(bar, edit) == 0
    qtbot.keyClick(bar, Qt.Key.Key_Right)
    assert bar.activeAction() is edit
    assert lit_share(bar, edit) > 0.5 and lit_share(bar, game) == 0
    qtbot.keyClick(bar, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    assert lit_share(bar, edit) == 0


# Builds a window stuck with its banner up, in a private desktop, and plays F10, Escape, Right,
# Escape, Right there with the focus on the banner's Undo, reporting what is seen at each step.
PLAY_KEYS = """
import json, sys
from PySide6.QtCore import QDeadlineTimer, QEventLoop, Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.window import MainWindow
from tests.test_menu_bar_escape import lit_share
from tests.test_window import _stuck_position, game_at

app = QApplication(sys.argv[:1])
full = sys.argv[1] == "full"

def until(condition, what):
    deadline = QDeadlineTimer(5000)
    while not condition():
        if deadline.hasExpired():
            raise SystemExit(f"never: {what}")
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)

def turns():  # the zero-time timers the keys started
    for _ in range(5):
        app.processEvents()

prefs = Preferences.in_memory()
win = MainWindow(GameModel(game_at(_stuck_position()), prefs), prefs)
win.resize(1100, 760)
win.showFullScreen() if full else win.show()
until(lambda: win.isActiveWindow() and win.isFullScreen() == full, "the window active")
win.model.draw()
banner = win.view.stuck_banner
until(banner.isVisible, "the banner")
undo = banner.primary
undo.setFocus(Qt.FocusReason.TabFocusReason)
win.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)  # reached by Tab
until(undo.hasFocus, "the focus on Undo")
seen = {}

def bar():
    return win.full_screen_bar if full else win.menuBar()

def focus():
    widget = QApplication.focusWidget()
    return type(widget).__name__ + (":" + widget.text() if hasattr(widget, "text") else "")

QTest.keyClick(undo, Qt.Key.Key_F10)
until(win.game_menu.isVisible, "the Game menu")
QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
until(lambda: not win.game_menu.isVisible(), "the Game menu closed")
turns()
game, edit = win.game_menu.menuAction(), win.edit_menu.menuAction()
seen["escape"] = dict(focus=focus(), bar_shown=bar().isVisible(), current=bar().activeAction() is game,
                      lit=lit_share(bar(), game), full=win.isFullScreen())
QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
turns()
seen["right"] = dict(focus=focus(), current=bar().activeAction() is edit, lit=lit_share(bar(), edit))
QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
until(lambda: QApplication.focusWidget() is not bar(), "the focus off the bar")
turns()
seen["escape again"] = dict(focus=focus(), framed=win.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange),
                            bar_shown=bar().isVisible(), full=win.isFullScreen())
QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
turns()
seen["right again"] = dict(focus=focus())
print(json.dumps(seen))
win.close()
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="an X server and openbox")
@pytest.mark.parametrize("mode", ["window", "full"])
def test_f10_escape_escape_under_a_window_manager_goes_back_to_the_banners_button(tmp_path: Path, mode: str) -> None:
    with xvfb("-screen", "0", "1280x900x24") as display, openbox(display, tmp_path):
        out = run_on(display, tmp_path, PLAY_KEYS, mode, timeout=60, LANG="C.UTF-8")
    seen = json.loads(out.splitlines()[-1])
    escape, right, again = seen["escape"], seen["right"], seen["escape again"]
    # the first Escape closes the menu: its title lit on the bar, which holds the keys (full screen kept)
    assert (
        escape["focus"].endswith("MenuBar")
        and escape["bar_shown"]
        and escape["current"]
        and escape["full"] == (mode == "full")
    )
    assert escape["lit"] > 0.5
    assert right["focus"].endswith("MenuBar") and right["current"] and right["lit"] > 0.5  # Right: seen moving
    # the second: back on Undo, framed; the bar over the table gone, full screen kept
    assert again == {"focus": "QPushButton:Undo", "framed": True, "bar_shown": mode == "window", "full": mode == "full"}
    assert seen["right again"]["focus"] == "QPushButton:New Game"  # the next key works there
