"""Rule reminders: the player's words for each rule a refused move breaks.

Kept free of Qt so the command line can use them. The strings are marked with
QT_TRANSLATE_NOOP (a no-op here) so `pyside6-lupdate` extracts them under the
context "RuleReminder"; the UI translates them with QCoreApplication.translate.
"""

from __future__ import annotations

from .engine.rules import Rule
from .translatable import QT_TRANSLATE_NOOP

REMINDER_CONTEXT = "RuleReminder"


RULE_REMINDERS: dict[Rule, str] = {
    Rule.SAME_PILE: QT_TRANSLATE_NOOP("RuleReminder", "The card is already there."),
    Rule.EMPTY_SOURCE: QT_TRANSLATE_NOOP("RuleReminder", "There is no card there to move."),
    Rule.STOCK_EMPTY: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "There is no second pass through the stock: once it is empty, each of its 64 cards has been turned over once.",
    ),
    Rule.STOCK_ONLY_DRAWS: QT_TRANSLATE_NOOP(
        "RuleReminder", "A click on the stock turns one card face up onto the waste."
    ),
    Rule.NOT_ONTO_STOCK: QT_TRANSLATE_NOOP("RuleReminder", "No card ever goes back onto the stock."),
    Rule.NOT_ONTO_WASTE: QT_TRANSLATE_NOOP("RuleReminder", "Only cards turned over from the stock go onto the waste."),
    Rule.ONLY_TOP_CARD: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "Only one card moves at a time: the top card of a column or of the waste. "
        "Two cards in sequence are moved one by one.",
    ),
    Rule.WASTE_TOP_ONLY: QT_TRANSLATE_NOOP("RuleReminder", "Only the top card of the waste can be played."),
    Rule.NOT_A_RUN: QT_TRANSLATE_NOOP(
        "RuleReminder", "Cards moved together must be a run in one suit, each one rank lower than the last."
    ),
    Rule.SUPERMOVE_TOO_LONG: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "Not enough empty columns for that many cards: with one empty column you can move two cards, "
        "with two empty columns four, and so on; into an empty column half as many.",
    ),
    Rule.SUPERMOVE_TARGET: QT_TRANSLATE_NOOP("RuleReminder", "A run of cards moves only from column to column."),
    Rule.WRONG_SUIT: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "In a column a card goes on a card of the same suit one rank higher: spades 7 on spades 8, never on hearts 8.",
    ),
    Rule.NOT_ONE_LOWER: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "A card goes on a card of its suit exactly one rank higher: spades 7 only on spades 8.",
    ),
    Rule.NOTHING_ON_ACE: QT_TRANSLATE_NOOP(
        "RuleReminder", "Nothing can be placed on an ace in a column: no card has a lower rank."
    ),
    Rule.FOUNDATION_NEEDS_ACE: QT_TRANSLATE_NOOP("RuleReminder", "A foundation starts with the ace of its suit."),
    Rule.FOUNDATION_WRONG_SUIT: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "Each foundation has a fixed suit, from left to right: spades, hearts, diamonds, clubs, "
        "then spades, hearts, diamonds, clubs again.",
    ),
    Rule.FOUNDATION_NEXT_RANK: QT_TRANSLATE_NOOP(
        "RuleReminder", "A foundation is built up from ace to king: after the ace come 2, 3 and so on."
    ),
    Rule.FOUNDATION_TO_FOUNDATION: QT_TRANSLATE_NOOP(
        "RuleReminder", "A card from a foundation can only go back onto a column."
    ),
    Rule.GAME_WON: QT_TRANSLATE_NOOP("RuleReminder", "The game is won: all 104 cards are on the foundations."),
    Rule.HISTORY_FULL: QT_TRANSLATE_NOOP(
        "RuleReminder",
        "This game has reached the most actions a saved game can hold (500,000). "
        "Undo a move to play on, or restart the deal.",
    ),
}
