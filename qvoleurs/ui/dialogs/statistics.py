"""The statistics dialog: the player's record per ruleset, and a reset that asks first."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QApplication,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from qvoleurs.engine.rules import RULESETS
from qvoleurs.statistics import RulesetStats, Statistics
from qvoleurs.translatable import arg
from qvoleurs.ui.access_factory import install_once
from qvoleurs.ui.contrast import focus_colour
from qvoleurs.ui.dialogs.once import exec_once
from qvoleurs.ui.dialogs.page import ScrollPage, WholeDialog
from qvoleurs.ui.game_timer import clock_text

# the rows of each tab, top to bottom
ROWS = (
    "played",
    "won",
    "won_assisted",
    "win_rate",
    "current_streak",
    "longest_win_streak",
    "longest_loss_streak",
    "best_score",
    "fewest_moves",
    "best_time",
)


def figure_style(palette: QPalette) -> str:
    """A label draws no focus of its own: a frame, kept transparent so the text never shifts,
    and drawn once the player moves the focus ("framed": the figure the dialog opens on, framed,
    looked like a field to type in), in a colour seen on the desktop's colours."""
    frame = focus_colour(palette)
    return (
        "QLabel { border: 1px solid transparent; padding: 0 2px; } "
        f'QLabel[framed="true"]:focus {{ border-color: {frame.name()}; }}'
    )


def shown_rate(won: int, played: int) -> float:
    """The win rate in per cent to one decimal, never 100.0 while a loss is on record nor 0.0
    while a win is (9,999 of 10,000 read "100.0%")."""
    if not played:
        return 0.0
    rate = round(100.0 * won / played, 1)
    if won < played:
        rate = min(rate, 99.9)
    if won > 0:
        rate = max(rate, 0.1)
    return rate


class _RulesetPage(QWidget):
    """The figures of one ruleset in a form: a caption and a value per row."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        # on a narrow screen a figure goes below its caption, rather than the page scroll
        # sideways and cut one of the two (a portrait screen at 200 %: "noch kei")
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.captions: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for row in ROWS:
            caption, value = QLabel(self), QLabel(self)
            value.setObjectName(row)  # lets tests and accessibility tools find a figure
            # Tab reaches each figure, said with its caption ("Games played: 3"): by ear,
            # a form of labels is otherwise only found by reviewing the screen
            value.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            # not the caption's buddy: a reader says a buddy's label before its name, which holds
            # the caption already (Orca 43: "Games played: Games played: 0")
            form.addRow(caption, value)
            self.captions[row], self.values[row] = caption, value
        self.restyle()  # and the eye sees where the focus is

    def restyle(self) -> None:
        """Set the figures' style (again: it reads the "framed" property, and the desktop's
        colours of the moment; a label with a style sheet keeps those it was styled in)."""
        style = figure_style(self.palette())
        for value in self.values.values():
            value.setStyleSheet(style)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.restyle()

    def name_figures(self) -> None:
        """Each figure's accessible name: its caption and its value."""
        for row, value in self.values.items():
            value.setAccessibleName(f"{self.captions[row].text()} {value.text()}")


def _pages_factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    """The tab widget's stack of pages as a plain, unnamed group: as Qt's "layered pane",
    Orca 43 said it between each page's tab and its first figure."""
    if (
        isinstance(obj, QStackedWidget)
        and isinstance(obj.parentWidget(), QTabWidget)
        and isinstance(obj.window(), StatisticsDialog)
    ):
        return QAccessibleWidget(obj, QAccessible.Role.Grouping)
    return None


