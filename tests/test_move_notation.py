"""Move notation: every text either parses to a move that prints back to the same move, or
is refused with MoveParseError (never another exception); only ASCII digits count."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qvoleurs.engine import Move, MoveParseError

PIECES = ["s", "w", "c", "f", "-", "/", "1", "3", "10", "0", "²", "٣", "①", " ", "C", "F"]


LONG = "9" * 5000  # int() refuses a number this long with a bare ValueError


@given(
    st.one_of(
        st.text(max_size=12),
        st.lists(st.sampled_from([*PIECES, LONG]), max_size=8).map("".join),
    )
)
def test_a_text_is_a_move_that_prints_back_or_one_parse_error(text: str) -> None:
    try:
        move = Move.parse(text)
    except MoveParseError:
        return
    assert Move.parse(str(move)) == move
    assert all(ch.isascii() for ch in str(move))


@pytest.mark.parametrize("text", ["c²-c3", "c3-c4/²", "c٣-c4", "f①-c1", "c3-c4/٢", f"c{LONG}-f1", f"s-w/{LONG}"])
def test_digits_other_than_ascii_are_refused(text: str) -> None:
    with pytest.raises(MoveParseError):
        Move.parse(text)


def test_plain_moves_still_parse() -> None:
    assert str(Move.parse(" C3-F1 ")) == "c3-f1"
    assert Move.parse("c10-c1/3").count == 3


@pytest.mark.parametrize("text", ["с1-с2", "c1–c2", "c1—c2/３", "ｃ１−ｆ２", "ѕ-w", "С10‑F8"])
def test_a_move_typed_on_another_layout_or_pasted_reads_as_its_look_alike(text: str) -> None:
    """Deal codes forgive Cyrillic look-alikes, dashes and full-width forms; moves refused them
    ("not a move: с1-с2" for a Cyrillic с, typed on the C key of a Ukrainian layout)."""
    plain = text.translate(str.maketrans("сСѕЅ–—−‑ｃｆ１２３", "cCsS----cf123"))
    assert Move.parse(text) == Move.parse(plain)
