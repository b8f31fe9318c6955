"""argparse's own words in the command line's error messages, in the player's language.

argparse makes its messages ("unrecognized arguments: %s", ...) from gettext msgids,
looked up through its module's `_` as each message is made, and fills them in after.
While the command line is parsed, `speaking(t)` answers the msgids of ARGPARSE_MESSAGES
(the ones our parser can give) from the command line's catalogue ("Argparse" context,
with argparse's own %-placeholders), and for a help the headings and words of ARGPARSE_HELP
(the help's own texts are translated by cli.build_parser). Python's other versions may word a message
differently: it then stays English, inside our translated "(see ... --help)".
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from .cli_text import CliText
from .translatable import QT_TRANSLATE_NOOP

ARGPARSE_CONTEXT = "Argparse"
ARGPARSE_MESSAGES = frozenset(
    (
        QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
        QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
        QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
        QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
        QT_TRANSLATE_NOOP("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
        QT_TRANSLATE_NOOP("Argparse", "ignored explicit argument %r"),
    )
)

# argparse's words of a help (Python 3.11 to 3.13), looked up only while a help is asked for
ARGPARSE_HELP = frozenset(
    (
        QT_TRANSLATE_NOOP("Argparse", "usage: "),
        QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
        QT_TRANSLATE_NOOP("Argparse", "options"),
        QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    )
)

_speaking: list[str] = []  # the language of the parse under way (our own type checks speak it too)


def current() -> CliText:
    """The language of the command line being parsed (English outside `speaking`)."""
    return CliText(_speaking[-1] if _speaking else "en")


@contextmanager
def speaking(lang: str, helping: bool = False) -> Iterator[None]:
    """argparse's messages of ARGPARSE_MESSAGES in `lang` until the block ends, and with
    `helping` the words of its help (ARGPARSE_HELP). The catalogue is read only when such a
    message is made: a command line that parses and asks for no help reads nothing here."""
    original = argparse._  # type: ignore[attr-defined]
    ours = ARGPARSE_MESSAGES | ARGPARSE_HELP if helping else ARGPARSE_MESSAGES

    def say(message: str) -> str:
        if message in ours:
            return CliText(lang).translate(ARGPARSE_CONTEXT, message)
        return original(message)  # type: ignore[no-any-return]

    argparse._ = say  # type: ignore[attr-defined]
    _speaking.append(lang)
    try:
        yield
    finally:
        _speaking.pop()
        argparse._ = original  # type: ignore[attr-defined]
