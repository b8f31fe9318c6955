"""The status bar's message label (ui/status_message.py): a text too long for it is cut
with "…" after whole characters, and where not one character fits it draws nothing rather
than a lone "…" (the window then shows the whole text over the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt
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
