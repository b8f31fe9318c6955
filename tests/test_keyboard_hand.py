"""The keyboard's hand (Space picks cards up) holds the cards picked up and no others.

The table can change under a held card: an undo, a draw, a card put onto it with the mouse,
a hint, a change of placement help. Each of these left the hand as it was, pointing at the
pile from the same place, so that it grew (an undo brought the 8 of spades back onto a held
9 of hearts, and the hand held both), or lit what no longer applied. Now the hand is put
back and the screen reader hears it; the pile's name and the marks follow at once.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Move, Rule
from qvoleurs.engine.rules import WASTE, column_pile, foundation_pile
from qvoleurs.preferences import Preferences
from qvoleurs.reminders import RULE_REMINDERS
from qvoleurs.ui.table.access import PILE_ORDER, TableAccess
from qvoleurs.ui.window import MainWindow
from tests.positions import build
from tests.test_accessibility import PICKED_UP, heard, open_window, pile_names, table, window
from tests.test_window import card_of, drag, mouse, pile_point, point

C = column_pile
F = foundation_pile
CTRL = Qt.KeyboardModifier.ControlModifier

__all__ = ["heard", "window"]  # fixtures


def hand(win: MainWindow) -> list[str]:
    """The names of the cards in the keyboard's hand, bottom up; empty when it is."""
    picked = win.table_scene.picked
    if picked is None:
        return []
    pile, index = picked
    return [win.card_name(card) for card in win.model.position.piles[pile][index:]]


def selected(win: MainWindow, pile: int) -> bool:
    return bool(table(win).child(PILE_ORDER.index(pile)).state().selected)


def test_an_undo_that_brings_a_card_back_onto_the_held_one_puts_the_hand_back(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    view = window.view
    qtbot.waitUntil(window.isActiveWindow)  # Ctrl+Z is the window's shortcut
    view.set_focused_pile(C(1))
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Space):
        qtbot.keyClick(view, key)  # the 8 of spades onto column 2, then the 9 of hearts picked up
    assert hand(window) == ["9 of hearts"]
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)  # the 8 of spades comes back onto the 9 of hearts
    assert hand(window) == []  # not "9 of hearts, 8 of spades"
    assert heard == ["Put back 9 of hearts", "Undone: 8 of spades back to column 1"]
    assert not selected(window, C(1)) and window.table_scene.marks.picked is None
    assert pile_names(window)[C(2)] == "Column 2: 9 of spades, 2 cards"  # no verdict on a hand that is gone
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space picks up again: the top card alone
    assert hand(window) == ["8 of spades"]


def test_an_undo_that_takes_away_the_held_card_s_only_place_says_so(
    qtbot: QtBot, prefs: Preferences, heard: list[str]
) -> None:
    """The 8 of diamonds played onto column 3, the 7 of diamonds picked up for it, then the
    8 undone: the hand kept the 7, whose only place was gone, and nothing said so (Space on
    column 3 was then refused). Now the new places are said after the undo's own words."""
    tops = ["KS", "KH", "9D", "KC", "7D", "QS", "QH", "QC", "JS", "JH"]
    win = open_window(qtbot, prefs, build({i + 1: [card] for i, card in enumerate(tops)}, waste=["8D"]))
    view = win.view
    qtbot.waitUntil(win.isActiveWindow)  # Ctrl+Z is the window's shortcut
    view.set_focused_pile(WASTE)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(3))
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the 8 of diamonds onto the 9
    view.set_focused_pile(C(5))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert heard[-1] == "Picked up 7 of diamonds. Can go to: column 3"
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: len(heard) == 2)
    assert heard == ["Undone: 8 of diamonds back to the waste", "In hand: 7 of diamonds. No place to go now"]
    assert hand(win) == ["7 of diamonds"]  # still held: the player may put it back or wait
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: len(heard) == 2)
    assert heard[1] == "In hand: 7 of diamonds. Can go to: column 3"
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # put back: nothing more is said of its places
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: any(words.startswith("Undone") for words in heard[3:]))
    assert not [words for words in heard if words.startswith("In hand") and "No place" in words]


