"""The command line's words in the player's language, without Qt.

`deal`, `replay` and `solve` must start fast and never import Qt, so they cannot use
the .qm catalogues. `scripts/update-translations` exports the finished translations of
the contexts they need (CLI_CONTEXTS) from translations/*.ts into
qvoleurs/i18n/cli_<lang>.json; this module reads those. The strings are marked with
QT_TRANSLATE_NOOP (qvoleurs/translatable.py) so `pyside6-lupdate` extracts them like every other string.

It lives outside the qvoleurs.i18n package because that package imports QtCore.

>>> CliText("en")("column %1: %2", 3, "8S 6C")
'column 3: 8S 6C'
>>> CliText("de").number(12345.678, 2), CliText("en").number(1205), CliText("uk").number(1205)
('12.345,68', '1,205', '1\xa0205')
>>> environment_language({"LANG": "de_DE.UTF-8"}), environment_language({"LC_ALL": "C", "LANG": "nl_NL"})
('de', 'en')
>>> environment_language({"LANGUAGE": "fr:uk", "LANG": "da_DK.UTF-8"})
'uk'
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Mapping
from importlib import resources

from .cli_streams import writable
from .translatable import arg

CLI_CONTEXT = "Cli"
CLI_CONTEXTS = (
    "Cli",
    "CliHelp",
    "RuleReminder",
    "DealCode",
    "DealFile",
    "Argparse",
)  # what the exported catalogues hold
# The languages the program speaks, each by its own name, in the order the preferences list them.
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "de": "Deutsch", "uk": "Українська", "da": "Dansk"}
LANGUAGES = tuple(LANGUAGE_NAMES)
DEFAULT_LANGUAGE = "en"
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, read as gettext does: the first non-empty
    of LANGUAGE (a colon-separated list), LC_ALL, LC_MESSAGES, LANG decides; English
    when it names no language we speak (C, POSIX, fr_FR, ...)."""
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if not value:
            continue
        for name in value.split(":"):
            code = re.split(r"[_.@-]", name, maxsplit=1)[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":  # an unmatched LANGUAGE list falls through, as in gettext
            return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def catalogue_name(lang: str) -> str:
    return f"cli_{lang}.json"


@functools.cache
def _catalogue(lang: str) -> Mapping[str, Mapping[str, str]]:
    if lang == DEFAULT_LANGUAGE or lang not in LANGUAGES:
        return {}
    resource = resources.files("qvoleurs") / "i18n" / catalogue_name(lang)
    try:
        data = json.loads(resource.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # a missing or damaged catalogue speaks English
        return {}
    return data if isinstance(data, dict) else {}


@functools.cache
def _all_words(lang: str) -> str:
    """Every translation of `lang`'s catalogue, joined: the letters its output must hold."""
    return "".join(text for context in _catalogue(lang).values() for text in context.values() if isinstance(text, str))


# How each language writes a number (CLDR): its decimal mark and its thousands separator.
# The window asks QLocale; the command line, which has no Qt, asks this.
NUMBER_MARKS = {"en": (".", ","), "nl": (",", "."), "de": (",", "."), "uk": (",", "\u00a0"), "da": (",", ".")}


class CliText:
    """Translates for one language; English (and any missing entry, or one that standard
    output or error cannot write) gives the source."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._messages = _catalogue(self.lang)
        if self._messages and not writable(_all_words(self.lang)):
            # the output cannot hold the language's letters: all in English, numbers too, not
            # English for each message that has such a letter beside the language for the rest
            self.lang, self._messages = DEFAULT_LANGUAGE, {}

    def translate(self, context: str, source: str, *args: object) -> str:
        found = self._messages.get(context, {}).get(source)
        if not isinstance(found, str) or not found or not writable(found):
            found = source  # missing, or one the output cannot hold ("????"): English is readable
        return arg(found, *args)

    def __call__(self, source: str, *args: object) -> str:
        return self.translate(CLI_CONTEXT, source, *args)

    def number(self, value: float, decimals: int = 0) -> str:
        """`value` as the language writes it: CliText("de").number(12345.678, 2) == "12.345,68"."""
        point, group = NUMBER_MARKS[self.lang]
        marks: dict[str, str | int | None] = {",": group, ".": point}
        return f"{value:,.{decimals}f}".translate(str.maketrans(marks))
