"""Help ▸ Keyboard Shortcuts: every key the window answers, read from the window itself.

The list is built when the dialog opens, from the menus' actions (their text and
shortcuts, as the menus show them), any other action of the window that has a shortcut,
the keys the window handles itself (`WINDOW_KEYS`) and those of the card table
(`TABLE_KEYS` of the table view), so it cannot drift from what the keys really do.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QStyle,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from qvoleurs.ui.dialogs.text import SCREEN_FRAME, fit_to_screen, frame_the_focus, reading_flags
from qvoleurs.ui.mnemonics import without_mnemonic
from qvoleurs.ui.table.view import TABLE_KEYS
from qvoleurs.ui.window_keys import WINDOW_KEYS

NATIVE = QKeySequence.SequenceFormat.NativeText
UNBROKEN = ",\u00a0"  # between two keys of an action: its keys stay on one line
LINE_BREAK = "\u2028"  # before the tab of a line whose keys would begin the next line


@dataclass(frozen=True)
class ShortcutRow:
    """One line of the page: what it does, and its keys as the menus write them."""

    group: str
    what: str
    keys: str


def plain_text(action_text: str) -> str:
    """A menu text without its mnemonic mark and trailing ellipsis: "&Statistics…" → "Statistics"."""
    return without_mnemonic(action_text).removesuffix("…").strip()


def _on_a_keyboard(sequence: QKeySequence) -> bool:
    """Not a key that few keyboards have: the platform's "Copy", "New", "Help" keys, F13 and up."""
    if sequence.isEmpty():
        return False
    key = sequence[0].key().value  # type: ignore[index]  # PySide6 indexes it; its stubs do not say so
    return key < Qt.Key.Key_F13.value or Qt.Key.Key_F35.value < key < Qt.Key.Key_Help.value


def _keys(sequences: list[QKeySequence]) -> str:
    return ", ".join(s.toString(NATIVE) for s in sequences if _on_a_keyboard(s))


def _menus(window: QMainWindow) -> list[QMenu]:
    found: list[QMenu] = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            found.append(menu)
    return found


def shortcut_rows(window: QMainWindow) -> list[ShortcutRow]:
    """Every shortcut of `window`: its menus' actions in menu order, then the window's other
    actions with a shortcut and its own keys, then the keys of the card table."""
    rows: list[ShortcutRow] = []
    listed: set[QAction] = set()
    for menu in _menus(window):
        group = plain_text(menu.title())
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None:
                continue
            keys = _keys(action.shortcuts())
            if keys:
                rows.append(ShortcutRow(group, plain_text(action.text()), keys))
                listed.add(action)
    other = QCoreApplication.translate("ShortcutsDialog", "Other")
    for action in window.findChildren(QAction):
        keys = _keys(action.shortcuts())
        if keys and action not in listed and action.text():
            rows.append(ShortcutRow(other, plain_text(action.text()), keys))
            listed.add(action)
    rows += _key_rows(other, WINDOW_KEYS, lambda what: QCoreApplication.translate("WindowKeys", what))
    table = QCoreApplication.translate("ShortcutsDialog", "On the card table")
    rows += _key_rows(table, TABLE_KEYS, lambda what: QCoreApplication.translate("TableKeys", what))
    # a key the window handles that is also an action of its own (F10) is listed once
    unique: dict[tuple[str, str], ShortcutRow] = {}
    for row in rows:
        unique.setdefault((row.what, row.keys), row)
    return list(unique.values())


def _key_rows(
    group: str, keys: tuple[tuple[tuple[str, ...], str], ...], translate: Callable[[str], str]
) -> list[ShortcutRow]:
    """Rows for keys a widget handles itself: (key names, what they do, translated by `translate`)."""
    return [
        ShortcutRow(group, translate(what), ", ".join(QKeySequence(name).toString(NATIVE) for name in names))
        for names, what in keys
    ]


class ShortcutsDialog(QDialog):
    """The shortcut list, grouped by menu: a line for each action, its keys at the right edge
    (long descriptions wrap), as a menu shows them.

    A line of text, not a table: a screen reader reads it line by line with the caret, as the
    rules ("New Game Ctrl+N"), where a table gave it one line of cells joined by the invisible
    characters that mark them (U+FDD0) and no caret to move."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self._rows = shortcut_rows(window)
        self.browser = _KeysBrowser(self)
        self.browser.setReadOnly(True)  # read as a text, not a label (dialogs/text.reading_text)
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setTextInteractionFlags(reading_flags())
        frame_the_focus(self.browser)
        self.browser.setDocument(self._page())  # filled apart: in the view its caret went along each line
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, 600, 520)
        self._grow_to_the_whole_list(buttons)

    def _grow_to_the_whole_list(self, buttons: QWidget) -> None:
        """As tall as the whole list at the dialog's width, where the screen has room (it
        scrolls only on a small screen): a fixed height cut its last line in half."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        frame = 2 * self.browser.frameWidth()
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        document = self.browser.document().clone(self)
        document.setTextWidth(self.width() - margins.left() - margins.right() - frame - scroll_bar)
        _keys_at_the_right_edge(document)
        whole = (
            round(document.size().height())
            + frame
            + layout.spacing()
            + buttons.sizeHint().height()
            + margins.top()
            + margins.bottom()
        )
        document.deleteLater()
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() - SCREEN_FRAME
        self.resize(self.width(), max(self.height(), min(whole, room)))

    def _page(self) -> QTextDocument:
        """A heading line, then each group's name in bold, a line above it, and its rows:
        the action, a tab, its keys (unbroken: a comma and a no-break space between them)."""
        document = QTextDocument(self.browser)
        document.setDefaultFont(self.browser.font())
        document.setUndoRedoEnabled(False)  # a new width sets the tabs again: nothing to undo
        bold, plain = QTextCharFormat(), QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        spaced = QTextBlockFormat()
        spaced.setTopMargin(QFontMetrics(document.defaultFont()).lineSpacing())
        action, keys = self.tr("Action"), self.tr("Keys")  # (lupdate finds no tr() inside an f-string)
        cursor = QTextCursor(document)
        cursor.insertText(f"{action}\t{keys}", bold)
        group = None
        for row in self._rows:
            if row.group != group:
                group = row.group
                cursor.insertBlock(spaced, bold)
                cursor.insertText(group, bold)
            cursor.insertBlock(QTextBlockFormat(), plain)
            cursor.insertText(f"{row.what}\t{row.keys.replace(', ', UNBROKEN)}", plain)
        return document

    def rows(self) -> list[tuple[str, str, str]]:
        """What the page shows: (group, action, keys) for every line (tests)."""
        return [(row.group, row.what, row.keys) for row in self._rows]


