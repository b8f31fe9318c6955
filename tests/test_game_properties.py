"""Invariants of random legal play (hypothesis): cards conserved, score never negative,
undo/redo exact, save/load identity, legal_moves agrees with check()."""

from __future__ import annotations

import json
from collections import Counter
from unittest.mock import patch

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from qvoleurs.engine import DRAW, Deal, Game, IllegalMoveError, Move, Rule, SaveFormatError
from qvoleurs.engine import game as game_module
from qvoleurs.engine.rules import PILE_COUNT

PLAY = settings(max_examples=60, deadline=None)


def snapshot(game: Game) -> tuple[object, ...]:
    return ([list(p) for p in game.position.piles], game.score, game.can_undo(), game.can_redo())


def all_candidates(game: Game) -> list[Move]:
    """Every single-card move between any two piles, plus runs of 2..4 cards."""
    return [Move(s, d, n) for s in range(PILE_COUNT) for d in range(PILE_COUNT) for n in (1, 2, 3, 4)]


@st.composite
def played_games(draw: st.DrawFn) -> Game:
    """A game after a random sequence of legal actions, undos and redos."""
    number = draw(st.integers(0, 2**35 - 1))
    rules = draw(st.sampled_from("NS"))
    depth = draw(st.sampled_from([100, 5, None]))
    game = Game(Deal.from_number(number, rules), undo_depth=depth)
    for _ in range(draw(st.integers(0, 120))):
        action = draw(st.integers(0, 9))
        if action == 0 and game.can_undo():
            game.pop()
        elif action == 1 and game.can_redo():
            game.redo()
        else:
            moves = list(game.legal_moves)
            if not moves:
                break
            game.push(moves[draw(st.integers(0, len(moves) - 1))])
    return game


@PLAY
@given(played_games())
def test_two_full_decks_stay_on_the_table(game: Game) -> None:
    cards = [c for pile in game.position.piles for c in pile]
    assert sorted(cards) == list(range(104))
    faces = Counter(c % 52 for c in cards)
    assert set(faces.values()) == {2}


@PLAY
@given(played_games())
def test_score_is_never_negative_and_counter_never_below_the_line(game: Game) -> None:
    assert game.score >= 0
    assert game.move_counter >= len(game.line)


@PLAY
@given(played_games(), st.data())
def test_undo_restores_exactly_and_redo_reapplies(game: Game, data: st.DataObject) -> None:
    moves = list(game.legal_moves)
    assume(moves)  # a game with no move left has nothing to undo here
    before = snapshot(game)
    counter = game.move_counter
    move = data.draw(st.sampled_from(moves))
    game.push(move)
    after = snapshot(game)
    assert game.pop() == move
    assert snapshot(game)[:2] == before[:2]
    assert game.move_counter == counter + 1  # undo does not lower the counter
    assert game.redo() == move
    assert snapshot(game)[:2] == after[:2]


@PLAY
@given(played_games())
def test_save_and_load_is_identity(game: Game) -> None:
    again = Game.loads(game.dumps())
    assert again == game
    assert again.game_id == game.game_id  # the same game, not only the same cards
    assert again.position == game.position
    assert (again.score, again.move_counter) == (game.score, game.move_counter)
    assert again.undo_available() == game.undo_available()
    assert again.redo_moves == game.redo_moves
    # and the restored game undoes exactly like the original
    while game.can_undo():
        assert again.pop() == game.pop()
        assert again.score == game.score and again.position == game.position
    assert not again.can_undo()


@settings(max_examples=25, deadline=None)
@given(played_games())
def test_legal_moves_are_accepted_and_everything_else_refused_with_a_reason(game: Game) -> None:
    legal = set(game.legal_moves)
    assert len(legal) == game.legal_moves.count()
    for move in all_candidates(game):
        rule = game.check(move)
        assert (rule is None) == (move in legal), move
        if rule is not None:
            try:
                game.push(move)
            except IllegalMoveError as exc:
                assert exc.rule is rule
            else:  # pragma: no cover - the assertion explains itself
                raise AssertionError(f"{move} was accepted although {rule}")


