"""The game in progress on disk: restart, bad files, truncation, atomic writes, the lock."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from qvoleurs.engine import DRAW, Deal, Game, IllegalMoveError, Rule
from qvoleurs.engine.game import MAX_LINE
from qvoleurs.storage import files
from qvoleurs.storage.game_store import DEAL_LOST, FINISH_DECLINED, GAME_FILE_BYTES, GameStore
from qvoleurs.storage.problems import LoadProblem, LockState, ReadFault, StoredFile

from .badfiles import bad_contents, kept_aside, make_huge
from .savegames import long_game


def test_a_dealt_game_survives_a_restart_before_the_first_move() -> None:
    game = Game(Deal.from_code("FT1-S-AAAAAB3"))
    GameStore.default().save(game)
    loaded, problem = GameStore.default().load()  # a new store, as after a restart
    assert problem is None
    assert loaded == game and loaded is not None and loaded.deal.code == "FT1-S-AAAAAB3"


def test_a_folder_made_in_the_save_s_place_during_play_is_kept_aside_and_the_game_saved() -> None:
    """Every save failed on it ("the disk refused it") and the next start went back to the
    backup, moves earlier; the start sets such a folder aside, a save in play did not."""
    store = GameStore.default()
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    store.save(game)
    store.path.unlink()
    store.path.mkdir()
    (store.path / "photo.jpg").write_bytes(b"kept")
    game.push(DRAW)
    store.save(game)
    game.push(DRAW)
    store.save(game)
    assert store.save_error is None
    [aside] = kept_aside(store.path)
    assert (aside / "photo.jpg").read_bytes() == b"kept"  # nothing of the player's lost
    loaded, problem = GameStore.default().load()
    assert problem is None and loaded == game


def test_a_long_game_comes_back_with_its_undo_and_redo_history() -> None:
    game = long_game()
    GameStore.default().save(game)
    loaded, problem = GameStore.default().load()
    assert problem is None and loaded is not None
    assert loaded.position.piles == game.position.piles
    assert (loaded.score, loaded.move_counter) == (game.score, game.move_counter)
    assert loaded.undo_available() == game.undo_available() == 100 - 4  # depth 100, 4 undone
    assert loaded.redo_moves == game.redo_moves and len(loaded.redo_moves) == 4
    while loaded.can_undo():  # the same undo steps, all the way back
        assert loaded.pop() == game.pop()
        assert loaded.score == game.score
    assert not game.can_undo()


def test_no_save_file_means_no_game_and_no_message() -> None:
    assert GameStore.default().load() == (None, None)


GOOD_SAVE = Game(Deal.from_code("FT1-N-AAAAAAV")).to_json()
BAD_FILES: dict[str, bytes] = {
    **bad_contents(GOOD_SAVE),
    "does_not_replay": json.dumps({**GOOD_SAVE, "line": ["c1-f1"]}).encode(),
    "score_mismatch": json.dumps({**GOOD_SAVE, "score": 500}).encode(),
}


@pytest.mark.parametrize("name", sorted(set(BAD_FILES) - {"newer"}))  # a newer one is left: below
def test_a_bad_save_is_kept_aside_and_a_new_game_follows(name: str) -> None:
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(BAD_FILES[name])
    game, problem = store.load()
    assert game is None
    [aside] = kept_aside(store.path)
    assert aside.read_bytes() == BAD_FILES[name]  # nothing of the player's file is lost
    assert problem == LoadProblem(StoredFile.GAME, ReadFault.DAMAGED, kept=aside.name, restored=False)
    assert not store.path.exists()
    store.save(Game(Deal.random()))  # the new game saves normally afterwards
    assert store.load()[1] is None


def test_a_bad_save_with_a_bad_backup_keeps_both_and_names_both() -> None:
    """Both saves damaged: each is set aside before a save replaces it, and the problem
    names both, so the player can find either."""
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(BAD_FILES["truncated"])
    store.backup.write_bytes(b"not a save")
    game, problem = store.load()
    assert game is None
    [aside] = kept_aside(store.path)
    [backup_aside] = kept_aside(store.backup)
    assert (aside.read_bytes(), backup_aside.read_bytes()) == (BAD_FILES["truncated"], b"not a save")
    assert problem == LoadProblem(
        StoredFile.GAME,
        ReadFault.DAMAGED,
        kept=aside.name,
        kept_backup=backup_aside.name,
        backup_fault=ReadFault.DAMAGED,
    )


def test_a_missing_save_with_a_bad_backup_is_told_not_taken_for_a_first_start() -> None:
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    store.backup.write_bytes(b"not a save")
    game, problem = store.load()
    [backup_aside] = kept_aside(store.backup)
    assert game is None
    assert problem == LoadProblem(
        StoredFile.GAME, ReadFault.MISSING, kept_backup=backup_aside.name, backup_fault=ReadFault.DAMAGED
    )


@pytest.mark.parametrize("save", ["missing", "damaged"])
def test_a_backup_the_game_may_not_read_is_left_as_it_is_and_never_written_over(
    save: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It may be the good save (the tests run as root, so EACCES is made): it was set aside
    without a word, and with the save missing the start was taken for a first one."""
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    good = Game(Deal.from_code("FT1-N-AAAAAB3")).dumps()
    store.backup.write_text(good)
    if save == "damaged":
        store.path.write_bytes(b"not a save")
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path) == store.backup:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    game, problem = store.load()
    assert game is None and problem is not None
    assert problem.backup_fault is ReadFault.NOT_ALLOWED and problem.kept_backup is None
    assert problem.fault is (ReadFault.MISSING if save == "missing" else ReadFault.DAMAGED)
    assert not store.writable
    with pytest.raises(OSError):
        store.save(Game(Deal.from_code("FT1-N-AAAAAAV")))
    monkeypatch.undo()
    assert store.backup.read_text() == good and not kept_aside(store.backup)


