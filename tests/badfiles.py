"""The bad files every stored file must survive: corrupt, truncated, empty, binary,
foreign, newer, nested too deeply, not UTF-8."""

from __future__ import annotations

import json
from pathlib import Path


def bad_contents(good: dict[str, object]) -> dict[str, bytes]:
    """Bad variants of a good file (its JSON object)."""
    text = json.dumps(good).encode()
    return {
        "empty": b"",
        "corrupt": text[:-1] + b",,}",
        "truncated": text[: len(text) // 2],
        "binary": bytes(range(256)) * 4,
        "foreign_app": json.dumps({"window": {"width": 800}, "recent": ["a.txt"]}).encode(),
        "foreign_json": b"[1, 2, 3]",
        "other_format": json.dumps({**good, "format": "qvoleurs-something-else"}).encode(),
        "newer": json.dumps({**good, "version": 99}).encode(),
        "no_version": json.dumps({k: v for k, v in good.items() if k != "version"}).encode(),
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "not_utf8": text[:-1] + b', "x": "\xff\xfe"}',
    }


def kept_aside(path: Path) -> list[Path]:
    """The files a store set aside in place of `path`."""
    return sorted(path.parent.glob(path.name + ".broken-*"))


def make_huge(path: Path, size: int) -> None:
    """A sparse file of `size` bytes (costs no disk)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
