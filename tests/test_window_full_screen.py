"""Full screen as in Aisleriot: the menu bar gives its room to the table, every menu action
keeps its shortcut, Escape leaves (unless the table needs it), and a start in full screen
looks the same."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QMenuBar
from pytestqt.qtbot import QtBot

from qvoleurs.engine import Deal, Game, Rule
from qvoleurs.engine.rules import column_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.positions import build
from tests.test_window import card_of, drag, game_at, mouse, play_position, point


@pytest.fixture
def window(open_window: OpenWindow, prefs: Preferences) -> MainWindow:
    return open_window(GameModel(game_at(play_position()), prefs), prefs, size=(1100, 760))


def full_screen(qtbot: QtBot, win: MainWindow, on: bool = True) -> None:
    if on:
        win.showFullScreen()
    else:
        win.showNormal()
    qtbot.waitUntil(lambda: win.isFullScreen() == on, timeout=1000)


def active(qtbot: QtBot, win: MainWindow) -> None:
    """Shortcuts reach the active window only."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    win.view.setFocus()


def assert_table_fills_between_the_bars(win: MainWindow) -> None:
    """The view starts where the menu bar ends (at the top when it is hidden) and reaches
    down to the status bar."""
    bar = win.menuBar()
    top = bar.geometry().bottom() + 1 if bar.isVisible() else 0
    view = win.view.geometry()
    assert view.top() == top
    assert view.bottom() + 1 == win.statusBar().geometry().top()


def test_full_screen_hides_the_menu_bar_and_gives_its_room_to_the_table(qtbot: QtBot, window: MainWindow) -> None:
    active(qtbot, window)
    bar_height = window.menuBar().height()
    assert window.menuBar().isVisible() and bar_height > 0
    assert_table_fills_between_the_bars(window)
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=1000)
    qtbot.waitUntil(lambda: window.view.geometry().top() == 0, timeout=1000)
    assert not window.menuBar().isVisible()
    assert window.statusBar().isVisible()  # score, moves, stock and time stay in sight
    assert_table_fills_between_the_bars(window)
    assert window.view.height() == window.height() - window.statusBar().height()
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=1000)
    assert window.menuBar().isVisible() and not window.full_screen_action.isChecked()
    qtbot.waitUntil(lambda: window.view.geometry().top() == window.menuBar().height(), timeout=1000)
    assert window.menuBar().height() == bar_height
    assert_table_fills_between_the_bars(window)


def test_escape_leaves_full_screen_and_does_nothing_outside_it(qtbot: QtBot, window: MainWindow) -> None:
    active(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.isFullScreen() and window.menuBar().isVisible()
    full_screen(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=1000)
    assert window.menuBar().isVisible() and not window.full_screen_action.isChecked()


def test_escape_closes_a_message_over_the_cards_and_in_full_screen_leaves_it(qtbot: QtBot, window: MainWindow) -> None:
    """A notice lies over the lower table for up to 25 s and lets clicks through to the cards:
    Escape closes it (with one it interrupted). In full screen Escape still leaves full
    screen, as the message there says, and does not only close that message."""
    active(qtbot, window)
    toast = window.view.toast
    toast.show_message("Your saved game was damaged, so the save before it was restored.", 8000, hold=True)
    window.show_reminder(Rule.NOTHING_ON_ACE)  # a passing one over that notice
    assert toast.held_text()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not toast.isVisible() and not toast.held_text()
    qtbot.wait(50)
    assert not toast.isVisible()  # the notice it interrupted does not come back either
    full_screen(qtbot, window)
    active(qtbot, window)
    window.show_message("A message over the cards.")
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=1000)


def test_escape_puts_a_picked_up_card_back_first(qtbot: QtBot, window: MainWindow) -> None:
    active(qtbot, window)
    full_screen(qtbot, window)
    window.view.set_focused_pile(column_pile(1))
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert window.table_scene.picked is not None
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.table_scene.picked is None
    assert window.isFullScreen() and not window.menuBar().isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # nothing in the hand now: out of full screen
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=1000)


def test_escape_during_a_drag_puts_the_card_back_and_keeps_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    """Escape is the drag's, as in a file manager: the card goes back; full screen stays."""
    active(qtbot, window)
    full_screen(qtbot, window)
    eight = window.model.position.top(column_pile(1))
    target = window.view.mapFromScene(window.table_scene.top_rect(column_pile(2)).center())
    drag(window, point(window, eight or 0), target, release=False)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.isFullScreen() and not window.menuBar().isVisible()
    mouse(window, QEvent.Type.MouseButtonRelease, QPointF(QPoint(target)), Qt.MouseButton.NoButton)
    assert window.model.position.top(column_pile(1)) == eight and window.model.move_counter == 0


