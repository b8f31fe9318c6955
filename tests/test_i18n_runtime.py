"""Loading translations at run time: the language switch, Qt's own strings, the system
language, and the pseudo-translation that shows whether layouts survive longer words."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from qvoleurs.engine.rules import Rule
from qvoleurs.i18n import (
    LANGUAGES,
    follow_language_setting,
    install_translators,
    installed_translators,
    resolve_language,
)
from qvoleurs.i18n.pseudo import STRETCH, PseudoTranslator, install_pseudo, pseudo
from qvoleurs.reminders import REMINDER_CONTEXT, RULE_REMINDERS
from tests.conftest import OpenWindow
from tests.languages import language_restored

WRONG_SUIT = RULE_REMINDERS[Rule.WRONG_SUIT]


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    """The application, put back to no translation and the previous number format afterwards."""
    with language_restored(qapp):
        yield qapp


class _Counter(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.language_changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changes += 1
        super().changeEvent(event)


def test_switching_language_at_run_time(qtbot: QtBot, app: QApplication) -> None:
    widget = _Counter()
    qtbot.addWidget(widget)
    install_translators(app, "de")
    assert "Pik-7 auf Pik-8" in QCoreApplication.translate(REMINDER_CONTEXT, WRONG_SUIT)
    qtbot.waitUntil(lambda: widget.language_changes > 0)
    seen = widget.language_changes
    install_translators(app, "uk")
    assert "7 пік на 8 пік" in QCoreApplication.translate(REMINDER_CONTEXT, WRONG_SUIT)
    qtbot.waitUntil(lambda: widget.language_changes > seen)
    install_translators(app, "en")
    assert QCoreApplication.translate(REMINDER_CONTEXT, WRONG_SUIT) == WRONG_SUIT
    # Each switch replaces the previous catalogues rather than piling them up.
    assert len(installed_translators()) == 1


@pytest.mark.parametrize(
    ("lang", "cancel"), [("nl", "Annuleren"), ("de", "Abbrechen"), ("uk", "Скасувати"), ("da", "Annuller")]
)
def test_qt_s_own_buttons_speak_the_language(qtbot: QtBot, app: QApplication, lang: str, cancel: str) -> None:
    install_translators(app, lang)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel


# the hint's words for a move, and the same move's words once made ("Where did I lose it?")
MOVE_WORDS = [
    ("draw a card from the stock", "a card drawn from the stock"),
    ("move the %1 to its foundation", "the %1 moved to its foundation"),
    ("move the %1 to the empty column", "the %1 moved to the empty column"),
    ("move the %1 cards from the %2 down onto the %3", "the %1 cards from the %2 moved down onto the %3"),
    ("move the %1 onto the %2", "the %1 moved onto the %2"),
]


@pytest.mark.parametrize(("lang", "past"), [("nl", "gelegd"), ("de", "gelegt"), ("uk", "покладено"), ("da", "lagt")])
def test_a_move_made_is_worded_as_past_not_as_an_order(app: QApplication, lang: str, past: str) -> None:
    install_translators(app, lang)
    words = [
        (QCoreApplication.translate("SolverPanel", order), QCoreApplication.translate("SolverPanel", made))
        for order, made in MOVE_WORDS
    ]
    for (order, made), (said, told) in zip(MOVE_WORDS, words, strict=True):
        assert told not in (made, said), (order, told)  # translated, and not the hint's words
        assert told.count("%") == made.count("%")
    assert sum(past in told for _, told in words) >= 3  # "покладено", not the order "покладіть"


def test_numbers_follow_the_language(app: QApplication) -> None:
    install_translators(app, "de")
    assert QLocale().toString(1185) == "1.185"
    install_translators(app, "uk")
    assert QLocale().toString(1185) == "1\u00a0185"


def test_the_setting_value_picks_the_language() -> None:
    assert resolve_language("de") == "de"
    assert resolve_language("fr") == "en"
    assert resolve_language("system") in LANGUAGES


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "nl_BE.UTF-8"}, "nl"),
        ({"LANG": "da_DK.UTF-8"}, "da"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
    ],
)
def test_the_system_language_is_followed(env: dict[str, str], expected: str) -> None:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    done = subprocess.run(
        [sys.executable, "-c", "from qvoleurs.i18n import system_language; print(system_language())"],
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == expected


# --- the pseudo-translation ------------------------------------------------------------------


@pytest.mark.parametrize("source", ["Preferences", "&Restore Defaults", "%1%", "%n win(s)", "Games won:", "OK", "a"])
def test_pseudo_is_longer_and_keeps_what_code_relies_on(source: str) -> None:
    text = pseudo(source)
    assert len(text) >= len(source) * STRETCH
    for kept in ("%1", "%n", "&R"):
        assert (kept in text) == (kept in source)
    assert text.endswith(":") == source.endswith(":")
    assert text != source


def text_width(widget: QWidget, text: str) -> int:
    return widget.fontMetrics().horizontalAdvance(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))


def clipped(root: QWidget) -> list[str]:
    """Every visible label, button, group title or combo item whose text does not fit its widget."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap():
            if widget.width() < widget.sizeHint().width():
                problems.append(f"label {widget.text()!r}: {widget.width()} < {widget.sizeHint().width()}")
        elif isinstance(widget, QLabel) and widget.text():
            if widget.height() < widget.heightForWidth(widget.width()):
                problems.append(f"wrapped label {widget.text()!r} is cut at the bottom")
        elif isinstance(widget, QAbstractButton) and widget.text() and widget.hasHeightForWidth():
            if widget.height() < widget.heightForWidth(widget.width()):  # a caption that wraps (Preferences)
                problems.append(f"wrapped button {widget.text()!r} is cut at the bottom")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if widget.width() < widget.sizeHint().width():
                problems.append(f"button {widget.text()!r}: {widget.width()} < {widget.sizeHint().width()}")
        elif isinstance(widget, QGroupBox) and widget.title():
            if widget.width() < text_width(widget, widget.title()):
                problems.append(f"group {widget.title()!r} wider than its box")
        elif isinstance(widget, QComboBox):
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            field = widget.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, widget
            )
            # The shown choice must fit; the drop-down list sizes itself to its items.
            if text_width(widget, widget.currentText()) > field.width():
                problems.append(f"combo choice {widget.currentText()!r} wider than its field ({field.width()})")
    return problems


