"""Drawing Coup de bordure's pieces: terrains, tokens, pace markers.

Colours follow the box (Plaine green, Côte yellow, Montagne red, Sprint blue),
and every terrain also has a pictogram and a letter, so colour is never the
only cue.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap

TERRAIN_COLOURS = {"P": "#4FA64A", "C": "#F2C230", "M": "#D64545", "S": "#2F75D6"}
TERRAIN_INK = {"P": "#FFFFFF", "C": "#2B2B2B", "M": "#FFFFFF", "S": "#FFFFFF"}
FACE_DOWN = "#6B6B6B"


def letter(terrain: str) -> str:
    """The terrain's letter in the current language (F/H/M/S, P/C/M/S in French)."""
    from peloton_desktop.games.coup_de_bordure.view.text import terrain_letter

    return terrain_letter(terrain)


WHITE_TOKEN = "#FAFAF5"
INK = QColor("#2B2B2B")


def draw_pictogram(p: QPainter, terrain: str, rect: QRectF) -> None:
    """A small line drawing of the terrain: flat road, hill, peak, sprint flag."""
    pen = QPen(QColor(TERRAIN_INK[terrain]), max(2.0, rect.width() / 14))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    if terrain == "P":
        path.moveTo(x, y + h * 0.7)
        path.lineTo(x + w, y + h * 0.7)
    elif terrain == "C":
        path.moveTo(x, y + h * 0.85)
        path.quadTo(x + w * 0.5, y + h * 0.15, x + w, y + h * 0.85)
    elif terrain == "M":
        path.moveTo(x, y + h * 0.9)
        path.lineTo(x + w * 0.35, y + h * 0.2)
        path.lineTo(x + w * 0.55, y + h * 0.55)
        path.lineTo(x + w * 0.7, y + h * 0.35)
        path.lineTo(x + w, y + h * 0.9)
    else:  # sprint: a flag on a pole
        path.moveTo(x + w * 0.25, y + h * 0.95)
        path.lineTo(x + w * 0.25, y + h * 0.05)
        path.lineTo(x + w * 0.9, y + h * 0.25)
        path.lineTo(x + w * 0.25, y + h * 0.45)
    p.drawPath(path)


def draw_token(p: QPainter, rect: QRectF, code: str) -> None:
    """A square energy token. code: a terrain letter, 'H' (face down), 'W' (white)
    or 'P*' etc. (a face-down token whose colour its owner sees)."""
    radius = rect.width() * 0.18
    if code == "H":
        p.setBrush(QColor(FACE_DOWN))
        p.setPen(QPen(INK, 1.2))
        p.drawRoundedRect(rect, radius, radius)
        _centred_text(p, rect, "?", "#FFFFFF")
        return
    if code == "W":
        p.setBrush(QColor(WHITE_TOKEN))
        p.setPen(QPen(QColor("#9A9A9A"), 1.2))
        p.drawRoundedRect(rect, radius, radius)
        return
    terrain = code[0]
    p.setBrush(QColor(TERRAIN_COLOURS[terrain]))
    if code.endswith("*"):  # hidden but known to its owner: dashed edge, eye mark
        pen = QPen(INK, 2.0, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(rect, radius, radius)
        _centred_text(p, rect, letter(terrain) + "?", TERRAIN_INK[terrain])
        return
    p.setPen(QPen(INK, 1.2))
    p.drawRoundedRect(rect, radius, radius)
    _centred_text(p, rect, letter(terrain), TERRAIN_INK[terrain])


def _centred_text(p: QPainter, rect: QRectF, text: str, colour: str) -> None:
    font = QFont(p.font())
    font.setPixelSize(max(6, int(rect.height() * 0.5)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(colour))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


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
        _centred_text(p, rect, letter(t), TERRAIN_INK[t])
    p.setBrush(QColor("#FFFFFF"))
    p.drawRect(QRectF(len(tiles) * cell, 0, cell * 1.4, height))
    p.end()
    return pm
