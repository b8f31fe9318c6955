"""One window per player: a second start shows the open window and ends (qvoleurs/single_window.py,
ui/window_caller.py); where it cannot, it opens its own window, which does not save."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import single_window
from qvoleurs.engine import Deal, Game
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.storage.files import data_dir
from qvoleurs.ui.window import MainWindow
from qvoleurs.ui.window_caller import WindowCaller
from tests.conftest import OpenWindow
from tests.running_copy import qvoleurs, running_copy
from tests.sessions import close, start

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="abstract sockets are Linux's")
ROOT = Path(__file__).resolve().parents[1]


def test_a_display_is_named_without_its_screen_number() -> None:
    assert single_window.display_of({"DISPLAY": ":0.0"}) == single_window.display_of({"DISPLAY": ":0"})
    assert single_window.display_of({"DISPLAY": "host.example:1.0"}) == "||host.example:1"
    assert single_window.display_of({"DISPLAY": ":0"}) != single_window.display_of({"DISPLAY": ":1"})
    assert single_window.display_of({"WAYLAND_DISPLAY": "wayland-0"}) != single_window.display_of({})
    asked = single_window.request("||:0")
    assert single_window.displayed_by(asked) == "||:0"
    assert single_window.displayed_by(b"show :0") is None  # cut short: not a request
    assert single_window.displayed_by(b"hello\n") is None


@linux_only
def test_nobody_listening_means_the_start_goes_on(tmp_path: Path) -> None:
    assert not single_window.show_running_copy(tmp_path)


# listens at the address it is given as another user would, and answers every start "shown"
SQUATTER = """
import socket, sys
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(bytes.fromhex(sys.argv[1]))
server.listen(8)
print("ready", flush=True)
while True:
    caller, _ = server.accept()
    caller.sendall(b"shown\\n")
    caller.close()
"""


@linux_only
@pytest.mark.skipif(os.getuid() != 0 or not Path("/usr/bin/python3").exists(), reason="needs root to be another user")
def test_another_user_listening_in_the_player_s_place_does_not_stop_the_game(tmp_path: Path) -> None:
    """The socket's name is open to all: another local user listening there and answering
    "shown" made every start end, saying the game was already open, with no window."""
    where = single_window.address(tmp_path)
    assert where is not None
    nobody = subprocess.Popen(
        ["/usr/bin/python3", "-c", SQUATTER, where.hex()], user=65534, stdout=subprocess.PIPE, text=True, cwd="/"
    )
    try:
        assert nobody.stdout is not None and nobody.stdout.readline() == "ready\n"
        assert not single_window.show_running_copy(tmp_path)
        assert not single_window.ask_while_starting(tmp_path)  # the start goes on to its window
    finally:
        nobody.kill()
        nobody.wait()
    # the same answer from this player's own copy does count
    server = single_window.claim(tmp_path)
    assert server is not None

    def answer() -> None:
        caller, _ = server.accept()
        with caller:
            caller.recv(single_window.MAX_REQUEST)
            caller.sendall(single_window.SHOWN)

    own = threading.Thread(target=answer)
    own.start()
    try:
        assert single_window.show_running_copy(tmp_path)
    finally:
        own.join()
        server.close()


@linux_only
def test_a_data_folder_that_is_a_link_loop_is_asked_like_any_other(tmp_path: Path) -> None:
    """Path.resolve() raises RuntimeError on a loop (Python 3.11): the start ended in a traceback."""
    loop = tmp_path / "qvoleurs"
    loop.symlink_to(loop)
    assert single_window.address(loop) == single_window.address(loop)
    assert single_window.address(loop) != single_window.address(tmp_path)
    assert not single_window.show_running_copy(loop)


@linux_only
def test_a_start_whose_data_folder_is_a_link_loop_goes_on_to_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """The player's start, up to the window: it ended in a traceback before any notice."""
    from qvoleurs import cli
    from qvoleurs.ui import app

    folder = data_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.symlink_to(folder)
    opened: list[list[str]] = []
    monkeypatch.setattr(app, "run_app", lambda argv, _server=None, _deal=None: opened.append(argv) or 0)
    assert cli.gui_main([]) == 0 and opened == [[]]


def ask_in_background(folder: Path, environ: dict[str, str]) -> list[bool]:
    """The second start's question, from a thread: the window answers from the event loop."""
    answers: list[bool] = []
    threading.Thread(target=lambda: answers.append(single_window.show_running_copy(folder, environ))).start()
    return answers


