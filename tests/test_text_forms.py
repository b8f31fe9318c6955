"""Every text form round-trips: cards, moves, positions (JSON), and repr() reads back."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qvoleurs.engine import Card, CardParseError, Deal, Game, Move, MoveParseError, Position
from qvoleurs.engine.rules import PILE_COUNT


@given(st.integers(0, 103))
def test_card_text_and_repr_round_trip(card_id: int) -> None:
    card = Card(card_id)
    assert Card.parse(str(card), copy=card.copy) == card
    assert Card.parse(str(card).lower(), copy=card.copy) == card
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize("text", ["", "1S", "TX", "10", "AAS", "S"])
def test_bad_card_texts_are_refused(text: str) -> None:
    with pytest.raises(CardParseError):
        Card.parse(text)


@given(st.integers(0, PILE_COUNT - 1), st.integers(0, PILE_COUNT - 1), st.integers(1, 13))
def test_move_text_and_repr_round_trip(src: int, dst: int, count: int) -> None:
    move = Move(src, dst, count)
    assert Move.parse(str(move)) == move
    assert Move.parse(str(move).upper()) == move
    assert eval(repr(move), {"Move": Move}) == move


@pytest.mark.parametrize("text", ["", "c1", "c1-", "c0-c1", "c11-c1", "f9-c1", "c1-c2/0", "c1-c2/x", "a-b-c"])
def test_bad_move_texts_are_refused(text: str) -> None:
    with pytest.raises(MoveParseError):
        Move.parse(text)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**35 - 1), st.integers(0, 80), st.randoms(use_true_random=False))
def test_position_json_round_trips(number: int, steps: int, rng) -> None:  # type: ignore[no-untyped-def]
    game = Game(Deal.from_number(number))
    for _ in range(steps):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.push(rng.choice(moves))
    data = json.loads(json.dumps(game.position.to_json()))
    again = Position.from_json(data)
    assert again.to_json() == game.position.to_json()
    # the same cards in the same places (the two copies of a card are interchangeable)
    assert [[c % 52 for c in p] for p in again.piles] == [[c % 52 for c in p] for p in game.position.piles]
