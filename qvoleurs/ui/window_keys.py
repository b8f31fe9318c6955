"""The keys the main window handles itself, outside any menu: Help ▸ Keyboard Shortcuts lists
them with the menus' keys, and the window names its hidden menu action with the first."""

from __future__ import annotations

from qvoleurs.translatable import QT_TRANSLATE_NOOP

OPEN_MENUS = QT_TRANSLATE_NOOP("WindowKeys", "Open the menus (in full screen too)")

WINDOW_KEYS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("F10",), OPEN_MENUS),
    (("Esc",), QT_TRANSLATE_NOOP("WindowKeys", "Leave full screen")),
)
