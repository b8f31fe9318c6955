"""The statistics dialog: figures per ruleset, locale formatting, a reset that asks first."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from qvoleurs.i18n import install_translators
from qvoleurs.statistics import Statistics
from qvoleurs.ui.dialogs.statistics import ROWS, StatisticsDialog, _RulesetPage, shown_rate

from .languages import language_restored


@pytest.fixture
def stats() -> Statistics:
    s = Statistics.load()
    for won, score, moves, seconds in [
        (True, 1200, 250, 1322),
        (True, 900, 300, 754),
        (False, 40, 90, None),
        (True, 1500, 1240, None),
    ]:
        s.record("N", won, score, moves, seconds=seconds)
    s.record("N", True, 2000, 200, assisted=True, seconds=100)  # a helped win sets no best time
    s.record("S", False, 30, 40)
    return s


@pytest.fixture
def dialog(qtbot: QtBot, stats: Statistics) -> StatisticsDialog:
    d = StatisticsDialog(stats)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def reset_button(d: StatisticsDialog) -> QPushButton:
    return next(b for b in d.findChildren(QPushButton) if "reset" in b.text().lower())


def test_the_figures_of_each_ruleset(dialog: StatisticsDialog) -> None:
    figures = {row: dialog.figure("N", row) for row in ROWS}
    assert figures == {
        "played": "5",
        "won": "4",
        "won_assisted": "1",
        "win_rate": "80.0%",
        "current_streak": "none",  # the last win had help
        "longest_win_streak": "2",
        "longest_loss_streak": "1",
        "best_score": "1500",
        "fewest_moves": "250",
        "best_time": "12:34",
    }
    assert dialog.figure("S", "played") == "1"
    assert dialog.figure("S", "current_streak") == "1 lost"
    assert dialog.figure("S", "best_score") == "30"
    assert dialog.figure("S", "fewest_moves") == "none yet"
    assert dialog.figure("S", "best_time") == "none yet"


def test_tab_reaches_each_figure_said_with_its_caption(qtbot: QtBot, dialog: StatisticsDialog) -> None:
    """By ear: Tab from the rulesets' tabs walks the figures in order, each heard as its
    caption and value; the note on help is the dialog's description, said as it opens."""
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    tabs.tabBar().setFocus()
    heard = []
    for _ in ROWS:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        iface = QAccessible.queryAccessibleInterface(QApplication.focusWidget())
        heard.append(iface.text(QAccessible.Text.Name))
    assert heard[0] == "Games played: 5" and heard[3] == "Win rate: 80.0%"
    assert heard[-1] == "Best time: 12:34" and len(heard) == len(ROWS)
    assert "with help" in QAccessible.queryAccessibleInterface(dialog).text(QAccessible.Text.Description)


def test_a_figure_is_named_by_its_caption_once(dialog: StatisticsDialog) -> None:
    """A reader says the label a widget is labelled by before its name: as the caption's buddy,
    with the caption in its own name too, Orca 43 said "Games played: Games played: 0"."""
    for row in ROWS:
        figure = dialog.page("N").findChild(QLabel, row)
        assert figure is not None
        face = QAccessible.queryAccessibleInterface(figure)
        caption = dialog.page("N").captions[row].text()
        assert face.text(QAccessible.Text.Name) == f"{caption} {figure.text()}"
        assert not face.relations(QAccessible.RelationFlag.Label), row


def test_the_tabs_switch_rulesets_and_the_first_one_can_be_chosen(qtbot: QtBot, stats: Statistics) -> None:
    d = StatisticsDialog(stats, rules="S")
    qtbot.addWidget(d)
    tabs = d.findChild(QTabWidget)
    assert tabs is not None and tabs.count() == 2
    assert tabs.currentWidget().isAncestorOf(d.page("S"))
    assert "supermoves" in tabs.tabText(1)


