"""A bad command line is explained in the player's language, argparse's own words included."""

from __future__ import annotations

import argparse
import datetime
import gettext
import importlib
import inspect
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from qvoleurs.cli import build_parser, main
from qvoleurs.cli_argparse import ARGPARSE_CONTEXT, ARGPARSE_MESSAGES, speaking
from qvoleurs.cli_text import CliText, _catalogue
from tests.test_cli_i18n import TRANSLATED, ts_translation

CODE = "FT1-N-AAAAAAA"
# Each message argparse can give our parser, the command line that gives it, and the
# command whose help the message points to.
BAD_LINES: dict[str, tuple[list[str], str]] = {
    "unrecognized arguments: %s": (["deal", CODE, "--colour"], "qvoleurs deal"),
    "the following arguments are required: %s": (["deal"], "qvoleurs deal"),
    "expected one argument": (["solve", CODE, "--time-limit"], "qvoleurs solve"),
    "invalid choice: %(value)r (choose from %(choices)s)": (["deal", CODE, "--lang", "fr"], "qvoleurs deal"),
    "ignored explicit argument %r": (["deal", CODE, "--json=yes"], "qvoleurs deal"),
}
ARGUMENT = "argument %(argument_name)s: %(message)s"
PERCENT = re.compile(r"%(?:\(\w+\))?[sr]")  # argparse fills these after our translation


