"""Where a wrapped message may not break a line: inside a path or a deal code, and before
its last word.

Qt breaks a line after a "/" or a "-" as readily as at a space, so a narrow toast showed
"~/.local/" on one line and "share/qvoleurs/game.json" on the next. A word joiner after
each such mark keeps the word whole, where the whole word fits on a line (a longer one
still breaks there rather than run past the edge). Not while a screen reader runs: a
braille display spells a joiner out (see code_text.py). A message box's last line held
"3." alone: its last two words go together (a no-break space, which braille reads as one)."""

from __future__ import annotations

import re
from collections.abc import Callable

from qvoleurs.deal_code_messages import WORD_JOINER  # no break here, and nothing drawn

_MARKS = re.compile(r"([/\-])(?=\S)")  # a mark Qt would break after, inside a word
_WORDS = re.compile(r"(\s+)")


def kept_whole(text: str, fits: Callable[[str], bool]) -> str:
    """`text` with a word joiner after each "/" or "-" inside a word that `fits` a line."""
    parts = _WORDS.split(text)
    for i in range(0, len(parts), 2):  # the words; the odd parts are the spaces between them
        word = parts[i]
        if _MARKS.search(word) and fits(word):
            parts[i] = _MARKS.sub(r"\1" + WORD_JOINER, word)
    return "".join(parts)


NO_BREAK_SPACE = "\u00a0"
_SHORT_LAST = 6  # characters: a last word this short stays with the word before it


def last_words_together(text: str) -> str:
    """`text` with each paragraph's last word kept on the line of the word before it, when
    it is short (a wrapped message ended in a line holding "3." alone)."""
    paragraphs = text.split("\n")
    for i, paragraph in enumerate(paragraphs):
        head, space, last = paragraph.rstrip().rpartition(" ")
        if space and head and len(last) <= _SHORT_LAST:
            paragraphs[i] = head + NO_BREAK_SPACE + last + paragraph[len(paragraph.rstrip()) :]
    return "\n".join(paragraphs)


_LABELLED_NUMBER = re.compile(r":[ ]+(?=[-+−]?\d)")


def numbers_with_their_labels(text: str) -> str:
    """`text` with each number kept on the line of the label before it ("Punkte: 1.120": a
    narrow won banner wrapped the score alone onto a line of its own)."""
    return _LABELLED_NUMBER.sub(":" + NO_BREAK_SPACE, text)
