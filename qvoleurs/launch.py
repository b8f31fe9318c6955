"""The `qvoleurs` program's entry point: Ctrl+C while the program is still loading ends it
quietly with status 130, as it does once the command line runs (`cli.main`), instead of a
traceback from the middle of an import."""

from __future__ import annotations

import os
from collections.abc import Mapping


def launcher(environ: Mapping[str, str] = os.environ) -> str:
    """The program's name as the player starts it: a checkout's ./run says so in
    QVOLEURS_LAUNCHER (it is not on the PATH as `qvoleurs`)."""
    return environ.get("QVOLEURS_LAUNCHER", "").strip() or "qvoleurs"


def main() -> int:
    try:
        from .cli import main as command_line

        return command_line()
    except KeyboardInterrupt:
        return 130
