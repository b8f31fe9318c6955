"""The end of a game plays itself (ui/auto_finish.py): after the player's move, when the
stock is drawn and moves home alone win, the cards go home one by one; a click or a key
stops it for the rest of that game; an undo never starts it; its setting turns it off."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Deal, Game, Move, Position
from qvoleurs.engine.finish import finishing_line
from qvoleurs.engine.rules import WASTE
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui import announce as speaker
from qvoleurs.ui.window import MainWindow
from tests.positions import build
from tests.sessions import close, start
from tests.solver_games import HOME, C, F, game_at, read_line

PLAYER_S_MOVE = Move(WASTE, F(1))  # the waste's eight of spades home


def ending() -> Position:
    """Everything home but the spades from the eights up: an eight on the waste, the
    other under a nine in column 3, the rest in columns 1 and 2, the stock drawn."""
    position = build(
        columns={1: ["KS", "QS", "JS", "TS", "9S"], 2: ["KS", "QS", "JS", "TS"], 3: ["8S", "9S"]},
        waste=["8S"],
        foundations={**HOME, 1: 7, 5: 7},
    )
    assert not position.piles[0]  # every card named: nothing left to draw
    return position


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> Iterator[MainWindow]:
    position = ending()
    prefs.set(settings.AUTO_FINISH, True)  # as it is by default (the shared fixture turns it off)
    win = MainWindow(GameModel(game_at(position), prefs), prefs)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    win.auto_finish.step_ms = 5
    win.auto_finish.player.typed_ahead_ms = 0  # a test's keys come at once: as keys pressed once it is seen
    yield win
    win.close()
    assert win.solver.wait()


def test_after_the_player_s_move_the_rest_goes_home_by_itself(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda source, text, assertive=False: heard.append(text))
    QAccessible.setActive(True)
    try:
        model = window.model
        helped: list[bool] = []
        model.help_used.connect(lambda: helped.append(True))
        assert not window.auto_finish.running()  # never at the start: only after a move
        assert model.move(PLAYER_S_MOVE)
        assert window.auto_finish.running()
        assert window.message_label.text().startswith("Only moves home are left")
        assert heard[-1].startswith("Only moves home are left")
        qtbot.waitUntil(model.is_won, timeout=5000)
        assert not window.auto_finish.running() and not window.message_label.text()
        assert model.game.line[1:] and all(m.dst >= F(1) for m in model.game.line)  # moves home only
        assert not helped  # no help in the statistics: the player could see every move
        assert any(text.startswith("You won!") for text in heard)
        # the player's move is said; the rest once as a whole, not fourteen times "… home to …"
        assert [text for text in heard if " home to " in text] == [heard[0]]
    finally:
        QAccessible.setActive(False)


def test_the_indicator_says_winnable_at_every_card_it_plays_home(qtbot: QtBot, window: MainWindow) -> None:
    """Each card home was a position the solver had not seen: "Thinking…" for the whole
    end, the line that wins already in hand."""
    model, shown = window.model, []
    qtbot.waitUntil(lambda: window.verdict_label.text().endswith("Winnable"))
    window.solver.session.cache.clear()  # the player's way to the end is not the line the solver found
    model.state_changed.connect(lambda: shown.append(window.verdict_label.text()))
    assert model.move(PLAYER_S_MOVE)
    qtbot.waitUntil(model.is_won, timeout=5000)
    during = shown[:-1]  # a won game shows no verdict
    assert len(during) > 10 and all(text.endswith("Winnable") for text in during), during


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_stops_it_and_the_rest_of_the_game_is_the_player_s(
    qtbot: QtBot, window: MainWindow, how: str
) -> None:
    model = window.model
    start = model.position.copy()
    window.resize(600, 560)  # the message is cut in the status bar: shown whole over the table
    qtbot.waitUntil(lambda: window.width() == 600)
    window.auto_finish.step_ms = 60_000  # no step comes before the player's click
    assert model.move(PLAYER_S_MOVE)
    assert window.auto_finish.running()
    toast = window.view.toast
    told = toast.text()
    assert toast.isVisible() and told.startswith("Only moves home are left")
    before = model.game.line[:]
    if how == "click":
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(window.view, Qt.Key.Key_Return)  # would play the focused card
    assert not window.auto_finish.running()
    assert model.game.line == before  # the click or key only stopped it
    assert window.message_label.text().startswith("Stopped") and window.message_label.fits()
    assert not (toast.isVisible() and toast.text() == told)  # no "press a key to stop" left over the table
    assert model.move(Move(C(3), F(1)))  # the player's next move home: it stays stopped
    assert not window.auto_finish.running()
    model.set_game(game_at(start))  # another game: it plays again after a move
    assert model.move(PLAYER_S_MOVE) and window.auto_finish.running()


def test_a_key_typed_ahead_as_it_starts_does_its_work_and_the_rest_still_goes_home(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter, Enter on two cards home: the first made the finish start, and the second, pressed
    before any card had gone home by itself, only stopped it (the player's card stayed, and the
    rest of the game was theirs, "Stopped"). Such a key does its work, and the rest goes home."""
    heard: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda source, text, assertive=False: heard.append(text))
    QAccessible.setActive(True)
    try:
        model, view, finish = window.model, window.view, window.auto_finish
        finish.step_ms = 60_000  # no card goes home by itself before the test's key
        finish.player.typed_ahead_ms = 60_000  # the key comes within the moment after the start
        assert model.move(PLAYER_S_MOVE) and finish.running()
        view.set_focused_pile(C(3))
        qtbot.keyClick(view, Qt.Key.Key_Return)  # the nine of spades home, as the player meant
        assert model.game.line[-1] == Move(C(3), F(1))
        assert not finish.declined() and not window.message_label.text().startswith("Stopped")
        assert finish.running()  # the rest still goes home by itself
        assert len([t for t in heard if t.startswith("Only moves home")]) == 1  # said once
        finish.player.typed_ahead_ms = 0
        finish.step_ms = 5
        qtbot.keyClick(view, Qt.Key.Key_Right)  # a key once it is seen: it only stops it
        assert not finish.running() and finish.declined()
    finally:
        QAccessible.setActive(False)


