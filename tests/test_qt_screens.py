"""Qt's platforms that draw on the machine's own screen (linuxfb, eglfs, minimalegl) and find
none: one line in the player's language and exit status 2 (qvoleurs/qt_screens.py), where Qt
crashed (linuxfb, signal 11) or aborted (eglfs, minimalegl, signal 6) after its own English."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from qvoleurs.cli_text import CliText

from .test_qt_check import _environment, _one_line_exit_2, _qvoleurs, linux_only

TRIAL = "import sys; from qvoleurs.qt_screens import trial_fails; print(trial_fails({'QT_QPA_PLATFORM': sys.argv[1]}))"


def _trial_fails(platform: str) -> bool:
    """qt_screens.trial_fails, asked in a process of its own: it forks a process without Qt started."""
    env = _environment()
    done = subprocess.run([sys.executable, "-c", TRIAL, platform], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip() == "True"


def _said(lang: str, source: str, *values: str) -> str:
    return "qvoleurs: " + CliText(lang)(source, *values)


NOT_ONE = (
    "cannot open the window: Qt's platform %1 needs a framebuffer device, and %2 is not one; "
    "the commands work without one (see '%3')"
)
NONE_THERE = (
    "cannot open the window: Qt's platform %1 needs a framebuffer device, and there is no %2; "
    "the commands work without one (see '%3')"
)


@linux_only
@pytest.mark.parametrize("kind", ["device", "file"])
def test_linuxfb_on_something_that_is_no_framebuffer_is_one_line_not_a_crash(kind: str, tmp_path: Path) -> None:
    """`-platform linuxfb:fb=/dev/null` crashed with signal 11 after Qt's "Error reading fixed information"."""
    device = "/dev/null" if kind == "device" else str(tmp_path / "fb")
    if kind == "file":
        Path(device).write_text("no screen here", encoding="utf-8")
    line = _one_line_exit_2(_qvoleurs(["-platform", f"linuxfb:fb={device}"], _environment(LANGUAGE="de")))
    assert line == _said("de", NOT_ONE, "linuxfb", device, "qvoleurs --help")
    assert "Framebuffer-Gerät" in line


@linux_only
def test_linuxfb_without_a_framebuffer_device_is_one_line_not_a_crash(tmp_path: Path) -> None:
    """On a console without X: `QT_QPA_PLATFORM=linuxfb qvoleurs` crashed with signal 11 after
    Qt's "Unable to figure out framebuffer device"."""
    missing = str(tmp_path / "fb9")
    line = _one_line_exit_2(_qvoleurs([], _environment(QT_QPA_PLATFORM=f"linuxfb:fb={missing}", LANGUAGE="uk")))
    assert line == _said("uk", NONE_THERE, "linuxfb", missing, "qvoleurs --help")
    if os.path.exists("/dev/fb0") or os.path.exists("/dev/graphics/fb0"):
        return  # this machine has one: what Qt picks by itself is there
    line = _one_line_exit_2(_qvoleurs(["-platform", "linuxfb"], _environment()))
    assert line == _said("en", NONE_THERE, "linuxfb", "/dev/fb0", "qvoleurs --help")


@linux_only
def test_a_trial_start_tells_a_platform_with_a_screen_from_one_without() -> None:
    assert not _trial_fails("offscreen")
    assert _trial_fails("linuxfb:fb=/dev/null")  # Qt starts there, without a screen


@linux_only
@pytest.mark.parametrize("platform", ["eglfs", "minimalegl"])
def test_an_egl_platform_that_finds_no_screen_is_one_line_not_an_abort(platform: str) -> None:
    """`-platform eglfs` aborted (status 134) with Qt's "Could not initialize egl display"."""
    if not _trial_fails(platform):
        pytest.skip(f"{platform} starts on this machine")
    line = _one_line_exit_2(_qvoleurs(["-platform", platform], _environment(LANGUAGE="da")))
    no_screen = (
        "cannot open the window: Qt's platform %1 finds no screen it can use here; "
        "the commands work without one (see '%2')"
    )
    assert line == _said("da", no_screen, platform, "qvoleurs --help")
    assert "skærm" in line
