"""Painting whole courses onto any QPainter whose units are millimetres.

The editor's scene items, the library thumbnails and the printed sheets all call
these functions, so what is designed on screen is what comes out of the printer.
How one case looks belongs to its course kind's style (`draw.track`, each game's `style.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF

from peloton_desktop import colours
from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import Bend, Box, Layout
from peloton_desktop.draw.paint import INK, PAPER, SELECT, chequer, disc_label, summit_flag, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.track import race_forward, style_for
from peloton_desktop.printing import text

BEND = qcolor(colours.BEND)


def paint_case(
    p: QPainter, box: Box, draft: CourseDraft, kind: CourseKind, selected: bool = False
) -> None:
    style_for(kind.game).paint_case(p, box, draft, kind, selected)


def paint_bend(p: QPainter, bend: Bend) -> None:
    _x0, y0, _w, h = bend.bounds()
    cx, cy = bend.x, y0 + h / 2
    r_out, r_in = bend.outer, bend.outer - bend.width
    path = QPainterPath()
    start = 90
    sweep = -180 if bend.side > 0 else 180
    outer = QRectF(cx - r_out, cy - r_out, 2 * r_out, 2 * r_out)
    inner = QRectF(cx - r_in, cy - r_in, 2 * r_in, 2 * r_in)
    path.arcMoveTo(outer, start)
    path.arcTo(outer, start, sweep)
    path.arcTo(inner, start + sweep, -sweep)
    path.closeSubpath()
    p.setPen(QPen(INK, 0.3))
    p.setBrush(BEND)
    p.drawPath(path)
    # an arrow along the bend's middle shows the way
    mid = (r_out + r_in) / 2
    p.setPen(QPen(qcolor(colours.PAPER), max(0.6, bend.width * 0.05)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    arc = QRectF(cx - mid, cy - mid, 2 * mid, 2 * mid)
    p.drawArc(arc, int((start - sweep * 0.2) * 16), int(sweep * 0.6 * 16))


def paint_course(
    p: QPainter,
    layout: Layout,
    draft: CourseDraft,
    kind: CourseKind,
    selected: int = -1,
    area: QRectF | None = None,
) -> None:
    """The whole course, or (`area`, in the layout's millimetres) only the cases, bends
    and arrows that fall on it: a printed page costs what it shows, not the course."""
    near = None if area is None else _inflated(area, layout)
    for bend in layout.bends:
        if near is None or near.intersects(QRectF(*bend.bounds())):
            paint_bend(p, bend)
    for box in layout.boxes:
        if near is None or near.intersects(QRectF(box.x, box.y, box.w, box.h)):
            paint_case(p, box, draft, kind, box.index == selected)
    _row_arrows(p, layout, draft, near)


def _inflated(area: QRectF, layout: Layout) -> QRectF:
    """The area grown by a margin for what a case paints past its edges (lines, flags)."""
    m = max(layout.case_length, layout.case_width) * 0.25
    return area.adjusted(-m, -m, m, m)


def _row_arrows(p: QPainter, layout: Layout, draft: CourseDraft, near: QRectF | None) -> None:
    """A small arrow before each row's first box, pointing the way of the race."""
    seen: set[int] = set()
    for box in layout.boxes:
        if box.row in seen:
            continue
        seen.add(box.row)
        if near is not None and not near.intersects(QRectF(box.x, box.y, box.w, box.h)):
            continue
        fwd = race_forward(box, draft)
        y = box.y + box.h / 2
        size = min(6.0, layout.case_width * 0.12)
        x = box.x - size * 0.4 if box.forward else box.x + box.w + size * 0.4
        if not box.forward:
            x = max(x, box.x)
        race_arrow(p, QPointF(x, y), size, fwd)


def race_arrow(p: QPainter, centre: QPointF, size: float, forward: bool) -> None:
    """The small arrow pointing the way of the race (rows' starts, the editor's legend)."""
    tip = 1 if forward else -1
    x, y = centre.x(), centre.y()
    poly = QPolygonF(
        [
            QPointF(x + tip * size * 0.5, y),
            QPointF(x - tip * size * 0.5, y - size * 0.5),
            QPointF(x - tip * size * 0.5, y + size * 0.5),
        ]
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(SELECT)
    p.drawPolygon(poly)


def paint_profile(p: QPainter, rect: QRectF, draft: CourseDraft, kind: CourseKind) -> None:
    """The course seen from the side: one column per case of the race, climbs labelled."""
    order = kind.race_order(draft)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(colours.SHEET_GROUND))
    p.drawRect(rect)
    if not order:
        p.restore()
        return
    heights = kind.heights(draft)
    style = style_for(kind.game)
    top = max([heights[i] for i in order] + [4.0])
    label_h = rect.height() * 0.22
    plot = rect.adjusted(0, label_h, 0, -rect.height() * 0.02)
    col = plot.width() / len(order)
    base = plot.bottom()
    feeds: list[QRectF] = []
    for k, i in enumerate(order):
        h = (heights[i] / top) * plot.height() * 0.85 + plot.height() * 0.08
        cell = draft.cells[i]
        fill = style.profile_fill(cell.terrain)
        bar = QRectF(plot.left() + k * col, base - h, col * 1.02, h)
        p.setBrush(fill)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(bar)
        if "feed" in cell.features:
            feeds.append(bar)
    for zone in feed_zones(feeds):
        _feed_zone(p, zone, col)
    p.setPen(QPen(INK, max(0.2, rect.height() * 0.006)))
    p.drawLine(QPointF(plot.left(), base), QPointF(plot.right(), base))
    size = min(label_h * 0.55, 4.0)
    flag = size * 1.2
    for climb in kind.climbs(draft):
        if climb.category is None:
            continue
        k = order.index(climb.last)
        h = (heights[climb.last] / top) * plot.height() * 0.85 + plot.height() * 0.08
        x = plot.left() + (k + 0.5) * col
        width = size * 6
        left = min(max(x - width / 2, rect.left()), rect.right() - width)
        label = QRectF(left, base - h - flag - size * 1.3, width, size * 1.3)
        text_in(p, label, text.category_label(climb, draft.game), size, INK, True)
        if climb.summit is not None:
            summit_flag(p, QPointF(x, base - h), flag)
    last = order[-1]
    h = (heights[last] / top) * plot.height() * 0.85 + plot.height() * 0.08
    fx = plot.left() + (len(order) - 0.5) * col
    _finish_flag(p, QPointF(min(fx, rect.right() - flag * 0.8), base - h), flag)
    p.restore()


def feed_zones(bars: list[QRectF]) -> list[QRectF]:
    """The R cases' columns joined where they follow each other: one feed zone each."""
    zones: list[QRectF] = []
    for bar in bars:
        if zones and abs(zones[-1].right() - bar.left()) < bar.width() * 0.1:
            zones[-1] = zones[-1].united(bar)
        else:
            zones.append(QRectF(bar))
    return zones


def _feed_zone(p: QPainter, zone: QRectF, col: float) -> None:
    """One "R" over a feed zone, and a bracket over its cases when it spans several."""
    y = zone.top() - col * 0.8
    if zone.width() > col * 1.5:
        p.setPen(QPen(INK, col * 0.08))
        left, right = zone.left() + col * 0.2, zone.right() - col * 0.2
        p.drawLine(QPointF(left, y), QPointF(right, y))
        for x in (left, right):
            p.drawLine(QPointF(x, y), QPointF(x, y + col * 0.4))
    disc_label(p, QPointF(zone.center().x(), y), col * 0.7, "R", PAPER)


def _finish_flag(p: QPainter, base: QPointF, size: float) -> None:
    p.setPen(QPen(INK, size * 0.08))
    p.drawLine(base, QPointF(base.x(), base.y() - size))
    chequer(p, QRectF(base.x(), base.y() - size, size * 0.8, size * 0.5), squares=4)


def fit(p: QPainter, source: QRectF, target: QRectF) -> float:
    """Scale and centre `source` (mm) into `target` (device units), keeping the aspect."""
    s = min(
        target.width() / max(source.width(), 1e-6), target.height() / max(source.height(), 1e-6)
    )
    p.translate(
        target.center().x() - source.center().x() * s,
        target.center().y() - source.center().y() * s,
    )
    p.scale(s, s)
    return s
