"""A dialog shown once, then gone.

A dialog parented to the main window lives as long as the window unless it is deleted: each
opening of Preferences or Statistics left one more hidden copy, which a screen reader's tree
kept (five openings: 235 objects more) and whose check boxes repeated every change of state.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


def exec_once(dialog: QDialog) -> int:
    """Run `dialog` modally and delete it once the event loop is back; its result."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
