"""The game window driven like a player: mouse and keyboard events at the cards' places."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent, QTextLayout
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.deal_code_messages import WORD_JOINER, keep_codes_whole
from qvoleurs.engine import BoardDescription, Deal, Game, Move, Position, Rule
from qvoleurs.engine import game as game_module
from qvoleurs.engine.cards import card_text
from qvoleurs.engine.describe import describe_lines
from qvoleurs.engine.rules import FOUNDATION_PILES, STOCK, WASTE, column_pile, foundation_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.reminders import RULE_REMINDERS
from qvoleurs.ui.dialogs.text import TextDialog
from qvoleurs.ui.line_breaks import NO_BREAK_SPACE
from qvoleurs.ui.mnemonics import mnemonic_letter
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.languages import language_restored
from tests.positions import build

C = column_pile
F = foundation_pile


def game_at(position: Position) -> Game:
    """A game (of a real deal, for its code) set to a hand-built position."""
    return Game.from_position(position, Deal.from_code("FT1-N-AAAAAAV"))


def play_position() -> Position:
    """8S on c1 fits on 9S of c2 and c3 (c3 longer); AH on c4 over 5S, which fits on 6S of c5;
    the waste 5C fits only on 6C of c6; c10 is empty; the stock starts with KD."""
    return build(
        columns={
            1: ["9H", "8S"],
            2: ["4D", "9S"],
            3: ["2C", "3C", "7C", "9S"],
            4: ["5S", "AH"],
            5: ["QD", "6S"],
            6: ["2D", "6C"],
            7: ["KC"],
            8: ["QC"],
            9: ["JC"],
        },
        waste=["5C"],
        stock=["KD", "4C"],
    )


@pytest.fixture
def window(open_window: OpenWindow, prefs: Preferences) -> MainWindow:
    win = open_window(GameModel(game_at(play_position()), prefs), prefs, size=(1100, 760))
    win.view.setFocus()
    return win


def card_of(win: MainWindow, pile: int, index: int = -1) -> int:
    return win.model.position.piles[pile][index]


def point(win: MainWindow, card: int) -> QPoint:
    """Viewport coordinates of the visible part of a card."""
    return win.view.mapFromScene(win.view.scene_point(card))


def pile_point(win: MainWindow, pile: int) -> QPoint:
    return win.view.mapFromScene(win.table_scene.top_rect(pile).center())


def click(qtbot: QtBot, win: MainWindow, pos: QPoint) -> None:
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def double_click(win: MainWindow, pos: QPoint) -> None:
    """What the platform sends for a double-click: press, release, double-click, release."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    mouse(win, QEvent.Type.MouseButtonPress, pos, left)
    mouse(win, QEvent.Type.MouseButtonRelease, pos, none)
    mouse(win, QEvent.Type.MouseButtonDblClick, pos, left)
    mouse(win, QEvent.Type.MouseButtonRelease, pos, none)


def mouse(win: MainWindow, kind: QEvent.Type, pos: QPoint | QPointF, buttons: Qt.MouseButton) -> None:
    vp = win.view.viewport()
    p = QPointF(pos)
    event = QMouseEvent(kind, p, vp.mapToGlobal(p), Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, event)


def drag(win: MainWindow, start: QPoint, end: QPoint, release: bool = True) -> None:
    """Press at `start`, move in steps to `end`, release there."""
    left = Qt.MouseButton.LeftButton
    mouse(win, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 6):
        mouse(win, QEvent.Type.MouseMove, QPointF(start) + (QPointF(end) - QPointF(start)) * k / 5, left)
    if release:
        mouse(win, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def assert_in_place(win: MainWindow) -> None:
    """Every card item sits where the engine says (pile and index)."""
    scene = win.table_scene
    for pile, cards in enumerate(win.model.position.piles):
        for index, card in enumerate(cards):
            item = scene.cards[card]
            assert scene.places[card] == (pile, index)
            assert item.pos() == scene.table.card_origin(pile, index, len(cards)), (card_text(card), pile, index)
            assert item.face_up == (pile != STOCK)


# -- the stock ---------------------------------------------------------------------------------


def test_a_click_on_the_stock_draws_the_next_card(qtbot: QtBot, window: MainWindow) -> None:
    stock_top = card_of(window, STOCK)
    left = window.model.stock_count
    click(qtbot, window, point(window, stock_top))
    assert window.model.position.top(WASTE) == stock_top
    assert window.model.stock_count == left - 1
    assert window.stock_label.text() == f"Stock: {left - 1}"
    assert window.table_scene.badge.isVisible()
    assert_in_place(window)
    assert window.table_scene.cards[stock_top].face_up


def test_the_used_up_stock_shows_no_redeal_and_reminds_on_click(qtbot: QtBot, window: MainWindow) -> None:
    while window.model.stock_count:
        window.model.draw()
    assert window.stock_label.text() == "Stock: empty"
    assert not window.table_scene.badge.isVisible()
    click(qtbot, window, pile_point(window, STOCK))
    assert window.view.toast.isVisible()
    assert window.view.toast.text() == RULE_REMINDERS[Rule.STOCK_EMPTY]


# -- clicks --------------------------------------------------------------------------------------


def test_a_click_sends_a_card_home_and_a_click_that_fits_nowhere_does_nothing(qtbot: QtBot, window: MainWindow) -> None:
    ace = card_of(window, C(4))
    click(qtbot, window, point(window, ace))
    assert window.model.position.top(F(2)) == ace
    assert_in_place(window)
    before = window.model.position.copy()
    click(qtbot, window, point(window, card_of(window, C(1))))  # 8S: no foundation takes it
    assert window.model.position == before
    assert window.model.move_counter == 1


def test_a_click_on_the_waste_card_goes_to_a_column_when_no_foundation_takes_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    five = card_of(window, WASTE)
    click(qtbot, window, point(window, five))
    assert window.model.position.top(C(6)) == five
    assert window.score_label.text() == "Score: 5"


def test_a_click_on_a_covered_card_does_nothing(qtbot: QtBot, window: MainWindow) -> None:
    before = window.model.position.copy()
    click(qtbot, window, point(window, card_of(window, C(3), 1)))
    assert window.model.position == before


def test_a_double_click_sends_a_card_to_the_longest_column_in_one_move(qtbot: QtBot, window: MainWindow) -> None:
    eight = card_of(window, C(1))
    double_click(window, point(window, eight))
    assert window.model.position.top(C(3)) == eight
    assert window.model.move_counter == 1
    assert_in_place(window)


def test_a_double_click_whose_first_click_moved_makes_no_second_move(qtbot: QtBot, window: MainWindow) -> None:
    ace = card_of(window, C(4))
    five = card_of(window, C(4), 0)
    # the first click sends AH home; 5S below it would fit on 6S, but must stay
    double_click(window, point(window, ace))
    assert window.model.position.top(F(2)) == ace
    assert window.model.position.top(C(4)) == five
    assert window.model.move_counter == 1


def test_double_click_switched_off_does_only_the_click(qtbot: QtBot, window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.DOUBLE_CLICK, False)
    before = window.model.position.copy()
    double_click(window, point(window, card_of(window, C(1))))
    assert window.model.position == before


# -- drag and drop ---------------------------------------------------------------------------------


def test_drag_to_a_legal_pile_moves_the_card(window: MainWindow) -> None:
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(2)))
    assert window.model.position.top(C(2)) == eight
    assert window.model.game.peek() == Move(C(1), C(2))
    assert_in_place(window)


