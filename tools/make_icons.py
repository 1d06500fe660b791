"""Render the app's icon set from resources/icons/app.svg (issue 31).

    python tools/make_icons.py OUT_DIR

writes OUT_DIR/hicolor/<N>x<N>/apps/peloton-desktop.png for N in SIZES (the
freedesktop icon theme's layout, what the Linux install script copies), the SVG as
hicolor/scalable/apps/peloton-desktop.svg, OUT_DIR/peloton-desktop.ico (Windows: PNG
entries of 16 to 256 px) and OUT_DIR/peloton-desktop.icns (macOS: PNG entries of 16
to 1024 px). The container formats are written here, a few lines each, rather than
with a library; Qt renders the pictures (QSvgRenderer, offscreen: no display needed).
Nothing generated is committed: packaging/build.sh and the PyInstaller spec run this.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "app.svg"
NAME = "peloton-desktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types holding PNG data: (type, pixels)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The SVG at `size` × `size` pixels, as PNG bytes (transparent background)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon: ICONDIR, one ICONDIRENTRY per size, then the PNG images (a size
    of 256 is written as 0, as the format says)."""
    sizes = sorted(pngs)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(head) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return head + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family: 'icns', the total length, then (type, length, PNG) blocks."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make(out: Path, svg: Path = SVG) -> list[Path]:
    """Write the whole set under `out`; the files written."""
    sizes = sorted(set(SIZES) | set(ICO_SIZES) | {s for _t, s in ICNS_TYPES})
    pngs = {size: render_png(size, svg) for size in sizes}
    written: list[Path] = []
    for size in SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    for path, data in (
        (out / f"{NAME}.ico", ico({s: pngs[s] for s in ICO_SIZES})),
        (out / f"{NAME}.icns", icns(pngs)),
    ):
        path.write_bytes(data)
        written.append(path)
    return written


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for path in make(Path(sys.argv[1])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
