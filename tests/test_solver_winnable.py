"""The shipped tables of winnable deals: every entry a valid deal number, some re-won and
replayed through Game here, and a draw from the table that falls back to None without one."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from qvoleurs.engine import Deal, Game, Position
from qvoleurs.engine.deal import MAX_NUMBER
from qvoleurs.engine.solver import Verdict, solve, winnable
from qvoleurs.engine.solver.winnable import draw_winnable_deal, winnable_numbers


@pytest.mark.parametrize("rules", ["N", "S"])
def test_each_ruleset_ships_a_table_of_distinct_deal_numbers(rules: str) -> None:
    numbers = winnable_numbers(rules)
    assert len(numbers) >= 100
    assert len(set(numbers)) == len(numbers)
    assert all(0 <= n < MAX_NUMBER for n in numbers)


@pytest.mark.parametrize("rules", ["N", "S"])
def test_deals_from_the_table_are_won_and_the_lines_replay_through_game(rules: str) -> None:
    rng = random.Random(16)
    for number in rng.sample(winnable_numbers(rules), 2):
        deal = Deal.from_number(number, rules)
        result = solve(Position.from_deal(deal), time_limit=60)
        assert result.result is Verdict.WON, deal.code
        game = Game(deal, undo_depth=None)
        for move in result.moves:
            game.push(move)
        assert game.is_won()


def test_a_drawn_deal_comes_from_the_table_of_its_ruleset() -> None:
    rng = random.Random(3)
    for rules in ("N", "S"):
        deals = [draw_winnable_deal(rules, rng) for _ in range(20)]
        assert all(d is not None and d.number in winnable_numbers(rules) for d in deals)
        assert all(d is not None and d.rules == rules for d in deals)
        assert len({d.number for d in deals if d is not None}) > 10  # drawn, not always the same


def test_without_a_table_there_is_no_draw(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(winnable, "DATA", tmp_path)
    winnable.winnable_numbers.cache_clear()
    try:
        assert winnable_numbers("N") == ()
        assert draw_winnable_deal("N") is None
        (tmp_path / "winnable_N.txt").write_text("# a comment\n12\nnot a number\n 34 # and a note\n", encoding="ascii")
        winnable.winnable_numbers.cache_clear()
        assert winnable_numbers("N") == (12, 34)
    finally:
        winnable.winnable_numbers.cache_clear()
