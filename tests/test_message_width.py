"""Message boxes at 800x600 with a large font: wide enough to read, inside the screen.

Qt wraps a message box's text at half the screen's width, so with a large font the
abandon question, About and "Reset statistics?" came in a narrow box of some 20
characters a line (placement.DialogKeeper widens them: message_width.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

import qvoleurs
from qvoleurs import settings
from qvoleurs.engine import DRAW
from qvoleurs.preferences import Preferences
from qvoleurs.ui.window import MainWindow

from .test_window_placement import SMALL, TINY, run_dialog, title_bar, window_on

LINE = 40  # average characters a line of a message's text gets at least (where it is longer)


@pytest.fixture(autouse=True)
def program_icon(qapp: QApplication) -> Iterator[None]:
    """The program's icon, as make_application sets it: the About box shows it beside its
    text (without it, offscreen, no icon at all: a box narrower than the player's)."""
    before = qapp.windowIcon()
    qapp.setWindowIcon(QIcon(str(Path(qvoleurs.__file__).parent / "data" / "icon.svg")))
    yield
    qapp.setWindowIcon(before)


def shown_whole(label: QLabel) -> bool:
    """Every line of the label's text shown, none cut at its edge."""
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height()
    return label.sizeHint().width() <= label.width()


def abandon(win: MainWindow, qtbot: QtBot, check: Callable[[QDialog], None]) -> None:
    assert win.model.move(DRAW)  # a game in progress: New Game asks first
    run_dialog(qtbot, win.new_game, check)


def about(win: MainWindow, qtbot: QtBot, check: Callable[[QDialog], None]) -> None:
    run_dialog(qtbot, win.show_about, check)


def reset_statistics(win: MainWindow, qtbot: QtBot, check: Callable[[QDialog], None]) -> None:
    """The question a dialog of the window asks (its own child, not the window's)."""

    def in_statistics(dialog: QDialog) -> None:
        [reset] = [b for b in dialog.findChildren(QPushButton) if b.text().startswith("&Reset")]
        run_dialog(qtbot, reset.click, check)

    run_dialog(qtbot, win.show_statistics, in_statistics)


@pytest.mark.usefixtures("large_font")
@pytest.mark.parametrize("available", [SMALL, TINY], ids=["800x600", "1366x768-at-200%"])
@pytest.mark.parametrize("opener", [abandon, about, reset_statistics], ids=lambda f: f.__name__)
def test_a_message_box_reads_in_long_lines_and_fits_the_screen(
    qtbot: QtBot,
    prefs: Preferences,
    monkeypatch: pytest.MonkeyPatch,
    available: QRect,
    opener: Callable[[MainWindow, QtBot, Callable[[QDialog], None]], None],
) -> None:
    prefs.set(settings.CONFIRM_ABANDON, True)
    seen: list[tuple[str, bool, int, int, bool]] = []
    pictures: list[bool] = []

    def check(dialog: QDialog) -> None:  # (noted here, asserted outside Qt's event loop)
        label = dialog.findChild(QLabel, "qt_msgbox_label")
        assert isinstance(dialog, QMessageBox) and label is not None
        try:
            qtbot.waitUntil(lambda: available.contains(title_bar(dialog)), timeout=1000)
            fits = True
        except Exception:  # (pytest-qt's TimeoutError)
            fits = False
        line = label.fontMetrics().averageCharWidth() * LINE
        whole = shown_whole(label)
        seen.append((label.text(), fits, label.width(), line, whole))
        pictures.append(not dialog.iconPixmap().isNull())

    with window_on(available, qtbot, prefs, monkeypatch) as win:
        opener(win, qtbot, check)
    [(text, fits, width, line, whole)] = seen
    assert fits, text
    assert width >= line, f"{width} pixels, {line} wanted: {text!r}"
    assert whole, text
    # its icon goes only where the box would not fit with it (About at 200 %)
    assert pictures == [available != TINY or opener is not about], text


@pytest.mark.parametrize("points", [6, 8, 10])
@pytest.mark.parametrize("opener", [abandon, about, reset_statistics], ids=lambda f: f.__name__)
def test_a_message_box_in_a_smaller_font_shows_its_text_whole(
    qtbot: QtBot,
    qapp: QApplication,
    prefs: Preferences,
    monkeypatch: pytest.MonkeyPatch,
    points: int,
    opener: Callable[[MainWindow, QtBot, Callable[[QDialog], None]], None],
) -> None:
    """Where Qt's own width is wide enough for the text (1366x768 at 150 %), the box is left
    to Qt: a narrower minimum made Qt leave the text on one line, cut at the box's edge
    ("The game in progress will count as lost. Start anot")."""
    prefs.set(settings.CONFIRM_ABANDON, True)
    seen: list[tuple[str, bool]] = []

    def check(dialog: QDialog) -> None:
        label = dialog.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        seen.append((label.text(), shown_whole(label)))

    font = qapp.font()
    small = QFont(font)
    small.setPointSize(points)
    qapp.setFont(small)
    try:
        with window_on(SMALL, qtbot, prefs, monkeypatch) as win:
            opener(win, qtbot, check)
    finally:
        qapp.setFont(font)
    [(text, whole)] = seen
    assert whole, text


def test_a_short_message_keeps_a_small_box(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, large_font: None
) -> None:
    """Widened only as far as its text is long: "Go back there?" alone is not spread out."""
    with window_on(SMALL, qtbot, prefs, monkeypatch) as win:
        box = QMessageBox(QMessageBox.Icon.Question, "Where Did I Lose It?", "Go back there?", parent=win)
        try:
            box.open()
            label = box.findChild(QLabel, "qt_msgbox_label")
            assert label is not None
            assert label.width() < label.fontMetrics().horizontalAdvance("Go back there?") * 2
            assert box.width() < SMALL.width() // 2
        finally:
            box.close()
