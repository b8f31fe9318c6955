"""Run-time hook of the frozen qvoleurs (Linux): modules still load after an upgrade replaced the program.

PyInstaller's archive reader opens the program file by its path for every module imported
after the start, and Python's zipimport opens base_library.zip (the standard library modules
PyInstaller keeps zipped: traceback, heapq, locale, ...) by its path too. `apt install` of a
new version renames new files over those paths, so a module first imported later (each
dialog's) was read from the new file at the old file's offsets: `zlib.error` on stderr and a
dialog that never opened. Each reader is pointed at a descriptor held open on the file it
started from instead; /proc/self/fd/N reopens that file, even once it is gone from the
folder. Anything unexpected (another PyInstaller, no /proc) leaves the readers as they were.
"""

import os
import sys
from collections.abc import Mapping


def _held_open(path: object) -> str | None:
    """/proc/self/fd/N of a descriptor held open on `path` until the process ends (None: no such file)."""
    if not isinstance(path, str) or not os.path.isdir("/proc/self/fd"):
        return None
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    return f"/proc/self/fd/{fd}"


def pin_archive(reader: object) -> str | None:
    """Make `reader` (PyInstaller's ZlibArchiveReader) read the file it reads now for good;
    returns the path it reads from now, or None where nothing was changed."""
    held = _held_open(getattr(reader, "_filename", None))
    if held is not None:
        reader._filename = held  # type: ignore[attr-defined]
    return held


def pin_zip_importers(importers: Mapping[str, object], folder: str) -> dict[str, str]:
    """The same for every zipimporter of a zip file inside `folder` (base_library.zip and its
    packages' importers); returns each archive's new path."""
    import zipimport

    held: dict[str, str] = {}
    for importer in list(importers.values()):
        if not isinstance(importer, zipimport.zipimporter) or not importer.archive.startswith(folder + os.sep):
            continue
        archive = importer.archive
        if archive not in held:
            path = _held_open(archive)
            if path is None:
                continue
            held[archive] = path
        importer.archive = held[archive]
    return held


if getattr(sys, "frozen", False):
    pin_archive(getattr(sys.modules.get("pyimod02_importers"), "pyz_archive", None))
    pin_zip_importers(sys.path_importer_cache, getattr(sys, "_MEIPASS", "/nonexistent"))