def test_numbers_follow_the_locale(qtbot: QtBot, stats: Statistics) -> None:
    for _ in range(1000):  # enough games for a thousands separator
        stats.record("S", True, 10, 1000)
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        d = StatisticsDialog(stats)
        qtbot.addWidget(d)
        assert d.figure("S", "played") == "1.001"
        assert d.figure("S", "win_rate").startswith("99,9")
        assert d.figure("S", "current_streak") == "1.000 won"
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.mark.parametrize(
    ("won", "played", "shown"),
    [(9_999, 10_000, 99.9), (1, 10_000, 0.1), (2, 3, 66.7), (10, 10, 100.0), (0, 10, 0.0), (0, 0, 0.0)],
)
def test_the_win_rate_never_reads_all_won_with_a_loss_nor_none_with_a_win(won: int, played: int, shown: float) -> None:
    """9,999 wins of 10,000 read "100.0%", one win of 10,000 "0.0%"."""
    assert shown_rate(won, played) == shown


def test_an_empty_record_shows_no_false_figures(qtbot: QtBot) -> None:
    d = StatisticsDialog(Statistics.in_memory())
    qtbot.addWidget(d)
    assert d.figure("N", "played") == "0"
    assert d.figure("N", "win_rate") == "none yet"
    assert d.figure("N", "best_score") == "none yet"


def test_a_game_ending_while_the_dialog_is_open_shows_at_once(dialog: StatisticsDialog, stats: Statistics) -> None:
    stats.record("S", True, 640, 300)
    assert dialog.figure("S", "won") == "1"
    assert dialog.figure("S", "fewest_moves") == "300"


def cancel_the_question() -> list[str]:
    """Answer the real question box Cancel as soon as it opens; the list gets its text."""
    asked: list[str] = []

    def answer_cancel() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, answer_cancel)
    return asked


def test_reset_asks_first_and_cancel_keeps_everything(
    qtbot: QtBot, dialog: StatisticsDialog, stats: Statistics, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = cancel_the_question()
    qtbot.mouseClick(reset_button(dialog), Qt.MouseButton.LeftButton)
    assert len(asked) == 1
    assert stats.for_ruleset("N").played == 5 and dialog.figure("N", "played") == "5"


def test_enter_on_the_focused_reset_button_asks_and_elsewhere_closes(
    qtbot: QtBot, dialog: StatisticsDialog, stats: Statistics
) -> None:
    """Enter on Reset Statistics…, as a screen reader had just said it, closed the dialog."""
    button = reset_button(dialog)
    button.setFocus()
    asked = cancel_the_question()
    qtbot.keyClick(button, Qt.Key.Key_Return)
    assert len(asked) == 1 and dialog.isVisible()
    figure = next(w for w in dialog.findChildren(QLabel) if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus)
    figure.setFocus()
    qtbot.keyClick(figure, Qt.Key.Key_Return)  # on a figure: Enter closes, and asks nothing
    assert not dialog.isVisible() and len(asked) == 1


def test_reset_after_yes_clears_the_figures_on_screen_and_on_disk(qtbot: QtBot, dialog: StatisticsDialog) -> None:
    def press_reset_in_the_box() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Reset).click()

    QTimer.singleShot(0, press_reset_in_the_box)  # the real question box, answered when it opens
    assert dialog.ask_reset()
    assert dialog.figure("N", "played") == "0" and dialog.figure("S", "played") == "0"
    assert Statistics.load().for_ruleset("N").played == 0


