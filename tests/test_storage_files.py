"""Atomic writes, limited reads and setting files aside."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from qvoleurs.storage.files import FileTooLargeError, read_text_limited, set_aside, write_atomic


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
