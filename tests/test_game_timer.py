"""The game timer (issue 13, item 12): off by default, counts play from the first move,
pauses while the window is hidden or minimized and once the game is won, and gives the
statistics a best time. A fake clock stands in for time: nothing sleeps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.engine import Deal, Game, Move, Position
from qvoleurs.engine.rules import column_pile, foundation_pile
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import GameRecorder, Statistics
from qvoleurs.ui.app import StatisticsFeed
from qvoleurs.ui.game_timer import clock_text
from qvoleurs.ui.window import MainWindow
from tests.positions import build


class FakeClock:
    """Monotonic seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def two_from_home() -> Position:
    """Everything home but QS and KS, on column 1 (KS under QS)."""
    return build(columns={1: ["KS", "QS"]}, foundations={1: 11, 2: 13, 3: 13, 4: 13, 5: 13, 6: 13, 7: 13, 8: 13})


def game_of(position: Position) -> Game:
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.position = position
    return game


def open_window(qtbot: QtBot, prefs: Preferences, game: Game, clock: FakeClock) -> MainWindow:
    win = MainWindow(GameModel(game, prefs), prefs, clock=clock)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def shown_time(win: MainWindow) -> str:
    return win.timer_label.text()


def test_the_timer_is_off_by_default_and_shows_when_switched_on(qtbot: QtBot, prefs: Preferences) -> None:
    assert Preferences.in_memory().get(settings.GAME_TIMER) is False
    win = open_window(qtbot, prefs, Game(Deal.from_code("FT1-N-AAAAAAV")), FakeClock())
    assert not win.timer_label.isVisible()
    prefs.set(settings.GAME_TIMER, True)
    assert win.timer_label.isVisible()
    assert shown_time(win) == "Time: 0:00"
    prefs.set(settings.GAME_TIMER, False)
    assert not win.timer_label.isVisible()


def test_a_timer_switched_off_says_nothing_each_second(qtbot: QtBot, prefs: Preferences) -> None:
    """Off, the label keeps still (a screen reader would hear its name change every second);
    switched on, it shows the time played at once."""
    clock = FakeClock()
    win = open_window(qtbot, prefs, Game(Deal.from_code("FT1-N-AAAAAAV")), clock)
    before = shown_time(win)
    win.model.draw()
    clock.advance(75)
    with qtbot.waitSignal(win.game_timer.ticked, timeout=2000):
        pass
    assert shown_time(win) == before
    prefs.set(settings.GAME_TIMER, True)
    assert shown_time(win) == "Time: 1:15"