class Shouting(QTranslator):
    """A pseudo-translation: every text in upper case."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source.upper()

    def isEmpty(self) -> bool:
        return False


def test_a_language_change_retranslates(qtbot: QtBot, dialog: StatisticsDialog) -> None:
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "STATISTICS")
        assert "RESET" in reset_button(dialog).text().upper() and reset_button(dialog).text().isupper()
        assert dialog.figure("N", "fewest_moves") == "250"
        assert dialog.figure("S", "fewest_moves") == "NONE YET"
        tabs = dialog.findChild(QTabWidget)
        assert tabs is not None and tabs.tabText(0).isupper()
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics")


def test_the_eye_sees_which_figure_has_the_focus(qtbot: QtBot, dialog: StatisticsDialog) -> None:
    """Tab reaches each figure (for a screen reader); a label draws no focus of its own, so
    a sighted keyboard player saw none: the focused figure is framed, its text not moved."""
    figure = dialog.page("N").findChild(QLabel, "won")  # (the first figure has the focus at the start)
    assert figure is not None and not figure.hasFocus()
    before, place = figure.grab().toImage(), figure.contentsRect()
    figure.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(figure.hasFocus)
    assert figure.grab().toImage() != before
    assert figure.contentsRect() == place


def opened_on_its_first_figure(qtbot: QtBot, stats: Statistics, rules: str) -> tuple[StatisticsDialog, QLabel]:
    """The dialog shown and active on `rules`, and the figure the focus opens on."""
    d = StatisticsDialog(stats, rules=rules)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    first = d.page(rules).findChild(QLabel, "played")
    assert first is not None
    qtbot.waitUntil(first.hasFocus, timeout=2000)
    return d, first


def test_the_figure_the_dialog_opens_on_looks_like_the_others_until_the_focus_moves(
    qtbot: QtBot, stats: Statistics
) -> None:
    """Opened framed, the first figure looked like a field to type in. A screen reader still
    hears it first; the frame comes when the player moves the focus, and follows it."""
    d, first = opened_on_its_first_figure(qtbot, stats, "N")
    opened = first.grab().toImage()
    first.clearFocus()
    assert first.grab().toImage() == opened  # no frame at open
    first.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    second = d.page("N").findChild(QLabel, "won")
    assert second is not None and second.hasFocus()
    unfocused = first.grab().toImage()
    qtbot.keyClick(second, Qt.Key.Key_Backtab)
    assert first.hasFocus() and first.grab().toImage() != unfocused  # framed: the eye follows


def test_the_focus_opens_on_the_first_figure_and_ctrl_tab_changes_rulesets(qtbot: QtBot, stats: Statistics) -> None:
    """On the tabs the focus was seen nowhere (the style draws none on a tab): it opens on
    the first figure of the ruleset shown, said with its caption."""
    d, first = opened_on_its_first_figure(qtbot, stats, "S")
    path: list[object] = []

    def moved(_old: object, new: object) -> None:
        path.append(new)

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(moved)
    try:
        qtbot.keyClick(first, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    finally:
        app.focusChanged.disconnect(moved)  # (the application outlives the test)
    tabs = d.findChild(QTabWidget)
    assert tabs is not None and tabs.currentWidget().isAncestorOf(d.page("N"))
    # by ear: straight to the other ruleset's first figure (not via "Reset Statistics…"),
    # which names its ruleset, since both pages begin with the same words
    other = d.page("N").findChild(QLabel, "played")
    assert other is not None and other.hasFocus()
    assert path == [other]  # never heard on the way: "Reset Statistics… button"
    said = QAccessible.queryAccessibleInterface(other)
    assert said.text(QAccessible.Text.Name) == "Games played: 5"
    # (the rest of the sentence, the ruleset's gist: test_the_dialog_opens_on_the_gist_of_the_ruleset_shown)
    assert said.text(QAccessible.Text.Description).startswith("One card at a time: ")
    said = QAccessible.queryAccessibleInterface(first)
    assert said.text(QAccessible.Text.Description).startswith("With supermoves: ")


# -- by ear: the reading order, and the gist at once --------------------------------------

KNOWN_FIGURES = {
    "format": "qvoleurs-statistics",
    "version": 1,
    "rulesets": {
        "N": {"finished": 12, "won": 3, "won_assisted": 0, "streak": -2, "longest_win_streak": 2,
              "longest_loss_streak": 4, "best_score": 1500, "fewest_moves": 250, "best_time": 754},
        "S": {"finished": 1, "won": 1, "won_assisted": 0, "streak": 1, "longest_win_streak": 1,
              "longest_loss_streak": 0, "best_score": 900, "fewest_moves": 300, "best_time": None},
    },
    "in_progress": None,
    "last_finished": None,
}  # fmt: skip


@pytest.fixture
def known(tmp_path: Path) -> Statistics:
    """A statistics file with known figures, as the player's own would be read."""
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(KNOWN_FIGURES), encoding="utf-8")
    stats = Statistics.load(path)
    assert stats.problem is None and stats.for_ruleset("N").played == 12
    return stats


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    with language_restored(qapp):
        yield qapp


