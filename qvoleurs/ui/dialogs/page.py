"""A dialog's body that scrolls only where the screen is too small for it.

A dialog opens whole where the screen has room (no scroll bar), and on a small screen (a
laptop at 200 %, an 800x600 netbook) its body scrolls between the fixed buttons instead
of being squashed or cut off at the screen's edge. The control the focus reaches is
scrolled into view, by Tab or by a mnemonic alike.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtWidgets import QApplication, QDialog, QFrame, QScrollArea, QWidget

from .. import placement

_ROWS_AT_LEAST = 120  # pixels of the body kept in view however small the screen
_DIALOG_EDGES = 40  # the dialog's own margins and frame around its body, at most


class ScrollPage(QScrollArea):
    """Holds `inner`: as large as it wants where the screen has room, scrolling where not
    (sideways only when the screen is narrower than the body)."""

    def __init__(self, inner: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the focus goes to the controls, not the page
        self.setWidgetResizable(True)
        self.setWidget(inner)
        self.inner = inner  # widget() again, never None
        inner.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._show_focused)

    def sizeHint(self) -> QSize:
        inner = self.inner.sizeHint()
        return QSize(inner.width() + self.verticalScrollBar().sizeHint().width(), inner.height())

    def minimumSizeHint(self) -> QSize:
        # the width the body needs beside a scroll bar, unless the screen is narrower
        # (then it scrolls sideways too), and room for a few rows
        inner = self.inner.minimumSizeHint()
        frame = placement.FRAME_ALLOWANCE
        room = placement.available_geometry(self).width() - frame.left() - frame.right() - _DIALOG_EDGES
        width = min(inner.width() + self.verticalScrollBar().sizeHint().width(), max(room, 160))
        return QSize(width, min(inner.height(), _ROWS_AT_LEAST))

    def focusNextPrevChild(self, next: bool) -> bool:
        if not self.isVisible():
            # a page hidden with the focus in it (a tab left by Ctrl+Tab): the focus waits for
            # the page shown next, which takes it (QStackedLayout), instead of resting on the
            # next button on the way, where a screen reader says it
            return False
        # QScrollArea scrolls to what Tab reached after the focus has moved (50 pixels beside
        # it, sideways too): scroll again, our way
        moved = super().focusNextPrevChild(next)
        if moved:
            self._show_focused(None, self.focusWidget())  # (as QScrollArea asks: the application may not know it yet)
        return moved

    def _show_focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if shiboken6.isValid(self) and new is not None and self.inner.isAncestorOf(new):
            self.ensureWidgetVisible(new, 0, 50)  # up or down as Qt does; sideways, below
            # sideways only as far as the start of the focused line needs (a check box's box
            # and caption, a list's label): a setting is read from its beginning (the pages'
            # forms put a field below a caption too long for its row: statistics, preferences)
            left = new.mapTo(self.inner, QPoint(0, 0)).x()
            self.horizontalScrollBar().setValue(0 if left < self.viewport().width() // 2 else left - 10)


class WholeDialog(QDialog):
    """A dialog that opens at its full size, which the main window's DialogKeeper then fits
    to the screen: Qt alone opens a window at most 2/3 of the screen tall, and its body
    would scroll with room to spare."""

    def setVisible(self, visible: bool) -> None:
        if visible and not self.testAttribute(Qt.WidgetAttribute.WA_Resized):
            self.ensurePolished()
            size = self.sizeHint()
            if not self.devicePixelRatioF().is_integer():
                # at 150 % a window manager (openbox) gave the window a pixel less than asked:
                # a wrapped note took a line more, from the figures, which then scrolled
                size += QSize(1, 1)
            self.resize(size)
        super().setVisible(visible)
