"""Drawing Coup de bordure's pieces: team shapes, pace markers, token rows, course strips.

Terrain colours, pictograms and letters and the energy tokens are shared with the
course editor and the printed sheets (`ui.pieces.track`, `ui.pieces.token`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from peloton_desktop.ui.pieces.token import centred_text, draw_token
from peloton_desktop.ui.pieces.track import TERRAIN_COLOURS, TERRAIN_INK, cdb_terrain_letter

INK = QColor("#2B2B2B")


def draw_team_shape(p: QPainter, team: int, centre: QPointF, r: float) -> None:
    """Each team has its own shape as well as its colour: circle, square, diamond, hexagon."""
    x, y = centre.x(), centre.y()
    if team % 4 == 0:
        p.drawEllipse(centre, r, r)
    elif team % 4 == 1:
        p.drawRoundedRect(QRectF(x - r, y - r, 2 * r, 2 * r), r * 0.25, r * 0.25)
    elif team % 4 == 2:
        path = QPainterPath(QPointF(x, y - r * 1.2))
        for px, py in ((x + r * 1.2, y), (x, y + r * 1.2), (x - r * 1.2, y)):
            path.lineTo(px, py)
        path.closeSubpath()
        p.drawPath(path)
    else:
        path = QPainterPath()
        for i in range(6):
            import math

            a = math.pi / 6 + i * math.pi / 3
            pt = QPointF(x + r * 1.1 * math.cos(a), y + r * 1.1 * math.sin(a))
            path.moveTo(pt) if i == 0 else path.lineTo(pt)
        path.closeSubpath()
        p.drawPath(path)


def contrast_ink(colour: str) -> QColor:
    return QColor("#1A1A1A") if QColor(colour).lightness() > 150 else QColor("#FFFFFF")


PACE_CHEVRONS = {"constance": 1, "acceleration": 2, "sillage": 2, "offensive": 3}
PACE_FILL = {
    "constance": "#E8E4D8",
    "acceleration": "#FFD27A",
    "sillage": "#BFE3F2",
    "offensive": "#F29C8F",
}


def pace_icon(pace: str, size: int = 48) -> QIcon:
    """A pace marker: round token with chevrons (1, 2, 3); Sillage's are hollow."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QBrush(QColor(PACE_FILL[pace])))
    p.setPen(QPen(INK, 2))
    p.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    n = PACE_CHEVRONS[pace]
    pen = QPen(INK, size / 12)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if pace == "sillage":
        pen.setStyle(Qt.PenStyle.DotLine)
    p.setPen(pen)
    step = size / 7
    x0 = size / 2 - (n - 1) * step / 2 - step / 2
    for i in range(n):
        x = x0 + i * step
        path = QPainterPath(QPointF(x, size * 0.3))
        path.lineTo(x + step * 0.9, size * 0.5)
        path.lineTo(x, size * 0.7)
        p.drawPath(path)
    if pace == "offensive":
        p.setPen(QPen(INK, 1))
        p.setBrush(QColor("#FFFFFF"))
        p.drawEllipse(QRectF(size * 0.72, size * 0.06, size * 0.2, size * 0.2))
    p.end()
    return QIcon(pm)


def tokens_icon(codes: list[str], size: int = 22) -> QIcon:
    """A row of tokens, for payment and feed-zone buttons."""
    width = max(1, len(codes)) * (size + 3)
    pm = QPixmap(width, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, code in enumerate(codes):
        draw_token(p, QRectF(i * (size + 3) + 1, 1, size - 2, size - 2), code)
    p.end()
    return QIcon(pm)


def course_strip(tiles: str, width: int = 320, height: int = 22) -> QPixmap:
    """A small picture of a course for dialogs: one coloured cell per tile."""
    pm = QPixmap(width, height)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    cell = width / (len(tiles) + 1.5)
    for i, t in enumerate(tiles):
        rect = QRectF(i * cell, 0, cell - 1, height)
        p.setBrush(QColor(TERRAIN_COLOURS[t]))
        p.setPen(QPen(INK, 0.8))
        p.drawRect(rect)
        centred_text(p, rect, cdb_terrain_letter(t), TERRAIN_INK[t])
    p.setBrush(QColor("#FFFFFF"))
    p.drawRect(QRectF(len(tiles) * cell, 0, cell * 1.4, height))
    p.end()
    return pm