def test_a_newer_save_says_so_and_is_left_for_that_version() -> None:
    """It was set aside (its backup restored), so the newer version, started again, found no
    game of its own: it is left as it is, with its backup, and this run saves nothing."""
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(BAD_FILES["newer"])
    store.backup.write_text(Game(Deal.random()).dumps())
    backup = store.backup.read_bytes()
    game, problem = store.load()
    assert game is None and problem == LoadProblem(StoredFile.GAME, ReadFault.NEWER)
    assert not store.writable and not kept_aside(store.path)
    with pytest.raises(OSError):
        store.save(Game(Deal.random()))
    assert store.path.read_bytes() == BAD_FILES["newer"] and store.backup.read_bytes() == backup


def test_a_huge_save_is_refused_without_reading_it() -> None:
    store = GameStore.default()
    make_huge(store.path, GAME_FILE_BYTES + 1)
    game, problem = store.load()
    assert game is None and problem is not None and problem.fault is ReadFault.DAMAGED
    assert len(kept_aside(store.path)) == 1


def longest_history() -> dict[str, Any]:
    """The save of a game of deal 11 whose history is as long as a save may hold: its c2's
    top card goes onto c10, then to and fro between c10 and c7 (the same card tops both)."""
    data = Game(Deal.from_number(11, "N"), None).to_json()
    there, back = "c10-c7", "c7-c10"
    data["line"] = ["c2-c10"] + [there if i % 2 == 0 else back for i in range(MAX_LINE - 1)]
    data["move_counter"] = MAX_LINE
    return data


def test_the_longest_history_play_can_save_comes_back_and_holds_no_more() -> None:
    store = GameStore.default()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(longest_history(), separators=(",", ":")))
    assert store.path.stat().st_size > 4 * 1024 * 1024  # over the read limit there was before
    game, problem = store.load()
    assert problem is None and game is not None and len(game.line) == MAX_LINE
    with pytest.raises(IllegalMoveError) as refused:  # a move more could not be saved
        game.push(DRAW)
    assert refused.value.rule is Rule.HISTORY_FULL
    game.pop()  # an undo makes room: undone moves are saved too (redo), and come back
    store.save(game)
    again, problem = GameStore.default().load()
    assert problem is None and again == game and len(again.redo_moves) == 1


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("undo_depth", True),  # JSON true is no depth, though Python takes it for 1
        ("undo_floor", False),
        ("move_counter", -1),  # one below the actions of line and redo, each counted when played
    ],
)
def test_a_hand_edited_save_with_values_play_never_writes_is_refused(field: str, value: object) -> None:
    game = long_game(40)
    assert game.redo_moves and game.move_counter > len(game.line) + len(game.redo_moves)
    data: dict[str, Any] = game.to_json()
    data[field] = len(game.line) + len(game.redo_moves) - 1 if value == -1 else value
    store = GameStore.default()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(data))
    loaded, problem = store.load()
    assert loaded is None and problem is not None and problem.fault is ReadFault.DAMAGED