def described(widget: QWidget | None) -> str:
    assert widget is not None
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def left_of(widget: QWidget) -> int:
    return widget.mapToGlobal(widget.rect().topLeft()).x()


def top_of(widget: QWidget) -> int:
    return widget.mapToGlobal(widget.rect().topLeft()).y()


@pytest.mark.parametrize("rules", ["N", "S"])
def test_tab_goes_round_the_dialog_in_reading_order(qtbot: QtBot, stats: Statistics, rules: str) -> None:
    """From the figure the dialog opens on, Tab reads the page as the eye does: each figure
    below the one before, said with the caption to its left, then the note on help below
    them, then the buttons left to right, then the rulesets' tabs at the top, and the first figure again; Shift+Tab goes
    the same way back. Never a figure of the ruleset not shown."""
    d, first = opened_on_its_first_figure(qtbot, stats, rules)
    page = d.page(rules)
    assert isinstance(page, _RulesetPage)
    tabs = d.findChild(QTabWidget)
    box = d.findChild(QDialogButtonBox)
    assert tabs is not None and box is not None
    buttons = sorted(box.buttons(), key=left_of)  # as the eye reads them, whatever the desktop's order
    assert len(buttons) == 2
    note = next(label for label in d.findChildren(QLabel) if label.text().startswith("A win counts as a win with help"))
    expected: list[QWidget] = [page.values[row] for row in ROWS[1:]] + [note, *buttons, tabs.tabBar(), first]

    def walk(key: Qt.Key) -> list[QWidget | None]:
        path = []
        for _ in expected:
            qtbot.keyClick(QApplication.focusWidget(), key)
            path.append(QApplication.focusWidget())
        return path

    assert walk(Qt.Key.Key_Tab) == expected
    assert walk(Qt.Key.Key_Backtab) == [*expected[-2::-1], first]
    figures = [page.values[row] for row in ROWS]
    assert [top_of(f) for f in figures] == sorted({top_of(f) for f in figures})  # top to bottom
    for row in ROWS:
        caption, value = page.captions[row], page.values[row]
        assert left_of(caption) < left_of(value) and caption.text()
        heard = QAccessible.queryAccessibleInterface(value).text(QAccessible.Text.Name)
        assert heard == f"{caption.text()} {value.text()}"


def test_back_on_a_ruleset_with_ctrl_tab_the_focus_is_on_its_first_figure_again(
    qtbot: QtBot, stats: Statistics
) -> None:
    """Back on a page, Qt gave the focus to the figure last focused there ("With help: 0"),
    which does not say which ruleset the page is: the first figure does."""
    _d, first = opened_on_its_first_figure(qtbot, stats, "S")
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not first  # deeper on the page
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert first.hasFocus()
    assert (
        QAccessible.queryAccessibleInterface(first).text(QAccessible.Text.Description).startswith("With supermoves: ")
    )


