"""Windows that fit the screen: the main window's first size, and dialogs kept inside
the screen's available area (what the panels and the task bar leave free).

Qt centres a dialog on its parent but never shrinks it, so a dialog taller than a small
screen would put its buttons below the edge: `DialogKeeper` shrinks and moves every
dialog of the main window just before it is shown.
"""

from __future__ import annotations

import struct
from functools import partial

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from .message_width import widen

# room kept for the window manager's frame (title bar and borders) before the window
# is shown and its real frame is known; openbox draws a bottom border of 5 pixels, and with
# 4 kept the frame ran 1 pixel below a 768-pixel screen
FRAME_ALLOWANCE = QMargins(4, 32, 4, 6)


def available_geometry(widget: QWidget | None = None, at: QPoint | None = None) -> QRect:
    """The free area of the screen at `at` where a monitor is there, else of the screen
    `widget` is or will be on (screen_of), else of the primary screen."""
    screen = QGuiApplication.screenAt(at) if at is not None else None
    if screen is None and widget is not None:
        screen = screen_of(widget)
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen `widget` is on; before its window is shown or placed, the one it will open
    on: a dialog's main window's, the primary screen for the main window.

    Qt answers the screen at the window's default place, 0,0: a dialog of a window on a larger
    external monitor was sized for the laptop's screen (Preferences cut to its height and
    scrolled on a 1080-pixel monitor), and with a monitor left of the laptop the first window
    opened on that monitor, not on the primary screen. A window placed on purpose (WA_Moved:
    a restored place, a dialog moved) is where it was put."""
    window = widget.window()
    handle = window.windowHandle()
    if (handle is None or not handle.isVisible()) and not window.testAttribute(Qt.WidgetAttribute.WA_Moved):
        parent = window.parentWidget()
        if parent is None:
            return QGuiApplication.primaryScreen()
        if isinstance(window, QDialog):  # QDialog centres it over its parent as it shows
            return screen_of(parent)
    return widget.screen()


def fit_rect(preferred: QSize, available: QRect, frame: QMargins = FRAME_ALLOWANCE) -> QRect:
    """The window geometry (inside its frame) of `preferred` size, shrunk so that the
    framed window fits `available`, centred there."""
    room = available.marginsRemoved(frame)
    size = preferred.boundedTo(room.size())
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(room.center())
    return rect


BIG_SCREEN_SHARE = 0.85  # of a large screen's free width and height a first window may take


def grown_for(preferred: QSize, available: QRect) -> QSize:
    """`preferred`, grown in its proportions on a screen with room to spare, up to
    BIG_SCREEN_SHARE of its free width and height: at 1920×1080 the first window of 1180×800
    left 40 % of the screen empty, its cards no bigger than on a laptop. Never smaller."""
    scale = min(
        available.width() * BIG_SCREEN_SHARE / preferred.width(),
        available.height() * BIG_SCREEN_SHARE / preferred.height(),
    )
    return preferred if scale <= 1 else QSize(round(preferred.width() * scale), round(preferred.height() * scale))


def first_place(preferred: QSize, minimum: QSize, available: QRect) -> QRect:
    """The main window's geometry at a first start: `fit_rect`, but never smaller than the
    window's `minimum` (it grew downwards at the show, past the screen's bottom edge: 1024x600
    at 200 %, its status bar cut); where the window and a whole title bar allowance cannot
    both fit, the bottom (the status bar) stays on the screen and the window manager's real,
    smaller title bar above it."""
    rect = fit_rect(preferred, available)
    rect.setSize(rect.size().expandedTo(minimum))
    framed = rect.marginsAdded(FRAME_ALLOWANCE)
    if framed.height() <= available.height():
        return inside(framed, available).marginsRemoved(FRAME_ALLOWANCE)
    rect.moveBottom(available.bottom() - FRAME_ALLOWANCE.bottom())
    rect.moveTop(max(rect.top(), available.top()))
    return rect


def inside(rect: QRect, available: QRect) -> QRect:
    """`rect` moved (and if need be shrunk) to lie within `available`."""
    result = QRect(rect.topLeft(), rect.size().boundedTo(available.size()))
    result.moveLeft(max(available.left(), min(result.left(), available.right() - result.width() + 1)))
    result.moveTop(max(available.top(), min(result.top(), available.bottom() - result.height() + 1)))
    return result


def _frame_margins(window: QWidget) -> QMargins:
    """The window's frame around its contents: as the window system tells it, else as Qt's
    frame geometry shows it, else an allowance while none is known (not framed yet).

    The window system first: QWidget.frameGeometry takes the frame only on a move, and for
    about 1 dialog in 30 under openbox the frame left the dialog where it was, so it stayed
    the size without a frame and the allowance (a title bar of 32 pixels, not openbox's 20)
    shrank and moved the dialog for a frame it did not have."""
    handle = window.windowHandle()
    if handle is not None and not (known := handle.frameMargins()).isNull():
        return known
    frame, geometry = window.frameGeometry(), window.geometry()
    if frame == geometry:
        return FRAME_ALLOWANCE  # not framed yet (or no frame known): room for a title bar
    return QMargins(
        geometry.left() - frame.left(),
        geometry.top() - frame.top(),
        frame.right() - geometry.right(),
        frame.bottom() - geometry.bottom(),
    )


def fit_size(window: QWidget) -> None:
    """Shrink a top-level window (never below its minimum) so that it can fit the screen."""
    room = available_geometry(window).marginsRemoved(_frame_margins(window)).size()
    size = window.size().boundedTo(room).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)


def keep_on_screen(window: QWidget) -> None:
    """Shrink and move a top-level window so its frame lies within the available area."""
    margins = _frame_margins(window)
    framed = window.geometry().marginsAdded(margins)
    target = inside(framed, available_geometry(window))
    if target != framed:
        client = target.marginsRemoved(margins)
        client.setSize(client.size().expandedTo(window.minimumSize()))
        window.setGeometry(client)


def keep_dialog_on_screen(dialog: QWidget) -> None:
    """`keep_on_screen` for a dialog just shown. Qt centres it over its main window, but a
    window manager may map it at the screen's corner instead, its title bar above the
    screen's edge (seen now and then with openbox): such a dialog goes back over its main
    window, then within the screen."""
    parent = dialog.parentWidget()
    margins = _frame_margins(dialog)
    framed = dialog.geometry().marginsAdded(margins)
    available = available_geometry(dialog)
    if parent is not None and (framed.top() < available.top() or framed.left() < available.left()):
        framed.moveCenter(parent.window().frameGeometry().center())
        dialog.move(framed.marginsRemoved(margins).topLeft())
    keep_on_screen(dialog)


class DialogKeeper(QObject):
    """Keeps every dialog of `window` (its own, message boxes, input dialogs) on screen.

    On its Show event a dialog is only shrunk: QDialog's own show handling then centres
    it on the main window (within the screen); a last check once it is shown moves it
    inside the screen should it still stick out.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QDialog):
                child.installEventFilter(self)  # installed twice, it still filters once
        elif kind == QEvent.Type.Show and isinstance(watched, QDialog):
            if isinstance(watched, QMessageBox):  # (before Qt sizes it to its text)
                widen(watched, available_geometry(watched), FRAME_ALLOWANCE)
            fit_size(watched)
            QTimer.singleShot(0, watched, partial(keep_dialog_on_screen, watched))
        return False