class _KeysBrowser(QTextEdit):
    """Its lines keep their keys at the right edge whatever its width."""

    def setDocument(self, document: QTextDocument) -> None:
        super().setDocument(document)
        layout = document.documentLayout()
        assert layout is not None  # every document has one
        layout.documentSizeChanged.connect(self._size_changed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # the text's new width first
        _keys_at_the_right_edge(self.document())

    def _size_changed(self) -> None:
        """A scroll bar that came or went changed the text's width with no resize of this
        widget (the keys then ended under the frame, or short of the edge): the tabs are set
        again once the layout that found it is over (not from inside it)."""
        if _edge_moved(self.document()):
            QTimer.singleShot(0, self, lambda: _keys_at_the_right_edge(self.document()))


def _edge(document: QTextDocument) -> float:
    return document.textWidth() - 2 * document.documentMargin() - 1


def _edge_moved(document: QTextDocument) -> bool:
    return [tab.position for tab in document.firstBlock().blockFormat().tabPositions()] != [_edge(document)]


def _keys_at_the_right_edge(document: QTextDocument) -> None:
    """Each line's tab goes to the right edge of the text, where its keys end. (The layout
    takes a line's tabs from its block's format alone, not from the document's options.)"""
    edge = _edge(document)
    if edge <= 0 or not _edge_moved(document):
        return
    tabs = QTextBlockFormat()
    tabs.setTabPositions([QTextOption.Tab(edge, QTextOption.TabType.RightTab)])
    cursor = QTextCursor(document)
    cursor.select(QTextCursor.SelectionType.Document)
    cursor.mergeBlockFormat(tabs)
    _wrapped_keys_on_a_line_of_their_own(document)
    _keys_painted_to_the_edge(document, edge)


def keys_painted_right(block: QTextBlock) -> float | None:
    """Where the keys of `block`'s line end as painted (their glyphs), or None when they are
    not on one line."""
    text, layout = block.text(), block.layout()
    keys = text.find("\t") + 1
    if keys <= 0 or layout is None or len(text) == keys:
        return None
    line = layout.lineForTextPosition(keys)
    if line.lineNumber() != layout.lineForTextPosition(len(text)).lineNumber():
        return None
    runs = line.glyphRuns(keys, len(text) - keys)
    return max(run.boundingRect().right() for run in runs) if runs else None


def _keys_painted_to_the_edge(document: QTextDocument, edge: float) -> None:
    """Qt sets a right tab on a line after the first of its block too far right by some
    width of the line before (the keys of German's "… wenn sie welche hat" were cut 7 px by
    the frame; its cursor positions say they end at the tab): each such line's tab is moved
    back by what its painted keys overrun."""
    document.size()  # laid out with the tabs just set
    for block in _blocks(document):
        right = keys_painted_right(block)
        if right is None or abs(right - edge) < 0.5:
            continue
        tabs = QTextBlockFormat()
        tabs.setTabPositions([QTextOption.Tab(edge - (right - edge), QTextOption.TabType.RightTab)])
        _edit(document, block.position()).mergeBlockFormat(tabs)


def _wrapped_keys_on_a_line_of_their_own(document: QTextDocument) -> None:
    """A line full up to its tab breaks after the tab (Qt always may, after white space), and
    its keys began the next line at the left, under the action's words (Ukrainian at 800×600
    and large fonts; every language at some width): such a line breaks before its tab instead,
    which then takes the keys to the right edge. Done again at each width."""
    for block in _blocks(document):  # the breaks of the last width go first
        if (at := block.text().find(LINE_BREAK + "\t")) >= 0:
            _edit(document, block.position() + at).deleteChar()
    document.size()  # laid out at the new width
    room = document.textWidth() - 2 * document.documentMargin()
    metrics = QFontMetricsF(document.defaultFont())
    for block in reversed(_blocks(document)):  # from the end: the positions before stay right
        layout, text = block.layout(), block.text()
        tab = text.find("\t")
        if tab <= 0 or metrics.horizontalAdvance(text[tab + 1 :]) > room:
            continue  # keys longer than a line wrap wherever they are
        if layout.lineForTextPosition(tab).lineNumber() != layout.lineForTextPosition(tab + 1).lineNumber():
            _edit(document, block.position() + tab).insertText(LINE_BREAK)


def _blocks(document: QTextDocument) -> list[QTextBlock]:
    blocks, block = [], document.begin()
    while block.isValid():
        blocks.append(block)
        block = block.next()
    return blocks


def _edit(document: QTextDocument, position: int) -> QTextCursor:
    cursor = QTextCursor(document)
    cursor.setPosition(position)
    return cursor
