"""The preferences dialog, built from the setting declarations in `settings.SETTINGS`.

Instant apply, as the desktop platforms do it: each change goes to `Preferences.set`
at once (the window listens through `Preferences.subscribe`); "Restore Defaults" puts
every setting back, and Close closes. Every control has a mnemonic, assigned after
each translation so it works in every language. Where the screen is too short for all
the settings (800x600 with a title bar, a netbook), their rows close up; where that is not
enough (a laptop at 200 %), they scroll above the buttons, so the buttons stay on screen;
where it is too narrow (or the font large), captions wrap and lists go below their labels,
so nothing scrolls sideways.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QFocusEvent, QKeyEvent, QPaintEvent, QWheelEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from qvoleurs.preferences import Preferences
from qvoleurs.settings import LANGUAGE, SETTINGS, Setting
from qvoleurs.ui import announce as speaker
from qvoleurs.ui import placement, reader_events
from qvoleurs.ui.dialogs.page import ScrollPage, WholeDialog
from qvoleurs.ui.dialogs.wrapping_check_box import WrappingCheckBox
from qvoleurs.ui.mnemonics import assign_mnemonics, mnemonic_letter


def _translate(text: str) -> str:
    return QCoreApplication.translate("Settings", text)


class _ButtonBox(QDialogButtonBox):
    """On a language change Qt names its standard buttons again in its own words (German
    "Voreinstellungen", Ukrainian "Відновити типово"): `rename` then puts ours back."""

    def __init__(self, buttons: QDialogButtonBox.StandardButton, parent: QWidget, rename: Any) -> None:
        super().__init__(buttons, parent)
        self._rename = rename

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._rename()
        return handled


_DIALOG_EDGES = 80  # a dialog's frame, margins and scroll bar, and a group's margins, at most
_LABEL_GAP = 12  # between a form's captions and its lists, at most
_NARROWEST_CHOICE = 20  # characters of a list's item it keeps where the row is narrower still


class _Choice(QComboBox):
    """A list that the mouse wheel changes only once it has the focus: a wheel turned to
    scroll the page must not change (and save at once) the setting that passes under the
    pointer, such as the rules of new games."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not WheelFocus: the wheel gives it no focus
        self.currentIndexChanged.connect(self._say_value)

    def _say_value(self) -> None:
        """The new value, for a reader told by notifications (reader_events): Qt tells of a closed
        list's new value as the AT-SPI bridge expects, and Orca 43 said nothing at all (its
        speech log: Down, Down, silence); its open list it reads itself."""
        closed = self.hasFocus() and not self.view().isVisible()
        if closed and QAccessible.isActive() and not reader_events.announcements_heard():
            speaker.announce(self, self.currentText())

    def sizeHint(self) -> QSize:
        """As wide as its longest item, unless the screen has less room than that (a portrait
        768x1024 screen at 200 %): then it shows its item shortened, rather than the whole page
        scrolling sideways. The room is beside the form's captions, unless every list of the
        form goes below its caption (`cramped`): Qt's form laid the rows out at their lists'
        widths once more after Tab, and a list wider than that room went past the page's edge."""
        hint = super().sizeHint()
        return QSize(max(min(hint.width(), self._room_where_it_lies()), 0), hint.height())

    def minimumSizeHint(self) -> QSize:
        # Qt's is the longest item's width, which a row can then never be narrower than: where
        # the screen is narrower, a few words. Where it has room, as Qt's (a dialog narrowed by
        # hand below its lists' widths laid one out past the page's edge for a moment)
        hint = super().minimumSizeHint()
        if hint.width() <= self._room_where_it_lies():
            return hint
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * _NARROWEST_CHOICE), hint.height())

    def cramped(self) -> bool:
        """Whether its longest item is wider than the room beside the form's captions."""
        return super().sizeHint().width() > self._room(beside_captions=True)

    def shown_text(self) -> str:
        """The choice as drawn: ending in "…" where the list is narrower than it (Qt's style
        drew it cut mid-letter: "De seneste 100 handlinger (d")."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, field.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def _form(self) -> QFormLayout | None:
        group = self.parentWidget()
        form = group.layout() if group is not None else None
        return form if isinstance(form, QFormLayout) else None

    def _room_where_it_lies(self) -> int:
        """The room beside the captions, or below them where the form puts every list there."""
        form = self._form()
        below = form is not None and form.rowWrapPolicy() is QFormLayout.RowWrapPolicy.WrapAllRows
        return self._room(beside_captions=not below)

    def _room(self, beside_captions: bool) -> int:
        """The width the screen leaves a list beside the form's captions, or below them."""
        room = placement.available_geometry(self).width() - _DIALOG_EDGES
        form = self._form()
        if not beside_captions or form is None:
            return room
        captions = (form.itemAt(row, QFormLayout.ItemRole.LabelRole) for row in range(form.rowCount()))
        return room - max(
            (caption.sizeHint().width() + _LABEL_GAP for caption in captions if caption is not None), default=0
        )

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # on to the page, which scrolls