def test_every_menu_action_keeps_its_shortcut_in_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    full_screen(qtbot, window)
    on_window = set(window.actions())
    menus = [a.menu() for a in window.menuBar().actions()]
    in_menus = [a for m in menus if isinstance(m, QMenu) for a in m.actions() if not a.isSeparator()]
    assert window.undo_action in in_menus and window.full_screen_action in in_menus
    for action in in_menus:
        assert action in on_window, action.text()  # a hidden menu bar's actions have no shortcut of their own
    with_keys = [a for a in in_menus if not a.shortcut().isEmpty()]
    assert len(with_keys) >= 10


def test_undo_and_new_game_by_their_keys_in_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    active(qtbot, window)
    full_screen(qtbot, window)
    assert not window.menuBar().isVisible()
    before = window.model.position.copy()
    window.model.draw()
    assert window.model.position != before
    undo = window.undo_action.shortcut()
    assert undo == QKeySequence("Ctrl+Z")
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.position == before
    code = window.model.deal_code
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.model.deal_code != code and not window.model.game.is_started()
    assert window.isFullScreen()


def test_a_start_in_full_screen_hides_the_menu_bar(qtbot: QtBot, open_window: OpenWindow, prefs: Preferences) -> None:
    def model() -> GameModel:
        return GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs)

    first = open_window(model(), prefs)
    full_screen(qtbot, first)
    first.close()  # remembers the full screen
    again = open_window(model(), prefs)
    assert again.isFullScreen() and again.full_screen_action.isChecked()
    assert not again.menuBar().isVisible()
    qtbot.waitUntil(lambda: again.view.geometry().top() == 0, timeout=1000)
    assert_table_fills_between_the_bars(again)
    active(qtbot, again)
    qtbot.keyClick(again.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not again.isFullScreen(), timeout=1000)
    assert again.menuBar().isVisible()


def test_the_shortcuts_page_lists_escape_for_leaving_full_screen(window: MainWindow) -> None:
    from qvoleurs.ui.dialogs.shortcuts import shortcut_rows

    rows = [(r.group, r.what, r.keys) for r in shortcut_rows(window)]
    assert ("Other", "Leave full screen", "Esc") in rows
    assert ("View", "Full Screen") in [(g, w) for g, w, _ in rows]


def over_the_table(win: MainWindow) -> QMenuBar:
    """The bar of menus shown in full screen: over the table's top edge, the table unmoved."""
    bar = win.full_screen_bar
    assert bar is not None and bar.isVisible() and not win.menuBar().isVisible()
    assert bar.geometry().top() == 0 and bar.width() == win.width()
    assert [a.menu() for a in bar.actions()] == list(win.menus)
    assert win.view.geometry().top() == 0  # no card moved down to make room for it
    return bar


def test_f10_opens_the_menus_in_full_screen_over_the_table_which_stays_where_it_is(
    qtbot: QtBot, window: MainWindow
) -> None:
    active(qtbot, window)
    full_screen(qtbot, window)
    qtbot.waitUntil(lambda: window.view.geometry().top() == 0, timeout=1000)
    table = window.view.geometry()
    qtbot.keyClick(window.view, Qt.Key.Key_F10)
    qtbot.waitUntil(window.game_menu.isVisible, timeout=1000)
    bar = over_the_table(window)
    assert window.view.geometry() == table
    assert window.isFullScreen() and window.screen().geometry().contains(window.game_menu.geometry())
    assert window.game_menu.geometry().top() >= bar.mapToGlobal(bar.rect().bottomLeft()).y()  # below it
    qtbot.keyClick(window.game_menu, Qt.Key.Key_Right)  # on to the next menu: the bar stays
    qtbot.waitUntil(window.edit_menu.isVisible, timeout=1000)
    for _ in range(3):  # the zero-time timer the closed menu started runs in one of these
        QCoreApplication.processEvents()
    over_the_table(window)
    assert window.view.geometry() == table
    qtbot.keyClick(window.edit_menu, Qt.Key.Key_Escape)  # the menu closes, its title stays lit on the bar
    qtbot.waitUntil(lambda: not window.edit_menu.isVisible(), timeout=1000)
    for _ in range(3):
        QCoreApplication.processEvents()
    assert over_the_table(window).hasFocus() and bar.activeAction() is window.edit_menu.menuAction()
    qtbot.keyClick(bar, Qt.Key.Key_Escape)  # leaves the bar, not full screen
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=1000)
    assert window.isFullScreen() and not window.edit_menu.isVisible() and not window.menuBar().isVisible()
    assert window.view.hasFocus() and window.view.geometry() == table  # the table never moved
    assert_table_fills_between_the_bars(window)
    full_screen(qtbot, window, on=False)
    qtbot.keyClick(window.view, Qt.Key.Key_F10)  # outside full screen: the window's own bar
    qtbot.waitUntil(window.game_menu.isVisible, timeout=1000)
    assert window.menuBar().isVisible() and not bar.isVisible()
    qtbot.keyClick(window.game_menu, Qt.Key.Key_Escape)


