"""Painting primitives on a QPainter whose units are millimetres.

Colour is never the only cue: hatching, chevrons, flags and letters tell things apart.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from peloton_desktop import colours
from peloton_desktop.draw.palette import qcolor

INK = qcolor(colours.INK)
PAPER = qcolor(colours.PAPER)
SELECT = qcolor(colours.SELECT)


def over(base: QColor, ink: QColor, alpha: int) -> QColor:
    """The opaque colour of `ink` at `alpha` (0–255) laid over `base`: the same look as
    a translucent pen, which a PDF cannot stroke as a line (Qt turns each of its dashes
    into a filled shape of its own)."""
    a = alpha / 255
    return QColor(
        round(base.red() * (1 - a) + ink.red() * a),
        round(base.green() * (1 - a) + ink.green() * a),
        round(base.blue() * (1 - a) + ink.blue() * a),
    )


def mm_font(p: QPainter, size_mm: float, bold: bool = False) -> QFont:
    """A font `size_mm` tall on the painter's millimetre scale, whatever the device."""
    font = QFont("DejaVu Sans")
    dpi = p.device().logicalDpiY() if p.device() is not None else 96
    font.setPointSizeF(max(0.1, size_mm * 72.0 / max(1, dpi)))
    font.setBold(bold)
    return font


def text_in(
    p: QPainter,
    rect: QRectF,
    value: str,
    size_mm: float,
    colour: QColor = INK,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    p.setFont(mm_font(p, size_mm, bold))
    p.setPen(colour)
    p.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), value)


def hatch(p: QPainter, r: QRectF, spacing: float) -> None:
    p.save()
    p.setClipRect(r, Qt.ClipOperation.IntersectClip)
    p.setPen(QPen(INK, spacing * 0.28))
    x = r.left() - r.height()
    while x < r.right():
        p.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
        x += spacing
    p.restore()


def chevrons(p: QPainter, r: QRectF, up: bool, colour: QColor) -> None:
    """Chevrons across the case: up-hill (^) or down-hill (v) marks."""
    p.save()
    pen = QPen(colour, max(0.4, r.width() * 0.06))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    w, cx, cy = r.width() * 0.22, r.center().x(), r.top() + r.height() * 0.62
    dy = w * 0.6 if up else -w * 0.6
    for k in (-1, 1):
        y = cy + k * w * 0.55
        poly = QPolygonF(
            [QPointF(cx - w, y + dy / 2), QPointF(cx, y - dy / 2), QPointF(cx + w, y + dy / 2)]
        )
        p.drawPolyline(poly)
    p.restore()


def disc_label(p: QPainter, centre: QPointF, radius: float, label: str, fill: QColor) -> None:
    p.setPen(QPen(INK, radius * 0.15))
    p.setBrush(fill)
    p.drawEllipse(centre, radius, radius)
    r = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    text_in(p, r, label, radius * 1.2, INK, True)


def summit_flag(p: QPainter, base: QPointF, size: float) -> None:
    p.setPen(QPen(INK, size * 0.08))
    p.drawLine(base, QPointF(base.x(), base.y() - size))
    flag = QPolygonF(
        [
            QPointF(base.x(), base.y() - size),
            QPointF(base.x() + size * 0.7, base.y() - size * 0.8),
            QPointF(base.x(), base.y() - size * 0.6),
        ]
    )
    p.setBrush(qcolor(colours.SUMMIT_FLAG))
    p.drawPolygon(flag)


def chequer(p: QPainter, r: QRectF, squares: int = 2) -> None:
    side = r.width() / squares
    rows = max(1, int(r.height() / side))
    side_h = r.height() / rows
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(squares):
        for j in range(rows):
            p.setBrush(INK if (i + j) % 2 == 0 else PAPER)
            p.drawRect(QRectF(r.left() + i * side, r.top() + j * side_h, side, side_h))
