"""The rules of rules.md, one by one, on hand-built positions."""

from __future__ import annotations

import pytest

from qvoleurs.engine import DRAW, Deal, Game, IllegalMoveError, Move, Position, Rule
from qvoleurs.engine.rules import RULESETS, Ruleset

from .positions import build


def game_at(position: Position) -> Game:
    """A game from a hand-built position (score 0, no history)."""
    return Game.from_position(position)


def m(text: str) -> Move:
    return Move.parse(text)


@pytest.mark.parametrize(
    ("columns", "move", "rule"),
    [
        ({1: ["8S"], 2: ["7H"]}, "c2-c1", Rule.WRONG_SUIT),  # never on hearts 8
        ({1: ["8S"], 2: ["6S"]}, "c2-c1", Rule.NOT_ONE_LOWER),
        ({1: ["8S"], 2: ["9S"]}, "c2-c1", Rule.NOT_ONE_LOWER),  # builds down, not up
        ({1: ["AS"], 2: ["2S"]}, "c2-c1", Rule.NOTHING_ON_ACE),
        ({1: ["AH"], 2: ["KS"]}, "c2-c1", Rule.NOTHING_ON_ACE),
        ({1: ["8S"]}, "c2-c1", Rule.EMPTY_SOURCE),
        ({1: ["8S"]}, "c1-c1", Rule.SAME_PILE),
        ({1: ["8S"]}, "w-w", Rule.EMPTY_SOURCE),  # not "the card is already there": there is none
        ({1: ["8S"]}, "c2-c2", Rule.EMPTY_SOURCE),
        ({1: ["8S"]}, "c1-w", Rule.NOT_ONTO_WASTE),
        ({1: ["8S"]}, "c1-s", Rule.NOT_ONTO_STOCK),
        ({1: ["2S"]}, "c1-f1", Rule.FOUNDATION_NEEDS_ACE),
        ({1: ["AH"]}, "c1-f1", Rule.FOUNDATION_WRONG_SUIT),  # f1 is spades
        ({1: ["AS"]}, "c1-f2", Rule.FOUNDATION_WRONG_SUIT),
        ({1: ["9S", "8S"], 2: ["TS"]}, "c1-c2/2", Rule.ONLY_TOP_CARD),  # ruleset N: one card at a time
        ({1: ["8S"]}, "s-c1", Rule.STOCK_ONLY_DRAWS),
    ],
)
def test_refused_moves_name_their_rule(columns: dict[int, list[str]], move: str, rule: Rule) -> None:
    game = game_at(build(columns=columns))
    before = game.position.copy()
    assert game.check(m(move)) is rule
    with pytest.raises(IllegalMoveError) as err:
        game.push(m(move))
    assert err.value.rule is rule and err.value.move == m(move)
    assert game.position == before and game.move_counter == 0


@pytest.mark.parametrize(
    ("columns", "waste", "foundations", "move"),
    [
        ({1: ["8S"], 2: ["7S"]}, [], {}, "c2-c1"),  # same suit, one lower
        ({1: ["8S"], 3: ["KD"]}, ["7S"], {}, "w-c1"),
        ({3: ["KD"]}, ["7S"], {}, "w-c1"),  # any card into an empty column
        ({1: ["8S"], 3: ["KD"]}, [], {}, "c3-c2"),
        ({1: ["AS"]}, [], {}, "c1-f1"),
        ({1: ["AS"]}, [], {}, "c1-f5"),  # either spades foundation takes an ace
        ({1: ["3H"]}, [], {2: 2}, "c1-f2"),
        ({1: ["6S"]}, [], {1: 5}, "f1-c1"),  # take-back onto a fitting column
        ({}, [], {4: 3}, "f4-c2"),  # take-back into an empty column
    ],
)
def test_legal_moves_are_accepted(
    columns: dict[int, list[str]], waste: list[str], foundations: dict[int, int], move: str
) -> None:
    position = build(columns=columns, waste=waste, foundations=foundations)
    assert position.check(m(move)) is None
    assert m(move) in position.legal_moves()


def test_foundation_builds_up_in_order() -> None:
    position = build(columns={1: ["4S"], 2: ["3S"]}, foundations={1: 2})
    assert position.check(m("c1-f1")) is Rule.FOUNDATION_NEXT_RANK
    assert position.check(m("c2-f1")) is None
    assert position.check(m("f1-f5")) is Rule.FOUNDATION_TO_FOUNDATION


def test_only_the_waste_top_card_plays() -> None:
    game = game_at(build(columns={1: ["9S"]}, waste=["8S", "KH"]))
    assert game.check(m("w-c1")) is Rule.WRONG_SUIT  # KH is on top
    assert game.check(m("w-c1/2")) is Rule.WASTE_TOP_ONLY


def test_draw_turns_one_card_and_there_is_no_redeal() -> None:
    game = Game(Deal.from_code("FT1-N-AAAAAAA"))
    first = game.position.top(0)
    game.push(DRAW)
    assert game.position.top(1) == first and len(game.position.piles[0]) == 63
    for _ in range(63):
        game.push(DRAW)
    assert game.position.piles[0] == [] and len(game.position.piles[1]) == 64
    assert game.check(DRAW) is Rule.STOCK_EMPTY
    assert DRAW not in list(game.legal_moves)
    assert game.score == 0 and game.move_counter == 64  # draws count as actions


