"""Drawing Coup de bordure's pieces: pace markers, token rows, course strips.

Terrain colours, pictograms and letters and the energy tokens are shared with the
course editor and the printed sheets (`games/coup_de_bordure/style.py`); team
shapes and letters are the seat styles of `draw.seat`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, SELECT
from peloton_desktop.draw.palette import qcolor, stroke, transparent
from peloton_desktop.games.coup_de_bordure import palette
from peloton_desktop.games.coup_de_bordure.style import (
    TERRAIN_COLOURS,
    TERRAIN_INK,
    cdb_terrain_letter,
    centred_text,
    draw_token,
)
from peloton_desktop.ui.pieces.icons import icon_row
from peloton_desktop.ui.pieces.rider import LAST_MOVE

PACE_FILL = {pace: shade.light for pace, shade in palette.PACE.items()}


def pace_chevrons(pace: str, paces: Mapping[str, Any]) -> int:
    """One chevron per case the pace can move (the ruleset's distances)."""
    rule = paces[pace]
    return int(max(rule["move"], rule.get("move_following", 0)))


def draw_pace_marker(p: QPainter, rect: QRectF, pace: str, paces: Mapping[str, Any]) -> None:
    """A pace marker in `rect`: round token with a chevron per case; Sillage's are dotted."""
    size = rect.width()
    x0, y0 = rect.x(), rect.y()
    p.setBrush(QBrush(QColor(PACE_FILL[pace])))
    p.setPen(QPen(INK, stroke(max(1.0, size / 24))))
    p.drawEllipse(rect.adjusted(size / 24, size / 24, -size / 24, -size / 24))
    n = pace_chevrons(pace, paces)
    pen = QPen(INK, stroke(size / 12))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if pace == "sillage":
        pen.setStyle(Qt.PenStyle.DotLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    step = size / 7
    left = x0 + size / 2 - (n - 1) * step / 2 - step / 2
    for i in range(n):
        x = left + i * step
        path = QPainterPath(QPointF(x, y0 + size * 0.3))
        path.lineTo(x + step * 0.9, y0 + size * 0.5)
        path.lineTo(x, y0 + size * 0.7)
        p.drawPath(path)
    if pace == "offensive":
        p.setPen(QPen(INK, stroke(max(0.5, size / 48))))
        p.setBrush(qcolor(colours.PAPER))
        p.drawEllipse(QRectF(x0 + size * 0.72, y0 + size * 0.06, size * 0.2, size * 0.2))


def paint_marker(
    p: QPainter, rect: QRectF, pace: str, paces: Mapping[str, Any], state: str, hover: bool = False
) -> None:
    """A plaquette's pace marker in one of its states (the plaquette's and the legend's):
    legal ringed, chosen or revealed ringed in ink, last move dashed, used crossed."""
    p.setOpacity(0.3 if state in ("used", "faded") else 1.0)
    draw_pace_marker(p, rect, pace, paces)
    p.setOpacity(1.0)
    ring = rect.adjusted(-1.5, -1.5, 1.5, 1.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if state == "used":
        p.setPen(QPen(qcolor(palette.USED), stroke(2.5)))
        p.drawLine(ring.topLeft(), ring.bottomRight())
    elif state == "legal":
        p.setPen(QPen(SELECT, stroke(4 if hover else 2.5)))
        p.drawEllipse(ring)
    elif state in ("chosen", "revealed"):
        p.setPen(QPen(INK, stroke(3)))
        p.drawEllipse(ring)
    elif state == "last":
        p.setPen(QPen(LAST_MOVE, stroke(3), Qt.PenStyle.DashLine))
        p.drawEllipse(ring)


def pace_icon(pace: str, paces: Mapping[str, Any], size: int = 48) -> QIcon:
    """A pace marker as a button icon."""
    pm = QPixmap(size, size)
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_pace_marker(p, QRectF(0, 0, size, size), pace, paces)
    p.end()
    return QIcon(pm)


def tokens_icon(codes: list[str], size: int = 22) -> QIcon:
    """A row of tokens, for payment and feed-zone buttons."""
    return icon_row(draw_token, codes, size)


def course_strip(tiles: str, width: int = 320, height: int = 22) -> QPixmap:
    """A small picture of a course for dialogs: one coloured cell per tile."""
    pm = QPixmap(width, height)
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    cell = width / (len(tiles) + 1.5)
    for i, t in enumerate(tiles):
        rect = QRectF(i * cell, 0, cell - 1, height)
        p.setBrush(QColor(TERRAIN_COLOURS[t]))
        p.setPen(QPen(INK, stroke(0.8)))
        p.drawRect(rect)
        centred_text(p, rect, cdb_terrain_letter(t), TERRAIN_INK[t])
    p.setBrush(qcolor(colours.PAPER))
    p.drawRect(QRectF(len(tiles) * cell, 0, cell * 1.4, height))
    p.end()
    return pm
