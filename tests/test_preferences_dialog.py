"""The preferences dialog: one control per declared setting, instant apply, keyboard, translation."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.preferences import Preferences
from qvoleurs.settings import SETTINGS, Setting
from qvoleurs.ui import announce as speaker
from qvoleurs.ui.dialogs.preferences import PreferencesDialog, _Choice
from qvoleurs.ui.mnemonics import assign_mnemonics, mnemonic_letter
from tests.languages import language_restored


@pytest.fixture
def prefs() -> Preferences:
    return Preferences.load()


@pytest.fixture
def dialog(qtbot: QtBot, prefs: Preferences) -> PreferencesDialog:
    d = PreferencesDialog(prefs)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def caption(d: PreferencesDialog, setting: Setting[Any]) -> str:
    control = d.control_for(setting)
    if isinstance(control, QCheckBox):
        return control.text()
    label = next(lb for lb in d.findChildren(QLabel) if lb.buddy() is control)
    return label.text()


def test_every_declared_setting_has_its_control(dialog: PreferencesDialog) -> None:
    for setting in SETTINGS:
        control = dialog.control_for(setting)
        if setting.choices:
            assert isinstance(control, QComboBox)
            assert control.count() == len(setting.choices)
        else:
            assert isinstance(control, QCheckBox)
        assert control.isVisible() and control.isEnabled()
        shown = caption(dialog, setting).replace("&", "")
        assert shown == setting.label  # the declared label, not the raw key
        assert setting.key not in shown


def test_the_controls_show_the_current_values(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.set(settings.AUTO_PLACE, True)
    prefs.set(settings.UNDO_DEPTH, 0)
    d = PreferencesDialog(prefs)
    qtbot.addWidget(d)
    auto, undo = d.control_for(settings.AUTO_PLACE), d.control_for(settings.UNDO_DEPTH)
    assert isinstance(auto, QCheckBox) and auto.isChecked()
    assert isinstance(undo, QComboBox) and undo.currentText() == "Unlimited"


@pytest.mark.parametrize("setting", SETTINGS, ids=[s.key for s in SETTINGS])
def test_toggling_each_setting_applies_at_once(qtbot: QtBot, dialog: PreferencesDialog, setting: Setting[Any]) -> None:
    prefs = dialog._prefs
    heard: list[Setting[Any]] = []
    prefs.subscribe(heard.append)
    control = dialog.control_for(setting)
    if isinstance(control, QCheckBox):
        before = prefs.get(setting)
        on_the_box = QPoint(8, control.height() // 2)  # a wide row: its middle may be past the text
        qtbot.mouseClick(control, Qt.MouseButton.LeftButton, pos=on_the_box)
        assert prefs.get(setting) is (not before)
        qtbot.keyClick(control, Qt.Key.Key_Space)  # and back, from the keyboard
        assert prefs.get(setting) is before
    else:
        assert isinstance(control, QComboBox)
        control.setFocus()
        seen = []
        for key in [Qt.Key.Key_End, Qt.Key.Key_Home] + [Qt.Key.Key_Down] * (control.count() - 1):  # by keyboard
            qtbot.keyClick(control, key)
            if setting is settings.LANGUAGE:  # counts once chosen (see below)
                qtbot.keyClick(control, Qt.Key.Key_Return)
            assert prefs.get(setting) == setting.choices[control.currentIndex()][0]
            seen.append(prefs.get(setting))
        assert set(seen) == {value for value, _ in setting.choices}
    assert heard and set(heard) == {setting}  # the window hears it, and only this setting
    assert Preferences.load().get(setting) == prefs.get(setting)  # saved at once


def test_restore_defaults_puts_every_setting_and_control_back(qtbot: QtBot, dialog: PreferencesDialog) -> None:
    prefs = dialog._prefs
    for setting in SETTINGS:
        control = dialog.control_for(setting)
        if isinstance(control, QCheckBox):
            control.click()
        else:
            assert isinstance(control, QComboBox)
            control.setCurrentIndex(control.count() - 1)
            qtbot.keyClick(control, Qt.Key.Key_Return)  # the language counts once chosen
    assert not any(prefs.is_default(s) for s in SETTINGS)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults), Qt.MouseButton.LeftButton)
    assert all(prefs.is_default(s) for s in SETTINGS)
    for setting in SETTINGS:
        control = dialog.control_for(setting)
        if isinstance(control, QCheckBox):
            assert control.isChecked() is setting.default
        else:
            assert isinstance(control, QComboBox)
            assert control.currentIndex() == [v for v, _ in setting.choices].index(setting.default)


def test_enter_presses_the_focused_button_and_elsewhere_closes(
    qtbot: QtBot, dialog: PreferencesDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter on Restore Defaults, as a screen reader had just said it, closed the dialog."""
    prefs = dialog._prefs
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    checkbox = next(c for s in SETTINGS if isinstance(c := dialog.control_for(s), QCheckBox))
    checkbox.click()
    assert not all(prefs.is_default(s) for s in SETTINGS)
    restore = box.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    restore.setFocus()
    said: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda source, text, **_: said.append(text))
    qtbot.keyClick(restore, Qt.Key.Key_Return)
    assert dialog.isVisible() and all(prefs.is_default(s) for s in SETTINGS)
    assert said == ["Every setting is back to its default"]  # heard: by ear nothing seemed to happen
    checkbox.setFocus()
    qtbot.keyClick(checkbox, Qt.Key.Key_Return)
    assert not dialog.isVisible() and all(prefs.is_default(s) for s in SETTINGS)


