"""Deal codes in a text the window shows: whole on one line for the eye, plain for a reader.

A word joiner after each hyphen keeps a wrapped line from ending in "FT1-N-" (see
keep_codes_whole). A braille display shows it, though: Debian's braille tables (liblouis, as
Orca uses them) write U+2060 out as the word "word" ("ft1-word n-word aaaaaaa"). So while an
assistive technology is active, the text goes out without joiners; a code wrapped at one of
its hyphens is the lesser harm.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from qvoleurs.deal_code_messages import keep_codes_whole


def codes_kept_whole(text: str) -> str:
    """`text` with its deal codes kept on one line, unless a screen reader reads it."""
    return text if QAccessible.isActive() else keep_codes_whole(text)
