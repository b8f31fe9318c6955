"""What a Linux ELF shared object or program asks of the system: its DT_NEEDED library names and
the glibc symbol versions it requires. Pure Python (no binutils), 64-bit little-endian ELF only,
which covers amd64 and arm64."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE
DT_NEEDED = 1
GLIBC_SONAMES = frozenset(
    {
        "libc.so.6",
        "libm.so.6",
        "libdl.so.2",
        "libpthread.so.0",
        "librt.so.1",
        "libresolv.so.2",
        "libutil.so.1",
        "ld-linux-x86-64.so.2",
        "ld-linux-aarch64.so.1",
    }
)


@dataclass
class ElfNeeds:
    libraries: list[str] = field(default_factory=list)
    glibc_versions: set[tuple[int, ...]] = field(default_factory=set)


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def _cstring(data: bytes | bytearray, offset: int) -> str:
    return data[offset : data.index(b"\0", offset)].decode("ascii", "replace")


def read_needs(path: Path) -> ElfNeeds:
    """The libraries `path` links against and the GLIBC_x.y versions it needs from glibc's libraries."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path}: not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    needs = ElfNeeds()
    for _name, kind, _flags, _addr, offset, size, link, info, _align, _entsize in sections:
        strtab_offset = sections[link][4] if link < len(sections) else 0
        if kind == SHT_DYNAMIC:
            for pos in range(offset, offset + size, 16):
                tag, value = struct.unpack_from("<qQ", data, pos)
                if tag == 0:
                    break
                if tag == DT_NEEDED:
                    needs.libraries.append(_cstring(data, strtab_offset + value))
        elif kind == SHT_GNU_VERNEED:
            entry = offset
            for _ in range(info):  # sh_info holds the number of Verneed entries
                _version, count, file_name, aux, following = struct.unpack_from("<HHIII", data, entry)
                soname = _cstring(data, strtab_offset + file_name)
                pos = entry + aux
                for _ in range(count):
                    _hash, _vflags, _other, version_name, next_aux = struct.unpack_from("<IHHII", data, pos)
                    name = _cstring(data, strtab_offset + version_name)
                    if soname in GLIBC_SONAMES and name.startswith("GLIBC_") and name[6:7].isdigit():
                        needs.glibc_versions.add(tuple(int(part) for part in name[6:].split(".")))
                    pos += next_aux
                entry += following
    return needs