def test_f10_opens_the_game_menu_outside_full_screen_too(qtbot: QtBot, window: MainWindow) -> None:
    active(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_F10)
    qtbot.waitUntil(window.game_menu.isVisible, timeout=1000)
    # its first item lit, as Alt+G lights it: Enter acts at once (it did nothing)
    assert window.game_menu.activeAction() is window.game_menu.actions()[0]
    qtbot.keyClick(window.game_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.game_menu.isVisible(), timeout=1000)
    assert window.menuBar().isVisible()


@pytest.mark.parametrize(("key", "menu"), [(Qt.Key.Key_E, "edit_menu"), (Qt.Key.Key_H, "help_menu")])
def test_alt_and_a_menus_letter_open_it_in_full_screen(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, menu: str
) -> None:
    active(qtbot, window)
    full_screen(qtbot, window)
    qtbot.waitUntil(lambda: not window.menuBar().isVisible(), timeout=1000)
    opened: QMenu = getattr(window, menu)
    qtbot.keyClick(window.view, key, Qt.KeyboardModifier.AltModifier)  # &Edit, &Help
    qtbot.waitUntil(opened.isVisible, timeout=1000)
    bar = over_the_table(window)
    assert window.isFullScreen()
    qtbot.keyClick(opened, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not opened.isVisible(), timeout=1000)
    qtbot.keyClick(bar, Qt.Key.Key_Escape)  # the second Escape leaves the bar, whose title the first left lit
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=1000)
    # (where the focus goes back is seen under a window manager: offscreen the closed menu stays the active window)
    assert not window.menuBar().isVisible() and window.isFullScreen()


