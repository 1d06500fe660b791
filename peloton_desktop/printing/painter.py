"""Painting courses onto any QPainter whose units are millimetres.

The editor's scene items, the library thumbnails and the printed sheets all call
these functions, so what is designed on screen is what comes out of the printer.
Colour is never the only cue: hatching, chevrons and letters tell terrains apart.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import START_ZONE, Bend, Box, Layout
from peloton_desktop.printing import text

INK = QColor("#2B2B2B")
ROAD = QColor("#E9E4D6")
BEND = QColor("#CFC8B8")
PAPER = QColor("#FFFFFF")
SELECT = QColor("#1F6FEB")
RDV_FILL = {"M": "#C8362F", "F": "#3E9A45", "D": "#262626"}
RDV_INK = {"M": "#FFFFFF", "F": "#FFFFFF", "D": "#FFFFFF"}


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


def _fill(game: str, terrain: str) -> tuple[QColor, QColor]:
    if game == "coup_de_bordure":
        from peloton_desktop.games.coup_de_bordure.view.art import TERRAIN_COLOURS, TERRAIN_INK

        return QColor(TERRAIN_COLOURS.get(terrain, "#999999")), QColor(
            TERRAIN_INK.get(terrain, "#000000")
        )
    if game == "roue_de_vitesse":
        return QColor(RDV_FILL.get(terrain, "#999999")), QColor(RDV_INK.get(terrain, "#000"))
    return ROAD, INK


def _hatch(p: QPainter, r: QRectF, spacing: float) -> None:
    p.save()
    p.setClipRect(r, Qt.ClipOperation.IntersectClip)
    p.setPen(QPen(INK, spacing * 0.28))
    x = r.left() - r.height()
    while x < r.right():
        p.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
        x += spacing
    p.restore()


def _chevrons(p: QPainter, r: QRectF, up: bool, colour: QColor, forward: bool) -> None:
    """Chevrons pointing along the road: up-hill (^) or down-hill (v) marks."""
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


def _disc_label(p: QPainter, centre: QPointF, radius: float, label: str, fill: QColor) -> None:
    p.setPen(QPen(INK, radius * 0.15))
    p.setBrush(fill)
    p.drawEllipse(centre, radius, radius)
    r = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    text_in(p, r, label, radius * 1.2, INK, True)


def _summit_flag(p: QPainter, base: QPointF, size: float) -> None:
    p.setPen(QPen(INK, size * 0.08))
    p.drawLine(base, QPointF(base.x(), base.y() - size))
    flag = QPolygonF(
        [
            QPointF(base.x(), base.y() - size),
            QPointF(base.x() + size * 0.7, base.y() - size * 0.8),
            QPointF(base.x(), base.y() - size * 0.6),
        ]
    )
    p.setBrush(QColor("#F2C230"))
    p.drawPolygon(flag)


def _chequer(p: QPainter, r: QRectF, squares: int = 2) -> None:
    side = r.width() / squares
    rows = max(1, int(r.height() / side))
    side_h = r.height() / rows
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(squares):
        for j in range(rows):
            p.setBrush(INK if (i + j) % 2 == 0 else PAPER)
            p.drawRect(QRectF(r.left() + i * side, r.top() + j * side_h, side, side_h))


def race_forward(box: Box, draft: CourseDraft) -> bool:
    """Does the race run towards +x on this box?"""
    backward = draft.options.get("direction", "forward") == "backward"
    return box.forward != backward


def paint_case(
    p: QPainter, box: Box, draft: CourseDraft, kind: CourseKind, selected: bool = False
) -> None:
    r = QRectF(box.x, box.y, box.w, box.h)
    unit = min(box.w, box.h)
    if box.index < 0:
        _paint_extra(p, box, r, unit)
        return
    cell = draft.cells[box.index]
    fill, ink = _fill(draft.game, cell.terrain)
    p.setPen(QPen(INK, max(0.3, unit * 0.03)))
    p.setBrush(fill)
    p.drawRect(r)
    if draft.game == "cyclistes":
        if cell.terrain == "H":
            _hatch(p, r, max(2.0, box.w / 4))
        _lanes(p, r, kind.lanes, vertical=True)
    elif draft.game == "roue_de_vitesse":
        if cell.terrain != "F":
            _chevrons(p, r, cell.terrain == "M", ink, box.forward)
        else:
            p.setPen(QPen(ink, unit * 0.05))
            y = r.top() + r.height() * 0.62
            p.drawLine(QPointF(r.left() + unit * 0.25, y), QPointF(r.right() - unit * 0.25, y))
        text_in(
            p,
            QRectF(r.left(), r.top() + unit * 0.05, r.width(), unit * 0.3),
            text.terrain_letter(draft.game, cell.terrain),
            unit * 0.2,
            ink,
            True,
        )
    else:
        from peloton_desktop.games.coup_de_bordure.view.art import draw_pictogram

        pic = QRectF(r.center().x() - unit * 0.2, r.top() + unit * 0.35, unit * 0.4, unit * 0.3)
        draw_pictogram(p, cell.terrain, pic)
        text_in(
            p,
            QRectF(r.left(), r.top() + unit * 0.05, r.width(), unit * 0.3),
            text.terrain_letter(draft.game, cell.terrain),
            unit * 0.22,
            ink,
            True,
        )
        if box.index + 1 == int(draft.options.get("ravitaillement", 7)):
            _disc_label(
                p,
                QPointF(r.right() - unit * 0.16, r.top() + unit * 0.16),
                unit * 0.11,
                "R",
                QColor("#FFFFFF"),
            )
    _number(p, r, box, unit, draft, ink)
    if "feed" in cell.features:
        _disc_label(
            p,
            QPointF(r.right() - unit * 0.2, r.top() + unit * 0.2),
            unit * 0.15,
            "R",
            QColor("#FFFFFF"),
        )
    if "summit" in cell.features:
        _summit_flag(p, QPointF(r.left() + unit * 0.12, r.top() + unit * 0.42), unit * 0.32)
    _start_finish(p, box, r, draft)
    if selected:
        p.setPen(QPen(SELECT, max(0.8, unit * 0.08)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(unit * 0.04, unit * 0.04, -unit * 0.04, -unit * 0.04))


def _number(p: QPainter, r: QRectF, box: Box, unit: float, draft: CourseDraft, ink: QColor) -> None:
    label = str(box.index + 1)
    if draft.game == "cyclistes":
        # a narrow case: the number sits on a white tab at the outer edge
        tab = QRectF(r.left(), r.bottom() - box.w * 0.75, r.width(), box.w * 0.75)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PAPER)
        p.drawRect(tab.adjusted(0.3, 0, -0.3, -0.3))
        text_in(p, tab, label, min(box.w * 0.38, 4.5), INK, True)
        return
    text_in(
        p,
        QRectF(r.left(), r.bottom() - unit * 0.28, r.width(), unit * 0.26),
        label,
        unit * 0.16,
        ink,
    )


def _lanes(p: QPainter, r: QRectF, lanes: int, vertical: bool) -> None:
    """Faint places across the road, one per rider that fits side by side."""
    if lanes < 2:
        return
    pen = QPen(QColor(0, 0, 0, 70), 0.25, Qt.PenStyle.DotLine)
    p.setPen(pen)
    step = r.height() / lanes
    for k in range(1, lanes):
        y = r.top() + k * step
        p.drawLine(QPointF(r.left() + 0.6, y), QPointF(r.right() - 0.6, y))


def _start_finish(p: QPainter, box: Box, r: QRectF, draft: CourseDraft) -> None:
    """Start line before the start case, finish line after the finish case (race sense)."""
    fwd = race_forward(box, draft)
    band = max(1.2, min(box.w, box.h) * 0.1)
    if draft.game == "cyclistes" and box.index == draft.start:
        x = r.left() if fwd else r.right() - band
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#1F6FEB"))
        p.drawRect(QRectF(x, r.top(), band, r.height()))
    if draft.game != "coup_de_bordure" and box.index == draft.finish:
        x = r.right() - band * 1.6 if fwd else r.left()
        _chequer(p, QRectF(x, r.top(), band * 1.6, r.height()))


def _paint_extra(p: QPainter, box: Box, r: QRectF, unit: float) -> None:
    """Finish tiles (chequered) and fictive start-zone places (plain, dashed)."""
    if box.index <= START_ZONE:
        p.setPen(QPen(INK, 0.4, Qt.PenStyle.DashLine))
        p.setBrush(QColor("#F4F1EA"))
        p.drawRect(r)
        text_in(p, r.adjusted(1, 1, -1, -1), text.start_zone_label(), unit * 0.12, INK)
        return
    p.setPen(QPen(INK, 0.4))
    p.setBrush(PAPER)
    p.drawRect(r)
    _chequer(p, QRectF(r.left(), r.top(), r.width(), r.height()), squares=4)


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
    p.setPen(QPen(QColor("#FFFFFF"), max(0.6, bend.width * 0.05)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    arc = QRectF(cx - mid, cy - mid, 2 * mid, 2 * mid)
    p.drawArc(arc, int((start - sweep * 0.2) * 16), int(sweep * 0.6 * 16))


def paint_course(
    p: QPainter, layout: Layout, draft: CourseDraft, kind: CourseKind, selected: int = -1
) -> None:
    for bend in layout.bends:
        paint_bend(p, bend)
    for box in layout.boxes:
        paint_case(p, box, draft, kind, box.index == selected)
    _row_arrows(p, layout, draft)


def _row_arrows(p: QPainter, layout: Layout, draft: CourseDraft) -> None:
    """A small arrow before each row's first box, pointing the way of the race."""
    seen: set[int] = set()
    for box in layout.boxes:
        if box.row in seen:
            continue
        seen.add(box.row)
        fwd = race_forward(box, draft)
        y = box.y + box.h / 2
        size = min(6.0, layout.case_width * 0.12)
        x = box.x - size * 0.4 if box.forward else box.x + box.w + size * 0.4
        if not box.forward:
            x = max(x, box.x)
        tip = 1 if fwd else -1
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
    p.setBrush(QColor("#F6F3EC"))
    p.drawRect(rect)
    if not order:
        p.restore()
        return
    heights = kind.heights(draft)
    top = max([heights[i] for i in order] + [4.0])
    label_h = rect.height() * 0.22
    plot = rect.adjusted(0, label_h, 0, -rect.height() * 0.02)
    col = plot.width() / len(order)
    base = plot.bottom()
    for k, i in enumerate(order):
        h = (heights[i] / top) * plot.height() * 0.85 + plot.height() * 0.08
        cell = draft.cells[i]
        fill, _ink = _fill(draft.game, cell.terrain)
        if draft.game == "cyclistes":
            fill = QColor("#8A8170") if cell.terrain == "H" else QColor("#BFB7A5")
        bar = QRectF(plot.left() + k * col, base - h, col * 1.02, h)
        p.setBrush(fill)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(bar)
        if "feed" in cell.features:
            _disc_label(p, QPointF(bar.center().x(), bar.top() - col * 0.8), col * 0.7, "R", PAPER)
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
            _summit_flag(p, QPointF(x, base - h), flag)
    last = order[-1]
    h = (heights[last] / top) * plot.height() * 0.85 + plot.height() * 0.08
    fx = plot.left() + (len(order) - 0.5) * col
    _finish_flag(p, QPointF(min(fx, rect.right() - flag * 0.8), base - h), flag)
    p.restore()


def _finish_flag(p: QPainter, base: QPointF, size: float) -> None:
    p.setPen(QPen(INK, size * 0.08))
    p.drawLine(base, QPointF(base.x(), base.y() - size))
    _chequer(p, QRectF(base.x(), base.y() - size, size * 0.8, size * 0.5), squares=4)


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
