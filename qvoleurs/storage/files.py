"""Safe file handling: bounded reads of regular files only, atomic writes, and setting a
bad file aside instead of losing it."""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "qvoleurs"
MAX_FILE_BYTES = 4 * 1024 * 1024  # a file read with no limit of its own (the game save has one: GAME_FILE_BYTES)
MAX_JSON_INT = 2**53  # JSON's safe integers: nothing qvoleurs stores comes near
STALE_TEMP_SECONDS = 60  # a save takes milliseconds: an older temporary file is a crash's leftover


class FileTooLargeError(ValueError):
    """A file larger than any file qvoleurs writes (not read into memory)."""


class NotRegularFileError(ValueError):
    """A folder, FIFO, device or socket where a file was expected (never read from)."""


class NotTextError(ValueError):
    """A file that is not UTF-8 text."""


class TooDeepError(ValueError):
    """JSON nested deeper than the parser goes."""


class OutOfRangeError(ValueError):
    """A number beyond any value qvoleurs stores (loads_bounded with `strict`)."""


def config_dir() -> Path:
    """Where the settings live (platform's native place)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where the game in progress and the statistics live."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)


def read_bytes_limited(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file at `path`, never more than `limit` (default MAX_FILE_BYTES).

    Opened without blocking (a FIFO never hangs) and checked to be a regular file before a
    byte is read (no /dev/zero, no folder). Raises OSError when it cannot be opened,
    NotRegularFileError, or FileTooLargeError.
    """
    limit = MAX_FILE_BYTES if limit is None else limit
    fd = os.open(path, _READ_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFileError("not a regular file")
        if info.st_size > limit:
            raise FileTooLargeError(f"the file is larger than {limit} bytes")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # never more than the limit in memory, even if the file grows
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise FileTooLargeError(f"the file is larger than {limit} bytes")
    return b"".join(chunks)


def read_text_limited(path: Path, limit: int | None = None) -> str:
    """The file's text (see read_bytes_limited); ValueError when it is not UTF-8. A byte order
    mark at its start (Notepad's UTF-8) is not part of the text."""
    data = read_bytes_limited(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise NotTextError("the file is not text (not UTF-8)") from None


class OutOfRange:
    """What a number beyond any stored value reads as (never a number: every type check
    refuses it, so a preference is ignored and a game or a record is set aside)."""

    _instance: OutOfRange | None = None

    def __new__(cls) -> OutOfRange:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "OUT_OF_RANGE"


OUT_OF_RANGE = OutOfRange()


def unknown_fields(data: Mapping[str, Any], known: Collection[str]) -> dict[str, Any]:
    """The fields of `data` (read by loads_bounded) not named in `known`: another version's, to
    be written back as they were. One holding OUT_OF_RANGE is left out: it cannot be written
    again (and no version reads such a number)."""
    return {key: value for key, value in data.items() if key not in known and _writable(value)}


def _writable(value: object) -> bool:
    """`value` can be written as JSON again: no OUT_OF_RANGE in it."""
    if isinstance(value, dict):
        return all(_writable(v) for v in value.values())
    if isinstance(value, list):
        return all(_writable(v) for v in value)
    return value is not OUT_OF_RANGE


def _strict(value: object) -> object:
    raise OutOfRangeError("a number out of range")


def loads_bounded(text: str | bytes, strict: bool = False) -> Any:
    """JSON without the values no qvoleurs file holds: NaN, Infinity, numbers beyond 2^53
    read as OUT_OF_RANGE (or raise OutOfRangeError when `strict`), and never a 5000-digit
    conversion. json.JSONDecodeError for bad JSON, TooDeepError for JSON nested too deeply."""
    out = _strict if strict else (lambda _text: OUT_OF_RANGE)

    def integer(digits: str) -> object:
        if len(digits.lstrip("-")) > 16:  # more digits than any safe integer: no conversion
            return out(digits)
        value = int(digits)
        return value if abs(value) <= MAX_JSON_INT else out(digits)

    def real(digits: str) -> object:
        value = float(digits)
        return value if math.isfinite(value) and abs(value) <= MAX_JSON_INT else out(digits)

    try:
        return json.loads(text, parse_int=integer, parse_float=real, parse_constant=out)
    except RecursionError:
        raise TooDeepError("the file is nested too deeply") from None


OWN_FILE = 0o600  # the game's files: its player's to read and write, nobody else's
OWN_FOLDER = 0o700


def make_folder(folder: Path) -> None:
    """Make `folder` and its missing parents, each at least the player's to use whatever the
    umask (0777 would make folders that nothing can be written into)."""
    missing = []
    for parent in (folder, *folder.parents):
        if is_present(parent):
            break
        missing.append(parent)
    for made in reversed(missing):  # from the top down: under umask 0777 a parent made at mode 000
        _mkdir(made)  # would refuse its child to anyone but root (mkdir(parents=True) did)
        with contextlib.suppress(OSError):
            mode = made.stat().st_mode & 0o7777
            if mode & OWN_FOLDER != OWN_FOLDER:
                made.chmod(mode | OWN_FOLDER)
    _mkdir(folder)  # (nothing was missing: an error if it is not a folder)


def _mkdir(folder: Path) -> None:
    """mkdir, where a file, FIFO or link to nothing in the folder's place is NotADirectoryError
    (mkdir's EEXIST says "it exists", which no player can act on: WriteFault.NOT_A_FOLDER)."""
    try:
        folder.mkdir(exist_ok=True)
    except FileExistsError as exc:  # (a folder there is no error: exist_ok)
        raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder)) from exc


