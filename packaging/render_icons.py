"""Render the application icon (resources/icons/<APP_ID>.svg) into every derived file.

Writes the hicolor PNGs (16..512), the packaged copy the running app loads
(qvoleurs/data/icon.svg), a Windows .ico and a macOS .icns. The outputs are
committed, so building a package never needs this script; run it after editing
the SVG:  .venv/bin/python packaging/render_icons.py
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from qvoleurs import APP_ID

ROOT = Path(__file__).resolve().parent.parent

SVG = ROOT / "resources" / "icons" / f"{APP_ID}.svg"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
PACKAGED_SVG = ROOT / "qvoleurs" / "data" / "icon.svg"
ICO = ROOT / "packaging" / "windows" / "qvoleurs.ico"
ICNS = ROOT / "packaging" / "macos" / "qvoleurs.icns"

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (Apple's "icns" format)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def hicolor_png(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes at size x size pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon whose images are stored as PNG (allowed since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", len(pngs[size]) + 8) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])  # QSvgRenderer needs one
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"render_icons: cannot read {SVG}", file=sys.stderr)
        return 1
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(renderer, size) for size in sizes}
    for size in HICOLOR_SIZES:
        path = hicolor_png(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
    PACKAGED_SVG.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, PACKAGED_SVG)
    ICO.parent.mkdir(parents=True, exist_ok=True)
    ICO.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    ICNS.parent.mkdir(parents=True, exist_ok=True)
    ICNS.write_bytes(icns_bytes(pngs))
    print(f"wrote {len(HICOLOR_SIZES)} PNGs, {PACKAGED_SVG.name}, {ICO.name}, {ICNS.name}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
