"""A private X desktop for tests that need a real window system: an X server (Xvfb), and a
window manager (openbox) for what only a managed window meets (its frame, its rounding)."""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from qvoleurs import qt_check


@contextlib.contextmanager
def xvfb(*options: str) -> Iterator[str]:
    """A private X server (Xvfb) for the block; its display name, ":N"."""
    server_program = shutil.which("Xvfb")
    if server_program is None:
        pytest.skip("no Xvfb to stand for a desktop")
    ready, told = os.pipe()
    # Xvfb writes its display number to `told` once it takes connections
    server = subprocess.Popen(
        [server_program, "-displayfd", str(told), "-nolisten", "tcp", *options],
        pass_fds=(told,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(told)
    try:
        with os.fdopen(ready) as numbers:
            display = ":" + numbers.readline().strip()
        assert display != ":", "Xvfb did not start"
        yield display
    finally:
        qt_check.release_display_probe()
        server.terminate()
        server.wait(10)


@contextlib.contextmanager
def openbox(display: str, scratch: Path) -> Iterator[None]:
    """openbox managing `display`'s windows for the block (./test installs it)."""
    program = shutil.which("openbox")
    if program is None:
        pytest.skip("no openbox to manage the windows")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as ready:
        ready.bind(str(scratch / "openbox-ready"))
        ready.listen(1)
        ready.settimeout(30)
        # openbox runs its start-up command once it manages the screen: that command calls back
        call_back = f"import socket; socket.socket(socket.AF_UNIX).connect({str(scratch / 'openbox-ready')!r})"
        manager = subprocess.Popen(
            [program, "--sm-disable", "--startup", shlex.join([sys.executable, "-c", call_back])],
            env={**os.environ, "DISPLAY": display, "HOME": str(scratch)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            ready.accept()[0].close()
            yield
        finally:
            manager.terminate()
            manager.wait(10)


def run_on(display: str, home: Path, script: str, *args: str, timeout: float, **env: str) -> str:
    """Run the Python `script` (with `args`) as a program of its own on `display` (xcb), its
    HOME and settings in `home`; its standard output. The test fails with its standard error
    where it does not end in `timeout` seconds or ends in failure."""
    environment = {
        **os.environ,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        **env,
    }
    try:
        result = subprocess.run(
            [sys.executable, "-c", script, *args],
            capture_output=True,
            text=True,
            env=environment,
            cwd=Path(__file__).resolve().parent.parent,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as late:
        pytest.fail(f"it did not end in {timeout:.0f} s: {late.stderr!r}")
    assert result.returncode == 0, result.stderr
    return result.stdout
