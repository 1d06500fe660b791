"""A link as a QR code (segno), drawn black on white whatever the theme: phones'
cameras read dark modules on a light ground."""

from __future__ import annotations

import io

import segno
from PySide6.QtGui import QPixmap


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=3)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap
