"""The bad files every stored file must survive: corrupt, truncated, empty, binary,
foreign, newer, nested too deeply, not UTF-8."""

from __future__ import annotations

import json
import os
import random
import stat
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


# -- damage of every kind, applied in place of a stored file (tests/test_faults_*.py) --------

HUGE_NUMBERS = (2**40, 2**63, "1e300", "NaN", "-Infinity", "9" * 5000)


def json_with(good: dict[str, object], key_path: tuple[str, ...], literal: str) -> bytes:
    """`good` with the value at `key_path` replaced by a raw JSON literal (NaN, 1e300...)."""
    marker = "@@VALUE@@"
    data = json.loads(json.dumps(good))
    node = data
    for key in key_path[:-1]:
        node = node[key]
    node[key_path[-1]] = marker
    return json.dumps(data).replace(f'"{marker}"', literal).encode()


def damaged_contents(good: dict[str, object], number_at: tuple[str, ...]) -> dict[str, bytes]:
    """Every damage that is a file's content: cut short at several offsets, random bytes,
    empty, nested, numbers out of range at `number_at`, wrong types, not UTF-8..."""
    text = json.dumps(good).encode()
    rng = random.Random(12)
    cases = {
        "empty": b"",
        "random_bytes": bytes(rng.randrange(256) for _ in range(3000)),
        "deep_nesting": b"[" * 100_000 + b"]" * 100_000,
        "deep_object": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
        "not_utf8": text[:-1] + b', "x": "\xff\xfe"}',
        "json_list": b"[1, 2, 3]",
        "wrong_types": json.dumps({k: (v if k in ("format", "version") else "x") for k, v in good.items()}).encode(),
        "newer_version": json.dumps({**good, "version": 99}).encode(),
        "version_huge": json_with(good, ("version",), str(2**63)),
    }
    for fraction in (1, 10, 50, 90, 99):
        cases[f"cut_at_{fraction}pct"] = text[: len(text) * fraction // 100]
    for n, literal in enumerate(HUGE_NUMBERS):
        cases[f"number_{n}_{str(literal)[:9]}"] = json_with(good, number_at, str(literal))
    return cases


SPECIAL_DAMAGES = ("directory", "fifo", "symlink_to_dev_zero", "symlink_to_nowhere", "huge_sparse", "unreadable")


def make_special(path: Path, kind: str, limit: int) -> None:
    """Put something other than a good file at `path` ("unreadable" is a file the test
    makes unreadable by injection: root reads every file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "directory":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink_to_dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "symlink_to_nowhere":
        path.symlink_to(path.parent / "nowhere" / "gone.json")
    elif kind == "huge_sparse":
        make_huge(path, limit + 1)
    elif kind == "unreadable":
        path.write_bytes(b'{"format": "secret"}')
    else:
        raise ValueError(kind)


def describe_entry(path: Path) -> tuple[str, object]:
    """What is at `path`, to compare before and after it was set aside."""
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode):
        return "symlink", os.readlink(path)
    if stat.S_ISDIR(info.st_mode):
        return "directory", sorted(p.name for p in path.iterdir())
    if stat.S_ISFIFO(info.st_mode):
        return "fifo", None
    if info.st_size > 1 << 20:
        return "file", info.st_size
    return "file", path.read_bytes()