def test_a_draw_onto_a_held_waste_card_puts_it_back(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    view = window.view
    view.set_focused_pile(WASTE)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert hand(window) == ["5 of clubs"]
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert hand(window) == []  # the king of diamonds drawn over it is not in the hand
    assert heard[-2].startswith("Put back 5 of clubs") and heard[-1].startswith("Drew king of diamonds")
    assert not selected(window, WASTE)


def test_a_card_the_pointer_puts_onto_the_held_one_puts_the_hand_back(window: MainWindow, heard: list[str]) -> None:
    view = window.view
    view.set_focused_pile(C(6))
    view._pick_or_put(C(6))  # the 6 of clubs, as Space picks it up
    assert hand(window) == ["6 of clubs"]
    assert window.model.click_card(WASTE)  # a click on the waste: its 5 of clubs onto the 6
    assert hand(window) == []
    assert "Put back 6 of clubs" in heard


def test_a_drag_puts_the_hand_back_as_the_pointer_takes_over(window: MainWindow, heard: list[str]) -> None:
    """With placement help off too: the drag lights nothing, and the hand went on pointing
    at the cards the pointer was moving."""
    window.prefs.set(settings.PLACEMENT_HELP, False)
    window.view._pick_or_put(C(6))
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(2)), release=False)
    assert hand(window) == [] and heard[-1] == "Put back 6 of clubs"
    drag_end = pile_point(window, C(2))
    mouse(window, QEvent.Type.MouseButtonRelease, drag_end, Qt.MouseButton.NoButton)
    assert window.model.position.top(C(2)) == eight


def test_held_cards_the_pointer_moves_away_leave_the_hand_unsaid(window: MainWindow, heard: list[str]) -> None:
    """They are not put back: they went where the move that is said took them."""
    window.view._pick_or_put(C(1))
    assert window.model.drop(C(1), 1, C(3))
    assert hand(window) == []
    assert heard == [PICKED_UP, "8 of spades to column 3. Column 1: 9 of hearts, 1 card"]


def test_a_hint_puts_the_hand_back_and_lights_its_own_piles(qtbot: QtBot, window: MainWindow, heard: list[str]) -> None:
    """The hint's piles were asked for; the hand's targets stayed lit in their place."""
    scene, view = window.table_scene, window.view
    view.set_focused_pile(C(6))
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the 6 of clubs: column 10 takes it
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: any(text.startswith(("Hint", "No winning line")) for text in heard))
    assert hand(window) == []
    assert "Put back 6 of clubs" in heard
    assert scene.marks.highlights == [scene._lit_rect(pile) for pile in scene.highlighted]
    assert scene.highlighted and scene.highlighted != [C(10)]


