"""The library search paths (RPATH, RUNPATH) an ELF file carries, and keeping only the bundle's own.

A bundle made with pyenv's Python carried RUNPATH /root/.pyenv/versions/3.11.7/lib in 42 of
its files: a folder of the build machine, searched on the player's. Only $ORIGIN entries
(folders of the bundle itself) mean anything once installed, so the others are taken out in
place, without a new tool: a list with no $ORIGIN entry loses its dynamic entry (an empty
list would mean the current folder to the loader), a mixed one is rewritten shorter in its
own string. Pure Python, 64-bit little-endian ELF only, as elf_needs.py.
"""

from __future__ import annotations

import struct
from pathlib import Path

from elf_needs import SHT_DYNAMIC, _cstring

SHT_DYNSYM = 11
DT_NULL = 0
DT_RPATH = 15
DT_RUNPATH = 29
SEARCH_PATH_TAGS = (DT_RPATH, DT_RUNPATH)
# dynamic entries whose value is a name in the dynamic string table
STRING_TAGS = frozenset({1, 14, DT_RPATH, DT_RUNPATH, 0x7FFFFFFD, 0x7FFFFFFF})  # NEEDED, SONAME, ..., FILTER


def _is_origin(entry: str) -> bool:
    return entry.startswith(("$ORIGIN", "${ORIGIN}"))


def _sections(data: bytes | bytearray, path: Path) -> list[tuple[int, ...]]:
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path}: not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]


def _dynamic(data: bytes | bytearray, sections: list[tuple[int, ...]]) -> tuple[int, int, int] | None:
    """(offset, number of entries, string table offset) of the dynamic section, if any."""
    for _name, kind, _flags, _addr, offset, size, link, *_ in sections:
        if kind == SHT_DYNAMIC:
            return offset, size // 16, sections[link][4]
    return None


def search_paths(path: Path) -> list[str]:
    """The RPATH and RUNPATH strings of `path`, as written (colon-separated lists)."""
    data = path.read_bytes()
    dynamic = _dynamic(data, _sections(data, path))
    if dynamic is None:
        return []
    offset, count, strtab = dynamic
    found = []
    for i in range(count):
        tag, value = struct.unpack_from("<qQ", data, offset + 16 * i)
        if tag == DT_NULL:
            break
        if tag in SEARCH_PATH_TAGS:
            found.append(_cstring(data, strtab + value))
    return found


def _names_in_use(data: bytearray, sections: list[tuple[int, ...]], entries: list[tuple[int, int]]) -> set[int]:
    """Where in the dynamic string table other names start: the dynamic entries' and the symbols'."""
    used = {value for tag, value in entries if tag in STRING_TAGS}
    for _name, kind, _flags, _addr, offset, size, *_ in sections:
        if kind == SHT_DYNSYM:
            used |= {struct.unpack_from("<I", data, pos)[0] for pos in range(offset, offset + size, 24)}
    return used


def keep_origin_only(path: Path) -> bool:
    """Take every RPATH and RUNPATH entry that does not start with $ORIGIN out of `path`, in
    place; True when the file changed. ValueError when a shortened list would overwrite a
    name that shares its bytes (the linker may store one name as the tail of another)."""
    data = bytearray(path.read_bytes())
    sections = _sections(data, path)
    dynamic = _dynamic(data, sections)
    if dynamic is None:
        return False
    offset, count, strtab = dynamic
    entries = [struct.unpack_from("<qQ", data, offset + 16 * i) for i in range(count)]
    entries = entries[: next((i for i, (tag, _) in enumerate(entries) if tag == DT_NULL), count)]
    kept_entries = []
    changed = False
    for tag, value in entries:
        if tag in SEARCH_PATH_TAGS:
            old = _cstring(data, strtab + value)
            kept = [entry for entry in old.split(":") if _is_origin(entry)]
            changed |= kept != old.split(":")
            if not kept:
                continue  # the whole entry goes
            new = ":".join(kept).encode()
            if new != old.encode():
                others = _names_in_use(data, sections, entries) - {value}
                if any(value < other <= value + len(new) for other in others):
                    raise ValueError(f"{path}: {old!r} shares its bytes with another name")
                data[strtab + value : strtab + value + len(new) + 1] = new + b"\0"
        kept_entries.append((tag, value))
    if not changed:
        return False
    # the kept entries in their order, then DT_NULL up to the section's end
    packed = b"".join(struct.pack("<qQ", tag, value) for tag, value in kept_entries)
    data[offset : offset + 16 * count] = packed + bytes(16 * (count - len(kept_entries)))
    path.write_bytes(data)
    return True
