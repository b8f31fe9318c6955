"""Colours of our own kept visible on the desktop's colours: a colour chosen for a light
window (a verdict's dot, a focus frame) vanishes on a dark or high-contrast one."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QPalette

GRAPHIC_CONTRAST = 3.0  # WCAG 2.1, 1.4.11: a frame against what lies around it
TEXT_CONTRAST = 4.5  # WCAG 2.1, 1.4.3: text, a dot drawn as a character too (its edge is thin)
_STEP = 0.02  # of lightness, per try
_CSS_COLOUR = re.compile(r"color:\s*(#[0-9a-fA-F]{6})")


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2.1)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def seen_on(colour: QColor, background: QColor, minimum: float = GRAPHIC_CONTRAST) -> QColor:
    """`colour` itself where it stands out from `background`; else the same hue made lighter
    (on a dark background) or darker (on a light one) until it does."""
    if contrast(colour, background) >= minimum:
        return QColor(colour)
    lighter = contrast(QColor("white"), background) > contrast(QColor("black"), background)
    hue, saturation, lightness = colour.hslHueF(), colour.hslSaturationF(), colour.lightnessF()
    shade = QColor(colour)
    while contrast(shade, background) < minimum and 0.0 < lightness < 1.0:
        lightness = min(1.0, lightness + _STEP) if lighter else max(0.0, lightness - _STEP)
        shade = QColor.fromHslF(max(hue, 0.0), saturation, lightness, colour.alphaF())  # hue -1: a grey
    return shade


def recoloured(rich_text: str, background: QColor, minimum: float = GRAPHIC_CONTRAST) -> str:
    """Rich text with each of its `color:#rrggbb` seen on `background`."""
    return _CSS_COLOUR.sub(lambda m: "color:" + seen_on(QColor(m.group(1)), background, minimum).name(), rich_text)


def focus_colour(palette: QPalette) -> QColor:
    """The colour of a focus frame of our own: the desktop's highlight where it shows on what a
    style paints a page, a button and a field in; else the text's colour, which shows wherever
    the text does (a dark desktop's dark blue read 1.7:1 on its dialog, a high-contrast one's 1.2:1)."""
    roles = QPalette.ColorRole
    frame = palette.color(roles.Highlight)
    grounds = (palette.color(role) for role in (roles.Window, roles.Button, roles.Base))
    if any(contrast(frame, ground) < GRAPHIC_CONTRAST for ground in grounds):
        return palette.color(roles.WindowText)
    return frame
