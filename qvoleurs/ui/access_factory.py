"""Accessibility factories, each handed to Qt once per process.

Qt keeps every factory it is given and asks each in turn for every object, so a factory
installed twice would be asked twice for nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

Factory = Callable[[str, QObject], QAccessibleInterface | None]

_installed: set[Factory] = set()


def install_once(factory: Factory) -> None:
    """Let Qt ask `factory` for objects' interfaces, unless it already does."""
    if factory not in _installed:
        QAccessible.installFactory(factory)
        _installed.add(factory)