# The head of QWidget.saveGeometry()'s data (big-endian, the same in its versions 1 to 3):
# magic, major and minor version, frame and normal rectangles, screen, then two bytes,
# non-zero when the window was maximized and in full screen
_GEOMETRY_HEAD = struct.Struct(">IHH4i4iiBB")
_GEOMETRY_MAGIC = 0x1D9D0CB


def saved_state(geometry: bytes) -> Qt.WindowState:
    """Maximized and full screen as QWidget.saveGeometry() wrote them into `geometry`: Qt's
    restoreGeometry refuses the whole of it on a screen of another size (a window maximized
    at 1920x1080, started at 1366x768), the state with it. None for data Qt did not write."""
    head = _head(geometry)
    state = Qt.WindowState.WindowNoState
    if head is not None:
        maximized, full_screen = head[-2:]
        if maximized:
            state |= Qt.WindowState.WindowMaximized
        if full_screen:
            state |= Qt.WindowState.WindowFullScreen
    return state


def _head(geometry: bytes) -> tuple[int, ...] | None:
    """The head of Qt's saveGeometry() data, or None for data Qt did not write."""
    if len(geometry) < _GEOMETRY_HEAD.size:
        return None
    head = _GEOMETRY_HEAD.unpack_from(geometry)
    return head if head[0] == _GEOMETRY_MAGIC and 1 <= head[1] <= 3 else None


def saved_normal(geometry: bytes) -> QRect | None:
    """The window's normal (not maximized) geometry as QWidget.saveGeometry() wrote it into
    `geometry` (Qt writes a rect as left, top, right, bottom), or None."""
    head = _head(geometry)
    if head is None:
        return None
    left, top, right, bottom = head[7:11]
    rect = QRect(QPoint(left, top), QPoint(right, bottom))
    return rect if rect.isValid() and rect.width() < 2**15 and rect.height() < 2**15 else None


def with_maximized(geometry: bytes) -> bytes:
    """`geometry` (QWidget.saveGeometry()'s data) saying the window was maximized too."""
    if _head(geometry) is None:
        return geometry
    at = _GEOMETRY_HEAD.size - 2  # the maximized byte, before the full-screen one
    return geometry[:at] + b"\x01" + geometry[at + 1 :]


def with_normal(geometry: bytes, normal: QRect) -> bytes:
    """`geometry` (QWidget.saveGeometry()'s data) with `normal` as the window's normal geometry."""
    if _head(geometry) is None:
        return geometry
    at = struct.calcsize(">IHH4i")  # past the frame rectangle
    rect = struct.pack(">4i", normal.left(), normal.top(), normal.right(), normal.bottom())
    return geometry[:at] + rect + geometry[at + len(rect) :]
