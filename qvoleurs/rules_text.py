"""The rules players read: one source for Help ▸ Rules and for docs/rules.<lang>.md.

Pure Python. The text is a list of sections, one per topic, each a heading and blocks
(paragraphs, list items, table rows); every string is marked with QT_TRANSLATE_NOOP
(context "RulesText") and holds no line breaks, so a translator sees one sentence group
at a time. `rules_markdown(translate)` joins them into Markdown in the language of
`translate`: the dialog shows it with QTextEdit.setMarkdown, and
scripts/export_rules_docs.py writes the same text to docs/ (a test keeps them equal).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .translatable import QT_TRANSLATE_NOOP

RULES_CONTEXT = "RulesText"

Translate = Callable[[str, str], str]


@dataclass(frozen=True)
class Section:
    """One topic of the rules: `blocks` are ("p", text), ("li", text) or ("row", cell, cell)."""

    topic: str
    heading: str
    blocks: tuple[tuple[str, ...], ...]


TITLE = QT_TRANSLATE_NOOP("RulesText", "Quarante Voleurs (Forty Thieves)")

SECTIONS: tuple[Section, ...] = (
    Section(
        "aim",
        QT_TRANSLATE_NOOP("RulesText", "The aim"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Two full packs are shuffled together: 104 cards, every card twice. The aim is to build "
                    "all 104 cards onto the eight foundations. One card moves at a time and the stock is gone "
                    "through only once, so many deals cannot be won.",
                ),
            ),
        ),
    ),
    Section(
        "layout",
        QT_TRANSLATE_NOOP("RulesText", "The layout"),
        (
            ("li", QT_TRANSLATE_NOOP("RulesText", "Ten columns of four cards, all face up.")),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText", "The stock: the other 64 cards, face down. The waste beside it starts empty."
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Eight foundations, each with a fixed suit, left to right: spades, hearts, diamonds, clubs, "
                    "spades, hearts, diamonds, clubs.",
                ),
            ),
        ),
    ),
    Section(
        "moves",
        QT_TRANSLATE_NOOP("RulesText", "Moves"),
        (
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Only one card moves at a time: the top card of a column or of the waste. Two cards in "
                    "sequence are moved one by one.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "On a column, a card goes on the card of the **same suit** that is exactly **one rank "
                    "higher**: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.",
                ),
            ),
            ("li", QT_TRANSLATE_NOOP("RulesText", "Any card may go into an empty column.")),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText", "A foundation starts with the ace of its suit and is built up to the king."
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "The top card of a foundation may come back onto a column where it fits; it costs 15 points.",
                ),
            ),
        ),
    ),
    Section(
        "stock",
        QT_TRANSLATE_NOOP("RulesText", "The stock and the waste"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Click the stock to turn its top card face up onto the waste. Only the top card of the "
                    "waste can be played. There is no redeal: once the 64 cards have been turned over, the "
                    "stock stays empty.",
                ),
            ),
        ),
    ),
    Section(
        "end",
        QT_TRANSLATE_NOOP("RulesText", "The end of the game"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP("RulesText", "The game is won when all eight foundations hold their thirteen cards."),
            ),
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "When no legal move is left, the game is lost; so it is when the stock is used up and none of the "
                    "moves left can win it (for example, a card that can only go back and forth between two "
                    "identical cards). Quarante Voleurs "
                    "notices both, says so and offers to undo moves or to start a new game, and, where the solver "
                    "can, to find where the game was lost.",
                ),
            ),
        ),
    ),
    Section(
        "score",
        QT_TRANSLATE_NOOP("RulesText", "Score"),
        (
            ("row", QT_TRANSLATE_NOOP("RulesText", "Action"), QT_TRANSLATE_NOOP("RulesText", "Points")),
            ("row", QT_TRANSLATE_NOOP("RulesText", "A card onto a foundation"), "+10"),
            ("row", QT_TRANSLATE_NOOP("RulesText", "A waste card onto a column"), "+5"),
            ("row", QT_TRANSLATE_NOOP("RulesText", "A foundation card back onto a column"), "−15"),
            ("row", QT_TRANSLATE_NOOP("RulesText", "Column to column, drawing a card"), "0"),
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "The score starts at 0 and never goes below 0. There is no bonus for winning: a game won "
                    "without taking cards back from the foundations scores 1040 (104 cards × 10) plus 5 for "
                    "each waste card played to a column. A win with 29 waste cards played to columns scores "
                    "1040 + 29 × 5 = 1185.",
                ),
            ),
        ),
    ),
    Section(
        "undo",
        QT_TRANSLATE_NOOP("RulesText", "Undo and the move counter"),
        (
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Undo** (Ctrl+Z) takes back the last action, a move or a draw; **Redo** (Ctrl+Shift+Z) "
                    "plays it again.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "The last 100 actions can be undone; in the preferences the undo history can be unlimited.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Undo puts the score back exactly where it was before the action. The move counter counts "
                    "every action, draws included, and never goes down, not even on undo.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText", "Quit at any time: the next start brings back the game with its undo history."
                ),
            ),
        ),
    ),
    Section(
        "mouse",
        QT_TRANSLATE_NOOP("RulesText", "Playing with the mouse"),
        (
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Click** a card to send it to a foundation; a waste card that no foundation takes goes "
                    "to a column that takes it.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Double-click** a card to send it to a foundation, else to the longest column that "
                    "takes it, else to an empty column. Double-click can be switched off in the preferences.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Drag** a card onto a pile. While you drag, the piles that accept it light up (placement help).",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Auto-place** (off by default, in the preferences): a card released where it cannot go "
                    "goes to its best place instead, as a double-click would send it.",
                ),
            ),
            ("li", QT_TRANSLATE_NOOP("RulesText", "A refused move shows a short reminder of the rule it broke.")),
        ),
    ),
    Section(
        "keyboard",
        QT_TRANSLATE_NOOP("RulesText", "Playing with the keyboard"),
        (
            ("li", QT_TRANSLATE_NOOP("RulesText", "The **arrow keys** move the focus between the piles.")),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Enter** plays the focused card as a click would (or as a double-click, when a click "
                    "does nothing); with a card picked up, it puts it on the focused pile, as **Space** does.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Space** picks the focused card up; move the focus and press **Space** again to put it "
                    "there. **Esc** puts it back. With supermoves, **Space** again on the same column takes "
                    "one more card of its run.",
                ),
            ),
            ("li", QT_TRANSLATE_NOOP("RulesText", "**D** draws a card, **H** gives a hint.")),
            ("li", QT_TRANSLATE_NOOP("RulesText", "Help ▸ Keyboard Shortcuts lists every key.")),
        ),
    ),
    Section(
        "codes",
        QT_TRANSLATE_NOOP("RulesText", "Deal codes"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Every deal has a code, such as FT1-N-AAAAAAV: FT1, the rules (N: one card at a time, "
                    "S: with supermoves) and seven characters. The status bar shows it.",
                ),
            ),
            ("li", QT_TRANSLATE_NOOP("RulesText", "Game ▸ Copy Deal Code copies it, to share the deal.")),
            (
                "li",
                QT_TRANSLATE_NOOP("RulesText", "Game ▸ New Game from Code plays the deal of a code someone gave you."),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Game ▸ Restart Deal starts the same deal again from the beginning; the game in progress "
                    "counts as lost.",
                ),
            ),
        ),
    ),
    Section(
        "solver",
        QT_TRANSLATE_NOOP("RulesText", "Hint and the solver"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Quarante Voleurs has a solver. The solver knows the "
                    "order of the cards in the stock, which you do not: “winnable” means that a win exists, "
                    "not that it is easy to find.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "The status bar says whether the game can still be won: *Winnable*, *Can no longer be "
                    "won* (*Cannot be won* for a deal lost as dealt) or *Not known yet*, and *Thinking…* while "
                    "the solver searches. It looks again after every move, for up to 30 seconds.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Hint** (H) names the next move of a winning line when the solver knows one; otherwise "
                    "a promising move, and says so.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Think Longer**: when the answer is *Not known yet*, the solver searches that position "
                    "for up to ten minutes.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP("RulesText", "**Demo**: the solver plays a winning line; a click or a key stops it."),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "**Where Did I Lose It?**: after a lost game, finds the last position that could still be "
                    "won and offers to go back there.",
                ),
            ),
            (
                "li",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "In the preferences, new deals can be limited to deals the solver has won, and the "
                    "verdict in the status bar can be switched off.",
                ),
            ),
        ),
    ),
    Section(
        "help",
        QT_TRANSLATE_NOOP("RulesText", "What counts as help"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "Only what you ask for counts as help: Hint, Demo, Where Did I Lose It? and Think Longer. "
                    "A game won after any of them counts in the statistics as won with help: it sets no best "
                    "score, no fewest moves and no winning streak. The verdict in the status bar comes "
                    "without asking and does not count as help.",
                ),
            ),
        ),
    ),
    Section(
        "supermoves",
        QT_TRANSLATE_NOOP("RulesText", "Supermoves (rules S)"),
        (
            (
                "p",
                QT_TRANSLATE_NOOP(
                    "RulesText",
                    "In the rules with supermoves (a Danish house rule, chosen in the preferences for new "
                    "games), a run of cards in suit and sequence moves in one action when enough empty "
                    "columns would allow it one card at a time: with one empty column two cards, with two "
                    "empty columns four, with three eight, and half as many into an empty column. In the "
                    "standard rules (N) every card moves on its own.",
                ),
            ),
        ),
    ),
)


_SUM = re.compile(r" ([×+=]) ")


def _identity(context: str, text: str) -> str:
    return text


def rules_markdown(translate: Translate = _identity, rows_as_lines: bool = False) -> str:
    """The whole rules as Markdown, in the language of `translate(context, source)`.

    `rows_as_lines`: each table row as one list line ("A card onto a foundation: +10"), for a
    screen reader, which reads a table by line one cell at a time: its caret went from one row's
    first cell to the next's and never said the points."""

    def t(text: str) -> str:
        said = translate(RULES_CONTEXT, text) if any(c.isalpha() for c in text) else text
        return _SUM.sub("\u00a0\\1\u00a0", said)  # "1040 + 29 × 5 = 1185" never broken at an operator

    out = [f"# {t(TITLE)}"]
    for section in SECTIONS:
        out.append(f"## {t(section.heading)}")
        group: list[str] = []
        kind = ""
        for block in section.blocks:
            if block[0] != kind and group:
                out.append("\n".join(group))
                group = []
            first_row = kind != block[0]  # a table's first row is its header
            kind = block[0]
            if kind == "p":
                out.append(t(block[1]))
            elif kind == "li":
                group.append(f"- {t(block[1])}")
            elif rows_as_lines:
                if not first_row:  # the lines need no header to name their parts
                    group.append(f"- {t(block[1])}: {' '.join(t(cell) for cell in block[2:])}")
            else:
                group.append("| " + " | ".join(t(cell) for cell in block[1:]) + " |")
                if first_row:
                    group.append("|" + "---|" * (len(block) - 1))
        if group:
            out.append("\n".join(group))
    return "\n\n".join(out) + "\n"
