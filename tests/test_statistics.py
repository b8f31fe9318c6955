"""Statistics: the figures, their invariants, the recorder's once-only counting, and files."""

from __future__ import annotations

import dataclasses
import json
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qvoleurs import statistics as stats_module
from qvoleurs.engine import DRAW, Deal, Game
from qvoleurs.statistics import GameRecorder, Statistics, game_key
from qvoleurs.storage import versioned
from qvoleurs.storage.problems import LoadProblem, ReadFault, StoredFile, WriteFault

from .badfiles import bad_contents, json_with, kept_aside, make_huge


def started(code: str = "FT1-N-AAAAAAV", moves: int = 1) -> Game:
    game = Game(Deal.from_code(code))
    for _ in range(moves):
        game.push(DRAW)
    return game


# -- figures ---------------------------------------------------------------------------


def test_an_empty_record() -> None:
    s = Statistics.in_memory().for_ruleset("N")
    assert (s.played, s.won, s.lost, s.win_rate) == (0, 0, 0, 0.0)
    assert s.best_score is None and s.fewest_moves is None


def test_streaks_rates_and_records() -> None:
    st_ = Statistics.in_memory()
    for won, score, moves in [(True, 900, 300), (True, 1000, 250), (False, 40, 90), (False, 10, 30), (True, 800, 280)]:
        st_.record("N", won, score, moves, assisted=False)
    n = st_.for_ruleset("N")
    assert (n.played, n.won, n.lost) == (5, 3, 2)
    assert n.win_rate == pytest.approx(0.6)
    assert (n.current_streak, n.longest_win_streak, n.longest_loss_streak) == (1, 2, 2)
    assert (n.best_score, n.fewest_moves) == (1000, 250)
    assert st_.for_ruleset("S").played == 0  # rulesets are kept apart


def test_the_records_a_game_betters_are_told_none_the_first_time() -> None:
    st_ = Statistics.in_memory()
    st_.record("N", True, 900, 300, seconds=600)
    assert st_.last_records == ()  # the first win sets them all, betters none
    st_.record("N", True, 1000, 250, seconds=700)
    assert st_.last_records == ("best_score", "fewest_moves")
    st_.record("N", True, 1000, 260, seconds=500)
    assert st_.last_records == ("best_time",)  # equal is no better
    st_.record("N", False, 1100, 90)
    assert st_.last_records == ("best_score",)  # a lost game scores too
    st_.record("N", True, 3000, 104, assisted=True, seconds=1)
    assert st_.last_records == ()  # help sets no record
    st_.record("S", True, 5, 500)
    assert st_.last_records == ()  # the other ruleset's own first


def test_fewest_moves_counts_won_games_only() -> None:
    st_ = Statistics.in_memory()
    st_.record("S", False, 10, 5)
    assert st_.for_ruleset("S").fewest_moves is None
    st_.record("S", True, 700, 400)
    assert st_.for_ruleset("S").fewest_moves == 400


def test_assisted_wins_count_apart_and_set_no_records() -> None:
    st_ = Statistics.in_memory()
    st_.record("N", True, 900, 300)
    st_.record("N", True, 2000, 100, assisted=True)
    n = st_.for_ruleset("N")
    assert (n.won, n.won_assisted, n.won_clean) == (2, 1, 1)
    assert (n.best_score, n.fewest_moves) == (900, 300)
    assert n.current_streak == 0 and n.longest_win_streak == 1  # help breaks the clean streak
    st_.record("N", False, 0, 10)
    st_.record("N", True, 50, 120, assisted=True)
    assert st_.for_ruleset("N").current_streak == 0  # ... and ends a losing one


def test_reset_forgets_the_figures_but_not_the_game_on_the_table() -> None:
    st_ = Statistics.load()
    recorder = GameRecorder(st_)
    st_.record("N", True, 900, 300)
    game = started()
    recorder.game_started(game)
    st_.reset()
    n = Statistics.load().for_ruleset("N")
    assert (n.won, n.played, n.in_progress) == (0, 0, True)  # it counts when it ends


