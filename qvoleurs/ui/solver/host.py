"""What the solver panel needs of the window it sits in: a narrow interface the window
implements. The panel never imports the window; the window hands itself over as a host."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget


class SolverHost(Protocol):
    def dialog_parent(self) -> QWidget:
        """The widget the panel's dialogs belong to."""
        ...

    def show_verdict(self, text: str, words: str, about: str, progress: str) -> None:
        """Show the verdict `text` (rich text) in its own place; `words` is what a screen
        reader calls it, `about` what it means, `progress` what the search has done so far
        (shown apart from the name, which changes only when the verdict does)."""
        ...

    def hide_verdict(self) -> None: ...

    def show_toast(self, text: str) -> None:
        """A passing message over the table."""
        ...

    def withdraw_toast(self, text: str) -> None:
        """Hide the passing message if it still says `text`."""
        ...

    def show_status(self, text: str, msecs: int = 0) -> None:
        """A message in the status bar (never over the verdict); 0: until cleared."""
        ...

    def clear_status(self, text: str) -> None:
        """Clear the status-bar message if it still says `text`."""
        ...

    def set_highlights(self, piles: list[int], run: tuple[int, int] | None = None) -> None: ...

    def highlights(self) -> list[int]: ...

    def add_solver_actions(self, actions: list[QAction]) -> None:
        """Put the solver's commands in the menu (and their shortcuts in the window)."""
        ...

    def add_banner_button(self, button: QPushButton) -> None:
        """Offer `button` on the "no legal move is left" banner."""
        ...

    def set_banner_button_visible(self, button: QPushButton, visible: bool) -> None: ...

    def announce(self, text: str) -> None:
        """Tell a screen reader, once."""
        ...

    def announce_when_heard(self, text: str, slot: str, alone: str | None = None) -> None:
        """Tell a screen reader once it can hear it (at start, after the window is active);
        a newer text in the same `slot` replaces one not yet said. `alone`: the words when
        nothing else is said with it."""
        ...

    def card_name(self, card: int) -> str:
        """A card in words, in the installed language."""
        ...

    def finish_animation(self) -> None:
        """Before the game is replaced: no card still flying."""
        ...
