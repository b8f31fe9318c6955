"""Reading the small versioned JSON files (preferences, statistics) without ever crashing.

Every file qvoleurs writes is an object `{"format": ..., "version": n, ...}`. A file
that is not JSON, not ours, too large, nested too deeply or from a newer version is
refused with `UnreadableFileError`; the caller sets it aside and starts fresh.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .files import describe_failure, read_text_limited, set_aside

SMALL_FILE_BYTES = 1024 * 1024  # preferences and statistics are a few kilobytes


class UnreadableFileError(ValueError):
    """A stored file that cannot be used; the message is a short reason."""


def read_versioned(path: Path, fmt: str, version: int, limit: int = SMALL_FILE_BYTES) -> dict[str, Any] | None:
    """The file's object, None when there is no file; raises UnreadableFileError."""
    try:
        if not path.exists():
            return None
        data = json.loads(read_text_limited(path, limit))
    except (OSError, ValueError, RecursionError) as exc:
        raise UnreadableFileError(describe_failure(exc)) from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise UnreadableFileError("it is not a qvoleurs file of this kind")
    found = data.get("version")
    if type(found) is not int or found < 1:
        raise UnreadableFileError("it has no valid version")
    if found > version:
        raise UnreadableFileError(f"it was written by a newer qvoleurs (format version {found})")
    return data


def keep_aside(path: Path) -> str | None:
    """Set the bad file aside; the name it was kept under, or None when that failed too."""
    try:
        return set_aside(path).name
    except OSError:
        return None
