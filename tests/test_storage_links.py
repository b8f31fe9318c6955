"""A stored file kept as a symlink (a dotfiles folder's, GNU stow's) stays a link: saves go
through to the file it leads to, as QSaveFile's do; and a file, FIFO or broken link where
a folder should be is a fault of its own (NOT_A_FOLDER), never "the disk refused it"."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from qvoleurs import settings
from qvoleurs.engine import DRAW, Deal, Game
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import Statistics
from qvoleurs.storage import disk_sync, files
from qvoleurs.storage.files import (
    clean_stale_temps,
    in_the_way,
    keep_copy,
    keep_previous,
    link_to_nothing,
    make_folder,
    write_atomic,
)
from qvoleurs.storage.game_store import GameStore
from qvoleurs.storage.problems import ReadFault, WriteFault


def new_game(number: int = 7) -> Game:
    return Game(Deal.from_number(number, "S"))


def linked(path: Path, target: Path) -> Path:
    """`path` made a symlink to `target` (relative, as stow makes them), in a folder of its own."""
    path.parent.mkdir(parents=True, exist_ok=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(os.path.relpath(target, path.parent))
    return path


def test_a_write_to_a_link_goes_to_the_file_it_leads_to_and_the_link_stays(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "qvoleurs" / "preferences.json"
    target.parent.mkdir(parents=True)
    target.write_text("old")
    path = linked(tmp_path / "config" / "qvoleurs" / "preferences.json", target)
    write_atomic(path, "new")
    assert path.is_symlink() and os.readlink(path) == "../../dotfiles/qvoleurs/preferences.json"
    assert target.read_text() == "new" and stat.S_IMODE(target.stat().st_mode) == 0o600
    assert os.listdir(target.parent) == ["preferences.json"] and os.listdir(path.parent) == ["preferences.json"]


def test_a_link_to_a_link_is_followed_to_the_end(tmp_path: Path) -> None:
    target = tmp_path / "b" / "f.json"
    target.parent.mkdir()
    target.write_text("old")
    middle = linked(tmp_path / "a" / "f.json", target)
    path = linked(tmp_path / "f.json", middle)
    write_atomic(path, "new")
    assert path.is_symlink() and middle.is_symlink() and target.read_text() == "new"


def test_the_settings_linked_into_a_dotfiles_folder_stay_linked_and_their_backup_is_the_old_file(
    tmp_path: Path,
) -> None:
    target = tmp_path / "dotfiles" / "preferences.json"
    path = linked(tmp_path / "config" / "preferences.json", target)
    prefs = Preferences.load(path)  # a link to a file not made yet: nothing there, nothing damaged
    assert prefs.problem is None and not os.path.lexists(path.with_name(path.name + ".bak"))
    prefs.set(settings.DOUBLE_CLICK, False)  # the first save makes the file the link leads to
    assert path.is_symlink() and '"play/double_click": false' in target.read_text()
    prefs.set(settings.DOUBLE_CLICK, True)
    backup = path.with_name("preferences.json.bak")
    assert path.is_symlink() and '"play/double_click": true' in target.read_text()
    assert not backup.is_symlink() and '"play/double_click": false' in backup.read_text()
    again = Preferences.load(path)
    assert again.problem is None and again.get(settings.DOUBLE_CLICK) is True
    assert sorted(os.listdir(path.parent)) == ["preferences.json", "preferences.json.bak"]
    assert os.listdir(target.parent) == ["preferences.json"]  # no temporary file left on either side


def test_a_saved_game_linked_elsewhere_stays_linked_and_its_backup_holds_the_save_before(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "game.json"
    path = linked(tmp_path / "data" / "game.json", target)
    store = GameStore(path)
    played = new_game()
    store.save(played)
    played.push(DRAW)
    store.save(played)
    store.flush()
    assert path.is_symlink() and Game.loads(target.read_text()).move_counter == 1
    backup = store.backup
    assert backup.is_file() and not backup.is_symlink()
    assert Game.loads(backup.read_text()).move_counter == 0  # not a link to the link: the save before
    game, problem = GameStore(path).load()
    assert problem is None and game is not None and game.move_counter == 1


def test_the_other_window_s_game_is_kept_as_it_was_not_as_a_link(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "game.json"
    path = linked(tmp_path / "data" / "game.json", target)
    theirs = new_game(3)
    theirs.push(DRAW)
    GameStore(path).save(theirs)
    store = GameStore(path)
    ours = new_game(4)
    kept = path.with_name(store.keep_other_game(ours) or "")
    store.save(ours)
    assert not kept.is_symlink() and Game.loads(kept.read_text()).game_id == theirs.game_id
    assert path.is_symlink() and Game.loads(target.read_text()).game_id != theirs.game_id


def test_the_statistics_linked_elsewhere_stay_linked(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "statistics.json"
    target.parent.mkdir()
    Statistics.load(target).save()
    before = target.read_text()
    path = linked(tmp_path / "data" / "statistics.json", target)
    stats = Statistics.load(path)
    assert stats.problem is None
    stats.save()
    assert path.is_symlink() and target.read_text() == before
    assert path.with_name("statistics.json.bak").read_text() == before


def test_a_backup_of_a_file_linked_onto_another_disk_is_a_copy_of_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "usb" / "game.json"
    target.parent.mkdir()
    target.write_text("old")
    path = linked(tmp_path / "data" / "game.json", target)
    real_link = os.link

    def across_disks(src: str, dst: str, **kw: object) -> None:
        if Path(src) == target:
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        real_link(src, dst)

    monkeypatch.setattr(files.os, "link", across_disks)
    backup = path.with_name("game.json.bak")
    keep_previous(path, backup)
    write_atomic(path, "new")
    assert backup.read_text() == "old" and not backup.is_symlink() and stat.S_IMODE(backup.stat().st_mode) == 0o600
    assert path.is_symlink() and target.read_text() == "new"
    assert not os.path.lexists(backup.with_name("game.json.bak.new"))


def test_keep_copy_keeps_the_linked_file_as_it_is_now(tmp_path: Path) -> None:
    target = tmp_path / "b" / "f"
    target.parent.mkdir()
    target.write_text("then")
    path = linked(tmp_path / "a" / "f", target)
    kept = keep_copy(path, "other")
    write_atomic(path, "now")
    assert not kept.is_symlink() and kept.read_text() == "then"


def test_a_link_to_nothing_in_a_folder_that_is_there_is_no_file_yet_and_the_save_makes_it(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "game.json"
    path = linked(tmp_path / "data" / "game.json", target)
    store = GameStore(path)
    assert store.load() == (None, None)  # a first start, not a damaged save
    assert path.is_symlink()  # not set aside
    game = new_game(5)
    store.save(game)
    assert path.is_symlink() and Game.loads(target.read_text()).game_id == game.game_id


def test_a_link_to_nothing_in_a_missing_folder_is_set_aside_and_replaced(tmp_path: Path) -> None:
    """Nowhere to write through to (the dotfiles folder is gone, an unmounted disk): as before,
    the load keeps the link under a new name and says so, and the save makes a plain file
    (making folders wherever a link points is not the game's to do)."""
    path = tmp_path / "data" / "preferences.json"
    path.parent.mkdir()
    path.symlink_to(tmp_path / "unmounted" / "preferences.json")
    prefs = Preferences.load(path)
    assert prefs.problem is not None and prefs.problem.kept is not None
    assert path.with_name(prefs.problem.kept).is_symlink()  # kept, as it was
    prefs.set(settings.DOUBLE_CLICK, False)
    assert prefs.save_error is None and path.is_file() and not path.is_symlink()


@pytest.mark.parametrize("loop", ["itself", "two links"])
def test_a_link_in_a_loop_is_set_aside_at_the_load_and_a_loop_made_since_is_replaced(tmp_path: Path, loop: str) -> None:
    """A loop leads to no file: nothing to write through to. The load keeps it under a new
    name (told as damaged); one made during the session is replaced by the save (as before
    the links were followed), which fails no save and loses nothing of the player's."""
    path = tmp_path / "statistics.json"
    other = tmp_path / "other.json"

    def make_loop() -> None:
        path.symlink_to(path.name if loop == "itself" else other.name)
        if loop == "two links":
            other.symlink_to(path.name)

    make_loop()
    stats = Statistics.load(path)
    assert stats.problem is not None and stats.problem.fault is ReadFault.DAMAGED and stats.problem.kept is not None
    assert path.with_name(stats.problem.kept).is_symlink()
    stats.save()
    assert path.is_file() and not path.is_symlink()
    path.unlink()
    other.unlink(missing_ok=True)
    make_loop()
    write_atomic(path, "{}")
    assert path.is_file() and not path.is_symlink() and path.read_text() == "{}"


def test_a_link_to_a_folder_is_not_written_through(tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    path = tmp_path / "f.json"
    path.symlink_to("folder")
    write_atomic(path, "x")
    assert path.read_text() == "x" and not path.is_symlink() and (tmp_path / "folder").is_dir()


def test_temporary_files_a_killed_save_left_beside_the_linked_file_are_cleaned(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "preferences.json"
    path = linked(tmp_path / "config" / "preferences.json", target)
    left = target.with_name(".preferences.json.abc123.tmp")
    left.write_text("half")
    os.utime(left, (0, 0))
    assert [removed.resolve() for removed in clean_stale_temps(path)] == [left] and not left.exists()


def test_the_disk_sync_makes_the_rename_in_the_linked_file_s_folder_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "dotfiles" / "game.json"
    path = linked(tmp_path / "data" / "game.json", target)
    write_atomic(path, "x")
    synced: list[int] = []
    monkeypatch.setattr(disk_sync.os, "fsync", lambda fd: synced.append(os.fstat(fd).st_ino))
    disk_sync.sync_path(path)
    assert synced == [target.stat().st_ino, target.parent.stat().st_ino]


@pytest.mark.parametrize("kind", ["file", "dangling link", "link loop", "fifo", "link to a file"])
def test_a_folder_that_cannot_be_made_is_not_a_folder_fault(tmp_path: Path, kind: str) -> None:
    folder = tmp_path / "qvoleurs"
    if kind == "file":
        folder.write_text("x")
    elif kind == "fifo":
        os.mkfifo(folder)
    elif kind == "link to a file":
        (tmp_path / "notes").write_text("x")
        folder.symlink_to("notes")
    else:
        folder.symlink_to("nowhere" if kind == "dangling link" else folder.name)
    for write in (lambda: make_folder(folder), lambda: write_atomic(folder / "game.json", "x")):
        with pytest.raises(OSError) as raised:
            write()
        assert WriteFault.of(raised.value) is WriteFault.NOT_A_FOLDER
    assert in_the_way(folder) == folder  # what the notice names
    assert os.path.lexists(folder)  # left as it was


def test_a_link_to_nothing_says_where_it_leads(tmp_path: Path) -> None:
    link = tmp_path / "qvoleurs"
    link.symlink_to("../drive/qvoleurs")  # relative, as `ln -s` makes them
    assert link_to_nothing(link) == tmp_path.parent / "drive" / "qvoleurs"
    chain = tmp_path / "chain"
    chain.symlink_to("qvoleurs")  # a link to that link: where the chain ends is what is missing
    assert link_to_nothing(chain) == tmp_path.parent / "drive" / "qvoleurs"
    loop = tmp_path / "loop"
    loop.symlink_to("loop")
    (tmp_path / "file").write_text("x")
    (tmp_path / "to-a-file").symlink_to("file")
    for place in (loop, tmp_path / "file", tmp_path / "to-a-file", tmp_path / "missing", tmp_path):
        assert link_to_nothing(place) is None, place


def test_a_file_above_the_folder_is_what_is_named(tmp_path: Path) -> None:
    (tmp_path / "share").write_text("x")
    folder = tmp_path / "share" / "qvoleurs"
    with pytest.raises(OSError) as raised:
        write_atomic(folder / "game.json", "x")
    assert WriteFault.of(raised.value) is WriteFault.NOT_A_FOLDER
    assert in_the_way(folder) == tmp_path / "share"
    assert in_the_way(tmp_path / "fine" / "qvoleurs") == tmp_path / "fine" / "qvoleurs"  # nothing in the way


@pytest.mark.parametrize("code", [errno.ENOTDIR, errno.ELOOP])
def test_a_path_through_something_that_is_not_a_folder_is_not_a_folder_fault(code: int) -> None:
    assert WriteFault.of(OSError(code, "x")) is WriteFault.NOT_A_FOLDER
