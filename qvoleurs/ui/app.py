"""Start the game window: application identity, preferences, the saved game, the window.

Only what the first paint needs is imported here; dialogs are imported when opened.

For benchmarks and tests:
  QVOLEURS_QUIT_AFTER_PAINT=1   quit right after the board is first painted, printing
                                `first-paint <epoch seconds> rss-kb <KiB> since-start-ms <ms> cpu-ms <ms>`
  QVOLEURS_IDLE_PROBE_MS=N      after the first paint wait N ms, print the CPU time used
                                meanwhile (`idle-cpu-ms <ms>`), then quit

SIGINT, SIGTERM and SIGHUP close the window as Game ▸ Quit does, saving its place and
the play time, and the program ends with status 0 (see quit_signals.py).
"""

from __future__ import annotations

import contextlib
import gc
import locale
import os
import resource
import socket
import sys
import time
from collections.abc import Callable, MutableMapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from qvoleurs.model.game_model import GameModel

from .. import APP_ID, __version__
from ..engine import Game
from ..i18n import follow_language_setting
from ..preferences import Preferences
from ..qt_check import release_display_probe
from ..statistics import GameRecorder, Statistics
from ..storage.game_store import GameStore
from ..storage.problems import LockState, StoredFile
from .focus_palette import keep_focus_frames_seen
from .game_timer import GameTimer
from .notices import FileNotices
from .quit_signals import quit_on_signals
from .window import MainWindow
from .window_caller import WindowCaller


def resident_kb() -> int:
    """Resident memory now (KiB): /proc where there is one, else the peak."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def process_age_ms() -> float | None:
    """Milliseconds since this process was started (Linux /proc; None elsewhere)."""
    try:
        stat = Path("/proc/self/stat").read_text()
        start_ticks = int(stat[stat.rindex(")") + 2 :].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return (uptime - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000
    except (OSError, ValueError, IndexError):
        return None


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class _Probe:
    """Reports the first paint (and idle CPU use) for the benchmark, then quits."""

    def __init__(self, app: QApplication, idle_ms: int) -> None:
        self.app = app
        self.idle_ms = idle_ms
        self.cpu_start = 0.0

    def painted(self) -> None:
        age = process_age_ms()
        since = f" since-start-ms {age:.0f}" if age is not None else ""
        cpu = f" cpu-ms {cpu_seconds() * 1000:.0f}"
        print(f"first-paint {time.time():.6f} rss-kb {resident_kb()}{since}{cpu}", flush=True)
        if self.idle_ms > 0:
            self.cpu_start = cpu_seconds()
            QTimer.singleShot(self.idle_ms, self.idle_done)
        else:
            QTimer.singleShot(0, self.app.quit)

    def idle_done(self) -> None:
        print(f"idle-cpu-ms {(cpu_seconds() - self.cpu_start) * 1000:.1f}", flush=True)
        self.app.quit()


class StatisticsFeed(QObject):
    """Feeds the model's events to the statistics recorder (each game counted once)."""

    def __init__(self, model: GameModel, recorder: GameRecorder) -> None:
        super().__init__(model)
        self.model = model
        self.recorder = recorder
        self.timer: GameTimer | None = None  # the window's game timer, for the best time
        model.move_applied.connect(self.on_move)
        model.won.connect(self.on_won)
        model.game_abandoned.connect(self.on_abandoned)
        model.help_used.connect(self.on_help)
        recorder.game_started(model.game)  # a resumed game in progress

    def on_move(self, _move: object) -> None:
        self.recorder.game_started(self.model.game)

    def on_won(self) -> None:
        seconds = self.timer.best_time_candidate() if self.timer is not None else None
        self.recorder.game_won(self.model.game, seconds=seconds)

    def on_abandoned(self, game: Game) -> None:
        self.recorder.game_abandoned(game)

    def on_help(self) -> None:
        self.recorder.help_used(self.model.game)


def utf8_for_c_locale(environ: MutableMapping[str, str] = os.environ) -> None:
    """The C or POSIX locale for characters (LC_ALL=C in a script, no LANG at all under `su -l`
    or `env -i`): Qt switches to C.UTF-8 by itself and prints four lines about it at every
    start. The same switch made before Qt starts leaves it nothing to say. The first of LC_ALL,
    LC_CTYPE and LANG that is set decides, as in the C library; only the characters change
    where LC_ALL does not decide, so the language stays as it was (English for C)."""
    deciding = next((name for name in ("LC_ALL", "LC_CTYPE", "LANG") if environ.get(name)), None)
    if deciding is None or environ[deciding] in ("C", "POSIX"):
        environ["LC_ALL" if deciding == "LC_ALL" else "LC_CTYPE"] = "C.UTF-8"


def utf8_for_a_missing_locale() -> None:
    """A locale named but not installed (LC_ALL=de_DE.UTF-8 on a system without it; the
    installed program, which Python's own switch for LANG does not reach): the C library keeps
    "C", and Qt printed its four lines at every start. Its characters in UTF-8 first leave Qt
    nothing to say; the variables stay, so the language and the numbers are still German."""
    try:
        locale.setlocale(locale.LC_ALL, "")
    except locale.Error:
        with contextlib.suppress(locale.Error):  # a C library without C.UTF-8: Qt says what it does
            locale.setlocale(locale.LC_CTYPE, "C.UTF-8")