@linux_only
def test_a_minimized_window_comes_back_for_a_start_on_its_display(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, tmp_path: Path
) -> None:
    window: MainWindow = open_window(GameModel(Game(Deal.from_number(21)), prefs), prefs, size=(900, 700))
    here = {"DISPLAY": ":5"}
    caller = WindowCaller(window, tmp_path, single_window.display_of(here))
    try:
        assert caller.listening
        window.showMaximized()
        window.showMinimized()
        qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowMinimized), timeout=2000)
        answers = ask_in_background(tmp_path, {"DISPLAY": ":5.0"})
        qtbot.waitUntil(lambda: bool(answers), timeout=5000)
        assert answers == [True]
        assert window.isVisible() and not window.windowState() & Qt.WindowState.WindowMinimized
        assert window.windowState() & Qt.WindowState.WindowMaximized  # as it was before
        window.showMinimized()
        qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowMinimized), timeout=2000)
        answers = ask_in_background(tmp_path, {"DISPLAY": ":6"})  # a start on another display
        qtbot.waitUntil(lambda: bool(answers), timeout=5000)
        assert answers == [False]  # it opens its own window there
        assert window.windowState() & Qt.WindowState.WindowMinimized  # nothing comes up here
        silent = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)  # a caller that says nothing
        address = single_window.address(tmp_path)
        assert address is not None
        silent.connect(address)
        silent.close()
        answers = ask_in_background(tmp_path, {"DISPLAY": ":5"})  # is not waited for by the next
        qtbot.waitUntil(lambda: bool(answers), timeout=5000)
        assert answers == [True]
    finally:
        caller.close()
    assert not single_window.show_running_copy(tmp_path, {"DISPLAY": ":5"})  # closed: nobody listens


# asks at the address it is given as another user would, and prints what it was answered
STRANGER = """
import socket, sys
with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as ask:
    ask.connect(bytes.fromhex(sys.argv[1]))
    try:
        ask.sendall(sys.argv[2].encode() + b"\\n")
        print(repr(ask.recv(64)), flush=True)
    except (BrokenPipeError, ConnectionResetError):  # closed before the request went, or with it unread
        print(repr(b""), flush=True)
"""


@linux_only
@pytest.mark.skipif(os.getuid() != 0 or not Path("/usr/bin/python3").exists(), reason="needs root to be another user")
def test_another_user_cannot_raise_the_player_s_window(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, tmp_path: Path
) -> None:
    window: MainWindow = open_window(GameModel(Game(Deal.from_number(21)), prefs), prefs, size=(900, 700))
    caller = WindowCaller(window, tmp_path, single_window.display_of({"DISPLAY": ":5"}))
    try:
        window.showMinimized()
        qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowMinimized), timeout=2000)
        address = single_window.address(tmp_path)
        assert address is not None
        show = single_window.request("||:5").decode().strip()
        stranger = subprocess.Popen(
            ["/usr/bin/python3", "-c", STRANGER, address.hex(), show],
            user=65534,
            stdout=subprocess.PIPE,
            text=True,
            cwd="/",
        )
        qtbot.waitUntil(lambda: stranger.poll() is not None, timeout=5000)
        assert stranger.stdout is not None and stranger.stdout.read() == "b''\n"  # no answer
        assert window.windowState() & Qt.WindowState.WindowMinimized  # and nothing came up
        answers = ask_in_background(tmp_path, {"DISPLAY": ":5"})  # the player's own start
        qtbot.waitUntil(lambda: bool(answers), timeout=5000)
        assert answers == [True] and not window.windowState() & Qt.WindowState.WindowMinimized
    finally:
        caller.close()


@linux_only
def test_only_the_copy_that_saves_listens(qapp: QApplication, qtbot: QtBot) -> None:
    first = start(qapp, qtbot)
    second = start(qapp, qtbot)
    try:
        assert first.store.locked and not second.store.locked
        folder = first.store.path.parent
        callers = [WindowCaller(first.window, folder), WindowCaller(second.window, folder)]
        assert [caller.listening for caller in callers] == [True, False]
        for caller in callers:
            caller.close()
    finally:
        close(second, qtbot)
        close(first, qtbot)


@linux_only
def test_a_second_start_shows_the_open_window_and_ends(qtbot: QtBot) -> None:
    """From where the player sits: two `qvoleurs` processes on one profile."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "de", "LANG": "de_DE.UTF-8"}
    with running_copy(qtbot, env) as first:
        second = subprocess.run(qvoleurs(), env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0
        in_front = "Sein Fenster wurde in den Vordergrund geholt."
        assert second.stderr == f"qvoleurs: Quarante Voleurs ist bereits geöffnet: {in_front}\n"
        assert first.poll() is None  # the first goes on, with the game and the statistics


@linux_only
def test_two_starts_at_the_same_moment_open_one_window(qtbot: QtBot) -> None:
    """A launcher clicked twice: both starts found nobody listening, and the second opened a
    window that does not save its game. Now one claims the socket before loading Qt, and the
    other waits for its window's answer and ends."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "en", "LANG": "C.UTF-8"}
    starts = [
        subprocess.Popen(
            [sys.executable, "-m", "qvoleurs"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        for _ in range(2)
    ]
    try:
        qtbot.waitUntil(lambda: any(start.poll() is not None for start in starts), timeout=60000)
        [ended] = [start for start in starts if start.poll() is not None]
        [running] = [start for start in starts if start is not ended]
        assert ended.stderr is not None
        assert ended.returncode == 0
        assert (
            ended.stderr.read().decode() == "qvoleurs: Quarante Voleurs is already open: its window is now in front.\n"
        )
        assert running.poll() is None
    finally:
        for start in starts:
            if start.poll() is None:
                start.terminate()
                assert start.wait(30) == 0
            if start.stderr:
                start.stderr.close()
