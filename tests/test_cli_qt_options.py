"""Qt's own command-line options, which every Qt program takes, open the window.

`qvoleurs -style Fusion`, `-platform xcb`, `-qwindowgeometry 800x600` were refused as an
unknown COMMAND, and `-reverse`, `-style=Fusion`, `--style=Fusion` as unrecognized
arguments: a player or a desktop file used to them met an error instead of the window.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QStyleFactory

from qvoleurs import cli, qt_options
from qvoleurs.cli import main
from qvoleurs.cli_text import CliText


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """What the window would be opened with (no window here)."""
    seen: list[list[str]] = []
    monkeypatch.setattr(cli, "gui_main", lambda argv, deal=None: seen.append(list(argv)) or 0)
    return seen


@pytest.mark.parametrize(
    ("given", "for_qt"),
    [
        (["-style", "Fusion"], ["-style", "Fusion"]),
        (["-style=Fusion"], ["-style", "Fusion"]),
        (["--style=Fusion"], ["-style", "Fusion"]),
        (["--style", "Fusion"], ["-style", "Fusion"]),
        (["-platform", "xcb"], ["-platform", "xcb"]),
        (["-qwindowgeometry", "800x600"], ["-qwindowgeometry", "800x600"]),
        (["-reverse"], ["-reverse"]),
        (["-session", "10d2e3f4"], ["-session", "10d2e3f4"]),  # a desktop session restarting the game
        (["-qmljsdebugger=port:1234"], ["-qmljsdebugger=port:1234"]),  # Qt reads it only joined
        (
            ["-platformtheme", "gtk3", "-reverse", "-display", ":1"],
            ["-platformtheme", "gtk3", "-display", ":1", "-reverse"],
        ),
    ],
)
def test_qt_s_options_open_the_window_and_reach_qt(
    opened: list[list[str]], given: list[str], for_qt: list[str]
) -> None:
    assert main(given) == 0
    assert opened == [for_qt]


def test_qt_s_options_go_with_lang_which_qt_does_not_see(
    opened: list[list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "en")
    assert main(["-style", "Fusion", "--lang", "de", "-reverse"]) == 0
    assert opened == [["-style", "Fusion", "-reverse"]]
    assert os.environ["LANGUAGE"] == "de"


def test_a_qt_option_without_its_value_is_one_line_in_the_player_s_language(
    opened: list[list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "de", "-style"]) == 2
    err = capsys.readouterr().err
    assert opened == []
    assert err.count("\n") == 1 and "-style" in err
    assert CliText("de").translate("Argparse", "expected one argument") in err


def test_qt_s_options_are_for_the_window_not_a_command(
    opened: list[list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["deal", "1", "-style", "Fusion"]) == 2
    assert "-style" in capsys.readouterr().err
    assert opened == []


def test_the_help_lists_our_options_not_qt_s(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["--help"])
    shown = capsys.readouterr().out
    assert "--lang" in shown
    assert not any(f"-{name}" in shown for name in (*qt_options.WITH_VALUE, *qt_options.FLAGS))


def test_platform_and_display_stand_over_the_environment_for_the_start_s_check() -> None:
    env = {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0", "HOME": "/h"}
    over = qt_options.environment(["-platform", "offscreen", "-display", ":7"], env)
    assert over == {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":7", "HOME": "/h"}
    assert qt_options.environment(["-qwindowtitle", "-platform", "-reverse"], env) == env  # a title is no option
    assert env["QT_QPA_PLATFORM"] == "wayland"  # the caller's mapping is left alone
    assert qt_options.environment(["-platformpluginpath", "/opt/p"], {}) == {"QT_QPA_PLATFORM_PLUGIN_PATH": "/opt/p"}


def test_the_window_opens_on_the_platform_its_option_names_with_no_display_set() -> None:
    """No DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM: without its -platform the start says
    there is no display; with it, Qt gets its options and the window is painted."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["QVOLEURS_QUIT_AFTER_PAINT"] = "1"
    start = "import sys; from qvoleurs.cli import main; sys.exit(main(sys.argv[1:]))"

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-c", start, *args], env=env, capture_output=True, text=True, timeout=60)

    refused = run("-style", "NoSuchStyle")
    assert refused.returncode == 2 and "DISPLAY" in refused.stderr
    started = run("-platform", "offscreen", "-style", "fusion", "-reverse")
    assert started.returncode == 0, started.stderr
    assert started.stdout.startswith("first-paint ")
    assert "style" not in started.stderr  # Qt took -style in any case, as Qt compares


