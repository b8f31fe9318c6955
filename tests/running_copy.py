"""A real `qvoleurs` window process for tests from the player's seat (a second start, a
start with a deal code): started offscreen, waited for until it listens for later starts,
and at the end stopped as a session's end stops it (SIGTERM: it saves and exits 0)."""

from __future__ import annotations

import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pytestqt.qtbot import QtBot

from qvoleurs import single_window
from qvoleurs.storage.files import data_dir

ROOT = Path(__file__).resolve().parents[1]


def qvoleurs(*args: str) -> list[str]:
    """The command line of the game run from the source tree, as the player's `qvoleurs ARGS`."""
    return [sys.executable, "-m", "qvoleurs", *args]


@contextmanager
def running_copy(qtbot: QtBot, env: dict[str, str], *args: str) -> Iterator[subprocess.Popen[bytes]]:
    """`qvoleurs ARGS` running, once it listens where later starts ask."""
    first = subprocess.Popen(qvoleurs(*args), env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    address = single_window.address(data_dir())
    assert address is not None

    def listening() -> bool:
        assert first.poll() is None, first.stderr.read() if first.stderr else ""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            return probe.connect_ex(address) == 0

    try:
        qtbot.waitUntil(listening, timeout=30000)
        yield first
    finally:
        first.terminate()
        try:
            status = first.wait(30)
        except subprocess.TimeoutExpired:  # deaf to SIGTERM (a modal loop that hangs): not left running
            first.kill()
            first.wait()
            raise
        finally:
            if first.stderr:
                first.stderr.close()
        assert status == 0