def in_the_way(folder: Path) -> Path:
    """What stands where `folder` should be made: the first of its parents, from the top, or
    `folder` itself, that is there and is no folder (a file, a FIFO, a link to nothing or round
    in a loop). `folder` when none is found (it was moved away meanwhile, or cannot be looked at)."""
    for place in reversed((folder, *folder.parents)):
        try:
            if not stat.S_ISDIR(os.stat(place).st_mode):  # (a link to a folder is a folder)
                return place
        except FileNotFoundError:
            return place if os.path.lexists(place) else folder  # a link to nothing, or nothing in the way
        except OSError as exc:
            return place if exc.errno == errno.ELOOP else folder
        except ValueError:
            return folder
    return folder


def link_to_nothing(place: Path) -> Path | None:
    """Where `place` leads when it is a symbolic link to nothing (a drive not connected, a
    folder moved or deleted): the place it leads to in the end; else None (a loop included)."""
    try:
        os.stat(place)
        return None
    except FileNotFoundError:
        pass
    except (OSError, ValueError):
        return None
    if not os.path.islink(place):  # nothing there at all
        return None
    return Path(os.path.realpath(place))  # the end of a chain of links, where nothing is


_MAX_LINKS = 40  # as Linux: more links in a row are a loop


def write_target(path: Path) -> Path:
    """Where a write to `path` goes: `path`, or, when it is a symlink (a dotfiles folder's,
    GNU stow's), the file it leads to in the end, so that the link stays a link (as QSaveFile
    and editors do). That file need not be there yet, but its folder must be.

    A link that cannot be followed to such a file (a loop, a missing folder on the way, a
    folder or a FIFO at its end) gives `path`, and the write replaces the link: there is nothing
    in it to lose (the load found nothing to read in it, set it aside under a new name and said
    so, so only a link broken since is replaced), and refusing it would fail every save."""
    current = path
    for _ in range(_MAX_LINKS + 1):
        try:
            link = os.readlink(current)
        except OSError as exc:
            # EINVAL: a name that is no link; ENOENT: nothing there yet (or no folder on the way)
            if current is path or exc.errno not in (errno.EINVAL, errno.ENOENT):
                return path
            break
        except ValueError:
            return path
        # an absolute link replaces the folder; ".." is left for the kernel to follow, as for the link
        current = Path(os.path.dirname(current), link)
    else:
        return path  # a loop
    try:
        if not stat.S_ISDIR(os.stat(current.parent).st_mode):
            return path
        if not stat.S_ISREG(os.stat(current).st_mode):
            return path
    except FileNotFoundError:
        if not current.parent.is_dir():
            return path
    except (OSError, ValueError):
        return path
    return current


def links_to_nothing_yet(path: Path) -> bool:
    """`path` is a symlink to a file not made yet in a folder that is there (a dotfiles link made
    before the game's first save): no file yet, not a damaged one. The first save makes it
    where the link leads, and the link stays."""
    target = write_target(path)
    return target != path and not os.path.lexists(target)


