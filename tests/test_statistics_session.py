"""The statistics as the player meets them: through the window, its questions and its files."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Deal, Game
from tests.sessions import Session, close, start
from tests.solver_games import read_line


def asked_before_new_game(session: Session, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The window's New Game, answering No to any question; the titles of those asked."""
    asked: list[str] = []

    def answer(_parent: object, title: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    session.window.new_action.trigger()
    return asked


@pytest.mark.parametrize("after", ["undo", "quit and undo"])
def test_leaving_a_win_undone_asks_nothing_and_costs_no_loss(
    after: str, qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game won, then undone (at once, or after a restart): New Game asked "The game in
    progress will count as lost", though it counts as the win it was, and nothing else."""
    line = read_line("FT1-N-AAAAAAE")
    game = Game(Deal.from_code("FT1-N-AAAAAAE"))
    for move in line[:-1]:
        game.push(move)
    session = start(qapp, qtbot)
    try:
        session.prefs.set(settings.CONFIRM_ABANDON, True)
        session.model.set_game(game)
        assert session.model.move(line[-1]) and session.model.is_won()
        if after == "quit and undo":
            close(session, qtbot)
            session = start(qapp, qtbot)
        assert session.model.undo() and session.model.is_in_progress()
        assert asked_before_new_game(session, monkeypatch) == []
        assert not session.model.is_in_progress()  # a new deal, at once
        figures = session.stats.for_ruleset("N")
        assert (figures.played, figures.won, figures.lost) == (1, 1, 0)
        session.model.draw()
        # a game never won is asked about, as before, and kept on No
        assert asked_before_new_game(session, monkeypatch) == ["Abandon this game?"]
        assert session.model.move_counter == 1
    finally:
        close(session, qtbot)
