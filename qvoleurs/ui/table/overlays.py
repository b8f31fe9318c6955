"""Messages over the table that never block play: a toast for rule reminders and a
banner with buttons (no legal move left; a won game)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QColor, QFont, QKeyEvent, QMouseEvent, QPalette
from PySide6.QtWidgets import QApplication, QBoxLayout, QFrame, QLabel, QPushButton, QWidget

from qvoleurs.ui.line_breaks import kept_whole, numbers_with_their_labels
from qvoleurs.ui.mnemonics import without_mnemonic

TOAST_MS = 4500
MAX_TEXT = 2000  # characters: a message, never a page (text from a file stays readable)

# no font sizes here: the messages take the player's own font (a large one too), a little larger
_TOAST_STYLE = "QLabel { background: rgba(18, 24, 21, 225); color: #f6f3ea; border-radius: 10px; padding: 10px 16px; }"
_BANNER_STYLE = (
    "QFrame#banner { background: rgba(250, 247, 238, 245); border-radius: 12px;"
    " border: 1px solid rgba(0, 0, 0, 60); }"
    " QLabel { color: #1d2a23; }"
    " QPushButton { padding: 6px 14px; }"
    " QPushButton#close { padding: 4px; color: #44524a; border: none; }"
)
MESSAGE_SCALE = 1.15  # a message over the table, against the player's font
_NARROWEST_TEXT = 240  # pixels: a banner's text beside its buttons no narrower; below them else


def message_font(widget: QWidget) -> QFont:
    """The player's font, a little larger: what the toast and the banners say."""
    font = QFont(QApplication.font(widget))
    font.setPointSizeF(font.pointSizeF() * MESSAGE_SCALE)
    return font


