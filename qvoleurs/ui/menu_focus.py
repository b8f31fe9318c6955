"""The keys go back to the table when the menu bar keeps a focus it no longer uses, and stay
in the menus while they are open.

After Alt and Escape the menu bar holds the keyboard focus, its menu title lit. A shortcut
pressed then (Ctrl+Shift+N) opens its dialog, which ends the menu bar's keyboard mode but
not its focus: once the dialog closes, Qt gives the focus back to the menu bar, which shows
nothing lit and ignores the arrow keys, so the table seemed dead until Tab. A menu bar that
has the focus with no menu title lit is not being used: the table takes the focus back.
The look waits for the event loop's next turn, so that it sees the bar as the key or the
dialog left it, not halfway through Qt's own change of focus.

A menu opened by F10 (QMenuBar.setActiveAction) left the focus on the table behind it: at each
step to the next menu (Right, Left) Qt's menu bar hands the focus back to the window's focus
widget, which a screen reader then said ("Card table") over the open menu. Alt and a menu's
letter put the bar in its keyboard mode instead, where the bar holds the focus and gives it
back to the table once the menus are done; `hold_the_keys` puts it there for F10 too.

A menu item that opens a dialog, chosen by keyboard, ended that keyboard mode before its
dialog opened: the bar gave the focus back to the table, and a screen reader said the table,
with its long description, between the item and the dialog's first words. For such items
the table refuses the focus meanwhile (`DialogItems`: Qt gives no focus to a widget that is
disabled, from the key until the dialog has the focus), and takes it back
once the dialog has closed. (Taking the focus off the bar instead made Qt say the bar.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

from .mnemonics import mnemonic_letter


def hold_the_keys(bar: QMenuBar) -> None:
    """Put `bar`, whose menu has just been opened, in the keyboard mode Alt gives it.

    Qt has no call for that mode: the bar enters it when Alt is pressed and let go with no
    other key between, which it watches for on its window; so it is given that tap. The
    events carry the modifiers as a window system sends them, those held before the key."""
    if bar.hasFocus():
        return  # in keyboard mode already: a second tap would end it
    window = bar.window()
    alt, nothing = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.NoModifier
    QCoreApplication.sendEvent(window, QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Alt, nothing))
    QCoreApplication.sendEvent(window, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Alt, alt))


class MenuBarFocusReturn(QObject):
    """Hands the focus from an idle menu bar of `window` back to `table`."""

    def __init__(self, window: QWidget, table: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if isinstance(now, QMenuBar) and now.window() is self.window:
            now.removeEventFilter(self)  # once per bar
            now.installEventFilter(self)
            QTimer.singleShot(0, self, self._look)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key that reaches an idle menu bar goes to the table. Under a window manager a
        listener met the bar holding the focus, nothing lit, after F10 and Escape twice, with
        no change of focus for `_look` to see: every arrow was lost, silently, until Tab."""
        if (
            isinstance(watched, QMenuBar)
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and watched.hasFocus()
            and watched.activeAction() is None
            and QApplication.activePopupWidget() is None
            and event.key() not in (Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr, Qt.Key.Key_Tab)
        ):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            again = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(), event.isAutoRepeat())
            QCoreApplication.sendEvent(self.table, again)
            return True
        return super().eventFilter(watched, event)

    def _look(self) -> None:
        bar = QApplication.focusWidget()
        if (
            isinstance(bar, QMenuBar)
            and bar.window() is self.window
            and bar.activeAction() is None
            # a menu open is no idle bar, even before its title is lit: taken from under it, the
            # focus would close the menu and send the next letter to the table
            and QApplication.activePopupWidget() is None
        ):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)


class DialogItems(QObject):
    """Watches `menus` for a key that chooses one of `actions` while `opens_dialog` says it
    opens a dialog now (New Game asks first only while a game is in progress)."""

    def __init__(
        self,
        table: QWidget,
        menus: Iterable[QMenu],
        actions: Iterable[QAction],
        opens_dialog: Callable[[QAction], bool],
    ) -> None:
        super().__init__(table)
        self.table = table
        self.actions = list(actions)
        self.opens_dialog = opens_dialog
        self._passing = False  # the key is on its way to the menu, through this filter again
        for menu in menus:
            menu.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self._passing
            or not isinstance(watched, QMenu)
            or not isinstance(event, QKeyEvent)
            or event.type() != QEvent.Type.KeyPress
            or (chosen := _chosen_by(watched, event)) not in self.actions
            or not self.opens_dialog(chosen)
            # the keyboard mode of the bar (Alt, F10), which gives the focus back as its menu closes;
            # with the focus on the table (a menu opened by the pointer) Qt says nothing of it
            or not isinstance(QApplication.focusWidget(), (QMenuBar, QMenu))
        ):
            return super().eventFilter(watched, event)
        self.table.setEnabled(False)  # until the dialog has the focus (_focus_changed)
        self._passing = True
        try:
            # the menu's own handling of the key: the item's dialog opens and closes in there
            again = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(), event.isAutoRepeat())
            QCoreApplication.sendEvent(watched, again)
        finally:
            self._passing = False
            self.table.setEnabled(True)  # whatever came of the key
        if (
            not watched.isVisible()
            and self.table.window().isActiveWindow()
            and QApplication.activeModalWidget() is None
        ):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if self._passing and now is not None and now.window() is not self.table.window():
            self.table.setEnabled(True)  # not greyed behind the dialog, nor "unavailable" to a reader


def _chosen_by(menu: QMenu, event: QKeyEvent) -> QAction | None:
    """The item of `menu` that the key pressed there triggers, as QMenu 6 decides it: Enter on
    the lit one, or the letter of the only shown item that underlines it, greyed items aside
    (a letter several share only moves between them)."""
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        lit = menu.activeAction()
        return lit if lit is not None and lit.isEnabled() else None
    letter = event.text().lower()
    if not letter.isalnum() or event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
        return None
    items = [
        action
        for action in menu.actions()
        if action.isVisible() and action.isEnabled() and mnemonic_letter(action.text()) == letter
    ]
    return items[0] if len(items) == 1 else None