def test_bad_figures_are_refused() -> None:
    with pytest.raises(ValueError):
        Statistics.in_memory().record("X", True, 1, 1)
    with pytest.raises(ValueError):
        Statistics.in_memory().record("N", True, -1, 1)


RECORDS = st.lists(
    st.tuples(st.sampled_from("NS"), st.booleans(), st.integers(0, 5000), st.integers(0, 2000), st.booleans()),
    max_size=60,
)


@given(RECORDS)
def test_invariants_hold_for_any_sequence_of_games(records: list[tuple[str, bool, int, int, bool]]) -> None:
    st_ = Statistics.in_memory()
    for rules, won, score, moves, assisted in records:
        st_.record(rules, won, score, moves, assisted)
    for rules in "NS":
        s = st_.for_ruleset(rules)
        mine = [r for r in records if r[0] == rules]
        assert s.played == len(mine)
        assert 0 <= s.won_assisted <= s.won <= s.played
        assert s.won == sum(r[1] for r in mine)
        assert 0.0 <= s.win_rate <= 1.0
        assert s.longest_win_streak <= s.won_clean and s.longest_loss_streak <= s.lost
        assert -s.longest_loss_streak <= s.current_streak <= s.longest_win_streak
        clean_wins = [r[3] for r in mine if r[1] and not r[4]]
        assert s.fewest_moves == (min(clean_wins) if clean_wins else None)
        st_._tallies[rules].check()  # what is saved passes the loader's own checks


@given(RECORDS)
def test_any_record_survives_a_restart(records: list[tuple[str, bool, int, int, bool]]) -> None:
    st_ = Statistics.in_memory()
    for rules, won, score, moves, assisted in records:
        st_.record(rules, won, score, moves, assisted)
    data = {
        "format": stats_module.FORMAT,
        "version": 1,
        "rulesets": {r: vars(t) for r, t in st_._tallies.items()},
    }
    again = Statistics.in_memory()
    again._tallies, *_ = stats_module._parse(json.loads(json.dumps(data)))
    assert all(again.for_ruleset(r) == st_.for_ruleset(r) for r in "NS")


# -- the recorder ----------------------------------------------------------------------


def test_a_game_is_played_once_it_ends_not_at_its_first_move() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    recorder.game_started(game)
    assert st_.for_ruleset("N").played == 0
    recorder.game_abandoned(game)  # leaving an untouched deal costs nothing
    assert st_.for_ruleset("N").played == 0
    game.push(DRAW)
    recorder.game_started(game)
    recorder.game_started(game)  # called after every move: counts once
    n = st_.for_ruleset("N")
    assert (n.played, n.in_progress, n.lost) == (0, True, 0)  # started: counted once it ends
    recorder.game_abandoned(game)
    n = st_.for_ruleset("N")
    assert (n.played, n.in_progress, n.lost) == (1, False, 1)


def test_abandoning_a_started_game_is_a_loss() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    game = started(moves=3)
    recorder.game_started(game)
    recorder.game_abandoned(game)
    recorder.game_abandoned(game)  # told twice: still one loss
    n = st_.for_ruleset("N")
    assert (n.played, n.lost, n.current_streak, n.in_progress) == (1, 1, -1, False)


def test_a_win_counts_once_even_when_undone_and_won_again() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    game = started(moves=5)
    recorder.game_started(game)
    recorder.game_won(game)
    game.pop()  # undo the winning move, then redo it: the model signals a move and a win again
    game.redo()
    recorder.game_started(game)
    recorder.game_won(game)
    game.pop()
    game.push(DRAW)  # or play on after undoing
    recorder.game_started(game)
    recorder.game_abandoned(game)  # and leave: no loss, it was won
    n = st_.for_ruleset("N")
    assert (n.played, n.won, n.lost, n.current_streak) == (1, 1, 0, 1)


