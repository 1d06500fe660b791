"""Our SVG art, rendered once per size and cached (KPatience habit)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from peloton_desktop.draw.palette import transparent
from peloton_desktop.resources import resource_path


def shared(name: str) -> str:
    """The path of a picture of the app's own (`art/` of the bundled resources); a
    game's picture comes from its registry entry (`GameEntry.art`)."""
    return str(resource_path("art", name))


@lru_cache(maxsize=64)
def renderer(path: str) -> QSvgRenderer:
    return QSvgRenderer(path)


@lru_cache(maxsize=256)
def pixmap(path: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """The SVG file `path` drawn into width×height logical pixels (aspect kept); an
    empty path draws nothing."""
    pm = QPixmap(QSize(round(width * ratio), round(height * ratio)))
    pm.setDevicePixelRatio(ratio)
    pm.fill(transparent())
    if not path:
        return pm
    svg = renderer(path)
    size = svg.defaultSize().scaled(QSize(width, height), Qt.AspectRatioMode.KeepAspectRatio)
    x, y = (width - size.width()) / 2, (height - size.height()) / 2
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg.render(painter, QRectF(x, y, size.width(), size.height()))
    painter.end()
    return pm


def app_icon() -> QIcon:
    return QIcon(str(resource_path("icons", "app.svg")))