def test_a_click_closes_a_notice_to_read_and_passes_a_reminder_through_to_the_cards(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A mouse player has no Escape in mind: a start-up notice covers the lower table for up
    to 25 s, so a click on it closes it. A passing reminder still lets clicks reach the cards."""
    active(qtbot, window)
    view, toast = window.view, window.view.toast
    window.show_reminder(Rule.NOTHING_ON_ACE)
    assert toast.isVisible()
    assert view.childAt(toast.geometry().center()) is not toast  # the click goes to the table
    toast.show_message("Your saved game was damaged, so the save before it was restored.", 8000, hold=True)
    assert view.childAt(toast.geometry().center()) is toast
    assert toast.toolTip() == "Click or press Esc to close"
    qtbot.mouseClick(toast, Qt.MouseButton.LeftButton)
    assert not toast.isVisible() and not toast.held_text()


def test_a_card_dragged_onto_a_column_under_a_notice_to_read_lands_there(
    qtbot: QtBot, open_window: OpenWindow, prefs: Preferences
) -> None:
    """A notice to read takes clicks, but a drag belongs to the table that took the press:
    a card dropped where a long column ends under the notice goes onto that column, and the
    notice stays. The events go through the window, as the platform's do, so that Qt picks
    the widget under the pointer (and keeps the one pressed for the moves and the release)."""
    long_run = ["KD", "QC", "JD", "TC", "9D", "8C", "7D", "6C", "5D", "4C", "3D", "KH", "QS", "JH", "2H", "3H", "TS"]
    position = build(columns={1: ["9H"], 5: long_run, 3: ["2C", "9S"]})
    model = GameModel(game_at(position), prefs)
    win = open_window(model, prefs, size=(1100, 760))
    view, toast = win.view, win.view.toast
    toast.show_message("Your saved game was damaged, so the save before it was restored.", 60000, hold=True)
    nine = card_of(win, column_pile(3))
    last = view.mapFromScene(win.table_scene.top_rect(column_pile(5))).boundingRect()
    covered = last.intersected(toast.geometry())
    assert not covered.isEmpty()  # the column's last card lies partly under the notice
    target = covered.center()
    assert view.viewport().childAt(target) is toast  # the notice lies on the viewport, as the cards do
    handle = win.windowHandle()

    def at(p: QPoint) -> QPoint:
        return view.viewport().mapTo(win, p)

    start = point(win, nine)
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(start))
    for k in range(1, 9):
        QTest.mouseMove(handle, at(start + (target - start) * k / 8))
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(target))
    assert model.position.top(column_pile(5)) == nine
    assert toast.isVisible() and toast.held_text()


def test_a_key_that_reaches_an_idle_menu_bar_goes_to_the_table(qtbot: QtBot, window: MainWindow) -> None:
    """The bar holding the focus with nothing lit (met under a window manager after F10 and
    Escape twice) took every arrow and did nothing with it."""
    active(qtbot, window)
    bar = window.menuBar()
    before = window.view.focused_pile()
    bar.setFocus()
    assert bar.hasFocus() and bar.activeAction() is None
    qtbot.keyClick(bar, Qt.Key.Key_Right)  # before the event loop's next turn, where the focus goes back anyway
    assert window.view.hasFocus() and window.view.focused_pile() != before


def test_the_pointer_at_the_top_edge_shows_the_menus_and_their_way_out(qtbot: QtBot, window: MainWindow) -> None:
    """A player with a mouse alone could not leave full screen: the menus came back only by
    key. The pointer at the screen's top edge shows them over the table (not while a card is
    dragged), View ▸ Full Screen leaves, and they go when the pointer is back on the table."""
    active(qtbot, window)
    vp = window.view.viewport()
    mouse(window, QEvent.Type.MouseMove, QPointF(300, 0), Qt.MouseButton.NoButton)
    assert window.full_screen_bar is None or not window.full_screen_bar.isVisible()  # the window's own bar is there
    full_screen(qtbot, window)
    qtbot.waitUntil(lambda: window.view.geometry().top() == 0, timeout=1000)
    drag(window, point(window, card_of(window, column_pile(1))), QPoint(300, 0), release=False)
    assert window.full_screen_bar is None or not window.full_screen_bar.isVisible()  # a card in the hand
    mouse(window, QEvent.Type.MouseButtonRelease, QPoint(300, 0), Qt.MouseButton.NoButton)
    mouse(window, QEvent.Type.MouseMove, QPointF(300, 40), Qt.MouseButton.NoButton)
    bar = window.full_screen_bar
    assert bar is None or not bar.isVisible()  # the table's own top rows: no menus
    mouse(window, QEvent.Type.MouseMove, QPointF(300, 0), Qt.MouseButton.NoButton)
    bar = window.full_screen_bar
    assert bar is not None and bar.isVisible() and bar.geometry().top() == 0 and bar.width() == window.width()
    assert window.view.geometry().top() == 0  # over the table, which stays where it is
    mouse(window, QEvent.Type.MouseMove, QPointF(300, 300), Qt.MouseButton.NoButton)  # back on the table
    assert not bar.isVisible()
    mouse(window, QEvent.Type.MouseMove, QPointF(vp.width() - 5, 1), Qt.MouseButton.NoButton)
    assert bar.isVisible()
    view_menu = next(a.menu() for a in bar.actions() if a.menu() is window.view_menu)
    assert window.full_screen_action in view_menu.actions()
    window.full_screen_action.trigger()  # View ▸ Full Screen, as a click on it does
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=1000)
    assert window.menuBar().isVisible() and not bar.isVisible()


def test_full_screen_shows_a_player_with_a_mouse_the_way_out_too(qtbot: QtBot, window: MainWindow) -> None:
    """Mouse alone at 800×600: full screen showed only "press F11 or Esc to leave it", and
    nothing of the menus that the pointer at the screen's top edge brings back. The message
    over the table names both (a screen reader hears the keys alone), and goes with full screen."""
    active(qtbot, window)
    full_screen(qtbot, window)
    toast = window.view.toast
    assert toast.isVisible()
    assert toast.text() == (
        "Full screen: press F11 or Esc to leave it, or move the pointer to the top edge for the menus"
    )
    full_screen(qtbot, window, on=False)
    assert not toast.isVisible()


def test_a_menu_opened_from_the_top_edge_and_closed_by_escape_goes_with_the_pointer(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A menu opened at the top edge with the mouse and closed with Escape left the bar over
    the table, its title lit and holding the keys, wherever the pointer went: the arrows moved
    between the menus' titles, not over the cards, until a second Escape. The pointer back on
    the table takes the bar away and gives the keys back to the cards, as in a browser."""
    active(qtbot, window)
    full_screen(qtbot, window)
    qtbot.waitUntil(lambda: window.view.geometry().top() == 0, timeout=1000)
    mouse(window, QEvent.Type.MouseMove, QPointF(300, 0), Qt.MouseButton.NoButton)
    bar = window.full_screen_bar
    assert bar is not None and bar.isVisible()
    view_title = next(a for a in bar.actions() if a.menu() is window.view_menu)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(view_title).center())
    qtbot.waitUntil(window.view_menu.isVisible, timeout=1000)
    qtbot.keyClick(window.view_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.view_menu.isVisible(), timeout=1000)
    assert bar.isVisible() and bar.hasFocus()  # Qt's keyboard mode: its title lit (LitMenuBar)
    mouse(window, QEvent.Type.MouseMove, QPointF(300, 300), Qt.MouseButton.NoButton)  # back on the table
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=1000)
    qtbot.waitUntil(window.view.hasFocus, timeout=1000)
    focused = window.view.focused_pile()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.view.focused_pile() != focused  # the arrows move over the cards again
    assert window.isFullScreen()