def test_arrowing_through_the_languages_changes_none_until_one_is_chosen(
    qtbot: QtBot, dialog: PreferencesDialog
) -> None:
    """Each Down switched the whole window to the next language, and a screen reader read
    the next name in the language just left."""
    prefs = dialog._prefs
    combo = dialog.control_for(settings.LANGUAGE)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentIndex() == 2 and prefs.get(settings.LANGUAGE) == "system"
    chosen = settings.LANGUAGE.choices[2][0]
    try:
        qtbot.keyClick(combo, Qt.Key.Key_Tab)  # leaving it chooses
        assert prefs.get(settings.LANGUAGE) == chosen
        prefs.set(settings.LANGUAGE, "system")
        combo.setFocus()
        qtbot.waitUntil(combo.hasFocus)
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert prefs.get(settings.LANGUAGE) == "system"
        qtbot.keyClick(combo, Qt.Key.Key_Up)
        combo.showPopup()  # a choice in its open list counts when the list closes
        qtbot.waitUntil(combo.view().isVisible)
        qtbot.keyClick(combo.view(), Qt.Key.Key_Down)
        qtbot.keyClick(combo.view(), Qt.Key.Key_Down)
        qtbot.keyClick(combo.view(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: prefs.get(settings.LANGUAGE) == chosen)
        prefs.set(settings.LANGUAGE, "system")
        combo.setFocus()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        dialog.close()  # so does closing the dialog
        assert prefs.get(settings.LANGUAGE) == settings.LANGUAGE.choices[1][0]
    finally:
        prefs.set(settings.LANGUAGE, "system")
        QCoreApplication.processEvents()


def test_a_language_chosen_is_said_once_in_the_new_language(
    qtbot: QtBot, dialog: PreferencesDialog, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A screen reader heard the next control's name in the language just left, then a stream
    of renames, and never which language was now on: one line says it, in that language."""
    from qvoleurs.i18n import follow_language_setting
    from qvoleurs.ui import announce as speaker
    from tests.languages import language_restored

    prefs = dialog._prefs
    heard: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda source, text, **kw: heard.append(text))
    combo = dialog.control_for(settings.LANGUAGE)
    with language_restored(qapp):
        stop = follow_language_setting(qapp, prefs)
        QAccessible.setActive(True)
        try:
            combo.setFocus()
            qtbot.waitUntil(combo.hasFocus)
            for _ in range(3):
                qtbot.keyClick(combo, Qt.Key.Key_Down)  # system, English, Nederlands, Deutsch
            assert not heard  # passing over the languages says nothing of its own
            qtbot.keyClick(combo, Qt.Key.Key_Tab)
            qtbot.waitUntil(lambda: bool(heard))
            assert heard == ["Sprache: Deutsch"] and dialog.windowTitle() == "Einstellungen"
            dialog._prefs.set(settings.ANIMATIONS, False)  # another setting: nothing more is said
            QCoreApplication.processEvents()
            assert heard == ["Sprache: Deutsch"]
        finally:
            QAccessible.setActive(False)
            prefs.set(settings.LANGUAGE, "system")
            prefs.reset()
            stop()


def test_a_language_chosen_as_the_dialog_closes_is_said_by_the_window(
    qtbot: QtBot, prefs: Preferences, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Escape straight from the list: the choice counts as the dialog closes, and its line came
    from the closing dialog, in the same moment as the window's verdict, which cut one off. The
    window says it (its own words join a verdict said just after); a dialog closed earlier
    says nothing of a later change."""
    from qvoleurs.i18n import follow_language_setting
    from qvoleurs.ui import announce as speaker
    from tests.languages import language_restored

    in_window: list[str] = []
    from_dialog: list[str] = []
    monkeypatch.setattr(speaker, "announce", lambda source, text, **kw: from_dialog.append(text))
    with language_restored(qapp):
        stop = follow_language_setting(qapp, prefs)
        QAccessible.setActive(True)
        try:
            dialog = PreferencesDialog(prefs, None, say_in_window=in_window.append)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            combo = dialog.control_for(settings.LANGUAGE)
            combo.setFocus()
            qtbot.waitUntil(combo.hasFocus)
            for _ in range(3):
                qtbot.keyClick(combo, Qt.Key.Key_Down)
            qtbot.keyClick(combo, Qt.Key.Key_Escape)  # the dialog closes, Deutsch chosen
            qtbot.waitUntil(lambda: bool(in_window))
            assert in_window == ["Sprache: Deutsch"] and not from_dialog and not dialog.isVisible()
            prefs.set(settings.LANGUAGE, "uk")  # from elsewhere, with the dialog long closed
            QCoreApplication.processEvents()
            assert in_window == ["Sprache: Deutsch"] and not from_dialog
        finally:
            QAccessible.setActive(False)
            prefs.set(settings.LANGUAGE, "system")
            prefs.reset()
            stop()


def test_a_change_made_elsewhere_shows_in_the_dialog(dialog: PreferencesDialog) -> None:
    dialog._prefs.set(settings.ANIMATION_SPEED, "fast")  # e.g. from a menu
    combo = dialog.control_for(settings.ANIMATION_SPEED)
    assert isinstance(combo, QComboBox) and combo.currentText() == "Fast"


def test_the_animation_speed_is_greyed_out_while_animations_are_off(
    qtbot: QtBot, dialog: PreferencesDialog, prefs: Preferences
) -> None:
    """The speed of animations that are off could still be chosen, as if it did something."""
    speed = dialog.control_for(settings.ANIMATION_SPEED)
    label = next(lb for lb in dialog.findChildren(QLabel) if lb.buddy() is speed)
    assert prefs.get(settings.ANIMATIONS) and speed.isEnabled() and label.isEnabled()
    qtbot.mouseClick(dialog.control_for(settings.ANIMATIONS), Qt.MouseButton.LeftButton)
    assert not prefs.get(settings.ANIMATIONS)
    assert not speed.isEnabled() and not label.isEnabled()
    prefs.reset()  # on again from anywhere (Restore Defaults): the speed can be chosen again
    assert speed.isEnabled() and label.isEnabled()


def test_escape_closes_the_dialog(qtbot: QtBot, dialog: PreferencesDialog) -> None:
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_every_control_has_its_own_mnemonic(dialog: PreferencesDialog) -> None:
    letters = [mnemonic_letter(caption(dialog, s)) for s in SETTINGS]
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    letters += [mnemonic_letter(b.text()) for b in buttons.buttons() if mnemonic_letter(b.text())]
    assert None not in letters
    assert len(set(letters)) == len(letters)


def test_the_focus_opens_on_the_first_setting(qtbot: QtBot, dialog: PreferencesDialog) -> None:
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.isActiveWindow())
    assert QApplication.focusWidget() is dialog.control_for(SETTINGS[0])
    # framed as after Tab (the style frames no focus given otherwise: Space ticked an unseen box)
    first = dialog.control_for(SETTINGS[0])
    qtbot.waitUntil(lambda: dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange))
    framed = first.grab().toImage()
    dialog.control_for(SETTINGS[1]).setFocus()
    qtbot.waitUntil(lambda: not first.hasFocus())
    assert first.grab().toImage() != framed