def _said(lang: str, args: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", f"{lang}.UTF-8")
    assert main(args) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("qvoleurs: ") and out.err.count("\n") == 1, out
    return out.err


def _fixed_part(translation: str) -> str:
    """The longest stretch of a translation that no placeholder fills."""
    return max(PERCENT.split(translation), key=len).strip(" :,()")


def test_every_message_is_one_argparse_gives() -> None:
    source = inspect.getsource(argparse)
    for message in (*ARGPARSE_MESSAGES, ARGUMENT):
        assert f"_({message!r})" in source or f'_("{message}")' in source, message
    assert set(BAD_LINES) | {ARGUMENT} == ARGPARSE_MESSAGES  # and each is tried below


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("message", sorted(BAD_LINES))
def test_argparse_s_words_are_said_in_the_language_of_the_environment(
    lang: str, message: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    args, prog = BAD_LINES[message]
    err = _said(lang, args, capsys, monkeypatch)
    words = ts_translation(lang, ARGPARSE_CONTEXT, message)
    assert _fixed_part(words) in err
    assert _fixed_part(message) not in err or _fixed_part(words) == _fixed_part(message)
    see = ts_translation(lang, "Cli", "%1 (see '%2 --help')").replace("%2", prog).split("%1")[1]
    assert err.rstrip("\n").endswith(see)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_time_limit_s_own_checks_are_said_in_the_language_asked(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    err = _said("C", ["solve", CODE, "--lang", lang, "--time-limit", "soon"], capsys, monkeypatch)
    assert ts_translation(lang, "Cli", "not a number of seconds: %1").replace("%1", "'soon'") in err
    prefix = ts_translation(lang, ARGPARSE_CONTEXT, ARGUMENT).split("%(argument_name)s")[0]
    assert err.startswith(f"qvoleurs: {prefix}--time-limit: ")
    err = _said("C", ["solve", CODE, f"--lang={lang}", "--time-limit", "-1"], capsys, monkeypatch)
    limit = ts_translation(lang, "Cli", "the time limit must be more than 0 and at most %1 seconds, not %2")
    assert limit.replace("%1", "86400").replace("%2", "'-1'") in err


RANGE = "argument --time-limit: the time limit must be more than 0 and at most 86400 seconds, not "


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--time-limit", "-inf"], RANGE + "'-inf'"),
        (["--time-limit", "-1e-3"], RANGE + "'-1e-3'"),
        (["--time-limit", "-nan"], RANGE + "'-nan'"),
        (["--time", "-inf"], RANGE + "'-inf'"),  # an abbreviation argparse accepts
        (["--time-limit", "1_0"], "argument --time-limit: not a number of seconds: '1_0'"),
        (["--time-limit", "--json"], "argument --time-limit: expected one argument"),  # an option, not a value
        (["--lang", "-x"], "argument --lang: invalid choice: '-x'"),
    ],
)
def test_a_value_that_looks_like_an_option_is_checked_as_a_value(
    args: list[str], says: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--time-limit -inf` was "expected one argument" (argparse took -inf for an option), and
    float() took 1_0 for 10."""
    err = _said("C", ["solve", CODE, *args], capsys, monkeypatch)
    assert err.startswith(f"qvoleurs: {says}"), err


def test_english_keeps_argparse_s_own_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    err = _said("C", ["deal", CODE, "--colour"], capsys, monkeypatch)
    assert err == "qvoleurs: unrecognized arguments: --colour (see 'qvoleurs deal --help')\n"
    assert main(["deal", "--help"]) == 0  # argparse's exit, with its text written out
    assert capsys.readouterr().out.startswith("usage: qvoleurs deal")
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]  # argparse's lookup is its own again


def test_moves_may_follow_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    """`replay CODE --json s-w` was refused: "unrecognized arguments: s-w"."""
    assert main(["replay", CODE, "--json", "c1-f1", "--lang", "de", "s-w"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["moves_played"] == 2 and data["state"]["waste"] == ["2S"]


def test_replay_without_a_deal_asks_for_the_deal_only(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """It asked for "CODE|FILE, MOVE", and replay needs no move."""
    err = _said("C", ["replay"], capsys, monkeypatch)
    assert err == "qvoleurs: the following arguments are required: CODE|FILE (see 'qvoleurs replay --help')\n"


@pytest.mark.parametrize(
    ("args", "prog"),
    [
        (["solve", CODE, "extra"], "qvoleurs solve"),
        (["replay", CODE, "s-w", "--colour", "c1-f1"], "qvoleurs replay"),
        (["describe", CODE, "--json"], "qvoleurs describe"),
        (["--colour"], "qvoleurs"),
    ],
)
def test_a_word_a_command_has_no_place_for_points_to_that_command_s_help(
    args: list[str], prog: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint said 'qvoleurs --help', whose help does not list the command's options."""
    err = _said("C", args, capsys, monkeypatch)
    assert err.startswith("qvoleurs: unrecognized arguments: ") and err.endswith(f" (see '{prog} --help')\n"), err


def _helped(args: list[str], lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", f"{lang}.UTF-8")
    assert main(args) == 0
    out = capsys.readouterr()
    assert out.err == ""
    return " ".join(out.out.split())  # lines wrapped to the terminal's width


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_help_speaks_the_language_of_the_environment(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from qvoleurs.cli import DEAL_HELP, HELP_CONTEXT, HELP_DESCRIPTION, HELP_EPILOG, POSITION_HELP, PRINT_JSON

    def said(context: str, source: str) -> str:
        words = ts_translation(lang, context, source)
        assert words and words != source, source
        return " ".join(words.split())

    top = _helped(["--help"], lang, capsys, monkeypatch)
    assert top.startswith(said(ARGPARSE_CONTEXT, "usage: ").strip() + " qvoleurs")
    for heading in ("positional arguments", "options"):
        assert said(ARGPARSE_CONTEXT, heading) + ":" in top
    assert said(ARGPARSE_CONTEXT, "show this help message and exit") in top
    assert said(HELP_CONTEXT, "show program's version number and exit") in top
    for paragraph in (*HELP_DESCRIPTION, *HELP_EPILOG):
        assert said(HELP_CONTEXT, paragraph) in top
    assert "Without a COMMAND" not in top and "usage:" not in top
    sub = _helped(["solve", CODE, "-h"], lang, capsys, monkeypatch)
    assert sub.startswith(said(ARGPARSE_CONTEXT, "usage: ").strip() + " qvoleurs solve [-h]"), sub
    assert said(HELP_CONTEXT, POSITION_HELP) in sub and said(HELP_CONTEXT, PRINT_JSON) in sub  # solve takes positions
    assert said(HELP_CONTEXT, DEAL_HELP) in _helped(["replay", "-h"], lang, capsys, monkeypatch)  # replay, deals only
    asked = _helped(["deal", "--he", "--lang", "en"], lang, capsys, monkeypatch)  # --lang wins over LANG
    assert asked.startswith("usage: qvoleurs deal") and "print JSON" in asked


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_each_paragraph_of_the_help_begins_as_a_sentence(lang: str) -> None:
    """The paragraph on positions began "solve and describe also take …", in every language."""
    from qvoleurs.cli import HELP_CONTEXT, HELP_DESCRIPTION, HELP_EPILOG

    for paragraph in (*HELP_DESCRIPTION, *HELP_EPILOG):
        words = paragraph if lang == "en" else ts_translation(lang, HELP_CONTEXT, paragraph)
        assert words[0].isupper(), words


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
@pytest.mark.parametrize("command", ["deal", "describe", "replay", "solve"])
def test_every_command_s_help_says_what_it_does(
    command: str, lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`solve --help` went from its usage straight to its arguments."""
    helped = _helped([command, "--help"], lang, capsys, monkeypatch)
    commands = next(a for a in build_parser(CliText(lang))._actions if isinstance(a, argparse._SubParsersAction))
    description = commands.choices[command].description
    assert description, command
    heading = "positional arguments" if lang == "en" else ts_translation(lang, ARGPARSE_CONTEXT, "positional arguments")
    assert 0 < helped.index(" ".join(description.split())) < helped.index(heading), helped


def test_only_a_help_reads_the_help_s_words() -> None:
    _catalogue.cache_clear()
    with speaking("de"):
        build_parser().parse_args(["deal", CODE, "--json"])
        assert argparse._("options") == "options"  # type: ignore[attr-defined]
    assert _catalogue.cache_info().misses == 0
    with speaking("de", helping=True):
        assert argparse._("options") == "Optionen"  # type: ignore[attr-defined]


def test_speaking_ends_with_its_block_even_when_parsing_fails() -> None:
    parser = argparse.ArgumentParser(exit_on_error=False)
    parser.add_argument("--n", type=int)
    with pytest.raises(argparse.ArgumentError, match=r"invalid int value"), speaking("de"):
        assert argparse._("expected one argument") == "erwartet einen Wert"  # type: ignore[attr-defined]
        assert argparse._("options") == "options"  # type: ignore[attr-defined]
        parser.parse_args(["--n", "x"])
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_argparse_s_placeholders(lang: str) -> None:
    for message in ARGPARSE_MESSAGES:
        words = ts_translation(lang, ARGPARSE_CONTEXT, message)
        assert Counter(PERCENT.findall(words)) == Counter(PERCENT.findall(message)), (lang, message)


def test_a_command_line_that_parses_reads_no_catalogue_for_argparse() -> None:
    _catalogue.cache_clear()
    with speaking("de"):
        build_parser().parse_args(["deal", CODE, "--json"])
    assert _catalogue.cache_info().misses == 0  # the window's start and good lines pay nothing


def _parsers() -> dict[str, argparse.ArgumentParser]:
    """The top parser ("") and each command's, by name."""
    top = build_parser()
    commands = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    return {"": top, **commands.choices}


def test_the_usage_line_names_an_option_s_values_as_its_entry_does() -> None:
    """`qvoleurs --help` said [--lang LL] above an entry listing {en,nl,de,uk,da}."""
    for name, parser in _parsers().items():
        usage = " ".join(parser.format_usage().split())
        listed = " ".join(parser.format_help().split()).split(" options: ", 1)[1]
        for action in parser._actions:
            if action.option_strings and action.choices:
                shown = f"{action.option_strings[-1]} {{{','.join(action.choices)}}}"
                assert f"[{shown}]" in usage and shown in listed, (name, usage)


def test_the_manual_page_lists_every_option_argparse_knows(monkeypatch: pytest.MonkeyPatch) -> None:
    """-h/--help was left out of the manual page, though every parser takes it."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent / "packaging"))
    page = importlib.import_module("man_page").man_page(datetime.date(2026, 12, 1))
    options = page.split(".SH OPTIONS\n", 1)[1].split(".SH COMMANDS\n", 1)
    sections = {"": options[0]} | {
        section.split("\n", 1)[0]: section for section in options[1].split(".SH ")[0].split(".SS ")[1:]
    }
    for name, parser in _parsers().items():
        assert name in sections, name
        for action in parser._actions:
            if action.option_strings and action.help != argparse.SUPPRESS:  # Qt's options: said once, below
                label = ", ".join(action.option_strings).replace("-", "\\-")
                assert f"\n.B {label}" in "\n" + sections[name], (name, label)
    assert "Qt's standard options, such as \\-style NAME" in sections[""]


@pytest.mark.parametrize("lang", ["en", "de", "uk"])
@pytest.mark.parametrize("columns", [40, 80])
def test_the_program_s_usage_line_wraps_to_the_terminal(
    lang: str, columns: int, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Written out by hand, it was one line of 86-93 characters in every language at any width,
    where argparse wraps the commands' usage lines it makes; the words are all still there."""
    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["--lang", lang, "--help"]) == 0
    usage = capsys.readouterr().out.split("\n\n")[0].splitlines()
    # a line longer than the terminal holds one part, which no wrapping can split
    assert len(usage) > 1 and all(len(line) <= columns or len(re.findall(r"\[", line)) == 1 for line in usage), usage
    assert " ".join(line.strip() for line in usage).endswith(
        "qvoleurs [-h] [--version] [--lang {en,nl,de,uk,da}] [--deal CODE] [COMMAND ...]"
    )


def test_under_run_the_help_and_its_pointers_name_run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """./run, in a checkout, is not on the PATH as qvoleurs: "see 'qvoleurs deal --help'" and
    "usage: qvoleurs" named a command the player does not have."""
    monkeypatch.setenv("QVOLEURS_LAUNCHER", "./run")
    assert main(["deal"]) == 2
    assert "(see './run deal --help')" in capsys.readouterr().err
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: ./run [-h]")
