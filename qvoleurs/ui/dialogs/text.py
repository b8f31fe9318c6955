"""Reading dialogs: the rules of the game, and any text the player may read or copy
(the board description). Imported only when first opened."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QFontMetrics, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QAbstractSlider, QDialog, QDialogButtonBox, QTextEdit, QVBoxLayout, QWidget

from qvoleurs.rules_text import rules_markdown
from qvoleurs.ui.contrast import focus_colour

REFERENCE_LINE = 15  # pixels: a line of the 9-point font at 96 dpi the sizes below were made with


SCREEN_FRAME = 48  # pixels: the window frame and title bar, kept free of a dialog's size


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Resize `dialog` to width×height, grown with a larger font than the one those sizes were
    made for (a player's large font reads as many lines), or less where the screen is smaller
    (an 800×600 netbook keeps the Close button on screen; the text scrolls)."""
    scale = max(1.0, QFontMetrics(dialog.font()).height() / REFERENCE_LINE)
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry()
    dialog.resize(
        min(round(width * scale), room.width() - SCREEN_FRAME), min(round(height * scale), room.height() - SCREEN_FRAME)
    )


# Qt's style draws a focused text with the same frame as an unfocused one, and the Close
# button, the default, looks focused either way: Tab between them changed not a pixel, and a
# player on the keyboard could not tell whether the arrows would scroll. A focused text is
# framed in the focus colour (one seen on the desktop's colours); the margin keeps the text
# where it was.
_FOCUS_FRAME = (
    "QTextEdit {{ border: 1px solid palette(mid); margin: 1px; }} "
    "QTextEdit:focus {{ border: 2px solid {}; margin: 0px; }}"
)


class _FocusFrame(QObject):
    """Frames `browser` while it has the focus, again in new colours when the desktop's change."""

    def __init__(self, browser: QTextEdit) -> None:
        super().__init__(browser)
        self.browser = browser
        self._style()
        browser.window().installEventFilter(self)  # (the dialog's palette: the browser's own takes the style)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.PaletteChange:
            self._style()
        return False

    def _style(self) -> None:
        self.browser.setStyleSheet(_FOCUS_FRAME.format(focus_colour(self.browser.window().palette()).name()))


def frame_the_focus(browser: QTextEdit) -> None:
    """Show on `browser` whether it has the keyboard focus; Ctrl+Home and Ctrl+End go to its
    top and its bottom (`_Ends`)."""
    _FocusFrame(browser)
    browser.installEventFilter(_Ends(browser))


class _Ends(QObject):
    """Ctrl+Home and Ctrl+End take a text without a caret to its top and its bottom, as in a
    help browser or a web page: Qt's read-only text takes Home and End alone, and Ctrl+End
    did nothing. (With a caret, for a screen reader, Qt moves the caret there itself.)"""

    def __init__(self, browser: QTextEdit) -> None:
        super().__init__(browser)
        self.browser = browser

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if self.browser.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard:
            return False
        if event.modifiers() != Qt.KeyboardModifier.ControlModifier or event.key() not in (
            Qt.Key.Key_Home,
            Qt.Key.Key_End,
        ):
            return False
        end = event.key() == Qt.Key.Key_End
        slider = QAbstractSlider.SliderAction
        self.browser.verticalScrollBar().triggerAction(slider.SliderToMaximum if end else slider.SliderToMinimum)
        return True


def reading_text(parent: QWidget) -> QTextEdit:
    """A text to read, not to edit: a read-only QTextEdit, not a QTextBrowser, which Qt gives a
    screen reader as a label; Orca 43 said "Rules of Quarante Voleurs label" and not a word of
    the text until Down. As a read-only text it says "read only text" and the first line."""
    text = QTextEdit(parent)
    text.setReadOnly(True)
    return text


def reading_flags() -> Qt.TextInteractionFlag:
    """How a reading text answers the keys. With a screen reader, a caret the arrow keys move,
    so it reads line by line (and says all); without one, no blinking caret that makes the text
    look editable: the arrows scroll, as in a help browser, and the mouse still selects."""
    flags = Qt.TextInteractionFlag.TextBrowserInteraction
    if QAccessible.isActive():
        flags |= Qt.TextInteractionFlag.TextSelectableByKeyboard
    return flags


class TextDialog(QDialog):
    """A title, a scrollable selectable text, and a Close button."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None, plain: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = reading_text(self)
        self.browser.setTextInteractionFlags(reading_flags())
        frame_the_focus(self.browser)
        if plain:
            self.browser.setPlainText(text)
        else:
            self.browser.setHtml(text)
        self.browser.setAccessibleName(title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, 640, 520 if not plain else 360)


class RulesDialog(TextDialog):
    """How to play Quarante Voleurs, and how to play it with this program (qvoleurs/rules_text.py,
    the same text as docs/rules.<lang>.md)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", "", parent)
        self.setWindowTitle(self.tr("Rules of Quarante Voleurs"))
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setMarkdown(self.rules_markdown())
        fit_to_screen(self, 680, 640)

    @staticmethod
    def rules_markdown() -> str:
        """The rules in the application's language; for a screen reader, the score table's rows
        as lines, each read whole (a table is read a cell to a line)."""
        return rules_markdown(QCoreApplication.translate, rows_as_lines=QAccessible.isActive())
