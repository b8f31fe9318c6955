"""The desktop's highlight, kept visible as a focus frame.

Qt's Fusion style draws the frame of a focused check box, list, field or button in the
highlight colour a quarter darker: a dark desktop's dark blue read 1.3:1 on its dialogs
(Adwaita dark), less under HighContrastInverse, and a keyboard player could not tell where
the focus was. Where that frame would not stand out from the window, the buttons and the
fields (WCAG 2.1, 1.4.11: 3:1), the application's highlight is made lighter (or darker on a
light desktop) until it does, and the text on a highlight turns black or white, whichever
reads better. Only those two colours are set: the rest follows the desktop, and a change of
the desktop's colours is looked at again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from .contrast import GRAPHIC_CONTRAST, TEXT_CONTRAST, contrast

Roles = QPalette.ColorRole
_GROUNDS = (Roles.Window, Roles.Button, Roles.Base)
_STEP = 0.02  # of lightness, per try
_FUSION_CAP = 160  # Fusion's outline is never lighter than this (HSL lightness, 0-255)


def fusion_outline(highlight: QColor) -> QColor:
    """The colour Fusion frames a focused control in, made from the highlight as it does."""
    outline = highlight.darker(125)
    if outline.value() > _FUSION_CAP:
        outline.setHsl(outline.hslHue(), outline.hslSaturation(), _FUSION_CAP)
    return outline


def _frames_seen(highlight: QColor, palette: QPalette) -> bool:
    outline = fusion_outline(highlight)
    return all(contrast(outline, palette.color(role)) >= GRAPHIC_CONTRAST for role in _GROUNDS)


def seen_highlight(palette: QPalette) -> tuple[QColor, QColor] | None:
    """(highlight, text on it) that frame the focus visibly on `palette`'s grounds; None when
    its own do already, or when no shade of its hue would."""
    highlight = palette.color(Roles.Highlight)
    if _frames_seen(highlight, palette):
        return None
    window = palette.color(Roles.Window)
    lighter = contrast(QColor("white"), window) > contrast(QColor("black"), window)
    hue, saturation, lightness = max(highlight.hslHueF(), 0.0), highlight.hslSaturationF(), highlight.lightnessF()
    shade = QColor(highlight)
    while not _frames_seen(shade, palette):
        lightness = lightness + _STEP if lighter else lightness - _STEP
        if not 0.0 <= lightness <= 1.0:
            return None
        shade = QColor.fromHslF(hue, saturation, lightness)
    text = palette.color(Roles.HighlightedText)
    if contrast(text, shade) < TEXT_CONTRAST:
        text = max((QColor("black"), QColor("white")), key=lambda colour: contrast(colour, shade))
    return shade, text


class FocusFrames(QObject):
    """Keeps the application's highlight one that frames the focus visibly (`seen_highlight`),
    from the start and after each change of the desktop's colours."""

    def __init__(self, app: QGuiApplication) -> None:
        super().__init__(app)
        self.app = app
        self._ours: QColor | None = None  # the highlight set here
        self._desktop: tuple[QColor, QColor] | None = None  # the desktop's own highlight and its text
        self._busy = False
        app.installEventFilter(self)
        self.apply()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.app and event.type() == QEvent.Type.ApplicationPaletteChange and not self._busy:
            self.apply()
        return False

    def apply(self) -> None:
        palette = QPalette(QGuiApplication.palette())
        if self._ours is not None and palette.color(Roles.Highlight) == self._ours and self._desktop is not None:
            # the desktop's other colours changed under ours: judged again from its own highlight
            palette.setColor(Roles.Highlight, self._desktop[0])
            palette.setColor(Roles.HighlightedText, self._desktop[1])
        else:
            self._desktop = (palette.color(Roles.Highlight), palette.color(Roles.HighlightedText))
        seen = seen_highlight(palette)
        if seen is not None:
            palette.setColor(Roles.Highlight, seen[0])
            palette.setColor(Roles.HighlightedText, seen[1])
        elif self._ours is None:
            return  # nothing set, nothing to set
        self._ours = palette.color(Roles.Highlight)
        self._busy = True
        try:
            QGuiApplication.setPalette(palette)
        finally:
            self._busy = False


def keep_focus_frames_seen(app: QGuiApplication) -> FocusFrames:
    """Follow `app`'s colours (once per application)."""
    kept = app.findChild(FocusFrames)
    return kept if isinstance(kept, FocusFrames) else FocusFrames(app)
