"""Qt's own command-line options, which every Qt program takes (`-style Fusion`, `-platform
xcb`, `-reverse`, `-qwindowgeometry 800x600`): the command line accepts them before any
command, unlisted in its help, with one dash or two and `-style=Fusion` as Qt does, and the
window's QApplication is given them back written as Qt reads them.

The names are those QGuiApplication, QApplication and the xcb platform read (Qt 6).
"""

from __future__ import annotations

import argparse
import os
import stat
from collections.abc import Mapping, Sequence

# read with their value as the next word (Qt reads -qmljsdebugger only as -qmljsdebugger=VALUE)
WITH_VALUE = (
    "style",
    "stylesheet",
    "platform",
    "platformpluginpath",
    "platformtheme",
    "plugin",
    "qwindowgeometry",
    "geometry",
    "qwindowicon",
    "icon",
    "qwindowtitle",
    "title",
    "session",
    "display",
    "name",
    "qmljsdebugger",
)
FLAGS = ("reverse", "widgetcount", "nograb", "dograb", "sync")
JOINED = frozenset({"qmljsdebugger"})

# files Qt reads as the window opens, blocking: a FIFO or a device there hung the start
# beyond a signal's reach (the handler waits for Qt's event loop, which never came)
FILES = ("stylesheet", "qwindowicon", "icon")

# where Qt takes an option over the environment: the start's display check must too
OVER_ENVIRONMENT = {
    "platform": "QT_QPA_PLATFORM",
    "display": "DISPLAY",
    "platformpluginpath": "QT_QPA_PLATFORM_PLUGIN_PATH",
}


def add_to(parser: argparse.ArgumentParser) -> None:
    """Let `parser` take Qt's options, hidden from its help (they are Qt's, documented there)."""
    for name in WITH_VALUE:
        parser.add_argument(f"-{name}", f"--{name}", dest=f"qt_{name}", metavar=name.upper(), help=argparse.SUPPRESS)
    for name in FLAGS:
        parser.add_argument(f"-{name}", f"--{name}", dest=f"qt_{name}", action="store_true", help=argparse.SUPPRESS)


def given(args: argparse.Namespace) -> list[str]:
    """The Qt options of a parsed command line, as Qt reads them (an abbreviation or `--`
    form that argparse took is written out in full, with one dash)."""
    words: list[str] = []
    for name in WITH_VALUE:
        value = getattr(args, f"qt_{name}", None)
        if value is None:
            continue
        words += [f"-{name}={value}"] if name in JOINED else [f"-{name}", value]
    words += [f"-{name}" for name in FLAGS if getattr(args, f"qt_{name}", False)]
    return words


def environment(words: Sequence[str], environ: Mapping[str, str]) -> dict[str, str]:
    """`environ` as Qt will see it with the options `words` (from `given`): `-platform`
    stands for QT_QPA_PLATFORM, `-display` for DISPLAY, `-platformpluginpath` for
    QT_QPA_PLATFORM_PLUGIN_PATH."""
    env = dict(environ)
    rest = iter(words)
    for word in rest:
        name = word.removeprefix("-").removeprefix("-")
        if name in WITH_VALUE and name not in JOINED:
            value = next(rest, None)  # a value, not an option (a title may be "-platform")
            if name in OVER_ENVIRONMENT and value is not None:
                env[OVER_ENVIRONMENT[name]] = value
    return env


def unknown_style(words: Sequence[str]) -> tuple[str, list[str]] | None:
    """(the style asked for, the styles Qt has) when the `-style` of `words` (from `given`)
    names none of them, else None: Qt would say so in English and open the window in its own
    style. Imports QtWidgets (QStyleFactory needs no QApplication): ask once Qt is known to load."""
    style = ""
    rest = iter(words)
    for word in rest:
        name = word.removeprefix("-").removeprefix("-")
        if name in WITH_VALUE and name not in JOINED:
            value = next(rest, "")  # a value, not an option (a title may be "-style")
            style = value if name == "style" else style
    if not style.strip():  # Qt takes an empty -style for none
        return None
    from PySide6.QtWidgets import QStyleFactory

    there = QStyleFactory.keys()
    if style.lower() in (name.lower() for name in there):  # Qt's own comparison ignores case
        return None
    return style, there


# Qt reads a style sheet or an icon whole, before its event loop: a file of gigabytes took
# all memory and ended in a crash with no word; real ones are kilobytes
LARGEST_FILE_MB = 16


def unreadable_file(args: argparse.Namespace) -> tuple[str, str, int] | None:
    """(option, value, size in bytes) of the first file option whose value is no regular file
    this user may read (missing, a folder, a FIFO, a device; size -1) or is larger than
    LARGEST_FILE_MB; None when all can be read."""
    for name in FILES:
        path = getattr(args, f"qt_{name}", None)
        if path is None:
            continue
        try:
            info = os.stat(path)
        except (OSError, ValueError):  # missing, a loop, a NUL byte in the name, ""
            info = None
        if info is None or not stat.S_ISREG(info.st_mode) or not os.access(path, os.R_OK):
            return f"-{name}", path or '""', -1
        if info.st_size > LARGEST_FILE_MB << 20:
            return f"-{name}", path, info.st_size
    return None
