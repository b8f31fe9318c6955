"""The table as a screen reader meets it, through Qt's accessibility API (in-process).

The piles are the table's accessible children, named in the player's language; the arrow
keys move the focused child; what happens is announced in a short sentence (captured by
wrapping qvoleurs.ui.announce.announce); every button and text has a name.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QKeyEvent,
    QTextCursor,
)
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTextEdit, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Deal, Move, Position, Rule
from qvoleurs.engine.rules import COLUMN_PILES, FOUNDATION_PILES, STOCK, WASTE, column_pile, foundation_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.reminders import RULE_REMINDERS
from qvoleurs.storage.problems import SaveProblem, StoredFile, WriteFault
from qvoleurs.ui import announce as speaker
from qvoleurs.ui import reader_events
from qvoleurs.ui.access_factory import install_once
from qvoleurs.ui.notices import FileNotices
from qvoleurs.ui.spoken_notice import Notification, SpokenNotice
from qvoleurs.ui.table.access import PILE_ORDER, PileInterface, TableAccess
from qvoleurs.ui.window import MainWindow
from tests.languages import language_restored
from tests.positions import build
from tests.test_window import _stuck_position, game_at, near_won, play_position

C = column_pile
F = foundation_pile
Name = QAccessible.Text.Name

# the eight of spades from column 1, and where it may go (placement help, on by default)
PICKED_UP = "Picked up 8 of spades. Can go to: column 2, column 3, column 10"


def open_window(qtbot: QtBot, prefs: Preferences, position: object = None) -> MainWindow:
    model = GameModel(game_at(position or play_position()), prefs)  # type: ignore[arg-type]
    win = MainWindow(model, prefs)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    win.view.setFocus()
    return win


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> Iterator[MainWindow]:
    yield open_window(qtbot, prefs)


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every announcement made while a screen reader is listening (QAccessible active)."""
    said: list[str] = []
    real = speaker.announce

    def listen(source: object, text: str, *, assertive: bool = False) -> None:
        said.append(text)
        real(source, text, assertive=assertive)  # the real event still goes out

    monkeypatch.setattr(speaker, "announce", listen)
    QAccessible.setActive(True)
    yield said
    QAccessible.setActive(False)


def table(win: MainWindow) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(win.view)
    assert iface is not None
    return iface


def pile_names(win: MainWindow) -> dict[int, str]:
    """Each pile's accessible name, read through the table's children."""
    iface = table(win)
    return {pile: iface.child(i).text(Name) for i, pile in enumerate(PILE_ORDER)}


def test_each_accessibility_factory_is_asked_once_per_object(qtbot: QtBot) -> None:
    """The table and the notices install their factories with every new window; Qt keeps
    each one it is given, so a second install would make it ask again for every object."""
    asked = 0

    def counting(_key: str, obj: QObject) -> QAccessibleInterface | None:
        # Qt keeps this factory for the rest of the run: it holds no object (a kept wrapper
        # would outlive its widget, and a new one at the same address would take its type)
        nonlocal asked
        if obj.objectName() == "asked-once":
            asked += 1
        return None

    install_once(counting)
    install_once(counting)
    label = QLabel("a label")
    label.setObjectName("asked-once")
    qtbot.addWidget(label)
    assert QAccessible.queryAccessibleInterface(label) is not None
    assert asked == 1


# -- the piles ----------------------------------------------------------------------------------------


def test_each_pile_is_a_named_child_of_the_table(window: MainWindow) -> None:
    iface = table(window)
    assert iface.role() == QAccessible.Role.List
    assert iface.childCount() >= 20
    for index in range(20):
        child = iface.child(index)
        assert child.role() == QAccessible.Role.ListItem
        assert child.parent() is not None and child.parent().object() is window.view
        assert iface.indexOfChild(child) == index
    names = pile_names(window)
    assert names[C(1)] == "Column 1: 8 of spades, 2 cards"
    assert names[C(7)] == "Column 7: king of clubs, 1 card"
    assert names[C(10)] == "Column 10: empty"
    assert names[F(1)] == "Foundation 1: empty (spades)"  # an empty foundation names its fixed suit
    assert names[F(2)] == "Foundation 2: empty (hearts)"
    assert names[F(8)] == "Foundation 8: empty (clubs)"
    assert names[WASTE] == "Waste: 5 of clubs on top, 1 card"
    assert names[STOCK] == f"Stock: {window.model.stock_count} cards"
    # a column's cards, bottom up, are its description
    column_3 = iface.child(PILE_ORDER.index(C(3)))
    assert column_3.text(QAccessible.Text.Description) == "2 of clubs, 3 of clubs, 7 of clubs, 9 of spades"


def test_a_pile_s_rectangle_is_where_it_lies_on_the_screen(window: MainWindow) -> None:
    view = window.view
    on_screen = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
    iface = table(window)
    for index, pile in enumerate(PILE_ORDER):
        rect = iface.child(index).rect()
        assert not rect.isEmpty() and on_screen.contains(rect), pile
        centre = rect.center()
        assert iface.childAt(centre.x(), centre.y()).text(Name) == iface.child(index).text(Name)


def test_pile_names_follow_the_moves(window: MainWindow) -> None:
    model = window.model
    assert model.click_card(C(4))  # the ace of hearts goes home
    names = pile_names(window)
    assert names[F(2)] == "Foundation 2: ace of hearts"
    assert names[C(4)] == "Column 4: 5 of spades, 1 card"
    assert model.drop(C(1), 1, C(3))
    assert pile_names(window)[C(3)] == "Column 3: 8 of spades, 5 cards"
    assert pile_names(window)[C(1)] == "Column 1: 9 of hearts, 1 card"
    model.draw()
    assert pile_names(window)[WASTE] == "Waste: king of diamonds on top, 2 cards"


