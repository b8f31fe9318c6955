"""Render every card face, the back, the empty-pile places and a fanned column to one PNG.

For looking at the card art:  .venv/bin/python scripts/card_sheet.py out.png [--four-colour] [--width W]
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from qvoleurs.engine.cards import card_id
from qvoleurs.ui.table.cardart import CARD_ASPECT, TABLE_COLOUR, CardArt

# How much of a covered card a fanned column shows (the rest is under the next card).
FAN_SHOWN = 0.22
FAN_CARDS = ((0, 13), (1, 12), (0, 11), (1, 10), (0, 9), (1, 8), (2, 7), (3, 6), (2, 1))


def render_sheet(width: int, four_colour: bool, dpr: float) -> QImage:
    art = CardArt(four_colour=four_colour)
    height = round(width * CARD_ASPECT)
    gap = max(6, width // 8)
    fan_height = height + round(height * FAN_SHOWN) * (len(FAN_CARDS) - 1)
    sheet_w = gap + 13 * (width + gap)
    sheet_h = gap + 5 * (height + gap) + fan_height + gap
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(TABLE_COLOUR)
    painter = QPainter(image)

    def at(col: int, y: float) -> QPointF:
        return QPointF(gap + col * (width + gap), y)

    for suit in range(4):
        for rank in range(1, 14):
            painter.drawPixmap(
                at(rank - 1, gap + suit * (height + gap)), art.face(card_id(suit, rank), width, height, dpr)
            )
    y = gap + 4 * (height + gap)
    extras = [art.back(width, height, dpr), art.slot(width, height, dpr)]
    extras += [art.slot(width, height, dpr, suit=s) for s in range(4)]
    extras.append(art.slot(width, height, dpr, no_redeal=True))
    for col, pixmap in enumerate(extras):
        painter.drawPixmap(at(col, y), pixmap)

    # Fanned columns: face-down cards then face-up ones, as the game window lays them out.
    y += height + gap
    step = round(height * FAN_SHOWN)
    for col in range(4):
        for i, (suit, rank) in enumerate(FAN_CARDS):
            card = card_id((suit + col) % 4, max(1, rank - col))
            painter.drawPixmap(at(col, y + i * step), art.face(card, width, height, dpr))
    for i in range(len(FAN_CARDS)):
        painter.drawPixmap(at(4, y + i * step), art.back(width, height, dpr))
    label = QRectF(at(6, y), QPointF(sheet_w, y + height))
    painter.setPen(TABLE_COLOUR.lighter(220))
    painter.drawText(label, f"width {width} px, height {height} px, dpr {dpr}, fan shows {FAN_SHOWN:.0%}")
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--four-colour", action="store_true", help="diamonds blue, clubs green")
    parser.add_argument("--width", type=int, default=100, help="card width in logical pixels (default 100)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1)")
    args = parser.parse_args(argv)
    if not 10 <= args.width <= 1000 or not 0.5 <= args.dpr <= 4:
        parser.error("width must be 10..1000 and dpr 0.5..4")
    _app = QGuiApplication(sys.argv[:1])
    image = render_sheet(args.width, args.four_colour, args.dpr)
    if not image.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