@PLAY
@given(played_games())
def test_undo_depth_limits_the_history(game: Game) -> None:
    depth = game.undo_depth
    if depth is not None:
        assert game.undo_available() <= depth
    else:
        assert game.undo_available() == len(game.line)


@PLAY
@given(played_games(), st.data())
def test_unlimited_undo_reaches_the_deal_in_any_save(game: Game, data: st.DataObject) -> None:
    """Before switching to unlimited undo reset the floor, saves kept the floor of the depth
    before it: unlimited was shown, and undo stopped short of the deal."""
    saved = game.to_json()
    saved["undo_depth"] = None
    saved["undo_floor"] = data.draw(st.integers(0, len(game.line)))
    assert Game.from_json(saved).undo_available() == len(game.line)


@PLAY
@given(st.data(), st.integers(1, 12), st.sampled_from([100, 3, None]))
def test_the_history_never_holds_more_than_a_save_may_and_play_goes_on_after_an_undo(
    data: st.DataObject, limit: int, depth: int | None
) -> None:
    with patch.object(game_module, "MAX_LINE", limit):
        game = Game(Deal.from_number(data.draw(st.integers(0, 2**35 - 1))), undo_depth=depth)
        for _ in range(data.draw(st.integers(0, 40))):
            action = data.draw(st.integers(0, 5))
            if action == 0 and game.can_undo():
                game.pop()
            elif action == 1 and game.can_redo():
                game.redo()
            elif moves := list(game.legal_moves):
                move = moves[data.draw(st.integers(0, len(moves) - 1))]
                if len(game.line) < limit:
                    game.push(move)
                else:  # a legal move, refused for the history alone; nothing changes
                    before = game.copy()
                    with pytest.raises(IllegalMoveError) as refused:
                        game.push(move)
                    assert refused.value.rule is Rule.HISTORY_FULL and game == before
            assert len(game.line) + len(game.redo_moves) <= limit
            assert game.move_counter >= len(game.line) + len(game.redo_moves)
        assert Game.loads(game.dumps()) == game  # what play writes, a start reads


@PLAY
@given(played_games(), st.data())
def test_a_game_stepped_back_redoes_to_where_it_was_and_on_to_its_undone_moves(game: Game, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(game.line)))
    back = game.stepped_back(at)
    assert (back.game_id, back.move_counter) == (game.game_id, game.move_counter)
    assert list(back.line) == list(game.line[:at])
    for _ in range(len(game.line) - at):
        back.redo()
    assert (back.position, back.score, back.line) == (game.position, game.score, game.line)
    assert back.redo_moves == game.redo_moves


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=300))
def test_garbage_never_loads_as_a_game(blob: bytes) -> None:
    with pytest.raises(SaveFormatError):
        Game.loads(blob)


def test_newer_save_versions_are_refused() -> None:
    game = Game(Deal.from_number(1))
    data = game.to_json()
    data["version"] = 99
    with pytest.raises(SaveFormatError, match="newer"):
        Game.from_json(data)


def test_tampered_save_is_refused() -> None:
    game = Game(Deal.from_number(1))
    game.push(Move.parse("s-w"))
    data = game.to_json()
    data["score"] = 500
    with pytest.raises(SaveFormatError, match="score"):
        Game.from_json(data)


def test_a_game_is_one_game_from_its_deal_to_its_end() -> None:
    """Its game_id goes with it (copies, saves, undo) and a new one comes with every deal
    of the cards, a restart too; the statistics tell games apart by it."""
    deal = Deal.from_code("FT1-N-AAAAAAV")
    game, other = Game(deal), Game(deal)
    assert game.game_id != other.game_id and game == other  # equal cards, two games
    game.push(DRAW)
    game.pop()
    assert game.copy().game_id == game.game_id == Game.loads(game.dumps()).game_id
    first = game.game_id
    game.restart()
    assert game.game_id != first
    old_save = json.loads(game.dumps())
    del old_save["game_id"]  # a save from before game ids: loads, with an id of its own
    assert Game.from_json(old_save).game_id not in (None, game.game_id)
    for bad in (None, 7, "", "not hex at all!", "A" * 16, "0" * 40):
        old_save["game_id"] = bad  # a mangled one is left out, the game kept
        loaded = Game.from_json(old_save)
        assert loaded == game and loaded.game_id != bad