def test_a_won_game_back_from_an_older_save_is_the_same_game() -> None:
    """A damaged save's backup is the won game a move before its end: winning it again, or
    leaving it for a new deal, changes no figure (it was counted as won, once)."""
    for leave in (False, True):
        game = started(moves=5)
        backup = game.dumps()  # the save before the winning move
        game.push(DRAW)
        recorder = GameRecorder(Statistics.load())
        recorder.game_started(game)
        recorder.game_won(game)
        back = Game.loads(backup)  # the next start: game.json damaged, its backup comes back
        recorder = GameRecorder(Statistics.load())
        recorder.game_started(back)  # as the window does for a resumed game
        if leave:
            recorder.game_abandoned(back)
        else:
            back.push(DRAW)
            recorder.game_started(back)
            recorder.game_won(back)
        n = Statistics.load().for_ruleset("N")
        assert (n.played, n.won, n.lost, n.in_progress) == (1 + leave, 1 + leave, 0, False)


def test_a_record_from_before_game_ids_goes_by_the_move_counter() -> None:
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    game = started(moves=5)
    last = {"key": game_key(game), "move_counter": game.move_counter}  # no game_id
    path.write_text(json.dumps({**GOOD, "last_finished": last}))
    recorder = GameRecorder(Statistics.load())
    recorder.game_started(game)  # the won game itself (a new id at load): no new game
    game.push(DRAW)
    recorder.game_won(game)
    assert Statistics.load().for_ruleset("N").won == 1  # GOOD's win only
    again = started(moves=1)  # the cards dealt again
    recorder.game_started(again)
    assert Statistics.load().for_ruleset("N").in_progress


def test_the_same_deal_played_again_is_a_new_game() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    first = started(moves=5)
    recorder.game_started(first)
    recorder.game_won(first)
    again = started(moves=1)  # restart: the same cards from the start
    recorder.game_started(again)
    assert st_.for_ruleset("N").played == 1 and st_.for_ruleset("N").in_progress
    recorder.game_won(again)
    assert (st_.for_ruleset("N").played, st_.for_ruleset("N").won) == (2, 2)


def test_a_game_resumed_after_a_restart_is_the_same_game() -> None:
    game = started(moves=4)
    GameRecorder(Statistics.load()).game_started(game)
    resumed = Game.loads(game.dumps())  # the program starts again: new objects, same files
    recorder = GameRecorder(Statistics.load())
    resumed.push(DRAW)
    recorder.game_started(resumed)
    recorder.game_won(resumed)
    n = Statistics.load().for_ruleset("N")
    assert (n.played, n.won, n.in_progress) == (1, 1, False)


def test_a_game_whose_save_was_lost_counts_as_abandoned() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    recorder.game_started(started("FT1-N-AAAAAAV"))
    other = started("FT1-S-AAAAAAB")  # a new game appeared without the old one ending
    recorder.game_started(other)
    assert st_.for_ruleset("N").lost == 1
    assert st_.for_ruleset("N").best_score is None  # its score was unknown: no record
    assert st_.for_ruleset("S").in_progress


def test_a_win_without_a_seen_start_still_counts_once() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    game = started(moves=2)
    recorder.game_won(game)
    recorder.game_won(game)
    assert (st_.for_ruleset("N").played, st_.for_ruleset("N").won) == (1, 1)


def test_help_makes_the_win_assisted_even_across_a_restart() -> None:
    game = started(moves=2)
    GameRecorder(Statistics.load()).help_used(game)
    recorder = GameRecorder(Statistics.load())
    recorder.game_won(Game.loads(game.dumps()))
    n = Statistics.load().for_ruleset("N")
    assert (n.won, n.won_assisted, n.longest_win_streak) == (1, 1, 0)


def test_help_before_the_first_move_still_counts() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    recorder.help_used(game)  # a hint at the deal
    assert st_.for_ruleset("N").played == 0
    for _ in range(5):
        game.push(DRAW)
        recorder.game_started(game)
    recorder.game_won(game)
    assert st_.for_ruleset("N").won_assisted == 1
    other = Game(Deal.from_code("FT1-N-AAAAAAV"))  # the next deal is clean again
    other.push(DRAW)
    recorder.game_started(other)
    recorder.game_won(other)
    assert (st_.for_ruleset("N").won, st_.for_ruleset("N").won_assisted) == (2, 1)