class StatisticsDialog(WholeDialog):
    """A tab per ruleset (N, S); `rules` picks the tab shown first."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None, rules: str | None = None) -> None:
        super().__init__(parent)
        install_once(_pages_factory)
        self._stats = stats
        self._tabs = QTabWidget(self)
        self._tabs.setUsesScrollButtons(False)  # both titles in full, in every language
        self._pages: dict[str, _RulesetPage] = {}
        for letter in RULESETS:
            page = _RulesetPage(self._tabs)
            self._pages[letter] = page
            # on a small screen (a laptop at 200 %) the figures scroll rather than overlap
            self._tabs.addTab(ScrollPage(page, self._tabs), "")
        if rules in self._pages:
            self._tabs.setCurrentIndex(list(self._pages).index(rules))
        # a page shown anew (Ctrl+Tab, a click on its tab) opens on its first figure, which says its
        # ruleset: Qt gave back the figure last focused there, silent about which ruleset it is
        self._tabs.currentChanged.connect(self._on_page_changed)

        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # Enter closes, unless a button has the focus: then it presses that one, as a screen
        # reader just said (Reset's own box asks first). Reset was kept from being the default
        # by not letting it be one even when focused, and Enter on it closed the dialog.
        self._buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self._reset = QPushButton(self)
        self._buttons.addButton(self._reset, QDialogButtonBox.ButtonRole.ResetRole)
        self._reset.clicked.connect(self.ask_reset)
        self._buttons.rejected.connect(self.reject)

        self._help_note = QLabel(self)  # what "with help" means
        self._help_note.setWordWrap(True)
        # Tab reaches it after the figures, framed as they are: Orca 43 read no description as the
        # dialog opened (its speech log), so by ear the note was never heard
        self._help_note.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._help_note.setProperty("framed", True)
        self._help_note.setStyleSheet(figure_style(self.palette()))
        layout = QVBoxLayout(self)
        layout.addWidget(self._tabs)
        layout.addWidget(self._help_note)
        layout.addWidget(self._buttons)
        QWidget.setTabOrder(self._tabs, self._help_note)  # after the last figure, before the buttons
        self._retranslate()

        listener = self._on_statistics_changed
        stats.subscribe(listener)
        self.destroyed.connect(lambda *_: stats.unsubscribe(listener))
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_moved)  # let go when the dialog is deleted

    def _on_statistics_changed(self) -> None:
        if shiboken6.isValid(self) and self.isVisible():
            self.refresh()

    def page(self, rules: str) -> QWidget:
        return self._pages[rules]

    def figure(self, rules: str, row: str) -> str:
        """The text shown for one figure (tests, accessibility)."""
        return self._pages[rules].values[row].text()

    # -- actions ------------------------------------------------------------------------

    def ask_reset(self) -> bool:
        """Ask, then forget every figure. True when the player agreed."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset Statistics"),
            self.tr("Forget the record of every game, for both rulesets? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        # Qt's own catalogues leave "Reset" untranslated in some languages: name the button here
        box.button(QMessageBox.StandardButton.Reset).setText(self.tr("Reset"))
        answer = exec_once(box)
        if answer != QMessageBox.StandardButton.Reset:
            return False
        self._stats.reset()
        self.refresh()
        return True

    def refresh(self) -> None:
        """Show the current figures (called on show, after a reset, after translation)."""
        for letter, page in self._pages.items():
            self._fill(letter, page, self._stats.for_ruleset(letter))

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)
        # the focus opens on the first figure, heard with its caption (framed once it moves): on the tabs
        # it was seen nowhere (Qt's style draws no focus on a tab); Ctrl+Tab changes rulesets
        self._focus_first_figure()

    def _on_focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """The player moved the focus within the dialog (Tab, Ctrl+Tab): from now on the
        focused figure is framed, so the eye follows it."""
        if not shiboken6.isValid(self) or old is None or new is None:
            return
        if self.isAncestorOf(old) and self.isAncestorOf(new):
            for page in self._pages.values():
                if any(value.property("framed") is not True for value in page.values.values()):
                    for value in page.values.values():
                        value.setProperty("framed", True)
                    page.restyle()

    def _on_page_changed(self) -> None:
        if self.isVisible():
            self._focus_first_figure()

    def _focus_first_figure(self) -> None:
        page = list(self._pages.values())[max(0, self._tabs.currentIndex())]  # the tabs are in that order
        page.values[ROWS[0]].setFocus(Qt.FocusReason.TabFocusReason)

    def _fill(self, letter: str, page: _RulesetPage, s: RulesetStats) -> None:
        locale = QLocale()
        number = locale.toString
        none = self.tr("none yet")
        if s.current_streak > 0:
            streak = self.tr("%Ln won", "", s.current_streak)
        elif s.current_streak < 0:
            streak = self.tr("%Ln lost", "", -s.current_streak)
        else:
            streak = self.tr("none")
        rate = arg(self.tr("%1%"), locale.toString(shown_rate(s.won, s.played), "f", 1))
        texts = {
            "played": number(s.played),
            "won": number(s.won),
            "won_assisted": number(s.won_assisted),
            "win_rate": rate if s.played else none,
            "current_streak": streak,
            "longest_win_streak": number(s.longest_win_streak),
            "longest_loss_streak": number(s.longest_loss_streak),
            "best_score": number(s.best_score) if s.best_score is not None else none,
            "fewest_moves": number(s.fewest_moves) if s.fewest_moves is not None else none,
            "best_time": clock_text(s.best_time) if s.best_time is not None else none,
        }
        for row, text in texts.items():
            page.values[row].setText(text)
        page.name_figures()
        # by ear, the gist at once: the first figure, where the focus opens (and where Ctrl+Tab
        # lands), says it after its own caption and value, and names its ruleset (both pages
        # begin with the same words)
        title = self._tabs.tabText(list(self._pages).index(letter)).replace("&", "")  # as spoken
        if s.played:
            gist = arg(
                self.tr("%1: %Ln games played, %2 won (%3), current streak: %4", "", s.played),
                title,
                number(s.won),
                rate,
                streak,
            )
        else:
            gist = arg(self.tr("%1: no games played yet"), title)
        first = page.values[ROWS[0]]
        if first.accessibleDescription() != gist:  # Orca says a focused figure's changed description again
            first.setAccessibleDescription(gist)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._help_note.setStyleSheet(figure_style(self.palette()))  # its frame in the new colours
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self._reset.setText(self.tr("&Reset Statistics…"))
        self._help_note.setText(
            self.tr(
                "A win counts as a win with help when you used a hint, a demo, “Think Longer” or “Where Did I Lose"
                " It?”; the indicator that shows whether the game can still be won does not count as help. A win"
                " with help ends a losing streak but starts no winning one, and sets no record."
            )
        )
        self.setAccessibleDescription(self._help_note.text())  # said as the dialog opens
        titles = {
            "N": self.tr("&One card at a time"),
            "S": self.tr("With &supermoves"),
        }
        captions = {
            "played": self.tr("Games played:"),
            "won": self.tr("Games won:"),
            "won_assisted": self.tr("Of which with help:"),
            "win_rate": self.tr("Win rate:"),
            "current_streak": self.tr("Current streak:"),
            "longest_win_streak": self.tr("Longest winning streak:"),
            "longest_loss_streak": self.tr("Longest losing streak:"),
            "best_score": self.tr("Best score:"),
            "fewest_moves": self.tr("Fewest moves in a won game:"),
            "best_time": self.tr("Best time:"),
        }
        for i, (letter, page) in enumerate(self._pages.items()):
            self._tabs.setTabText(i, titles.get(letter, letter))
            for row, caption in page.captions.items():
                caption.setText(captions[row])
        self.refresh()
