"""A pseudo-translation for layout tests: every string 40% longer, with accents.

Install it like a real catalogue (`install_pseudo(app)`); every string the program
and Qt translate comes back as e.g. "Ŝţàţîšţîçš ŀøŋğ": same placeholders (%1, %n,
%L1), same mnemonic (&), markup left alone, and at least 40% more characters
spread over extra short words, so wrapped labels can still wrap. A label cut
short or pushed out of its widget by it will be cut short by a real language too.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

STRETCH = 1.4
_ACCENTS = str.maketrans(
    "aceginorsuyzACEGINORSUYZ",
    "àçéğîñøŕšûýžÀÇÉĞÎÑØŔŠÛÝŽ",
)
# Kept as they are: placeholders, mnemonics and their letter, markup and entities.
_KEEP = re.compile(r"%L?\d|%L?n|&&|&\w|<[^>]*>|&[a-z]+;")
_PAD_WORD = "ŀøŋğ"


def pseudo(text: str) -> str:
    """The pseudo-translation of one source string."""
    if not text:
        return text
    parts: list[str] = []
    last = 0
    for match in _KEEP.finditer(text):
        parts.append(text[last : match.start()].translate(_ACCENTS))
        parts.append(match.group(0))
        last = match.end()
    parts.append(text[last:].translate(_ACCENTS))
    accented = "".join(parts)
    missing = math.ceil(len(text) * STRETCH) - len(accented)
    if missing <= 0:
        return accented
    padding = ((" " + _PAD_WORD) * (missing // 5 + 1))[:missing]
    if padding.endswith(" "):
        padding = padding[:-1] + _PAD_WORD[0]
    # The padding goes before closing punctuation, so "Games won:" stays a label.
    stem = accented.rstrip(":…. ")
    return stem + padding + accented[len(stem) :]


class PseudoTranslator(QTranslator):
    """A QTranslator that answers every lookup with `pseudo(source)`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def isEmpty(self) -> bool:  # Qt sends LanguageChange only for non-empty translators
        return False

    def translate(self, context: str, sourceText: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return pseudo(sourceText)


def install_pseudo(app: QCoreApplication) -> PseudoTranslator:
    """Install the pseudo-translation on top of whatever is installed; remove it with app.removeTranslator."""
    translator = PseudoTranslator(app)
    app.installTranslator(translator)
    return translator