def make_application(argv: Sequence[str]) -> QApplication:
    """The QApplication with the identity platformdirs and the desktop agree on."""
    existing = QApplication.instance()
    if existing is None:
        utf8_for_c_locale()
        utf8_for_a_missing_locale()
    app = existing if isinstance(existing, QApplication) else QApplication(["qvoleurs", *argv])
    release_display_probe()  # Qt has its own connection to the display now
    keep_focus_frames_seen(app)  # a dark desktop's focus frames, seen
    QApplication.setApplicationName("qvoleurs")
    QApplication.setOrganizationName("")
    QApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)
    icon = Path(__file__).resolve().parent.parent / "data" / "icon.svg"
    if icon.exists():
        QApplication.setWindowIcon(QIcon(str(icon)))
    return app


LOCK_WATCH_MS = 2000  # how soon a second window starts saving once the first has ended
# how often the play time is saved while the clock runs: a crash (kill -9, a power cut) loses
# no more of it, where it lost all since the last move (minutes, for a player thinking)
CLOCK_SAVE_MS = 15_000


@dataclass
class Session:
    """One running game window with the files behind it (see `open_session`)."""

    window: MainWindow
    model: GameModel
    prefs: Preferences
    stats: Statistics
    store: GameStore  # not writable when another running copy holds the lock
    notices: FileNotices
    stop_following_language: Callable[[], None]
    dealt: bool  # no saved game: a new deal is on the table
    taken_over: list[Callable[[], None]] = field(default_factory=list)  # called when this copy starts saving
    lock_watch: QTimer | None = None  # a second copy asks for the lock until the first one ends
    clock_save: QTimer | None = None  # saves the play time while it runs (save_the_clock)
    clock_app: QGuiApplication | None = None  # tells when the player turns to another window

    def watch_lock(self, msecs: int = LOCK_WATCH_MS) -> None:
        """A second copy: take over the saving as soon as the copy that saves has ended."""
        self.lock_watch = QTimer(self.window)
        self.lock_watch.setInterval(msecs)
        self.lock_watch.timeout.connect(self.take_over)
        self.lock_watch.start()

    def take_over(self) -> None:
        """The lock is free: this copy saves the game on its table (the other copy's save is
        kept as the backup, and a game it left unfinished beside it too) and counts in the
        statistics from now on, and says so."""
        if self.store.acquire() is not LockState.HELD:
            return
        if self.lock_watch is not None:
            self.lock_watch.stop()
        self.store.writable = True
        kept = self.store.keep_other_game(self.model.game)
        self.model.attach_store(self.store)
        self.stats.take_over()
        if self.window.solver.helped():  # read anew, the statistics lack the help asked here
            self.window.solver.help_again()
        self.model.save()
        self.notices.took_over(self.stats.problem, kept)
        for callback in self.taken_over:
            callback()

    def lock_lost(self) -> None:
        """Another copy holds the lock now (its file was removed under this one, and that copy
        made a new one): this one saves nothing more, says so, and takes over once that one
        ends, as a second copy does. Before, both saved the same game over each other."""
        self.store.writable = self.stats.writable = False
        self.model.attach_store(None)
        self.notices.lock_lost()
        self.watch_lock()

    def save_the_clock(self, at_the_quit: bool = False) -> None:
        """Save the play time since the last save, when it is known and changed: every
        CLOCK_SAVE_MS, when the player turns to another window, and at the quit. Not after
        a save that failed, but at the quit: the next move tries again, and says so."""
        store = self.store
        if not store.writable or store.play_time is None or (store.save_error is not None and not at_the_quit):
            return
        if store.play_time() != store.saved_seconds:
            self.model.save()

    def keep_saving_the_clock(self, app: QGuiApplication) -> None:
        self.clock_save = QTimer(self.window)
        self.clock_save.setInterval(CLOCK_SAVE_MS)
        self.clock_save.timeout.connect(self.save_the_clock)
        self.clock_save.start()
        self.clock_app = app
        app.applicationStateChanged.connect(self._left)

    def _left(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self.save_the_clock()

    def close(self) -> None:
        """After the window closed: save the play time since the last move (when it is
        known and changed), stop following the settings, let go of the lock."""
        store = self.store
        if self.clock_save is not None:
            self.clock_save.stop()
        if self.clock_app is not None:
            self.clock_app.applicationStateChanged.disconnect(self._left)
            self.clock_app = None
        self.save_the_clock(at_the_quit=True)
        save_what_failed(self.stats, self.prefs)  # the disk may have room again: the last chance
        self.notices.quit_over()
        self.stop_following_language()
        store.release()


def save_what_failed(*files: Statistics | Preferences) -> None:
    """Try again to save each of `files` whose last save failed (it says so if it works)."""
    for file in files:
        if file.save_error is not None:
            file.save()


def open_session(app: QApplication, clock: Callable[[], float] | None = None) -> Session:
    """Load the files, take the lock and build the window (not shown yet).

    Only the copy that holds the lock writes the game and the statistics; a lock that
    cannot be made at all is no second copy (this one keeps saving, and says why).
    Whatever was wrong with a file waits in `notices` until the window is shown.
    `clock`: the game timer's (tests).
    """
    prefs = Preferences.load()
    stop_following_language = follow_language_setting(app, prefs)
    store = GameStore.default()
    lock = store.acquire()
    store.writable = lock is not LockState.BUSY
    game, game_problem = store.load()  # a save it may not read leaves the store unwritable
    # and the statistics too: their game in progress may be that save's, which comes back once
    # it can be read (closed as lost now, it would count twice, and the deal played meanwhile too)
    stats = Statistics.load(writable=store.writable)
    model = GameModel(game, prefs, store if store.writable else None)
    feed = StatisticsFeed(model, GameRecorder(stats))
    window = MainWindow(model, prefs, stats=stats, clock=clock)
    feed.timer = window.game_timer
    window.game_timer.resume(store.loaded_seconds)  # the resumed game's time goes on
    store.saved_seconds = store.loaded_seconds
    store.play_time = window.game_timer.known_seconds
    window.resume_marks(store.loaded_marks)  # the automatic finish stopped, the deal proven lost
    store.marks = window.marks
    notices = FileNotices(window)
    notices.add_lock_state(lock, store.lock.fault)
    for problem in (game_problem, prefs.problem, stats.problem):
        notices.add_load_problem(problem)
    notices.add_text(window.solver.slow_analysis_notice())
    prefs.on_save_failed(notices.save_failed)
    stats.on_save_failed(notices.save_failed)
    for failed in (prefs.save_error, stats.save_error, store.save_error):  # a restored file written back
        notices.save_failed(failed)
    model.save_failed.connect(lambda _message: notices.save_failed(store.save_error))
    prefs.on_saved_again(notices.saved_again)
    stats.on_saved_again(notices.saved_again)
    model.saved_again.connect(lambda: notices.saved_again(StoredFile.GAME))
    # the game saves at every move; the statistics and the settings only when they change, so a
    # save of theirs that failed on a full disk waited for a change (and at the quit was lost)
    model.saved_again.connect(lambda: save_what_failed(stats, prefs))
    if game is None:
        model.save()  # a new deal is saved at once
    elif lock is LockState.FAILED:
        # a resumed game writes nothing until its first move: whether the folder the lock could
        # not be made in takes the game at all is told now, with the start (a read-only home)
        model.save()
    session = Session(window, model, prefs, stats, store, notices, stop_following_language, dealt=game is None)
    session.keep_saving_the_clock(app)
    store.on_lock_lost = session.lock_lost
    if lock is LockState.BUSY:
        session.watch_lock()
    return session


def forget_reported_errors() -> None:
    """Let go of the last error a slot reported, and of what its traceback holds, while Qt
    still runs: Python keeps them (sys.last_traceback) until it shuts down, and windows and
    Qt objects freed that late, after the application, crash the process as it ends."""
    for name in ("last_type", "last_value", "last_traceback", "last_exc"):
        if hasattr(sys, name):
            setattr(sys, name, None)
    gc.collect()


def run_app(argv: Sequence[str], server: socket.socket | None = None, deal: str | None = None) -> int:
    """Open the game window on the saved game (or a new deal); returns the exit code.
    `server`: the socket a start claimed before Qt loaded (single_window.claim), which the
    window answers on when this copy saves; else it is let go. `deal`: the code of a deal to
    play (`qvoleurs FT1-N-AAAAAAV`), checked already."""
    app = make_application(argv)
    with quit_on_signals(app):  # until the play time is saved and the lock let go
        session = open_session(app)
        window = session.window
        probe: _Probe | None = None
        if os.environ.get("QVOLEURS_QUIT_AFTER_PAINT") or os.environ.get("QVOLEURS_IDLE_PROBE_MS"):
            probe = _Probe(app, int(os.environ.get("QVOLEURS_IDLE_PROBE_MS") or 0))
            window.view.first_painted.connect(probe.painted)
        window.show()
        session.notices.show_pending()  # now that the window has its size
        if deal is not None:  # from the event loop, where later starts are answered while it asks
            # about a game in progress (a first start's random deal is none: not asked about)
            QTimer.singleShot(0, window, lambda: window.play_deal(deal))
        elif session.dealt:
            window.deal_first_game()
        # the copy that saves shows its window to a second start (which then ends)
        callers: list[WindowCaller] = []

        def answer_starts() -> None:
            callers.append(WindowCaller(window, session.store.path.parent))
            callers[-1].play_deal = window.play_deal

        if session.store.locked:
            callers.append(WindowCaller(window, session.store.path.parent, server=server))
            callers[-1].play_deal = window.play_deal
        else:
            if server is not None:
                server.close()  # the copy that saves answers the starts
            session.taken_over.append(answer_starts)
        try:
            return app.exec()
        finally:
            for caller in callers:
                caller.close()
            session.close()
            forget_reported_errors()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv[1:]))