@pytest.mark.parametrize("other", [Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton])
@pytest.mark.parametrize("let_go", ["on a pile that takes it", "on the table"])
def test_another_button_clicked_during_a_drag_leaves_the_drag_going(
    window: MainWindow, other: Qt.MouseButton, let_go: str
) -> None:
    """A right or middle click while the left button held a card ended the drag: the card
    stayed where the click was, its column looked empty, and the lit piles stayed lit until
    the next drag. The drag goes on; letting go of the left button ends it as always."""
    eight = card_of(window, C(1))
    end = pile_point(window, C(2)) if let_go == "on a pile that takes it" else QPoint(5, 5)
    drag(window, point(window, eight), end, release=False)
    vp = window.view.viewport()
    left = Qt.MouseButton.LeftButton
    for kind, buttons in ((QEvent.Type.MouseButtonPress, left | other), (QEvent.Type.MouseButtonRelease, left)):
        event = QMouseEvent(
            kind, QPointF(end), vp.mapToGlobal(QPointF(end)), other, buttons, Qt.KeyboardModifier.NoModifier
        )
        QApplication.sendEvent(vp, event)
    assert window.table_scene.dragging  # still in the hand
    mouse(window, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    if let_go == "on a pile that takes it":
        assert window.model.game.peek() == Move(C(1), C(2))
    else:
        assert window.model.position.top(C(1)) == eight
    window.table_scene.finish_animation()
    assert_in_place(window)
    assert not window.table_scene.dragging and window.table_scene.highlighted == []


def test_a_card_let_go_below_a_column_goes_onto_it(window: MainWindow) -> None:
    """The column's top card was lit, but a card let go just under the column flew back
    without a word."""
    eight = card_of(window, C(1))
    table = window.table_scene.table
    below = table.top_card_rect(C(2), len(window.model.position.piles[C(2)]))
    spot = QPointF(below.center().x(), below.bottom() + table.card_height * 0.6)  # the card clear of it
    drag(window, point(window, eight), window.view.mapFromScene(spot))
    assert window.model.game.peek() == Move(C(1), C(2))
    assert_in_place(window)


def test_drag_to_an_illegal_pile_changes_nothing_and_shows_the_rule(window: MainWindow) -> None:
    eight = card_of(window, C(1))
    before = window.model.position.copy()
    drag(window, point(window, eight), pile_point(window, C(4)))  # onto AH: nothing goes on an ace
    assert window.model.position == before
    assert window.view.toast.isVisible()
    assert window.view.toast.text() == RULE_REMINDERS[Rule.NOTHING_ON_ACE]
    assert_in_place(window)  # flown back


def test_a_card_let_go_mostly_over_a_pile_that_refuses_it_goes_onto_the_lit_one_it_covers_too(
    window: MainWindow,
) -> None:
    """A card let go on a lit pile but over more of the pile beside it flew back with the rule
    about the pile it lay on (the 5 of spades on the lit 6 of spades: "goes only onto 6 of
    spades"). As in KPatience, the piles that take it come first; over none of them, the
    rule of the one it lies on most is still shown."""
    scene, table = window.table_scene, window.table_scene.table
    eight = card_of(window, C(1))
    item = scene.cards[eight]
    taking, refusing = (table.drop_rect(pile, scene.pile_count(pile)) for pile in (C(3), C(4)))  # 9S, AH
    spot = QPointF(taking.left() + 0.6 * (refusing.left() - taking.left()), scene.top_rect(C(4)).top())
    card = QRectF(spot, item.boundingRect().size())

    def area(pile_rect: QRectF) -> float:
        overlap = card.intersected(pile_rect)
        return overlap.width() * overlap.height()

    assert area(refusing) > area(taking) > 0  # more over the ace, some over the lit 9 of spades
    start = window.view.scene_point(eight)
    drag(window, window.view.mapFromScene(start), window.view.mapFromScene(start + spot - item.pos()))
    assert window.model.game.peek() == Move(C(1), C(3))
    assert not window.view.toast.isVisible()
    assert_in_place(window)


def test_a_refusal_s_message_goes_with_the_next_move(window: MainWindow) -> None:
    """It stayed up over the move the player then made right, describing a move no longer there."""
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(4)))  # onto the ace: refused
    assert window.view.toast.isVisible()
    drag(window, point(window, eight), pile_point(window, C(2)))
    assert window.model.position.top(C(2)) == eight
    assert not window.view.toast.isVisible()


def test_a_covered_card_is_not_taken_up_and_its_rule_shows_at_once(window: MainWindow) -> None:
    """Without supermoves only a top card moves: a drag from a covered card lifted it with the
    cards on it and refused them only when let go, as if they might go somewhere (neither
    Aisleriot nor KPatience lifts them)."""
    covered = card_of(window, C(1), 0)  # 9H under 8S
    before = window.model.position.copy()
    drag(window, point(window, covered), pile_point(window, C(8)), release=False)
    assert not window.table_scene.dragging and window.table_scene.highlighted == []
    assert window.view.toast.isVisible() and window.view.toast.text() == RULE_REMINDERS[Rule.ONLY_TOP_CARD]
    mouse(window, QEvent.Type.MouseButtonRelease, pile_point(window, C(8)), Qt.MouseButton.NoButton)
    assert window.model.position == before
    assert_in_place(window)


def test_no_reminder_when_reminders_are_off(window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.RULE_REMINDERS, False)
    drag(window, point(window, card_of(window, C(1))), pile_point(window, C(4)))
    assert not window.view.toast.isVisible()


def test_a_full_history_is_told_even_with_reminders_off(
    window: MainWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefs.set(settings.RULE_REMINDERS, False)
    monkeypatch.setattr(game_module, "MAX_LINE", len(window.model.game.line))
    before = window.model.position.copy()
    drag(window, point(window, card_of(window, C(1))), pile_point(window, C(2)))  # 8S onto 9S: legal
    assert window.model.position == before  # without its words, the move would just not happen
    assert window.view.toast.isVisible()
    assert window.view.toast.text() == RULE_REMINDERS[Rule.HISTORY_FULL]


def test_the_piles_that_accept_a_dragged_card_light_up(window: MainWindow) -> None:
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(8)), release=False)
    scene = window.table_scene
    assert sorted(scene.highlighted) == [C(2), C(3), C(10)]
    assert len(scene.marks.highlights) == 3
    assert scene.marks.highlights[0] == scene.top_rect(scene.highlighted[0])
    mouse(window, QEvent.Type.MouseButtonRelease, pile_point(window, C(8)), Qt.MouseButton.NoButton)
    assert scene.highlighted == [] and scene.marks.highlights == []


def test_the_card_in_hand_is_drawn_over_the_lit_piles_and_the_stock_s_count(window: MainWindow) -> None:
    """A highlight or the stock's badge drawn over the dragged card would tint or hide it."""
    eight = card_of(window, C(1))
    scene = window.table_scene
    item = scene.cards[eight]
    home = point(window, eight)
    for target in (C(2), STOCK):  # a pile that accepts it, lit; the stock and its badge
        drag(window, home, pile_point(window, target), release=False)
        assert sorted(scene.highlighted) == [C(2), C(3), C(10)]
        over = item.sceneBoundingRect().center() if target != STOCK else scene.badge.sceneBoundingRect().center()
        assert item.sceneBoundingRect().contains(over)
        assert scene.items(over)[0] is item  # topmost where the marks or the badge are drawn
        mouse(window, QEvent.Type.MouseMove, home, Qt.MouseButton.LeftButton)
        mouse(window, QEvent.Type.MouseButtonRelease, home, Qt.MouseButton.NoButton)  # put back: no move
        assert window.model.move_counter == 0


