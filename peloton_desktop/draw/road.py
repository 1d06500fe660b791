"""A real road's profile drawn as the Tour draws a stage (QtGui only): the road's
silhouette shaded by gradient, kilometres and altitudes, each climb's category,
length, mean gradient and summit. The printed cover and the road import share it."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPolygonF

from peloton_desktop import colours
from peloton_desktop.courses.roads.profile import Point, RoadClimb
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate

BANDS = ((9.0, colours.GRADE_WALL), (6.0, colours.GRADE_STEEP), (3.0, colours.GRADE_CLIMB))
CHUNKS = 120  # shaded pieces across the road (a Tour profile shades each kilometre)
ROW = 3.3  # a climb's badge and words, in text heights
LABEL_W = 11.5  # a climb's words, in text heights
MAX_ROWS = 3


def label_rows(centres: Sequence[float], width: float) -> list[int]:
    """The row of each climb's label (centred at `centres`, in road order), so that
    labels on one row never overlap; past MAX_ROWS rows they take turns."""
    ends: list[float] = []
    rows = []
    for i, cx in enumerate(centres):
        row = next((r for r, end in enumerate(ends) if cx - width / 2 >= end), len(ends))
        if row >= MAX_ROWS:
            row = i % MAX_ROWS
        if row == len(ends):
            ends.append(cx + width / 2)
        else:
            ends[row] = cx + width / 2
        rows.append(row)
    return rows


def decimal(value: float, places: int = 1) -> str:
    """A number in the reader's language (55,4 in French; 2 500 grouped)."""
    return QLocale().toString(float(value), "f", places)


def nice_step(span: float, most: int) -> float:
    """A round step (1, 2 or 5 × 10^n) giving at most `most` ticks over `span`."""
    raw = max(span / max(1, most), 1e-9)
    power: float = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def climb_words(climb: RoadClimb) -> str:
    """'13.8 km at 8.1 %' in the reader's language."""
    return (
        translate("RoadProfile", "%1 km at %2 %")
        .replace("%1", decimal(climb.length_km))
        .replace("%2", decimal(climb.gradient))
    )


def category_text(category: str | None) -> str:
    if category == "HC":
        return translate("RoadProfile", "HC", "hors catégorie climb")
    return category or ""


def band_fill(gradient: float) -> colours.Shade:
    return next((shade for minimum, shade in BANDS if gradient >= minimum), colours.GRADE_FLAT)