def test_tab_walks_the_controls_in_declared_order(dialog: PreferencesDialog) -> None:
    first = dialog.control_for(SETTINGS[0])
    first.setFocus()
    order: list[QWidget] = [first]
    widget: QWidget = first
    for _ in SETTINGS[1:]:
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) or not widget.isVisible():
            widget = widget.nextInFocusChain()
        order.append(widget)
    assert order == [dialog.control_for(s) for s in SETTINGS]


def in_view(page: QScrollArea, control: QWidget) -> bool:
    """Whether `control` is wholly inside the page's visible part."""
    where = control.geometry().translated(control.parentWidget().mapTo(page.viewport(), QPoint(0, 0)))
    return page.viewport().rect().contains(where)


def test_at_its_full_height_nothing_scrolls(qtbot: QtBot, dialog: PreferencesDialog) -> None:
    page = dialog.findChild(QScrollArea)
    assert page is not None
    dialog.resize(dialog.sizeHint())
    qtbot.waitUntil(lambda: all(in_view(page, dialog.control_for(s)) for s in SETTINGS))  # once laid out
    assert not page.verticalScrollBar().isVisible()
    assert page.horizontalScrollBar().maximum() == 0


def test_on_a_short_screen_the_settings_scroll_and_the_focused_one_is_in_view(
    qtbot: QtBot, dialog: PreferencesDialog
) -> None:
    """A screen too short for every setting (a netbook, 800x600 with a title bar): the
    buttons stay in the dialog, the settings scroll, and Tab or a mnemonic brings the
    control it reaches into view."""
    page = dialog.findChild(QScrollArea)
    assert page is not None
    dialog.resize(dialog.minimumSizeHint().width(), dialog.sizeHint().height() // 2)  # as narrow as it goes
    qtbot.waitUntil(lambda: page.verticalScrollBar().isVisible() and page.verticalScrollBar().maximum() > 0)
    assert page.horizontalScrollBar().maximum() == 0  # no sideways scrolling beside the scroll bar
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None and dialog.rect().contains(buttons.geometry())
    last = dialog.control_for(SETTINGS[-1])
    assert not in_view(page, last)
    dialog.control_for(SETTINGS[0]).setFocus()
    for setting in SETTINGS[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.control_for(setting)
        assert in_view(page, dialog.control_for(setting)), setting.key
    first = dialog.control_for(SETTINGS[0])
    assert not in_view(page, first)
    qtbot.keyClick(dialog, mnemonic_letter(caption(dialog, SETTINGS[0])), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: first.hasFocus())
    assert in_view(page, first)


def test_a_screen_reader_finds_every_setting_by_its_name(dialog: PreferencesDialog) -> None:
    """The dialog's accessible tree, walked from the dialog down as a screen reader walks
    it (through the scrolled page), holds every control, each said with its caption: a
    check box's name, a list's label (on Linux Qt gives a list its label by a relation,
    and its shown choice as its name)."""
    said: dict[int, list[str]] = {}

    def walk(node: QAccessible.QAccessibleInterface) -> None:
        widget = node.object()
        if widget is not None:
            labels = [label.text(QAccessible.Text.Name) for label, _ in node.relations(QAccessible.Relation.Label)]
            said[id(widget)] = [node.text(QAccessible.Text.Name), *labels]
        for i in range(node.childCount()):
            child = node.child(i)
            if child is not None and child.isValid():
                walk(child)

    root = QAccessible.queryAccessibleInterface(dialog)
    assert root is not None
    walk(root)
    for setting in SETTINGS:
        control = dialog.control_for(setting)
        assert id(control) in said, setting.key
        assert caption(dialog, setting).replace("&", "") in said[id(control)], setting.key


def test_closing_the_dialog_stops_listening(qtbot: QtBot, prefs: Preferences) -> None:
    d = PreferencesDialog(prefs)
    assert len(prefs._listeners) == 1
    d.deleteLater()
    qtbot.waitUntil(lambda: not prefs._listeners)
    prefs.set(settings.AUTO_PLACE, True)  # no dead widget is touched


class Shouting(QTranslator):
    """A pseudo-translation: every text in upper case."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source.upper()

    def isEmpty(self) -> bool:
        return False  # Qt skips empty translators


def test_a_language_change_retranslates_every_label(qtbot: QtBot, dialog: PreferencesDialog) -> None:
    centre, size = dialog.geometry().center(), dialog.size()
    translator = Shouting()
    assert QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "PREFERENCES")
        for setting in SETTINGS:
            assert caption(dialog, setting).replace("&", "") == setting.label.upper()
            control = dialog.control_for(setting)
            if isinstance(control, QComboBox):
                assert [control.itemText(i) for i in range(control.count())] == [
                    label.upper() for _, label in setting.choices
                ]
        test_every_control_has_its_own_mnemonic(dialog)  # still unique in the new language
        # longer words widen the dialog: no setting is cut off or scrolls sideways
        page = dialog.findChild(QScrollArea)
        assert page is not None
        qtbot.waitUntil(lambda: all(in_view(page, dialog.control_for(s)) for s in SETTINGS))
        assert page.horizontalScrollBar().maximum() == 0
        # grown about its centre: it went off to the right of the window it was centred on
        qtbot.waitUntil(lambda: dialog.width() > size.width())
        assert (dialog.geometry().center() - centre).manhattanLength() <= 2
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferences")
    assert all(dialog._prefs.is_default(s) for s in SETTINGS)  # retranslating changed no value


def test_assign_mnemonics_prefers_word_starts_and_skips_taken_letters() -> None:
    assert assign_mnemonics(["Close", "Cat", "Dog && bone"], taken=["c"]) == ["C&lose", "C&at", "&Dog && bone"]
    assert assign_mnemonics(["&Keep", "Kite"]) == ["&Keep", "K&ite"]
    assert assign_mnemonics(["ab", "ba", "ab"]) == ["&ab", "&ba", "ab"]  # no letter left: none


@pytest.mark.usefixtures("large_font")
def test_with_a_large_font_on_a_narrow_screen_captions_wrap_instead_of_scrolling_sideways(
    qtbot: QtBot, prefs: Preferences
) -> None:
    """A large desktop font on a small screen: each check box's caption goes on as many
    lines as it needs, every line drawn, and a list goes below its label, so the page
    never scrolls sideways; a click on a caption's last line still ticks its box."""
    d = PreferencesDialog(prefs)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.resize(560, d.sizeHint().height())
    page = d.findChild(QScrollArea)
    assert page is not None
    qtbot.waitUntil(lambda: page.widget().width() <= page.viewport().width())
    assert page.horizontalScrollBar().maximum() == 0
    wrapped = []
    for setting in SETTINGS:
        control = d.control_for(setting)
        group = control.parentWidget()
        assert group.contentsRect().contains(control.geometry()), setting.key  # nothing past the edge
        if isinstance(control, QCheckBox):
            assert control.height() >= control.heightForWidth(control.width()), setting.key
            line = control.fontMetrics().height()
            if control.height() >= 2 * line:
                wrapped.append(control)
                last_line = control.grab().toImage().copy(0, control.height() - line, control.width(), line - 2)
                shades = {last_line.pixel(x, y) for x in range(last_line.width()) for y in range(last_line.height())}
                assert len(shades) > 1, f"{setting.key}: its caption's last line is not drawn"
    assert wrapped  # the long captions do wrap at this size
    box = wrapped[0]
    before = box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() // 3, box.height() - 4))
    assert box.isChecked() is (not before)


def _wheel(widget: QWidget, notches: int) -> bool:
    """Turn the mouse wheel `notches` down over the middle of `widget`; whether it took the
    turn (a turn it leaves goes on to the page, which scrolls: Qt passes a real wheel's turn
    to the parent, not one sent by a test)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    middle = QPointF(widget.rect().center())
    event = QWheelEvent(
        middle,
        QPointF(widget.mapToGlobal(middle.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def test_the_wheel_changes_a_list_only_once_it_has_the_focus(qtbot: QtBot, dialog: PreferencesDialog) -> None:
    """Settings apply at once: a wheel turned to scroll the page must not change the list
    that passes under the pointer (the rules of new games went to supermoves that way)."""
    prefs = dialog._prefs
    page = dialog.findChild(QScrollArea)
    assert page is not None
    dialog.resize(dialog.width(), dialog.sizeHint().height() // 2)
    qtbot.waitUntil(lambda: page.verticalScrollBar().maximum() > 0)
    rules = dialog.control_for(settings.RULESET)
    assert isinstance(rules, QComboBox)
    dialog.control_for(SETTINGS[0]).setFocus()
    before = prefs.get(settings.RULESET)
    assert not _wheel(rules, 1)  # left to the page
    assert prefs.get(settings.RULESET) == before and rules.currentIndex() == 0
    assert not rules.hasFocus()  # nor did the wheel give it the focus
    rules.setFocus()
    qtbot.waitUntil(rules.hasFocus)
    assert _wheel(rules, 1)  # chosen by the player: the wheel goes through the choices
    assert rules.currentIndex() == 1 and prefs.get(settings.RULESET) != before


def test_a_caption_s_focus_frame_keeps_qt_s_margin_round_the_text(dialog: PreferencesDialog) -> None:
    """The frame hugged the caption, so descenders and the first letter touched it: it keeps
    the margin a plain QCheckBox's frame has round its text, on every line of a wrapped one."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    from qvoleurs.ui.dialogs.wrapping_check_box import WrappingCheckBox

    box = dialog.control_for(settings.DOUBLE_CLICK)
    assert isinstance(box, WrappingCheckBox)
    plain = QCheckBox(box.text())
    plain.setFont(box.font())
    plain.resize(plain.sizeHint())
    option = QStyleOptionButton()
    plain.initStyleOption(option)
    qt_frame = plain.style().subElementRect(QStyle.SubElement.SE_CheckBoxFocusRect, option, plain)
    qt_text = plain.fontMetrics().boundingRect(plain.text().replace("&", ""))
    frame = box.focus_frame()
    assert box.rect().contains(frame)
    caption = box.fontMetrics().boundingRect(box.rect(), int(Qt.TextFlag.TextWordWrap), box.text().replace("&", ""))
    assert frame.height() - caption.height() >= min(4, qt_frame.height() - qt_text.height())
    assert frame.width() > box.fontMetrics().horizontalAdvance(box.text().replace("&", "")) + 4


@pytest.mark.parametrize("lang", ["en", "nl", "de", "uk", "da"])
def test_on_an_800x600_screen_every_setting_is_in_view_without_scrolling(
    qtbot: QtBot, qapp: QApplication, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """At 800x600 the last setting ("Deal only games the solver has won") lay below the
    page's edge, a scroll away, in every language: the rows close up where the screen is
    that short, and keep their usual spacing where it is not."""
    from qvoleurs.i18n import install_translators
    from qvoleurs.ui import placement

    screen = QRect(0, 0, 800, 600)
    monkeypatch.setattr(placement, "available_geometry", lambda widget=None: screen)
    with language_restored(qapp):
        install_translators(qapp, lang)
        short = PreferencesDialog(prefs)
        qtbot.addWidget(short)
        short.show()
        qtbot.waitExposed(short)
        room = screen.marginsRemoved(placement.FRAME_ALLOWANCE)
        assert short.height() <= room.height()
        page = short.findChild(QScrollArea)
        assert page is not None
        qtbot.waitUntil(lambda: all(in_view(page, short.control_for(s)) for s in SETTINGS))
        assert page.verticalScrollBar().maximum() == 0
        screen = QRect(0, 0, 1366, 768)
        tall = PreferencesDialog(prefs)
        qtbot.addWidget(tall)
        tall.show()
        qtbot.waitExposed(tall)
        assert tall.height() > short.height()  # the usual spacing, where there is room


@pytest.mark.parametrize(("setting", "unread"), [(settings.LANGUAGE, "zz"), (settings.UNDO_DEPTH, 500)])
def test_the_default_picked_in_place_of_a_value_this_version_cannot_read_is_stored(
    qtbot: QtBot, setting: Setting[Any], unread: object
) -> None:
    """A settings file with a value this version cannot read (a language it does not have) shows
    the default in its list. Picking that default kept the unread value in the file (nothing
    seemed to change, so nothing was saved): the player's choice is what is stored. Only
    passing over the list, or closing the dialog, keeps it, and another version's setting stays."""
    path = Preferences.default_path()
    path.parent.mkdir(parents=True)
    values = {setting.key: unread, "play/some_future_setting": 3}
    path.write_text(json.dumps({"format": "qvoleurs-preferences", "version": 1, "values": values}))

    def stored() -> dict[str, Any]:
        found: dict[str, Any] = json.loads(path.read_text())["values"]
        return found

    prefs = Preferences.load()
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.control_for(setting)
    assert isinstance(combo, QComboBox) and combo.currentData() == setting.default
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_Tab)  # passed over: nothing chosen
    dialog.close()
    assert stored()[setting.key] == unread
    dialog.show()
    combo.showPopup()
    qtbot.waitUntil(combo.view().isVisible)
    qtbot.keyClick(combo.view(), Qt.Key.Key_Return)  # the item shown, picked
    qtbot.waitUntil(lambda: stored()[setting.key] == setting.default)
    assert stored()["play/some_future_setting"] == 3
    dialog.close()
    assert Preferences.load().get(setting) == setting.default and prefs.save_error is None


def test_a_list_narrower_than_its_choice_draws_it_shortened_with_an_ellipsis(qtbot: QtBot) -> None:
    """On a portrait screen at 200 % the lists are narrower than their longest choice, and
    Qt's style drew the choice cut mid-letter ("De seneste 100 handlinger (d"): it ends in
    "…", drawn as a list holding those words would be; where it fits, whole."""
    choice = _Choice(None)
    qtbot.addWidget(choice)
    choice.addItem("De seneste 100 handlinger (den almindelige grænse)")
    choice.resize(200, choice.sizeHint().height())
    shown = choice.shown_text()
    assert shown.endswith("…") and choice.currentText().startswith(shown[:-1])
    plain = QComboBox()
    qtbot.addWidget(plain)
    plain.addItem(shown)
    plain.resize(choice.size())
    assert choice.grab().toImage() == plain.grab().toImage()
    choice.resize(choice.fontMetrics().horizontalAdvance(choice.currentText()) + 80, choice.height())
    assert choice.shown_text() == choice.currentText()
