"""The command line under odd input (issue 12, items 7, 8): every malformed input gets one
line on standard error and exit status 2, never a traceback or a hang; a hypothesis fuzz
over whole argument lists holds the same for anything."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from qvoleurs import cli
from qvoleurs.deal_code_messages import DEAL_CODE_MESSAGES
from qvoleurs.engine import solver as solver_module
from qvoleurs.engine.deal import CodeProblem


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = cli.main(args)
    except SystemExit as exc:  # --help and --version: argparse exits itself
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    deep_object = tmp_path / "deep_object.json"
    deep_object.write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    infinite = tmp_path / "infinite.json"
    infinite.write_text('{"number": 1e999}')
    big = tmp_path / "big.json"
    big.write_text('{"number": 1e300, "rules": "N"}')
    big_int = tmp_path / "big_int.json"
    big_int.write_text('{"number": %s}' % ("9" * 5000))
    nan = tmp_path / "nan.json"
    nan.write_text('{"number": NaN}')
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"columns": "x", "stock": 5}))
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(cli.DEAL_FILE_BYTES + 1)
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    binary = tmp_path / "binary.json"
    binary.write_bytes(bytes(range(256)))
    paths = [deep, deep_object, infinite, big, big_int, nan, wrong, huge, fifo, folder, binary]
    return {p.stem: str(p) for p in paths} | {"dev_zero": "/dev/zero", "dev_urandom": "/dev/urandom"}


MALFORMED = [
    ["deal", "A" * 300],
    ["deal", "FT1-N-" + "A" * 4000],
    ["deal", "x/" * 200 + "y"],
    ["deal", "bad\x00code"],
    ["deal", "bad\ncode"],
    ["deal", "\udcff"],
    ["replay", "FT1-N-AAAAAAA", "c²-f1"],
    ["replay", "FT1-N-AAAAAAA", "c٣-f1"],
    ["replay", "FT1-N-AAAAAAA", "c3-c7/" + "9" * 5000],
    ["replay", "FT1-N-AAAAAAA", "c3-c7/-1"],
    ["solve", "FT1-N-AAAAAAA", "--time-limit", "1e300"],
    ["solve", "FT1-N-AAAAAAA", "--time-limit", "9" * 5000],
    ["solve", "FT1-N-AAAAAAA", "--time-limit", "nan"],
    ["solve", "FT1-N-AAAAAAA", "--time-limit", "-1"],
    ["deal", "FT1-N-AAAAAAA", "--lang", "xx"],
    ["frobnicate"],
]
FILE_CASES = [
    *("big", "big_int", "binary", "deep", "deep_object", "dev_urandom", "dev_zero"),
    *("fifo", "folder", "huge", "infinite", "nan", "wrong"),
]


def assert_one_line_exit_2(code: int, err: str) -> None:
    assert code == 2, err
    assert "Traceback" not in err
    assert err.count("\n") == 1 and err.startswith("qvoleurs: "), err
    assert len(err) < 800


@pytest.mark.parametrize("args", MALFORMED, ids=lambda a: " ".join(a)[:40])
def test_malformed_input_gets_one_line_and_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(args, capsys)
    assert_one_line_exit_2(code, err)


@pytest.mark.parametrize("name", FILE_CASES)
@pytest.mark.parametrize("command", ["deal", "describe", "replay", "solve"])
def test_a_bad_deal_file_gets_one_line_and_exit_2_and_never_hangs(
    name: str, command: str, files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, _out, err = run([command, files[name]], capsys)
    assert_one_line_exit_2(code, err)


@pytest.fixture
def quick_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fuzz may ask for a real solve: a short one says the same about the command line."""
    real = solver_module.solve

    def solve(*args: Any, **kwargs: Any) -> Any:
        kwargs["time_limit"] = min(float(kwargs.get("time_limit", 0.05)), 0.05)
        return real(*args, **kwargs)

    monkeypatch.setattr(solver_module, "solve", solve)
    monkeypatch.setattr(cli, "gui_main", lambda argv=None, deal=None: 0)  # no window from the fuzz


