"""FT1 deal codes: the test vectors of deal-codes.md, round trips and refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import qvoleurs.engine
from qvoleurs.deal_code_messages import DEAL_CODE_MESSAGES, keep_codes_whole
from qvoleurs.engine import Deal, DealCodeError, DealFileError, FileProblem, card_text, decode_code, encode_code
from qvoleurs.engine.deal import MAX_NUMBER, CodeProblem
from qvoleurs.translatable import arg


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
    ("text", "problem", "values"),
    [
        ("", CodeProblem.EMPTY, ()),
        ("  ", CodeProblem.EMPTY, ()),
        ("FT1-N-AAAAAA", CodeProblem.WRONG_LENGTH, ("FT1-N-AAAAAA", "6", "7")),
        ("FT1-N-AAAAAAAA", CodeProblem.WRONG_LENGTH, ("FT1-N-AAAAAAAA", "8", "7")),
        ("FT2-N-AAAAAAA", CodeProblem.UNKNOWN_VERSION, ("FT2-N-AAAAAAA", "FT2")),
        ("FT1-X-AAAAAAA", CodeProblem.UNKNOWN_RULESET, ("FT1-X-AAAAAAA", "X", "N, S")),
        ("FT1-N-AAAAAA1", CodeProblem.BAD_CHARACTER, ("FT1-N-AAAAAA1", "1")),
        (" ft1-n-aaaa aaa", CodeProblem.SPACE_INSIDE, ("ft1-n-aaaa aaa",)),
        ("FT1-N- AAAAAAV", CodeProblem.SPACE_INSIDE, ("FT1-N- AAAAAAV",)),
        ("FT1 N", CodeProblem.SPACE_INSIDE, ("FT1 N",)),
        ("FT1 -N-AAAAAAV", CodeProblem.SPACE_INSIDE, ("FT1 -N-AAAAAAV",)),  # not "starts with FT1, not FT1 "
        ("FT1-N-AAA\u00a0AAAV", CodeProblem.SPACE_INSIDE, ("FT1-N-AAA\u00a0AAAV",)),  # a no-break space
        ("FT1-N-AAA\tAAAV", CodeProblem.TAB_INSIDE, ("FT1-N-AAA\tAAAV",)),
        ("FT1-N-\r\nAAAAAAV", CodeProblem.LINE_BREAK_INSIDE, ("FT1-N-\r\nAAAAAAV",)),
        ("FT1N-AAAAAAA", CodeProblem.NOT_A_CODE, ("FT1N-AAAAAAA",)),
        ("FT1--AAAAAAV", CodeProblem.NOT_A_CODE, ("FT1--AAAAAAV",)),  # not rules named ""
        ("-N-AAAAAAV", CodeProblem.NOT_A_CODE, ("-N-AAAAAAV",)),  # not "start with FT1, not ."
        ("--json", CodeProblem.NOT_A_CODE, ("--json",)),
        ("hello", CodeProblem.NOT_A_CODE, ("hello",)),
    ],
)
def test_bad_codes_are_refused_with_what_is_wrong(text: str, problem: CodeProblem, values: tuple[str, ...]) -> None:
    with pytest.raises(DealCodeError) as err:
        decode_code(text)
    assert (err.value.problem, err.value.values) == (problem, values)


def test_a_deal_number_out_of_range_has_no_code() -> None:
    for number in (-1, MAX_NUMBER):
        with pytest.raises(DealCodeError) as err:
            encode_code(number)
        assert (err.value.problem, err.value.values) == (CodeProblem.NUMBER_OUT_OF_RANGE, (str(number), "34359738367"))
    assert encode_code(MAX_NUMBER - 1) == "FT1-N-7777777" and encode_code(0) == "FT1-N-AAAAAAA"


def test_every_problem_is_worded_for_the_player_as_a_sentence() -> None:
    assert set(DEAL_CODE_MESSAGES) == set(CodeProblem)
    for problem, template in DEAL_CODE_MESSAGES.items():
        text = arg(template, "FT1-X-AAAAAAA", "X", "N, S")
        assert text[0].isupper() and text.endswith("."), problem
        assert "%" not in text, problem


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("FT1-N- AAAAAAV", "FT1-N- AAAAAAV is not a deal code: it has a space in it."),
        ("FT1 N", "FT1 N is not a deal code: it has a space in it."),
        ("FT1-N-AAA\tAAAV", "FT1-N-AAA\tAAAV is not a deal code: it has a tab in it."),
        ("FT1-N-AAAAAAV\nx", "FT1-N-AAAAAAV\nx is not a deal code: it has a line break in it."),
    ],
)
def test_white_space_inside_a_code_is_named_not_quoted(typed: str, said: str) -> None:
    """A quoted space read “ ”: the player saw empty quotes, not what was wrong."""
    with pytest.raises(DealCodeError) as refused:
        decode_code(typed)
    message = arg(DEAL_CODE_MESSAGES[refused.value.problem], *refused.value.values)
    assert message.startswith(said), message
    assert "“" not in message and "”" not in message, message


def test_the_engine_carries_no_words_for_players() -> None:
    engine = Path(qvoleurs.engine.__file__).parent
    for path in engine.rglob("*.py"):
        source = path.read_text()
        assert "translatable" not in source and "QT_TRANSLATE_NOOP" not in source, path.name


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
    ("mangle", "problem", "values"),
    [
        (lambda d: d["stock"].pop(), FileProblem.WRONG_COUNT, ("104", "103")),
        (
            lambda d: (
                d["stock"].__setitem__(0, d["columns"][0][0]) or d["columns"][1].__setitem__(0, d["columns"][0][0])
            ),
            FileProblem.THIRD_COPY_IN_COLUMN,
            None,
        ),
        (lambda d: d["stock"].__setitem__(0, "1X"), FileProblem.NOT_A_CARD_IN_STOCK, ('"1X"',)),
        (lambda d: d["columns"][4].__setitem__(2, None), FileProblem.NOT_A_CARD_IN_COLUMN, ("5", "null")),
        (lambda d: d["columns"].pop(), FileProblem.BAD_COLUMNS, ("10",)),
        (lambda d: d.__setitem__("rules", "Q"), FileProblem.UNKNOWN_RULESET, ('"Q"', "N, S")),
        (lambda d: d.__setitem__("rules", "X" * 5000), FileProblem.UNKNOWN_RULESET, (f'"{"X" * 37}…"', "N, S")),
        (lambda d: d["stock"].__setitem__(0, 7), FileProblem.NOT_A_CARD_IN_STOCK, ("7",)),
        (lambda d: d.__setitem__("code", "FT1-N-AAAA1AA"), FileProblem.BAD_CODE, ('"FT1-N-AAAA1AA"',)),
    ],
)
def test_bad_deal_files_say_what_is_wrong(mangle, problem: FileProblem, values: tuple[str, ...] | None) -> None:  # type: ignore[no-untyped-def]
    data = Deal.from_number(3).to_json()
    mangle(data)
    with pytest.raises(DealFileError) as err:
        Deal.from_json(data)
    assert err.value.problem is problem
    if values is None:  # found a third time, in whichever column comes first: the card copied
        assert err.value.values[1] == data["columns"][0][0]
    else:
        assert err.value.values == values


@given(
    st.integers(0, MAX_NUMBER - 1),
    st.sampled_from(["N", "S"]),
    st.lists(st.tuples(st.integers(0, 13), st.sampled_from(["\u2060", "\u200b", "\ufeff", "\u00ad"])), max_size=4),
)
def test_invisible_characters_in_a_code_do_not_matter(number: int, letter: str, inserts: list[tuple[int, str]]) -> None:
    """A code copied from a shown text (word joiners keep it on one line) or from a chat
    (zero-width spaces, soft hyphens) deals what the code says."""
    code = encode_code(number, letter)
    text = code
    for at, mark in inserts:
        text = text[:at] + mark + text[at:]
    assert decode_code(text) == decode_code(code)
    assert decode_code(keep_codes_whole(code)) == decode_code(code)


def test_a_shown_code_keeps_its_hyphens_joined_to_what_follows() -> None:
    shown = keep_codes_whole("Deal code: ft1-s-AAAAAAV. Column 1: 9 of hearts, 8 of spades; a six-card run")
    assert shown == "Deal code: ft1-\u2060s-\u2060AAAAAAV. Column 1: 9 of hearts, 8 of spades; a six-card run"


LOOK_ALIKES = {
    "-": "‐‑‒–—―−－",
    "A": "АΑａ",
    "B": "ВΒ",
    "E": "ЕΕ",
    "H": "НΗ",
    "I": "ІΙ",
    "K": "КΚ",
    "M": "МΜ",
    "O": "ОΟ",
    "P": "РΡ",
    "C": "С",
    "T": "ТΤ",
    "X": "ХΧ",
    "F": "Ｆ",
    "1": "１",
}


@given(st.integers(0, MAX_NUMBER - 1), st.sampled_from(["N", "S"]), st.data())
def test_a_code_typed_with_look_alikes_deals_the_same(number: int, letter: str, data: st.DataObject) -> None:
    """Another keyboard layout (a Cyrillic Т, А or С), a word processor's dashes, full-width
    forms from an East Asian input method: the code the player meant."""
    code = encode_code(number, letter)
    typed = "".join(data.draw(st.sampled_from([ch, *LOOK_ALIKES[ch]])) if ch in LOOK_ALIKES else ch for ch in code)
    assert decode_code(typed) == decode_code(code)


def test_a_letter_of_another_alphabet_that_looks_like_none_of_the_code_s_is_still_refused() -> None:
    with pytest.raises(DealCodeError) as refused:
        decode_code("FT1-N-AAAAAДA")  # a Cyrillic De: no Latin letter looks like it
    assert refused.value.problem is CodeProblem.BAD_CHARACTER and refused.value.values[1] == "Д"
