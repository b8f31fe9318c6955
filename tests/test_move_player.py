"""Moves played at a walking pace (ui/move_player.py), as the demo and the end that plays
itself use them: they stop at the end of the list, at a move that no longer fits the
table (without a rule reminder), and at the player's click or key, which does nothing else."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from qvoleurs.engine import Move
from qvoleurs.model.game_model import GameModel
from qvoleurs.ui.move_player import MovePlayer
from tests.solver_games import C, F, game_at, twelve_moves_from_win


def player_on_table(qtbot: QtBot) -> tuple[GameModel, MovePlayer, QWidget, list[object]]:
    model = GameModel(game_at(twelve_moves_from_win()))
    owner = QWidget()
    qtbot.addWidget(owner)
    owner.show()
    qtbot.waitExposed(owner)
    rejected: list[object] = []
    model.move_rejected.connect(rejected.append)
    return model, MovePlayer(model, owner), owner, rejected


def test_it_plays_the_moves_in_order_and_stops_at_the_end(qtbot: QtBot) -> None:
    model, player, _owner, rejected = player_on_table(qtbot)
    stops: list[bool] = []
    player.stopped.connect(lambda: stops.append(True))
    player.start([Move(C(1), F(1)), Move(C(2), F(2))], 1)
    assert player.running()
    qtbot.waitUntil(lambda: not player.running(), timeout=2000)
    assert list(model.game.line) == [Move(C(1), F(1)), Move(C(2), F(2))] and stops == [True] and not rejected


def test_a_move_that_no_longer_fits_stops_it_without_a_reminder(qtbot: QtBot) -> None:
    model, player, _owner, rejected = player_on_table(qtbot)
    player.start([Move(C(1), F(1)), Move(C(5), F(1)), Move(C(2), F(2))], 1)  # column 5 is empty
    qtbot.waitUntil(lambda: not player.running(), timeout=2000)
    assert list(model.game.line) == [Move(C(1), F(1))] and not rejected


def test_the_player_s_click_or_key_only_stops_it(qtbot: QtBot) -> None:
    model, player, owner, _rejected = player_on_table(qtbot)
    interrupted: list[bool] = []
    player.interrupted.connect(lambda: interrupted.append(True))
    keys: list[int] = []
    owner.keyPressEvent = lambda event: keys.append(event.key())  # type: ignore[method-assign]
    player.start([Move(C(1), F(1))], 60_000)
    qtbot.keyClick(owner, Qt.Key.Key_Return)
    assert not player.running() and interrupted == [True]
    assert keys == [] and not model.game.line  # the key reached nothing else, no move was made
    qtbot.keyClick(owner, Qt.Key.Key_Return)
    assert keys == [Qt.Key.Key_Return]  # once stopped, keys go where they always go


def test_it_waits_unseen_and_can_be_stopped_while_it_waits(qtbot: QtBot) -> None:
    model, player, _owner, _rejected = player_on_table(qtbot)
    stops: list[bool] = []
    player.stopped.connect(lambda: stops.append(True))
    player.start([Move(C(1), F(1)), Move(C(2), F(2))], 1)
    player.set_shown(False)
    with qtbot.assertNotEmitted(model.move_applied, wait=50):
        pass
    assert player.running() and not model.game.line
    player.set_shown(True)
    qtbot.waitUntil(lambda: not player.running(), timeout=2000)
    assert list(model.game.line) == [Move(C(1), F(1)), Move(C(2), F(2))] and stops == [True]
    player.start([Move(C(3), F(3))], 1)
    player.set_shown(False)
    player.stop()  # a new game while minimized: it ends there, and says so
    assert not player.running() and stops == [True, True]
    player.set_shown(True)
    with qtbot.assertNotEmitted(model.move_applied, wait=50):
        pass
