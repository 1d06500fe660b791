"""The story of a game in words and lines: the chart titles, and a line chart drawn
with QPainter for the printed results sheet (the window uses QtCharts).

Sizes are in the painter's units (millimetres on paper). Each seat's line has its
colour and its own dash pattern, so a black and white print still tells them apart.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate

DASHES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
    Qt.PenStyle.SolidLine,
)
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def unit_title(unit: str, higher_is_better: bool) -> str:
    """The title of the move-by-move chart, by its unit."""
    if unit == "cases":
        return translate("Story", "Each team's best rider: case reached, move by move")
    if unit == "points":
        return translate("Story", "Points, move by move")
    if unit == "cards":
        return translate("Story", "Cards left in hand, move by move (fewer is better)")
    return translate("Story", "Move by move")


def held(
    steps: Sequence[int], values: Sequence[Sequence[float]], seat: int
) -> list[tuple[float, float]]:
    """A seat's points as steps: each value held until the move before the next change
    (the story keeps only the moves where something changed)."""
    out: list[tuple[float, float]] = []
    for i, (step, row) in enumerate(zip(steps, values, strict=True)):
        if i and step - 1 > steps[i - 1]:
            out.append((float(step - 1), values[i - 1][seat]))
        out.append((float(step), row[seat]))
    return out


@dataclass(frozen=True)
class Line:
    name: str
    colour: QColor
    points: Sequence[tuple[float, float]]


def paint_chart(
    p: QPainter,
    r: QRectF,
    title: str,
    x_title: str,
    lines: Sequence[Line],
    reverse: bool = False,
    marks: Sequence[float] = (),
) -> None:
    """A line chart in `r`: title, axes with a few round ticks, one line per seat,
    the legend under it; `reverse` puts the smallest value on top; `marks` are x
    values ringed on the axis (the turning points)."""
    text_in(p, QRectF(r.x(), r.y(), r.width(), 6), title, 3.6, bold=True, align=LEFT)
    xs = [x for line in lines for x, _ in line.points] or [0.0, 1.0]
    ys = [y for line in lines for _, y in line.points] or [0.0, 1.0]
    x0, x1 = min(xs), max(max(xs), min(xs) + 1)
    y0, y1 = min(ys), max(max(ys), min(ys) + 1)
    legend_h = 6.0 * math.ceil(len(lines) / 3)
    plot = QRectF(r.x() + 12, r.y() + 8, r.width() - 14, r.height() - 22 - legend_h)

    def at(x: float, y: float) -> QPointF:
        fy = (y - y0) / (y1 - y0)
        fy = fy if reverse else 1 - fy
        return QPointF(
            plot.x() + (x - x0) / (x1 - x0) * plot.width(), plot.y() + fy * plot.height()
        )

    grid = QPen(qcolor(colours.RULE), 0.15)
    for v in _ticks(y0, y1):
        pt = at(x0, v)
        p.setPen(grid)  # text_in sets its own pen
        p.drawLine(QPointF(plot.left(), pt.y()), QPointF(plot.right(), pt.y()))
        text_in(p, QRectF(r.x(), pt.y() - 2, 11, 4), f"{v:g}", 2.6, align=RIGHT)
    for v in _ticks(x0, x1):
        pt = at(v, y0)
        text_in(p, QRectF(pt.x() - 8, plot.bottom() + 1, 16, 4), f"{v:g}", 2.6, align=CENTRE)
    text_in(p, QRectF(plot.x(), plot.bottom() + 5, plot.width(), 4), x_title, 2.8, align=CENTRE)
    p.setPen(QPen(INK, 0.3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(plot)
    for x in marks:
        pt = at(x, y0)
        p.setPen(QPen(qcolor(colours.COACH_HINT), 0.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(pt.x(), plot.top()), QPointF(pt.x(), plot.bottom()))
    for i, line in enumerate(lines):
        p.setPen(QPen(line.colour, 0.6, DASHES[i % len(DASHES)]))
        p.drawPolyline(QPolygonF([at(x, y) for x, y in line.points]))
        if len(line.points) <= 30:  # few points (stages): each one marked
            p.setPen(QPen(line.colour, 0.4))
            p.setBrush(line.colour)
            for x, y in line.points:
                p.drawEllipse(at(x, y), 0.9, 0.9)
            p.setBrush(Qt.BrushStyle.NoBrush)
    top = plot.bottom() + 10
    width = r.width() / 3
    for i, line in enumerate(lines):
        lx, ly = r.x() + (i % 3) * width, top + (i // 3) * 6
        p.setPen(QPen(line.colour, 0.8, DASHES[i % len(DASHES)]))
        p.drawLine(QPointF(lx, ly + 3), QPointF(lx + 10, ly + 3))
        text_in(p, QRectF(lx + 12, ly, width - 13, 6), line.name, 3.0, align=LEFT)


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About `count` round values between low and high."""
    span = high - low
    raw = span / max(count - 1, 1)
    step = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1.0
    for m in (1, 2, 5, 10):
        if raw <= m * step:
            step *= m
            break
    step = max(step, 1.0)  # moves, cases, places, points: whole numbers
    first = math.ceil(low / step) * step
    return [first + k * step for k in range(int((high - first) // step) + 1)]