def test_a_won_game_resumed_with_its_record_lost_is_not_a_game_in_progress() -> None:
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    game = started(moves=3)
    game.is_won = lambda: True  # type: ignore[method-assign]  # a finished game on the table at start
    recorder.game_started(game)
    assert st_.for_ruleset("N").played == 0 and st_.in_progress is None


def test_a_custom_deal_has_its_own_identity() -> None:
    deal = Deal.from_code("FT1-N-AAAAAAV")
    custom = Deal.from_json({k: v for k, v in deal.to_json().items() if k not in ("code", "number")})
    game = Game(custom)
    game.push(DRAW)
    st_ = Statistics.in_memory()
    recorder = GameRecorder(st_)
    recorder.game_started(game)
    recorder.game_won(game)
    assert st_.for_ruleset("N").won == 1
    assert stats_module.game_key(game) != stats_module.game_key(started())


# -- files -----------------------------------------------------------------------------


def test_statistics_survive_a_restart() -> None:
    st_ = Statistics.load()
    st_.record("N", True, 1200, 240)
    st_.record("S", False, 15, 20)
    again = Statistics.load()
    assert again.problem is None
    assert again.for_ruleset("N") == st_.for_ruleset("N")
    assert again.for_ruleset("S").lost == 1
    assert again.path is not None and again.path.parent.name == "qvoleurs"


GOOD = {
    "format": stats_module.FORMAT,
    "version": 1,
    "rulesets": {
        "N": {
            "finished": 1,
            "won": 1,
            "won_assisted": 0,
            "streak": 1,
            "longest_win_streak": 1,
            "longest_loss_streak": 0,
            "best_score": 10,
            "fewest_moves": 200,
        }
    },
    "in_progress": None,
    "last_finished": None,
}


def mangled(**changes: object) -> bytes:
    n = {**GOOD["rulesets"]["N"], **changes}  # type: ignore[dict-item]
    return json.dumps({**GOOD, "rulesets": {"N": n}}).encode()


# files with no good figure left: the record starts from zero
BAD = {
    **bad_contents(GOOD),
    "more_wins_than_games": mangled(won=5),
    "negative": mangled(finished=-1, won=0, streak=0, longest_win_streak=0, fewest_moves=None),
    "text_number": mangled(finished="1"),
    "bool_number": mangled(won=True),
    "rulesets_not_object": json.dumps({**GOOD, "rulesets": [1]}).encode(),
    "ruleset_not_object": json.dumps({**GOOD, "rulesets": {"N": [1]}}).encode(),
}

# files with one bad part: the rest of it is kept (N's figures as they are kept, besides GOOD's)
PARTLY_BAD: dict[str, tuple[bytes, dict[str, object]]] = {
    "streak_too_long": (mangled(streak=3), {"current_streak": 0}),
    "negative_time": (mangled(best_time=-40), {"best_time": None}),
    "text_score": (mangled(best_score="10"), {"best_score": None}),
    "score_out_of_range": (mangled(best_score=2**40), {"best_score": None}),
    "longest_streak_too_long": (mangled(longest_win_streak=2), {"longest_win_streak": 0, "current_streak": 0}),
    "bad_in_progress": (json.dumps({**GOOD, "in_progress": {"key": 1, "rules": "Q"}}).encode(), {}),
    "bad_game_id": (
        json.dumps({**GOOD, "last_finished": {"key": "FT1-N-AAAAAAV", "move_counter": 3, "game_id": 12}}).encode(),
        {},
    ),
}
GOOD_N = {"played": 1, "won": 1, "current_streak": 1, "longest_win_streak": 1, "best_score": 10, "fewest_moves": 200}


def shown(figures: stats_module.RulesetStats) -> dict[str, object]:
    return {name: getattr(figures, name) for name in GOOD_N} | {"best_time": figures.best_time}


