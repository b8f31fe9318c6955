"""A drag the player does not finish with a release over the table.

A dialog opened by its shortcut while a card was held (Ctrl+, or Ctrl+N) took the release,
and the card stayed floating over the table where nothing could pick it up again; Escape did
nothing to a dragged card; an undo by key under a dragged waste card let the release play
the card that came up in its place; a resize left the dragged card away from the pointer's
next move. Each of these is tried here the way a player meets it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from qvoleurs.engine.rules import WASTE, column_pile
from qvoleurs.ui.window import MainWindow
from tests.test_window import assert_in_place, card_of, drag, mouse, pile_point, point, window

C = column_pile
CTRL = Qt.KeyboardModifier.ControlModifier
LEFT, NO_BUTTON = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton

__all__ = ["window"]  # fixture


def release_over(win: MainWindow, pile: int) -> None:
    mouse(win, QEvent.Type.MouseButtonRelease, pile_point(win, pile), NO_BUTTON)


def settled(win: MainWindow) -> None:
    win.table_scene.finish_animation()
    assert_in_place(win)
    assert win.table_scene.dragging == set()
    assert win.table_scene.highlighted == []


def test_a_dialog_opened_by_its_shortcut_during_a_drag_puts_the_card_back(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(window.isActiveWindow)
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(8)), release=False)
    assert window.table_scene.dragging == {eight}
    while_open: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, look)
            return
        assert isinstance(dialog, QDialog)
        try:
            settled(window)  # back on column 1 while the dialog is open, not floating
            while_open.append(True)
        finally:
            dialog.reject()

    QTimer.singleShot(0, look)
    qtbot.keyClick(window.view, Qt.Key.Key_Comma, CTRL)  # Edit > Preferences
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert while_open == [True]
    release_over(window, C(2))  # the button let go after the dialog: no move
    assert window.model.move_counter == 0
    settled(window)
    drag(window, point(window, eight), pile_point(window, C(2)))  # the card can be picked up again
    assert window.model.position.top(C(2)) == eight


def test_escape_puts_a_dragged_card_back(qtbot: QtBot, window: MainWindow) -> None:
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(2)), release=False)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    settled(window)
    mouse(window, QEvent.Type.MouseMove, pile_point(window, C(3)), LEFT)  # the card no longer follows
    settled(window)
    release_over(window, C(3))
    assert window.model.move_counter == 0
    settled(window)


def test_an_undo_by_key_under_a_dragged_waste_card_plays_no_other_card(qtbot: QtBot, window: MainWindow) -> None:
    """Drawn, dragged, undone: the drawn card is back in the stock and the 5 of clubs is the
    waste's top; a release over the 6 of clubs once played the 5 of clubs, a move the player
    never made."""
    qtbot.waitUntil(window.isActiveWindow)
    before = window.model.position.copy()
    window.model.draw()
    drawn = card_of(window, WASTE)
    drag(window, point(window, drawn), pile_point(window, C(6)), release=False)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert window.model.position == before
    settled(window)
    release_over(window, C(6))
    assert window.model.position == before
    settled(window)


def test_a_move_elsewhere_during_a_drag_leaves_the_card_in_hand(window: MainWindow) -> None:
    """The ace of hearts goes home by a click while the 8 of spades is held: the 8 is still
    where the drag took it from, so the drag goes on and its release plays it."""
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(2)), release=False)
    assert window.model.click_card(C(4))
    assert window.table_scene.dragging == {eight}
    release_over(window, C(2))
    assert window.model.position.top(C(2)) == eight
    settled(window)


def test_a_new_game_during_a_drag_deals_the_held_card_with_the_others(window: MainWindow) -> None:
    drag(window, point(window, card_of(window, C(1))), pile_point(window, C(2)), release=False)
    window.new_game()  # no question: the preferences under test do not ask
    settled(window)
    assert window.view._press is None
    release_over(window, C(2))
    assert window.model.move_counter == 0


def test_a_dragged_card_stays_under_the_pointer_through_a_resize(qtbot: QtBot, window: MainWindow) -> None:
    """The table laid out again (full screen, a window manager's resize) while a card is
    held by its corner: the pointer still holds it there on its new size, and the next move
    carries it on from there."""
    view, scene = window.view, window.table_scene
    eight = card_of(window, C(1))
    item = scene.cards[eight]
    rect = item.sceneBoundingRect()
    corner = view.mapFromScene(rect.bottomRight() - QPointF(rect.width() / 10, rect.height() / 10))
    at = pile_point(window, C(8))
    drag(window, corner, at, release=False)
    width = scene.table.card_width
    window.resize(700, 500)
    qtbot.waitUntil(lambda: scene.table.card_width < width * 0.8)
    pointer, held = view.mapToScene(at), item.sceneBoundingRect()
    assert held.width() == scene.table.card_width
    assert held.contains(pointer)
    assert (pointer.x() - held.left()) / held.width() > 0.8  # still by its corner
    before = item.pos()
    mouse(window, QEvent.Type.MouseMove, QPointF(at) + QPointF(3, 2), LEFT)
    assert item.pos() - before == QPointF(3, 2)  # no jump
    grip = view.mapToScene(at) + QPointF(3, 2) - item.pos()
    over = scene.top_rect(C(2)).topLeft() + grip  # the card right over column 2's top card
    mouse(window, QEvent.Type.MouseMove, view.mapFromScene(over), LEFT)
    release_over(window, C(2))
    assert window.model.position.top(C(2)) == eight
    settled(window)