def test_a_folder_in_place_of_the_save_is_set_aside() -> None:
    store = GameStore.default()
    store.path.mkdir(parents=True)
    game, problem = store.load()
    assert game is None and problem is not None
    assert not store.path.exists() and kept_aside(store.path)


def test_a_folder_in_place_of_the_backup_is_set_aside_and_backups_go_on() -> None:
    """A folder where the previous save is kept would end every backup without a word: it
    is set aside at the next save (with what it holds), the backup is made again, and no
    half-made backup is left behind, so a later damaged save still comes back. (A link or
    a FIFO there is simply replaced by the backup.)"""
    store = GameStore.default()
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    store.save(game)
    store.backup.mkdir()
    (store.backup / "inside").write_text("kept")
    game.push(DRAW)
    store.save(game)
    game.push(DRAW)
    store.save(game)
    [kept] = kept_aside(store.backup)
    assert (kept / "inside").read_text() == "kept"  # set aside, never lost
    assert store.backup.is_file()
    assert not list(store.path.parent.glob("*.new"))
    store.path.write_bytes(store.path.read_bytes()[:-7])  # the last save got cut off
    loaded, problem = store.load()
    assert loaded is not None and loaded.move_counter == 1 and problem is not None and problem.restored


def test_a_broken_save_falls_back_to_the_previous_one() -> None:
    store = GameStore.default()
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.push(DRAW)
    store.save(game)
    game.push(DRAW)
    store.save(game)
    store.path.write_bytes(store.path.read_bytes()[:-7])  # the last save got cut off
    loaded, problem = store.load()
    assert loaded is not None and loaded.move_counter == 1  # the save before the last one
    assert problem is not None and problem.restored and problem.fault is ReadFault.DAMAGED
    assert store.path.read_bytes() == store.backup.read_bytes()  # written back at once


@pytest.mark.parametrize("value", ["1", "0", "true", '"yes"', "null", "[1]", "1e400"])
def test_the_window_s_marks_come_back_with_the_game_and_a_bad_mark_costs_nothing(value: str) -> None:
    store = GameStore.default()
    store.marks = lambda: {DEAL_LOST, FINISH_DECLINED, "unknown"}
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    game.push(DRAW)
    store.save(game)
    again = GameStore.default()  # as after a restart
    assert again.load() == (game, None) and again.loaded_marks == {DEAL_LOST, FINISH_DECLINED}
    text = store.path.read_text()
    assert "unknown" not in text and '"finish_declined":1' in text
    store.path.write_text(text.replace('"finish_declined":1', f'"finish_declined":{value}'))
    third = GameStore.default()
    assert third.load() == (game, None)  # the game, and no problem to tell
    assert third.loaded_marks == ({DEAL_LOST, FINISH_DECLINED} if value == "1" else {DEAL_LOST})
    store.marks = set
    store.save(game)
    assert FINISH_DECLINED not in store.path.read_text() and DEAL_LOST not in store.path.read_text()


def test_a_newer_version_s_fields_stay_with_their_game() -> None:
    """A field a newer version added to the save (without a new format version) is still
    there after this version plays on in the same game; a new game does not carry it."""
    store = GameStore.default()
    game = Game(Deal.from_code("FT1-N-AAAAAAV"))
    store.save(game)
    data = json.loads(store.path.read_text())
    data |= {"hints": {"used": 2}, "solver_cache": [1, 2]}
    store.path.write_text(json.dumps(data).replace("[1, 2]", "[1, 2, NaN]"))
    again = GameStore.default()
    loaded, problem = again.load()
    assert problem is None and loaded == game and loaded is not None
    loaded.push(DRAW)
    again.save(loaded)
    saved = json.loads(again.path.read_text())
    assert saved["hints"] == {"used": 2} and "solver_cache" not in saved  # (NaN: cannot be written)
    assert Game.from_json(saved) == loaded
    other = Game(Deal.from_code("FT1-N-AAAAAAV"))
    again.save(other)
    assert "hints" not in json.loads(again.path.read_text())