WORDS = st.sampled_from(
    ["deal", "describe", "replay", "solve", "--json", "--lang", "de", "uk", "--time-limit", "0.01", "1e300",
     "FT1-N-AAAAAAV", "FT1-S-AAAAAB3", "s-w", "w-c3", "c1-f1", "c3-c7/3", "c²-f1", "/dev/zero", "x.json",
     "--help", "--version", "-", "--", "9" * 400]
)  # fmt: skip
ARGS = st.lists(WORDS | st.text(max_size=30) | st.text(alphabet="FT1-NSA0123456789c/wsf", max_size=16), max_size=6)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(args=ARGS)
def test_any_argument_list_ends_in_0_1_or_2_without_a_traceback(
    args: list[str], quick_solver: None, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _out, err = run(args, capsys)
    assert code in (0, 1, 2), (args, code, err)
    assert "Traceback" not in err
    if code == 2 and "usage:" not in err:  # (argparse prints its usage with --help only)
        assert err.count("\n") == 1, err


# --- the output's streams, from where the player sits: real processes ----------------------


def qvoleurs(args: list[str], stdout: Any, **env: str) -> subprocess.CompletedProcess[bytes]:
    environment = {**os.environ, "LANGUAGE": "en", "LC_ALL": "", "LANG": "C.UTF-8", **env}
    return subprocess.run(
        [sys.executable, "-m", "qvoleurs", *args], stdout=stdout, stderr=subprocess.PIPE, env=environment, timeout=60
    )


@pytest.mark.parametrize(
    "args", [["deal", "FT1-N-AAAAAAA", "--json"], ["solve", "FT1-N-AAAAAAV", "--time-limit", "1"], ["--help"]]
)
def test_a_reader_that_stopped_reading_ends_the_output_quietly(args: list[str]) -> None:
    """`qvoleurs solve … | head -1`, or `less` quit early: no Python message, status 0."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will read: every write fails with EPIPE
    try:
        done = qvoleurs(args, write_end)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (0, b"")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("args", [["deal", "FT1-N-AAAAAAA"], ["--help"], ["--version"]])
def test_output_to_a_full_disk_is_said_in_one_line(args: list[str]) -> None:
    with open("/dev/full", "wb") as full:
        done = qvoleurs(args, full, LANGUAGE="de")
    assert done.returncode == 1
    assert done.stderr.decode() == "qvoleurs: die Ausgabe konnte nicht geschrieben werden: der Datenträger ist voll\n"


ILLEGAL_JSON = ["replay", "FT1-N-AAAAAAA", "c1-c2", "--json"]  # the first move is illegal


@pytest.mark.parametrize("unbuffered", ["1", ""])  # written at once, or only at exit
@pytest.mark.parametrize("outlet", ["reader gone", "full disk", "closed"])
def test_an_illegal_move_is_said_and_fails_whatever_becomes_of_the_json(outlet: str, unbuffered: str) -> None:
    """The illegal move's line was lost when the JSON could not be written, and a reader
    that had stopped reading (`| head -c1`) turned the illegal move into status 0."""
    if outlet == "reader gone":
        read_end, write_end = os.pipe()
        os.close(read_end)
        try:
            done = qvoleurs(ILLEGAL_JSON, write_end, PYTHONUNBUFFERED=unbuffered)
        finally:
            os.close(write_end)
    elif outlet == "full disk":
        if not Path("/dev/full").exists():
            pytest.skip("no /dev/full here")
        with open("/dev/full", "wb") as full:
            done = qvoleurs(ILLEGAL_JSON, full, PYTHONUNBUFFERED=unbuffered)
    else:
        command = " ".join(shlex.quote(word) for word in [sys.executable, "-m", "qvoleurs", *ILLEGAL_JSON])
        environment = {**os.environ, "LANGUAGE": "en", "PYTHONUNBUFFERED": unbuffered}
        done = subprocess.run(["sh", "-c", f"exec {command} >&-"], stderr=subprocess.PIPE, env=environment, timeout=60)
    assert done.returncode == 1
    said = done.stderr.decode().splitlines()
    assert said[0].startswith("qvoleurs: move 1 (c1-c2) is illegal: "), said
    assert len(said) == (1 if outlet == "reader gone" else 2), said  # and the output's fault, if it has one


def test_a_terminal_without_the_program_s_characters_gets_look_alikes() -> None:
    """A Latin-1 terminal: German's „quotes“ and the help's ▸ cannot be shown there."""
    done = qvoleurs(["deal", "FT1-N-AAAA1AA"], subprocess.PIPE, LANGUAGE="de", PYTHONIOENCODING="latin-1")
    assert done.returncode == 2
    said = done.stderr.decode("latin-1")
    assert said.startswith('qvoleurs: FT1-N-AAAA1AA ist kein Partiecode: "1" kommt darin nie vor.'), said
    helped = qvoleurs(["--help"], subprocess.PIPE, LANGUAGE="de", PYTHONIOENCODING="latin-1")
    assert (helped.returncode, helped.stderr) == (0, b"")
    assert "Einstellungen > Sprache" in helped.stdout.decode("latin-1")


@pytest.mark.parametrize("encoding", ["latin-1", "ascii"])
def test_a_language_the_output_cannot_hold_is_said_in_english_not_as_question_marks(encoding: str) -> None:
    """`LANGUAGE=uk` in a Latin-1 locale wrote "BAD - ?? ??? ??????. ??? ?????? …": Cyrillic
    has no look-alike there. English is readable; a language the output holds stays. One that
    it holds only in part (German in ASCII) is English throughout: it was English for each
    message with an umlaut and German for the rest, the help's headings German among English
    paragraphs; and the numbers are written as English writes them ("0,01 s" beside "won")."""
    told = qvoleurs(["deal", "BAD"], subprocess.PIPE, LANGUAGE="uk", PYTHONIOENCODING=encoding)
    looks_like = DEAL_CODE_MESSAGES[CodeProblem.NOT_A_CODE].replace("%1", "BAD")
    assert (told.returncode, told.stderr.decode(encoding)) == (2, f"qvoleurs: {looks_like}\n")
    helped = qvoleurs(["--help"], subprocess.PIPE, LANGUAGE="uk", PYTHONIOENCODING=encoding)
    assert (helped.returncode, helped.stderr) == (0, b"")
    assert b"??" not in helped.stdout  # no row of question marks: English instead
    kept = qvoleurs(["deal", "BAD"], subprocess.PIPE, LANGUAGE="de", PYTHONIOENCODING=encoding)
    german = "qvoleurs: BAD ist kein Partiecode." if encoding == "latin-1" else "qvoleurs: BAD is not a deal code."
    assert kept.stderr.decode(encoding).startswith(german)
    helped = qvoleurs(["--help"], subprocess.PIPE, LANGUAGE="de", PYTHONIOENCODING=encoding)
    assert helped.stdout.decode(encoding).startswith("Aufruf:" if encoding == "latin-1" else "usage:")
    solved = qvoleurs(["solve", "FT1-N-AAAAAA5"], subprocess.PIPE, LANGUAGE="uk", PYTHONIOENCODING=encoding)
    english = r"FT1-N-AAAAAA5: unwinnable in \d+\.\d\d s, positions examined: [\d,]+\n"
    assert re.fullmatch(english, solved.stdout.decode()), solved.stdout
    # describe's board, which came out as rows of "?" (made by Qt's catalogues, not cli_text's)
    board = qvoleurs(["describe", "FT1-N-AAAAAAV"], subprocess.PIPE, LANGUAGE="uk", PYTHONIOENCODING=encoding)
    assert board.returncode == 0 and board.stdout.decode(encoding).startswith("Stock: 64 cards; waste empty.")


def test_a_closed_standard_error_keeps_the_output_clean_and_a_closed_output_is_a_write_error() -> None:
    """`… --json 2>&-`: the error line went into the JSON on standard output; `>&-`: the
    output was lost with status 0."""
    command = f"exec {shlex.quote(sys.executable)} -m qvoleurs replay FT1-N-AAAAAAA c1-c2 --json 2>&-"
    done = subprocess.run(["sh", "-c", command], capture_output=True, timeout=60)
    assert done.returncode == 1 and json.loads(done.stdout)["error"]["move"] == "c1-c2"  # nothing else there
    command = f"exec {shlex.quote(sys.executable)} -m qvoleurs deal FT1-N-AAAAAAA >&-"
    done = subprocess.run(["sh", "-c", command], capture_output=True, timeout=60, env={**os.environ, "LANGUAGE": "en"})
    assert done.returncode == 1
    assert done.stderr.decode() == "qvoleurs: the output could not be written: standard output is closed\n"


def test_ctrl_c_while_the_program_loads_ends_quietly() -> None:
    """Ctrl+C in the first moments, while the command line's modules load (an import is
    where the interrupt lands), ends with status 130 and no traceback, as it does later."""
    interrupted_import = (
        "import sys\n"
        "class Interrupt:\n"
        "    def find_spec(self, name, *args):\n"
        "        if name == 'qvoleurs.cli':\n"
        "            raise KeyboardInterrupt\n"
        "sys.meta_path.insert(0, Interrupt())\n"
        "from qvoleurs.launch import main\n"
        "sys.exit(main())\n"
    )
    done = subprocess.run([sys.executable, "-c", interrupted_import], capture_output=True, timeout=60)
    assert (done.returncode, done.stderr) == (130, b"")


INTERRUPTED_IN = (
    "import os, signal, sys\n"
    "signal.signal(signal.SIGINT, signal.default_int_handler)  # a test runner may ignore it\n"
    "class Interrupt:\n"
    "    def find_spec(self, name, *args):\n"
    "        if name == 'PySide6.support':  # imported by shiboken's own start, from C\n"
    "            sys.meta_path.remove(self)\n"
    "            os.kill(os.getpid(), signal.SIGINT)\n"
    "sys.meta_path.insert(0, Interrupt())\n"
    "from qvoleurs.launch import main\n"
    "sys.exit(main())\n"
)


@pytest.mark.parametrize("args", [["describe", "FT1-N-AAAAAAV", "--lang", "uk"], ["--lang", "de"]])
def test_ctrl_c_while_qt_loads_ends_quietly(args: list[str], tmp_path: Path) -> None:
    """Ctrl+C while PySide6 started (describing a deal in another language, or opening the
    window) aborted the process: "Fatal Python error: libshiboken/signature", a stack dump,
    status 134."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path)}
    environment.update({"XDG_CONFIG_HOME": str(tmp_path), "XDG_STATE_HOME": str(tmp_path)})
    done = subprocess.run(
        [sys.executable, "-c", INTERRUPTED_IN, *args], capture_output=True, timeout=60, env=environment
    )
    assert (done.returncode, done.stderr) == (130, b"")


