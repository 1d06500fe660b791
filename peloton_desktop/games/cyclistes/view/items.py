"""The pieces of Cyclistes' table: the cases of the circuit (drawn by the course
kind's style, as the editor and the printed sheet draw them), the bends, and the
riders (seat-styled, a star on the leaders). The scene's unit is the millimetre of
`courses.track.course_layout`; the view scales it to the window."""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import Bend, Box, Layout
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle
from peloton_desktop.draw.textbox import TextBox, text_box
from peloton_desktop.games.cyclistes import palette
from peloton_desktop.games.cyclistes.style import CyclistesStyle
from peloton_desktop.games.cyclistes.view.sizes import PLAIN, ZOOM, Sizes
from peloton_desktop.printing.painter import BEND, paint_bend
from peloton_desktop.ui.pieces.rider import TableRider
from peloton_desktop.ui.pieces.track_case import TrackCase

STAR = qcolor(palette.STAR)


class TableStyle(CyclistesStyle):
    """The Cyclistes style without the printed sheet's tiny numbers: the table writes
    the case numbers outside the road, large enough to read on screen."""

    def paint_number(self, p: QPainter, r: QRectF, box: Box, ink: QColor) -> None:
        return


STYLE = TableStyle()


class CaseItem(TrackCase):
    """One case of the circuit, with its number beside the road (above the top row,
    under the bottom row); `marked` dashes the cases of the last move; a `lit` case is
    where the rider to move may go: a click there plays that move (`clicked(index)`)."""

    LAST_RING = (1.0, 2.6)  # inside the lit ring: a lit case of the last move shows both

    def __init__(
        self, box: Box, draft: CourseDraft, kind: CourseKind, above: bool, sz: Sizes = PLAIN
    ) -> None:
        super().__init__(STYLE, box, draft, kind, box.index)
        self.px, line = sz.number_px, sz.number_line
        if sz.large:  # every other number in the median: each has two cases' width
            above = above == (box.index % 2 == 0)
        y = box.y - line if above else box.y + box.h
        wide = box.w if sz.large else 4
        self._number = QRectF(box.x - wide, y, box.w + 2 * wide, line)

    def boundingRect(self) -> QRectF:
        return self.rect().united(self._number).adjusted(-1, -1, 1, 1)

    def text_boxes(self) -> list[TextBox]:
        ink = qcolor(colours.TABLE_INK)  # beside the road, on the table
        return [text_box(str(self.box.index + 1), self._number, self.px, ink, bold=False)]

    def lane_centre(self, lane: int, lanes: int) -> QPointF:
        b = self.box
        return QPointF(b.x + b.w / 2, b.y + (lane + 0.5) * b.h / lanes)


# On screen the bends, which hold no case, are drawn narrower than the printed
# sheet's (half ellipses): the cases and riders get the width (issue 43: riders of
# at least 20 px at 1366×768).
BEND_SQUEEZE = 0.25


def squeezed(layout: Layout, squeeze: float = BEND_SQUEEZE) -> Layout:
    """The layout with its bends `squeeze` as wide, the rows moved up to them."""
    if not layout.bends:
        return layout
    cut = layout.bends[0].outer * (1 - squeeze)
    boxes = tuple(dataclasses.replace(b, x=b.x - cut) for b in layout.boxes)
    bends = tuple(dataclasses.replace(b, x=b.x - cut) for b in layout.bends)
    return dataclasses.replace(layout, boxes=boxes, bends=bends, width=layout.width - 2 * cut)


class BendsItem(QGraphicsItem):
    """The half rings that close the circuit (the printed sheet's, narrower)."""

    def __init__(self, layout: Layout, squeeze: float = BEND_SQUEEZE, spread: float = 0) -> None:
        super().__init__()
        self.bends: tuple[Bend, ...] = layout.bends
        self.squeeze = squeeze
        self.spread = spread  # the median's widening: the half rings stretched to it
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for bend in self.bends:
            _x0, y0, w, h = bend.bounds()
            w *= self.squeeze
            x = bend.x if bend.side > 0 else bend.x - w
            rect = rect.united(QRectF(x, y0, w, h + self.spread))
        return rect

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for bend in self.bends:
            _x0, y0, _w, h = bend.bounds()
            middle = y0 + h / 2  # a wider median: the lower half moved down, a straight between
            for clip, dy in (
                (QRectF(-1e4, -1e4, 2e4, 1e4 + middle), 0.0),
                (QRectF(-1e4, middle, 2e4, 1e4), self.spread),
            ):
                p.save()
                p.translate(0, dy)
                if self.spread:
                    p.setClipRect(clip)
                p.translate(bend.x, 0)
                p.scale(self.squeeze, 1)
                p.translate(-bend.x, 0)
                paint_bend(p, bend)
                p.restore()
                if not self.spread:
                    break
            if self.spread:
                inner, outer = (bend.outer - bend.width) * self.squeeze, bend.outer * self.squeeze
                left = bend.x + inner if bend.side > 0 else bend.x - outer
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(BEND)
                p.drawRect(QRectF(left, middle - 0.5, outer - inner, self.spread + 1))
                p.setPen(QPen(INK, 0.3))
                for x in (bend.x + bend.side * inner, bend.x + bend.side * outer):
                    p.drawLine(QPointF(x, middle), QPointF(x, middle + self.spread))


class CycRider(TableRider):
    """A rider; a leader wears a star, and a rider that may move now is clickable."""

    def __init__(
        self, index: int, style: SeatStyle, leader: bool, radius: float, letter_px: float
    ) -> None:
        super().__init__(index, style, radius, letter_px, ZOOM)
        self.leader = leader
        self.jersey = False  # leads the general classification of a stage race
        self.plate_side = 0  # the winner's plate above him, or beside him (-1, 1)

    def plate(self) -> QRectF:
        r = self.radius  # clear of his number, wide enough for "1er"
        if self.plate_side:  # on the empty cases past the line, level with him
            return QRectF(1.4 * r if self.plate_side > 0 else -6.6 * r, -0.5 * r, 5.2 * r, 1.6 * r)
        return QRectF(-2.6 * r, -3.4 * r, 5.2 * r, 1.6 * r)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(p, option, widget)
        if self.jersey:  # the general's leader: a yellow square on his left shoulder
            paint_yellow(
                p,
                QRectF(
                    -self.radius * 1.35, -self.radius * 1.3, 0.9 * self.radius, 0.9 * self.radius
                ),
            )
        if self.leader:
            centre = QPointF(self.radius * 0.85, -self.radius * 0.85)
            p.setPen(QPen(INK, stroke(0.8)))
            p.setBrush(STAR)
            p.drawPolygon(star(centre, self.radius * 0.53))


def star(centre: QPointF, r: float) -> QPolygonF:
    points = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        points.append(QPointF(centre.x() + rr * math.cos(a), centre.y() + rr * math.sin(a)))
    return QPolygonF(points)


def paint_yellow(p: QPainter, rect: QRectF) -> None:
    """The yellow jersey of the general's leader (his token's and the key's)."""
    p.setPen(QPen(INK, stroke(1.2)))
    p.setBrush(qcolor(colours.JERSEYS["yellow"]))
    p.drawRect(rect)