def replace_folder_too(source: str | Path, target: Path) -> None:
    """Rename `source` over `target`, even where a folder stands at `target`: one made in the
    file's place since the start (which sets one aside) failed every save, "refused by the
    disk", and the game was lost at the next start. It is kept under a new name, as the start
    keeps one. Raises OSError."""
    try:
        os.replace(source, target)
    except IsADirectoryError:
        set_aside(target)
        os.replace(source, target)


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` so that `path` holds either the old or the new content, never half.

    Write a temporary file in the same folder, flush it (to disk too when `durable`:
    fsync, which can take milliseconds), then rename over. A symlink at `path` is followed
    (`write_target`): the temporary file goes beside the file it leads to, on that file's
    disk, and the link stays. Raises OSError (the old file is then untouched and no
    temporary file is left; one left by a killed program goes at the next start:
    `clean_stale_temps`).
    """
    make_folder(path.parent)
    target = write_target(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.fchmod(fd, OWN_FILE)  # mkstemp's 0600 less the umask: under umask 0777 even we could not read it
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            if durable:
                os.fsync(f.fileno())
        replace_folder_too(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def keep_previous(path: Path, backup: Path) -> None:
    """Keep the file at `path` as `backup` before it is written over: a hard link, made
    under a temporary name and renamed over the old backup, so `backup` is always whole.
    A symlink at `path` is followed: the backup is the file it leads to (a link to the link
    would show the new content), copied when that file is on another disk. A folder in the
    backup's place is set aside first (it would end every backup); a file system without
    hard links keeps no backup (the atomic write still protects `path`).
    Never raises, and never leaves the temporary link behind."""
    if not path.is_file():
        return
    tmp = backup.with_name(backup.name + ".new")
    try:
        source = os.path.realpath(path, strict=True)
        if is_present(tmp):
            try:
                tmp.unlink()
            except OSError:  # EISDIR, or EPERM on some systems: a folder would end every backup
                if tmp.is_symlink() or not tmp.is_dir():
                    raise
                set_aside(tmp)
        try:
            os.link(source, tmp)
        except OSError as exc:
            if exc.errno != errno.EXDEV:
                raise
            _copy_own(source, tmp)
        replace_folder_too(tmp, backup)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)


def clean_stale_temps(path: Path, age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the temporary files `write_atomic` left for `path` when the program was
    killed mid-save (older than `age` seconds, so another copy's save in flight stays):
    beside it, and beside the file a symlink at `path` leads to. Returns what was removed.
    Never raises."""
    removed: list[Path] = []
    now = time.time()
    candidates: list[Path] = []
    for written in dict.fromkeys((path, write_target(path))):
        with contextlib.suppress(OSError):
            candidates += written.parent.glob(f".{written.name}.*.tmp")
    for tmp in candidates:
        try:
            info = tmp.lstat()
            # (a file dated ahead was left while the clock was wrong: no save of now is that old)
            if stat.S_ISREG(info.st_mode) and abs(now - info.st_mtime) > age:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def _free_name(path: Path, label: str) -> Path:
    """`<name>.<label>-<time>` beside `path`, with a count after it if that is taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
        n += 1
    return target


def set_aside(path: Path) -> Path:
    """Rename a broken file (or folder, FIFO, symlink) to `<name>.broken-<time>` so nothing
    is lost; returns the new path."""
    target = _free_name(path, "broken")
    os.replace(path, target)
    return target


def keep_copy(path: Path, label: str) -> Path:
    """Keep the file at `path` as it is now under `<name>.<label>-<time>` as well (a hard
    link, a copy where the file system has none); returns the new path. Raises OSError.
    A symlink at `path` is followed: what is kept is the file it leads to, as it is now."""
    source = os.path.realpath(path, strict=True)
    target = _free_name(path, label)
    try:
        os.link(source, target)
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP):
            raise
        _copy_own(source, target)
    return target


def _copy_own(source: str, target: Path) -> None:
    """Copy the file `source` to the new file `target`, the player's only (as the file was)."""
    shutil.copyfile(source, target)
    os.chmod(target, OWN_FILE)


def is_present(path: Path) -> bool:
    """Something is at `path`, be it a dangling symlink or a file we may not read; also
    when we cannot tell (a folder we may not look into): a save may be there, and must
    then be neither taken for a first start nor written over."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):  # nothing there, or its folder is a file
        return False
    except OSError as exc:
        # lstat does not follow the last link, so a loop lies in a folder above: nothing can
        # be there, as under a folder that is a file (a save that is itself a loop is present);
        # nor at a path too long to name, which no save can have been written to
        return exc.errno not in (errno.ELOOP, errno.ENAMETOOLONG)
    except ValueError:
        return True
    return True