def test_no_highlights_without_placement_help(window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.PLACEMENT_HELP, False)
    drag(window, point(window, card_of(window, C(1))), pile_point(window, C(8)), release=False)
    assert window.table_scene.highlighted == []
    mouse(window, QEvent.Type.MouseButtonRelease, pile_point(window, C(8)), Qt.MouseButton.NoButton)


def test_a_card_released_on_no_pile_flies_back(window: MainWindow) -> None:
    eight = card_of(window, C(1))
    before = window.model.position.copy()
    empty_table = window.view.mapFromScene(QPointF(window.view.viewport().width() - 5, window.view.height() - 5))
    drag(window, point(window, eight), empty_table)
    assert window.model.position == before
    assert not window.view.toast.isVisible()
    assert_in_place(window)


def test_auto_place_sends_a_released_card_to_its_best_place(window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.AUTO_PLACE, True)
    eight = card_of(window, C(1))
    empty_table = QPoint(window.view.viewport().width() - 5, window.view.viewport().height() - 5)
    drag(window, point(window, eight), empty_table)
    assert window.model.position.top(C(3)) == eight  # the longest column that takes it


def test_a_card_dropped_back_on_its_own_pile_stays_even_with_auto_place(window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.AUTO_PLACE, True)
    eight = card_of(window, C(1))  # it would auto-place on 9S of column 3
    before, moves = window.model.position.copy(), window.model.move_counter
    start = point(window, eight)
    for end in (start + QPoint(6, 25), start + QPoint(-10, -8)):  # released over its own column
        drag(window, start, end)
        assert window.model.position == before
        assert window.model.move_counter == moves
        assert not window.view.toast.isVisible()
        assert_in_place(window)


# -- keyboard ----------------------------------------------------------------------------------------


def test_undo_and_redo_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    ace = card_of(window, C(4))
    click(qtbot, window, point(window, ace))
    assert window.undo_action.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.position.top(C(4)) == ace
    assert window.redo_action.isEnabled() and not window.undo_action.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.model.position.top(F(2)) == ace
    assert_in_place(window)