def test_the_dialog_opens_on_the_gist_of_the_ruleset_shown(qtbot: QtBot, app: QApplication, known: Statistics) -> None:
    """By ear, the figures one by one took ten Tabs: the figure the dialog opens on (and the
    one Ctrl+Tab lands on) says the ruleset's gist in one sentence, after its own words."""
    install_translators(app, "en")  # English's own plural forms: "1 game played"
    _d, first = opened_on_its_first_figure(qtbot, known, "N")
    assert QAccessible.queryAccessibleInterface(first).text(QAccessible.Text.Name) == "Games played: 12"
    assert described(first) == "One card at a time: 12 games played, 3 won (25.0%), current streak: 2 lost"
    qtbot.keyClick(first, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert described(QApplication.focusWidget()) == (
        "With supermoves: 1 game played, 1 won (100.0%), current streak: 1 won"
    )
    known.record("S", False, 20, 80)  # a game ends while the dialog is open: the gist follows
    assert described(QApplication.focusWidget()) == (
        "With supermoves: 2 games played, 1 won (50.0%), current streak: 1 lost"
    )
    known.reset()
    assert described(QApplication.focusWidget()) == "With supermoves: no games played yet"
    assert described(first) == "One card at a time: no games played yet"


def test_the_gist_in_german(qtbot: QtBot, app: QApplication, known: Statistics) -> None:
    """The same words as the figures' captions, and German numbers."""
    install_translators(app, "de")
    _d, first = opened_on_its_first_figure(qtbot, known, "N")
    assert QAccessible.queryAccessibleInterface(first).text(QAccessible.Text.Name) == "Gespielte Partien: 12"
    assert described(first) == (
        "Eine Karte auf einmal: 12 Partien gespielt, 3 gewonnen (25,0\N{NO-BREAK SPACE}%), aktuelle Serie: 2 verloren"
    )
    qtbot.keyClick(first, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert described(QApplication.focusWidget()) == (
        "Mit Supermoves: 1 Partie gespielt, 1 gewonnen (100,0\N{NO-BREAK SPACE}%), aktuelle Serie: 1 gewonnen"
    )


def test_tab_reaches_the_note_on_help_after_the_last_figure(qtbot: QtBot, stats: Statistics) -> None:
    """The note on what counts as help is the dialog's description, which Orca 43 did not read as
    the dialog opened (its speech log): by ear it was never heard. Tab reaches it after the last
    figure, framed as they are, and goes on to the buttons."""
    d, _first = opened_on_its_first_figure(qtbot, stats, "N")
    last = d.page("N").findChild(QLabel, ROWS[-1])
    assert last is not None
    last.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(last.hasFocus, timeout=2000)
    qtbot.keyClick(last, Qt.Key.Key_Tab)
    note = QApplication.focusWidget()
    assert isinstance(note, QLabel) and note.text().startswith("A win counts as a win with help")
    said = QAccessible.queryAccessibleInterface(note).text(QAccessible.Text.Name)
    assert said == note.text()
    unfocused = note.grab().toImage()
    note.clearFocus()
    assert note.grab().toImage() != unfocused  # the frame showed where the focus was
    note.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(note, Qt.Key.Key_Tab)
    assert isinstance(QApplication.focusWidget(), QPushButton)  # then Reset and Close


def test_a_reader_hears_no_layered_pane_as_each_page_opens(dialog: StatisticsDialog) -> None:
    """Orca 43 said "layered pane" (Qt's stack of the tab widget's pages) between a page's tab
    and its first figure, at each page: a plain group, unnamed, which it does not say; the
    figures are still found under it."""
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    stack = tabs.findChild(QStackedWidget)
    assert stack is not None
    face = QAccessible.queryAccessibleInterface(stack)
    assert face.role() == QAccessible.Role.Grouping and not face.text(QAccessible.Text.Name)

    def names(interface: QAccessibleInterface, depth: int = 0) -> list[str]:
        found = [interface.text(QAccessible.Text.Name)]
        for i in range(interface.childCount() if depth < 8 else 0):
            child = interface.child(i)
            if child is not None:
                found += names(child, depth + 1)
        return found

    figure = dialog.page("N").findChild(QLabel, ROWS[0])  # the page open
    assert figure is not None
    assert QAccessible.queryAccessibleInterface(figure).text(QAccessible.Text.Name) in names(face)
