"""SIGINT, SIGTERM and SIGHUP quit the game window as the player's Quit does (quit_signals.py).

The real program runs in a process of its own (offscreen, in this test's private folders),
started through `qvoleurs.cli.main` by a small driver that only gives the game timer a
clock that runs 100 s per reading (so the play time has changed when the signal comes,
with no waiting) and says on stdout when the window is painted or a dialog is open.
A clean quit leaves the window's place in the preferences (its closeEvent) and the play
time with the game (Session.close, after the event loop)."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from qvoleurs import settings
from qvoleurs.engine import Deal, Game
from qvoleurs.preferences import Preferences
from qvoleurs.storage.game_store import GameStore
from qvoleurs.ui.quit_signals import quit_on_signals

SAVED_SECONDS = 5  # the play time saved with the game before the start
LINE_TIMEOUT = 60.0  # to the first paint on a loaded machine; a line normally comes in a second
EXIT_TIMEOUT = 30.0

DRIVER = textwrap.dedent(
    """
    import itertools, os, signal, sys

    # as when started from a terminal: Python's Ctrl+C, the default SIGTERM and SIGHUP
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import qvoleurs.ui.app as app_module
    from qvoleurs.cli import main
    from qvoleurs.ui.window import MainWindow

    import qvoleurs.ui.quit_signals as quit_signals
    from PySide6.QtWidgets import QMessageBox

    action = sys.argv[1]
    clock = itertools.count(0.0, 100.0).__next__  # each reading 100 s after the last


    def say(text):
        # one unbuffered write: `say` also runs inside the signal handler, which may come
        # while print() is still writing (a re-entrant call into sys.stdout raises)
        os.write(1, (text + "\\n").encode())


    def report_modal():
        modal = QApplication.activeModalWidget()
        say(f"modal {type(modal).__name__}" if modal is not None else "no-modal")


    def open_session(app, _clock=None):
        session = original_open_session(app, clock)
        window = session.window

        def stubborn_box():  # no escape button: it refuses close()
            box = QMessageBox(QMessageBox.Icon.Information, "Stubborn", "Only one way out", parent=window)
            box.addButton("Go on", QMessageBox.ButtonRole.AcceptRole)  # two: neither is taken for Esc
            box.addButton("Yes, go on", QMessageBox.ButtonRole.YesRole)
            box.exec()

        def open_dialog():
            QTimer.singleShot(0, report_modal)  # runs in the dialog's own event loop
            stubborn_box() if action == "stubborn_box" else getattr(window, action)()
            say("dialog-returned")

        def stuck():  # the main thread busy in Python: no event loop to wake
            while True:
                pass

        def painted():
            if action in ("idle", "refuse_close", "stuck"):
                say("ready")
                if action == "stuck":
                    QTimer.singleShot(0, stuck)
            else:
                QTimer.singleShot(0, open_dialog)

        window.view.first_painted.connect(painted)
        return session


    refused = []


    def close_event(window, event):
        if not refused:  # a window that will not close the first time (none does so far)
            refused.append(True)
            event.ignore()
            say("close-refused")
            return
        original_close_event(window, event)


    def python_handler(quitter, signum, frame):
        original_python_handler(quitter, signum, frame)  # a third ends the process here
        say(f"seen {quitter._seen}")  # counted: the test may send the next one


    original_python_handler = quit_signals.SignalQuitter._python_handler
    quit_signals.SignalQuitter._python_handler = python_handler
    original_open_session = app_module.open_session
    app_module.open_session = open_session
    if action == "refuse_close":
        original_close_event = MainWindow.closeEvent
        MainWindow.closeEvent = close_event
    sys.exit(main([]))
    """
)


class GameProcess:
    """The game running in a process of its own, its stdout read line by line."""

    def __init__(self, tmp_path: Path, action: str) -> None:
        driver = tmp_path / "driver.py"
        driver.write_text(DRIVER)
        self.stderr_path = tmp_path / "stderr.txt"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))  # XDG_*: conftest's
        for var in ("QVOLEURS_QUIT_AFTER_PAINT", "QVOLEURS_IDLE_PROBE_MS"):
            env.pop(var, None)
        with self.stderr_path.open("wb") as stderr:
            self.proc = subprocess.Popen(
                [sys.executable, str(driver), action], stdout=subprocess.PIPE, stderr=stderr, env=env, bufsize=0
            )
        self.out = ""

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def wait_for_line(self, start: str) -> str:
        """The first whole line beginning with `start` (read so far or coming)."""
        assert self.proc.stdout is not None
        deadline = time.monotonic() + LINE_TIMEOUT
        with selectors.DefaultSelector() as selector:
            selector.register(self.proc.stdout, selectors.EVENT_READ)
            while True:
                for line in self.out.splitlines(keepends=True):
                    if line.startswith(start) and line.endswith("\n"):
                        return line.strip()
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    self.kill()
                    pytest.fail(f"no line {start!r} in time; stdout {self.out!r}, stderr {self.stderr()!r}")
                chunk = os.read(self.proc.stdout.fileno(), 4096)
                if not chunk:
                    self.proc.wait(EXIT_TIMEOUT)
                    pytest.fail(
                        f"ended ({self.proc.returncode}) before {start!r}; "
                        f"stdout {self.out!r}, stderr {self.stderr()!r}"
                    )
                self.out += chunk.decode(errors="replace")

    def send(self, sig: signal.Signals) -> None:
        self.proc.send_signal(sig)

    def wait_for_exit(self) -> int:
        try:
            self.proc.wait(EXIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.kill()
            pytest.fail(f"still running {EXIT_TIMEOUT} s after the signal; stderr {self.stderr()!r}")
        assert self.proc.stdout is not None
        self.out += self.proc.stdout.read().decode(errors="replace")
        self.proc.stdout.close()
        return self.proc.returncode

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def a_started_game_saved() -> None:
    """A game with one move made, saved with its play time; no solver, no animation."""
    prefs = Preferences.load()
    prefs.set(settings.SOLVER_INDICATOR, False)  # no search competes for the CPU
    prefs.set(settings.ANIMATIONS, False)
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.push(next(iter(game.legal_moves)))
    GameStore.default().save(game, SAVED_SECONDS)
    assert GameStore.flush()


def assert_no_traceback(stderr: str) -> None:
    for word in ("Traceback", "KeyboardInterrupt", "Error"):
        assert word not in stderr, stderr


def window_place_saved() -> bool:
    return bool(Preferences.load().get(settings.WINDOW_GEOMETRY))


def saved_game() -> tuple[Game, int | None]:
    store = GameStore.default()
    store.writable = False  # only look
    game, problem = store.load()
    assert game is not None and problem is None
    return game, store.loaded_seconds


QUITTING = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]


@pytest.mark.parametrize("sig", QUITTING, ids=lambda s: s.name)
def test_a_signal_quits_as_the_player_does(tmp_path: Path, sig: signal.Signals) -> None:
    a_started_game_saved()
    game = GameProcess(tmp_path, "idle")
    game.wait_for_line("ready")
    game.send(sig)
    assert game.wait_for_exit() == 0
    assert_no_traceback(game.stderr())
    assert window_place_saved()  # the window's closeEvent ran
    played, seconds = saved_game()
    assert played.move_counter == 1
    assert seconds is not None and seconds > SAVED_SECONDS  # Session.close saved the play time


@pytest.mark.parametrize(
    ("action", "dialog"),
    [
        ("show_about", "QMessageBox"),
        ("restart", "QMessageBox"),  # "Restart this deal?"
        ("new_game_from_code", "DealCodeDialog"),
        ("stubborn_box", "QMessageBox"),  # refuses close(): none of the game's does so far
    ],
)
def test_a_signal_quits_with_a_modal_dialog_open(tmp_path: Path, action: str, dialog: str) -> None:
    """The dialog answers "no" (a confirmation to restart keeps the game), then the window closes."""
    a_started_game_saved()
    game = GameProcess(tmp_path, action)
    assert game.wait_for_line("modal") == f"modal {dialog}"
    game.send(signal.SIGTERM)
    assert game.wait_for_exit() == 0
    assert "dialog-returned" in game.out  # the dialog's exec() returned, rejected
    assert_no_traceback(game.stderr())
    assert window_place_saved()
    played, seconds = saved_game()
    assert played.move_counter == 1  # not restarted, not replaced
    assert seconds is not None and seconds > SAVED_SECONDS


def test_a_second_signal_ends_a_program_whose_window_refused_to_close(tmp_path: Path) -> None:
    a_started_game_saved()
    game = GameProcess(tmp_path, "refuse_close")
    game.wait_for_line("ready")
    game.send(signal.SIGTERM)
    game.wait_for_line("close-refused")
    game.send(signal.SIGTERM)
    assert game.wait_for_exit() == 128 + signal.SIGTERM  # not the player's quit: the shell's convention
    assert_no_traceback(game.stderr())
    played, seconds = saved_game()
    assert played.move_counter == 1
    assert seconds is not None and seconds > SAVED_SECONDS  # Session.close still ran


def current_wakeup_fd() -> int:
    fd = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(fd)
    return fd


def _previous_handler(signum: int, frame: object) -> None:
    """A handler of the caller's own, to be put back (not called)."""