def test_a_save_cut_off_at_every_byte_loads_or_is_set_aside() -> None:
    good = long_game()
    data = good.dumps().encode()
    assert len(data) > 1500
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    for offset in range(len(data) + 1):
        store.path.write_bytes(data[:offset])
        game, problem = store.load()  # must not raise
        if offset == len(data):
            assert problem is None and game == good
        else:
            assert game is None and problem is not None, offset
            for aside in kept_aside(store.path):
                assert aside.read_bytes() == data[:offset]
                aside.unlink()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_never_crash_the_loader(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = GameStore(Path(tmp) / "game.json")
        store.path.write_bytes(data)
        game, problem = store.load()
        assert (game is None) == (problem is not None)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)


SHORT_SAVE = long_game(60).to_json()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(SHORT_SAVE)), JSON_VALUES)
def test_a_save_with_any_field_mangled_never_crashes_the_loader(key: str, value: object) -> None:
    data = dict(SHORT_SAVE)
    data[key] = value
    with tempfile.TemporaryDirectory() as tmp:
        store = GameStore(Path(tmp) / "game.json")
        store.path.write_text(json.dumps(data))
        game, problem = store.load()
        assert (game is None) == (problem is not None)


def test_a_crash_mid_write_leaves_the_old_save_intact(monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore.default()
    old = Game(Deal.from_code("FT1-N-AAAAAAV"))
    store.save(old)
    before = store.path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError("power cut")

    newer = old.copy()
    newer.push(DRAW)
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        store.save(newer)
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert [p.name for p in store.path.parent.iterdir() if p.name.endswith(".tmp")] == []
    assert store.load() == (old, None)


def test_a_crash_while_writing_the_bytes_leaves_the_old_save_intact(monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore.default()
    old = Game(Deal.from_code("FT1-N-AAAAAAV"))
    store.save(old)
    real_fdopen = os.fdopen

    class DiskFull:
        """Writes half of what it is given, then fails."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.f = real_fdopen(*args, **kwargs)

        def __enter__(self) -> DiskFull:
            return self

        def __exit__(self, *exc: object) -> None:
            self.f.close()

        def write(self, data: bytes) -> int:
            self.f.write(data[: len(data) // 2])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fdopen", DiskFull)
    newer = long_game(40)
    with pytest.raises(OSError):
        store.save(newer)
    monkeypatch.undo()
    assert store.load() == (old, None)
    assert [p.name for p in store.path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_save_reaches_the_disk_in_the_background(monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    store = GameStore.default()
    store.save(long_game(40))
    assert store.flush()
    assert synced  # the file (and its folder) were pushed to the disk
    assert store.load()[1] is None


def test_a_second_store_cannot_take_the_lock_until_the_first_releases_it() -> None:
    first, second = GameStore.default(), GameStore.default()
    assert first.acquire() is LockState.HELD
    assert first.acquire() is LockState.HELD  # taking it again is harmless
    assert second.acquire() is LockState.BUSY
    assert not second.locked
    first.release()
    assert second.acquire() is LockState.HELD and second.locked
    second.release()


HOLD_LOCK = """
import sys
from pathlib import Path
from qvoleurs.storage.game_store import DEAL_LOST, FINISH_DECLINED, GAME_FILE_BYTES, GameStore
from qvoleurs.storage.problems import LoadProblem, LockState, ReadFault, StoredFile
store = GameStore(Path(sys.argv[1]))
print(store.acquire().value, flush=True)
sys.stdin.read()  # hold the lock until killed
"""


def test_the_lock_of_a_killed_process_is_free_again() -> None:
    store = GameStore.default()
    store.path.parent.mkdir(parents=True)
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(store.path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parent.parent,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "held"
        assert store.acquire() is LockState.BUSY  # the other copy of the program has the game
        child.kill()
        child.wait(timeout=30)
        assert store.acquire() is LockState.HELD  # the OS released the dead process's lock
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=30)
        store.release()


def test_a_copy_is_kept_where_the_file_system_makes_no_hard_links(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = tmp_path / "game.json"
    save.write_text("the other window's game")

    def no_links(*_args: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    kept = files.keep_copy(save, "other")
    assert kept.name.startswith("game.json.other-") and kept.read_text() == save.read_text()
    assert files.keep_copy(save, "other") != kept  # a second in the same second gets its own name