def test_only_the_piles_that_changed_say_so(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[tuple[int, QAccessible.Event]] = []
    monkeypatch.setattr(TableAccess, "_send", lambda self, pile, kind: sent.append((pile.pile, kind)))
    QAccessible.setActive(True)
    try:
        window.model.click_card(C(4))
    finally:
        QAccessible.setActive(False)
    renamed = {pile for pile, kind in sent if kind == QAccessible.Event.NameChanged}
    assert renamed == {C(4), F(2)}


# -- the keyboard focus ------------------------------------------------------------------------------


def test_the_arrow_keys_move_the_focused_child(qtbot: QtBot, window: MainWindow) -> None:
    view, iface = window.view, table(window)
    assert view.hasFocus()
    assert iface.focusChild().text(Name) == "Column 1: 8 of spades, 2 cards"  # said as the table takes the focus
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first press moves too: none is lost
    focused = iface.focusChild()
    assert focused.text(Name) == "Column 2: 9 of spades, 2 cards"
    assert focused.state().focused and iface.indexOfChild(focused) == PILE_ORDER.index(C(2))
    assert not iface.child(PILE_ORDER.index(C(1))).state().focused
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert iface.focusChild().text(Name) == "Waste: 5 of clubs on top, 1 card"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert iface.focusChild().text(Name).startswith("Stock: ")
    window.menuBar().setFocus()
    assert iface.focusChild() is None  # the table has no focused pile when it has no focus


def test_tab_walks_every_pile_in_turn_and_each_is_heard(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tab, a screen reader user's first key, did nothing on the table and said nothing. It
    goes to the next pile in the order the reader lists them, round from the last column to
    the stock; Shift+Tab goes back; the keyboard's frame is shown on each."""
    sent: list[tuple[int, QAccessible.Event]] = []
    monkeypatch.setattr(TableAccess, "_send", lambda self, pile, kind: sent.append((pile.pile, kind)))
    view, iface = window.view, table(window)
    start = PILE_ORDER.index(C(1))
    walked = []
    for _ in PILE_ORDER:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        walked.append(view.focused_pile())
    assert walked == list(PILE_ORDER[start + 1 :] + PILE_ORDER[: start + 1])  # all 20, round to column 1
    assert sent == [(pile, QAccessible.Event.Focus) for pile in walked]
    assert view.hasFocus() and window.table_scene.focus_pile == C(1)
    qtbot.keyClick(view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert view.focused_pile() == F(8) and iface.focusChild().text(Name).startswith("Foundation 8: ")
    assert sent[-1] == (F(8), QAccessible.Event.Focus)


def test_moving_the_focus_or_picking_up_tells_the_screen_reader(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[tuple[int, QAccessible.Event]] = []
    monkeypatch.setattr(TableAccess, "_send", lambda self, pile, kind: sent.append((pile.pile, kind)))
    view, iface = window.view, table(window)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # from column 1, said as the table took the focus
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert sent == [(C(2), QAccessible.Event.Focus), (C(2), QAccessible.Event.SelectionAdd)]
    assert iface.focusChild().state().selected
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert sent[-1] == (C(2), QAccessible.Event.SelectionRemove)
    assert not iface.focusChild().state().selected


def focused_name(win: MainWindow) -> str:
    return table(win).focusChild().text(Name)


def test_while_a_card_is_held_each_pile_says_whether_it_takes_it(qtbot: QtBot, window: MainWindow) -> None:
    """The eye sees the piles that take a picked-up card lit; the ear heard only each pile's
    name on arriving at it. While a card is in the hand a column's or a foundation's name
    ends with the engine's word on it; the hand's own pile, the stock and the waste say none,
    and with the hand empty no pile does."""
    view = window.view
    qtbot.waitUntil(view.hasFocus)  # the window is active (a turn of the event loop after show)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the 8 of spades from column 1
    assert focused_name(window) == "Column 1: 8 of spades, 2 cards"  # its own pile (selected)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert focused_name(window) == "Column 2: 9 of spades, 2 cards, takes it"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert focused_name(window) == "Column 4: ace of hearts, 2 cards, does not take it"
    qtbot.keyClick(view, Qt.Key.Key_Up)  # above column 4: foundation 2
    assert focused_name(window) == "Foundation 2: empty (hearts), does not take it"
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert focused_name(window) == f"Stock: {window.model.stock_count} cards"  # the stock takes no card
    names = pile_names(window)
    takers = {pile for pile, name in names.items() if name.endswith(", takes it")}
    assert takers == {C(2), C(3), C(10)} == set(window.model.accepting_piles(C(1)))
    refusers = {pile for pile, name in names.items() if name.endswith(", does not take it")}
    assert refusers == {*COLUMN_PILES, *FOUNDATION_PILES} - takers - {C(1)}
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # put back: the hand is empty
    assert not [name for name in pile_names(window).values() if "take" in name]


def test_a_run_in_the_hand_is_judged_whole(qtbot: QtBot, prefs: Preferences) -> None:
    """With supermoves Space again takes one more card of the run: the piles judge all of them."""
    win = open_window(qtbot, prefs, build(columns={1: ["KD", "9S", "8S", "7S"], 2: ["TS"], 3: ["QC"]}, rules="S"))
    view = win.view
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the 8 and the 7
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert focused_name(win) == "Column 2: 10 of spades, 1 card, does not take them"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # and the 9
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert focused_name(win) == "Column 2: 10 of spades, 1 card, takes them"


def test_with_placement_help_off_no_pile_judges_the_hand(qtbot: QtBot, window: MainWindow, prefs: Preferences) -> None:
    """As no pile is lit for the eye, and "Picked up" says nowhere the card may go."""
    prefs.set(settings.PLACEMENT_HELP, False)
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert focused_name(window) == "Column 2: 9 of spades, 2 cards"


def test_the_piles_that_judge_the_hand_tell_the_screen_reader_their_new_names(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A screen reader keeps the names it has read until told they changed: without word it
    would say "takes it" with the hand empty. A move tells the pile it lands on once (a
    reader says the focused pile's new name each time it is told)."""
    sent: list[tuple[int, QAccessible.Event]] = []
    monkeypatch.setattr(TableAccess, "_send", lambda self, pile, kind: sent.append((pile.pile, kind)))
    view = window.view

    def renamed() -> list[int]:
        names = [pile for pile, kind in sent if kind == QAccessible.Event.NameChanged]
        described.extend(pile for pile, kind in sent if kind == QAccessible.Event.DescriptionChanged)
        sent.clear()
        return names

    described: list[int] = []

    judges = {*COLUMN_PILES, *FOUNDATION_PILES} - {C(1)}
    QAccessible.setActive(True)
    try:
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert set(renamed()) == judges
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        assert set(renamed()) == judges
        assert described == []  # the cards of each pile are as they were: no description changed
        qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.keyClick(view, Qt.Key.Key_Right)
        renamed()
        qtbot.keyClick(view, Qt.Key.Key_Space)  # onto column 2
        after_move = renamed()
    finally:
        QAccessible.setActive(False)
    assert after_move.count(C(2)) == 1 and set(after_move) == judges | {C(1)}  # and the pile it left
    # the cards of the column left; not of the focused one, whose new cards Orca read out bare
    # before the move's announcement said them (the next focus on it reads them afresh)
    assert described == [C(1)]
    card_moved = window.model.position.piles[C(2)][-1]
    assert window.card_name(card_moved) in view.access.interface(C(2)).text(QAccessible.Text.Description)


def test_at_the_table_s_edge_a_focus_key_is_heard(
    qtbot: QtBot, window: MainWindow, heard: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Left on a row's first pile (Right on its last, Up on the top row, Down on the columns)
    moved nothing and said nothing: the key seemed lost. The focus stays, so no focus event
    (a screen reader is silent for the object it is on): a short announcement. Home and End
    go to a row's first and last pile, said by the focus as an arrow's move is."""
    focused: list[int] = []  # the piles a focus event went out for

    def send(self: TableAccess, pile: PileInterface, kind: QAccessible.Event) -> None:
        if kind == QAccessible.Event.Focus:
            focused.append(pile.pile)

    monkeypatch.setattr(TableAccess, "_send", send)
    view = window.view
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # on column 1
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert heard == ["Column 1, first pile", "Column 1, bottom row"] and focused == []
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert focused_name(window) == "Column 10: empty" and focused == [C(10)] and len(heard) == 2
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert heard[2:] == ["Column 10, last pile", "Column 10, last pile"]
    qtbot.keyClick(view, Qt.Key.Key_Up)  # above column 10: foundation 8
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert heard[4:] == ["Foundation 8, top row"] and focused == [C(10), F(8)]
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert focused_name(window).startswith("Stock: ") and focused[-1] == STOCK
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert heard[5:] == ["Stock, first pile", "Stock, first pile"]
    qtbot.keyClick(view, Qt.Key.Key_Right)  # a move inside the row: the focus says it, nothing more
    assert focused[-1] == WASTE and len(heard) == 7


def test_a_dialog_opened_from_a_menu_is_not_preceded_by_a_pile(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A menu closing gives the table the focus back for a moment before its command opens a
    dialog: the pile is not said then (a screen reader heard "Column 1: …" before the
    dialog's title); it is said when the dialog closes and the table has the focus again."""
    sent: list[tuple[int, QAccessible.Event]] = []
    monkeypatch.setattr(TableAccess, "_send", lambda self, pile, kind: sent.append((pile.pile, kind)))
    view = window.view
    view.clearFocus()
    while_open: list[list[tuple[int, QAccessible.Event]]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, look)
            return
        while_open.append(list(sent))
        dialog.close()

    QTimer.singleShot(0, look)
    view.setFocus(Qt.FocusReason.PopupFocusReason)  # the menu closed
    window.read_board_action.trigger()  # its command
    assert while_open == [[]]
    qtbot.waitUntil(lambda: bool(sent))  # back on the table: said
    assert sent == [(C(1), QAccessible.Event.Focus)]
    # from one menu to the next (F10, then Right): the table has the focus for a moment
    sent.clear()
    view.clearFocus()
    view.setFocus(Qt.FocusReason.PopupFocusReason)
    window.edit_menu.popup(view.mapToGlobal(view.rect().center()))
    qtbot.waitUntil(window.edit_menu.isVisible)
    QApplication.processEvents()
    window.edit_menu.close()
    assert sent == []


# -- announcements -----------------------------------------------------------------------------------


def test_enter_on_a_foundation_card_says_why_it_stays_not_that_it_has_no_place(
    qtbot: QtBot, prefs: Preferences, heard: list[str]
) -> None:
    """A column would take the king of hearts back, and Enter said it had no place to go: Enter
    takes no card back (it costs 15 points); Space picks it up."""
    win = open_window(qtbot, prefs, build(columns={1: ["2S"]}, foundations={2: 13}))
    win.view.set_focused_pile(F(2))
    heard.clear()
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert heard == [
        "Enter takes no card back from a foundation: pick king of hearts up with Space (taking it back costs 15 points)"
    ]
    assert win.model.position.top(F(2)) is not None and win.model.move_counter == 0


def test_picking_up_putting_down_and_moves_are_announced_briefly(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    view = window.view
    description = view.accessibleDescription()
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    # what the move uncovered too: the next card to play, where the focus was
    assert heard == [PICKED_UP, "8 of spades to column 2. Column 1: 9 of hearts, 1 card"]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    # from column 2 now: the other piles that take it
    assert heard[2:] == ["Picked up 8 of spades. Can go to: column 3, column 10", "Put back 8 of spades"]
    view.set_focused_pile(C(4))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # a card sent home
    qtbot.keyClick(view, Qt.Key.Key_D)
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    left = window.model.stock_count - 1
    assert heard[4:] == [
        "Ace of hearts home to foundation 2. Column 4: 5 of spades, 1 card",
        f"Drew king of diamonds, {left} cards left in the stock",
        "Undone: king of diamonds back to the stock",
    ]
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert heard[7] == f"Redone: drew king of diamonds, {left} cards left in the stock"  # no new draw
    # short sentences, not the board again; the table's description stays as it was
    assert all(len(text) < 80 for text in heard)
    assert view.accessibleDescription() == description


def test_a_card_taken_back_from_a_foundation_says_what_the_foundation_keeps(
    qtbot: QtBot, prefs: Preferences, heard: list[str]
) -> None:
    """A card taken back was heard only as "5 of hearts to column 9": not where from, nor what
    the foundation keeps, as a move from a column or the waste says what it uncovered."""
    window = open_window(qtbot, prefs, build(columns={1: ["KC"], 9: ["6H"]}, foundations={2: 5}))
    view = window.view
    view.set_focused_pile(F(2))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(9))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert heard[-1] == "5 of hearts to column 9. Foundation 2: 4 of hearts"


def test_a_card_taken_back_from_a_foundation_says_the_points_it_cost(
    qtbot: QtBot, prefs: Preferences, heard: list[str]
) -> None:
    """Taking a card back costs 15 points (rules.md, Score): the eye saw the score drop, the
    ear heard only the move. The cost is said, as much as the score really lost (it stops at
    0), and again when the move is redone; a move that costs nothing says no points."""
    window = open_window(qtbot, prefs, build(columns={3: ["AS"], 9: ["6H"]}, foundations={2: 5}))
    view, model = window.view, window.model
    assert model.move(Move.parse("c9-f2")) and model.score == 10
    view.set_focused_pile(F(2))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(9))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert model.score == 0
    assert heard[-1] == "6 of hearts to column 9, minus 10 points. Foundation 2: 5 of hearts"  # 10 was all there was
    assert model.move(Move.parse("c9-f2")) and model.move(Move.parse("c3-f1")) and model.score == 20
    assert model.move(Move.parse("f2-c3")) and model.score == 5
    assert heard[-1] == "6 of hearts to column 3, minus 15 points. Foundation 2: 5 of hearts"
    qtbot.waitUntil(window.isActiveWindow)  # the keys are the window's shortcuts
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert heard[-1] == "Undone: 6 of hearts back to foundation 2" and model.score == 20
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert heard[-1] == "Redone: 6 of hearts to column 3, minus 15 points. Foundation 2: 5 of hearts"
    assert model.move(Move.parse("c3-c9")) and "point" not in heard[-1]


def test_undo_and_redo_with_nothing_to_take_back_say_so(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    """Ctrl+Z with nothing to undo did nothing and said nothing: its menu item is greyed, which
    a player by ear does not see. The keys say so now, and the menu items stay greyed."""
    view = window.view
    qtbot.waitUntil(window.isActiveWindow)  # the keys are the window's shortcuts
    ctrl = Qt.KeyboardModifier.ControlModifier
    shift = Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl | shift)
    assert heard == ["Nothing to undo", "Nothing to redo"]
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_D)
    heard.clear()
    # something to undo: the action takes the keys (never both: the keys are not ambiguous)
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl | shift)
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl | shift)
    left = window.model.stock_count
    assert heard == [
        "Undone: king of diamonds back to the stock",
        "Nothing to undo",
        f"Redone: drew king of diamonds, {left} cards left in the stock",
        "Nothing to redo",
    ]
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()


def test_h_once_the_game_is_won_says_it_is_won(qtbot: QtBot, prefs: Preferences, heard: list[str]) -> None:
    """Hint is greyed once every card is home, and H was met with silence, as Ctrl+Z was."""
    win = open_window(qtbot, prefs, near_won())
    qtbot.waitUntil(win.isActiveWindow)  # the keys are the window's shortcuts
    assert win.model.click_card(column_pile(1))  # the last king home
    assert not win.solver.hint_action.isEnabled()
    heard.clear()
    qtbot.keyClick(win.view, Qt.Key.Key_H)
    assert heard == [RULE_REMINDERS[Rule.GAME_WON]]


def test_the_last_draw_says_the_stock_is_at_its_end_not_a_count_of_none(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    view = window.view
    while window.model.stock_count > 2:
        window.model.draw()
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_D)
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert heard[0].endswith(", 1 card left in the stock"), heard
    assert heard[1].startswith("Drew ") and heard[1].endswith(", the last card of the stock"), heard
    assert window.model.stock_count == 0


@pytest.mark.parametrize("lang", ["en", "nl", "de", "uk", "da"])
def test_a_redone_draw_is_one_sentence_in_every_language(qapp: QApplication, lang: str) -> None:
    """Redo wrapped the draw's own sentence: English said "Redone: Drew …" (a capital mid-
    sentence), Ukrainian "Повторено: Відкрита карта: …" (two colons). A redone draw has words of
    its own, one colon, and the card and the stock's count as a new draw has them."""
    from qvoleurs.engine import Game
    from qvoleurs.engine.moves import DRAW
    from qvoleurs.i18n import install_translators
    from qvoleurs.ui.table.speech import TableSpeech

    game = Game(Deal.from_code("FT1-N-AAAAAAA"))
    said: list[tuple[str, str]] = []  # (the draw, the same draw redone)
    with language_restored(qapp):
        install_translators(qapp, lang)
        speech = TableSpeech()
        while game.position.piles[STOCK]:
            game.push(DRAW)
            if len(game.position.piles[STOCK]) in (62, 0):  # a count, then the last card
                said.append((speech.moved(game.position, DRAW), speech.redone(game.position, DRAW)))
        card = speech.cards(game.position.piles[WASTE][-1:])
    (drawn, redone), (last, redone_last) = said
    assert "62" in redone and card in redone_last and card not in redone
    for new, again in said:
        assert again.count(":") == 1 and again != new, again
        assert lang == "de" or not again.split(":")[1].strip()[0].isupper(), again  # German nouns: capitals
    if lang == "en":
        assert (redone, redone_last) == (drawn.replace("Drew", "Redone: drew"), last.replace("Drew", "Redone: drew"))


def test_a_card_held_when_a_draw_ends_the_game_is_put_back_and_said_first(
    qtbot: QtBot, prefs: Preferences, heard: list[str]
) -> None:
    """Picked up, then D drew the last card and the game was lost: the card stayed in the
    hand, unmentioned, and the next Space said "Put back"."""
    win = open_window(qtbot, prefs, _stuck_position())
    view = win.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert win.table_scene.picked is not None
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert win.model.is_stuck() and win.table_scene.picked is None
    put_back = next(i for i, words in enumerate(heard) if words.startswith("Put back"))
    ending = next(i for i, words in enumerate(heard) if "No legal move" in words)
    assert put_back < ending, heard


def test_a_card_picked_up_is_heard_with_where_it_may_go_unless_placement_help_is_off(
    qtbot: QtBot, window: MainWindow, heard: list[str], prefs: Preferences
) -> None:
    """The eye sees the piles that take the card light up; the ear heard only "Picked up".
    Nowhere to go is said too; with placement help off, neither (as neither is lit)."""
    from qvoleurs.ui.table.speech import TableSpeech

    view = window.view
    view.set_focused_pile(C(4))  # the ace of hearts: home, or the empty column 10
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert heard[-1] == "Picked up ace of hearts. Can go to: column 10, foundation 2, foundation 6"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    ace = window.model.position.piles[C(4)][-1]
    assert TableSpeech().picked_up([ace], []) == "Picked up ace of hearts. No place to go now"
    prefs.set(settings.PLACEMENT_HELP, False)
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert heard[-1] == "Picked up 8 of spades"


def test_a_refused_move_says_its_rule_once(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    view = window.view
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(7))  # KC: wrong suit for 8S
    qtbot.keyClick(view, Qt.Key.Key_Space)
    reminder = RULE_REMINDERS[Rule.WRONG_SUIT] + " 8 of spades goes only onto 9 of spades."  # and where it goes
    assert [words.replace("\xa0", " ") for words in heard] == [PICKED_UP, reminder, "Put back 8 of spades"]
    assert not table(window).child(PILE_ORDER.index(C(1))).state().selected


def test_a_refused_king_is_told_it_goes_only_into_an_empty_column(qtbot: QtBot, prefs: Preferences) -> None:
    """The rule's example is about sevens and eights; a king has no card to go onto at all."""
    win = open_window(qtbot, prefs, build(columns={1: ["KS"], 2: ["QS", "5H"]}, stock=["2C"], foundations={}))
    win.model.move(Move(C(1), C(2), 1))
    shown = win.view.toast.text().replace("\xa0", " ")  # each card's name kept on one line
    assert shown.endswith("King of spades goes onto no card, only into an empty column.")
    win.model.move(Move(C(2), C(1), 1))  # 5H onto KS: not its suit
    assert win.view.toast.text().endswith("5\xa0of\xa0hearts goes only onto 6\xa0of\xa0hearts.")


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[object, str, bool]]]:
    """The announcement events that go out to the screen reader (source, text, assertive)."""
    out: list[tuple[object, str, bool]] = []
    monkeypatch.setattr(speaker, "_send", lambda source, text, assertive: out.append((source, text, assertive)))
    QAccessible.setActive(True)
    yield out
    QAccessible.setActive(False)


def test_what_happens_at_once_is_said_as_one_announcement(
    qtbot: QtBot, window: MainWindow, sent: list[tuple[object, str, bool]]
) -> None:
    """A refused move's rule and the card put back come together: one announcement, so the
    screen reader, which cuts off an announcement with the next, says the rule whole."""
    view = window.view
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(sent) == 1)
    view.set_focused_pile(C(7))  # KC: wrong suit for 8S
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(sent) == 2)
    assert sent == [
        (view, PICKED_UP, False),
        (
            view,
            # the rule, with its example, then the card's own place: the example alone was about
            # other cards (spades 7 and 8), which may even lie on the table
            "In a column a card goes on a card of the same suit one rank higher: spades 7 on spades 8, never on"
            " hearts 8. 8\xa0of\xa0spades goes only onto 9\xa0of\xa0spades. Put back 8 of spades",
            False,
        ),
    ]
    speaker.announce(view, "Drew king of diamonds")  # a sentence with no full stop of its own gets one
    speaker.announce(view, "No legal move is left.", assertive=True)
    qtbot.waitUntil(lambda: len(sent) == 3)
    assert sent[2] == (view, "Drew king of diamonds. No legal move is left.", True)