class _CommittedChoice(_Choice):
    """A list whose choice counts once it is made, not while the arrow keys pass over the
    items: arrowing through the languages switched the whole window at every step, and a
    screen reader read each name in the language just left. `chosen` comes when the focus
    leaves it, when its list closes (a pointer's choice), on Enter, or with `commit`."""

    chosen = Signal()

    def hidePopup(self) -> None:
        super().hidePopup()
        QTimer.singleShot(0, self, self.chosen.emit)  # once the list has set the item chosen

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if not self.view().isVisible():  # its own list takes the focus while open
            self.chosen.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.chosen.emit()
        super().keyPressEvent(event)

    def commit(self) -> None:
        self.chosen.emit()


_ROOMY, _TIGHT = 6, 2  # pixels between rows and groups; tight on a screen too short for them


class PreferencesDialog(WholeDialog):
    """One control per declared setting, grouped by `setting.group`."""

    def __init__(
        self, prefs: Preferences, parent: QWidget | None = None, say_in_window: Callable[[str], None] | None = None
    ) -> None:
        """`say_in_window`: how the window behind says a line to a screen reader, for what is
        said once the dialog has closed (its own words then are lost, or cut off a verdict)."""
        super().__init__(parent)
        self._prefs = prefs
        self._say_in_window = say_in_window
        self._language_chosen = False  # here, and not yet said (it may be as the dialog closes)
        self._picked: set[str] = set()  # lists where the player picked an item, maybe the one shown
        self._controls: dict[str, QCheckBox | QComboBox] = {}
        self._labels: dict[str, QLabel] = {}
        self._groups: dict[str, QGroupBox] = {}
        self._framed = False  # the focus framed at the first activation

        layout = QVBoxLayout(self)
        self._page = ScrollPage(QWidget(self), self)
        layout.addWidget(self._page)
        groups = QVBoxLayout(self._page.inner)
        groups.setContentsMargins(0, 0, 0, 0)
        self._group_list = groups
        for setting in SETTINGS:
            group = self._groups.get(setting.group)
            if group is None:
                group = QGroupBox(self._page.inner)
                form = QFormLayout()
                # a list goes below its label, and a check box's caption wraps, where the
                # row is narrow (a large font, a small screen), instead of scrolling sideways
                form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
                group.setLayout(form)
                self._groups[setting.group] = group
                groups.addWidget(group)
            built = group.layout()
            assert isinstance(built, QFormLayout)
            form = built
            control = self._make_control(setting, group)
            if isinstance(control, QComboBox):
                label = QLabel(group)
                label.setBuddy(control)
                self._labels[setting.key] = label
                form.addRow(label, control)
            else:
                form.addRow(control)
            self._controls[setting.key] = control

        self._buttons = _ButtonBox(
            QDialogButtonBox.StandardButton.RestoreDefaults | QDialogButtonBox.StandardButton.Close,
            self,
            self._name_restore_button,
        )
        restore = self._buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self._restore_defaults)
        # Enter closes, unless a button has the focus: then it presses that one, as a screen
        # reader just said (Restore Defaults closed the dialog instead)
        self._buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self._buttons.rejected.connect(self.reject)
        layout.addWidget(self._buttons)

        self._grey_out_unneeded()
        listener = self._on_setting_changed
        prefs.subscribe(listener)
        self.destroyed.connect(lambda *_: prefs.unsubscribe(listener))
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and not self._framed:
            # the focus framed as after Tab (Qt frames it only after a key moved it): the
            # style frames no focus given otherwise, and Space ticked a box nobody saw was
            # focused; a click in the dialog takes the frames away again, as Qt does
            self._framed = True
            QTimer.singleShot(0, self, self._frame_the_focus)  # after Qt's own handling, which clears it
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def setVisible(self, visible: bool) -> None:
        if visible and not self.testAttribute(Qt.WidgetAttribute.WA_Resized):
            self._fit_rows()  # before WholeDialog takes its size
        super().setVisible(visible)

    def _fit_rows(self) -> None:
        """Rows closer together where the screen is too short for every setting at the usual
        spacing (800x600: the last setting scrolled out of view by a few rows' gaps); in a
        group whose list is cramped beside the captions (a portrait screen at 200 %), every
        list below its caption, with the row's whole width (beside a long Dutch caption the
        undo list showed "De la…")."""
        for group in self._groups.values():
            form = group.layout()
            assert isinstance(form, QFormLayout)
            cramped = any(choice.cramped() for choice in group.findChildren(_Choice))
            form.setRowWrapPolicy(
                QFormLayout.RowWrapPolicy.WrapAllRows if cramped else QFormLayout.RowWrapPolicy.WrapLongRows
            )
        self._space_rows(_ROOMY)
        room = placement.available_geometry(self).marginsRemoved(placement.FRAME_ALLOWANCE).height()
        if self.sizeHint().height() > room:
            self._space_rows(_TIGHT)

    def _space_rows(self, gap: int) -> None:
        self._group_list.setSpacing(gap)
        for group in self._groups.values():
            form = group.layout()
            assert isinstance(form, QFormLayout)
            form.setVerticalSpacing(gap)
            side = form.contentsMargins().left()
            form.setContentsMargins(side, gap + 3, side, gap + 3)
            form.invalidate()
            group.updateGeometry()
        self._page.updateGeometry()

    def _frame_the_focus(self) -> None:
        self.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        focus = self.focusWidget()
        if focus is not None:
            focus.update()

    def _restore_defaults(self) -> None:
        """Every setting back to its default, and said: by ear, only an unfocused checkbox
        changed, and Restore Defaults seemed to do nothing."""
        self._prefs.reset()
        speaker.announce(self, self.tr("Every setting is back to its default"))

    def done(self, result: int) -> None:
        for control in self._controls.values():
            if isinstance(control, _CommittedChoice):
                control.commit()  # a language arrowed to counts when the dialog closes
        # its new words in place before the focus goes back: Qt posts them, and the table was
        # read to a screen reader in the language just left, then renamed word by word
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        super().done(result)

    def control_for(self, setting: Setting[Any]) -> QCheckBox | QComboBox:
        """The widget that edits `setting`."""
        return self._controls[setting.key]

    # -- building -------------------------------------------------------------------------

    def _make_control(self, setting: Setting[Any], parent: QWidget) -> QCheckBox | QComboBox:
        if setting.choices:
            combo = _CommittedChoice(parent) if setting is LANGUAGE else _Choice(parent)
            # Grow with the text after a language switch, not only on first show.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for value, _label in setting.choices:
                combo.addItem("", value)
            combo.setCurrentIndex(self._choice_index(setting, self._prefs.get(setting)))
            # picked, even the item shown: a value this version could not read shows as the
            # default, and picking that default must store it (Preferences.set)
            combo.activated.connect(lambda _i, k=setting.key: self._picked.add(k))
            if isinstance(combo, _CommittedChoice):
                combo.chosen.connect(lambda s=setting, c=combo: self._choose(s, c.currentIndex()))
            else:
                combo.currentIndexChanged.connect(lambda i, s=setting: self._choose(s, i))
                combo.activated.connect(lambda i, s=setting: self._choose(s, i))
            return combo
        if setting.kind is bool:
            box = WrappingCheckBox(parent)
            box.setChecked(bool(self._prefs.get(setting)))
            box.toggled.connect(lambda on, s=setting: self._prefs.set(s, on))
            return box
        raise TypeError(f"no control for setting {setting.key} of type {setting.kind.__name__}")

    @staticmethod
    def _choice_index(setting: Setting[Any], value: object) -> int:
        return next(i for i, (v, _) in enumerate(setting.choices) if v == value)

    def _choose(self, setting: Setting[Any], index: int) -> None:
        picked = setting.key in self._picked
        self._picked.discard(setting.key)
        if 0 <= index < len(setting.choices):
            value = setting.choices[index][0]
            if value == self._prefs.get(setting) and not picked:
                return  # left as it was (the list closed or lost the focus): nothing chosen
            self._language_chosen = setting.key == LANGUAGE.key and self._prefs.get(setting) != value
            self._prefs.set(setting, value)

    # -- keeping in step ------------------------------------------------------------------

    def _on_setting_changed(self, setting: Setting[Any]) -> None:
        """A change from anywhere (this dialog, Restore Defaults, the menu) shows here."""
        if not shiboken6.isValid(self):
            return
        control = self._controls.get(setting.key)
        if control is None:
            return
        value = self._prefs.get(setting)
        control.blockSignals(True)
        try:
            if isinstance(control, QComboBox):
                control.setCurrentIndex(self._choice_index(setting, value))
            else:
                control.setChecked(bool(value))
        finally:
            control.blockSignals(False)
        self._grey_out_unneeded()
        if setting.key == LANGUAGE.key and (self.isVisible() or self._language_chosen):
            QTimer.singleShot(0, self, self._say_language)  # after the new words are in (posted)

    def _say_language(self) -> None:
        """A screen reader heard the next control's name in the old language, then a stream of
        renames: one line in the new language says what changed ("Sprache: Deutsch")."""
        self._language_chosen = False
        combo = self._controls[LANGUAGE.key]
        if not isinstance(combo, QComboBox):
            return
        text = f"{_translate(LANGUAGE.label)}: {combo.currentText()}"
        if self.isVisible() or self._say_in_window is None:
            speaker.announce(self, text)
        else:  # chosen as the dialog closed (Escape from the list): the window says it, with its verdict
            self._say_in_window(text)

    def _grey_out_unneeded(self) -> None:
        """A setting that does nothing while the one it needs is off (the speed of animations
        that are off) is greyed out, with its label, as other programs' dialogs do."""
        for setting in SETTINGS:
            if setting.needs is not None:
                on = bool(self._prefs.get(next(s for s in SETTINGS if s.key == setting.needs)))
                self._controls[setting.key].setEnabled(on)
                label = self._labels.get(setting.key)
                if label is not None:
                    label.setEnabled(on)

    def _name_restore_button(self) -> None:
        self._buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(self.tr("&Restore Defaults"))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self._name_restore_button()
        taken = [letter for button in self._buttons.buttons() if (letter := mnemonic_letter(button.text())) is not None]
        for group_name, group in self._groups.items():
            group.setTitle(_translate(group_name))
        texts = assign_mnemonics((_translate(s.label) for s in SETTINGS), taken)
        for setting, text in zip(SETTINGS, texts, strict=True):
            control = self._controls[setting.key]
            if isinstance(control, QComboBox):
                self._labels[setting.key].setText(text)
                for i, (_value, label) in enumerate(setting.choices):
                    control.setItemText(i, _translate(label))
            else:
                control.setText(text)
        self._page.updateGeometry()  # longer words: the groups' width and the page's change
        if self.isVisible():
            # captions wrap rather than widen the dialog, so it grows to its new size itself
            # (where the screen has room), once the layouts have taken the new words
            QTimer.singleShot(0, self, self._grow)

    def _grow(self) -> None:
        before = self.geometry()
        self._fit_rows()
        self.resize(self.size().expandedTo(self.sizeHint()))
        placement.fit_size(self)
        if self.size() != before.size():  # grown about its centre, as Qt placed it over the window
            grown = QRect(before.topLeft(), self.size())
            grown.moveCenter(before.center())
            self.move(self.pos() + grown.topLeft() - before.topLeft())
        placement.keep_on_screen(self)
