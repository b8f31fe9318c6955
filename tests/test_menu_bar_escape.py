"""F10, then Escape: the menu closes and its title stays lit on the bar (Left and Right move
it, seen). Under openbox the bar held the focus after the first Escape with nothing lit
(Fusion lights a title only while its menu is open)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QApplication, QMenuBar
from pytestqt.qtbot import QtBot

from qvoleurs.engine import Deal, Game
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from tests.conftest import OpenWindow


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