def paint_road_profile(
    p: QPainter, rect: QRectF, points: Sequence[Point], climbs: Sequence[RoadClimb], size: float
) -> None:
    """The profile in `rect` (painter units, `size` the text height) with its climbs."""
    if len(points) < 2:
        return
    p.save()
    km_end = points[-1][0]
    low = min(a for _, a in points)
    high = max(a for _, a in points)
    left_x, right_x = rect.left() + size * 4.0, rect.right() - size * 1.5

    def x(km: float) -> float:
        return left_x + (right_x - left_x) * km / max(km_end, 1e-9)

    rows = label_rows([x(c.top_km) for c in climbs], size * LABEL_W)
    label_h = (max(rows) + 1) * ROW * size + size * 0.6 if climbs else size * 1.5
    plot = rect.adjusted(size * 4.0, label_h, -size * 1.5, -size * 1.8)
    alt_step = nice_step(max(high - low, 100.0), max(2, min(5, int(plot.height() / size / 1.4))))
    base_alt = max(0.0, math.floor(low / alt_step) * alt_step - alt_step)
    top_alt = math.ceil(high / alt_step) * alt_step + alt_step * 0.2

    def y(alt: float) -> float:
        return plot.bottom() - plot.height() * (alt - base_alt) / (top_alt - base_alt)

    # the silhouette, one shaded piece per chunk of road
    per = max(1, len(points) // CHUNKS)
    for i in range(0, len(points) - 1, per):
        j = min(i + per, len(points) - 1)
        (k0, a0), (k1, a1) = points[i], points[j]
        gradient = (a1 - a0) / max((k1 - k0) * 10, 1e-9)
        fill = qcolor(band_fill(gradient))
        p.setPen(QPen(fill, stroke(size * 0.08)))  # no hairline seam between two pieces
        p.setBrush(fill)
        piece = [QPointF(x(k), y(a)) for k, a in points[i : j + 1]]
        p.drawPolygon(
            QPolygonF([QPointF(x(k0), plot.bottom()), *piece, QPointF(x(k1), plot.bottom())])
        )
    p.setPen(QPen(INK, stroke(size * 0.12)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(QPolygonF([QPointF(x(k), y(a)) for k, a in points]))
    # axes: altitudes at the left, kilometres below
    thin = QPen(qcolor(colours.RULE), stroke(size * 0.06))
    grey = qcolor(colours.PRINT_GREY)
    alt = base_alt
    while alt <= top_alt:
        p.setPen(thin)
        p.drawLine(QPointF(plot.left(), y(alt)), QPointF(plot.right(), y(alt)))
        box = QRectF(rect.left(), y(alt) - size * 0.7, size * 3.7, size * 1.4)
        right = Qt.AlignmentFlag.AlignRight
        text_in(p, box, f"{alt:.0f} m", size * 0.8, grey, False, right)
        alt += alt_step
    km_step = nice_step(km_end, 10)
    km = 0.0
    while km <= km_end + 1e-6:
        box = QRectF(x(km) - size * 3, plot.bottom() + size * 0.3, size * 6, size * 1.4)
        text_in(p, box, decimal(km, 0 if km_step >= 1 else 1), size * 0.8, grey)
        km += km_step
    unit = QRectF(plot.right() - size * 1, plot.bottom() + size * 0.3, size * 2.5, size * 1.4)
    text_in(p, unit, "km", size * 0.8, grey, True, Qt.AlignmentFlag.AlignRight)
    # each climb: a dashed line up from its summit to its badge and words
    badge_fill = qcolor(colours.GRADE_WALL)
    on_badge = qcolor(colours.INK_ON_DARK)
    for climb, row in zip(climbs, rows, strict=True):
        cx, cy = x(climb.top_km), y(climb.top_alt)
        top = rect.top() + row * ROW * size
        dash = QPen(INK, stroke(size * 0.07), Qt.PenStyle.DashLine)
        p.setPen(dash)
        p.drawLine(QPointF(cx, cy), QPointF(cx, top + size * 3.2))
        r = size * 0.8
        centre = QPointF(min(max(cx, rect.left() + r), rect.right() - r), top + size * 0.9)
        p.setPen(QPen(INK, stroke(size * 0.08)))
        p.setBrush(badge_fill)
        p.drawEllipse(centre, r * 1.15, r * 1.15)
        badge = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        text_in(p, badge, category_text(climb.category), size * 0.75, on_badge, True)
        words = f"{climb_words(climb)} · {climb.top_alt:.0f} m"
        left = min(max(cx - size * LABEL_W / 2, rect.left()), rect.right() - size * LABEL_W)
        line = QRectF(left, top + size * 1.9, size * LABEL_W, size * 1.2)
        text_in(p, line, words, size * 0.62, INK)
    p.restore()


def paint_grade_key(p: QPainter, r: QRectF, size: float) -> None:
    """The shades' key, right-aligned in `r`: under 3 %, 3–6 %, 6–9 %, 9 % and more."""
    words = [
        (colours.GRADE_FLAT, translate("RoadProfile", "under 3 %")),
        (colours.GRADE_CLIMB, "3–6 %"),
        (colours.GRADE_STEEP, "6–9 %"),
        (colours.GRADE_WALL, translate("RoadProfile", "9 % and more")),
    ]
    p.save()
    x = r.right()
    for shade, label in reversed(words):
        width = size * (0.62 * len(label) + 0.6)
        x -= width
        text_in(
            p,
            QRectF(x, r.top(), width, r.height()),
            label,
            size * 0.8,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        x -= size * 1.3
        p.setPen(QPen(INK, stroke(size * 0.05)))
        p.setBrush(qcolor(shade))
        p.drawRect(QRectF(x, r.center().y() - size * 0.45, size * 0.9, size * 0.9))
        x -= size * 0.8
    p.restore()
