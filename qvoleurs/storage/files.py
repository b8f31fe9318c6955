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


def config_dir() -> Path:
    """Where the settings live (platform's native place)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where the game in progress and the statistics live."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_atomic(path: Path, text: str) -> None:
    """Write `text` so that `path` holds either the old or the new content, never half.

    Write a temporary file in the same folder, flush it to disk, then rename over.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def read_text_limited(path: Path) -> str:
    """The file's text; raises ValueError for a file too large or not UTF-8."""
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ValueError(f"file is {size} bytes, larger than any file qvoleurs writes")
    return path.read_bytes().decode("utf-8")


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