def show_in(qtbot: QtBot, app: QApplication, dialog: QWidget, lang: str) -> PseudoTranslator | None:
    """Show `dialog`, then switch language under it (as the preferences do) and let it lay out again."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    translator = install_pseudo(app) if lang == "pseudo" else None
    if translator is None:
        install_translators(app, lang)
    QCoreApplication.processEvents()  # LanguageChange: the dialog retranslates
    # As big as it asks to be: the test screen is only 800 pixels wide, and a window
    # opens at no more than 2/3 of the screen; a desktop screen has room for this.
    dialog.resize(dialog.sizeHint())
    QCoreApplication.processEvents()
    return translator


def make_preferences_dialog() -> QWidget:
    from qvoleurs.preferences import Preferences
    from qvoleurs.ui.dialogs.preferences import PreferencesDialog

    return PreferencesDialog(Preferences.in_memory())


def make_statistics_dialog() -> QWidget:
    from qvoleurs.statistics import Statistics
    from qvoleurs.ui.dialogs.statistics import StatisticsDialog

    return StatisticsDialog(Statistics.in_memory())


@pytest.mark.parametrize("make", [make_preferences_dialog, make_statistics_dialog], ids=["preferences", "statistics"])
@pytest.mark.parametrize("lang", ["pseudo", "nl", "de", "uk", "da"])
def test_dialogs_show_every_label_whole(
    qtbot: QtBot, app: QApplication, make: Callable[[], QWidget], lang: str
) -> None:
    dialog = make()
    english_title = dialog.windowTitle()
    translator = show_in(qtbot, app, dialog, lang)
    try:
        assert dialog.windowTitle() != english_title  # the dialog did retranslate
        assert not clipped(dialog), "\n".join(clipped(dialog))
    finally:
        if translator is not None:
            app.removeTranslator(translator)


def test_the_clipping_check_sees_a_cut_label(qtbot: QtBot) -> None:
    """The check above is only worth something if it notices a label too narrow for its text."""
    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("A label that is much too long for forty pixels", root)
    root.show()
    label.setFixedWidth(40)
    assert clipped(root)


# --- the game window follows the LANGUAGE setting ----------------------------------------------


@pytest.fixture
def window(open_window: OpenWindow, app: QApplication) -> tuple[QWidget, object]:
    from qvoleurs import settings
    from qvoleurs.engine import Deal, Game
    from qvoleurs.model.game_model import GameModel
    from qvoleurs.preferences import Preferences

    prefs = Preferences.in_memory()
    prefs.set(settings.ANIMATIONS, False)
    prefs.set(settings.SOLVER_INDICATOR, False)  # no solver thread: these tests are about words
    follow_language_setting(app, prefs)
    win = open_window(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs, size=(1180, 800))
    return win, prefs


def visible_texts(win: QWidget) -> str:
    menus = [action.text() for action in win.menuBar().actions()]  # type: ignore[attr-defined]
    status = [label.text() for label in win.statusBar().findChildren(QLabel)]  # type: ignore[attr-defined]
    return " | ".join(menus + status)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ("&Spiel", "&Bearbeiten", "&Hilfe", "Punkte: 0", "Züge: 0", "Talon: 64")),
        ("uk", ("&Гра", "&Редагування", "&Довідка", "Рахунок: 0", "Ходи: 0", "Колода добору: 64")),
        ("nl", ("&Spel", "Be&werken", "&Help", "Score: 0", "Zetten: 0", "Trekstapel: 64")),
        ("da", ("&Spil", "&Rediger", "&Hjælp", "Point: 0", "Træk: 0", "Bunke: 64")),
    ],
)
def test_choosing_a_language_retranslates_the_menus_and_status_bar_at_once(
    qtbot: QtBot, window: tuple[QWidget, object], lang: str, words: tuple[str, ...]
) -> None:
    from qvoleurs import settings

    win, prefs = window
    assert "Score: 0" in visible_texts(win)
    prefs.set(settings.LANGUAGE, lang)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: all(word in visible_texts(win) for word in words))
    prefs.set(settings.LANGUAGE, "en")  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "Score: 0" in visible_texts(win) and "&Game" in visible_texts(win))


@pytest.mark.parametrize("lang", ["pseudo", "nl", "de", "uk", "da"])
def test_the_status_bar_shows_every_label_whole(qtbot: QtBot, window: tuple[QWidget, object], lang: str) -> None:
    win, _prefs = window
    translator = show_in(qtbot, QApplication.instance(), win, lang)  # type: ignore[arg-type]
    try:
        win.resize(1180, 800)  # the window keeps its size: the texts must fit into it
        QCoreApplication.processEvents()
        problems = clipped(win.statusBar())  # type: ignore[attr-defined]
        assert not problems, "\n".join(problems)
    finally:
        if translator is not None:
            QApplication.instance().removeTranslator(translator)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("lang", "letters"),
    [("nl", "ABVH"), ("de", "ABDK"), ("da", "EBDK"), ("uk", "ТВДК"), ("en", "AJQK")],
)
def test_card_corners_use_the_language_s_letters(app: QApplication, lang: str, letters: str) -> None:
    from qvoleurs.ui.table.cardart import rank_labels

    install_translators(app, lang)
    labels = rank_labels()
    assert "".join(labels[r] for r in (1, 11, 12, 13)) == letters
    assert labels[2:11] == tuple(str(n) for n in range(2, 11))


def test_choosing_a_language_redraws_the_court_cards_only(qtbot: QtBot, window: tuple[QWidget, object]) -> None:
    from PySide6.QtGui import QImage

    from qvoleurs import settings
    from qvoleurs.engine.rules import column_pile

    win, prefs = window

    def top_picture(column: int) -> QImage:
        """The view's pixels of the top card of `column` (1-based)."""
        card = win.model.position.piles[column_pile(column)][-1]  # type: ignore[attr-defined]
        item = win.table_scene.cards[card]  # type: ignore[attr-defined]
        view = win.view  # type: ignore[attr-defined]
        return view.grab(view.mapFromScene(item.sceneBoundingRect()).boundingRect()).toImage()

    king, seven = top_picture(7), top_picture(9)  # KS and 7H in FT1-N-AAAAAAV
    prefs.set(settings.LANGUAGE, "nl")  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: top_picture(7) != king)  # H for heer instead of K
    assert top_picture(9) == seven


def test_a_language_switched_away_from_keeps_no_catalogue_alive(app: QApplication) -> None:
    """Each language chosen in the preferences loaded its catalogues, and the ones it replaced
    stayed alive under the application until the game quit (ten switches: eighteen)."""
    from PySide6.QtCore import QTranslator

    install_translators(app, "de")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    alive = len(app.findChildren(QTranslator))
    for lang in ("nl", "uk", "da", "de") * 3:
        install_translators(app, lang)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(app.findChildren(QTranslator)) == alive