def test_ctrl_y_redoes_where_the_platform_binds_only_ctrl_shift_z(
    qtbot: QtBot, open_window: OpenWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under X11 Qt binds Redo to Ctrl+Shift+Z alone (offscreen it adds Ctrl+Y): so the game adds Ctrl+Y."""
    from PySide6.QtGui import QKeySequence

    from qvoleurs.ui import window as window_module

    def x11_keys(standard: QKeySequence.StandardKey) -> list[QKeySequence]:
        if standard == QKeySequence.StandardKey.Redo:
            return [QKeySequence("Ctrl+Shift+Z")]
        return QKeySequence.keyBindings(standard)

    monkeypatch.setattr(window_module, "_platform_keys", x11_keys)
    win = open_window(GameModel(game_at(play_position()), prefs), prefs, size=(1100, 760))
    qtbot.waitUntil(win.isActiveWindow)  # shortcuts reach the active window only
    win.view.setFocus()
    assert win.redo_action.shortcut() == QKeySequence("Ctrl+Shift+Z")  # the menu shows the platform's own key
    ace = card_of(win, C(4))
    click(qtbot, win, point(win, ace))  # home; then undone, and redone by each key
    qtbot.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert win.model.position.top(F(2)) == ace
    qtbot.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert win.model.position.top(C(4)) == ace
    qtbot.keyClick(win.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert win.model.position.top(F(2)) == ace


def test_arrow_keys_move_a_visible_focus_and_enter_plays_the_card(qtbot: QtBot, window: MainWindow) -> None:
    view, scene = window.view, window.table_scene
    assert view.focused_pile() == C(1) and scene.marks.focus is None  # no mark until a key is pressed
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first key moves and shows the focus
    assert view.focused_pile() == C(2) and scene.marks.focus == scene.top_rect(C(2))
    for _ in range(2):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_pile() == C(4)
    ace = card_of(window, C(4))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.model.position.top(F(2)) == ace
    qtbot.keyClick(view, Qt.Key.Key_Up)  # the top row: foundation 2 sits above column 4
    assert view.focused_pile() == F(2)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focused_pile() == WASTE
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the waste card: no foundation, so to its column
    assert card_text(window.model.position.top(C(6)) or 0) == "5C"


def test_enter_uses_the_double_click_policy_when_a_click_does_nothing(qtbot: QtBot, window: MainWindow) -> None:
    view = window.view
    view.set_focused_pile(C(1))
    eight = card_of(window, C(1))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.model.position.top(C(3)) == eight


def test_space_picks_a_card_up_and_puts_it_on_the_focused_pile(qtbot: QtBot, window: MainWindow) -> None:
    view, scene = window.view, window.table_scene
    view.set_focused_pile(C(1))
    eight = card_of(window, C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.picked == (C(1), 1) and scene.marks.picked is not None
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.model.position.top(C(2)) == eight
    assert scene.picked is None


@pytest.mark.parametrize("help_on", [True, False])
def test_a_card_picked_up_by_keyboard_lights_where_it_may_go(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, help_on: bool
) -> None:
    """A drag lit the accepting piles, Space's pick-up lit none: a keyboard player had to
    try each pile. Lit as for a drag (placement help), and dark again once the hand is empty."""
    prefs.set(settings.PLACEMENT_HELP, help_on)
    view, scene = window.view, window.table_scene
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    lit = [scene.top_rect(p) for p in (C(2), C(3), C(10))] if help_on else []  # the piles a drag of it lights
    assert sorted(scene.marks.highlights, key=lambda r: r.x()) == lit
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.picked is None and scene.marks.highlights == []
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(2))
    qtbot.keyClick(view, Qt.Key.Key_Space)  # put on the next column: moved, nothing lit
    assert scene.picked is None and scene.marks.highlights == []


def test_space_on_an_illegal_pile_shows_the_rule(qtbot: QtBot, window: MainWindow) -> None:
    view = window.view
    view.set_focused_pile(C(1))
    before = window.model.position.copy()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(7))  # KC: wrong suit for 8S
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.model.position == before
    assert window.view.toast.isVisible()


def test_d_draws(qtbot: QtBot, window: MainWindow) -> None:
    left = window.model.stock_count
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.model.stock_count == left - 1


# -- end of game ---------------------------------------------------------------------------------------


def near_won() -> Position:
    """Everything home but KS, the last card of column 1."""
    return build(columns={1: ["KS"]}, foundations={1: 12, 2: 13, 3: 13, 4: 13, 5: 13, 6: 13, 7: 13, 8: 13})


def test_the_last_card_home_wins_with_a_celebration(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow) -> None:
    prefs.set(settings.ANIMATIONS, True)
    prefs.set(settings.ANIMATION_SPEED, "fast")
    model = GameModel(game_at(near_won()), prefs)
    win = open_window(model, prefs)
    king = card_of(win, C(1))
    with qtbot.waitSignal(model.won, timeout=2000):
        click(qtbot, win, point(win, king))
    assert model.is_won()
    assert win.view.won_banner.isVisible()
    assert "You won" in win.view.won_banner.label.text()
    seen = win.view.mapToScene(win.view.viewport().rect()).boundingRect()
    cut_off = []

    def ended() -> bool:  # looked at in each frame of the celebration
        for pile in FOUNDATION_PILES:
            rect = win.table_scene.cards[card_of(win, pile)].sceneBoundingRect()
            if not seen.contains(rect):
                cut_off.append(rect)
        return not win.table_scene.is_animating()

    qtbot.waitUntil(ended, timeout=5000)
    assert not cut_off  # no king went past the edge of the table (it hopped out of sight)
    assert_in_place(win)  # the celebration ends with every card at home


def stuck_after_one_draw() -> Position:
    """One card left in the stock; once drawn nothing fits anywhere."""
    tops = ["2H", "4H", "6H", "8H", "TH", "QH", "2D", "4D", "6D", "8D"]
    return build(columns={i + 1: [t] for i, t in enumerate(tops)}, waste=["3S"], stock=["2C"], foundations={})


def _stuck_position() -> Position:
    """Fill the waste with the rest of the pack under the 3S so the stock holds only 2C."""
    base = stuck_after_one_draw()
    piles = base.piles
    piles[WASTE] = piles[STOCK][:-1] + piles[WASTE]  # keep 2C as the next card drawn
    piles[STOCK] = piles[STOCK][-1:]
    return base


def test_the_stuck_state_is_said_and_offers_undo_and_a_new_game(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    position = _stuck_position()
    assert card_text(position.piles[STOCK][-1]) == "2C"
    model = GameModel(game_at(position), prefs)
    win = open_window(model, prefs)
    with qtbot.waitSignal(model.stuck, timeout=1000):
        click(qtbot, win, point(win, card_of(win, STOCK)))
    banner = win.view.stuck_banner
    assert banner.isVisible() and "No legal move" in banner.label.text()
    qtbot.mouseClick(banner.primary, Qt.MouseButton.LeftButton)  # Undo
    assert model.stock_count == 1 and not banner.isVisible()
    model.draw()
    assert banner.isVisible()
    qtbot.mouseClick(banner.secondary, Qt.MouseButton.LeftButton)  # New game
    assert model.move_counter == 0 and model.stock_count == 64 and not banner.isVisible()


# -- menus and status bar -----------------------------------------------------------------------------


def test_status_bar_shows_score_moves_stock_and_code(window: MainWindow) -> None:
    assert window.score_label.text() == "Score: 0"
    assert window.moves_label.text() == "Moves: 0"
    assert window.stock_label.text() == f"Stock: {window.model.stock_count}"
    assert window.code_label.text() == "FT1-N-AAAAAAV"
    assert window.code_label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse


def test_copy_deal_code_puts_it_on_the_clipboard(window: MainWindow) -> None:
    window.copy_code_action.trigger()
    assert QGuiApplication.clipboard().text() == "FT1-N-AAAAAAV"


class CodeDialog:
    """Answers the real New Game from Code dialog each time it opens: types `answers` in turn
    (then OK, or Cancel for False) and notes the text the dialog offered."""

    def __init__(self, *answers: tuple[str, bool]) -> None:
        self.answers = list(answers)
        self.offered: list[str] = []
        self._until = 0.0
        QTimer.singleShot(0, self._look)

    def _look(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog) or not dialog.isVisible():
            # after the last answer, a while longer: a dialog that comes back unasked is cancelled
            if self.answers or time.monotonic() < self._until:
                QTimer.singleShot(10, self._look)
            return
        # open, or still open after a code it refused: answered (again)
        self.offered.append(dialog.textValue())
        # one answer more than given: cancelled, so that the test fails rather than hangs
        text, ok = self.answers.pop(0) if self.answers else ("", False)
        dialog.setTextValue(text)
        if ok:
            dialog.accept()
        else:
            dialog.reject()
        self._until = time.monotonic() + 1.0
        QTimer.singleShot(10, self._look)


def test_new_game_from_a_pasted_code(window: MainWindow) -> None:
    typist = CodeDialog(("  ft1-s-aaaaaaa ", True))  # (held: Qt's timer keeps no strong reference)
    window.new_code_action.trigger()
    assert not typist.answers
    assert window.model.deal_code == "FT1-S-AAAAAAA"
    assert window.code_label.text() == "FT1-S-AAAAAAA"
    assert_in_place(window)


def test_a_shortcut_s_dialog_after_a_menu_closed_with_escape_gives_the_keys_back_to_the_table(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """Alt+G, Escape, Ctrl+Shift+N: once the dialog is closed the arrow keys move on the table
    again (the menu bar kept the focus, with nothing lit, and took them until Tab)."""
    model = GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs)
    win = open_window(model, prefs)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    qtbot.keyClick(win.view, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(win.game_menu.isVisible)
    qtbot.keyClick(win.game_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not win.game_menu.isVisible())
    bar = win.menuBar()
    assert QApplication.focusWidget() is bar and bar.activeAction() is win.game_menu.menuAction()
    typist = CodeDialog(("FT1-N-AAAAAAB", True))
    shortcut = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(bar, Qt.Key.Key_N, shortcut)
    assert not typist.answers and model.deal_code == "FT1-N-AAAAAAB"
    win.activateWindow()  # as the window manager does once the dialog is gone
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    focused = win.view.focused_pile()
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert win.view.focused_pile() != focused


@pytest.mark.parametrize("choose", ["letter", "enter", "f10", "question"])
def test_a_dialog_chosen_in_a_menu_by_keyboard_opens_without_the_table_between(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow, choose: str
) -> None:
    """Alt+E, then the letter of Preferences (or the arrows and Enter): the menu bar gave the focus back
    to the table before the dialog opened, and a screen reader said the table, with its long
    description, between the menu item and the dialog. So did New Game's question while a game
    is in progress. Once the dialog closes, the table has the focus and the keys."""
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    menu, item, title = win.edit_menu, win.preferences_action, "Preferences"
    if choose == "question":
        prefs.set(settings.CONFIRM_ABANDON, True)
        win.model.draw()  # a game in progress: New Game asks "Abandon this game?" first
        menu, item, title = win.game_menu, win.new_action, "Abandon this game?"
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    if choose == "f10":  # F10 opens the first menu; Right the next, where the arrows go down
        qtbot.keyClick(win.view, Qt.Key.Key_F10)
        qtbot.waitUntil(win.game_menu.isVisible)
        qtbot.keyClick(win.game_menu, Qt.Key.Key_Right)
        for _ in range(win.edit_menu.actions().index(win.preferences_action) - 1):  # a separator on the way
            qtbot.keyClick(win.edit_menu, Qt.Key.Key_Down)
    else:
        qtbot.keyClick(
            win.view, Qt.Key.Key_G if menu is win.game_menu else Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier
        )
    qtbot.waitUntil(menu.isVisible)
    focused: list[str] = []  # where the focus went, told apart as it went (a message box is gone after)

    def moved(_old: QWidget | None, now: QWidget | None) -> None:
        where = (
            "table" if now is win.view else "nowhere" if now is None else "window" if now.window() is win else "dialog"
        )
        focused.append(where)

    shown: list[str] = []
    enabled: list[bool] = []

    def close_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, close_the_dialog)
            return
        if not dialog.isAncestorOf(QApplication.focusWidget()):
            QTimer.singleShot(10, close_the_dialog)
            return
        shown.append(dialog.windowTitle())
        enabled.append(win.view.isEnabled())  # not greyed out behind the dialog, nor "unavailable" to a reader
        dialog.close()

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(moved)
    QTimer.singleShot(0, close_the_dialog)
    try:
        if choose == "letter":
            qtbot.keyClicks(menu, mnemonic_letter(item.text()) or "")
        else:
            if choose != "f10":
                menu.setActiveAction(item)
            assert menu.activeAction() is item
            qtbot.keyClick(menu, Qt.Key.Key_Return)
    finally:
        app.focusChanged.disconnect(moved)  # (the application outlives the test)
    assert shown == [title]
    assert "table" not in focused[: focused.index("dialog")]
    assert enabled == [True] and win.view.isEnabled()
    win.activateWindow()  # as the window manager does once the dialog is gone
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    before = win.view.focused_pile()
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert win.view.focused_pile() != before


def test_a_letter_two_items_share_moves_in_the_menu_and_leaves_the_table_its_keys(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """QMenu triggers an item by its letter only when no other item it can choose underlines
    the same letter; else the letter moves between them, and no dialog comes: the table must
    not go on refusing the focus, waiting for one."""
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    letter = mnemonic_letter(win.preferences_action.text()) or ""
    win.edit_menu.addAction(f"&{letter}x")  # the same letter, an item that opens nothing
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    qtbot.keyClick(win.view, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(win.edit_menu.isVisible)
    qtbot.keyClicks(win.edit_menu, letter)
    assert win.edit_menu.isVisible() and QApplication.activeModalWidget() is None  # no dialog
    assert win.view.isEnabled()
    qtbot.keyClick(win.edit_menu, Qt.Key.Key_Escape)
    qtbot.keyClick(win.menuBar(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)


def table_with_the_keys(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow) -> MainWindow:
    """A window on a fresh deal, active, the keyboard focus on its table."""
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    return win


def test_alt_alone_still_gives_the_menu_bar_the_keys(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow) -> None:
    """Alt pressed and let go lights the first menu title for the arrow keys: the table does
    not take the focus back from a menu bar in use."""
    win = table_with_the_keys(qtbot, prefs, open_window)
    qtbot.keyPress(win.view, Qt.Key.Key_Alt)
    qtbot.keyRelease(win.view, Qt.Key.Key_Alt)
    bar = win.menuBar()
    qtbot.wait(20)  # the event loop's next turns, where an idle bar gives the focus back
    assert QApplication.focusWidget() is bar and bar.activeAction() is win.game_menu.menuAction()
    qtbot.keyClick(bar, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)


def test_f10_then_right_keeps_the_focus_in_the_menus(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow) -> None:
    """F10, then Right: the next menu opens with the focus in the menus (the menu bar holds it,
    as after Alt), not on the table, which a screen reader said over the open menu; Escape goes
    back to the menu's title, Escape again gives the keys back to the table."""
    win = table_with_the_keys(qtbot, prefs, open_window)
    bar = win.menuBar()
    qtbot.keyClick(win.view, Qt.Key.Key_F10)
    qtbot.waitUntil(win.game_menu.isVisible)
    qtbot.keyClick(win.game_menu, Qt.Key.Key_Right)
    qtbot.waitUntil(win.edit_menu.isVisible)
    QApplication.processEvents()  # the turns after the step, where an idle bar gives the focus back
    assert QApplication.focusWidget() is bar and bar.activeAction() is win.edit_menu.menuAction()
    qtbot.keyClick(win.edit_menu, Qt.Key.Key_Left)
    qtbot.waitUntil(win.game_menu.isVisible)
    QApplication.processEvents()
    assert QApplication.focusWidget() is bar
    qtbot.keyClick(win.game_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not win.game_menu.isVisible())
    QApplication.processEvents()
    assert QApplication.focusWidget() is bar and bar.activeAction() is win.game_menu.menuAction()
    qtbot.keyClick(bar, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view)
    focused = win.view.focused_pile()
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert win.view.focused_pile() != focused
    # a command chosen in a menu opened by F10: the keys are the table's again
    qtbot.keyClick(win.view, Qt.Key.Key_F10)
    qtbot.waitUntil(win.game_menu.isVisible)
    qtbot.keyClick(win.game_menu, Qt.Key.Key_Right)
    qtbot.waitUntil(win.edit_menu.isVisible)
    # the first item, greyed (nothing to undo), is where the menu opens: a screen reader names it
    assert win.edit_menu.activeAction() is win.undo_action and not win.undo_action.isEnabled()
    qtbot.keyClick(win.edit_menu, Qt.Key.Key_Return)  # does nothing there
    assert win.edit_menu.isVisible() and win.model.move_counter == 0
    for _ in range(2):  # Redo, greyed too; then Draw
        qtbot.keyClick(win.edit_menu, Qt.Key.Key_Down)
    assert win.edit_menu.activeAction() is win.draw_action
    qtbot.keyClick(win.edit_menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.model.move_counter == 1)
    assert win.focusWidget() is win.view


def test_the_arrow_keys_stop_on_a_greyed_menu_item_and_a_reader_hears_it_greyed(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """Qt's Fusion style skipped greyed items: by ear (Orca 43), Down from Hint said "Demo", and
    a blind player never learnt of Think Longer, greyed until a verdict is not known."""
    from PySide6.QtGui import QAccessible, QPalette

    win = table_with_the_keys(qtbot, prefs, open_window)
    think, menu = win.solver.think_action, win.game_menu
    assert not think.isEnabled()
    qtbot.keyClick(win.view, Qt.Key.Key_F10)
    qtbot.waitUntil(menu.isVisible)
    for _ in range(len(menu.actions())):
        if menu.activeAction() is win.solver.hint_action:
            break
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is win.solver.hint_action
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is think
    # framed in the highlight's colour (Fusion draws no highlight on a greyed item)
    highlight = menu.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    shot, place = menu.grab().toImage(), menu.actionGeometry(think)
    edge = [shot.pixelColor(place.center().x(), y) for y in range(place.top(), place.top() + 3)]
    assert highlight in edge, (highlight.name(), [c.name() for c in edge])
    item = QAccessible.queryAccessibleInterface(menu).child(menu.actions().index(think))
    assert item.text(QAccessible.Text.Name) == "Think Longer" and item.state().disabled
    qtbot.keyClick(menu, Qt.Key.Key_Return)  # greyed: nothing happens, the menu stays
    assert menu.isVisible() and menu.activeAction() is think and think.text() == "Think &Longer"
    qtbot.keyClick(menu, Qt.Key.Key_Escape)


def test_an_open_menu_keeps_the_focus_from_the_table(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow) -> None:
    """A bar whose menu is open but not yet lit looked idle: the table took the focus from
    under it, which closes the menu (by ear, about one Alt and letter in a hundred opened a
    menu that closed at once, the next letter going to the table: under a window manager, with
    the solver's indicator thinking, a cause this guard alone did not remove)."""
    win = table_with_the_keys(qtbot, prefs, open_window)
    bar = win.menuBar()
    qtbot.keyClick(win.view, Qt.Key.Key_F10)
    qtbot.waitUntil(win.game_menu.isVisible)
    bar.activeAction = lambda: None  # type: ignore[method-assign]  # the moment before it is lit
    win.menu_focus._look()
    QApplication.processEvents()
    assert win.game_menu.isVisible() and QApplication.focusWidget() is bar
    del bar.activeAction
    qtbot.keyClick(win.game_menu, Qt.Key.Key_Escape)


def test_an_alt_press_delivered_after_the_letter_it_came_with_leaves_the_menu_open(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """Qt tries a key as a shortcut at once but delivers its press queued: with the event loop
    slow (the solver thinking), Alt+S's letter opened the menu before Alt's press came, and
    that press closed it (under openbox, 2 to 4 of 45 openings; the next letter went to the
    table). A press older than the key that opened the menu is not the menu's; a new one is."""
    win = table_with_the_keys(qtbot, prefs, open_window)

    def key(kind: QEvent.Type, code: Qt.Key, time: int, to: QWidget) -> None:
        event = QKeyEvent(kind, code, Qt.KeyboardModifier.AltModifier)
        event.setTimestamp(time)
        QApplication.sendEvent(to, event)

    key(QEvent.Type.ShortcutOverride, Qt.Key.Key_Alt, 1000, win)  # read together: Alt's try at once,
    key(QEvent.Type.ShortcutOverride, Qt.Key.Key_S, 1008, win)  # the letter's, which opens the menu
    win.menuBar().setActiveAction(win.game_menu.menuAction())
    qtbot.waitUntil(win.game_menu.isVisible)
    key(QEvent.Type.KeyPress, Qt.Key.Key_Alt, 1000, win.game_menu)  # Alt's own press, late
    QApplication.processEvents()
    assert win.game_menu.isVisible()
    key(QEvent.Type.KeyPress, Qt.Key.Key_Alt, 0, win.game_menu)  # one a program sends has no time:
    qtbot.waitUntil(lambda: not win.game_menu.isVisible())  # the menu takes it, as Qt's own
    win.menuBar().setActiveAction(win.game_menu.menuAction())
    qtbot.waitUntil(win.game_menu.isVisible)
    key(QEvent.Type.KeyPress, Qt.Key.Key_Alt, 2000, win.game_menu)  # Alt pressed to close it
    qtbot.waitUntil(lambda: not win.game_menu.isVisible())


def test_a_bad_code_gets_a_clear_message_and_comes_back_to_be_corrected(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from qvoleurs.ui.dialogs.deal_code import DealCodeDialog

    shown: list[str] = []
    over: list[QWidget] = []
    dialog = CodeDialog(("FT1-N-AAAA0AA", True), ("FT1-N-AAAAAAA", True))

    def warn(parent: QWidget, title: str, text: str, *args: object) -> None:
        shown.append(text)
        over.append(parent)
        assert parent.isVisible()  # over the dialog, still open: the focus never goes back to the table

    monkeypatch.setattr(QMessageBox, "warning", warn)
    window.new_code_action.trigger()
    assert len(over) == 1 and isinstance(over[0], DealCodeDialog)
    assert [text.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ") for text in shown] == [
        "FT1-N-AAAA0AA is not a deal code: “0” never appears in one. After the rules letter come seven of the"
        " letters A to Z and the digits 2 to 7."
    ]
    assert shown[0].endswith("2 to" + NO_BREAK_SPACE + "7.")  # never a last line of "7." alone
    assert dialog.offered[1] == "FT1-N-AAAA0AA"  # the text to correct, not an empty field
    assert window.model.deal_code == "FT1-N-AAAAAAA"  # the corrected code is dealt


def test_a_control_character_in_a_code_is_named_by_its_code_point(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pasted from a terminal or a chat, a code may hold an invisible control character:
    quoted as itself, the message would point at nothing the player can see."""
    shown: list[str] = []
    dialog = CodeDialog(("FT1-N-AAA\x1bAAA", True), ("FT1-N-AAAAAAA", False))  # kept: its timer holds it weakly
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: shown.append(text))
    window.new_code_action.trigger()
    assert len(shown) == 1 and "“U+001B” never appears in one" in shown[0], (shown, dialog.offered)
    assert shown[0].replace(WORD_JOINER, "").startswith("FT1-N-AAA?AAA is not a deal code:")  # no raw ESC shown


def test_a_bad_code_then_cancel_keeps_the_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = CodeDialog(("FT1N-AAAAAAA", True), ("FT1N-AAAAAAA", False))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)
    before = window.model.position.copy()
    window.new_code_action.trigger()
    assert dialog.offered[1] == "FT1N-AAAAAAA" and not dialog.answers
    assert window.model.position == before and window.model.deal_code == "FT1-N-AAAAAAV"


def test_enter_in_an_empty_code_field_keeps_the_dialog_open(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter with nothing typed closed the dialog, and nothing happened: OK now waits for a code."""
    from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

    from qvoleurs.ui.dialogs.deal_code import DealCodeDialog

    QGuiApplication.clipboard().setText("")  # no code offered: the field opens empty
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    seen: list[tuple[str, bool, bool]] = []  # (field's text, OK enabled, dialog open) after each Enter

    def play() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, DealCodeDialog):
            QTimer.singleShot(10, play)
            return
        field = dialog.findChild(QLineEdit)
        buttons = dialog.findChild(QDialogButtonBox)
        assert field is not None and buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        for typed in ("", "   ", "ft1-n-aaaaaab"):
            field.selectAll()
            qtbot.keyClick(field, Qt.Key.Key_Delete)
            qtbot.keyClicks(field, typed)
            enabled = ok.isEnabled()
            qtbot.keyClick(field, Qt.Key.Key_Return)
            seen.append((field.text(), enabled, dialog.isVisible()))
        if dialog.isVisible():  # the test fails rather than hangs
            dialog.reject()

    QTimer.singleShot(0, play)
    window.new_code_action.trigger()
    assert seen == [("", False, True), ("   ", False, True), ("ft1-n-aaaaaab", True, False)]
    assert not warned and window.model.deal_code == "FT1-N-AAAAAAB"


def test_a_bad_code_is_explained_in_the_player_s_language(
    window: MainWindow, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    from qvoleurs.i18n import install_translators

    shown: list[str] = []
    typist = CodeDialog(("FT1-Q-AAAAAAA", True), ("", False))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    with language_restored(qapp):
        install_translators(qapp, "de")
        window.new_code_action.trigger()
    plain = [text.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ") for text in shown]
    assert plain == [GERMAN_UNKNOWN_RULES] and not typist.answers
    assert shown[0].startswith(keep_codes_whole("FT1-Q-AAAAAAA"))  # the code never breaks across lines


GERMAN_UNKNOWN_RULES = (
    "FT1-Q-AAAAAAA nennt die Regeln „Q“, die dieses Spiel nicht kennt. Der Regelbuchstabe ist einer von N, S."
)


def test_abandoning_a_game_in_progress_asks_first(
    window: MainWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefs.set(settings.CONFIRM_ABANDON, True)
    window.model.draw()
    asked: list[str] = []

    def answer(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.new_action.trigger()
    assert asked and window.model.move_counter == 1  # kept
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.restart_action.trigger()
    assert window.model.move_counter == 0


def test_the_code_of_the_game_on_the_table_restarts_it_and_is_asked_as_a_restart(
    window: MainWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Copy Deal Code, then New Game from Code with it (as written, or in lower case): the
    same deal from the start, asked as Restart asks, not "Start another one?"."""
    prefs.set(settings.CONFIRM_ABANDON, True)
    code = window.model.deal_code
    assert code is not None
    window.model.draw()
    asked: list[tuple[str, str]] = []

    def answer(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append((title, text))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    typist = CodeDialog((code.lower(), True))  # (held: Qt's timer keeps no strong reference)
    window.new_code_action.trigger()
    assert not typist.answers
    assert asked == [
        ("Restart this deal?", "The game in progress will count as lost. Start this deal again from the beginning?")
    ]
    assert window.model.deal_code == code and window.model.move_counter == 0


def test_the_board_is_described_to_screen_readers(window: MainWindow) -> None:
    from qvoleurs.i18n.phrasebook import BoardPhrasebook

    board = describe_lines(BoardDescription.of(window.model.position), BoardPhrasebook())
    code = window.model.deal_code

    def said() -> str:  # as read: the word joiners that keep the code on one line are silent
        return window.board_text().replace(WORD_JOINER, "")

    assert said().endswith(f"Score: 0. Moves: 0. Deal code: {code}.\n" + "\n".join(board))  # after the verdict
    # read line by line: each column a line of its own, never broken inside a pile
    assert "\nColumn 1: 9 of hearts, 8 of spades.\nColumn 2: " in said()
    assert said().count("\nColumn ") == 10 and "; column" not in said()
    help_text = window.view.accessibleDescription()
    assert "Ctrl+B" in help_text
    window.model.draw()
    # the whole board is on Ctrl+B; a description that changed at every move would be re-read
    assert window.view.accessibleDescription() == help_text
    assert "waste: king of diamonds on top" in said()
    assert f"Score: 0. Moves: 1. Deal code: {code}.\nStock: 85 cards" in said()


def test_the_board_of_a_won_game_says_it_was_won(open_window: OpenWindow, prefs: Preferences) -> None:
    win = open_window(GameModel(game_at(near_won()), prefs), prefs)
    win.model.move(Move(C(1), F(1)))  # the last card home
    assert win.model.is_won()
    assert win.board_text().startswith("You won! All 104 cards are home. Score: ")


def test_read_the_board_never_breaks_the_deal_code_across_lines(window: MainWindow, qtbot: QtBot) -> None:
    code = window.model.deal_code
    assert code is not None
    board = TextDialog("The Board", window.board_text(), window, plain=True)
    qtbot.addWidget(board)
    document = board.browser.document()
    whole = 0
    # every place a line may end, from a line just wide enough for the code to a wide dialog
    alone = QTextLayout(keep_codes_whole(code) + ".", document.defaultFont())
    alone.beginLayout()
    line = alone.createLine()
    line.setLineWidth(10_000)
    alone.endLayout()
    narrowest = line.naturalTextWidth() + 2 * document.documentMargin()
    widths = range(round(narrowest) + 4, 700, 3)  # a few pixels for rounding
    document.setTextWidth(10_000)
    document.size()  # the first layout (QTextBrowser's own) may otherwise be the one looked at
    for width in widths:
        document.setTextWidth(width)
        document.size()  # lays the text out
        block = document.begin()
        while block.isValid():
            layout, text = block.layout(), block.text()
            lines = [
                text[layout.lineAt(i).textStart() :][: layout.lineAt(i).textLength()] for i in range(layout.lineCount())
            ]
            whole += sum(code in line.replace(WORD_JOINER, "") for line in lines)
            for line in lines:
                assert not line.rstrip(WORD_JOINER).endswith(("FT1-", code[:6])), (width, line)
            block = block.next()
    assert whole == len(widths)  # the code was always on one line, and read in one piece
    shown = window.board_text().split("Deal code: ")[1].split(".\n")[0]
    assert shown != code and Deal.from_code(shown).code == code  # selected and copied, it still deals


def test_four_colour_deck_switches_at_once(window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.FOUR_COLOUR, True)
    assert window.art.four_colour


def test_texts_follow_a_language_change(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtCore import QTranslator

    class Shouting(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
            return source.upper() if context == "MainWindow" else ""

        def isEmpty(self) -> bool:  # Qt announces only non-empty translators
            return False

    translator = Shouting()
    QApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.score_label.text() == "SCORE: 0", timeout=1000)
        assert window.windowTitle() == f"{window.model.deal_code or 'CUSTOM DEAL'} — QUARANTE VOLEURS"
        assert window.undo_action.text() == "&UNDO"
    finally:
        QApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.score_label.text() == "Score: 0", timeout=1000)


def test_animated_moves_end_in_place_and_a_new_action_snaps_the_running_one(
    qtbot: QtBot, window: MainWindow, prefs: Preferences
) -> None:
    prefs.set(settings.ANIMATIONS, True)
    prefs.set(settings.ANIMATION_SPEED, "slow")
    scene = window.table_scene
    window.model.draw()
    assert scene.is_animating()
    window.model.click_card(C(4))  # before the draw has landed
    assert scene.is_animating()
    window.model.undo()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    assert_in_place(window)


def test_the_table_fills_any_window_size(qtbot: QtBot, window: MainWindow) -> None:
    for w, h in ((800, 600), (1600, 1000), (640, 480)):
        window.resize(w, h)

        def resized(width: int = w) -> bool:
            return window.width() == width

        qtbot.waitUntil(resized, timeout=1000)
        scene = window.table_scene
        vp = window.view.viewport()
        bounds = scene.itemsBoundingRect()
        assert bounds.right() <= vp.width() + 1 and bounds.bottom() <= vp.height() + 1
        assert scene.table.slot_rect(F(8)).right() > vp.width() * 0.75  # it fills the width or the height
        assert_in_place(window)


def test_menus_open_the_reading_dialogs_and_the_preferences(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from qvoleurs.ui.dialogs.preferences import PreferencesDialog
    from qvoleurs.ui.dialogs.text import TextDialog

    opened: list[tuple[str, str]] = []

    def fake_exec(dialog: TextDialog) -> int:
        opened.append((dialog.windowTitle(), dialog.browser.toPlainText()))
        return 0

    monkeypatch.setattr(TextDialog, "exec", fake_exec)
    window.read_board_action.trigger()
    window.rules_action.trigger()
    assert opened[0] == ("The Board", window.board_text())
    assert opened[1][0] == "Rules of Quarante Voleurs"
    assert "same suit" in opened[1][1] and "no redeal" in opened[1][1]
    shown: list[object] = []

    def fake_prefs_exec(dialog: PreferencesDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(PreferencesDialog, "exec", fake_prefs_exec)
    window.preferences_action.trigger()
    assert shown and isinstance(shown[0], PreferencesDialog)
    assert window.statistics_action.isEnabled()


def test_a_run_moves_at_once_by_drag_with_supermoves(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow) -> None:
    position = build(
        columns={
            1: ["KD", "9S", "8S", "7S"],
            2: ["TS"],
            3: ["QC"],
            4: ["QC"],
            5: ["JC"],
            6: ["JC"],
            7: ["KC"],
            8: ["KC"],
        },
        rules="S",
    )
    model = GameModel(game_at(position), prefs)
    win = open_window(model, prefs)
    nine = card_of(win, C(1), 1)
    drag(win, point(win, nine), pile_point(win, C(2)))
    assert [card_text(c) for c in model.position.piles[C(2)]] == ["TS", "9S", "8S", "7S"]
    assert_in_place(win)


def test_a_long_column_tightens_its_fan_and_stays_on_the_table(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    from qvoleurs.engine.cards import RANK_CHARS

    long_run = [r + "S" for r in reversed(RANK_CHARS)] + ["KH", "QH", "JH", "TH", "9H", "8H"]  # 19 cards
    model = GameModel(game_at(build(columns={1: long_run})), prefs)
    win = open_window(model, prefs, size=(800, 600))
    scene, vp = win.table_scene, win.view.viewport()
    bottom = scene.cards[card_of(win, C(1))].sceneBoundingRect().bottom()
    assert bottom <= vp.height()
    assert scene.table.fan(19) < scene.table.fan(4)  # tighter than a short column
    assert scene.table.fan(19) >= scene.table.card_height * 0.12  # indices still show
    assert_in_place(win)


def test_quick_clicks_on_the_stock_each_draw(window: MainWindow) -> None:
    """Rapid clicks on the stock are the usual way to draw: a double-click there is two clicks."""
    left = window.model.stock_count
    double_click(window, point(window, card_of(window, STOCK)))
    assert window.model.stock_count == left - 2
    assert_in_place(window)


def test_a_new_game_is_dealt_from_the_stock_with_animations_on(
    qtbot: QtBot, window: MainWindow, prefs: Preferences
) -> None:
    prefs.set(settings.ANIMATIONS, True)
    prefs.set(settings.ANIMATION_SPEED, "fast")
    scene = window.table_scene
    window.new_action.trigger()
    assert scene.is_animating()
    stock = scene.table.slot_origin(STOCK)
    moving = [i for i in scene.cards if i.pos() != scene.table.card_origin(*scene.places[i.card], 1)]
    assert any(i.pos() == stock for i in moving)  # still waiting on the stock to be dealt
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert_in_place(window)


def space_twice_on_a_run(qtbot: QtBot, prefs: Preferences, open_window: OpenWindow, rules: str) -> MainWindow:
    """A window on the run 9S 8S in column 1, Space pressed twice on it."""
    position = build(
        columns={1: ["KD", "9S", "8S"], 2: ["TS"], 3: ["QC"], 4: ["QC"], 5: ["JC"], 6: ["JC"]}, rules=rules
    )
    win = open_window(GameModel(game_at(position), prefs), prefs)
    win.view.set_focused_pile(C(1))
    qtbot.keyClick(win.view, Qt.Key.Key_Space)
    qtbot.keyClick(win.view, Qt.Key.Key_Space)
    return win


def test_space_twice_on_a_column_takes_a_run_for_a_supermove(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    win = space_twice_on_a_run(qtbot, prefs, open_window, "S")
    model, view = win.model, win.view
    assert win.table_scene.picked == (C(1), 1)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the run is only two long: the third press lets go
    assert win.table_scene.picked is None
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert [card_text(c) for c in model.position.piles[C(2)]] == ["TS", "9S", "8S"]


def test_the_pointer_shows_what_can_be_picked_up(window: MainWindow) -> None:
    vp = window.view.viewport()
    mouse(window, QEvent.Type.MouseMove, point(window, card_of(window, C(1))), Qt.MouseButton.NoButton)
    assert vp.cursor().shape() == Qt.CursorShape.OpenHandCursor
    mouse(window, QEvent.Type.MouseMove, point(window, card_of(window, STOCK)), Qt.MouseButton.NoButton)
    assert vp.cursor().shape() == Qt.CursorShape.PointingHandCursor
    mouse(window, QEvent.Type.MouseMove, QPoint(vp.width() - 3, vp.height() - 3), Qt.MouseButton.NoButton)
    assert vp.cursor().shape() == Qt.CursorShape.ArrowCursor


def test_space_twice_on_a_column_puts_the_card_back_in_ruleset_n(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """One card at a time: the second press took the run's next card too, a hand no pile could
    take (every drop refused), instead of putting the card back."""
    assert space_twice_on_a_run(qtbot, prefs, open_window, "N").table_scene.picked is None


def test_a_hint_that_moves_a_run_lights_the_whole_run(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """A hint to move the 3 cards from the 9 of spades onto the 10 lit only the 7 of spades,
    the run's last card, as if it moved alone."""
    from qvoleurs.engine import Move

    position = build(columns={1: ["KD", "9S", "8S", "7S"], 2: ["TS"], 3: ["QC"], 4: ["QC"], 5: ["JC"]}, rules="S")
    model = GameModel(game_at(position), prefs)
    win = open_window(model, prefs)
    scene = win.table_scene
    move = Move(C(1), C(2), 3)
    assert model.check(move) is None
    win.solver._offer(move, "Hint: %1.")
    assert "3 cards from the 9\u00a0of\u00a0spades" in win.view.toast.text()  # a name on one line
    source = next(rect for rect in scene.marks.highlights if rect.intersects(scene.top_rect(C(1))))
    assert source.contains(scene.card_rect(C(1), 1)) and source.contains(scene.top_rect(C(1)))
    assert not source.contains(scene.card_rect(C(1), 0))  # from the nine down, not the king under it
    win.solver._offer(Move(C(5), C(3)), "Hint: %1.")  # one card: its top card alone, as before
    assert scene.top_rect(C(5)) in scene.marks.highlights


def test_a_hint_says_where_its_card_lies_and_goes(window: MainWindow) -> None:
    """With two packs, "move the 8 of spades onto the 9 of spades" may name two cards of each:
    a player by ear had to walk up to 20 piles to find them."""
    window.solver._offer(Move(C(1), C(3)), "Hint: %1.")
    said = window.view.toast.text().replace("\u00a0", " ")  # no-break spaces keep a card's name on one line
    assert said == "Hint: move the 8 of spades onto the 9 of spades, from column 1 to column 3."
    window.solver._offer(Move(WASTE, C(6)), "Hint: %1.")
    said = window.view.toast.text().replace("\u00a0", " ")
    assert said == "Hint: move the 5 of clubs onto the 6 of clubs, from the waste to column 6."
    window.solver._offer(Move(C(4), F(2)), "Hint: %1.")
    said = window.view.toast.text().replace("\u00a0", " ")
    assert said == "Hint: move the ace of hearts to its foundation, from column 4 to foundation 2."


def test_a_message_over_the_table_leaves_the_cards_it_is_about_in_sight(
    qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """A hint's message stood at the bottom of the table for 4.5 s over the card it hinted,
    the top card of a long column (German at 1024x600 with large fonts: 17 px of it showed);
    a reminder likewise over the focused card it was about."""
    spades = [r + "S" for r in "KQJT98765432"]
    hearts = ["KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H"]
    position = build(columns={4: hearts, 5: spades, 6: ["3S"]})  # under the message's middle
    model = GameModel(game_at(position), prefs)
    win = open_window(model, prefs, size=(800, 600))
    view, scene = win.view, win.table_scene
    qtbot.waitUntil(lambda: scene.top_rect(C(5)).bottom() > view.viewport().height() - 100)  # laid out
    toast = view.toast

    def in_sight(rect: QRectF) -> bool:
        return not toast.geometry().intersects(view.mapFromScene(rect).boundingRect())

    win.solver._offer(Move(C(5), C(6)), "Hint: %1.")  # the 2 of spades, at the foot of column 5
    assert toast.isVisible() and scene.marks.highlights
    assert all(in_sight(rect) for rect in scene.marks.highlights)
    assert view.viewport().rect().contains(toast.geometry())
    view.toast.dismiss()
    win.solver._offer(Move(C(4), C(5)), "Hint: %1.")  # two long columns' feet: the top is free
    assert all(in_sight(rect) for rect in scene.marks.highlights)
    assert view.viewport().rect().contains(toast.geometry())
    view.toast.dismiss()
    scene.set_highlights([])
    scene.set_focus_pile(C(4))
    toast.show_message("The 5 of hearts cannot go anywhere.")
    assert in_sight(scene.top_rect(C(4)))
    scene.set_focus_pile(None)
    toast.show_message("A short notice.")  # nothing shown to keep clear: at the bottom, as always
    assert toast.geometry().bottom() > view.viewport().height() - 40
