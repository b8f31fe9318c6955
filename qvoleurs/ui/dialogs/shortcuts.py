"""Help ▸ Keyboard Shortcuts: every key the window answers, read from the window itself.

The list is built when the dialog opens, from the menus' actions (their text and
shortcuts, as the menus show them), any other action of the window that has a shortcut,
and the keys the card table handles itself (`TABLE_KEYS` of the table view), so it
cannot drift from what the keys really do.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qvoleurs.ui.table.view import TABLE_KEYS

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
    """Not a dedicated key that few keyboards have (the platform's "Copy", "New", "Open" keys)."""
    return not sequence.isEmpty() and int(sequence[0].key().value) < Qt.Key.Key_Back.value


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
    actions with a shortcut, then the keys of the card table."""
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
    table = QCoreApplication.translate("ShortcutsDialog", "On the card table")
    for names, what in TABLE_KEYS:
        keys = ", ".join(QKeySequence(name).toString(NATIVE) for name in names)
        rows.append(ShortcutRow(table, QCoreApplication.translate("TableKeys", what), keys))
    return rows


class ShortcutsDialog(QDialog):
    """The shortcut list as a two-column tree, grouped by menu."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setAccessibleName(self.windowTitle())
        groups: dict[str, QTreeWidgetItem] = {}
        for row in shortcut_rows(window):
            parent_item = groups.get(row.group)
            if parent_item is None:
                parent_item = QTreeWidgetItem(self.tree, [row.group])
                font = parent_item.font(0)
                font.setBold(True)
                parent_item.setFont(0, font)
                parent_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                parent_item.setFirstColumnSpanned(True)
                groups[row.group] = parent_item
            QTreeWidgetItem(parent_item, [row.what, row.keys])
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(560, 520)

    def rows(self) -> list[tuple[str, str, str]]:
        """What the page shows: (group, action, keys) for every line (tests)."""
        found = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            for j in range(group.childCount()):
                child = group.child(j)
                found.append((group.text(0), child.text(0), child.text(1)))
        return found