@pytest.mark.parametrize("won", [True, False])
def test_figures_at_their_limit_stay_there_and_the_record_survives(won: bool) -> None:
    """At the largest count it reads, a finished game wrote one more, and the next start
    took the whole record (and its backup, written the same) as damaged: back to zero.
    Below it, a score or a time too large for the file is kept at the largest."""
    most = stats_module.MAX_FIGURE
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(mangled(finished=most - 1, won=most - 1, streak=most - 1, longest_win_streak=most - 1))
    s = Statistics.load()
    assert s.problem is None and s.for_ruleset("N").played == most - 1
    s.record("N", won, 2**40, 300, seconds=2**40)  # the last game the record can count
    s.record("N", won, 9, 300, seconds=9)
    again = Statistics.load()
    assert again.problem is None and again.for_ruleset("N") == s.for_ruleset("N")
    figures = again.for_ruleset("N")
    assert figures.played == most and figures.won == most - (not won) and figures.best_score == most
    assert figures.best_time == (most if won else None)


def test_the_good_file_reads() -> None:
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(GOOD))
    s = Statistics.load()
    assert s.problem is None and s.for_ruleset("N").won == 1


@pytest.mark.parametrize("name", sorted(set(BAD) - {"newer"}))  # a newer one is left: below
def test_a_broken_statistics_file_starts_afresh_and_is_kept(name: str) -> None:
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD[name])
    s = Statistics.load()
    assert all(s.for_ruleset(r).played == 0 for r in "NS")
    [aside] = kept_aside(path)
    assert aside.read_bytes() == BAD[name]
    assert s.problem == LoadProblem(StoredFile.STATISTICS, ReadFault.DAMAGED, kept=aside.name)
    s.record("N", True, 5, 5)
    assert Statistics.load().for_ruleset("N").won == 1


@pytest.mark.parametrize("name", sorted(PARTLY_BAD))
def test_a_partly_damaged_file_keeps_its_good_figures_is_kept_and_told(name: str) -> None:
    """One bad figure or part and no copy before it: the rest is kept (not the whole record
    lost), the file is kept aside as it was, the player is told that part was dropped, and
    what is kept is written at once (the next start finds it whole)."""
    bad, dropped = PARTLY_BAD[name]
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(bad)
    s = Statistics.load()
    assert shown(s.for_ruleset("N")) == {**GOOD_N, "best_time": None, **dropped}
    assert all(t.check() is None for t in s._tallies.values())  # the file's invariants hold
    [aside] = kept_aside(path)
    assert aside.read_bytes() == bad
    assert s.problem == LoadProblem(StoredFile.STATISTICS, ReadFault.DAMAGED, kept=aside.name, partly=True)
    again = Statistics.load()
    assert again.problem is None and again.for_ruleset("N") == s.for_ruleset("N")
    s.record("N", False, 5, 5)
    assert Statistics.load().for_ruleset("N").played == 2


RULESET_FIGURES = [f.name for f in dataclasses.fields(stats_module._Tally)]
BAD_ON_ITS_OWN = ["7", True, 2.5, [3], {"n": 1}, stats_module.MAX_FIGURE + 1, -stats_module.MAX_FIGURE - 5]


@settings(deadline=None)  # file system timing varies on a busy machine
@given(RECORDS, st.sampled_from("NS"), st.sampled_from(RULESET_FIGURES), st.sampled_from(BAD_ON_ITS_OWN))
def test_one_bad_figure_loses_only_itself_or_its_rulesets_record(
    records: list[tuple[str, bool, int, int, bool]], rules: str, figure: str, value: object
) -> None:
    """Any record, one figure of one ruleset made bad: the other ruleset is whole; a bad count
    drops its ruleset's record (nothing in it can be trusted), any other bad figure only itself
    (and the current streak, when that was bounded by a dropped longest streak)."""
    played = Statistics.in_memory()
    for game in records:
        played.record(*game)
    stored = {r: dataclasses.asdict(t) for r, t in played._tallies.items()}
    stored[rules][figure] = value
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "statistics.json"
        path.write_text(json.dumps({"format": stats_module.FORMAT, "version": 1, "rulesets": stored}))
        s = Statistics.load(path)
        other = "S" if rules == "N" else "N"
        assert s.for_ruleset(other) == played.for_ruleset(other)
        kept, before = s._tallies[rules], played._tallies[rules]
        kept.check()
        if figure in ("finished", "won", "won_assisted"):
            assert kept == stats_module._Tally()
        else:
            empty = getattr(stats_module._Tally(), figure)
            assert getattr(kept, figure) == empty
            assert kept.streak in (before.streak, 0)
            for name in set(RULESET_FIGURES) - {figure, "streak"}:
                assert getattr(kept, name) == getattr(before, name)
        anything_kept = any(t != stats_module._Tally() for t in s._tallies.values())
        assert s.problem is not None and s.problem.partly == anything_kept
        [aside] = kept_aside(path)  # the file as it was, kept
        assert json.loads(aside.read_text())["rulesets"] == stored
        if not anything_kept:  # as before: nothing is kept, and nothing written
            assert not path.exists()