def test_it_counts_play_from_the_first_move(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.set(settings.GAME_TIMER, True)
    clock = FakeClock()
    win = open_window(qtbot, prefs, Game(Deal.from_code("FT1-N-AAAAAAV")), clock)
    clock.advance(30)  # looking at the deal is not play yet
    assert win.game_timer.seconds() == 0 and not win.game_timer.is_running()
    win.model.draw()
    assert win.game_timer.is_running()
    clock.advance(65.4)
    win.model.draw()
    assert win.game_timer.seconds() == 65
    assert shown_time(win) == "Time: 1:05"
    clock.advance(3600)
    with qtbot.waitSignal(win.game_timer.ticked, timeout=2000):  # the label follows every second
        pass
    assert shown_time(win) == "Time: 1:01:05"


def test_it_pauses_while_the_window_is_hidden_or_minimized(qtbot: QtBot, prefs: Preferences) -> None:
    clock = FakeClock()
    win = open_window(qtbot, prefs, Game(Deal.from_code("FT1-N-AAAAAAV")), clock)
    win.model.draw()
    clock.advance(10)
    win.hide()
    assert not win.game_timer.is_running()
    clock.advance(500)
    win.show()
    qtbot.waitExposed(win)
    clock.advance(5)
    assert win.game_timer.seconds() == 15
    win.showMinimized()
    qtbot.waitUntil(lambda: not win.game_timer.is_running(), timeout=1000)
    clock.advance(700)
    win.showNormal()
    qtbot.waitUntil(win.game_timer.is_running, timeout=1000)
    clock.advance(2)
    assert win.game_timer.seconds() == 17


def test_it_stops_when_the_game_is_won_and_starts_again_with_a_new_game(qtbot: QtBot, prefs: Preferences) -> None:
    clock = FakeClock()
    win = open_window(qtbot, prefs, game_of(two_from_home()), clock)
    model = win.model
    assert model.move(Move(column_pile(1), foundation_pile(1)))
    clock.advance(42)
    assert model.move(Move(column_pile(1), foundation_pile(1)))
    assert model.is_won()
    clock.advance(1000)
    assert win.game_timer.seconds() == 42 and not win.game_timer.is_running()
    model.new_game("FT1-N-AAAAAAB")
    assert win.game_timer.seconds() == 0


def won_with_a_feed(
    qtbot: QtBot, prefs: Preferences, game: Game, seconds: float, resumed_seconds: int | None = None
) -> Statistics:
    """Play the last moves of `game` (QS, then KS home) with the statistics listening,
    `seconds` after the window opened (`resumed_seconds`: the time saved with the game)."""
    stats = Statistics.in_memory()
    clock = FakeClock()
    model = GameModel(game, prefs)
    feed = StatisticsFeed(model, GameRecorder(stats))
    win = MainWindow(model, prefs, stats=stats, clock=clock)
    feed.timer = win.game_timer
    win.game_timer.resume(resumed_seconds)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    if not game.is_started():
        model.move(Move(column_pile(1), foundation_pile(1)))
    clock.advance(seconds)
    model.move(Move(column_pile(1), foundation_pile(1)))
    assert model.is_won()
    return stats


def test_a_clean_win_timed_from_its_first_move_sets_the_best_time(qtbot: QtBot, prefs: Preferences) -> None:
    stats = won_with_a_feed(qtbot, prefs, game_of(two_from_home()), 95.7)
    assert stats.for_ruleset("N").best_time == 95


def test_a_game_resumed_from_an_earlier_run_sets_no_best_time(qtbot: QtBot, prefs: Preferences) -> None:
    game = game_of(two_from_home())
    game.push(Move(column_pile(1), foundation_pile(1)))  # played before this window opened
    stats = won_with_a_feed(qtbot, prefs, game, 30)
    assert stats.for_ruleset("N").won == 1  # the win counts, its partial time does not
    assert stats.for_ruleset("N").best_time is None


def test_clock_text() -> None:
    assert [clock_text(s) for s in (0, 9, 60, 754, 3600, 36061)] == [
        "0:00",
        "0:09",
        "1:00",
        "12:34",
        "1:00:00",
        "10:01:01",
    ]


# -- the best time in the statistics ---------------------------------------------------------


def test_the_best_time_is_the_quickest_clean_timed_win() -> None:
    stats = Statistics.in_memory()
    stats.record("N", True, 1000, 300, seconds=600)
    stats.record("N", True, 1000, 300)  # not timed: no time
    stats.record("N", True, 1000, 300, assisted=True, seconds=60)  # helped: no record
    stats.record("N", False, 10, 20, seconds=5)  # lost: no record
    stats.record("N", True, 1000, 300, seconds=900)
    assert stats.for_ruleset("N").best_time == 600
    assert stats.for_ruleset("S").best_time is None
    with pytest.raises(ValueError):
        stats.record("N", True, 1000, 300, seconds=-1)


def test_the_best_time_survives_a_restart_and_a_bad_one_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics.load(path)
    stats.record("S", True, 1000, 300, seconds=321)
    assert Statistics.load(path).for_ruleset("S").best_time == 321
    data = json.loads(path.read_text())
    for bad in (-5, "fast", 1.5):
        data["rulesets"]["S"]["best_time"] = bad
        path.write_text(json.dumps(data))
        again = Statistics.load(path)
        assert again.problem and again.for_ruleset("S").best_time is None
    data["rulesets"]["N"]["best_time"] = 10  # a best time without any clean win
    data["rulesets"]["S"]["best_time"] = 321
    path.write_text(json.dumps(data))
    assert Statistics.load(path).problem


def test_the_statistics_dialog_shows_the_best_time(qtbot: QtBot) -> None:
    from qvoleurs.ui.dialogs.statistics import StatisticsDialog

    stats = Statistics.in_memory()
    stats.record("N", True, 1000, 300, seconds=4000)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.figure("N", "best_time") == "1:06:40"
    assert dialog.figure("S", "best_time") == "none yet"
