"""Help ▸ Keyboard Shortcuts: every key the window answers, read from the window itself.

The list is built when the dialog opens, from the menus' actions (their text and
shortcuts, as the menus show them), any other action of the window that has a shortcut,
the keys the window handles itself (`WINDOW_KEYS`) and those of the card table
(`TABLE_KEYS` of the table view), so it cannot drift from what the keys really do.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from qvoleurs.ui.dialogs.text import SCREEN_FRAME, fit_to_screen
from qvoleurs.ui.table.view import TABLE_KEYS
from qvoleurs.ui.window import WINDOW_KEYS

NATIVE = QKeySequence.SequenceFormat.NativeText


@dataclass(frozen=True)
class ShortcutRow:
    """One line of the page: what it does, and its keys as the menus write them."""

    group: str
    what: str
    keys: str


def plain_text(action_text: str) -> str:
    """A menu text without its mnemonic mark and trailing ellipsis: "&Statistics…" → "Statistics"."""
    return action_text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…").strip()


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
    """The shortcut list as a table, grouped by menu (long descriptions wrap)."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self._rows = shortcut_rows(window)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setHtml(self._html())
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

    def _html(self) -> str:
        action, keys = escape(self.tr("Action")), escape(self.tr("Keys"))
        head = f"<tr><th align=left>{action}</th><th align=left>{keys}</th></tr>"
        lines = [head]
        group = None
        for row in self._rows:
            if row.group != group:
                group = row.group
                lines.append(f"<tr><td colspan=2><br><b>{escape(group)}</b></td></tr>")
            lines.append(f"<tr><td>{escape(row.what)}</td><td><nobr>{escape(row.keys)}</nobr></td></tr>")
        return "<table width=100% cellspacing=0 cellpadding=3>" + "".join(lines) + "</table>"

    def rows(self) -> list[tuple[str, str, str]]:
        """What the page shows: (group, action, keys) for every line (tests)."""
        return [(row.group, row.what, row.keys) for row in self._rows]