@pytest.mark.parametrize("name", ["streak_too_long", "negative_time", "bad_in_progress"])
def test_a_whole_copy_before_is_taken_over_a_partly_damaged_file(name: str) -> None:
    """The copy before the last change is whole and one game behind at most; the damaged
    file's good figures may lack a record set long ago, or a ruleset's every game (a bad
    count): the copy loses the least, and is taken."""
    s = Statistics.load()
    for won in (True, True, False):
        s.record("N", won, 100, 200)  # the backup holds the first two
    path = Statistics.default_path()
    path.write_bytes(PARTLY_BAD[name][0])
    again = Statistics.load()
    assert (again.for_ruleset("N").played, again.for_ruleset("N").won) == (2, 2)
    [aside] = kept_aside(path)
    assert again.problem == LoadProblem(StoredFile.STATISTICS, ReadFault.DAMAGED, kept=aside.name, restored=True)


def test_a_partly_damaged_file_is_used_when_the_copy_before_it_is_damaged_too() -> None:
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.with_name("statistics.json.bak").write_bytes(BAD["truncated"])
    path.write_bytes(PARTLY_BAD["negative_time"][0])
    s = Statistics.load()
    assert shown(s.for_ruleset("N")) == {**GOOD_N, "best_time": None}
    assert s.problem is not None and s.problem.partly and not s.problem.restored


@pytest.mark.parametrize("name", ["truncated", "binary", "rulesets_not_object"])
def test_the_good_figures_of_a_damaged_copy_before_are_kept_when_the_file_has_none(name: str) -> None:
    """The file has nothing to salvage (cut short, not JSON) and the copy before it is damaged
    in one figure: that copy's other figures are kept, not the whole record lost, and written."""
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.with_name("statistics.json.bak").write_bytes(PARTLY_BAD["negative_time"][0])
    path.write_bytes(BAD[name])
    s = Statistics.load()
    assert shown(s.for_ruleset("N")) == {**GOOD_N, "best_time": None}
    [aside] = kept_aside(path)
    assert aside.read_bytes() == BAD[name]
    assert s.problem == LoadProblem(StoredFile.STATISTICS, ReadFault.DAMAGED, kept=aside.name, partly=True)
    again = Statistics.load()
    assert again.problem is None and again.for_ruleset("N") == s.for_ruleset("N")


