"""Reading dialogs: the rules of the game, and any text the player may read or copy
(the board description). Imported only when first opened."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


class TextDialog(QDialog):
    """A title, a scrollable selectable text, and a Close button."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None, plain: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        if plain:
            self.browser.setPlainText(text)
        else:
            self.browser.setHtml(text)
        self.browser.setAccessibleName(title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 520 if not plain else 360)


class RulesDialog(TextDialog):
    """How to play Quarante Voleurs, and how to play it with this program."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", "", parent)
        self.setWindowTitle(self.tr("Rules of Quarante Voleurs"))
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setHtml(self.rules_html())
        self.resize(680, 640)

    def rules_html(self) -> str:
        parts = [
            self.tr("<h2>Quarante Voleurs (Forty Thieves)</h2>"),
            self.tr(
                "<p>Two full packs are shuffled together: 104 cards, every card twice. "
                "The aim is to build all 104 cards onto the eight foundations.</p>"
            ),
            self.tr("<h3>The layout</h3>"),
            self.tr(
                "<ul><li>Ten columns of four cards, all face up.</li>"
                "<li>The stock: the other 64 cards, face down. The waste beside it starts empty.</li>"
                "<li>Eight foundations with a fixed suit each, left to right: spades, hearts, diamonds, "
                "clubs, spades, hearts, diamonds, clubs.</li></ul>"
            ),
            self.tr("<h3>Moves</h3>"),
            self.tr(
                "<ul><li>Only one card moves at a time: the top card of a column or of the waste. "
                "Two cards in sequence are moved one by one.</li>"
                "<li>On a column, a card goes on the card of the <b>same suit</b> that is exactly "
                "<b>one rank higher</b>: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.</li>"
                "<li>Any card may go into an empty column.</li>"
                "<li>A foundation starts with the ace of its suit and is built up to the king.</li>"
                "<li>The top card of a foundation may come back onto a column where it fits; "
                "it costs 15 points.</li>"
                "<li>Click the stock to turn its top card onto the waste. There is no redeal: "
                "each card of the stock is turned over only once.</li></ul>"
            ),
            self.tr(
                "<p>The game is won when all eight foundations hold their thirteen cards. "
                "When no move is left, the game is lost: undo some moves to try another way.</p>"
            ),
            self.tr("<h3>Score</h3>"),
            self.tr(
                "<p>A card onto a foundation: +10. A waste card onto a column: +5. "
                "A foundation card back onto a column: −15. The score never goes below 0. "
                "The move counter counts every action, draws included.</p>"
            ),
            self.tr("<h3>Playing with the mouse</h3>"),
            self.tr(
                "<ul><li><b>Click</b> a card to send it to a foundation; a waste card that no foundation "
                "takes goes to a column that takes it.</li>"
                "<li><b>Double-click</b> a card to send it to a foundation, else to the longest column "
                "that takes it, else to an empty column.</li>"
                "<li><b>Drag</b> a card onto a pile. The piles that accept it light up.</li></ul>"
            ),
            self.tr("<h3>Playing with the keyboard</h3>"),
            self.tr(
                "<ul><li><b>Arrow keys</b> move the focus between the piles.</li>"
                "<li><b>Enter</b> plays the focused card as a click would (or as a double-click, "
                "when a click does nothing).</li>"
                "<li><b>Space</b> picks the focused card up; move the focus and press <b>Space</b> again "
                "to put it there. <b>Escape</b> puts it back. With supermoves, <b>Space</b> again on the "
                "same column takes one more card of its run.</li>"
                "<li><b>D</b> draws a card; <b>Ctrl+Z</b> undoes, <b>Ctrl+Shift+Z</b> redoes.</li></ul>"
            ),
            self.tr("<h3>With supermoves</h3>"),
            self.tr(
                "<p>In the ruleset with supermoves (a Danish house rule, chosen in the preferences), a run "
                "of cards in suit and sequence moves at once when enough empty columns would allow it one "
                "card at a time: with k empty columns up to 2<sup>k</sup> cards onto a column, and half "
                "as many into an empty column.</p>"
            ),
        ]
        return "".join(parts)
