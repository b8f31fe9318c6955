"""A position in a game on the command line: `solve` and `describe` take one from a file (the
deal-file schema with cards on the waste and the foundations, or the whole output of
`replay --json`), `deal` and `replay` tell it that it is no deal, and what is wrong with one
the game cannot be in is one line in the player's language."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qvoleurs.cli import main
from qvoleurs.cli_text import CliText
from qvoleurs.deal_file_messages import DEAL_FILE_MESSAGES
from qvoleurs.engine import Deal, DealFileError, FileProblem, Game, IllegalMoveError, Move, PositionFile, describe

CODE = "FT1-N-AAAAAAA"
OTHER_CODE = "FT1-N-AAAAAAV"  # another deal, with another stock
TRANSLATED = ("nl", "de", "uk", "da")


def _json_out(args: list[str], capsys: pytest.CaptureFixture[str]) -> Any:
    assert main(args) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def line(capsys: pytest.CaptureFixture[str]) -> list[str]:
    """A winning line of deal CODE, as `solve --json` gives it."""
    solved = _json_out(["solve", CODE, "--json"], capsys)
    assert solved["result"] == "won"
    return list(solved["moves"])


@pytest.fixture
def played(line: list[str]) -> list[str]:
    """The first moves of that line: a game well under way, with cards on the waste and the foundations."""
    return line[: len(line) // 2]


@pytest.fixture
def replayed(played: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What `replay CODE MOVE... --json` prints after those moves, as it prints it."""
    assert main(["replay", CODE, *played, "--json"]) == 0
    out = capsys.readouterr().out
    state = json.loads(out)["state"]
    assert state["waste"] and any(state["foundations"]), "not a position in a game"
    return out


def _game_after(moves: list[str]) -> Game:
    game = Game(Deal.from_code(CODE), undo_depth=None)
    for text in moves:
        game.push(Move.parse(text))
    return game


def _wins_from_the_deal(moves: list[str]) -> bool:
    try:
        return _game_after(moves).is_won()
    except IllegalMoveError:
        return False


