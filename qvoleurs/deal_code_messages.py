"""What the player reads when a deal code is wrong: one sentence per CodeProblem.

The engine says what is wrong as data (`DealCodeError.problem` and `.values`); the window
and the command line translate these templates (context "DealCode") and fill in the values
with `qvoleurs.translatable.arg`.

>>> from qvoleurs.engine import DealCodeError, decode_code
>>> from qvoleurs.translatable import arg
>>> try:
...     decode_code("FT1-N-AAAA1AA")
... except DealCodeError as exc:
...     print(arg(DEAL_CODE_MESSAGES[exc.problem], *exc.values).split(". ")[0])
FT1-N-AAAA1AA is not a deal code: “1” never appears in one
"""

from __future__ import annotations

import re

from .engine.deal import CodeProblem, DealCodeError
from .translatable import QT_TRANSLATE_NOOP

DEAL_CODE_MESSAGES: dict[CodeProblem, str] = {
    CodeProblem.EMPTY: QT_TRANSLATE_NOOP("DealCode", "Type a deal code, like FT1-N-AAAAAAV."),
    CodeProblem.NOT_A_CODE: QT_TRANSLATE_NOOP(
        "DealCode",
        "%1 is not a deal code. A deal code looks like FT1-N-AAAAAAV: FT1, the rules letter, seven characters.",
    ),
    CodeProblem.UNKNOWN_VERSION: QT_TRANSLATE_NOOP(
        "DealCode", "%1 is not a deal code this game knows: deal codes start with FT1, not %2."
    ),
    CodeProblem.UNKNOWN_RULESET: QT_TRANSLATE_NOOP(
        "DealCode", "%1 names rules “%2”, which this game does not know. The rules letter is one of %3."
    ),
    CodeProblem.BAD_CHARACTER: QT_TRANSLATE_NOOP(
        "DealCode",
        "%1 is not a deal code: “%2” never appears in one. After the rules letter come seven of the letters A to Z"
        " and the digits 2 to 7.",
    ),
    # white space inside a code is named: quoted, a space or a tab looks like empty quotes
    CodeProblem.SPACE_INSIDE: QT_TRANSLATE_NOOP(
        "DealCode", "%1 is not a deal code: it has a space in it. A deal code has no spaces, like FT1-N-AAAAAAV."
    ),
    CodeProblem.TAB_INSIDE: QT_TRANSLATE_NOOP(
        "DealCode", "%1 is not a deal code: it has a tab in it. A deal code has no tabs or spaces, like FT1-N-AAAAAAV."
    ),
    CodeProblem.LINE_BREAK_INSIDE: QT_TRANSLATE_NOOP(
        "DealCode",
        "%1 is not a deal code: it has a line break in it. A deal code is one line with no spaces, like FT1-N-AAAAAAV.",
    ),
    CodeProblem.WRONG_LENGTH: QT_TRANSLATE_NOOP(
        # %3 (always 7) carries the plural noun, %2 (any count, 1 too) stands alone: no plural form needed
        "DealCode",
        "%1 is not a deal code: a deal code has %3 characters after the rules letter, and this one has %2.",
    ),
    CodeProblem.NUMBER_OUT_OF_RANGE: QT_TRANSLATE_NOOP(
        "DealCode", "There is no deal number %1: deal numbers go from 0 to %2."
    ),
}


def message_values(exc: DealCodeError) -> tuple[str, ...]:
    """The values to fill `exc`'s message with: a character that cannot be seen (a control
    character pasted with the code) is named by its code point, not quoted as nothing or "?",
    and stands as "?" in the text quoted (as on the command line: never a raw control character).

    >>> from qvoleurs.engine import decode_code
    >>> try:
    ...     decode_code("FT1-N-AAA\x07AAA")
    ... except DealCodeError as exc:
    ...     print(message_values(exc)[1])
    U+0007

    A byte that is no text in the terminal's encoding (Python keeps it as U+DC80-U+DCFF) is
    named as the byte the player typed, not by Python's stand-in:

    >>> try:
    ...     decode_code("FT1-N-AAAAAA" + chr(0xDCFF))
    ... except DealCodeError as exc:
    ...     print(message_values(exc)[1])
    0xFF
    """
    values = exc.values
    if exc.problem is CodeProblem.BAD_CHARACTER and not values[1].isprintable():
        shown = "".join(ch if ch.isprintable() else "?" for ch in values[0])
        point = ord(values[1])
        named = f"0x{point - 0xDC00:02X}" if 0xDC80 <= point <= 0xDCFF else f"U+{point:04X}"
        return (shown, named, *values[2:])
    return values


WORD_JOINER = "\u2060"
_CODE_HYPHENS = re.compile(r"\b(FT\d+)-(\w)-(?=\w)", re.IGNORECASE)


def keep_codes_whole(text: str) -> str:
    """`text` with a word joiner after each hyphen of a deal code, so that a wrapped line never
    ends in "FT1-N-" with the rest of the code on the next (decode_code ignores the joiner).

    >>> keep_codes_whole("Code: FT1-N-AAAAAAV.").split(WORD_JOINER)
    ['Code: FT1-', 'N-', 'AAAAAAV.']
    """
    return _CODE_HYPHENS.sub(lambda m: f"{m[1]}-{WORD_JOINER}{m[2]}-{WORD_JOINER}", text)