def test_scores_of_each_action() -> None:
    game = game_at(build(columns={1: ["AS"], 2: ["3S"], 3: ["KD"]}, waste=["2S"]))
    game.push(m("c1-f1"))
    assert game.score == 10
    game.push(m("w-c2"))  # waste to column
    assert game.score == 15
    game.push(m("c2-f1"))  # 2S home
    assert game.score == 25
    game.push(m("f1-c1"))  # take back into the empty column
    assert game.score == 10
    game.push(m("c2-c4"))  # column to column scores nothing
    assert game.score == 10
    assert game.move_counter == 5


def test_score_is_clamped_at_zero_and_undo_restores_it_exactly() -> None:
    game = game_at(build(columns={1: ["6S"]}, foundations={1: 5}))
    game.push(m("f1-c1"))  # 0 - 15 clamps to 0
    assert game.score == 0
    game.push(m("c1-f1"))
    assert game.score == 10  # the clamp lost 15 points for good
    game.pop()
    assert game.score == 0
    game.pop()
    assert game.score == 0 and game.move_counter == 2  # undo never lowers the counter


def test_supermoves_follow_the_empty_columns() -> None:
    cols = {1: ["TS", "9S", "8S", "7S", "6S"], 2: ["JS"], 3: ["KD"], 4: ["KC"], 5: ["KH"], 6: ["QD"], 7: ["QC"]}
    cols |= {8: ["QH"]}
    # two empty columns (9, 10): 4 cards onto a column, 2 into an empty one
    s = build(columns=cols, rules="S")
    assert s.empty_columns() == 2
    assert s.check(m("c1-c2/5")) is Rule.SUPERMOVE_TOO_LONG
    assert s.check(m("c1-c9/3")) is Rule.SUPERMOVE_TOO_LONG
    assert s.check(m("c1-c9/2")) is None
    assert s.check(m("c1-c2/4")) is Rule.NOT_ONE_LOWER  # 9S is not one lower than JS
    assert s.check(m("c1-f1/2")) is Rule.SUPERMOVE_TARGET
    assert s.check(m("c1-c2/6")) is Rule.NOT_A_RUN
    assert m("c1-c9/2") in list(s.legal_moves())
    n = build(columns=cols, rules="N")
    assert n.check(m("c1-c9/2")) is Rule.ONLY_TOP_CARD
    assert all(mv.count == 1 for mv in n.legal_moves())


def test_supermove_counts_as_one_action_and_scores_as_its_single_moves() -> None:
    cols = {1: ["TS", "9S", "8S"], 2: ["JS"]}
    game = game_at(build(columns=cols, rules="S"))
    before = game.position.copy()
    game.push(m("c1-c2/3"))
    assert [len(game.position.piles[i]) for i in (2, 3)] == [0, 4]
    assert game.score == 0 and game.move_counter == 1
    assert game.pop() == m("c1-c2/3")
    assert game.position == before and game.move_counter == 1


def test_rulesets_are_their_letters_and_differ_in_supermoves_only() -> None:
    assert set(RULESETS) == {"N", "S"}
    assert RULESETS["S"] is Ruleset.S and Ruleset.S == "S" and f"{Ruleset.N}" == "N"
    assert (Ruleset.N.supermoves, Ruleset.S.supermoves) == (False, True)
    assert Deal.from_number(3, "S").rules is Ruleset.S  # a letter given becomes its Ruleset
    assert Game(Deal.from_code("FT1-S-AAAAAAV")).rules is Ruleset.S
    assert Position.from_deal(Deal.from_number(3, "s")).rules is Ruleset.S


def test_take_backs_are_allowed_in_every_ruleset() -> None:
    for rules in RULESETS:
        position = build(columns={1: ["6S"]}, foundations={1: 5}, rules=rules)
        assert position.check(m("f1-c1")) is None
        assert m("f1-c1") in set(position.generate_moves())


def test_won_when_all_foundations_are_full() -> None:
    position = build(columns={1: ["KS"]}, foundations={n: 13 for n in range(2, 9)} | {1: 12})
    game = game_at(position)
    assert not game.is_won()
    game.push(m("c1-f1"))
    assert game.is_won() and not game.is_stuck()
    assert not game.legal_moves


def test_stuck_is_not_won_and_has_no_move() -> None:
    kings = ["KS", "KS", "KH", "KH", "KD", "KD", "KC", "KC"]
    columns = {i + 1: [k] for i, k in enumerate(kings)} | {9: ["5S"], 10: ["5H"]}
    position = build(columns=columns)
    piles = position.piles
    nine_of_diamonds = next(c for c in piles[0] if c % 52 == 2 * 13 + 8)
    piles[0].remove(nine_of_diamonds)
    piles[1] = piles[0] + [nine_of_diamonds]  # every other card drawn, 9D on top
    piles[0] = []
    game = game_at(position)
    assert list(game.legal_moves) == []
    assert game.is_stuck() and not game.is_won()
    ace_of_hearts = next(c for c in piles[1] if c % 52 == 13)
    piles[1].remove(ace_of_hearts)
    piles[1].append(ace_of_hearts)  # another waste top: an ace, which can go home
    assert not game.is_stuck()
    assert list(game.legal_moves) == [m("w-f2"), m("w-f6")]