@pytest.mark.parametrize(
    ("args", "status"),
    [(["deal", "FT1-N-AAAA1AA"], 2), (["frobnicate"], 2), (["solve", "FT1-N-AAAAAAA", "--time-limit", "0"], 2)],
)
def test_bad_input_keeps_its_status_when_nobody_reads_the_errors(args: list[str], status: int) -> None:
    """`qvoleurs deal x 2>&1 | true`: the error line could not be written, and the bad input
    ended with status 0."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        environment = {**os.environ, "LANGUAGE": "en"}
        done = subprocess.run([sys.executable, "-m", "qvoleurs", *args], stderr=write_end, env=environment, timeout=60)
    finally:
        os.close(write_end)
    assert done.returncode == status


def test_an_illegal_move_keeps_its_status_and_its_json_when_nobody_reads_the_errors() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "qvoleurs", *ILLEGAL_JSON], stdout=subprocess.PIPE, stderr=write_end, timeout=60
        )
    finally:
        os.close(write_end)
    assert done.returncode == 1 and json.loads(done.stdout)["error"]["move"] == "c1-c2"


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_fifo_or_folder_named_without_a_slash_is_told_as_a_file_not_as_a_bad_code(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`qvoleurs deal fifo` said "fifo is not a deal code": the name was taken for a code."""
    monkeypatch.chdir(tmp_path)
    os.mkfifo("thing") if kind == "fifo" else os.mkdir("thing")
    code, _out, err = run(["deal", "thing"], capsys)
    assert_one_line_exit_2(code, err)
    assert "thing is not a regular file" in err and "deal code" not in err, err


@pytest.mark.parametrize("command", [["deal"], ["replay"], ["describe", "--lang", "en"]])
@pytest.mark.parametrize("name", ["FT1-N-AAAAAAV", "ft1-s-aaaaaav"])
def test_a_folder_named_like_a_deal_code_leaves_the_code_its_meaning(
    command: list[str], name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`mkdir FT1-N-AAAAAAV; qvoleurs deal FT1-N-AAAAAAV` said "deal file FT1-N-AAAAAAV is not a
    regular file": a folder is no file, and the code is a code."""
    monkeypatch.chdir(tmp_path)
    words = [command[0], name, *command[1:]]
    as_a_code = run(words, capsys)
    os.mkdir(name)
    assert run(words, capsys) == as_a_code
    assert as_a_code[0] == 0 and as_a_code[1] and as_a_code[2] == ""