def test_a_refused_move_is_heard_with_the_reminders_off(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, heard: list[str]
) -> None:
    """The reminder is a help that can be turned off; that the card went back is not."""
    prefs.set(settings.RULE_REMINDERS, False)
    view = window.view
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(7))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert heard == [PICKED_UP, "Put back 8 of spades"]


def test_enter_on_a_card_with_no_place_to_go_says_so(
    qtbot: QtBot, window: MainWindow, heard: list[str], qapp: QApplication
) -> None:
    view = window.view
    assert window.model.drop(C(1), 1, C(10))  # the empty column filled
    heard.clear()
    top = window.model.position.top(C(7))
    view.set_focused_pile(C(7))  # KC: no foundation and no column takes it
    before = window.model.position.copy()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.model.position == before
    assert heard == [f"{window.card_name(top or 0)} has no place to go"]
    # and seen: a sighted keyboard player saw nothing happen, as if the key were lost
    # as a sentence, as every other message there ends (only the German had its full stop)
    assert view.toast.isVisible() and view.toast.text() == "King of clubs has no place to go."
    from qvoleurs.i18n import install_translators

    with language_restored(qapp):
        install_translators(qapp, "de")
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert view.toast.text() == "Kreuz-König: Diese Karte kann nirgendwohin."  # its own, once


