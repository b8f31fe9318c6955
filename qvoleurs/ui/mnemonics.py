"""Keyboard mnemonics (&-letters) for labels whose text comes from translations.

Translated labels cannot carry a fixed '&' (each language has other letters), so a
dialog assigns them after every translation: the first free letter, preferring the
start of a word, skipping letters the buttons already use.
"""

from __future__ import annotations

from collections.abc import Iterable


def without_mnemonic(text: str) -> str:
    """`text` as said and read: its "&" marks gone, a doubled "&&" a plain "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def mnemonic_letter(text: str) -> str | None:
    """The letter after a single '&' in `text` (lower case), or None."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1  # "&&" is a literal ampersand
        i += 1
    return None


def assign_mnemonics(texts: Iterable[str], taken: Iterable[str] = ()) -> list[str]:
    """Each text (in Qt's form: "&&" is a literal ampersand) with a '&' before a letter
    no earlier text uses; texts that already have one keep it; a text with no free
    letter stays without."""
    used = {c.lower() for c in taken}
    result = []
    for text in texts:
        letter = mnemonic_letter(text)
        if letter is not None:
            used.add(letter)
            result.append(text)
            continue
        marked = text
        starts = [i for i, c in enumerate(text) if c.isalnum() and (i == 0 or not text[i - 1].isalnum())]
        others = [i for i, c in enumerate(text) if c.isalnum() and i not in starts]
        for i in starts + others:
            if text[i].lower() not in used:
                used.add(text[i].lower())
                marked = text[:i] + "&" + text[i:]
                break
        result.append(marked)
    return result
