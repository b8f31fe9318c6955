"""A player with low vision, or one who likes a dark desktop, plays under the desktop's own
colours (Adwaita dark, GTK's HighContrastInverse, a light one): what the game draws in
colours of its own on the desktop's background still stands out from it (WCAG 2.1, 1.4.11:
3:1 for a dot or a frame). The colours below are those Qt took from each GTK theme, under
Xvfb with QT_QPA_PLATFORMTHEME=gtk3; the contrast is measured in the pixels drawn."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.statistics import Statistics
from qvoleurs.ui.contrast import GRAPHIC_CONTRAST, TEXT_CONTRAST, contrast
from qvoleurs.ui.dialogs.preferences import PreferencesDialog
from qvoleurs.ui.dialogs.statistics import StatisticsDialog
from qvoleurs.ui.dialogs.text import RulesDialog
from qvoleurs.ui.focus_palette import keep_focus_frames_seen
from qvoleurs.ui.solver.worker import search_job
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.solver_games import LOSING_LINE, game_at, losing_start
from tests.test_solver_window import endless_job

Roles = QPalette.ColorRole
DESKTOPS = {  # window, text, highlight
    "Adwaita": ("#faf9f8", "#000000", "#3584e4"),
    "Adwaita-dark": ("#323232", "#ffffff", "#15539e"),
    "HighContrastInverse": ("#2f2f2f", "#ffffff", "#0f3b71"),
}


def desktop_palette(name: str) -> QPalette:
    window, text, highlight = DESKTOPS[name]
    palette = QPalette(QColor(window), QColor(window))  # buttons, window: Qt derives the rest
    for role in (Roles.WindowText, Roles.ButtonText, Roles.Text):
        palette.setColor(role, QColor(text))
    palette.setColor(Roles.Base, QColor(window))
    palette.setColor(Roles.Highlight, QColor(highlight))
    return palette


@pytest.fixture(params=sorted(DESKTOPS))
def desktop(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    kept = qapp.palette()
    qapp.setPalette(desktop_palette(request.param))
    yield request.param
    qapp.setPalette(kept)


def background_of(image: QImage) -> QColor:
    """The colour most of the picture is."""
    counts = Counter(image.pixel(x, y) for x in range(image.width()) for y in range(image.height()))
    return QColor.fromRgb(counts.most_common(1)[0][0])


def strongest_contrast(image: QImage, rect: QRect, background: QColor) -> float:
    """The contrast with `background` of the pixel in `rect` that stands out most (a dot's
    inside: its own colour, not the blend at its edge)."""
    rect = rect.intersected(image.rect())
    return max(
        contrast(image.pixelColor(x, y), background)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def dot_contrast(win: MainWindow) -> float:
    """The verdict's dot (its first character) against the status bar, as drawn."""
    label = win.verdict_label
    image = win.statusBar().grab(label.geometry()).toImage()
    left = label.contentsMargins().left()
    dot = QRect(left, 0, QFontMetrics(label.font()).horizontalAdvance("●"), image.height())
    return strongest_contrast(image, dot, background_of(image))


