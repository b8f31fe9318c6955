"""The manual page qvoleurs(6), made from the command line's own help (qvoleurs.cli.build_parser).

    python packaging/man_page.py [OUT]       (default: print it)

packaging/deb_tree.py installs it as /usr/share/man/man6/qvoleurs.6.gz; `man -l OUT` shows it.
Nothing is written by hand here that the parser already says, so the page cannot drift from
`qvoleurs --help`.
"""

from __future__ import annotations

import argparse
import datetime
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from qvoleurs import __version__  # noqa: E402
from qvoleurs.cli import HELP_DESCRIPTION, HELP_EPILOG, build_parser  # noqa: E402

# roff's own names for the typography the help uses: man renders each in the reader's locale
# (a plain "->" in the C locale of a fresh system, where a raw "▸" was dropped with a warning)
_GLYPHS = {"▸": "\\(->", "“": "\\(lq", "”": "\\(rq", "‘": "\\(oq", "’": "\\(cq", "—": "\\(em", "–": "\\(en", "…": "..."}


def roff(text: str) -> str:
    """Text safe for roff: backslashes and hyphens escaped, no line starting with a control
    character, typography by roff's glyph names and anything else outside ASCII as \\[uXXXX]."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    text = "".join(_GLYPHS.get(c, c if c.isascii() else f"\\[u{ord(c):04X}]") for c in text)
    return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in text.split("\n"))


def paragraphs(text: str) -> str:
    """Blank-line separated paragraphs as .PP blocks, lines re-filled by the formatter."""
    blocks = [" ".join(block.split()) for block in re.split(r"\n\s*\n", text.strip())]
    return "\n.PP\n".join(roff(block) for block in blocks)


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _usage(parser: argparse.ArgumentParser) -> str:
    return " ".join(parser.format_usage().removeprefix("usage: ").split())


def _options(parser: argparse.ArgumentParser) -> str:
    items = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        if action.option_strings:
            label = ", ".join(action.option_strings)
            if action.nargs != 0:
                choices = "{" + ",".join(action.choices) + "}" if action.choices else action.dest.upper()
                label += " " + (action.metavar or choices)
        else:
            label = str(action.metavar or action.dest)
        help_text = (action.help or "") % {"default": action.default, "prog": parser.prog}
        items.append(f".TP\n.B {roff(label)}\n{roff(help_text)}")
    return "\n".join(items)


def man_page(date: datetime.date, version: str = __version__) -> str:
    parser = build_parser()
    description, *window = HELP_DESCRIPTION
    parts = [
        f'.TH QVOLEURS 6 "{date.isoformat()}" "qvoleurs {version}" "Games"',
        ".SH NAME",
        "qvoleurs \\- " + roff(description.rstrip(".")),
        ".SH SYNOPSIS",
        ".B qvoleurs",
        ".br",
        ".B qvoleurs",
        "\\fICOMMAND\\fR [\\fIARGUMENTS\\fR]",
        ".SH DESCRIPTION",
        paragraphs("\n\n".join(window)),
        ".SH OPTIONS",
        _options(parser),
        ".PP",
        roff(
            "The window also takes Qt's standard options, such as -style NAME, -platform NAME, "
            "-qwindowgeometry WxH+X+Y and -reverse (see the QApplication and QGuiApplication documentation)."
        ),
        ".SH COMMANDS",
    ]
    for name, sub in _subcommands(parser).items():
        parts += [f".SS {roff(name)}", f".B {roff(_usage(sub))}", ".PP"]
        parts += [paragraphs(sub.description or ""), _options(sub)]
    parts += [
        ".SH DEALS, MOVES AND EXIT STATUS",
        paragraphs("\n\n".join(HELP_EPILOG)),
        ".SH FILES",
        ".TP",
        ".I ~/.config/qvoleurs/preferences.json",
        "the settings",
        ".TP",
        ".I ~/.local/share/qvoleurs/",
        "the game in progress and the statistics (a damaged file is set aside, never deleted)",
        ".SH ENVIRONMENT",
        ".TP",
        ".B LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
        "the language of the window and of the commands (en, nl, de, uk, da)",
        ".TP",
        ".B QT_QPA_PLATFORM",
        roff("Qt's platform for the window (xcb, wayland; offscreen draws without a display)"),
    ]
    return "\n".join(part for part in parts if part) + "\n"


def build_date() -> datetime.date:
    """SOURCE_DATE_EPOCH when set (reproducible builds), else today."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.isdigit():
        return datetime.datetime.fromtimestamp(int(epoch), tz=datetime.UTC).date()
    return datetime.datetime.now(tz=datetime.UTC).date()


def main(argv: list[str]) -> int:
    text = man_page(build_date())
    if argv:
        Path(argv[0]).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
