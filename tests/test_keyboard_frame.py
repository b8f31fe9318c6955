"""The focus stays framed for a player on the keyboard: after "Where Did I Lose It?"'s answer,
a menu or a dialog over a banner's button, and after Alt and a letter in the preferences
(qvoleurs/ui/keyboard_frame.py, qvoleurs/ui/menu_focus.py). Qt cleared the frame each time:
the focus was there, unseen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QTextEdit, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Deal, Game
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.dialogs.preferences import PreferencesDialog
from qvoleurs.ui.dialogs.shortcuts import ShortcutsDialog
from qvoleurs.ui.dialogs.text import RulesDialog, TextDialog
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.test_banners import _frame_pixels, stuck_window


def drawn(widget: QWidget) -> QImage:
    QApplication.processEvents()
    return widget.grab().toImage()


def drawn_unframed(widget: QWidget) -> QImage:
    """`widget` as Qt's style draws it focused with no keyboard frame (after a click)."""
    window = widget.window()
    window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, False)
    widget.update()
    return drawn(widget)


def tab_to(qtbot: QtBot, win: MainWindow, target: QWidget) -> None:
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    win.view.setFocus()
    for _ in range(8):
        if target.hasFocus():
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert target.hasFocus()


def back_in(qtbot: QtBot, win: MainWindow) -> None:
    win.activateWindow()  # as the window manager does when the box in front closes
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)


def test_where_did_i_lose_it_s_answer_closed_by_key_leaves_its_button_framed(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """Tab to "Where Did I Lose It?", Enter, Escape on its answer: the focus is back on that
    button, and seen there (it was drawn as if nothing had the focus)."""
    win = stuck_window(open_window, prefs, (1100, 760))
    lost = win.solver.lost_button
    tab_to(qtbot, win, lost)
    qtbot.keyClick(lost, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.solver.offer_box is not None, timeout=20000)
    box = win.solver.offer_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isActiveWindow, timeout=1000)
    focus = QApplication.focusWidget()
    assert focus is not None and box.isAncestorOf(focus)
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=1000)
    back_in(qtbot, win)
    assert lost.hasFocus()
    framed = drawn(lost)
    assert framed != drawn_unframed(lost)


def test_a_banner_s_button_keeps_its_frame_after_a_dialog(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """The rules (F1) and Escape with the focus on a banner's button: back on that button,
    framed as before."""
    win = stuck_window(open_window, prefs, (1100, 760))
    button = win.view.stuck_banner.primary
    tab_to(qtbot, win, button)
    assert drawn(button) != drawn_unframed(button)  # Tab framed it
    win.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)  # as Tab left it

    def escape_from_the_rules() -> None:
        dialog, focus = QApplication.activeModalWidget(), QApplication.focusWidget()
        if dialog is None or focus is None or not dialog.isAncestorOf(focus):
            QTimer.singleShot(10, escape_from_the_rules)
            return
        qtbot.keyClick(focus, Qt.Key.Key_Escape)

    QTimer.singleShot(0, escape_from_the_rules)
    qtbot.keyClick(button, Qt.Key.Key_F1)  # the rules, until Escape closes them
    back_in(qtbot, win)
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    assert drawn(button) != drawn_unframed(button)


def test_alt_and_a_letter_in_the_preferences_frames_the_box_it_ticks(
    qtbot: QtBot, open_window: OpenWindow, prefs: Preferences
) -> None:
    """Alt+F ticks "Four-colour deck" and takes the focus there: framed, as after Tab (nothing
    was framed, and the next Space ticked a box the eye had not seen focused)."""
    window = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    dialog = PreferencesDialog(prefs, window)  # shown, not run: the test goes on beside it
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
    box = dialog.control_for(settings.FOUR_COLOUR)
    assert box.text().startswith("&F")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: prefs.get(settings.FOUR_COLOUR) is True, timeout=1000)
    assert box.hasFocus()
    assert drawn(box) != drawn_unframed(box)
    dialog.close()


@pytest.mark.parametrize("which", ["rules", "shortcuts", "board"])
def test_tab_in_a_reading_dialog_shows_where_the_focus_went(
    qtbot: QtBot, open_window: OpenWindow, prefs: Preferences, which: str
) -> None:
    """The rules, the keyboard shortcuts and the board open on their text, framed in the focus
    colour; Tab takes the frame away (the focus on Close), Shift+Tab brings it back. Tab
    changed not a pixel: no one could see whether the arrows would scroll or Enter close.
    The text stays where it was."""
    window = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    dialog: QDialog
    if which == "rules":
        dialog = RulesDialog(window)
    elif which == "shortcuts":
        dialog = ShortcutsDialog(window)
    else:
        dialog = TextDialog("The Board", window.board_text(), window, plain=True)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
    browser = dialog.findChild(QTextEdit)
    assert browser is not None and browser.hasFocus()
    text_at = browser.viewport().geometry()
    on_the_text = drawn(dialog)
    qtbot.keyClick(browser, Qt.Key.Key_Tab)
    assert isinstance(QApplication.focusWidget(), QPushButton)
    on_close = drawn(dialog)
    assert on_close != on_the_text
    assert browser.viewport().geometry() == text_at
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert browser.hasFocus() and drawn(dialog) == on_the_text
    dialog.close()


@pytest.mark.parametrize("key", [Qt.Key.Key_Tab, Qt.Key.Key_Backtab], ids=["tab", "shift-tab"])
def test_tab_from_a_banner_back_to_the_cards_frames_a_pile_before_any_key_on_them(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, key: Qt.Key
) -> None:
    """A game that ended with no key on the cards (the stock drawn by D, or by the mouse): Tab
    past the banner's ✕, or Shift+Tab from its first button, put the focus on the table with no
    pile framed, and the next arrow moved a frame nobody had seen."""
    win = stuck_window(open_window, prefs, (1100, 760))
    banner, view = win.view.stuck_banner, win.view
    assert win.table_scene.focus_pile is None  # no key on the cards yet
    start = view.stuck_banner.close_button if key == Qt.Key.Key_Tab else banner.primary
    tab_to(qtbot, win, start)
    assert win.table_scene.focus_pile is None
    modifier = Qt.KeyboardModifier.ShiftModifier if key == Qt.Key.Key_Backtab else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(start, key, modifier)
    qtbot.waitUntil(view.hasFocus, timeout=1000)
    pile = view.focused_pile()
    assert win.table_scene.focus_pile == pile
    assert _frame_pixels(win, pile) > 20
