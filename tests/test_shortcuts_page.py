"""Help ▸ Keyboard Shortcuts: every key the window answers is listed, read from the window itself."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAccessible, QAction, QKeyEvent, QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.cli_text import LANGUAGES
from qvoleurs.engine import Deal, Game
from qvoleurs.i18n import install_translators
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.dialogs.shortcuts import LINE_BREAK, ShortcutsDialog, keys_painted_right, plain_text, shortcut_rows
from qvoleurs.ui.dialogs.text import SCREEN_FRAME, RulesDialog
from qvoleurs.ui.table.view import TABLE_KEYS
from qvoleurs.ui.window import MainWindow

from .languages import close_for_good, language_restored

NATIVE = QKeySequence.SequenceFormat.NativeText


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    prefs = Preferences.in_memory()
    prefs.set(settings.ANIMATIONS, False)
    prefs.set(settings.SOLVER_INDICATOR, False)  # no solver thread: this is about keys
    win = MainWindow(GameModel(Game(Deal.from_code("FT1-N-AAAAAAV")), prefs), prefs)
    win.show()
    qtbot.waitExposed(win)
    with language_restored(qapp):
        yield win
    close_for_good(win)


def open_page(qtbot: QtBot, win: MainWindow) -> ShortcutsDialog:
    dialog = ShortcutsDialog(win)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_action_with_a_shortcut_is_on_the_page_with_its_keys(qtbot: QtBot, window: MainWindow) -> None:
    shown = {(what, keys) for _group, what, keys in open_page(qtbot, window).rows()}
    actions = [a for a in window.findChildren(QAction) if a.shortcuts()]
    assert len(actions) >= 12  # new game … rules, hint, draw: the page is not built from an empty list
    for action in actions:
        keys = [k.toString(NATIVE) for k in action.shortcuts()]
        assert any(what == plain_text(action.text()) and keys[0] in listed.split(", ") for what, listed in shown), (
            action.text()
        )


def listed(rows: list[tuple[str, str, str]], group: str, what: str, key: str) -> bool:
    return any(g == group and w == what and key in keys.split(", ") for g, w, keys in rows)


def test_menu_actions_are_grouped_under_their_menu(qtbot: QtBot, window: MainWindow) -> None:
    rows = open_page(qtbot, window).rows()
    assert listed(rows, "Edit", "Undo", "Ctrl+Z")
    assert listed(rows, "Edit", "Redo", "Ctrl+Shift+Z")
    assert ("Game", "New Game", "Ctrl+N") in rows  # not the "New" key of a few keyboards
    assert ("Game", "Hint", "H") in rows
    assert listed(rows, "Help", "Rules", "F1")
    groups = [group for group, _, _ in rows]
    assert groups.index("Game") < groups.index("Edit") < groups.index("Help") < groups.index("On the card table")


def test_an_action_added_later_is_listed_too(qtbot: QtBot, window: MainWindow) -> None:
    """The page is read from the window when it opens, so a new shortcut cannot be forgotten."""
    extra = QAction("&Zoom In", window)
    extra.setShortcut(QKeySequence("Ctrl+="))
    window.addAction(extra)
    assert ("Other", "Zoom In", "Ctrl+=") in open_page(qtbot, window).rows()
    zoom_menu = window.menuBar().addMenu("&Zoom")
    zoom_menu.addAction(extra)
    rows = [r for r in shortcut_rows(window) if r.what == "Zoom In"]
    assert [(r.group, r.keys) for r in rows] == [("Zoom", "Ctrl+=")]
    full_screen = [r for r in shortcut_rows(window) if r.what == "Full Screen"]
    assert [(r.group, r.keys.split(", ")[0]) for r in full_screen] == [("View", "F11")]


def test_the_keys_of_the_card_table_are_listed(qtbot: QtBot, window: MainWindow) -> None:
    rows = open_page(qtbot, window).rows()
    table = [(what, keys) for group, what, keys in rows if group == "On the card table"]
    assert len(table) == len(TABLE_KEYS)
    assert ("Put a picked-up card back, or close the message over the cards", "Esc") in table
    assert any(keys == "Left, Right, Up, Down" for _, keys in table)


def press(win: MainWindow, key: Qt.Key) -> bool:
    """The table view's own answer to a key (no shortcut map in between): True when it took it."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
    win.view.keyPressEvent(event)
    return event.isAccepted()


