"""The lock under faults, and two copies at once (issue 12, items 4, 5, 9).

Only a lock another running copy holds means "already running"; anything else in the
lock's place is set aside, and a lock that cannot be made at all is said and the game
keeps saving. A second copy never writes the game or the statistics."""

from __future__ import annotations

import errno
import fcntl
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs.engine import Deal, Game
from qvoleurs.statistics import Statistics
from qvoleurs.storage.files import data_dir
from qvoleurs.storage.game_store import GameStore
from qvoleurs.storage.problems import LockState, WriteFault

from .badfiles import describe_entry, kept_aside
from .sessions import close, start


def lock_path() -> Path:
    return data_dir() / "game.json.lock"


def put_directory(path: Path) -> None:
    path.mkdir()


def put_fifo(path: Path) -> None:
    os.mkfifo(path)


def put_link_outside(path: Path) -> None:
    victim = path.parent.parent / "victim.txt"  # a file outside the data folder
    victim.write_text("precious")
    path.symlink_to(victim)


def put_dangling_link(path: Path) -> None:
    path.symlink_to(path.parent / "gone" / "lock")


THINGS_IN_THE_WAY: dict[str, Callable[[Path], None]] = {
    "directory": put_directory,
    "fifo": put_fifo,
    "symlink_outside": put_link_outside,
    "dangling_symlink": put_dangling_link,
}


@pytest.mark.parametrize("thing", sorted(THINGS_IN_THE_WAY))
def test_something_else_at_the_lock_is_set_aside_and_the_lock_made(thing: str) -> None:
    path = lock_path()
    path.parent.mkdir(parents=True)
    THINGS_IN_THE_WAY[thing](path)
    before = describe_entry(path)
    store = GameStore.default()
    try:
        assert store.acquire() is LockState.HELD
        [kept] = kept_aside(path)
        assert describe_entry(kept) == before
        assert path.is_file() and not path.is_symlink()
        victim = path.parent.parent / "victim.txt"
        if victim.exists():
            assert victim.read_text() == "precious"  # never truncated through the link
        assert GameStore.default().acquire() is LockState.BUSY  # and it really locks
    finally:
        store.release()


