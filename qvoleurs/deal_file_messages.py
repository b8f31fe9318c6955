"""What the player reads when a deal file is wrong: one sentence per FileProblem.

The engine says what is wrong as data (`DealFileError.problem` and `.values`); the command
line translates these templates (context "DealFile") and fills in the file's name as %1,
then the values, with `qvoleurs.translatable.arg`.

>>> from qvoleurs.engine import Deal, DealFileError
>>> from qvoleurs.translatable import arg
>>> try:
...     Deal.from_json({"columns": [[]] * 10, "stock": ["1X"]})
... except DealFileError as exc:
...     print(arg(DEAL_FILE_MESSAGES[exc.problem], "layout.json", *exc.values))
bad deal file layout.json: its stock holds "1X", which is not a card (a card is written like TH or 2S)
"""

from __future__ import annotations

from .engine.deal import FileProblem
from .translatable import QT_TRANSLATE_NOOP

DEAL_FILE_MESSAGES: dict[FileProblem, str] = {
    FileProblem.NOT_AN_OBJECT: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: it must hold one JSON object with the columns and the stock"
    ),
    FileProblem.UNKNOWN_RULESET: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: it names rules %2, which this game does not know (it knows %3)"
    ),
    FileProblem.NOT_NEW: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: a deal starts with an empty waste and empty foundations"
    ),
    FileProblem.BAD_WASTE: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its waste must be a list of cards, empty in a deal"
    ),
    FileProblem.BAD_FOUNDATIONS: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its foundations must be a list of %2 lists of cards, empty in a deal"
    ),
    FileProblem.BAD_COLUMNS: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its columns must be a list of %2 lists of cards"
    ),
    FileProblem.BAD_STOCK: QT_TRANSLATE_NOOP("DealFile", "bad deal file %1: its stock must be a list of cards"),
    FileProblem.BAD_COLUMN: QT_TRANSLATE_NOOP("DealFile", "bad deal file %1: its column %2 is not a list of cards"),
    FileProblem.NOT_A_CARD_IN_COLUMN: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its column %2 holds %3, which is not a card (a card is written like TH or 2S)"
    ),
    FileProblem.NOT_A_CARD_IN_STOCK: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its stock holds %2, which is not a card (a card is written like TH or 2S)"
    ),
    FileProblem.THIRD_COPY_IN_COLUMN: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its column %2 holds %3 a third time (two decks hold each card twice)"
    ),
    FileProblem.THIRD_COPY_IN_STOCK: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its stock holds %2 a third time (two decks hold each card twice)"
    ),
    FileProblem.NOT_A_CARD_IN_WASTE: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its waste holds %2, which is not a card (a card is written like TH or 2S)"
    ),
    FileProblem.NOT_A_CARD_IN_FOUNDATION: QT_TRANSLATE_NOOP(
        "DealFile",
        "bad deal file %1: its foundation %2 holds %3, which is not a card (a card is written like TH or 2S)",
    ),
    FileProblem.THIRD_COPY_IN_WASTE: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its waste holds %2 a third time (two decks hold each card twice)"
    ),
    FileProblem.THIRD_COPY_IN_FOUNDATION: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its foundation %2 holds %3 a third time (two decks hold each card twice)"
    ),
    FileProblem.FOUNDATION_WRONG_SUIT: QT_TRANSLATE_NOOP(
        "DealFile",
        "bad deal file %1: its foundation %2 holds %3 where %4 belongs (foundations 1 to 8 are spades, hearts, "
        "diamonds, clubs, spades, hearts, diamonds, clubs)",
    ),
    FileProblem.FOUNDATION_OUT_OF_ORDER: QT_TRANSLATE_NOOP(
        "DealFile",
        "bad deal file %1: its foundation %2 holds %3 where %4 belongs (a foundation is built up in its suit "
        "from the ace, one rank at a time)",
    ),
    FileProblem.FOUNDATION_PAST_KING: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its foundation %2 holds %3 above its king (a foundation ends with the king)"
    ),
    FileProblem.BAD_STATE: QT_TRANSLATE_NOOP(
        "DealFile",
        "bad deal file %1: its state must be a JSON object with the columns, the stock, the waste and the "
        "foundations, as replay --json prints it",
    ),
    FileProblem.WRONG_COUNT: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: a deal has %2 cards (two full decks), this one %3"
    ),
    FileProblem.BAD_CODE: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its code %2 is not a deal code this game knows"
    ),
    FileProblem.BAD_NUMBER: QT_TRANSLATE_NOOP("DealFile", "bad deal file %1: its number %2 is not a whole number"),
    FileProblem.NUMBER_OUT_OF_RANGE: QT_TRANSLATE_NOOP(
        "DealFile", "bad deal file %1: its number is out of range: deal numbers go from 0 to %2"
    ),
}