CANDIDATES = (
    [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"]
    + [getattr(Qt.Key, f"Key_F{n}") for n in range(1, 13)]
    + [
        Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter,
        Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backspace, Qt.Key.Key_Delete,
        Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Insert,
        Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_Question,
    ]
)  # fmt: skip


def test_the_table_answers_exactly_the_keys_the_page_lists(qtbot: QtBot, window: MainWindow) -> None:
    """A key handled in TableView.keyPressEvent but missing from TABLE_KEYS (or the menus) fails here."""
    listed = {QKeySequence(name)[0].key() for names, _ in TABLE_KEYS for name in names}
    plain_shortcuts = {
        s[0].key()
        for a in window.findChildren(QAction)
        for s in a.shortcuts()
        if s.count() == 1 and s[0].keyboardModifiers() == Qt.KeyboardModifier.NoModifier
    }
    window.view.setFocus()
    answered = set()
    for key in CANDIDATES:
        if key == Qt.Key.Key_Escape and window.table_scene.picked is None:
            press(window, Qt.Key.Key_Space)  # a card picked up, so that Escape has something to do
        if press(window, key):
            answered.add(key)
    assert listed <= answered, f"listed but not handled: {listed - answered}"
    scrolling = {Qt.Key.Key_PageUp, Qt.Key.Key_PageDown}  # QGraphicsView's own: they scroll the view
    unlisted = answered - listed - plain_shortcuts - scrolling
    assert not unlisted, f"handled but not listed: {unlisted}"


def test_help_menu_opens_the_page_and_it_fits_its_text(qtbot: QtBot, window: MainWindow) -> None:
    assert window.shortcuts_action in window.help_menu.actions()
    seen: list[ShortcutsDialog] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ShortcutsDialog)
        try:
            look(dialog)
        finally:
            dialog.reject()  # a failed look still ends the dialog's loop, and the test

    def look(dialog: ShortcutsDialog) -> None:
        seen.append(dialog)
        shown = dialog.browser.toPlainText()
        assert all(what in shown and keys in shown for _, what, keys in dialog.rows()), "the rows are on the page"
        assert not dialog.browser.horizontalScrollBar().isVisible(), "readable without scrolling sideways"
        screen = dialog.screen().availableGeometry()
        frame = dialog.frameGeometry()
        assert frame.width() <= screen.width() and frame.height() <= screen.height(), "it fits on the screen"
        # the whole list where the screen has room; else as tall as the screen lets it be
        bar = dialog.browser.verticalScrollBar()
        assert bar.maximum() == 0 or dialog.height() >= screen.height() - SCREEN_FRAME - 2, "not cut short"
        pairs = [(what, keys) for _, what, keys in dialog.rows()]
        assert len(set(pairs)) == len(pairs), "each key once"

    QTimer.singleShot(0, look_and_close)
    window.shortcuts_action.trigger()
    assert len(seen) == 1


def test_the_page_speaks_the_language_of_the_menus(qtbot: QtBot, qapp: QApplication, window: MainWindow) -> None:
    install_translators(qapp, "de")
    QApplication.processEvents()
    rows = open_page(qtbot, window).rows()
    assert listed(rows, "Bearbeiten", "Wiederherstellen", "Strg+Umschalt+Z")
    assert any(group == "Auf dem Spieltisch" and keys == "Leertaste" for group, _, keys in rows)
    assert window.shortcuts_action.text() == "&Tastenkürzel"