def light_palette() -> QPalette:
    """A light palette for what lies on a banner's cream background (a dark or high-contrast
    desktop's light text and yellow focus frame would not show on it)."""
    palette = QPalette(QColor("#ece8dc"), QColor("#faf7ee"))  # buttons, window: Qt derives the rest
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText, QPalette.ColorRole.Text):
        palette.setColor(role, QColor("#1d2a23"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#2b6cb0"))  # the focus frame, seen on cream
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    return palette


class Toast(QLabel):
    """A short message at the bottom of the table that fades away by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setStyleSheet(_TOAST_STYLE)
        self.setFont(message_font(self))
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # never markup, whatever the text holds
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._time_up)
        self._held: tuple[str, int] | None = None  # a message to read, with its time left
        self._holding = False  # the message shown is one to read (show_message's `hold`)
        self._message = ""  # as given: what is drawn may hold word joiners (place())
        self._about_the_table = ""  # a message true of the cards only as they lay when it came
        # the cards the message may be about (a hint's, the focused one): place() leaves them in sight
        self.keep_clear: Callable[[], list[QRect]] = list
        self.hide()

    def setText(self, text: str, /) -> None:
        self._message = text
        self.setAccessibleName(text)  # heard as written, without the joiners drawn
        super().setText(text)

    def text(self, /) -> str:
        """The message as given, not as drawn (place() keeps paths and codes whole)."""
        return self._message

    def show_message(self, text: str, msecs: int = TOAST_MS, hold: bool = False) -> None:
        """Show `text` for `msecs`. With `hold` it is a message the player must get to read
        (a file notice): another message without `hold` only interrupts it, and it comes
        back for the rest of its time once that one is gone."""
        if not hold and self._holding and self.isVisible():
            self._held = (self.text(), max(0, self._timer.remainingTime()))
        elif hold:
            self._held = None
        self._holding = hold
        # a message to read covers the lower table for up to 25 s: a click closes it; a
        # passing one lets clicks through to the cards under it
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, not hold)
        self.setToolTip(self.tr("Click or press Esc to close") if hold else "")
        self.setText(text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…")
        self.place()
        self.show()
        self.raise_()
        self._timer.start(msecs)

    def show_about_the_table(self, text: str) -> None:
        """A passing message about the cards as they lie (a move refused, a card with no place
        to go): it goes with the next change on the table, which it would no longer describe
        (a refusal stayed up over the move that then went right)."""
        self.show_message(text)
        self._about_the_table = text

    def table_changed(self) -> None:
        if self._about_the_table:
            self.withdraw(self._about_the_table)
            self._about_the_table = ""

    def held_text(self) -> str:
        """The message to read that is on screen or waits behind another ("" if none)."""
        if self._holding and self.isVisible():
            return self.text()
        return self._held[0] if self._held is not None else ""

    def withdraw(self, text: str | None = None) -> None:
        """Take off the message on screen if it is `text` (None: if it is a passing one);
        a message to read that it interrupted comes back."""
        if not self.isVisible() or (self._holding if text is None else self.text() != text):
            return
        self._timer.stop()
        self._time_up()

    def dismiss(self) -> None:
        """The player is done with the message on screen: it goes, and so does one it
        interrupted (a rule reminder over a notice)."""
        self._timer.stop()
        self._held = None
        self._holding = False
        self.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Only a message to read takes clicks (show_message): the click closes it."""
        event.accept()
        self.dismiss()

    def _time_up(self) -> None:
        held, self._held = self._held, None
        if held is not None and held[1] > 0:
            self.show_message(held[0], held[1], hold=True)
        else:
            self._holding = False
            self.hide()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.ensurePolished()  # measured with the style sheet's padding
        width = min(max(320, parent.width() * 6 // 10), parent.width() - 20)
        self.setFixedWidth(width)
        room = width - (self.width() - self.contentsRect().width())  # less the padding
        metrics = self.fontMetrics()
        if QAccessible.isActive():  # a braille display spells a word joiner out (code_text.py)
            super().setText(self._message)
        else:
            super().setText(kept_whole(self._message, lambda word: metrics.horizontalAdvance(word) <= room))
        # as tall as the text at this width: adjustSize() takes the height of the width the
        # label would like, which was the narrow one of a window not yet at its full size
        # (a start in full screen showed one line in a box six lines tall)
        self.resize(width, self.heightForWidth(width))
        bottom = parent.height() - 18
        for banner in parent.findChildren(Banner):
            if banner.isVisible():  # the banner holds the bottom edge: a reminder goes above it
                bottom = min(bottom, banner.y() - 8)
        left = (parent.width() - width) // 2
        self.move(left, self._clear_top(QRect(left, max(8, bottom - self.height()), width, self.height())))

    def _clear_top(self, at_bottom: QRect) -> int:
        """Where the message's top goes: at the bottom of the table, unless it would cover a
        card the player is shown (a hint's two, over the end of a long column); then at the
        top, else as low as it covers none, else where it covers least."""
        marked = self.keep_clear()

        def covered(top: int) -> int:
            box = at_bottom.translated(0, top - at_bottom.top())
            return sum(max(0, part.width()) * max(0, part.height()) for part in (box.intersected(r) for r in marked))

        tops = [at_bottom.top(), 8, *range(at_bottom.top() - 8, 8, -8)]
        return next((top for top in tops if not covered(top)), min(tops, key=covered))


_BANNER_LINE = 760  # pixels: a banner's text is not stretched into longer lines than this


class Banner(QFrame):
    """A message with up to two buttons, shown over the top of the table."""

    closed = Signal()  # the player closed it (✕ or Escape), not a button's own action

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setPalette(light_palette())
        self.setStyleSheet(_BANNER_STYLE)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setFont(message_font(self))
        self.primary = QPushButton(self)
        self.secondary = QPushButton(self)
        self.close_button = QPushButton("✕", self)
        self.close_button.setObjectName("close")
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(self.close_button.fontMetrics().horizontalAdvance("✕") + 24)
        self.close_button.clicked.connect(self.dismiss)
        # the buttons in a row, beside the text where it has room, else below it (place())
        self.buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.buttons.setSpacing(10)
        self.buttons.addStretch(1)
        for button in (self.primary, self.secondary, self.close_button):
            self.buttons.addWidget(button)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        row.setContentsMargins(16, 10, 10, 10)
        row.setSpacing(10)
        row.addWidget(self.label, 1)
        row.addLayout(self.buttons)
        for button in (self.primary, self.secondary, self.close_button):
            button.setPalette(self.palette())  # (a style sheet's widget takes the application's)
        self.hide()

    def add_button(self, button: QPushButton) -> None:
        """One more button, before the ✕, and in that order for Tab too."""
        button.setParent(self)
        button.setPalette(self.palette())
        self.buttons.insertWidget(self.buttons.indexOf(self.close_button), button)
        before = [b for b in self.findChildren(QPushButton) if b is not self.close_button and b is not button]
        QWidget.setTabOrder(before[-1], button)
        QWidget.setTabOrder(button, self.close_button)

    def button_names(self) -> list[str]:
        """The buttons Tab reaches, before the ✕, by their names as said (no "&")."""
        buttons = [b for b in self.findChildren(QPushButton) if b is not self.close_button]
        buttons.sort(key=lambda b: self.buttons.indexOf(b))
        return [without_mnemonic(b.text()) for b in buttons if b.isVisibleTo(self) and b.isEnabled() and b.text()]

    def event(self, event: QEvent) -> bool:
        """A button's new words (another language, set after the message's) ask for a new
        layout: the banner is measured again, or it kept the height of the old words and cut
        the new ones' first and last lines."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.place()
        return handled

    def show_banner(self, text: str) -> None:
        self.label.setText(numbers_with_their_labels(text))  # drawn so; said as given (below)
        # a screen reader says it as Tab enters the banner's buttons (the ✕ among them: said
        # as its description too, it was heard twice); the same words again are no change to
        # tell (shown again at each move while a game stays over)
        if self.accessibleName() != text:
            self.setAccessibleName(text)
        self.place()
        self.show()
        self.raise_()
        parent = self.parentWidget()
        for toast in parent.findChildren(Toast) if parent is not None else ():
            if toast.isVisible():
                toast.place()  # above the banner, not under it

    def dismiss(self) -> None:
        """Closed by ✕ or Escape: the focus goes back to the table (the viewport's focus
        proxy), not on to whatever widget comes next."""
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        self.hide()
        parent = self.parentWidget()
        if had_focus and parent is not None:
            parent.setFocus(Qt.FocusReason.OtherFocusReason)
        self.closed.emit()  # heard as Escape on the table says it (the eye saw it go)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:  # from any of its buttons, as a dialog closes
            self.dismiss()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # a button outside a dialog takes only Space: Enter went on to the table, which
            # played its focused pile's card
            focus = QApplication.focusWidget()
            if isinstance(focus, QPushButton) and self.isAncestorOf(focus):
                focus.click()
            return
        super().keyPressEvent(event)

    def _one_line_width(self) -> int:
        """The label's width for its text on one line (at most _BANNER_LINE): a label wraps
        a few pixels before the text's own width, so its own measure decides."""
        label = self.label
        width = min(label.fontMetrics().horizontalAdvance(label.text()), _BANNER_LINE)
        single = label.heightForWidth(10 * _BANNER_LINE)
        while width < _BANNER_LINE and label.heightForWidth(width) > single:
            width += 2
        return width

    def place(self) -> None:
        parent, layout = self.parentWidget(), self.layout()
        if parent is None or layout is None:
            return
        self.ensurePolished()  # measured in the style sheet's fonts and paddings, not Qt's own
        shown = [b for b in self.findChildren(QPushButton) if not b.isHidden()]
        widths = [max(b.sizeHint().width(), b.minimumWidth()) for b in shown]
        buttons = sum(w + 10 for w in widths)
        # a short text on one line when the table has room ("You won! … Score: 1 220" was cut
        # before its figure in Ukrainian); a long one no wider than a line is read easily
        margins = layout.contentsMargins()
        text = self._one_line_width()
        frame = margins.left() + margins.right() + 2 * self.frameWidth()
        widest = parent.width() - 20
        beside = min(text, _NARROWEST_TEXT) + buttons + frame <= widest  # room for the text beside them
        around = frame + (buttons if beside else 0)
        widest = min(around + _BANNER_LINE, widest)
        least = max(480, parent.width() * 55 // 100, buttons + 420 if beside else buttons + frame)
        width = min(max(least, around + text), widest)
        if isinstance(layout, QBoxLayout):
            # a large font, a long language, a narrow table: the text above, the buttons below
            # it, in a row when they fit it (else one above the other), never cut
            layout.setDirection(QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom)
            in_a_row = beside or buttons + frame <= width
            self.buttons.setDirection(
                QBoxLayout.Direction.LeftToRight if in_a_row else QBoxLayout.Direction.TopToBottom
            )
        self.setFixedWidth(width)
        # as tall as the text needs at this width: adjustSize() would take the height the
        # text needs at the banner's preferred width, wider than what the buttons leave it
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else self.sizeHint().height()
        self.resize(width, max(height, self.minimumSizeHint().height()))
        # at the bottom edge, where the columns leave the most room: the last position stays
        # in view to decide what to undo (a reminder shown meanwhile goes above, Toast.place)
        self.move((parent.width() - width) // 2, max(8, parent.height() - self.height() - 12))