def test_the_previous_handlers_and_wakeup_fd_come_back(qapp: QApplication) -> None:
    # Handlers of the caller's own first: a suite started in the background by a shell
    # without job control inherits SIGINT ignored, which quit_on_signals rightly leaves so.
    inherited = {sig: signal.signal(sig, _previous_handler) for sig in QUITTING}
    try:
        fd_before = current_wakeup_fd()
        with quit_on_signals(qapp) as quitter:
            assert set(quitter.signals) == set(QUITTING)
            assert all(signal.getsignal(sig) is not _previous_handler for sig in QUITTING)
            assert current_wakeup_fd() not in (-1, fd_before)
        assert all(signal.getsignal(sig) is _previous_handler for sig in QUITTING)
        assert current_wakeup_fd() == fd_before
    finally:
        for sig, handler in inherited.items():
            signal.signal(sig, handler)


def test_a_signal_ignored_at_the_start_stays_ignored(qapp: QApplication) -> None:
    """`nohup qvoleurs`: the end of the terminal's session does not end the game."""
    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        with quit_on_signals(qapp) as quitter:
            assert signal.SIGHUP not in quitter.signals
            assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
        assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, previous)


def test_a_third_signal_ends_a_program_whose_event_loop_never_answers(tmp_path: Path) -> None:
    """The main thread stuck in Python (a bug): no clean quit, but no kill -9 needed either."""
    a_started_game_saved()
    game = GameProcess(tmp_path, "stuck")
    game.wait_for_line("ready")
    for count in (1, 2):
        game.send(signal.SIGTERM)
        game.wait_for_line(f"seen {count}")
    game.send(signal.SIGTERM)
    assert game.wait_for_exit() == -signal.SIGTERM  # the default action: killed by the signal
    played, seconds = saved_game()
    assert played.move_counter == 1 and seconds == SAVED_SECONDS  # what the moves saved is kept