def refuse_open_of(monkeypatch: pytest.MonkeyPatch, path: Path, error: int, times: int | None) -> None:
    """os.open of `path` fails with `error` (`times` times, or always)."""
    real_open = os.open
    left = [times]

    def fake(p: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(p) == path and (left[0] is None or left[0] > 0):
            if left[0] is not None:
                left[0] -= 1
            raise OSError(error, os.strerror(error), str(p))
        return real_open(p, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake)


@pytest.mark.parametrize("refusals", [1, 2])
def test_an_unreadable_lock_file_is_mended_or_else_set_aside(monkeypatch: pytest.MonkeyPatch, refusals: int) -> None:
    """The player's own lock file that refuses to open gets its permissions back and is used;
    one that still refuses is set aside."""
    path = lock_path()
    path.parent.mkdir(parents=True)
    path.write_text("12345\n")
    path.chmod(0)
    refuse_open_of(monkeypatch, path, errno.EACCES, times=refusals)
    store = GameStore.default()
    assert store.acquire() is LockState.HELD
    if refusals == 1:
        assert not kept_aside(path) and path.stat().st_mode & 0o600 == 0o600
    else:
        [aside] = kept_aside(path)
        assert aside.read_text() == "12345\n"
    store.release()


CAPABILITY_LESS = ["setpriv", "--inh-caps=-all", "--bounding-set=-all"]  # root, but file permissions hold


@pytest.mark.skipif(os.getuid() != 0 or shutil.which("setpriv") is None, reason="needs root and setpriv")
def test_a_lock_file_made_unreadable_while_held_still_keeps_a_second_copy_out() -> None:
    """chmod 000 on the lock of a running copy: a second copy set it aside as unusable, made
    a new lock, and both copies saved the same game over each other."""
    store = GameStore.default()
    assert store.acquire() is LockState.HELD
    try:
        lock_path().chmod(0)
        second = subprocess.run(
            [*CAPABILITY_LESS, sys.executable, "-c", SECOND_COPY],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert second.stdout.strip() == "BUSY", second.stderr
        assert not kept_aside(lock_path()) and store.lock.still_held()
    finally:
        store.release()


SECOND_COPY = """
from qvoleurs.storage.game_store import GameStore
print(GameStore.default().acquire().name)
"""
ROOT = Path(__file__).resolve().parents[1]


def test_a_lock_file_removed_under_the_running_copy_is_made_again(qapp: QApplication, qtbot: QtBot) -> None:
    session = start(qapp, qtbot)
    try:
        lock_path().unlink()
        session.model.draw()  # the next save finds the lock gone, and makes it again
        assert lock_path().is_file() and GameStore.default().acquire() is LockState.BUSY
        assert session.store.writable and GameStore.default().load()[0] == session.model.game
    finally:
        close(session, qtbot)


def test_a_copy_whose_lock_was_taken_stops_saving_says_so_and_takes_over_later(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """The lock file removed under a running copy, a second copy made its own and saved: the
    first went on saving too, each over the other's game."""
    first = start(qapp, qtbot)
    game_file = data_dir() / "game.json"
    try:
        lock_path().unlink()
        second = GameStore.default()  # a second copy's start: the lock looks free
        assert second.acquire() is LockState.HELD
        theirs = Game(Deal.from_number(7))
        second.save(theirs)
        saved = game_file.read_bytes()
        first.model.draw()
        assert game_file.read_bytes() == saved  # the second copy's game is not written over
        assert not first.store.writable and not first.stats.writable
        assert "already running in another window" in first.window.view.toast.text()
        first.model.draw()  # and said once, not at every move
        assert game_file.read_bytes() == saved and first.notices.shown.count(first.notices.shown[-1]) == 1
        assert first.lock_watch is not None
        first.lock_watch.setInterval(50)
        second.release()  # the second copy quits
        qtbot.waitUntil(lambda: first.store.locked, timeout=5000)
        assert first.store.writable and Game.loads(game_file.read_text()) == first.model.game
        assert "now saves its game" in first.window.view.toast.text()
    finally:
        close(first, qtbot)


@pytest.mark.parametrize(
    ("error", "fault"),
    [
        (errno.EACCES, WriteFault.NOT_ALLOWED),
        (errno.EROFS, WriteFault.NOT_ALLOWED),
        (errno.ENOSPC, WriteFault.DISK_FULL),
    ],
)
def test_a_lock_that_cannot_be_made_is_not_another_copy(
    error: int, fault: WriteFault, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, qtbot: QtBot
) -> None:
    refuse_open_of(monkeypatch, lock_path(), error, times=None)  # a folder that refuses the new file
    session = start(qapp, qtbot)
    try:
        assert session.store.lock.fault is fault and session.store.writable
        text = session.window.view.toast.text()
        assert "could not check whether it is already running" in text and "Do not open the game twice" in text
        assert "still saved" not in text  # never said: the folder that refused the lock may refuse saves too
        before = session.model.game.to_json()
        session.model.draw()
        assert GameStore.default().load()[0] != before and GameStore.default().load()[0] == session.model.game
    finally:
        close(session, qtbot)


def test_a_file_system_without_locks_is_not_another_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_locks(fd: int, op: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    store = GameStore.default()
    assert store.acquire() is LockState.FAILED and store.lock.fault is WriteFault.OTHER and store.writable


def test_the_lock_is_taken_on_a_full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    store = GameStore.default()
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", full)  # the process id cannot be written: the lock still holds
        assert store.acquire() is LockState.HELD
    assert GameStore.default().acquire() is LockState.BUSY
    store.release()


def test_two_copies_only_the_first_writes_the_game_and_the_statistics(qapp: QApplication, qtbot: QtBot) -> None:
    first = start(qapp, qtbot)
    second = start(qapp, qtbot)
    try:
        assert first.store.locked and not second.store.writable
        assert "already running" in second.window.view.toast.text()
        assert first.notices.shown == []
        first.model.draw()
        first.model.new_game()  # a loss, counted and saved by the copy holding the lock
        game_file = data_dir() / "game.json"
        saved_game, saved_stats = game_file.read_bytes(), Statistics.default_path().read_bytes()
        assert Statistics.load().for_ruleset("N").lost == 1
        for _ in range(3):  # the second copy plays and abandons: nothing of it reaches the disk
            second.model.draw()
            second.model.new_game()
        assert second.stats.for_ruleset("N").lost >= 3  # counted in its window...
        assert game_file.read_bytes() == saved_game  # ... but never written over the first's
        assert Statistics.default_path().read_bytes() == saved_stats
        assert not kept_aside(game_file) and not kept_aside(Statistics.default_path())
    finally:
        close(second, qtbot)
        close(first, qtbot)
    assert Statistics.load().for_ruleset("N").lost == 1


def test_a_second_copy_saves_once_the_first_has_ended(qapp: QApplication, qtbot: QtBot) -> None:
    """A second window (on another display, or beside a copy that did not answer) saves
    nothing while the first one runs; once that one has ended it saves its game and counts
    its games, and says so. Before, a win played in it after the first had closed was lost."""
    first = start(qapp, qtbot)
    second = start(qapp, qtbot)
    game_file = data_dir() / "game.json"
    first_open = True
    try:
        assert first.lock_watch is None and second.lock_watch is not None
        second.lock_watch.setInterval(50)
        first.model.draw()
        first.model.new_game()  # a loss, counted by the copy that saves
        first_save = game_file.read_bytes()
        second.model.draw()  # not saved: the first copy saves
        assert game_file.read_bytes() == first_save and not second.store.writable
        with qtbot.assertNotEmitted(second.model.state_changed, wait=200):
            pass  # the watch runs meanwhile and finds the lock held
        assert not second.store.locked
        close(first, qtbot)
        first_open = False
        qtbot.waitUntil(lambda: second.store.locked, timeout=5000)
        assert second.store.writable and second.stats.writable
        assert Game.loads(game_file.read_text()).position == second.model.position  # its game is the saved one
        assert (data_dir() / "game.json.bak").read_bytes() == first_save  # the first's, kept as the backup
        assert "now saves its game and the statistics" in second.window.view.toast.text()
        second.model.new_game()  # a loss of the second window: counted, on top of the first's
        assert Statistics.load().for_ruleset("N").lost == 2
        assert Game.loads(game_file.read_text()).position == second.model.position
    finally:
        close(second, qtbot)
        if first_open:
            close(first, qtbot)


@pytest.mark.parametrize("second_deals", [False, True])
def test_a_game_the_first_copy_left_unfinished_is_kept_when_the_second_takes_over(
    second_deals: bool, qapp: QApplication, qtbot: QtBot
) -> None:
    """The first window ends with a game in progress; the second, which takes over, saved it
    as its backup only, and its own next move put its own save there: the first's game was
    gone without a word (whether the second dealt a new game or still showed the one both
    began with). It is kept beside the save now, and the notice names it."""
    first = start(qapp, qtbot)
    second = start(qapp, qtbot)
    game_file = data_dir() / "game.json"
    first_open = True
    try:
        assert second.lock_watch is not None
        second.lock_watch.setInterval(50)
        if second_deals:
            second.model.new_game()
        for _ in range(6):
            first.model.draw()
        left = first.model.game
        close(first, qtbot)
        first_open = False
        qtbot.waitUntil(lambda: second.store.locked, timeout=5000)
        [kept] = data_dir().glob("game.json.other-*")
        assert Game.loads(kept.read_text()) == left != second.model.game
        text = second.window.view.toast.text()
        assert "now saves its game" in text and "The other window's game was kept as " in text
        assert text.rstrip(".").endswith(f"/{kept.name}")
        second.model.draw()
        second.model.draw()  # the backup is the second's own save now: the first's game stays
        assert Game.loads(kept.read_text()) == left
        assert Game.loads(game_file.read_text()).position == second.model.position
    finally:
        close(second, qtbot)
        if first_open:
            close(first, qtbot)


@pytest.mark.parametrize("first_leaves", ["a new deal", "the game the second goes on with"])
def test_nothing_is_kept_when_the_second_copy_loses_nothing_of_the_first_s(
    first_leaves: str, qapp: QApplication, qtbot: QtBot
) -> None:
    first = start(qapp, qtbot)
    second = start(qapp, qtbot)
    try:
        assert second.lock_watch is not None
        second.lock_watch.setInterval(50)
        if first_leaves == "a new deal":
            first.model.draw()
            first.model.new_game()  # nothing unfinished on its table
        else:
            first.model.draw()  # saved: the game both windows show from now on
            second.model.set_game(first.model.game.copy())
            second.model.draw()  # only the second goes on with it
    finally:
        close(first, qtbot)
    try:
        qtbot.waitUntil(lambda: second.store.locked, timeout=5000)
        assert not list(data_dir().glob("game.json.other-*"))
        assert "kept as" not in second.window.view.toast.text()
    finally:
        close(second, qtbot)


def test_a_second_copy_shows_the_statistics_saved_before_a_damaged_file_and_writes_nothing(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """It may not write, so the damaged file stays for the copy that may; but the figures
    before it are shown and said so, not "start again from zero" (which nothing does)."""
    stats = Statistics.load()
    stats.record("N", True, 1205, 300)
    stats.record("N", False, 100, 200)  # the backup: one game won
    path = Statistics.default_path()
    first = start(qapp, qtbot)
    path.write_text("{")  # damaged while the first copy runs
    second = start(qapp, qtbot)
    try:
        assert not second.stats.writable and second.stats.for_ruleset("N").won == 1
        told = second.window.view.toast.text()
        assert "statistics were damaged, so the copy saved before them was restored" in told, told
        assert "from zero" not in told
        assert path.read_text() == "{" and not kept_aside(path)  # left for the copy that may write
    finally:
        close(second, qtbot)
        close(first, qtbot)