def test_a_style_qt_does_not_have_is_one_line_in_the_language_not_qt_s_english() -> None:
    """`LANGUAGE=de qvoleurs -style nosuch` printed Qt's "QApplication: invalid style override
    'nosuch' passed, ignoring it." and "Available styles: …" in English, and opened the window."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    env.update(LANGUAGE="de", QVOLEURS_QUIT_AFTER_PAINT="1")
    start = "import sys; from qvoleurs.cli import main; sys.exit(main(sys.argv[1:]))"
    words = ["-platform", "offscreen", "--style=nosuch"]
    done = subprocess.run([sys.executable, "-c", start, *words], env=env, capture_output=True, text=True, timeout=60)
    there = ", ".join(QStyleFactory.keys())
    said = CliText("de")("cannot open the window: Qt has no style %1 here (it has %2)")
    assert (done.returncode, done.stdout) == (2, "")  # no window painted
    assert done.stderr == f"qvoleurs: {said.replace('%1', 'nosuch').replace('%2', there)}\n"
    assert said.startswith("das Fenster kann nicht")


def test_the_style_is_looked_up_as_qt_looks_it_up() -> None:
    assert qt_options.unknown_style(["-style", "FUSION"]) is None  # Qt ignores case
    assert qt_options.unknown_style(["-style", ""]) is None  # Qt takes an empty one for none
    assert qt_options.unknown_style(["-qwindowtitle", "-style", "-reverse"]) is None  # a title, not an option
    assert qt_options.unknown_style(["-style", "Motif"]) == ("Motif", QStyleFactory.keys())


@pytest.mark.parametrize("kind", ["fifo", "folder", "missing", "loop"])
@pytest.mark.parametrize("option", ["-stylesheet", "--qwindowicon"])
def test_a_file_qt_reads_at_start_that_is_no_readable_file_is_one_line_not_a_hang(
    opened: list[list[str]], capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str, option: str
) -> None:
    """`-stylesheet` naming a FIFO hung the start for good: Qt read it before its event loop
    ran, and Ctrl+C or a TERM waited for that loop. Every such file is looked at first."""
    path = tmp_path / "style.qss"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "loop":
        path.symlink_to(path)
    assert main(["--lang", "de", option, str(path)]) == 2
    err = capsys.readouterr().err
    assert opened == []
    said = CliText("de")("cannot open the window: %1 needs a file that can be read, and %2 is not one")
    named = "-" + option.lstrip("-")  # as Qt's own help writes it
    assert err == f"qvoleurs: {said.replace('%1', named).replace('%2', str(path))}\n"


@pytest.mark.parametrize("option", ["-stylesheet", "-qwindowicon"])
def test_a_file_qt_reads_at_start_that_is_huge_is_one_line_not_a_crash(
    opened: list[list[str]], capsys: pytest.CaptureFixture[str], tmp_path: Path, option: str
) -> None:
    """A 2 GB `-stylesheet` took 4 GB of memory and ended in a crash (signal 11) with no word:
    Qt reads the whole file before the window opens. A file that size is no style sheet."""
    from qvoleurs.qt_options import LARGEST_FILE_MB

    path = tmp_path / "huge.qss"
    with path.open("wb") as f:
        f.truncate((LARGEST_FILE_MB << 20) + 1)  # sparse: nothing written
    assert main(["--lang", "uk", option, str(path)]) == 2
    said = CliText("uk")("cannot open the window: %1 takes a file of at most %2 MB, and %3 is larger")
    assert said.startswith("не вдається")  # in the player's language
    expected = said.replace("%1", option).replace("%2", str(LARGEST_FILE_MB)).replace("%3", str(path))
    assert (capsys.readouterr().err, opened) == (f"qvoleurs: {expected}\n", [])
    with path.open("r+b") as f:
        f.truncate(LARGEST_FILE_MB << 20)  # the largest taken
    assert main([option, str(path)]) == 0 and opened == [[option, str(path)]]


def test_a_file_option_with_no_name_says_so_not_a_blank(
    opened: list[list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    """`-stylesheet=` said "…, and  is not one": the empty name showed as nothing."""
    assert main(["-stylesheet="]) == 2
    assert capsys.readouterr().err.endswith('and "" is not one\n') and opened == []


def test_a_readable_style_sheet_reaches_qt(opened: list[list[str]], tmp_path: Path) -> None:
    sheet = tmp_path / "green.qss"
    sheet.write_text("QStatusBar { color: green; }", encoding="utf-8")
    assert main(["-stylesheet", str(sheet)]) == 0
    assert opened == [["-stylesheet", str(sheet)]]