def test_a_hint_s_lights_go_with_escape_and_with_a_card_picked_up(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    """They stayed after the hint's words were closed, and came back when a card picked up
    was put back: gold piles that looked like places it could go."""
    scene, view = window.table_scene, window.view
    qtbot.waitUntil(window.isActiveWindow)

    def hint() -> None:
        heard.clear()
        qtbot.keyClick(view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: any(text.startswith(("Hint", "No winning line")) for text in heard))
        assert scene.highlighted and view.toast.isVisible()

    hint()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # the words closed: the lights with them
    assert not view.toast.isVisible() and scene.highlighted == [] and scene.marks.highlights == []
    hint()
    view.toast.dismiss()  # the words gone by themselves: Escape takes the lights
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.highlighted == [] and scene.marks.highlights == []
    hint()
    view.set_focused_pile(C(5))
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the 6 of spades picked up, then put back
    assert hand(window) == ["6 of spades"]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert hand(window) == [] and scene.highlighted == [] and scene.marks.highlights == []


@pytest.mark.parametrize("help_on", [True, False])
def test_placement_help_switched_while_a_card_is_held_applies_at_once(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, help_on: bool
) -> None:
    """The lit piles and the names that end with ", takes it" changed only at the next key."""
    prefs.set(settings.PLACEMENT_HELP, help_on)
    win = open_window(qtbot, prefs)
    renamed: list[int] = []
    monkeypatch.setattr(
        TableAccess,
        "_send",
        lambda self, pile, kind: renamed.append(pile.pile) if kind == QAccessible.Event.NameChanged else None,
    )
    QAccessible.setActive(True)
    try:
        win.view._pick_or_put(C(1))  # the 8 of spades: columns 2, 3 and 10 take it
        renamed.clear()
        prefs.set(settings.PLACEMENT_HELP, not help_on)
    finally:
        QAccessible.setActive(False)
    scene = win.table_scene
    lit = [scene.top_rect(pile) for pile in (C(2), C(3), C(10))]
    takes = pile_names(win)[C(2)].endswith(", takes it")
    if help_on:  # now off
        assert scene.marks.highlights == [] and not takes
    else:
        assert scene.marks.highlights == lit and takes
    assert {C(2), C(3), C(10)} <= set(renamed)  # the screen reader is told those names changed
    assert hand(win) == ["8 of spades"]  # the hand itself stays


def test_enter_on_another_pile_puts_the_picked_up_card_there_as_space_does(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    """Column 2 had just been heard to take the 8 of spades in the hand, and Enter there put the
    8 back and tried column 2's own card ("no place to go"): Enter puts the hand down, as Space
    does, taken or refused with its rule; on the hand's own pile it still plays the card."""
    view = window.view
    eight = window.model.position.top(C(1))
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(4))  # the ace of hearts: nothing goes on it
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.model.position.top(C(1)) == eight and window.table_scene.picked is None
    assert heard[-1] == "Put back 8 of spades"
    assert window.view.toast.text().startswith(RULE_REMINDERS[Rule.NOTHING_ON_ACE])
    qtbot.keyClick(view, Qt.Key.Key_Return)  # no card in the hand: Enter plays the ace, home
    assert window.model.game.peek() == Move.parse("c4-f2")
    view.set_focused_pile(C(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    view.set_focused_pile(C(2))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.model.game.peek() == Move.parse("c1-c2")
    view.set_focused_pile(C(2))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # on its own pile: played to its best place
    assert window.model.game.peek() == Move.parse("c2-c3")
    view.set_focused_pile(F(2))  # the ace sent home above, picked up as Enter there says to
    qtbot.keyClick(view, Qt.Key.Key_Space)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # on the foundation it came from: back, as Space puts it
    assert heard == ["Put back ace of hearts"] and window.table_scene.picked is None
    assert window.model.game.peek() == Move.parse("c2-c3")


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return], ids=["Space", "Enter"])
@pytest.mark.parametrize(
    ("pile", "said"),
    [(C(10), "Column 10: empty"), (F(1), "Foundation 1: empty (spades)")],
    ids=["column", "foundation"],
)
def test_space_or_enter_on_an_empty_pile_says_it_is_empty(
    qtbot: QtBot, window: MainWindow, heard: list[str], key: Qt.Key, pile: int, said: str
) -> None:
    """Nothing to pick up or play: the key was met with silence, as if it were lost."""
    view = window.view
    view.set_focused_pile(pile)
    qtbot.keyClick(view, key)
    assert heard == [said] and hand(window) == []


def test_undo_at_the_undo_history_s_limit_says_why_nothing_is_undone(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, heard: list[str]
) -> None:
    """Moves were played but lie beyond the history kept: "Nothing to undo" was not true."""
    window.model.game.undo_depth = 1  # a history of one action: as the standard 100 after 101
    qtbot.waitUntil(window.isActiveWindow)
    window.model.draw()
    window.model.draw()
    heard.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert heard == [
        "Undone: 4 of clubs back to the stock",
        "Nothing more to undo: the undo limit is set in the preferences",
    ]
    assert window.message_label.text() == heard[-1]  # shown too: the greyed menu item does not say why
    prefs.set(settings.UNDO_DEPTH, 0)  # unlimited: the older move comes back, then nothing at all
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert heard[2:] == ["Undone: king of diamonds back to the stock", "Nothing to undo"]
