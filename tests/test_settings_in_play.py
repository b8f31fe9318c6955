"""Settings changed in the preferences dialog, opened from the window's menu, change play at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui.dialogs.preferences import PreferencesDialog
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.test_window import C, card_of, double_click, drag, game_at, mouse, pile_point, play_position, point


@pytest.fixture
def prefs() -> Preferences:
    p = Preferences.in_memory()
    p.set(settings.ANIMATIONS, False)
    return p


@pytest.fixture
def window(open_window: OpenWindow, prefs: Preferences) -> MainWindow:
    return open_window(GameModel(game_at(play_position()), prefs), prefs, size=(1100, 760))


def open_preferences(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> PreferencesDialog:
    """Trigger Edit > Preferences; the dialog is shown non-modally so the test can click in it."""
    opened: list[PreferencesDialog] = []

    def show_instead(dialog: PreferencesDialog) -> int:
        dialog.show()
        opened.append(dialog)
        return 0

    monkeypatch.setattr(PreferencesDialog, "exec", show_instead)
    window.preferences_action.trigger()
    assert opened, "the menu action opened no preferences dialog"
    qtbot.waitExposed(opened[0])
    return opened[0]


def toggle(qtbot: QtBot, dialog: PreferencesDialog, setting: settings.Setting[bool]) -> None:
    box = dialog.control_for(setting)
    assert isinstance(box, QCheckBox)
    before = box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked() != before


def test_double_click_switched_off_in_the_dialog_moves_no_more_than_a_click(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_preferences(qtbot, window, monkeypatch)
    toggle(qtbot, dialog, settings.DOUBLE_CLICK)
    assert prefs.get(settings.DOUBLE_CLICK) is False
    before = window.model.position.copy()
    double_click(window, point(window, card_of(window, C(1))))  # 8S: a click sends it nowhere
    assert window.model.position == before
    toggle(qtbot, dialog, settings.DOUBLE_CLICK)
    double_click(window, point(window, card_of(window, C(1))))
    assert window.model.position != before


def test_auto_place_switched_on_in_the_dialog_places_a_wrong_drop(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = open_preferences(qtbot, window, monkeypatch)
    toggle(qtbot, dialog, settings.AUTO_PLACE)
    eight = card_of(window, C(1))
    drag(window, point(window, eight), pile_point(window, C(4)))  # onto an ace: illegal
    assert window.model.position.top(C(3)) == eight  # landed on its best place instead


def test_placement_help_switched_off_in_the_dialog_highlights_nothing(
    qtbot: QtBot, window: MainWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    drag(window, point(window, card_of(window, C(1))), pile_point(window, C(8)), release=False)
    assert window.table_scene.highlighted  # on by default
    mouse(window, QEvent.Type.MouseButtonRelease, pile_point(window, C(8)), Qt.MouseButton.NoButton)
    dialog = open_preferences(qtbot, window, monkeypatch)
    toggle(qtbot, dialog, settings.PLACEMENT_HELP)
    drag(window, point(window, card_of(window, C(1))), pile_point(window, C(8)), release=False)
    assert window.table_scene.highlighted == []
    mouse(window, QEvent.Type.MouseButtonRelease, pile_point(window, C(8)), Qt.MouseButton.NoButton)
