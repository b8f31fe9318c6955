"""Safe file handling: atomic writes, and setting a bad file aside instead of losing it."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

import platformdirs

APP_NAME = "qvoleurs"
MAX_FILE_BYTES = 16 * 1024 * 1024  # larger than any real save: refuse to parse it


class FileTooLargeError(ValueError):
    """A file larger than any file qvoleurs writes (not read into memory)."""


def config_dir() -> Path:
    """Where the settings live (platform's native place)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where the game in progress and the statistics live."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` so that `path` holds either the old or the new content, never half.

    Write a temporary file in the same folder, flush it (to disk too when `durable`:
    fsync, which can take milliseconds), then rename over. Raises OSError (the old file
    is then untouched and no temporary file is left).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_text_limited(path: Path, limit: int | None = None) -> str:
    """The file's text. Raises OSError when it cannot be read, FileTooLargeError when it
    holds more than `limit` bytes (default MAX_FILE_BYTES), ValueError when not UTF-8."""
    limit = MAX_FILE_BYTES if limit is None else limit
    with open(path, "rb") as f:
        data = f.read(limit + 1)  # never more than the limit in memory, even if it grows
    if len(data) > limit:
        raise FileTooLargeError(f"the file is larger than {limit} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("the file is not text (not UTF-8)") from None


def set_aside(path: Path) -> Path:
    """Rename a broken file to `<name>.broken-<time>` so nothing is lost; returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target


def describe_failure(exc: BaseException) -> str:
    """A short, one-line reason for a file that could not be read."""
    if isinstance(exc, RecursionError):
        return "the file is nested too deeply"
    if isinstance(exc, OSError):
        return exc.strerror or type(exc).__name__
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."
