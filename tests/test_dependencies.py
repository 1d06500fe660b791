"""Guards against known-bad releases of what we depend on."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen
app = QGuiApplication([])
img = QImage(64, 64, QImage.Format.Format_ARGB32)
p = QPainter(img)
for _ in range(200_000):
    p.setPen(QPen(QColor("#222222"), 2))
    p.setBrush(QColor("#123456"))
    p.drawRoundedRect(QRectF(0, 0, 20, 20), 3, 3)
p.end()
print("ok")
"""


def test_void_qpainter_calls_do_not_leak_references_to_none() -> None:
    """PySide6 6.12.0 crashed here ("deallocating None") after ~30 000 calls."""
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-500:]
