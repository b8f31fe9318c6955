"""Message boxes wide enough to read. Qt wraps a message box's text at half the screen's
width: at 800x600 with large fonts (144 dpi, or a scale of 150 %) the abandon question,
"Where Did I Lose It?" and "Not a deal code" came in a narrow box, four or five lines of
some 28 characters. `widen` gives the text a comfortable line before Qt sizes the box,
bounded by what the screen leaves free, so the box never runs off it."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect
from PySide6.QtWidgets import QLabel, QMessageBox

MEASURE = 50  # average characters to a line of a message's text: a book's line is 45-75

# Qt's width limits for a message box (qmessagebox.cpp, updateSize): half the screen's free
# width up to 500 pixels before it wraps the text; the whole width on a screen up to 1024
# pixels wide, else 480 pixels less and at most 1000, before it wraps inside words
QT_SOFT_LIMIT, QT_SMALL_SCREEN, QT_LIMIT_MARGIN, QT_LIMIT = 500, 1024, 480, 1000


def qt_limits(screen: QRect) -> tuple[int, int]:
    """Qt's soft limit (the width its box takes when the text wraps) and hard limit (past
    it, Qt wraps the text anywhere, inside words) for a box on `screen`'s free area."""
    width = screen.width()
    hard = width if width <= QT_SMALL_SCREEN else min(width - QT_LIMIT_MARGIN, QT_LIMIT)
    return min(width // 2, QT_SOFT_LIMIT), hard


def widen(box: QMessageBox, available: QRect, frame: QMargins) -> None:
    """Give `box`'s text at least MEASURE average characters a line (never more than its
    text is long), within `available` less `frame` (the window manager's borders): called
    before the box is shown, when Qt sizes it to the text's minimum width. Where even then
    the box is taller than the screen leaves room for, its icon goes, and the text has its
    place: the About box at 1366x768 at 200 % with a large font ran 8 pixels past the
    screen's edge, its button with it (a message box cannot scroll)."""
    _widen(box, available, frame.left() + frame.right())
    layout = box.layout()
    if layout is None or box.iconPixmap().isNull():
        return
    layout.activate()
    room = available.height() - frame.top() - frame.bottom()
    if layout.totalHeightForWidth(layout.totalMinimumSize().width()) > room:
        box.setIcon(QMessageBox.Icon.NoIcon)  # (an About box's own picture too)
        _widen(box, available, frame.left() + frame.right())


def _widen(box: QMessageBox, available: QRect, frame: int) -> None:
    label = box.findChild(QLabel, "qt_msgbox_label")
    layout = box.layout()
    if label is None or layout is None:
        return
    label.setMinimumWidth(0)  # (as Qt measures it: a box shown again is measured afresh)
    wrap = label.wordWrap()
    label.setWordWrap(False)
    natural = label.sizeHint().width()  # the text on lines as long as it likes
    label.setWordWrap(wrap)
    # what lies beside the text (margins, the icon, spacing), as the layout counts it, with the
    # text wider than anything below it (the buttons)
    label.setMinimumWidth(available.width())
    layout.activate()
    beside = layout.totalMinimumSize().width() - available.width()
    screen = box.screen()
    soft, hard = qt_limits(screen.availableGeometry() if screen is not None else available)
    width = min(
        natural, label.fontMetrics().averageCharWidth() * MEASURE, min(available.width() - frame, hard) - beside
    )
    # a minimum width narrower than its text makes Qt measure the text that narrow: it
    # must then be wider than Qt's soft limit, past which Qt wraps the text (a narrower one
    # left the text on one line, cut at the box's edge); below it, Qt's own width is wider
    label.setMinimumWidth(width if width + beside > soft else 0)
