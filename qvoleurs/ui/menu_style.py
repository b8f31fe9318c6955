"""Greyed menu items the arrow keys stop on, as in Qt's own Windows style (Fusion skips them).

Qt's Fusion style skips a disabled item on Up and Down, so a screen reader never named it:
a blind player could not find Think Longer or Where Did I Lose It? until they could be
chosen, nor learn that they exist. Stopped on, Orca says "Think Longer grayed."; Return
there does nothing, as a click does not. Fusion draws no highlight on a greyed item (the
eye lost the place in the menu), so this style frames it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleHintReturn, QStyleOption, QWidget


class GreyedItemsReachable(QProxyStyle):
    """The application's style (whichever it is: -style, the platform's), with this one hint
    changed; for the menus alone."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_Menu_AllowActiveAndDisabled:
            return 1
        return super().styleHint(hint, option, widget, returnData)

    def drawControl(
        self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter, widget: QWidget | None = None
    ) -> None:
        super().drawControl(element, option, painter, widget)
        state = option.state  # type: ignore[attr-defined]
        selected = bool(state & QStyle.StateFlag.State_Selected)
        if element == QStyle.ControlElement.CE_MenuItem and selected and not state & QStyle.StateFlag.State_Enabled:
            painter.save()
            # the enabled highlight's colour: the option's own palette is the greyed one
            highlight = option.palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)  # type: ignore[attr-defined]
            painter.setPen(QPen(highlight, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(1, 1, -1, -1))  # type: ignore[attr-defined]
            painter.restore()
