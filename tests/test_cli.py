"""The command line as cli.md describes it: formats, exit codes, no tracebacks, no Qt."""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qvoleurs import cli as cli_module
from qvoleurs.cli import main
from qvoleurs.cli_streams import output_failed
from qvoleurs.cli_text import CliText
from qvoleurs.deal_file_messages import DEAL_FILE_MESSAGES
from qvoleurs.engine import DRAW, Deal, DealFileError, FileProblem, Game
from qvoleurs.engine import game as game_module
from qvoleurs.engine.rules import Rule
from qvoleurs.reminders import REMINDER_CONTEXT, RULE_REMINDERS

CODE = "FT1-N-AAAAAAA"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "qvoleurs", *args], capture_output=True, text=True, timeout=60)


def test_deal_json_matches_the_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", CODE, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == CODE and data["number"] == 0 and data["rules"] == "N"
    assert data["columns"][0] == ["3H", "TH", "3D", "AS"]
    assert len(data["stock"]) == 64 and data["stock"][:5] == ["2S", "6C", "3S", "KS", "AS"]
    assert data["waste"] == [] and data["foundations"] == [[]] * 8


def test_deal_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "ft1-n-aaaaaav"]) == 0
    out = capsys.readouterr().out
    assert "FT1-N-AAAAAAV" in out and "column 1: 8S 6C 9H 9D" in out


def test_a_deal_file_is_accepted_in_place_of_a_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = Deal.from_number(7).to_json()
    del data["code"], data["number"]
    data["columns"][0], data["columns"][3] = data["columns"][3], data["columns"][0]
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(data))
    assert main(["deal", str(path), "--json"]) == 0
    custom = json.loads(capsys.readouterr().out)
    assert custom["columns"] == data["columns"]
    # the keys of every deal's JSON, as solve's and replay's keep theirs (code and number dropped before)
    assert list(custom) == list(Deal.from_number(7).to_json()) and custom["code"] is custom["number"] is None
    path.write_text(json.dumps(custom))  # read back as it was written
    assert main(["deal", str(path), "--json"]) == 0 and json.loads(capsys.readouterr().out) == custom
    assert main(["describe", str(path)]) == 0
    assert capsys.readouterr().out.startswith("Stock: 64 cards; waste empty.")


