"""The board description's words as translatable strings (the engine's `Phrasebook`).

Every phrase goes through a `translate(context, source, disambiguation, n)`
function with literal arguments, so `pyside6-lupdate` extracts them. By default
that is QCoreApplication.translate (the language installed in the application);
`TranslatorLookup` binds the phrases to one language's catalogue instead, which
is what `describe --lang` and a preview in another language need.

Card names are built from two patterns so each language can word them its own
way: German "Karo-Ass", "Pik-3"; Dutch "ruitenaas", "schoppen 3"; Ukrainian
"туз бубон", "3 пік"; Danish "ruder es", "spar 3"; English "ace of diamonds".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..engine.cards import RANK_OF, SUIT_OF
from ..engine.describe import ENGLISH
from ..translatable import arg


class Translate(Protocol):
    """QCoreApplication.translate's signature (lupdate reads every call of a `translate`)."""

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...


COURT_RANKS = (1, 11, 12, 13)  # ace, jack, queen, king: named, not numbered


def app_translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The application's current language (whatever install_translators put in place)."""
    return QCoreApplication.translate(context, source, disambiguation, n)  # i18n: forwards


class TranslatorLookup:
    """A translate function over given catalogues, falling back to the source text.

    Like QCoreApplication.translate it fills %n (and %Ln, in `lang`'s number format)
    with n; unlike it, it leaves the application's installed language alone.
    """

    def __init__(self, translators: Sequence[QTranslator], lang: str) -> None:
        # Later catalogues win, as with QCoreApplication.installTranslator.
        self._translators = list(reversed(translators))
        self._locale = QLocale(lang)

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = source
        for translator in self._translators:
            found = translator.translate(context, source, disambiguation, n)  # i18n: forwards
            if found:
                text = found
                break
        if n >= 0:
            text = text.replace("%Ln", self._locale.toString(n)).replace("%n", str(n))
        return text


class BoardPhrasebook:
    """The engine's Phrasebook protocol, in the language of `translate`."""

    def __init__(self, translate: Translate = app_translate) -> None:
        self.translate = translate

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """This class's phrases (context "BoardPhrasebook", as lupdate names it from the class).

        Plural phrases go through here because lupdate's Python parser takes a plain
        name in translate()'s fourth argument for an encoding and misses the plural;
        for tr() it reads the third argument as the count.
        """
        return self.translate("BoardPhrasebook", source, disambiguation, n)  # i18n: forwards

    def suit(self, suit: int) -> str:
        """A suit's name as it appears inside a card name."""
        return (
            self.translate("Card", "spades"),
            self.translate("Card", "hearts"),
            self.translate("Card", "diamonds"),
            self.translate("Card", "clubs"),
        )[suit]

    def rank(self, rank: int) -> str:
        """A rank as it appears inside a card name: a word for ace and court cards, else digits."""
        if rank == 1:
            return self.translate("Card", "ace")
        if rank == 11:
            return self.translate("Card", "jack")
        if rank == 12:
            return self.translate("Card", "queen")
        if rank == 13:
            return self.translate("Card", "king")
        return str(rank)

    def name(self, card: int) -> str:
        """The name of a card id (0..103, either copy): "Pik-3", "ruitenaas", "туз бубон"..."""
        return self.card(SUIT_OF[card], RANK_OF[card])

    def card(self, suit: int, rank: int) -> str:
        if rank in COURT_RANKS:
            pattern = self.translate(
                "Card", "%1 of %2", "ace or court card: %1 is its name (ace, king...), %2 the suit"
            )
        else:
            pattern = self.translate("Card", "%1 of %2", "number card: %1 is its number (2 to 10), %2 the suit")
        return arg(pattern, self.rank(rank), self.suit(suit))

    def stock(self, count: int) -> str:
        if count == 0:
            return self.tr("stock empty, no redeal")
        text = self.tr("stock: %n card(s)", "", count)
        # No catalogue at all, not even English's plural forms: the engine's English is right.
        return ENGLISH.stock(count) if "card(s)" in text else text

    def waste(self, count: int, top: str | None) -> str:
        if top is None:
            return self.tr("waste empty")
        text = self.tr("waste: %1 on top, %n card(s)", "", count)
        return ENGLISH.waste(count, top) if "card(s)" in text else arg(text, top)

    def foundation(self, number: int, top: str | None) -> str:
        if top is None:
            return arg(self.tr("foundation %1: empty"), number)
        return arg(self.tr("foundation %1: %2"), number, top)

    def column(self, number: int, cards: list[str]) -> str:
        if not cards:
            return arg(self.tr("column %1: empty"), number)
        # The list separator is the engine's ", " in every language the seeds show.
        return arg(self.tr("column %1: %2"), number, ", ".join(cards))
