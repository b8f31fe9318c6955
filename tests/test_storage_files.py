"""Atomic writes, limited reads and setting files aside."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from qvoleurs.storage.files import (
    OUT_OF_RANGE,
    FileTooLargeError,
    NotRegularFileError,
    loads_bounded,
    read_text_limited,
    set_aside,
    write_atomic,
)


def test_write_atomic_creates_the_folder_and_replaces_the_file(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "f.json"
    write_atomic(path, "één\n")
    write_atomic(path, "twee\n")
    assert path.read_text(encoding="utf-8") == "twee\n"
    assert os.listdir(path.parent) == ["f.json"]  # no temporary file left behind


def test_a_failed_rename_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "f.json"
    write_atomic(path, "old")

    def crash(src: object, dst: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert os.listdir(tmp_path) == ["f.json"]


def test_read_text_limited_refuses_more_than_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 11)
    assert read_text_limited(path, 11) == "x" * 11
    with pytest.raises(FileTooLargeError):
        read_text_limited(path, 10)


def test_read_text_limited_refuses_bytes_that_are_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(ValueError, match="UTF-8"):
        read_text_limited(path)


def test_set_aside_never_overwrites_an_earlier_broken_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    kept = []
    for n in range(3):  # within the same second: each gets its own name
        path.write_text(str(n))
        kept.append(set_aside(path))
    assert len(set(kept)) == 3
    assert [p.read_text() for p in kept] == ["0", "1", "2"]
    assert all(p.name.startswith("game.json.broken-") for p in kept)
    assert not path.exists()


@pytest.mark.parametrize("literal", [str(2**53 + 1), str(-(2**60)), "1e300", "-1e17", "NaN", "Infinity", "9" * 5000])
def test_numbers_beyond_any_stored_value_read_as_out_of_range(literal: str) -> None:
    assert loads_bounded(f'{{"n": {literal}, "ok": 12}}') == {"n": OUT_OF_RANGE, "ok": 12}
    with pytest.raises(ValueError, match="out of range"):
        loads_bounded(f"[{literal}]", strict=True)  # the command line's deal files


def test_a_fifo_or_a_device_is_never_read(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # opening it for reading would block until a writer comes
    for path in (fifo, Path("/dev/zero"), tmp_path):
        with pytest.raises(NotRegularFileError):
            read_text_limited(path)


UMASK_0777_FOLDERS = (
    "import os, sys\n"
    "from pathlib import Path\n"
    "from qvoleurs.storage.files import make_folder, write_atomic\n"
    "os.umask(0o777)\n"
    "folder = Path(sys.argv[1]) / 'share' / 'qvoleurs'\n"
    "write_atomic(folder / 'game.json', '{}')\n"
    "print((folder / 'game.json').read_text())\n"
)


@pytest.mark.skipif(os.name != "posix", reason="the umask is POSIX's")
def test_under_a_umask_of_0777_a_player_who_is_not_root_gets_the_data_folder_and_parents(tmp_path: Path) -> None:
    """mkdir(parents=True) made the missing parent at mode 000, and then could not make the
    data folder in it: only root (whom permissions do not stop) got one, so the lock, the
    save and the settings failed for every other player. Run as root, the program is
    started without the capabilities that let root past permissions (util-linux's setpriv)."""
    command = [sys.executable, "-c", UMASK_0777_FOLDERS, str(tmp_path)]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("root, and no setpriv to run as if not")
        dropped = "-dac_override,-dac_read_search"
        command = [setpriv, f"--bounding-set={dropped}", f"--inh-caps={dropped}", *command]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "{}\n", "")
    for made in (tmp_path / "share", tmp_path / "share" / "qvoleurs"):
        assert made.stat().st_mode & 0o700 == 0o700


@pytest.mark.skipif(os.name != "posix", reason="the umask is POSIX's")
def test_under_a_umask_of_0777_the_files_written_are_read_back_at_the_next_start() -> None:
    """A umask that lets nobody in made a save, a lock and a settings folder of mode 000:
    the next start could read none of them."""
    from qvoleurs import settings
    from qvoleurs.engine import DRAW, Deal, Game
    from qvoleurs.preferences import Preferences
    from qvoleurs.statistics import Statistics
    from qvoleurs.storage.game_store import GameStore
    from qvoleurs.storage.problems import LockState

    game = Game(Deal.from_number(21))
    game.push(DRAW)
    old = os.umask(0o777)
    try:
        store = GameStore.default()
        assert store.acquire() is LockState.HELD
        store.save(game)
        stats = Statistics.load()
        stats.record("N", True, 1040, 300)
        prefs = Preferences.load()
        timer = not prefs.get(settings.GAME_TIMER)
        prefs.set(settings.GAME_TIMER, timer)
        store.release()
    finally:
        os.umask(old)
    again = GameStore.default()
    assert again.acquire() is LockState.HELD
    loaded, problem = again.load()
    assert problem is None and loaded is not None and loaded.position == game.position
    again.release()
    assert Statistics.load().for_ruleset("N").won == 1
    kept = Preferences.load()
    assert kept.problem is None and kept.get(settings.GAME_TIMER) == timer
    # what the player's own account needs (root, who runs this test on CI, reads anything)
    for path in (again.path, again.path.with_name("game.json.lock"), Statistics.default_path(), kept.path):
        assert os.stat(path).st_mode & 0o600 == 0o600, path
    for folder in (again.path.parent, kept.path.parent):
        assert os.stat(folder).st_mode & 0o700 == 0o700, folder