def test_a_screen_reader_reads_the_page_line_by_line(qtbot: QtBot, window: MainWindow) -> None:
    """As the rules: the focus in the open page is on a text with a caret that the arrow keys
    move, line by line, a shortcut a line (its action, a tab, its keys), and none of the
    invisible marks of a table's cells (U+FDD0, U+FDD1) that a reader spelled or skipped."""
    QAccessible.setActive(True)  # a screen reader listens
    try:
        dialog = open_page(qtbot, window)
    finally:
        QAccessible.setActive(False)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    focused = QApplication.focusWidget()
    assert focused is dialog.browser
    text = QAccessible.queryAccessibleInterface(focused).textInterface()
    assert text is not None
    whole = text.text(0, text.characterCount())
    assert "\ufdd0" not in whole and "\ufdd1" not in whole
    lines = whole.split("\n")
    assert lines[:3] == ["Action\tKeys", "Game", "New Game\tCtrl+N"]
    unbroken = [line.replace(LINE_BREAK, "") for line in lines]  # a long line's keys go to the right edge
    for _group, what, keys in dialog.rows():  # an action's keys kept together by no-break spaces
        assert what + "\t" + keys.replace(", ", ",\u00a0") in unbroken
    starts = [text.cursorPosition()]
    for _ in range(3):
        qtbot.keyClick(focused, Qt.Key.Key_Down)
        starts.append(text.cursorPosition())
    assert starts[0] == 0 and [whole[a:b] for a, b in itertools.pairwise(starts)] == [line + "\n" for line in lines[:3]]
    qtbot.keyClick(focused, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert text.cursorPosition() == text.characterCount()  # the end, for "say all" from anywhere


@pytest.mark.parametrize("lang", ["uk", "de", "en"])
def test_each_row_keeps_its_keys_at_the_right_edge_at_every_width(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, lang: str
) -> None:
    """At 800×600 with large fonts the Ukrainian page showed "Return, Enter" at the left of a
    line of its own, under "Зіграти карту у фокусі, як клацанням або подвійним клацанням": a
    line full up to its tab broke after the tab. Every language did so at some width."""
    install_translators(qapp, lang)
    QApplication.processEvents()
    dialog = open_page(qtbot, window)
    document = dialog.browser.document()
    for width in range(300, 1400, 10):
        dialog.resize(width, dialog.height())
        QApplication.processEvents()
        document.size()  # laid out
        edge = document.textWidth() - 2 * document.documentMargin() - 1
        for x, text in _keys_end_at(document):  # keys on one line (not longer than a line): at its right edge
            assert edge - 2 <= x <= edge + 2, (width, x, edge, text)


def _keys_end_at(document: QTextDocument) -> list[tuple[float, str]]:
    """Where each line's keys end as painted, when they are on one line."""
    document.size()  # laid out
    ends, block = [], document.begin()
    while block.isValid():
        if (right := keys_painted_right(block)) is not None:
            ends.append((right, block.text()))
        block = block.next()
    return ends


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_end_at_the_right_edge_whether_the_scroll_bar_shows_or_not(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, lang: str
) -> None:
    """A scroll bar that comes or goes narrows or widens the text without resizing the page:
    the tabs stayed where the other width had them. German at 1366×768 showed "Tab, Umschalt+Tab"
    cut at the frame; the Ukrainian page opened with every key 14 px short of its edge."""
    install_translators(qapp, lang)
    QApplication.processEvents()
    dialog = open_page(qtbot, window)
    bar = dialog.browser.verticalScrollBar()
    for height in (dialog.height(), 250, 2000, dialog.height()):  # as opened; scrolled; whole; as opened again
        dialog.resize(dialog.width(), height)
        QApplication.processEvents()
        document = dialog.browser.document()
        assert document.textWidth() == dialog.browser.viewport().width()
        edge = document.textWidth() - 2 * document.documentMargin() - 1
        for x, text in _keys_end_at(document):
            assert edge - 2 <= x <= edge + 2, (height, bar.isVisible(), x, edge, text)


@pytest.mark.parametrize("page", ["shortcuts", "rules"])
def test_ctrl_end_and_ctrl_home_go_to_the_bottom_and_the_top(qtbot: QtBot, window: MainWindow, page: str) -> None:
    """As in a help browser: at 800×600 the German page's last line stayed hidden after
    Ctrl+End, which did nothing (Qt's read-only text takes End alone)."""
    dialog = open_page(qtbot, window) if page == "shortcuts" else RulesDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(dialog.width(), 250)  # the text scrolls
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    qtbot.keyClick(dialog.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == bar.maximum()
    qtbot.keyClick(dialog.browser, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == 0
    qtbot.keyClick(dialog.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ShiftModifier)  # not the keys above
    assert bar.value() == 0