def test_enter_on_a_card_with_no_place_to_go_is_not_shown_without_rule_reminders(
    qtbot: QtBot, window: MainWindow, heard: list[str], prefs: Preferences
) -> None:
    prefs.set(settings.RULE_REMINDERS, False)
    assert window.model.drop(C(1), 1, C(10))
    window.view.set_focused_pile(C(7))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert heard and not window.view.toast.isVisible()  # still heard


def test_columns_side_by_side_that_take_the_card_are_said_as_one_span(
    qtbot: QtBot, prefs: Preferences, heard: list[str], qapp: QApplication
) -> None:
    """A king picked up with six columns empty was told all of them by name: three or more
    side by side are one span, in the player's language too."""
    from qvoleurs.i18n import install_translators

    position = build({1: ["5D", "KC"], 6: ["9S"], 9: ["3H"], 10: ["7C"]})
    win = open_window(qtbot, prefs, position)
    win.view.set_focused_pile(C(1))
    qtbot.keyClick(win.view, Qt.Key.Key_Space)
    assert heard[-1] == "Picked up king of clubs. Can go to: columns 2 to 5, column 7, column 8"
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    with language_restored(qapp):
        install_translators(qapp, "de")
        qtbot.keyClick(win.view, Qt.Key.Key_Space)
        assert heard[-1].endswith(" Spalten 2 bis 5, Spalte 7, Spalte 8")