def test_each_verdict_s_dot_stands_out_from_the_status_bar(
    desktop: str, qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """The red "can no longer be won" dot read 2.6:1 on a dark desktop, the grey ring of a
    search 2.7:1 on a light one."""
    win = open_window(GameModel(game_at(losing_start()), prefs), prefs, size=(1100, 760))
    win.solver.search_job = endless_job  # the search runs on: "Thinking…", its ring
    qtbot.waitUntil(lambda: win.verdict_label.isVisible() and "Thinking" in win.verdict_label.text())
    assert dot_contrast(win) >= GRAPHIC_CONTRAST, "thinking"
    win.solver.search_job = search_job
    for move in LOSING_LINE:
        assert win.model.move(move)
    assert "Can no longer be won" in win.verdict_label.text()  # stuck: known at once
    assert dot_contrast(win) >= GRAPHIC_CONTRAST, "lost"
    win.model.undo()
    qtbot.waitUntil(lambda: "Winnable" in win.verdict_label.text(), timeout=10000)
    assert dot_contrast(win) >= GRAPHIC_CONTRAST, "winnable"


def test_the_dot_follows_the_desktop_turning_dark(
    qapp: QApplication, qtbot: QtBot, prefs: Preferences, open_window: OpenWindow
) -> None:
    """The desktop changes its colours while the game is open, with no new verdict."""
    win = open_window(GameModel(game_at(losing_start()), prefs), prefs, size=(1100, 760))
    for move in LOSING_LINE:
        assert win.model.move(move)
    assert "Can no longer be won" in win.verdict_label.text()
    kept = qapp.palette()
    try:
        qapp.setPalette(desktop_palette("Adwaita-dark"))
        dark = QColor(DESKTOPS["Adwaita-dark"][0])
        qtbot.waitUntil(lambda: win.statusBar().palette().color(Roles.Window) == dark)  # the change reaches it
        assert dot_contrast(win) >= GRAPHIC_CONTRAST
    finally:
        qapp.setPalette(kept)


def statistics_on_the_second_figure(qtbot: QtBot) -> tuple[StatisticsDialog, QLabel]:
    """The statistics, the focus moved by Tab to the second figure (framed: the player moved it)."""
    dialog = StatisticsDialog(Statistics.load())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    first = dialog.page("N").findChild(QLabel, "played")
    assert first is not None
    qtbot.waitUntil(first.hasFocus, timeout=2000)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    figure = dialog.page("N").findChild(QLabel, "won")
    assert figure is not None and figure.hasFocus()
    return dialog, figure


def test_the_focused_figure_s_frame_stands_out_from_the_dialog(desktop: str, qtbot: QtBot) -> None:
    """The frame that shows which figure has the focus was in the desktop's highlight colour:
    a dark blue on a dark dialog (1.7:1 under Adwaita dark, 1.2:1 under HighContrastInverse)."""
    dialog, figure = statistics_on_the_second_figure(qtbot)
    assert frame_contrast(dialog, figure) >= GRAPHIC_CONTRAST


def frame_contrast(dialog: StatisticsDialog, figure: QLabel) -> float:
    """The focused figure's frame (its left side) against what lies around it in the dialog
    as drawn (the style's tab page, lighter than the dialog under a dark desktop)."""
    image = dialog.grab(QRect(figure.mapTo(dialog, QPoint(0, 0)), figure.size())).toImage()
    return strongest_contrast(image, QRect(0, 0, 1, image.height()), background_of(image))


def test_the_frame_follows_the_desktop_turning_dark(qapp: QApplication, qtbot: QtBot) -> None:
    """The desktop changes its colours while the dialog is open."""
    dialog, figure = statistics_on_the_second_figure(qtbot)
    kept = qapp.palette()
    try:
        qapp.setPalette(desktop_palette("HighContrastInverse"))
        dark = QColor(DESKTOPS["HighContrastInverse"][0])
        qtbot.waitUntil(lambda: dialog.palette().color(Roles.Window) == dark)  # the change reaches it
        assert frame_contrast(dialog, figure) >= GRAPHIC_CONTRAST
        # the figure itself in the new colours, as its caption (it kept the light ones)
        assert background_of(figure.grab().toImage()) == dark
    finally:
        qapp.setPalette(kept)


def text_frame_contrast(dialog: RulesDialog) -> float:
    """The focused text's frame (its left side) against the dialog around it, as drawn."""
    browser = dialog.browser
    at = browser.mapTo(dialog, QPoint(0, 0))
    image = dialog.grab(QRect(at.x() - 4, at.y(), 8, browser.height())).toImage()
    return strongest_contrast(image, QRect(2, 0, 5, image.height()), background_of(image))


def test_a_reading_dialog_s_focused_text_is_framed_in_a_colour_seen_on_the_desktop(
    desktop: str, qapp: QApplication, qtbot: QtBot
) -> None:
    """The rules (as the keyboard shortcuts and the board) frame their text while it has the
    focus; in the desktop's highlight colour, that frame vanished where the highlight is dark
    on a dark dialog (1.2:1 under HighContrastInverse); and a frame in the text's colour on a
    dark desktop must not stay white when the desktop turns light."""
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.browser.setFocus()
    qtbot.waitUntil(dialog.browser.hasFocus, timeout=2000)
    assert text_frame_contrast(dialog) >= GRAPHIC_CONTRAST
    kept = qapp.palette()
    try:
        other = "Adwaita" if desktop != "Adwaita" else "HighContrastInverse"  # light to dark, dark to light
        qapp.setPalette(desktop_palette(other))
        ground = QColor(DESKTOPS[other][0])
        qtbot.waitUntil(lambda: dialog.palette().color(Roles.Window) == ground)
        assert text_frame_contrast(dialog) >= GRAPHIC_CONTRAST
        # the text itself in the new colours (a widget with a style sheet kept the old ones:
        # white on dark grey in a light dialog)
        assert background_of(dialog.browser.viewport().grab().toImage()) == ground
    finally:
        qapp.setPalette(kept)


def focus_contrast(dialog: QWidget, control: QWidget, qtbot: QtBot) -> float:
    """How well what is drawn for `control`'s keyboard focus stands out from the dialog: the
    colour most of the pixels that change when Tab brings the focus to it take, against it."""
    around = QRect(control.mapTo(dialog, QPoint(0, 0)), control.size()).adjusted(-3, -3, 3, 3)
    unfocused = dialog.grab(around).toImage()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2000)
    for _ in range(60):  # by Tab, as the player moves it: the style frames only that
        if control.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert control.hasFocus()
    focused = dialog.grab(around).toImage()
    ground = dialog.palette().color(Roles.Window)
    changed = Counter(
        focused.pixel(x, y)
        for x in range(focused.width())
        for y in range(focused.height())
        if focused.pixel(x, y) != unfocused.pixel(x, y)
    )
    assert changed, "nothing shows the focus"
    frame = QColor.fromRgb(changed.most_common(1)[0][0])  # the frame's own colour, not its blended edge
    return contrast(frame, ground)


@pytest.mark.parametrize("kind", [QCheckBox, QComboBox, QPushButton])
def test_a_focused_setting_or_button_is_framed_visibly_on_the_desktop(
    desktop: str, qapp: QApplication, qtbot: QtBot, kind: type[QWidget]
) -> None:
    """Qt's style frames a focused check box, list or button in the desktop's highlight a
    quarter darker: a dark blue on a dark dialog, 1.3:1 under Adwaita dark, and a keyboard
    player lost the focus. The application's highlight is now one whose frame shows."""
    keep_focus_frames_seen(qapp)  # as the program's start does
    dialog = PreferencesDialog(Preferences.load())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    control = dialog.findChildren(kind)[-1 if kind is QPushButton else 0]
    assert focus_contrast(dialog, control, qtbot) >= GRAPHIC_CONTRAST
    highlight = qapp.palette().color(Roles.Highlight)
    assert contrast(qapp.palette().color(Roles.HighlightedText), highlight) >= TEXT_CONTRAST  # a chosen item reads