def test_a_partly_damaged_file_is_never_written_over_where_it_could_not_be_set_aside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A second running copy may not set it aside, nor write; a failed rename leaves it where
    it was: its good figures are shown, and the file stays as it is."""
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    bad = PARTLY_BAD["negative_time"][0]
    path.write_bytes(bad)
    second = Statistics.load(writable=False)
    assert second.for_ruleset("N").won == 1 and second.problem is not None and second.problem.partly
    assert path.read_bytes() == bad and not kept_aside(path)

    def refuse(_path: Path) -> Path:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(versioned, "set_aside", refuse)
    s = Statistics.load()
    assert s.for_ruleset("N").won == 1
    assert s.problem == LoadProblem(StoredFile.STATISTICS, ReadFault.DAMAGED, partly=True)
    assert path.read_bytes() == bad and not kept_aside(path)


@pytest.mark.parametrize("name", ["corrupt", "ruleset_not_object", "missing"])
def test_a_damaged_or_missing_record_comes_back_from_the_copy_before_it(name: str) -> None:
    """Each change keeps the file before it as statistics.json.bak: a damaged file (unreadable
    or inconsistent) or a missing one gives the record before the last change back, written
    back at once; the damaged file is kept aside, never lost."""
    s = Statistics.load()
    for won in (True, True, False):
        s.record("N", won, 100, 200)  # three changes: the backup holds the first two
    path = Statistics.default_path()
    assert path.with_name("statistics.json.bak").is_file()
    if name == "missing":
        path.unlink()
    else:
        path.write_bytes(BAD[name])
    again = Statistics.load()
    played = again.for_ruleset("N")
    assert (played.played, played.won) == (2, 2)  # the record before the last game
    problem = again.problem
    assert problem is not None and problem.restored and problem.file is StoredFile.STATISTICS
    assert problem.fault is (ReadFault.MISSING if name == "missing" else ReadFault.DAMAGED)
    assert (name == "missing") == (problem.kept is None) and len(kept_aside(path)) == (name != "missing")
    assert Statistics.load().problem is None  # written back: the next start finds it whole


def test_a_newer_statistics_file_says_so() -> None:
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD["newer"])
    problem = Statistics.load().problem
    assert problem is not None and problem.fault is ReadFault.NEWER


# fields a newer version may add without a new format version
def with_newer_fields(data: dict[str, object]) -> dict[str, object]:
    data = json.loads(json.dumps(data))
    data["rulesets"]["N"]["fastest_finish"] = 3  # type: ignore[index]
    data["rulesets"]["Q"] = {"finished": 4}  # type: ignore[index]
    data["achievements"] = ["first win"]
    if data["in_progress"] is not None:
        data["in_progress"]["hints"] = 2  # type: ignore[index]
    if data["last_finished"] is not None:
        data["last_finished"]["hints"] = 0  # type: ignore[index]
    return data


def test_fields_of_a_newer_version_are_no_damage_and_are_written_back() -> None:
    """A newer version added a field (as best_time and game_id were added) without a new
    format version: the record is read as it is, no one is told of damage, and what it
    holds that this version does not know is still in the file after this version writes."""
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    game = started()
    key = game_key(game)
    path.write_text(json.dumps(with_newer_fields({**GOOD, "in_progress": {"key": key, "rules": "N"}})))
    s = Statistics.load()
    assert s.problem is None and shown(s.for_ruleset("N")) == {**GOOD_N, "best_time": None}
    assert s.for_ruleset("N").in_progress
    GameRecorder(s).help_used(game)  # the same game goes on: its own fields stay with it
    s.record("S", False, 5, 5)
    stored = json.loads(path.read_text())
    assert stored["rulesets"]["N"]["fastest_finish"] == 3 and stored["rulesets"]["Q"] == {"finished": 4}
    assert stored["achievements"] == ["first win"]
    assert stored["in_progress"] == {"key": key, "rules": "N", "assisted": True, "game_id": None, "hints": 2}
    assert stored["rulesets"]["S"]["finished"] == 1
    other = started("FT1-N-AAAAAAA")
    GameRecorder(s).game_started(other)  # another game: the first one's fields went with it
    assert "hints" not in json.loads(path.read_text())["in_progress"]
    s.reset()  # every figure back to zero: a newer version's figures too
    stored = json.loads(path.read_text())
    assert "fastest_finish" not in stored["rulesets"]["N"] and "Q" not in stored["rulesets"]


@pytest.mark.parametrize("literal", ["NaN", "1e300", "9" * 5000, '[1, {"a": -Infinity}]'])
@pytest.mark.parametrize("where", [("rulesets", "N", "fastest_finish"), ("achievements",), ("rulesets", "Q")])
def test_a_newer_field_with_a_number_out_of_range_is_left_out_not_a_crash(literal: str, where: tuple[str, ...]) -> None:
    """Kept as it was, such a number could not be written again: the next game's save would
    have raised (and the record not been kept)."""
    path = Statistics.default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(json_with(GOOD, where, literal))
    s = Statistics.load()
    assert s.problem is None and s.for_ruleset("N").won == 1
    s.record("N", False, 5, 5)
    assert s.save_error is None and Statistics.load().for_ruleset("N").played == 2


def test_a_won_game_with_a_newer_versions_field_stays_won() -> None:
    """A game won with a newer version, its record holding a field this version does not
    know: taken as damage, the copy from before the win came back, the game in progress
    there was left for the next deal, and the win counted as a loss."""
    game = started(moves=5)
    recorder = GameRecorder(Statistics.load())
    recorder.game_started(game)
    recorder.game_won(game)  # the copy before it holds the game in progress
    path = Statistics.default_path()
    path.write_text(json.dumps(with_newer_fields(json.loads(path.read_text()))))
    s = Statistics.load()
    assert s.problem is None and s.counted_won(game)
    GameRecorder(s).game_started(started("FT1-N-AAAAAAA"))  # the next deal's first move
    n = Statistics.load().for_ruleset("N")
    assert (n.played, n.won, n.lost) == (1, 1, 0)


def test_a_huge_statistics_file_is_not_read() -> None:
    path = Statistics.default_path()
    make_huge(path, versioned.SMALL_FILE_BYTES + 1)
    s = Statistics.load()
    assert s.problem is not None and s.problem.fault is ReadFault.DAMAGED and kept_aside(path)


def test_a_failed_save_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: object, text: str) -> None:
        raise OSError(28, "No space left on device")

    s = Statistics.load()
    monkeypatch.setattr(versioned, "write_atomic", refuse)
    s.record("N", True, 5, 5)
    assert s.for_ruleset("N").won == 1 and s.save_error is not None and s.save_error.fault is WriteFault.DISK_FULL


@settings(deadline=None)  # file system timing varies on a busy machine
@given(st.binary(max_size=600))
def test_arbitrary_bytes_never_crash_the_loader(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "statistics.json"
        path.write_bytes(data)
        s = Statistics.load(path)
        assert s.problem is not None and kept_aside(path)  # random bytes are never a record
        assert s.for_ruleset("N").played == 0


# -- the recorder against a model of the table -------------------------------------------

OPS = st.lists(st.sampled_from(["move", "move", "move", "undo", "redo", "win", "new", "restart_program"]), max_size=80)


@settings(deadline=None)
@given(OPS, st.randoms(use_true_random=False))
def test_every_game_counts_once_whatever_the_player_does(ops: list[str], rng: random.Random) -> None:
    """Drive the recorder the way the window does (a move: game_started; the winning
    move: game_won, again after undo and redo; replacing a started, unwon game:
    game_abandoned; restarting the program: new objects) and compare with the games
    the player actually played."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "statistics.json"
        recorder = GameRecorder(Statistics.load(path))
        codes = ["FT1-N-AAAAAAV", "FT1-N-AAAAAAV", "FT1-N-AAAAAB3"]  # the same deal often comes again
        game, won_now = Game(Deal.from_code(codes[0])), False
        started_sessions, won_sessions, this_won = 0, 0, False
        for op in ops:
            if op == "move" and not won_now and game.position.piles[0]:
                game.push(DRAW)
                if game.move_counter == 1:
                    started_sessions += 1
                recorder.game_started(game)
            elif op == "undo" and game.can_undo():
                game.pop()
                won_now = False
            elif op == "redo" and game.can_redo():
                game.redo()
                recorder.game_started(game)
            elif op == "win" and game.move_counter >= 5 and not won_now:  # no real game is won sooner
                won_now = True
                won_sessions += not this_won
                this_won = True
                recorder.game_won(game)
            elif op == "new":
                if game.is_started() and not won_now:
                    recorder.game_abandoned(game)
                game, won_now, this_won = Game(Deal.from_code(rng.choice(codes))), False, False
            elif op == "restart_program":
                recorder = GameRecorder(Statistics.load(path))
                game = Game.loads(game.dumps())
        n = Statistics.load(path).for_ruleset("N")
        assert n.played == started_sessions - n.in_progress  # a game counts once it ended
        assert n.won == won_sessions
        assert n.in_progress == (game.is_started() and not this_won)
        assert n.lost == started_sessions - won_sessions - n.in_progress
