"""The `qvoleurs` program's entry point: Ctrl+C while the program is still loading ends it
quietly with status 130, as it does once the command line runs (`cli.main`), instead of a
traceback from the middle of an import."""

from __future__ import annotations


def main() -> int:
    try:
        from .cli import main as command_line

        return command_line()
    except KeyboardInterrupt:
        return 130
