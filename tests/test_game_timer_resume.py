"""The game timer across a quit and a restart: the play time is saved with the game and
goes on from there, so a resumed game can set a best time. An older save without the time,
or with a bad one, loads as a game of unknown time (no best time), never as a lost game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game, Move
from qvoleurs.engine.rules import column_pile, foundation_pile
from qvoleurs.preferences import Preferences
from qvoleurs.storage.files import data_dir
from qvoleurs.storage.game_store import MAX_SECONDS, PLAY_SECONDS, GameStore

from .sessions import close, start
from .test_game_timer import FakeClock, game_of, two_from_home, won_with_a_feed


def started_game() -> Game:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.push(DRAW)
    return game


def saved_file() -> dict[str, object]:
    data: dict[str, object] = json.loads((data_dir() / "game.json").read_text())
    return data


def timer_on() -> None:
    prefs = Preferences.load()
    prefs.set(settings.GAME_TIMER, True)


def test_the_play_time_survives_a_quit_and_goes_on_after_the_restart(qapp: QApplication, qtbot: QtBot) -> None:
    timer_on()
    clock = FakeClock()
    session = start(qapp, qtbot, clock=clock)
    model, timer = session.model, session.window.game_timer
    model.draw()  # the first move: the clock starts
    clock.advance(75.6)
    model.draw()
    assert saved_file()[PLAY_SECONDS] == 75  # every save holds the time so far
    clock.advance(5)  # thinking before quitting is play too
    close(session, qtbot)
    assert saved_file()[PLAY_SECONDS] == 80  # saved at the quit
    code, moves = model.deal_code, model.move_counter

    clock = FakeClock()
    clock.advance(12345)  # another run: its monotonic clock starts elsewhere
    again = start(qapp, qtbot, clock=clock)
    try:
        timer = again.window.game_timer
        assert again.model.deal_code == code and again.model.move_counter == moves
        assert again.window.timer_label.isVisible()
        assert again.window.timer_label.text() == "Time: 1:20"
        assert timer.is_running() and timer.known_seconds() == 80
        clock.advance(10)
        assert timer.seconds() == 90
        again.model.draw()
        assert saved_file()[PLAY_SECONDS] == 90
    finally:
        close(again, qtbot)


def test_the_play_time_is_saved_while_the_player_thinks_so_a_crash_loses_little(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """kill -9 (a crash, a power cut) lost the whole time since the last move: 0:11 on the
    table came back as 0:02. The time is now saved every CLOCK_SAVE_MS while the clock runs,
    and when the player turns to another window; nothing is written while it stands still."""
    timer_on()
    clock = FakeClock()
    session = start(qapp, qtbot, clock=clock)
    try:
        save = session.clock_save
        assert save is not None and save.isActive() and save.interval() <= 15_000
        session.model.draw()  # the first move: the clock starts
        assert saved_file()[PLAY_SECONDS] == 0
        clock.advance(31)
        save.timeout.emit()  # as the timer does, every 15 s
        assert saved_file()[PLAY_SECONDS] == 31
        before = (data_dir() / "game.json").stat()
        written = (before.st_ino, before.st_mtime_ns)
        save.timeout.emit()  # the same time: nothing to write
        after = (data_dir() / "game.json").stat()
        assert (after.st_ino, after.st_mtime_ns) == written
        clock.advance(9)
        qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)  # to another window
        assert saved_file()[PLAY_SECONDS] == 40
    finally:
        close(session, qtbot)
    assert session.clock_app is None  # the application no longer calls on the closed session


def test_an_older_save_without_the_time_loads_as_a_game_of_unknown_time(qapp: QApplication, qtbot: QtBot) -> None:
    timer_on()
    game = started_game()
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "game.json").write_text(game.dumps())  # as an older version saved it
    clock = FakeClock()
    session = start(qapp, qtbot, clock=clock)
    try:
        assert session.model.game == game and not session.notices.shown
        timer = session.window.game_timer
        assert session.window.timer_label.text() == "Time: 0:00"
        clock.advance(30)
        assert timer.seconds() == 30 and not timer.complete and timer.known_seconds() is None
        session.model.draw()
        assert PLAY_SECONDS not in saved_file()  # a partial time is never saved as the game's time
    finally:
        close(session, qtbot)
    assert PLAY_SECONDS not in saved_file()


BAD_TIMES = ["-1", str(MAX_SECONDS + 1), "4611686018427387904", "1e400", "NaN", '"fast"', "1.5", "true", "null", "[60]"]


@pytest.mark.parametrize("bad", BAD_TIMES)
def test_a_bad_time_is_refused_and_the_game_kept(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "game.json"
    game = started_game()
    text = game.dumps()
    path.write_text(text[:-1] + f',"{PLAY_SECONDS}":{bad}}}')
    store = GameStore(path)
    assert store.load() == (game, None)  # the game, with no problem to report
    assert store.loaded_seconds is None  # the time only is unknown
    assert path.exists() and not list(tmp_path.glob("game.json.*"))  # nothing set aside


def test_a_good_time_loads_from_the_save_and_from_the_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    store = GameStore(path)
    game = started_game()
    store.save(game, 3599)
    store.save(game, MAX_SECONDS)
    again = GameStore(path)
    assert again.load() == (game, None) and again.loaded_seconds == MAX_SECONDS
    path.write_text("{damaged")
    third = GameStore(path)
    loaded, problem = third.load()
    assert loaded == game and problem is not None and problem.restored
    assert third.loaded_seconds == 3599  # the backup's own time
    assert json.loads(path.read_text())[PLAY_SECONDS] == 3599  # written back with it


def test_a_resumed_game_with_a_known_time_sets_the_best_time(qtbot: QtBot, prefs: Preferences) -> None:
    game = game_of(two_from_home())
    game.push(Move(column_pile(1), foundation_pile(1)))  # played in the run before, 100 s in
    stats = won_with_a_feed(qtbot, prefs, game, 30, resumed_seconds=100)
    assert stats.for_ruleset("N").best_time == 130


def test_a_clock_that_goes_back_costs_the_time_at_most_never_the_win(qtbot: QtBot, prefs: Preferences) -> None:
    """A monotonic clock gone back an hour (a faked or badly kept one) made the time negative:
    the statistics refused it, and with it the win, which was never counted."""
    game = game_of(two_from_home())
    game.push(Move(column_pile(1), foundation_pile(1)))  # played in the run before, 100 s in
    stats = won_with_a_feed(qtbot, prefs, game, -3600, resumed_seconds=100)
    figures = stats.for_ruleset("N")
    assert figures.won == 1 and figures.best_time == 100  # the run since the jump counts from it
