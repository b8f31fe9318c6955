"""FT1 deal codes: the test vectors of deal-codes.md, round trips and refusals."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qvoleurs.engine import Deal, DealCodeError, DealFileError, card_text, decode_code, encode_code
from qvoleurs.engine.deal import MAX_NUMBER


def texts(cards: tuple[int, ...]) -> list[str]:
    return [card_text(c) for c in cards]


def test_vector_deal_zero() -> None:
    deal = Deal.from_code("FT1-N-AAAAAAA")
    assert deal.number == 0
    assert texts(deal.columns[0]) == ["3H", "TH", "3D", "AS"]
    assert texts(deal.columns[1]) == ["8C", "6S", "QD", "9S"]
    assert texts(deal.columns[9]) == ["8H", "9S", "2S", "2H"]
    assert texts(deal.stock[:5]) == ["2S", "6C", "3S", "KS", "AS"]


def test_vector_deal_21() -> None:
    deal = Deal.from_code("FT1-N-AAAAAAV")
    assert deal.number == 21
    assert texts(deal.columns[0]) == ["8S", "6C", "9H", "9D"]
    assert texts(deal.columns[9]) == ["4C", "9H", "QH", "2D"]
    assert texts(deal.stock[:5]) == ["5S", "8H", "6D", "QD", "TS"]


def test_ruleset_letter_does_not_change_the_layout() -> None:
    n, s = Deal.from_code("FT1-N-AAAAAAV"), Deal.from_code("FT1-S-AAAAAAV")
    assert (n.columns, n.stock) == (s.columns, s.stock)
    assert (n.rules, s.rules) == ("N", "S")


@pytest.mark.parametrize("text", ["ft1-n-aaaaaav", "  FT1-N-AAAAAAV\n", "Ft1-N-aAaAaAv"])
def test_case_and_spaces_do_not_matter(text: str) -> None:
    assert Deal.from_code(text).code == "FT1-N-AAAAAAV"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "empty"),
        ("FT1-N-AAAAAA", "7"),
        ("FT1-N-AAAAAAAA", "7"),
        ("FT2-N-AAAAAAA", "version"),
        ("FT1-X-AAAAAAA", "ruleset"),
        ("FT1-N-AAAAAA1", "'1'"),
        ("FT1-N-AAAA AAA", "' '"),
        ("FT1N-AAAAAAA", "FT1-<ruleset>"),
        ("hello", "not a deal code"),
    ],
)
def test_bad_codes_are_refused_with_a_reason(text: str, says: str) -> None:
    with pytest.raises(DealCodeError) as err:
        decode_code(text)
    assert says in str(err.value)


@given(st.integers(0, MAX_NUMBER - 1), st.sampled_from("NS"))
def test_codes_round_trip(number: int, rules: str) -> None:
    code = encode_code(number, rules)
    assert decode_code(code) == (number, rules)
    assert decode_code(code.lower()) == (number, rules)


@given(st.integers(0, MAX_NUMBER - 1))
def test_every_deal_holds_two_full_decks(number: int) -> None:
    deal = Deal.from_number(number)
    cards = [c for col in deal.columns for c in col] + list(deal.stock)
    assert sorted(cards) == list(range(104))
    assert [len(c) for c in deal.columns] == [4] * 10 and len(deal.stock) == 64


def test_random_deals_are_valid_and_differ() -> None:
    deals = {Deal.random().number for _ in range(20)}
    assert len(deals) > 15
    assert all(d is not None and 0 <= d < MAX_NUMBER for d in deals)


@given(st.integers(0, MAX_NUMBER - 1), st.sampled_from("NS"))
def test_deal_json_round_trips(number: int, rules: str) -> None:
    deal = Deal.from_number(number, rules)
    again = Deal.from_json(json.loads(json.dumps(deal.to_json())))
    assert again == deal


def test_custom_layout_without_code() -> None:
    data = Deal.from_number(5).to_json()
    del data["code"], data["number"]
    data["columns"][0], data["columns"][1] = data["columns"][1], data["columns"][0]
    deal = Deal.from_json(data)
    assert deal.code is None and deal.number is None
    assert texts(deal.columns[0]) == data["columns"][0]


def test_deal_file_with_code_of_other_cards_is_custom() -> None:
    data = Deal.from_number(5).to_json()
    data["columns"][0], data["columns"][1] = data["columns"][1], data["columns"][0]
    assert Deal.from_json(data).code is None


@pytest.mark.parametrize(
    ("mangle", "says"),
    [
        (lambda d: d["stock"].pop(), "104"),
        (
            lambda d: (
                d["stock"].__setitem__(0, d["columns"][0][0]) or d["columns"][1].__setitem__(0, d["columns"][0][0])
            ),
            "more than twice",
        ),
        (lambda d: d["stock"].__setitem__(0, "1X"), "not a card"),
        (lambda d: d["columns"].pop(), "10 lists"),
        (lambda d: d.__setitem__("rules", "Q"), "ruleset"),
        (lambda d: d["stock"].__setitem__(0, 7), "not a card"),
    ],
)
def test_bad_deal_files_say_what_is_wrong(mangle, says: str) -> None:  # type: ignore[no-untyped-def]
    data = Deal.from_number(3).to_json()
    mangle(data)
    with pytest.raises(DealFileError) as err:
        Deal.from_json(data)
    assert says in str(err.value)