def test_a_double_click_whose_first_click_started_it_leaves_it_going(qtbot: QtBot, window: MainWindow) -> None:
    """A double-click on the last card the player needed to send home: its first click sent
    it, the finish started, and the double-click's second press stopped it, "Stopped: the rest
    of the game is yours". The rest of that double-click is the player's own: it goes on."""
    finish, view = window.auto_finish, window.view
    finish.step_ms = 60_000  # no card goes home by itself before the second press
    finish.player.typed_ahead_ms = 60_000  # the second press comes within the moment after the start
    waste = view.mapFromScene(window.table_scene.table.slot_rect(WASTE).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=waste)
    assert window.model.game.line == (PLAYER_S_MOVE,) and finish.running()
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=waste)
    qtbot.waitUntil(finish.running, timeout=1000)  # started again, after the press did its work
    assert not finish.declined() and not window.message_label.text().startswith("Stopped")
    assert window.model.game.line == (PLAYER_S_MOVE,)  # the second click of it moved nothing


@pytest.mark.parametrize("stopped", [True, False])
def test_stopped_it_stays_stopped_after_a_restart(
    stopped: bool, qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player stopped it, quit and started again: the game stays theirs to finish (the
    save did not say so, and their next move home started it again). Quit while it runs (or
    killed, or a power cut), it goes on by itself at the restart: the game sat with only
    moves home left, and nothing said so. A screen reader hears the game back first, then that
    the cards go home (it heard them the other way round)."""
    code = "FT1-N-AAAAAAE"
    line = read_line(code)
    game = Game(Deal.from_code(code))
    while not finishing_line(game.position):  # up to the move after which only moves home are left
        game.push(line[len(game.line)])
    last = game.pop()
    session = start(qapp, qtbot)
    try:
        assert session.prefs.get(settings.AUTO_FINISH)  # on by default
        session.model.set_game(game)
        session.window.auto_finish.step_ms = 60_000  # no step before the click, or the quit
        session.window.auto_finish.player.typed_ahead_ms = 0  # a click once it is seen: it stops it
        assert session.model.move(last) and session.window.auto_finish.running()
        if stopped:
            qtbot.mouseClick(session.window.view.viewport(), Qt.MouseButton.LeftButton)
            assert not session.window.auto_finish.running()
        played = session.model.game.line
        close(session, qtbot)
        heard: list[str] = []
        monkeypatch.setattr(speaker, "announce", lambda _source, text, assertive=False: heard.append(text))
        session = start(qapp, qtbot)
        assert session.model.game.line == played  # the same game, resumed
        finish = session.window.auto_finish
        finish.step_ms = 60_000
        if stopped:
            with qtbot.assertNotEmitted(session.model.state_changed, wait=100):  # the event loop runs
                pass
            assert not finish.running()
            assert session.model.move(finishing_line(session.model.position)[0])  # the player's next move home
            assert not finish.running()
        else:
            qtbot.waitUntil(finish.running, timeout=1000)  # by itself, with no move of the player's
            assert session.window.message_label.text().startswith("Only moves home are left")
            session.window.activateWindow()  # the held words are said once it is active, and the
            qtbot.waitUntil(session.window.isActiveWindow)  # link to a reader is up, or 3 s on without one
            qtbot.waitUntil(lambda: any(text.startswith("Only moves home") for text in heard), timeout=10_000)
            said = [text for text in heard if text.startswith(("Your game is back", "Only moves home"))]
            assert [text.split()[0] for text in said] == ["Your", "Only"], heard
            assert session.model.game.line == played
        session.model.restart()  # the game again from the start: it is the player's choice again
        for move in played:
            assert session.model.move(move)
        assert session.window.auto_finish.running()
    finally:
        close(session, qtbot)


def test_it_waits_while_the_window_is_minimized_or_hidden(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    assert model.move(PLAYER_S_MOVE)
    assert window.auto_finish.running()
    for away, back in ((window.showMinimized, window.showNormal), (window.hide, window.show)):
        away()
        played = len(model.game.line)
        with qtbot.assertNotEmitted(model.move_applied, wait=100):  # twenty steps' time: nobody sees them
            pass
        assert window.auto_finish.running() and len(model.game.line) == played
        back()
        qtbot.waitUntil(lambda played=played: len(model.game.line) > played, timeout=2000)  # goes on when seen
    qtbot.waitUntil(model.is_won, timeout=5000)
    assert not window.auto_finish.running()


def test_an_undo_never_starts_it(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    assert model.move(PLAYER_S_MOVE)
    qtbot.waitUntil(model.is_won, timeout=5000)
    assert model.undo() and model.undo()  # the last two moves home taken back
    assert not window.auto_finish.running()
    assert model.redo()  # on the way forward again, step by step
    assert not window.auto_finish.running()


def test_its_setting_turns_it_off(window: MainWindow, prefs: Preferences) -> None:
    prefs.set(settings.AUTO_FINISH, False)
    assert window.model.move(PLAYER_S_MOVE)
    assert not window.auto_finish.running()
    prefs.set(settings.AUTO_FINISH, True)
    assert window.model.move(Move(C(3), F(1)))  # the next move home: it takes over
    assert window.auto_finish.running()


@pytest.mark.parametrize(
    "keys",
    [
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_D, None),
        (Qt.Key.Key_H, None),
        (Qt.Key.Key_F11, None),
    ],
)
def test_a_shortcut_pressed_during_it_only_stops_it(
    qtbot: QtBot, window: MainWindow, keys: tuple[Qt.Key, Qt.KeyboardModifier | None]
) -> None:
    """Ctrl+Z (a menu's shortcut, with its Ctrl pressed first), D (the table's own key), H
    (a hint: the win would count as helped) or F11 while the cards go home: it stops, and
    nothing else happens; the next press does it."""
    model = window.model
    helped: list[bool] = []
    model.help_used.connect(lambda: helped.append(True))
    window.auto_finish.step_ms = 60_000
    assert model.move(PLAYER_S_MOVE)
    line = list(model.game.line)
    key, modifier = keys
    if modifier is None:
        qtbot.keyClick(window.view, key)
    else:
        qtbot.keyClick(window.view, key, modifier)
    assert not window.auto_finish.running()
    assert list(model.game.line) == line and model.move_counter == len(line)  # no undo, no draw
    assert not helped and not window.isFullScreen()  # no hint asked, no full screen
    if modifier is not None:
        qtbot.keyClick(window.view, key, modifier)
        assert len(model.game.line) == len(line) - 1  # now it undoes


def test_quit_pressed_during_it_stops_it_and_quits(qtbot: QtBot, window: MainWindow) -> None:
    """Any other key only stops it; Ctrl+Q, pressed once, ended the moves and left the
    window open, so a player had to quit twice. Nor does it leave the rest to the player:
    a keyboard player's finish quit with Ctrl+Q sat unfinished at the next start."""
    window.auto_finish.step_ms = 60_000
    assert window.model.move(PLAYER_S_MOVE)
    assert window.auto_finish.running()
    line = list(window.model.game.line)
    qtbot.keyClick(window.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.auto_finish.running() and not window.isVisible()
    assert list(window.model.game.line) == line  # no move more, none less
    assert not window.auto_finish.declined()  # a quit, not a stop: it goes on at the next start


def test_a_double_click_that_stops_it_moves_no_card(qtbot: QtBot, window: MainWindow) -> None:
    """The second press of a double-click came after the first had stopped it, and moved the
    card under the pointer: the whole click only stops it."""
    model = window.model
    window.auto_finish.step_ms = 60_000
    assert model.move(PLAYER_S_MOVE)
    line = list(model.game.line)
    view = window.view
    card = view.mapFromScene(window.table_scene.table.slot_rect(C(3)).center())  # the nine of spades, home-ready
    # as a window system sends a double-click: a press and release, then a double-click press
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card)
    assert not window.auto_finish.running()
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card)
    assert list(model.game.line) == line
    qtbot.waitUntil(lambda: not window.auto_finish.player._swallowing, timeout=2000)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card)
    assert len(model.game.line) == len(line) + 1  # now the double-click plays it


def test_a_new_game_after_stopping_it_says_nothing_of_the_game_before(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    start = model.position.copy()
    window.auto_finish.step_ms = 60_000
    assert model.move(PLAYER_S_MOVE)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.message_label.text().startswith("Stopped")
    model.set_game(game_at(start))
    assert not window.message_label.text().startswith("Stopped")
