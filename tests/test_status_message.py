"""The status bar's message label (ui/status_message.py): a text too long for it is cut
with "…" after whole characters, and where not one character fits it draws nothing rather
than a lone "…" (the window then shows the whole text over the table)."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from qvoleurs.ui.status_message import MessageLabel

TEXT = "Only moves home are left: the cards go home. Click or press a key to stop."


def label_of_width(qtbot: QtBot, width: int, text: str = TEXT) -> MessageLabel:
    label = MessageLabel()
    qtbot.addWidget(label)
    label.setText(text)
    label.setFixedWidth(width)
    label.show()
    qtbot.waitExposed(label)
    return label


def test_a_wide_label_shows_the_text_whole(qtbot: QtBot) -> None:
    label = label_of_width(qtbot, 2000)
    assert label.fits() and label.shown_text() == TEXT


def test_a_narrow_label_cuts_the_text_with_an_ellipsis(qtbot: QtBot) -> None:
    label = label_of_width(qtbot, 160)
    shown = label.shown_text()
    assert not label.fits() and shown.endswith("…") and TEXT.startswith(shown.removesuffix("…").rstrip())
    assert label.toolTip() == TEXT and label.text() == TEXT  # read whole by a screen reader


def test_a_label_with_room_for_the_ellipsis_alone_draws_nothing(qtbot: QtBot) -> None:
    room = MessageLabel().fontMetrics().horizontalAdvance("…") + 1
    label = label_of_width(qtbot, room)
    width = label.contentsRect().width()
    assert label.fontMetrics().elidedText(TEXT, Qt.TextElideMode.ElideRight, width) == "…"  # Qt's cut
    assert label.shown_text() == "" and not label.fits()
    blank = label_of_width(qtbot, room, "")
    assert label.grab().toImage() == blank.grab().toImage()  # not a dot of it drawn


def test_a_cut_text_ends_after_its_last_whole_word(qtbot: QtBot) -> None:
    """Qt cut the German undo message to "Frühere Züge li…": a word cut short may read as
    another one. The label draws only whole words before the "…"."""
    text = "Nichts mehr rückgängig zu machen: Frühere Züge liegen jenseits des Verlaufs"
    metrics = MessageLabel().fontMetrics()
    # a width at which Qt's own cut falls inside "liegen"
    width = next(w for w in range(100, 600) if metrics.elidedText(text, Qt.TextElideMode.ElideRight, w).endswith("li…"))
    label = label_of_width(qtbot, width, text)
    assert label.contentsRect().width() == width  # (no margins)
    assert label.shown_text() == "Nichts mehr rückgängig zu machen: Frühere Züge…"
    assert not label.fits() and label.text() == text and label.toolTip() == text


def test_a_first_word_too_long_for_the_label_is_cut_rather_than_dropped(qtbot: QtBot) -> None:
    metrics = MessageLabel().fontMetrics()
    label = label_of_width(qtbot, metrics.horizontalAdvance("Demonstr…") + 1, "Demonstration: klicken")
    assert label.shown_text().startswith("Demo") and label.shown_text().endswith("…")


def test_fits_in_says_whether_the_whole_text_fits_a_width(qtbot: QtBot) -> None:
    label = MessageLabel()
    qtbot.addWidget(label)
    label.setContentsMargins(8, 0, 8, 0)
    label.setText(TEXT)
    need = math.ceil(QFontMetricsF(label.font()).horizontalAdvance(TEXT)) + 16  # (a fraction of a pixel counts)
    assert label.fits_in(need) and not label.fits_in(need - 1)
