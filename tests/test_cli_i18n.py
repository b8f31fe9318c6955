"""The command line in the player's language: `deal`, `replay` and `solve` translate without Qt.

Their words come from qvoleurs/i18n/cli_<lang>.json, exported from translations/*.ts by
scripts/update-translations; the language is --lang, else the environment (as gettext reads it).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from qvoleurs.cli import main
from qvoleurs.cli_text import CliText, environment_language
from qvoleurs.engine.rules import Rule
from qvoleurs.reminders import RULE_REMINDERS

ROOT = Path(__file__).resolve().parent.parent
CODE = "FT1-N-AAAAAAA"
ILLEGAL = ["c1-f1", "s-w", "c2-c1"]  # the third move puts a card on one of another suit
SOLVABLE = "FT1-N-AAAAABB"
TRANSLATED = ("nl", "de", "uk", "da")
LOCALES = {"nl": "nl_NL.UTF-8", "de": "de_DE.UTF-8", "uk": "uk_UA.UTF-8", "da": "da_DK.UTF-8"}
# Words a player of each language expects: the seeds' column word, "move", "score", the solver's line.
WORDS = {
    "nl": {"column": "kolom 1: ", "move": "zet 3 (c2-c1)", "score": "score: 10", "seen": "onderzochte standen"},
    "de": {"column": "Spalte 1: ", "move": "Zug 3 (c2-c1)", "score": "Punkte: 10", "seen": "untersuchte Stellungen"},
    "uk": {"column": "стовпець 1: ", "move": "хід 3 (c2-c1)", "score": "рахунок: 10", "seen": "перевірено позицій"},
    "da": {"column": "kolonne 1: ", "move": "træk 3 (c2-c1)", "score": "point: 10", "seen": "undersøgte stillinger"},
}
VERDICTS = {"nl": ("gewonnen", "onbeslist"), "de": ("gewonnen", "ungeklärt"), "uk": ("виграно", "невідомо"),
            "da": ("vundet", "uafklaret")}  # fmt: skip


def ts_translation(lang: str, context: str, source: str) -> str:
    root = ET.parse(ROOT / "translations" / f"qvoleurs_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise KeyError((lang, context, source))


def run(args: list[str], lang_env: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang_env
    return subprocess.run(
        [sys.executable, "-m", "qvoleurs", *args], capture_output=True, text=True, timeout=60, env=env, cwd=ROOT
    )


@pytest.mark.parametrize("lang", TRANSLATED)
def test_deal_and_replay_follow_lang_from_the_environment(lang: str) -> None:
    words = WORDS[lang]
    deal = run(["deal", CODE], LOCALES[lang])
    assert deal.returncode == 0 and words["column"] in deal.stdout and "column" not in deal.stdout

    replay = run(["replay", CODE, "c1-f1", "s-w"], LOCALES[lang])
    assert replay.returncode == 0 and words["score"] in replay.stdout, replay.stdout

    illegal = run(["replay", CODE, *ILLEGAL], LOCALES[lang])
    assert illegal.returncode == 1
    err = illegal.stderr
    assert err.startswith("qvoleurs: ") and words["move"] in err and "wrong-suit" not in err  # its name in code: --json
    assert ts_translation(lang, "RuleReminder", RULE_REMINDERS[Rule.WRONG_SUIT]) in err
    assert "same suit" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("lang", TRANSLATED)
def test_lang_option_translates_in_process(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", CODE, "--lang", lang]) == 0
    assert WORDS[lang]["column"] in capsys.readouterr().out
    assert main(["replay", CODE, *ILLEGAL, "--lang", lang]) == 1
    assert WORDS[lang]["move"] in capsys.readouterr().err


@pytest.mark.parametrize("lang", TRANSLATED)
def test_lang_before_the_command_is_taken_too(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`qvoleurs --lang de deal CODE` as well as `qvoleurs deal CODE --lang de`; the
    command's own --lang wins; a bad value is blamed on --lang, not taken for a command."""
    assert main(["--lang", lang, "deal", CODE]) == 0
    assert WORDS[lang]["column"] in capsys.readouterr().out
    assert main([f"--lang={lang}", "deal", CODE, "--lang", "en"]) == 0
    assert "column 1:" in capsys.readouterr().out  # English
    assert main(["--lang", "xx", "deal", CODE]) == 2
    err = capsys.readouterr().err
    assert "--lang" in err and "COMMAND" not in err


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_shortened_lang_speaks_the_errors_too(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`--la de` changed the output's language (argparse takes --la for --lang), but an error
    on the same line came in English."""
    assert main(["replay", CODE, *ILLEGAL, "--la", lang]) == 1
    assert WORDS[lang]["move"] in capsys.readouterr().err
    assert main(["deal", "FT1-N-AAAA1AA", f"--lan={lang}", "--bogus"]) == 2
    assert "--bogus" in (err := capsys.readouterr().err) and "unrecognized" not in err


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_an_empty_code_is_no_code_given_not_a_request_to_type_one(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`qvoleurs deal "  "` answered with the window's "Type a deal code"; `qvoleurs deal ""`
    with "deal file  is not a regular file" (the empty name read as the current folder)."""
    for empty in ("  ", ""):
        assert main(["deal", empty, "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "FT1-N-AAAAAAV" in err
        assert CliText(lang)("no deal code given (a deal code looks like FT1-N-AAAAAAV)") in err


def test_lang_without_a_command_is_the_window_s_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """`qvoleurs --lang uk` opens the window as if the system spoke Ukrainian (Preferences ▸
    Language "System language", the default), and Qt does not see the option."""
    from qvoleurs import cli

    opened: list[tuple[list[str], str | None]] = []
    monkeypatch.setenv("LANGUAGE", "de")
    monkeypatch.setattr(
        cli, "gui_main", lambda argv, deal=None: opened.append((list(argv), os.environ.get("LANGUAGE"))) or 0
    )
    assert main(["--lang", "uk"]) == 0
    assert main(["--lang=nl"]) == 0
    assert main(["--la", "da"]) == 0  # shortened, as argparse allows
    assert opened == [([], "uk"), ([], "nl"), ([], "da")]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_solve_says_its_verdict_in_the_language(lang: str) -> None:
    result = run(["solve", SOLVABLE, "--time-limit", "1", "--lang", lang])
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    verdict = re.match(rf"{SOLVABLE}: (.+?) \(", first)
    assert verdict and verdict[1] in VERDICTS[lang], first
    assert WORDS[lang]["seen"] in first
    seconds = re.search(r"\((\d+)(\D)(\d\d) ", first)  # written as the language writes a number
    assert seconds and seconds[2] == ",", first
    states = re.search(r"(\d[\d.,\u00a0]*)\)?$", first)  # 8.489 in German, 8 489 in Ukrainian
    assert states and set(re.sub(r"\d", "", states[1])) <= {"\u00a0" if lang == "uk" else "."}, first


def test_the_option_wins_over_the_environment_and_english_is_the_fallback() -> None:
    assert "Spalte 1: " in run(["deal", CODE, "--lang", "de"], "nl_NL.UTF-8").stdout
    assert "column 1: " in run(["deal", CODE, "--lang", "en"], "de_DE.UTF-8").stdout
    for unspoken in ("C", "POSIX", "fr_FR.UTF-8", ""):
        assert "column 1: " in run(["deal", CODE], unspoken).stdout


def test_describe_follows_the_environment_too() -> None:
    assert run(["describe", CODE], "de_DE.UTF-8").stdout.startswith("Talon: 64 Karten")
    assert run(["describe", CODE, "--lang", "en"], "de_DE.UTF-8").stdout.startswith("Stock: 64 cards")


def test_json_output_never_changes_with_the_language() -> None:
    for args in (["deal", CODE, "--json"], ["replay", CODE, *ILLEGAL, "--json"], ["replay", CODE, "s-w", "--json"]):
        english = run(args).stdout
        assert english and all(run(args, LOCALES[lang]).stdout == english for lang in TRANSLATED), args


@pytest.mark.parametrize("how", ["environment", "option"])
def test_translated_commands_never_import_qt(how: str) -> None:
    calls = []
    for lang in TRANSLATED:
        extra = f", '--lang', '{lang}'" if how == "option" else ""
        calls.append(f"main(['deal', '{CODE}'{extra}]); main(['replay', '{CODE}', 'c1-f1', 's-w', 'c2-c1'{extra}]); ")
    code = (
        "import os, sys; from qvoleurs.cli import main; "
        + "".join(calls)
        + "main(['solve', 'FT1-N-AAAAAAB', '--time-limit', '0.2', '--lang', 'uk']); "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = "de_DE.UTF-8"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert "Spalte 1: " in result.stdout


def test_exported_catalogues_match_the_ts_files(tmp_path: Path) -> None:
    """Edited a .ts? Run scripts/update-translations (it exports qvoleurs/i18n/cli_<lang>.json)."""
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "export_cli_text.py"), str(ROOT / "translations"), str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for lang in TRANSLATED:
        name = f"cli_{lang}.json"
        assert (tmp_path / name).read_text(encoding="utf-8") == (ROOT / "qvoleurs" / "i18n" / name).read_text(
            encoding="utf-8"
        ), f"{name} is stale: run scripts/update-translations"


def test_every_command_line_string_is_translated_everywhere() -> None:
    code = "".join(path.read_text() for path in (ROOT / "qvoleurs").glob("cli*.py"))  # cli.py and its helpers
    sources = set(re.findall(r'QT_TRANSLATE_NOOP\(\s*"Cli",\s*"([^"]*)"\)', code))
    assert len(sources) >= 10
    for lang in TRANSLATED:
        data = json.loads((ROOT / "qvoleurs" / "i18n" / f"cli_{lang}.json").read_text(encoding="utf-8"))
        missing = sources - set(data["Cli"])
        assert not missing, f"{lang}: {sorted(missing)}"
        assert all(data["Cli"][s] != s for s in sources if s.strip("%0123456789: ")), lang  # not left in English
        assert set(data["RuleReminder"]) == set(RULE_REMINDERS.values()), lang


def test_environment_language_reads_the_variables_as_gettext_does() -> None:
    assert environment_language({}) == "en"
    assert environment_language({"LANG": "uk_UA.UTF-8"}) == "uk"
    assert environment_language({"LC_MESSAGES": "da_DK", "LANG": "de_DE"}) == "da"
    assert environment_language({"LC_ALL": "C", "LANG": "de_DE"}) == "en"  # the first set variable decides
    assert environment_language({"LANGUAGE": "fr:nl", "LANG": "de_DE"}) == "nl"
    assert environment_language({"LANGUAGE": "fr", "LANG": "de_DE"}) == "de"
    assert environment_language({"LANG": "dan"}) == "en"


def test_placeholders_are_filled_once_and_missing_entries_fall_back_to_english() -> None:
    de = CliText("de")
    assert de("column %1: %2", 3, "%2") == "Spalte 3: %2"
    assert de("a string nobody translated") == "a string nobody translated"
    assert CliText("xx")("column %1: %2", 1, "AS") == "column 1: AS"


BAD_CODE_WORDS = {
    "nl": "FT1-N-AAAA0AA is geen code van een kaartverdeling: “0” komt daarin nooit voor.",
    "de": "FT1-N-AAAA0AA ist kein Partiecode: „0“ kommt darin nie vor.",
    "uk": "FT1-N-AAAA0AA — не код партії: «0» у ньому ніколи не трапляється.",
    "da": "FT1-N-AAAA0AA er ikke en spilkode: »0« forekommer aldrig i en spilkode.",
}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_bad_deal_code_is_explained_in_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "FT1-N-AAAA0AA", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err.startswith("qvoleurs: ") and err.count("\n") == 1
    assert err.startswith(f"qvoleurs: {BAD_CODE_WORDS[lang]} ")


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
@pytest.mark.parametrize("words", [[" -N-AAAAAAV"], ["--", "--json"], ["--", "-x-y"], ["--", "--"]])
def test_a_code_without_its_ft1_part_is_shown_what_a_code_looks_like(
    lang: str, words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """`deal " -N-AAAAAAV"` said "…deal codes start with FT1, not ." (German "nicht mit ."):
    the empty first part was quoted as nothing."""
    assert main(["deal", "--lang", lang, *words]) == 2
    looks_like = CliText(lang).translate(
        "DealCode",
        "%1 is not a deal code. A deal code looks like FT1-N-AAAAAAV: FT1, the rules letter, seven characters.",
        words[-1].strip(),
    )
    assert capsys.readouterr().err == f"qvoleurs: {looks_like}\n"


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_a_code_of_one_character_is_told_without_a_plural_on_the_one(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # "it has 1 characters" (en), "stehen 1 Zeichen" (de), "er staan 1 tekens" (nl): the count
    # of characters typed stands alone at the sentence's end, the plural noun goes with the 7
    assert main(["deal", "FT1-N-X", "--lang", lang]) == 2
    err = capsys.readouterr().err.rstrip("\n")
    assert err.startswith("qvoleurs: FT1-N-X ") and err.count("\n") == 0
    assert re.search(r"\b7 \w+", err) and err.endswith(" 1.")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_usage_error_points_to_help_in_the_language_of_the_environment(lang: str) -> None:
    result = run(["solve", "FT1-N-AAAAAAA", "--time-limit"], LOCALES[lang])
    assert result.returncode == 2 and "Traceback" not in result.stderr
    see = ts_translation(lang, "Cli", "%1 (see '%2 --help')").split("%1")[1].split("%2")[0]
    assert see.strip() and see in result.stderr  # like " (siehe '" before "qvoleurs --help"


def test_a_missing_deal_file_is_said_in_the_lang_asked_even_when_parsing_fails_later(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["deal", "no/such/deal.json", "--lang", "de"]) == 2
    assert capsys.readouterr().err == "qvoleurs: Verteilungsdatei nicht gefunden: no/such/deal.json\n"
    assert main(["deal", "--lang", "uk", "--bogus"]) == 2
    assert "(див. 'qvoleurs deal --help')" in capsys.readouterr().err
