"""The main window's size, place and state on the screen, from start to quit.

At the start: the last run's size, place and state (maximized, full screen), kept inside
the screen; on a screen of another size, where Qt refuses the saved geometry whole, the
size and place are taken from it all the same. While the game runs: the window and its
open dialogs follow the screen when it shrinks or is unplugged (GNOME's and KDE's window
managers move windows inside, openbox does not). At quit: the geometry, with a window
that was maximized under full screen saved as maximized too (openbox takes that state off
while the window is full screen, and F11 after a restart gave a small window).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QDialog, QMainWindow

from .. import settings
from ..preferences import Preferences
from .placement import (
    FRAME_ALLOWANCE,
    available_geometry,
    first_place,
    fit_size,
    grown_for,
    inside,
    keep_on_screen,
    saved_normal,
    saved_state,
    with_maximized,
    with_normal,
)

BIG_STATES = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen


def _screens() -> list[QScreen]:
    return QGuiApplication.screens()


def remembered_place(normal: QRect, minimum: QSize, available: QRect) -> QRect:
    """A window's last normal geometry on a screen of another size: its size, shrunk to fit
    `available` with a frame (never below `minimum`), at its place when it fits there,
    else centred."""
    room = available.marginsRemoved(FRAME_ALLOWANCE)
    rect = QRect(normal.topLeft(), normal.size().boundedTo(room.size()).expandedTo(minimum))
    if not room.contains(rect):
        rect.moveCenter(room.center())
    return inside(rect.marginsAdded(FRAME_ALLOWANCE), available).marginsRemoved(FRAME_ALLOWANCE)


class WindowPlace(QObject):
    """Places `window` and keeps it on its screen; `fit_minimum` lowers the table's minimum
    to what the screen has room for (the window calls it, and this does on a screen change)."""

    def __init__(
        self, window: QMainWindow, prefs: Preferences | None, preferred: QSize, fit_minimum: Callable[[], None]
    ) -> None:
        super().__init__(window)
        self.window = window
        self.prefs = prefs
        self.preferred = preferred
        self.fit_minimum = fit_minimum
        self.maximized_under_full_screen = False
        self._normal_before_full_screen = QRect()
        self._kept_normal: QRect | None = None  # the window's own size, where Qt lost it
        self._watched: list[QScreen] | None = None  # once shown (follow)
        self._screen: QScreen | None = None  # the screen the window was last seen on

    def place(self) -> None:
        """Size and place of the last run (maximized or full screen too), kept inside the
        screen; the first time, the preferred size shrunk to fit the screen, centred."""
        window = self.window
        self.fit_minimum()
        saved = str(self.prefs.get(settings.WINDOW_GEOMETRY)) if self.prefs is not None else ""
        geometry = QByteArray.fromBase64(saved.encode("ascii", "replace"))
        if saved and window.restoreGeometry(geometry):
            if not window.windowState() & BIG_STATES:
                keep_on_screen(window)  # the screen may have become smaller since
            return
        # a first start, or a geometry Qt refuses (any saved on a screen of another size):
        # the size and place it had, else the first ones; maximized or full screen as left;
        # on the monitor it was on where that is still there, else on the primary screen
        data = bytes(geometry.data())
        normal = saved_normal(data)
        available = available_geometry(window, normal.center() if normal is not None else None)
        minimum = window.minimumSizeHint()
        room = available.marginsRemoved(FRAME_ALLOWANCE).size()
        if normal is None or room.expandedTo(minimum) != room:  # (first_place: the status bar kept)
            window.setGeometry(first_place(grown_for(self.preferred, available), minimum, available))
        else:
            window.setGeometry(remembered_place(normal, minimum, available))
        window.setWindowState(saved_state(data))

    def state_changed(self, old: Qt.WindowState) -> None:
        """Remember whether full screen was entered from a maximized window, and the window's
        own size where leaving full screen loses it: openbox puts the maximized state back
        after it, the window normal at the full screen's size on the way, which Qt takes for
        its normal size (saved so, a restart then un-maximized to the whole screen)."""
        state = self.window.windowState()
        full = Qt.WindowState.WindowFullScreen
        if state & full and not old & full:
            self._normal_before_full_screen = QRect(self.window.normalGeometry())
        elif old & full and not state & full and self.maximized_under_full_screen:
            self._kept_normal = self._normal_before_full_screen  # (openbox's way out of it)
        elif not state & BIG_STATES:
            self._kept_normal = None  # normal again, as the player asked: Qt's size is right
        if not state & Qt.WindowState.WindowFullScreen:
            self.maximized_under_full_screen = False
        elif not old & Qt.WindowState.WindowFullScreen:
            self.maximized_under_full_screen = bool((old | state) & Qt.WindowState.WindowMaximized)

    def save(self) -> None:
        """Remember size, place and maximized/full-screen state for the next run."""
        if self.prefs is None:
            return
        data = bytes(self.window.saveGeometry().data())
        if self.window.isFullScreen() and self.maximized_under_full_screen:
            data = with_maximized(data)
        if self._kept_normal is not None and self._kept_normal.isValid() and self.window.windowState() & BIG_STATES:
            data = with_normal(data, self._kept_normal)
        self.prefs.set(settings.WINDOW_GEOMETRY, bytes(QByteArray(data).toBase64().data()).decode("ascii"))

    # -- while the game runs ----------------------------------------------------------------

    def follow(self) -> None:
        """Once shown, follow the screen: the window moved to a laptop at 200 %, a panel added,
        the screen made smaller or a monitor unplugged refit it as the start did."""
        handle = self.window.windowHandle()
        if handle is None or self._watched is not None:
            return
        self._watched = []
        handle.screenChanged.connect(self._moved_to_screen)
        self._screen = handle.screen()
        self._watch(self._screen)

    def _watch(self, screen: QScreen | None) -> None:
        if self._watched is not None and screen is not None and screen not in self._watched:
            self._watched.append(screen)
            screen.availableGeometryChanged.connect(self._screen_changed)

    def _moved_to_screen(self, screen: QScreen | None) -> None:
        before, self._screen = self._screen, screen
        self._watch(screen)
        self.fit_minimum()
        if before not in _screens():  # its monitor unplugged: brought inside the one it is on now
            QTimer.singleShot(0, self, self.keep_inside)
        # (dragged onto another monitor, it is where the player is putting it: never pulled inside)

    def _screen_changed(self, _free_area: object = None) -> None:
        self.fit_minimum()
        # once Qt has the screen's new size (a window manager may move the window first)
        QTimer.singleShot(0, self, self.keep_inside)

    def keep_inside(self) -> None:
        """The window (unless maximized or full screen: the window manager fits those) and
        every dialog open on it, shrunk and moved into the screen's free area."""
        window = self.window
        if window.isVisible() and not window.windowState() & BIG_STATES:
            keep_on_screen(window)
        for dialog in window.findChildren(QDialog):
            if dialog.isVisible() and dialog.isWindow():
                fit_size(dialog)
                keep_on_screen(dialog)