@pytest.mark.parametrize("whole", [True, False], ids=["replay output", "its state alone"])
def test_a_position_from_a_replay_solves_and_its_line_wins_from_there(
    whole: bool, played: list[str], replayed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "p.json"
    path.write_text(replayed if whole else json.dumps(json.loads(replayed)["state"]))
    solved = _json_out(["solve", str(path), "--json"], capsys)
    assert solved["result"] == "won" and solved["code"] == (CODE if whole else None)
    assert solved["from"] == "position"  # the code names its deal: this says the moves do not start there
    moves = solved["moves"]
    assert _game_after([*played, *moves]).is_won()  # through the engine: the position's line ends the game won
    assert not _wins_from_the_deal(moves)  # and it starts from the position, not from the deal
    assert _json_out(["replay", CODE, *played, *moves, "--json"], capsys)["won"] is True


@pytest.mark.parametrize("lang", ["en", "de"])
def test_solve_names_a_position_as_a_position(
    lang: str, replayed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t = CliText(lang)
    whole, alone = tmp_path / "p.json", tmp_path / "state.json"
    whole.write_text(replayed)
    alone.write_text(json.dumps(json.loads(replayed)["state"]))
    for path, name in ((whole, t("position from %1", CODE)), (alone, t("custom position"))):
        assert main(["solve", str(path), "--lang", lang]) == 0
        first = capsys.readouterr().out.splitlines()[0]
        assert first.startswith(f"{name}: {t('won')} "), first
    if lang != "en":
        assert t("position from %1", CODE) != f"position from {CODE}"


def test_a_won_position_solves_as_won_with_no_moves(
    line: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    won = _json_out(["replay", CODE, *line, "--json"], capsys)
    assert won["won"] is True
    path = tmp_path / "won.json"
    path.write_text(json.dumps(won))
    solved = _json_out(["solve", str(path), "--json"], capsys)
    assert (solved["result"], solved["moves"], solved["code"]) == ("won", [], CODE)


def test_describe_reads_the_position_out(
    played: list[str], replayed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "p.json"
    path.write_text(replayed)
    assert main(["describe", str(path)]) == 0
    assert capsys.readouterr().out == describe(_game_after(played).position) + "\n"


def test_a_code_whose_deal_has_another_stock_is_left_out(replayed: str) -> None:
    """As a deal file's code that names other cards: the stock left is the end of the deal's own stock."""
    state = json.loads(replayed)["state"]
    assert PositionFile.from_json({**state, "code": CODE}).code == CODE
    assert PositionFile.from_json({**state, "code": OTHER_CODE}).code is None
    assert PositionFile.from_json({**state, "code": CODE, "rules": "S"}).code == "FT1-S-AAAAAAA"


# What each command says of a position in a game, with the deal's code when the file gives it.
IS_A_POSITION = "%1 is a position in a game, not a deal; solve and describe take it"
IS_A_POSITION_OF = "%1 is a position in a game, not a deal (its deal is %2); solve and describe take it"


@pytest.mark.parametrize("command", ["deal", "replay"])
@pytest.mark.parametrize("lang", ["en", "de", "uk"])
def test_deal_and_replay_say_a_position_is_no_deal(
    command: str, lang: str, replayed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t = CliText(lang)
    whole, alone = tmp_path / "p.json", tmp_path / "state.json"
    whole.write_text(replayed)
    alone.write_text(json.dumps(json.loads(replayed)["state"]))
    assert main([command, str(whole), "--lang", lang]) == 2
    assert capsys.readouterr().err == f"qvoleurs: {t(IS_A_POSITION_OF, whole, CODE)}\n"
    assert main([command, str(alone), "--lang", lang]) == 2
    assert capsys.readouterr().err == f"qvoleurs: {t(IS_A_POSITION, alone)}\n"
    if lang != "en":
        assert t(IS_A_POSITION, alone) != CliText("en")(IS_A_POSITION, alone)


def test_cards_on_the_waste_that_make_no_position_are_still_no_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A deal with a card more on its waste: `deal` says a deal's waste is empty (as it did
    before positions were read), `solve` what is wrong with it as a position."""
    data = Deal.from_number(3).to_json()
    data["waste"] = ["AS"]
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(data))
    t = CliText("en")
    assert main(["deal", str(path)]) == 2
    assert (
        capsys.readouterr().err
        == f"qvoleurs: {t.translate('DealFile', DEAL_FILE_MESSAGES[FileProblem.NOT_NEW], path)}\n"
    )
    assert main(["solve", str(path)]) == 2
    third = DEAL_FILE_MESSAGES[FileProblem.THIRD_COPY_IN_WASTE]  # a deal holds each card twice already
    assert capsys.readouterr().err == f"qvoleurs: {t.translate('DealFile', third, path, 'AS')}\n"


# A won position (every card home) changed in one way the game cannot be in, and what the
# English message names; f1..f8 are spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.
BAD_POSITION_FILES: dict[FileProblem, tuple[Callable[[dict[str, Any]], object], str]] = {
    FileProblem.NOT_A_CARD_IN_WASTE: (lambda s: s.update(waste=["1X"]), 'its waste holds "1X", which is not a card'),
    FileProblem.NOT_A_CARD_IN_FOUNDATION: (
        lambda s: s["foundations"][2].__setitem__(0, 7),
        "its foundation 3 holds 7, which is not a card",
    ),
    FileProblem.THIRD_COPY_IN_WASTE: (
        lambda s: s.update(waste=["qh"], stock=["QH"], columns=[["QH"], *s["columns"][1:]]),
        "its waste holds QH a third time",
    ),
    FileProblem.THIRD_COPY_IN_FOUNDATION: (  # the column's ace is read first, then f1's, then f5's
        lambda s: s["columns"][0].append("AS"),
        "its foundation 5 holds AS a third time",
    ),
    FileProblem.FOUNDATION_WRONG_SUIT: (  # the fives of spades and hearts change places
        lambda s: s["foundations"][0].__setitem__(4, "5H") or s["foundations"][1].__setitem__(4, "5S"),
        "its foundation 1 holds 5H where 5S belongs (foundations 1 to 8 are spades, hearts,",
    ),
    FileProblem.FOUNDATION_OUT_OF_ORDER: (  # a gap: the 3 of diamonds out on a column
        lambda s: s["columns"][4].append(s["foundations"][6].pop(2)),
        "its foundation 7 holds 4D where 3D belongs (a foundation is built up in its suit from the ace",
    ),
    FileProblem.FOUNDATION_PAST_KING: (
        lambda s: s["foundations"][3].append(s["foundations"][7].pop()),
        "its foundation 4 holds KC above its king",
    ),
    FileProblem.BAD_STATE: (lambda s: s.update(state=[]), "its state must be a JSON object"),
    # what a deal file is told too
    FileProblem.WRONG_COUNT: (
        lambda s: s["foundations"][5].pop(),
        "a deal has 104 cards (two full decks), this one 103",
    ),
    FileProblem.BAD_COLUMNS: (lambda s: s["columns"].pop(), "its columns must be a list of 10 lists"),
    FileProblem.BAD_FOUNDATIONS: (lambda s: s["foundations"].pop(), "its foundations must be a list of 8 lists"),
    FileProblem.UNKNOWN_RULESET: (lambda s: s.update(rules="Q"), 'it names rules "Q"'),
}


@pytest.fixture
def won_state(line: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    won = _json_out(["replay", CODE, *line, "--json"], capsys)
    assert won["won"] is True
    return dict(won["state"])


@pytest.mark.parametrize("whole", [True, False], ids=["replay output", "its state alone"])
@pytest.mark.parametrize("problem", list(BAD_POSITION_FILES))
def test_a_position_the_game_cannot_be_in_is_one_line_in_the_players_language(
    problem: FileProblem, whole: bool, won_state: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if problem is FileProblem.BAD_STATE and not whole:
        pytest.skip("only replay --json's output has a state")
    change, names = BAD_POSITION_FILES[problem]
    state = copy.deepcopy(won_state)
    content: dict[str, Any] = {"code": CODE, "moves_played": 1, "state": state} if whole else state
    change(content if problem is FileProblem.BAD_STATE else state)
    with pytest.raises(DealFileError) as raised:
        PositionFile.from_json(content)
    assert raised.value.problem is problem
    path = tmp_path / "p.json"
    path.write_text(json.dumps(content))
    # replay names what is wrong with replay --json's output; a file in a deal's schema it tells
    # that a deal starts with an empty waste and empty foundations (test above)
    commands = ("solve", "describe", "replay") if whole else ("solve", "describe")
    said: dict[str, str] = {}
    for lang in ("en", *TRANSLATED):
        for command in commands:
            assert main([command, str(path), "--lang", lang]) == 2
            err = capsys.readouterr().err
            assert len(err.strip().splitlines()) == 1 and str(path) in err and "Traceback" not in err, err
            said.setdefault(lang, err)
            assert err == said[lang], (command, err)  # the same words, whichever command reads it
        expected = CliText(lang).translate("DealFile", DEAL_FILE_MESSAGES[problem], path, *raised.value.values)
        assert said[lang] == f"qvoleurs: {expected}\n"
    assert f"bad deal file {path}: {names}" in said["en"], said["en"]
    for lang in TRANSLATED:  # said in the language asked for, not in English
        assert "bad deal file" not in said[lang] and said[lang] != said["en"], said[lang]