def test_enter_on_a_lone_card_that_only_an_empty_column_takes_says_why_it_stays(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    """Its pick-up says it can go to the empty column 10, so "no place to go" was untrue;
    Enter moves no lone card into an empty column, which changes nothing."""
    view = window.view
    view.set_focused_pile(C(7))  # KC, alone in column 7
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    before = window.model.position.copy()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.model.position == before
    assert heard == [
        "Picked up king of clubs. Can go to: column 10",
        "Put back king of clubs",
        "king of clubs is alone in its column: an empty column would change nothing",
    ]


def test_no_legal_move_left_is_announced_once(qtbot: QtBot, prefs: Preferences, heard: list[str]) -> None:
    win = open_window(qtbot, prefs, _stuck_position())
    win.model.draw()
    stuck = [text for text in heard if text.startswith("No legal move is left")]
    assert len(stuck) == 1 and win.view.stuck_banner.isVisible()
    # the buttons Tab reaches are named (the words named none, "Where Did I Lose It?" went unknown)
    assert stuck[0].endswith(". With Tab: Undo, New Game, Where Did I Lose It?"), stuck
    win.view.stuck_banner.primary.setEnabled(False)  # Undo with no history left: Tab skips it
    assert win.view.stuck_banner.button_names() == ["New Game", "Where Did I Lose It?"]


def test_a_win_is_announced_once(qtbot: QtBot, prefs: Preferences, heard: list[str]) -> None:
    win = open_window(qtbot, prefs, near_won())
    assert win.model.click_card(C(1))
    assert heard[0] == "king of spades home to foundation 1"
    won = [text for text in heard if text.startswith("You won!")]
    assert won == ["You won! All 104 cards are home. Score: 10. With Tab: New Game"]


# -- names everywhere --------------------------------------------------------------------------------


def _name(widget: object) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    return iface.text(Name) if iface is not None else ""


def test_every_button_and_label_has_a_name(qtbot: QtBot, prefs: Preferences) -> None:
    win = open_window(qtbot, prefs, _stuck_position())
    win.model.draw()  # the banner with its buttons
    buttons = [b for b in win.findChildren(QAbstractButton) if not b.isHidden()]  # not those never shown
    assert win.view.stuck_banner.close_button in buttons and win.view.won_banner.close_button in buttons
    for button in buttons:
        assert _name(button).strip(), (type(button).__name__, button.objectName(), button.text(), button.parent())
    assert _name(win.view.stuck_banner.close_button) == "Close"
    assert _name(win.view.won_banner.close_button) == "Close"
    close = QAccessible.queryAccessibleInterface(win.view.stuck_banner.close_button)
    assert close.text(QAccessible.Text.Description) == "Close this message (Esc)"  # not "Close" again
    for label in (win.score_label, win.moves_label, win.stock_label):
        assert _name(label) == label.text() and label.text()
    assert _name(win.score_label) == "Score: 0"
    shown = [w for w in win.statusBar().findChildren(QWidget) if w.isVisible() and not w.findChildren(QWidget)]
    unnamed = [w for w in shown if not _name(w).strip() and not (isinstance(w, QLabel) and not w.text())]
    assert not unnamed  # no nameless grip: an empty message has nothing to say


def test_the_rules_and_the_board_texts_have_names(qtbot: QtBot, window: MainWindow) -> None:
    from qvoleurs.ui.dialogs.text import RulesDialog, TextDialog

    rules = RulesDialog(window)
    qtbot.addWidget(rules)
    assert _name(rules.findChild(QTextEdit)) == "Rules of Quarante Voleurs"
    board = TextDialog(window.tr("The Board"), window.board_text(), window, plain=True)
    qtbot.addWidget(board)
    assert _name(board.findChild(QTextEdit)) == "The Board"
    for dialog in (rules, board):
        for button in dialog.findChildren(QAbstractButton):
            assert _name(button).strip()


@pytest.mark.parametrize("which", ["rules", "board", "shortcuts"])
def test_the_reading_texts_are_read_only_texts_not_labels(qtbot: QtBot, window: MainWindow, which: str) -> None:
    """Qt gives a screen reader a QTextBrowser as a label: Orca 43 said "Rules of Quarante
    Voleurs label" and not a word of the rules until Down. A read-only text it reads as
    "read only text" and its first line (a real Orca's speech log)."""
    from qvoleurs.ui.dialogs.shortcuts import ShortcutsDialog
    from qvoleurs.ui.dialogs.text import RulesDialog, TextDialog

    dialogs = {
        "rules": lambda: RulesDialog(window),
        "board": lambda: TextDialog("The Board", window.board_text(), window, plain=True),
        "shortcuts": lambda: ShortcutsDialog(window),
    }
    dialog = dialogs[which]()
    qtbot.addWidget(dialog)
    face = QAccessible.queryAccessibleInterface(dialog.browser)
    assert face is not None and face.role() == QAccessible.Role.EditableText
    assert face.state().readOnly and not face.state().editable
    assert face.textInterface() is not None and face.text(QAccessible.Text.Name) == dialog.windowTitle()


@pytest.mark.parametrize("which", ["rules", "board"])
def test_the_rules_and_the_board_are_read_line_by_line(qtbot: QtBot, window: MainWindow, which: str) -> None:
    """A screen reader reads a long text by moving a caret through it: the arrow keys move
    one in the text (its accessible text interface says where), line by line to the end."""
    from qvoleurs.ui.dialogs.text import RulesDialog, TextDialog

    board = window.board_text()
    QAccessible.setActive(True)  # a screen reader listens
    try:
        dialog = RulesDialog(window) if which == "rules" else TextDialog("The Board", board, window, plain=True)
    finally:
        QAccessible.setActive(False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.findChild(QTextEdit)
    assert browser is not None
    browser.setFocus()
    text = QAccessible.queryAccessibleInterface(browser).textInterface()
    assert text is not None and text.characterCount() > 200
    start = text.cursorPosition()
    qtbot.keyClick(browser, Qt.Key.Key_Down)
    second = text.cursorPosition()
    assert second > start  # the next line
    qtbot.keyClick(browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert text.cursorPosition() == text.characterCount()  # the end, for "say all" from anywhere
    dialog.close()


def test_with_a_screen_reader_each_score_row_is_one_line_with_its_points(qtbot: QtBot, window: MainWindow) -> None:
    """The score table was read a cell to a line: Down went from "A card onto a foundation" to
    the next row's action and "+10" was never heard. Each row is a line of its own now, and
    the eye still gets its table."""
    from qvoleurs.ui.dialogs.text import RulesDialog

    QAccessible.setActive(True)
    try:
        dialog = RulesDialog(window)
    finally:
        QAccessible.setActive(False)
    qtbot.addWidget(dialog)
    dialog.resize(2000, 600)  # lines as long as they are: what a line is, not where it wraps
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.findChild(QTextEdit)
    assert browser is not None
    browser.setFocus()
    lines: list[str] = []  # what the caret's line holds at each Down, as a screen reader says it
    while len(lines) < 500:
        cursor = browser.textCursor()
        cursor.select(QTextCursor.SelectionType.LineUnderCursor)
        lines.append(cursor.selectedText().strip())
        before = browser.textCursor().position()
        qtbot.keyClick(browser, Qt.Key.Key_Down)
        if browser.textCursor().position() == before:
            break
    for row in (
        "A card onto a foundation: +10",
        "A waste card onto a column: +5",
        "Column to column, drawing a card: 0",
    ):
        assert row in lines, lines
    assert "A foundation card back onto a column: \u221215" in lines
    assert "Points" not in lines  # no header cell alone on a line
    dialog.close()
    sighted = RulesDialog(window)
    qtbot.addWidget(sighted)
    assert sighted.browser.document().toMarkdown().count("|") > 8  # without one: a table


@pytest.mark.parametrize("which", ["rules", "board"])
def test_without_a_screen_reader_the_texts_show_no_caret_and_the_arrows_scroll(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, which: str
) -> None:
    """A blinking caret made the rules look editable; a sighted reader scrolls with the keys
    and still copies the whole text."""
    from qvoleurs.ui.dialogs.text import RulesDialog, TextDialog

    assert not QAccessible.isActive()
    board = window.board_text()
    dialog = RulesDialog(window) if which == "rules" else TextDialog("The Board", board, window, plain=True)
    qtbot.addWidget(dialog)
    dialog.resize(400, 180)  # the board's text too is longer than the view
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)  # as exec() makes it: the keys are its own
    browser = dialog.findChild(QTextEdit)
    assert browser is not None
    browser.setFocus()
    assert not browser.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard  # no caret drawn
    bar = browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    qtbot.keyClick(browser, Qt.Key.Key_Down)
    assert bar.value() > 0  # the text moved at once, not an unseen caret
    qtbot.keyClick(browser, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(browser, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert qapp.clipboard().text() == browser.toPlainText()
    dialog.close()


# -- the player's language ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "column", "foundation", "move"),
    [
        (
            "de",
            "Spalte 1: Pik-8, 2 Karten",
            "Fundament 1: leer (Pik)",
            "Herz-Ass auf Fundament 2 abgelegt. Spalte 4: Pik-5, 1 Karte",
        ),
        (
            "uk",
            "Стовпець 1: 8 пік, 2 карти",
            "Базова стопка 1: порожня (пік)",
            "Туз черв на базову стопку 2. Стовпець 4: 5 пік, 1 карта",
        ),
    ],
)
def test_the_piles_and_moves_are_said_in_the_player_s_language(
    window: MainWindow, qapp: QApplication, heard: list[str], lang: str, column: str, foundation: str, move: str
) -> None:
    from qvoleurs.i18n import install_translators

    with language_restored(qapp):
        install_translators(qapp, lang)
        names = pile_names(window)
        window.model.click_card(C(4))
    assert names[C(1)] == column
    assert names[F(1)] == foundation
    assert heard == [move]


def test_the_hand_s_verdict_the_edges_and_nothing_to_undo_are_said_in_the_player_s_language(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, heard: list[str]
) -> None:
    from qvoleurs.i18n import install_translators

    view = window.view
    qtbot.waitUntil(view.hasFocus)
    with language_restored(qapp):
        install_translators(qapp, "de")
        QCoreApplication.sendPostedEvents()  # the windows' LanguageChange
        qtbot.keyClick(view, Qt.Key.Key_Left)
        qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.keyClick(view, Qt.Key.Key_Right)
        takes = focused_name(window)
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Right)
        refuses = focused_name(window)
    assert heard[:2] == ["Spalte 1, erster Stapel", "Nichts rückgängig zu machen"]
    assert takes == "Spalte 2: Pik-9, 2 Karten, nimmt die Karte auf"
    assert refuses == "Spalte 4: Herz-Ass, 2 Karten, nimmt die Karte nicht auf"


@pytest.mark.parametrize(
    ("lang", "names"), [("en", ["Game", "Edit", "View", "Help"]), ("nl", ["Spel", "Bewerken", "Beeld", "Help"])]
)
def test_an_open_menu_is_named_by_its_title_in_the_player_s_language(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, lang: str, names: list[str]
) -> None:
    """An open menu is a window of its own to a screen reader, which named it after the
    program ("qvoleurs") where it should say which menu opened."""
    from qvoleurs.i18n import install_translators

    with language_restored(qapp):
        install_translators(qapp, lang)
        QCoreApplication.sendPostedEvents()  # the windows' LanguageChange
        named = []
        for menu in window.menus:
            menu.popup(window.mapToGlobal(window.rect().center()))
            qtbot.waitUntil(menu.isVisible, timeout=1000)
            named.append(QAccessible.queryAccessibleInterface(menu).text(QAccessible.Text.Name))
            menu.close()
    assert named == names


def test_copying_the_deal_code_is_heard(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    """Ctrl+C shows "Deal code copied" in the status bar, which a screen reader does not
    follow: it is said too, once."""
    qtbot.keyClick(window.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert heard.count("Deal code copied") == 1


def test_a_language_chosen_as_preferences_closes_is_in_place_before_the_focus_comes_back(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, qapp: QApplication
) -> None:
    """Dansk arrowed to, then Escape: the table came back into focus read in the language
    just left, then a stream of renames."""
    from qvoleurs.i18n import follow_language_setting
    from qvoleurs.ui.dialogs.preferences import PreferencesDialog

    with language_restored(qapp):
        stop = follow_language_setting(qapp, prefs)
        try:
            dialog = PreferencesDialog(prefs, window)
            dialog.show()
            qtbot.waitExposed(dialog)
            combo = dialog.control_for(settings.LANGUAGE)
            combo.setCurrentIndex([value for value, _ in settings.LANGUAGE.choices].index("da"))  # arrowed to
            assert window.view.accessibleName() == "Card table"
            dialog.reject()  # Escape: the language counts as the dialog closes
            assert window.view.accessibleName() == "Spillebord"  # before any turn of the event loop
            dialog.deleteLater()
        finally:
            stop()


def test_the_way_out_of_full_screen_is_heard(
    qtbot: QtBot, window: MainWindow, heard: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)
    # pressed a moment after other words, it is not joined to them: F11 within 1.5 s of a deal
    # repeated the deal's words, and leaving full screen repeated them all again
    monkeypatch.setattr(speaker, "_BESIDE_MS", 600_000)
    speaker.announce(window.view, "New game dealt")
    qtbot.waitUntil(lambda: speaker._last_sent is not None and speaker._last_sent[1] == "New game dealt")
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=1000)
    assert heard.count("Full screen: press F11 or Esc to leave it") == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=1000)
    assert heard[-1] == "Full screen left"  # it was left in silence


def test_a_banner_s_message_is_said_once_as_tab_goes_through_its_buttons(qtbot: QtBot, prefs: Preferences) -> None:
    """The banner (a panel) is named by its message; its buttons do not repeat it."""
    win = open_window(qtbot, prefs)
    win.view.stuck_banner.show_banner("No legal move is left.")
    for button in win.view.stuck_banner.findChildren(QAbstractButton):
        assert "No legal move" not in _name(button) + button.accessibleDescription()
    panel = QAccessible.queryAccessibleInterface(win.view.stuck_banner)
    assert panel is not None and panel.text(QAccessible.Text.Name) == "No legal move is left."


def test_a_failed_save_is_announced_once(window: MainWindow, heard: list[str]) -> None:
    notices = FileNotices(window)
    notices.show_pending()  # started: no start-up notice waits
    problem = SaveProblem(StoredFile.GAME, WriteFault.DISK_FULL)
    notices.save_failed(problem)
    notices.save_failed(problem)  # told once per file
    assert heard == [notices.save_text(problem)]
    assert "disk is full" in heard[0]
    assert window.view.toast.isVisible()


def test_a_start_up_notice_is_heard_once_the_window_is_active(
    qapp: QApplication, qtbot: QtBot, heard: list[str]
) -> None:
    """A notice gathered at start is shown before the event loop runs, when Qt has no link
    to a screen reader yet and would drop it: it is said once the window is active, after
    the title and the focus, and once only."""
    from tests.sessions import close, opened
    from tests.test_faults_notices import damage_the_save

    damage_the_save()
    session = opened(qapp)
    try:
        access = session.window.view.access
        real_focus = access.focus_moved

        def focus_moved() -> None:
            real_focus()
            heard.append("<the focused pile>")

        access.focus_moved = focus_moved  # type: ignore[method-assign]
        session.notices.show_pending()  # as run_app does, before the window is active
        assert session.window.view.toast.text().startswith("Your saved game was damaged")
        assert not [text for text in heard if "damaged" in text]
        session.window.show()
        session.window.activateWindow()
        qtbot.waitUntil(lambda: any("damaged" in text for text in heard), timeout=5000)
        notice = session.window.view.toast.text()
        said = [text for text in heard if "damaged" in text]
        assert said[0] == notice
        # after the focus, which a screen reader says first, cutting off what came before it
        assert heard.index("<the focused pile>") < heard.index(said[0])
        qapp.processEvents()  # nothing more comes
        # alone once; the first verdict, when it comes within moments, is said after it again
        # so as not to cut it off (announce._beside_the_last): that depends on how soon the
        # solver answers, and failed the test on a busy machine
        assert [text for text in heard if text == notice] == [notice]
        assert all(text.startswith(notice + " ") for text in heard if "damaged" in text and text != notice)
    finally:
        close(session, qtbot)


@pytest.mark.parametrize("ending", ["stuck", "won", "going on"])
def test_a_resumed_game_that_has_ended_says_its_banner_once_the_window_is_active(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, ending: str
) -> None:
    """A game that comes back stuck or won shows its banner as the window is built, when Qt
    has no link to a screen reader yet and drops what is said: the banner's message is said
    once the window is active, after the title and the focus, and once only. A game going on
    says so too: it sounded as a fresh deal does, the verdict alone."""
    sent: list[str] = []  # what goes out to the screen reader, the focused pile marked

    def announcement(source: object, text: str) -> QAccessibleAnnouncementEvent:
        sent.append(text)
        return QAccessibleAnnouncementEvent(source, text)

    monkeypatch.setattr(speaker, "QAccessibleAnnouncementEvent", announcement)
    start = {"stuck": _stuck_position(), "won": near_won(), "going on": Position.from_deal(Deal.from_number(1))}
    model = GameModel(game_at(start[ending]), prefs)
    assert model.draw() if ending != "won" else model.click_card(C(1))  # the save's last action
    win = MainWindow(model, prefs)  # no link to a screen reader yet
    qtbot.addWidget(win)
    if ending == "going on":
        words = win.resumed_text()
        assert words == "Your game is back as you left it, at move 1."
    else:
        banner = win.view.stuck_banner if ending == "stuck" else win.view.won_banner
        assert banner.isVisibleTo(win)
        words = _name(banner)
        assert words.startswith("No legal move is left" if ending == "stuck" else "You won!")
    access = win.view.access
    real_focus = access.focus_moved

    def focus_moved() -> None:
        real_focus()
        sent.append("<the focused pile>")

    access.focus_moved = focus_moved  # type: ignore[method-assign]

    def said() -> list[int]:  # where the words went out (the first verdict may be joined to them)
        return [i for i, text in enumerate(sent) if words in text]

    QAccessible.setActive(True)  # the link comes up as the window is shown
    try:
        win.show()
        qtbot.waitExposed(win)
        win.activateWindow()
        qtbot.waitUntil(lambda: bool(said()), timeout=5000)
        assert "<the focused pile>" in sent[: said()[0]]  # after the focus, not cut off by it
        QApplication.processEvents()  # nothing more comes
        assert len(said()) == 1
    finally:
        QAccessible.setActive(False)


# -- a screen reader that does not listen for announcements (Orca 43, Debian 12) -------------------

ORCA_43_EVENTS = ["Object:StateChanged:Showing", "Focus::", "Object:PropertyChange:AccessibleName"]


def reader_listening_to(monkeypatch: pytest.MonkeyPatch, events: list[str]) -> list[str]:
    """The registry answers that the reader listens for `events`; the announcement events
    that go out are recorded in the list returned."""
    monkeypatch.setattr(reader_events, "registered_events", lambda: list(events))
    reader_events.forget()
    announced: list[str] = []

    def announcement(source: object, text: str) -> QAccessibleAnnouncementEvent:
        announced.append(text)
        return QAccessibleAnnouncementEvent(source, text)

    monkeypatch.setattr(speaker, "QAccessibleAnnouncementEvent", announcement)
    return announced


@pytest.fixture
def reader_on() -> Iterator[None]:
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def test_a_reader_deaf_to_announcements_hears_each_as_a_new_notification(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None
) -> None:
    """Orca 43 has no listener for announcements and heard nothing of a move, a reminder
    or a verdict; it speaks an object of the notification role when it appears."""
    announced = reader_listening_to(monkeypatch, ORCA_43_EVENTS)
    notices = window.spoken_notice
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: notices.shown().startswith("Drew king of diamonds"))
    first = window.findChildren(Notification)[-1]
    face = QAccessible.queryAccessibleInterface(first)
    assert face is not None and face.role() == QAccessible.Role.Notification
    assert face.text(QAccessible.Text.Name) == notices.shown() and not face.state().invisible
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: "Drew 4 of clubs" in notices.shown())  # (the draw before too, at once after it)
    assert window.findChildren(Notification)[-1] is not first  # a new object: a reader keeps a name it read
    assert announced == []  # and not said twice on a reader that would hear both
    # the one before keeps its name a while: Orca asks for it as it comes to it in its queue,
    # and a notification gone by then was said as "notification" and nothing more
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert face.isValid() and face.text(QAccessible.Text.Name).startswith("Drew king of diamonds")