def test_a_deal_file_whose_name_starts_with_a_dash_is_read_after_a_double_dash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`qvoleurs deal -- -layout.json` said "the following arguments are required: CODE|FILE"."""
    monkeypatch.chdir(tmp_path)
    Path("-layout.json").write_text(json.dumps(Deal.from_number(7).to_json()))
    assert main(["deal", "--json", "--", "-layout.json"]) == 0
    assert json.loads(capsys.readouterr().out)["number"] == 7
    assert main(["replay", "--", "-layout.json", "s-w", "-x"]) == 2  # a move after it is a move
    assert "not a move: -x" in capsys.readouterr().err
    assert main(["replay", CODE, "--json", "--", "s-w"]) == 0
    assert json.loads(capsys.readouterr().out)["moves_played"] == 1


def test_a_deal_file_saved_with_a_byte_order_mark_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Windows' Notepad saves UTF-8 with a byte order mark in front."""
    path = tmp_path / "from notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(Deal.from_number(7).to_json()).encode())
    assert main(["deal", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["columns"] == Deal.from_number(7).to_json()["columns"]


def test_replay_reports_score_and_counters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", CODE, "c1-f1", "s-w", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["moves_played"] == 2 and data["move_counter"] == 2 and data["score"] == 10
    assert data["won"] is False
    assert data["state"]["foundations"][0] == ["AS"] and data["state"]["waste"] == ["2S"]


def test_replay_says_a_game_whose_moves_left_cannot_win_is_lost(capsys: pytest.CaptureFixture[str]) -> None:
    """It said "not won", as if play went on: the stock used up, a card home and a 6 of hearts
    between two 7s of hearts were all that was left (engine/dead_end.py)."""
    from tests.test_dead_end import LINE

    assert main(["replay", *LINE]) == 0
    assert capsys.readouterr().out.rstrip().endswith(", lost: the stock is used up and no move left can win")
    assert main(["replay", *LINE[:-3]]) == 0  # a card still in the stock
    assert capsys.readouterr().out.rstrip().endswith(", not won")


def test_replay_stops_at_an_illegal_move(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", CODE, "c1-f1", "s-w", "c2-c1"]) == 1
    err = capsys.readouterr().err
    assert "move 3" in err and "c2-c1" in err
    assert "same suit" in err  # the rule in the player's words
    assert "wrong-suit" not in err  # not the rule's name in the code (the --json output has it)


def test_an_illegal_move_is_said_in_the_players_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", CODE, "c1-f1", "s-w", "c2-c1", "--lang", "de"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("qvoleurs: Zug 3 (c2-c1) ist nicht erlaubt: ") and "wrong-suit" not in err, err


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (
            ["deal", "FT1-N-AAAAAA"],
            "FT1-N-AAAAAA is not a deal code: a deal code has 7 characters after the rules letter, and this one has 6",
        ),
        (["deal", "nonsense"], "nonsense is not a deal code. A deal code looks like FT1-N-AAAAAAV"),
        # a control character pasted with a code: named by its code point, not quoted as "?"
        (["deal", "FT1-N-AAA\x01AAA"], "FT1-N-AAA?AAA is not a deal code: “U+0001” never appears in one."),
        # a byte that is no UTF-8 (as Python hands it over): the byte typed, not "U+DCFF"
        (["deal", "FT1-N-AAAAAA" + chr(0xDCFF)], "FT1-N-AAAAAA? is not a deal code: “0xFF” never appears in one."),
        (["replay", CODE, "c1-x9"], "not a move: c1-x9 (piles: s, w, c1..c10, f1..f8; moves like w-c3, c3-f1, s-w)"),
        (["replay", CODE, "c1-x9", "--lang", "de"], "kein Zug: c1-x9 (Stapel: s, w, c1..c10, f1..f8; Züge wie w-c3"),
        (["replay", CODE, "c" + "9" * 5000 + "-f1"], "not a move: c999"),
        (["deal", "/no/such/file.json"], "no such deal file"),
        (["deal", CODE, "--bogus"], "unrecognized"),
        (["frobnicate"], "invalid choice"),
        (["describe", CODE, "--lang", "fr"], "invalid choice"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert says in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


# a deal file that is no JSON the game reads, and what it is told in each language: never
# the parser's own words (English, and meaningless to a player)
UNREADABLE_DEAL_FILES: dict[str, tuple[bytes, dict[str, str]]] = {
    "not json": (
        b'{"columns": [1,\n  2,, 3]}',
        {"en": "is not valid JSON (line 2, column 5)", "de": "(Zeile 2, Spalte 5)", "uk": "(рядок 2, стовпець 5)"},
    ),
    "empty": (b"", {"en": "is empty", "de": "ist leer", "uk": "порожній"}),  # was "not valid JSON (line 1, column 1)"
    "blank": (b"\xef\xbb\xbf \n\t\n", {"en": "is empty", "de": "ist leer", "uk": "порожній"}),
    "not text": (b'{"code": "\xff\xfe"}', {"en": "is not text (not UTF-8)", "de": "UTF-8", "uk": "UTF-8"}),
    "deep": (b"[" * 100_000 + b"]" * 100_000, {"en": "is nested too deeply", "de": "", "uk": ""}),
    "huge number, then not json": (b'{"number": 1e999, x', {"en": "holds a number out of range", "de": "", "uk": ""}),
    "huge number": (b'{"stock": [1' + b"0" * 40 + b"]}", {"en": "holds a number out of range", "de": "", "uk": ""}),
}


@pytest.mark.parametrize("case", list(UNREADABLE_DEAL_FILES))
def test_a_deal_file_the_game_cannot_read_is_said_in_plain_words(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, says = UNREADABLE_DEAL_FILES[case]
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    said = {}
    for lang in ("en", "de", "uk", "nl", "da"):
        assert main(["deal", str(path), "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and str(path) in err and "Traceback" not in err
        for parser_words in ("Expecting", "delimiter", "char ", "codec", "recursion", "Extra data"):
            assert parser_words not in err, err
        said[lang] = err
        assert says.get(lang, "") in err, err
    for lang in ("de", "uk", "nl", "da"):
        assert said[lang] != said["en"], lang


def test_a_saved_game_given_for_a_deal_file_is_named_so_with_its_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game(Deal.from_number(21))
    game.push(DRAW)
    saved = tmp_path / "game.json"
    saved.write_text(game.dumps())
    assert main(["deal", str(saved)]) == 2
    assert capsys.readouterr().err == f"qvoleurs: {saved} is a saved game, not a deal file; its deal is FT1-N-AAAAAAV\n"
    data = json.loads(game.dumps())
    data["deal"] = Deal.from_number(21).to_json() | {"code": None, "number": None}  # a custom deal: no code
    saved.write_text(json.dumps(data))
    assert main(["solve", str(saved), "--lang", "de"]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"qvoleurs: {saved} ") and "FT1" not in said and said.count("\n") == 1


def test_a_deal_file_that_may_not_be_read_or_whose_name_is_too_long_is_said_in_the_player_s_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The system's own English ("Permission denied", "File name too long") stayed in the middle
    of a translated line."""
    name = tmp_path / ("x" * 300 + ".json")
    assert main(["deal", str(name), "--lang", "de"]) == 2
    said = capsys.readouterr().err
    assert said.startswith("qvoleurs: der Name der Verteilungsdatei") and "File name" not in said, said
    path = tmp_path / "locked.json"
    path.write_text("{}")

    def refused(*args: Any, **kwargs: Any) -> str:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(cli_module, "read_text_limited", refused)  # root, who runs CI, reads any file
    assert main(["deal", str(path), "--lang", "uk"]) == 2
    said = capsys.readouterr().err
    assert "Permission" not in said and str(path) in said and said.count("\n") == 1, said


def _words(lang: str, source: str) -> str:
    return CliText(lang)(source)


@pytest.mark.parametrize("lang", ["en", "nl", "de", "uk", "da"])
def test_a_deal_file_the_system_cannot_open_is_said_without_the_system_s_english(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """os.strerror's English ("Too many levels of symbolic links", "No such device or address")
    stayed in the middle of a translated line; a socket was not "not a regular file" as a FIFO is."""
    monkeypatch.chdir(tmp_path)  # a socket's name must be short
    Path("loop.json").symlink_to("loop.json")
    assert main(["deal", "loop.json", "--lang", lang]) == 2
    reason = _words(lang, "symbolic links lead round in a loop")
    assert capsys.readouterr().err == f"qvoleurs: {_words(lang, 'cannot read deal file %1: %2')}\n".replace(
        "%1", "loop.json"
    ).replace("%2", reason)
    if hasattr(socket, "AF_UNIX"):
        with socket.socket(socket.AF_UNIX) as listening:
            listening.bind("deal.sock")
            assert main(["deal", "./deal.sock", "--lang", lang]) == 2
        said = _words(lang, "deal file %1 is not a regular file").replace("%1", "./deal.sock")
        assert capsys.readouterr().err == f"qvoleurs: {said}\n"
    for code, name in ((errno.EIO, "input/output"), (errno.EOVERFLOW, "EOVERFLOW")):

        def failing(*args: Any, code: int = code, **kwargs: Any) -> str:
            raise OSError(code, os.strerror(code))

        monkeypatch.setattr(cli_module, "read_text_limited", failing)  # /proc/self/mem gives EIO, on Linux only
        assert main(["deal", "./layout.json", "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert os.strerror(code) not in err and err.count("\n") == 1, err
        if lang == "en":
            assert name in err, err
        assert (name == "EOVERFLOW") == ("EOVERFLOW" in err), err  # named by its errno name, never in prose


def test_output_that_fails_for_another_reason_is_said_in_the_player_s_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A failed write other than a full disk was said with os.strerror ("Input/output error")."""
    assert output_failed(OSError(errno.EIO, os.strerror(errno.EIO)), CliText("de")) == 1
    said = capsys.readouterr().err
    assert said.startswith("qvoleurs: die Ausgabe konnte nicht geschrieben werden: ein Ein-/Ausgabefehler ("), said
    assert said.count("\n") == 1 and "Input/output" not in said


@pytest.mark.parametrize("content", ["{not json", '{"columns": []}', "[]", '{"columns": "x", "stock": []}'])
def test_broken_deal_files_exit_2(tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["deal", str(path)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and len(err.strip().splitlines()) == 1


def test_headless_commands_never_import_qt() -> None:
    code = (
        "import sys; from qvoleurs.cli import main; "
        f"main(['deal', '{CODE}']); main(['replay', '{CODE}', 's-w']); main(['describe', '{CODE}']); "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_version_and_errors_from_a_real_process() -> None:
    result = run("--version")
    assert result.returncode == 0 and result.stdout.startswith("qvoleurs ")
    result = run("deal", "FT9-N-AAAAAAA")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert (
        result.stderr
        == "qvoleurs: FT9-N-AAAAAAA is not a deal code this game knows: deal codes start with FT1, not FT9.\n"
    )


def _deal_file(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = Deal.from_number(3).to_json()
    change(data)
    return data


# a deal file with each thing that can be wrong in one, and what the English message names
BAD_DEAL_FILES: dict[FileProblem, tuple[object, str]] = {
    FileProblem.NOT_AN_OBJECT: ([], "one JSON object"),
    FileProblem.UNKNOWN_RULESET: (_deal_file(lambda d: d.update(rules="Q")), 'rules "Q"'),
    # a third AS: no position in a game either (one is told it is no deal: test_cli_position.py)
    FileProblem.NOT_NEW: (_deal_file(lambda d: d.update(waste=["AS"])), "empty waste"),
    FileProblem.BAD_WASTE: (_deal_file(lambda d: d.update(waste=1.5)), "its waste must be a list of cards"),
    FileProblem.BAD_FOUNDATIONS: (_deal_file(lambda d: d.update(foundations=5)), "must be a list of 8 lists"),
    FileProblem.BAD_COLUMNS: (_deal_file(lambda d: d["columns"].pop()), "list of 10 lists"),
    FileProblem.BAD_STOCK: (_deal_file(lambda d: d.update(stock="AS")), "stock must be a list"),
    FileProblem.BAD_COLUMN: (_deal_file(lambda d: d["columns"].__setitem__(2, "AS")), "column 3 is not"),
    FileProblem.NOT_A_CARD_IN_COLUMN: (
        _deal_file(lambda d: d["columns"][6].__setitem__(1, "1X")),
        'column 7 holds "1X"',
    ),
    FileProblem.NOT_A_CARD_IN_STOCK: (
        _deal_file(lambda d: d["stock"].__setitem__(5, {"a": 1})),
        'stock holds {"a": 1}',
    ),
    FileProblem.THIRD_COPY_IN_COLUMN: (
        _deal_file(lambda d: d["columns"][1].__setitem__(0, d["columns"][0][0]) or d["stock"].__setitem__(0, "x")),
        "a third time",
    ),
    FileProblem.THIRD_COPY_IN_STOCK: (_deal_file(lambda d: d["stock"].extend(["KS", "KS"])), "stock holds KS a third"),
    FileProblem.WRONG_COUNT: (_deal_file(lambda d: d["stock"].pop()), "104 cards (two full decks), this one 103"),
    FileProblem.BAD_CODE: (_deal_file(lambda d: d.update(code="FT1-N-AAAA1AA")), 'code "FT1-N-AAAA1AA"'),
    FileProblem.BAD_NUMBER: (_deal_file(lambda d: d.update(number=21.7)), "number 21.7 is not a whole number"),
    FileProblem.NUMBER_OUT_OF_RANGE: (_deal_file(lambda d: d.update(number=2**35)), "from 0 to 34359738367"),
}


def test_every_deal_file_problem_has_a_bad_file_here_or_among_the_positions() -> None:
    from tests.test_cli_position import BAD_POSITION_FILES

    assert set(BAD_DEAL_FILES) | set(BAD_POSITION_FILES) == set(FileProblem) == set(DEAL_FILE_MESSAGES)


@pytest.mark.parametrize("problem", list(BAD_DEAL_FILES))
def test_a_bad_deal_file_is_one_line_in_the_players_language(
    problem: FileProblem, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, names = BAD_DEAL_FILES[problem]
    with pytest.raises(DealFileError) as raised:
        Deal.from_json(content)
    assert raised.value.problem is problem
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    said = {}
    for lang in ("en", "de", "nl", "da", "uk"):
        assert main(["deal", str(path), "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and str(path) in err and "Traceback" not in err
        said[lang] = err
    assert names in said["en"] and "bad deal file" in said["en"]
    for lang in ("de", "nl", "da", "uk"):  # said in the language asked for, not in English
        assert "bad deal file" not in said[lang] and said[lang] != said["en"], said[lang]


@pytest.mark.parametrize(
    ("field", "value"),
    [("foundations", 5), ("foundations", True), ("foundations", 1.5), ("foundations", [5]), ("foundations", [[]]),
     ("waste", 1.5), ("waste", True), ("waste", {})],
)  # fmt: skip
def test_a_deal_file_field_of_the_wrong_kind_is_named(
    field: str, value: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`"foundations": 5` was "bad deal file …: TypeError", and `"waste": {}` was taken for an empty waste."""
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(_deal_file(lambda d: d.update({field: value}))))
    assert main(["deal", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qvoleurs: bad deal file {path}: its {field} ") and "Error" not in err, err


def test_a_deal_file_may_leave_out_the_waste_and_the_foundations(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "layout.json"
    for left_out in ({"waste": None, "foundations": None}, {"foundations": []}):
        path.write_text(json.dumps(_deal_file(lambda d, left_out=left_out: d.update(left_out))))
        assert main(["deal", str(path), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["code"] == "FT1-N-AAAAAAD"


@pytest.mark.parametrize("number", ["21.7", '"21"', "true", "false"])
def test_a_deal_number_that_is_not_a_whole_number_is_refused(
    number: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`"number": 21.7` was read as deal 21, true as deal 1, "21" as 21."""
    path = tmp_path / "layout.json"
    data = _deal_file(lambda d: d.pop("code"))
    path.write_text(json.dumps(data).replace(f'"number": {data["number"]}', f'"number": {number}'))
    assert main(["deal", str(path)]) == 2
    assert capsys.readouterr().err == f"qvoleurs: bad deal file {path}: its number {number} is not a whole number\n"


@pytest.mark.parametrize("number", ["-1", str(2**35), "1" + "0" * 40, "1e300"])
def test_a_deal_number_out_of_range_is_said_in_one_way(
    number: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """2^35 was "its code or number 34359738368 is not a deal this game knows", 10^40
    "holds a number out of range": the same fault in two sets of words."""
    path = tmp_path / "layout.json"
    data = _deal_file(lambda d: d.pop("code"))
    path.write_text(json.dumps(data).replace(f'"number": {data["number"]}', f'"number": {number}'))
    for lang in ("en", "de"):
        assert main(["deal", str(path), "--lang", lang]) == 2
        said = CliText(lang).translate("DealFile", DEAL_FILE_MESSAGES[FileProblem.NUMBER_OUT_OF_RANGE], path, 2**35 - 1)
        assert capsys.readouterr().err == f"qvoleurs: {said}\n"


def test_a_deal_number_written_as_a_whole_float_is_that_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "layout.json"
    data = _deal_file(lambda d: d.pop("code"))
    path.write_text(json.dumps(data).replace(f'"number": {data["number"]}', f'"number": {data["number"]}.0'))
    assert main(["deal", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["code"] == "FT1-N-AAAAAAD"


@pytest.mark.parametrize("lang", ["en", "nl", "de", "uk", "da"])
@pytest.mark.parametrize("move", ["s-c1", "s-f1", "s-w/2"])
def test_a_stock_card_moved_elsewhere_is_told_the_command_line_s_move(
    lang: str, move: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The reminder spoke of "a click on the stock", which the command line has none of."""
    assert main(["replay", CODE, move, "--lang", lang]) == 1
    err = capsys.readouterr().err
    window_s = CliText(lang).translate(REMINDER_CONTEXT, RULE_REMINDERS[Rule.STOCK_ONLY_DRAWS])
    assert window_s not in err and err.rstrip().endswith(": s-w.") and err.count("\n") == 1, err


def test_a_move_from_the_empty_waste_onto_itself_says_there_is_no_card(capsys: pytest.CaptureFixture[str]) -> None:
    """`w-w` at the start was "The card is already there", with no card on the waste."""
    assert main(["replay", CODE, "w-w"]) == 1
    assert capsys.readouterr().err == "qvoleurs: move 1 (w-w) is illegal: There is no card there to move.\n"
    assert main(["replay", CODE, "s-w", "w-w"]) == 1
    assert capsys.readouterr().err == "qvoleurs: move 2 (w-w) is illegal: The card is already there.\n"


@pytest.mark.parametrize("lang", ["en", "nl", "de", "uk", "da"])
def test_a_replay_past_the_longest_history_says_so_without_asking_for_an_undo(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A line longer than a game's history can hold was told to "undo a move", which a replay cannot."""
    monkeypatch.setattr(game_module, "MAX_LINE", 2_000)  # 500,000 moves take too long to replay here
    # deal 11: c2's top card onto c10, then to and fro between c10 and c7 (the same card tops both)
    line = ["c2-c10"] + ["c10-c7", "c7-c10"] * 1_000  # the 2,001st action finds the history full
    assert main(["replay", "FT1-N-AAAAAAL", *line, "--lang", lang]) == 1
    err = capsys.readouterr().err
    window_s = CliText(lang).translate(REMINDER_CONTEXT, RULE_REMINDERS[Rule.HISTORY_FULL])
    assert window_s not in err and err.count("\n") == 1, err
    assert " 2001 (c7-c10) " in err and CliText(lang).number(2_000) in err, err
    if lang == "en":
        assert err.endswith("is illegal: A game holds at most 2,000 actions, as many as a saved game can hold.\n")


def test_a_supermove_of_more_cards_than_the_column_holds_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    """`c1-c2/9999` was told that cards moved together must be a run, of cards that are not there."""
    assert main(["replay", "FT1-S-AAAAAAA", "c1-c2/9999"]) == 1
    assert (
        capsys.readouterr().err == "qvoleurs: move 1 (c1-c2/9999) is illegal: Column 1 holds fewer than 9,999 cards.\n"
    )
    assert main(["replay", "FT1-S-AAAAAAA", "c1-c2/4", "--lang", "de"]) == 1  # four cards, but not a run
    assert "weniger" not in capsys.readouterr().err
