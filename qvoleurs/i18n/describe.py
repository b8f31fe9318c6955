"""The board description in any of the program's languages (`qvoleurs describe --lang`).

QtCore only: no window, no display needed.
"""

from __future__ import annotations

from ..engine.describe import describe
from ..engine.position import Position
from . import DEFAULT_LANGUAGE, LANGUAGES, load_translators
from .phrasebook import BoardPhrasebook, TranslatorLookup


def phrasebook_for(lang: str) -> BoardPhrasebook:
    """The phrasebook of one language, independent of the application's current one."""
    lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    return BoardPhrasebook(TranslatorLookup(load_translators(lang), lang))


def describe_in(position: Position, lang: str) -> str:
    """The board read out in `lang` (one of LANGUAGES; anything else gives English)."""
    return describe(position, phrasebook_for(lang))