def test_a_reader_that_listens_for_announcements_gets_no_notification(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None
) -> None:
    announced = reader_listening_to(monkeypatch, [*ORCA_43_EVENTS, "Object:Announcement:"])
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(announced) == 1)
    assert announced[0].startswith("Drew king of diamonds") and window.spoken_notice.shown() == ""


@pytest.mark.parametrize(
    ("event", "hears"),
    [
        ("Object:Announcement:", True),  # as the registry gives Orca 46's
        ("object:announcement", True),
        ("object:", True),  # every object event
        ("", True),  # every event
        ("Object:StateChanged:Showing", False),
        ("focus:", False),
        ("window:", False),
    ],
)
def test_which_listeners_hear_announcements(event: str, hears: bool) -> None:
    assert reader_events.covers(event) is hears


def test_the_registry_is_asked_once_in_a_while_and_not_at_all_without_a_bus(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    monkeypatch.setattr(reader_events, "registered_events", lambda: asked.append(1) or [])
    reader_events.forget()
    assert not reader_events.announcements_heard() and not reader_events.announcements_heard()
    assert len(asked) == 1  # a move a second must not cost a question on the bus each
    monkeypatch.undo()
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    assert reader_events.registered_events() is None  # cannot be asked: announcements, as before
    reader_events.forget()
    assert reader_events.announcements_heard()


def test_with_a_screen_reader_a_deal_code_is_read_without_word_joiners(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Braille tables write a word joiner out as the word "word": with a reader, the board and
    a bad code's message give the code plain; without one, joiners keep it on one line."""
    from PySide6.QtWidgets import QMessageBox

    from qvoleurs.deal_code_messages import WORD_JOINER
    from qvoleurs.ui.dialogs.deal_code import DealCodeDialog

    code = window.model.deal_code
    assert code is not None and WORD_JOINER in window.board_text()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    QAccessible.setActive(True)  # a screen reader listens
    try:
        assert f"Deal code: {code}." in window.board_text().splitlines()[0]
        typed = DealCodeDialog("FT1-N-AAAA0AA", window)
        typed.accept()
        typed.deleteLater()
    finally:
        QAccessible.setActive(False)
    assert len(shown) == 1 and shown[0].startswith("FT1-N-AAAA0AA is not a deal code")


def names_sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, int]]:
    """The (object, child) of every name change told to a screen reader from now on."""
    sent: list[tuple[object, int]] = []

    def record(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.NameChanged:
            sent.append((event.object(), event.child()))

    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return sent


def test_after_a_change_of_language_every_menu_item_s_new_name_is_sent(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reader keeps a name until told it changed; Qt tells nothing when an action's text
    changes, so after Preferences ▸ Nederlands the menus were still said in English."""
    from qvoleurs.i18n import install_translators

    sent = names_sent(monkeypatch)
    with language_restored(qapp):
        install_translators(qapp, "nl")
        QCoreApplication.sendPostedEvents()  # the windows' LanguageChange
        for container in (window.menuBar(), *window.menus):
            assert {(container, i) for i in range(len(container.actions()))} <= set(sent), container
        assert window.game_menu.actions()[0].text().replace("&", "") == "Nieuw spel"


def test_the_table_s_description_names_the_keys_that_draw_and_give_a_hint(window: MainWindow) -> None:
    """It named the arrows, Space, Enter and Ctrl+B, not the draw and the hint, the keys a
    player uses most after them: each key it names is the action's own shortcut."""
    description = window.view.accessibleDescription()
    draw = window.draw_action.shortcut().toString()
    hint = window.solver.hint_action.shortcut().toString()
    assert f"{draw} draws a card" in description and f"{hint} gives a hint" in description
    assert (draw, hint) == ("D", "H")


def told_to_reader(monkeypatch: pytest.MonkeyPatch, orca_43: bool) -> list[str]:
    """What goes out to a reader that hears announcements (Orca 46), or notifications only
    (Orca 43), as "said: …", and "focus" when the table tells its focused pile, in order."""
    told: list[str] = []
    if orca_43:
        reader_listening_to(monkeypatch, ORCA_43_EVENTS)
        say = SpokenNotice.say
        monkeypatch.setattr(SpokenNotice, "say", lambda self, text: (told.append("said: " + text), say(self, text)))
    else:
        reader_listening_to(monkeypatch, [*ORCA_43_EVENTS, "Object:Announcement:"])

        def announcement(source: object, text: str) -> QAccessibleAnnouncementEvent:
            told.append("said: " + text)
            return QAccessibleAnnouncementEvent(source, text)

        monkeypatch.setattr(speaker, "QAccessibleAnnouncementEvent", announcement)
    focus_moved = TableAccess.focus_moved
    monkeypatch.setattr(TableAccess, "focus_moved", lambda self: (told.append("focus"), focus_moved(self)))
    return told


def heard_window(qtbot: QtBot, window: MainWindow) -> None:
    """The window active, and what it held at its first activation said."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow() and window.herald.ready(), timeout=5000)


@pytest.mark.parametrize("orca_43", [True, False])
def test_what_the_table_says_waits_until_a_dialog_in_front_has_closed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None, orca_43: bool
) -> None:
    """A deal code typed, the table deals and says "New game dealt" while the dialog is still
    in front; the focus coming back to the table then cut it off, as an announcement (Orca
    46) and as a notification (Orca 43). It waits for the window, after the table's focus."""
    from PySide6.QtWidgets import QDialog

    told = told_to_reader(monkeypatch, orca_43)
    heard_window(qtbot, window)
    dialog = QDialog(window)
    qtbot.addWidget(dialog)  # closed however the test ends
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    told.clear()
    window.model.new_game()
    for _ in range(5):  # the turns in which it would have been said
        QApplication.processEvents()
    assert not [t for t in told if t.startswith("said")]
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: any(t.startswith("said: New game dealt") for t in told), timeout=3000)
    said = next(i for i, t in enumerate(told) if t.startswith("said: New game dealt"))
    assert "focus" in told[:said], told


@pytest.mark.parametrize("verdict_first", [True, False])
def test_a_verdict_held_while_a_question_closes_goes_with_the_words_said_meanwhile(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None, verdict_first: bool
) -> None:
    """Yes in Where Did I Lose It?: "Back to the position after move 18", then the verdict
    as an announcement of its own, which the reader starts by cutting the first off."""
    from PySide6.QtWidgets import QMessageBox

    told = told_to_reader(monkeypatch, False)
    heard_window(qtbot, window)
    monkeypatch.setattr(speaker, "_BESIDE_MS", 600_000)  # "a moment", made long for a busy machine
    box = QMessageBox(
        QMessageBox.Icon.Question, "Where Did I Lose It?", "Go back?", QMessageBox.StandardButton.Yes, window
    )
    box.open()
    qtbot.waitUntil(box.isActiveWindow, timeout=2000)
    told.clear()
    box.close()
    if verdict_first:
        window.herald.say("Winnable", "verdict", "This game can be won")
    speaker.announce(window.view, "Back to move 18.")
    if not verdict_first:
        window.herald.say("Winnable", "verdict", "This game can be won")
    window.activateWindow()
    qtbot.waitUntil(lambda: any("Winnable" in t or "can be won" in t for t in told), timeout=3000)
    said = [t for t in told if t.startswith("said")]
    assert said[-1] == "said: Back to move 18. Winnable", told  # the words again, with it: not cut off
    box.deleteLater()


@pytest.mark.parametrize("orca_43", [True, False])
def test_words_said_as_the_focus_comes_back_to_the_table_follow_its_pile(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None, orca_43: bool
) -> None:
    """Yes to "abandon this game?": "New game dealt" went out between the table's focus and
    its pile's, and the reader cut it off to say the pile."""
    from PySide6.QtWidgets import QLineEdit

    told = told_to_reader(monkeypatch, orca_43)
    heard_window(qtbot, window)
    elsewhere = QLineEdit(window)  # the focus away from the table, in the same window
    elsewhere.show()
    elsewhere.setFocus()
    qtbot.waitUntil(elsewhere.hasFocus, timeout=2000)
    QApplication.processEvents()
    told.clear()
    speaker.announce(window.view, "New game dealt")
    # the focus back to the table in the next turn, as the dialog's closing gives it: its pile
    # is told a turn after that, when the words were already on their way
    QTimer.singleShot(0, window.view.setFocus)
    qtbot.waitUntil(lambda: "said: New game dealt" in told and "focus" in told, timeout=3000)
    assert told.index("focus") < told.index("said: New game dealt"), told


@pytest.mark.parametrize("orca_43", [True, False])
def test_a_verdict_a_moment_after_other_words_carries_them_too(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None, orca_43: bool
) -> None:
    """ "New game dealt", then "Winnable" a quarter second later: a reader of announcements may
    cut the first off with the second. There the verdict carries the words before it (Orca 43,
    told by notifications, queues them: the verdict alone); the words of a move never do
    (they come as fast as the keys), nor a verdict that comes a while later."""
    told = told_to_reader(monkeypatch, orca_43)
    heard_window(qtbot, window)
    told.clear()

    def said(count: int) -> str:
        qtbot.waitUntil(lambda: len([t for t in told if t.startswith("said")]) == count, timeout=2000)
        return [t for t in told if t.startswith("said")][-1].removeprefix("said: ")

    # "a moment" made long: a busy machine may take longer than 1.5 s between two lines here
    monkeypatch.setattr(speaker, "_BESIDE_MS", 600_000)
    speaker.announce(window.view, "New game dealt")
    assert said(1) == "New game dealt"
    window.herald.say("Winnable", "verdict", "This game can be won")
    # Orca 43 queues its notifications and cuts none off: the words again were heard twice
    assert said(2) == ("Winnable" if orca_43 else "New game dealt. Winnable")
    speaker.announce(window.view, "Drew 4 of clubs")
    assert said(3) == "Drew 4 of clubs"
    monkeypatch.setattr(speaker, "_BESIDE_MS", 0)  # as if a while had passed
    window.herald.say("Cannot be won", "verdict", "This deal cannot be won")
    assert said(4) == "This deal cannot be won"  # on its own: words that say what it is about
    speaker.announce(window.view, "Search stopped.")
    window.herald.say("Not known yet", "verdict", "Not known yet whether this game can be won")
    assert said(5) == "Search stopped. Not known yet"  # in one announcement with words of its turn: short


def test_a_new_deal_says_what_the_focused_pile_now_holds(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    """Ctrl+N said "New game dealt" and no more: the focused pile's new name came as a name
    change, which the announcement cut off, so the new cards went unheard."""
    view = window.view
    view.setFocus()
    qtbot.waitUntil(lambda: view.hasFocus() and not speaker.focus_is_coming())  # its pile told
    view.set_focused_pile(C(3))
    heard.clear()
    window.model.new_game()
    top = window.view.access.speech.pile_name(window.model.position, C(3))
    assert top.startswith("Column 3: ") and top.endswith("4 cards")
    assert heard == ["New game dealt. " + top]
    heard.clear()
    view.clearFocus()
    view.setFocus()  # the focus comes back to the table (a question closed): it says the pile
    window.model.new_game()
    assert heard == ["New game dealt"]  # not a second time


def test_a_restarted_deal_is_heard_as_the_same_deal_again(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    """Restart Deal was heard as "New game dealt", as if the cards were new."""
    view = window.view
    view.setFocus()
    qtbot.waitUntil(lambda: view.hasFocus() and not speaker.focus_is_coming())
    view.set_focused_pile(C(3))
    window.model.draw()
    heard.clear()
    window.model.restart()
    top = view.access.speech.pile_name(window.model.position, C(3))
    assert heard == ["Deal restarted from the beginning. " + top]
    heard.clear()
    window.model.new_game()
    assert heard[0].startswith("New game dealt. ")


def test_words_that_begin_with_a_card_s_name_begin_with_a_capital(
    qtbot: QtBot, qapp: QApplication, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, reader_on: None
) -> None:
    """Ukrainian names its cards in lower case: Enter on a card with no place to go sent
    "дама чирви: …" to the screen reader, a sentence begun in lower case on a braille display."""
    from qvoleurs.i18n import install_translators
    from qvoleurs.ui.table.speech import TableSpeech

    announced = reader_listening_to(monkeypatch, [*ORCA_43_EVENTS, "Object:Announcement:"])
    tops = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC"]
    position = build(columns={1: ["5S", "QH"], **{n + 2: [top] for n, top in enumerate(tops)}})
    with language_restored(qapp):
        install_translators(qapp, "uk")
        win = open_window(qtbot, prefs, position)
        queen = win.model.position.piles[C(1)][-1]
        words = TableSpeech().stays([queen])
        assert words[0].islower()  # the card's name, as Ukrainian writes it
        win.view.set_focused_pile(C(1))
        announced.clear()
        qtbot.keyClick(win.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(announced))
        assert announced == [words[0].upper() + words[1:]]
        win.close()


@pytest.mark.parametrize(
    "opener", ["show_preferences", "show_statistics", "show_rules", "show_shortcuts", "read_board"]
)
def test_a_closed_dialog_leaves_nothing_in_a_reader_s_tree(qtbot: QtBot, prefs: Preferences, opener: str) -> None:
    """Each opening of Preferences left one more hidden copy in the window: a reader's tree
    grew by 47 objects an opening, and a check box's change of state was heard once for
    each copy."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QDialog

    from tests.test_window_placement import open_window as open_with_statistics
    from tests.test_window_placement import run_dialog

    window = open_with_statistics(qtbot, prefs)
    interface = QAccessible.queryAccessibleInterface(window)
    assert interface is not None
    children = interface.childCount()
    for _ in range(3):
        run_dialog(qtbot, getattr(window, opener), lambda _dialog: None)  # (it fails when none shows)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(QDialog) == []
    assert interface.childCount() == children


class KeyPresses(QObject):
    """The key presses the application delivers, as Qt's link to a screen reader sees them
    (it watches the application's events): a key taken by a shortcut is never delivered."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[Qt.Key] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        is_press = event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
        if is_press and watched.isWidgetType():  # (not the QWindow Qt gives the press to first)
            self.keys.append(Qt.Key(event.key()))
        return False


@pytest.fixture
def presses(qapp: QApplication) -> Iterator[KeyPresses]:
    watcher = KeyPresses()
    qapp.installEventFilter(watcher)
    yield watcher
    qapp.removeEventFilter(watcher)


def test_d_and_h_on_the_table_are_key_presses_a_screen_reader_is_told_of(
    window: MainWindow, presses: KeyPresses, qtbot: QtBot
) -> None:
    """Orca stops talking at a key press it is told of, and Qt tells it of presses, not of
    shortcuts: D and H, the menu items' letters, went unheard, and 64 draws piled up four
    minutes of words. On the table they are key presses now, and each still does its item's
    one thing: one card drawn, one hint."""
    view = window.view
    view.setFocus()
    stock = window.model.stock_count
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert window.model.stock_count == stock - 1  # drawn once: not by the key and by the shortcut too
    assert Qt.Key.Key_D in presses.keys
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert Qt.Key.Key_H in presses.keys
    qtbot.waitUntil(lambda: bool(window.view.toast.text()), timeout=15000)  # the hint, once the solver knows
    assert window.model.stock_count == stock - 1
    window.draw_action.setEnabled(False)  # greyed, as with the stock used up: the table's own D
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert window.model.stock_count == stock - 2


@pytest.mark.parametrize("orca_43", [True, False])
def test_a_closed_list_s_new_value_is_said_to_a_reader_told_by_notifications(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, reader_on: None, orca_43: bool
) -> None:
    """Down on Animation speed changed it, and Orca 43 said nothing (its speech log): the new
    value goes to it as a notification. A reader of announcements gets Qt's own value change."""
    from PySide6.QtWidgets import QComboBox

    from qvoleurs.ui.dialogs.preferences import PreferencesDialog

    announced = reader_listening_to(monkeypatch, ORCA_43_EVENTS if orca_43 else ["Object:Announcement:"])
    assert window.prefs is not None
    window.prefs.set(settings.ANIMATIONS, True)  # (its speed is greyed out while they are off)
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    speed = dialog.control_for(settings.ANIMATION_SPEED)
    assert isinstance(speed, QComboBox) and speed.currentIndex() + 1 < speed.count()
    speed.setFocus()
    qtbot.waitUntil(speed.hasFocus, timeout=2000)
    qtbot.keyClick(speed, Qt.Key.Key_Down)
    value = speed.currentText()
    if orca_43:
        qtbot.waitUntil(lambda: window.spoken_notice.shown() == value, timeout=2000)
    else:
        qtbot.waitUntil(lambda: not speaker._pending, timeout=2000)  # what was to be said went out
        assert value not in announced and window.spoken_notice.shown() != value
    dialog.close()
