"""The pieces of Roue de Vitesse's road: the cases (drawn by the course kind's style,
numbered in a strip under the riders), the riders (seat colour, shape and number;
the leader's and the climber's jerseys), and each group's outline and tag. The
scene's unit is the millimetre of `courses.track.course_layout`."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import Box
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle
from peloton_desktop.draw.textbox import TextBox, draw_boxes, font_px, text_box
from peloton_desktop.games.roue_de_vitesse import palette
from peloton_desktop.games.roue_de_vitesse.style import RdvStyle
from peloton_desktop.games.roue_de_vitesse.view.sizes import PLAIN, Sizes
from peloton_desktop.ui.pieces.rider import TableRider
from peloton_desktop.ui.pieces.track_case import TrackCase

NUMBER_PX = 15.0  # case numbers, in millimetres of the layout
LETTER_PX = 14.0  # the terrain's letter in the strip of an occupied case (≥ 12 px on screen)
LIT = qcolor(colours.HIGHLIGHT)
PACE_COLOURS = tuple(shade.light for shade in palette.PACE)  # slow, steady, fast
PACE_DASH = (Qt.PenStyle.DotLine, Qt.PenStyle.DashLine, Qt.PenStyle.SolidLine)
ZOOM = 2.0  # riders drawn twice as big and scaled down: crisp small letters
JERSEY = {"leader": qcolor(palette.LEADER), "climber": qcolor(palette.CLIMBER)}


class TableStyle(RdvStyle):
    """The Roue de Vitesse style with the numbers in a readable strip (painted by the
    case item) and a plain start zone (its name is in the tooltip and the header)."""

    def paint_number(self, p: QPainter, r: QRectF, box: Box, ink: QColor) -> None:
        return

    def paint_extra(self, p: QPainter, box: Box, r: QRectF, unit: float) -> None:
        p.setPen(QPen(INK, stroke(0.6), Qt.PenStyle.DashLine))
        p.setBrush(qcolor(colours.START_ZONE))
        p.drawRect(r)


STYLE = TableStyle()


class RdvCase(TrackCase):
    """A case of the stage (or of the start zone, `position` ≤ 0); `lit` when a click
    on it plays a legal action (`clicked(position)`), `marked` for the last move."""

    LIT_RING = (3.2, 1.6)
    LAST_RING = (2.0, 3.5)

    def __init__(
        self,
        box: Box,
        draft: CourseDraft,
        kind: CourseKind,
        position: int,
        label: str,
        sz: Sizes = PLAIN,
    ) -> None:
        super().__init__(STYLE, box, draft, kind, position)
        self.position, self.label = position, label
        self.sz = sz
        self.shown_count = -1  # riders counted in the tooltip shown
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def strip(self) -> QRectF:
        b = self.box
        return QRectF(b.x + 1, b.y + b.h - self.sz.strip, b.w - 2, self.sz.strip - 1)

    def text_boxes(self) -> list[TextBox]:
        if not self.label:
            return []
        strip, letter_px = self.strip(), LETTER_PX * self.sz.text
        number = math.ceil(NUMBER_PX * self.sz.text)  # 23 px at 150 %: the strip holds it
        if self.shown_count <= 0 or self.box.index < 0:
            return [text_box(self.label, strip, self._fit(number, strip.width()), INK)]
        # riders hide the terrain's letter and chevrons: the strip repeats the letter
        # before the number, so red and green cases stay apart without colour
        terrain = self.draft.cells[self.box.index].terrain
        side = strip.height() * 0.85
        corner = QRectF(strip.x(), strip.y(), side, strip.height())
        letter = text_box(STYLE.terrain_letter(terrain), corner, letter_px, INK, bold=False)
        rest = strip.adjusted(side * 0.85, 0, 0, 0)
        return [letter, text_box(self.label, rest, self._fit(number, rest.width()), INK)]

    def _fit(self, px: float, width: float) -> float:
        """A larger number as large as the strip's width lets it (three digits)."""
        if not self.sz.large:
            return px
        while px > NUMBER_PX and QFontMetricsF(font_px(px)).horizontalAdvance(self.label) > width:
            px -= 1
        return px

    def set_riders(self, count: int) -> None:
        """The riders on the case (its tooltip and the strip's letter follow)."""
        self.shown_count = count
        self.update()

    def seat_centre(self, k: int) -> QPointF:
        """Where the k-th rider of the case stands: a 2 × 2 grid over the strip; a
        fifth and more (riders past the line, more than the cases drawn) fan out
        between them, each showing enough to be seen and clicked."""
        b = self.box
        h = b.h - self.sz.strip
        col, row = PLACES[k] if k < len(PLACES) else (1.0, 1.0 + 0.1 * (k - len(PLACES)))
        return QPointF(b.x + col * b.w / 2, b.y + row * h / 2)

    def paint_over(self, p: QPainter) -> None:
        if self.label:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(qcolor(colours.WHITE, 215))
            p.drawRect(self.strip())


# a case's places, in halves of its width and height: the 2 × 2 grid, then between
PLACES: tuple[tuple[float, float], ...] = ((0.5, 0.5), (1.5, 0.5), (0.5, 1.5), (1.5, 1.5))
PLACES += ((1.0, 0.5), (1.0, 1.5), (0.5, 1.0), (1.5, 1.0), (1.0, 1.0))


GAP = 16.0  # between two rows of the road (courses.track.BEND_GAP)
RADIUS = 11.0  # four riders side by side on a case (its 2 × 2 grid), each ≥ 20 px on screen


class RdvRider(TableRider):
    """A rider: his team's colour and shape, his number in the team; a jersey square
    for the general leader (yellow) or the best climber (white, red dots)."""

    badge_ratio = 1.0  # the stage winner's plate fits between two rows of the road

    def __init__(self, index: int, style: SeatStyle, grow: float = 1.0) -> None:
        super().__init__(index, style, RADIUS * grow, 14 * grow, ZOOM)
        self.jersey, self.grow = "", grow

    def plate(self) -> QRectF:
        """The winner's plate: right above him, in the gap between two rows of cases
        (it covered the number of the case above)."""
        r, gap = self.radius, GAP * ZOOM * self.grow
        return QRectF(-2 * r, -r - gap, 4 * r, gap - 1)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(p, option, widget)
        if self.jersey:
            s = self.radius * 0.9
            paint_jersey(p, QRectF(self.radius * 0.4, -self.radius * 1.15, s, s), self.jersey)


def paint_jersey(p: QPainter, rect: QRectF, jersey: str) -> None:
    """The general leader's yellow square, or the best climber's white one with red dots
    (a rider's and the legend's)."""
    p.setPen(QPen(INK, stroke(1.5)))
    p.setBrush(JERSEY[jersey])
    p.drawRect(rect)
    if jersey == "climber":
        s = rect.width()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(palette.ATTACK))
        for dx, dy in ((0.3, 0.3), (0.7, 0.5), (0.35, 0.75)):
            p.drawEllipse(QPointF(rect.x() + dx * s, rect.y() + dy * s), s * 0.11, s * 0.11)


class GroupOutline(QGraphicsObject):
    """A group on the road: its cases outlined in its pace's colour and line (dotted
    slow, dashed steady, solid fast), and a tag with its number over the head case."""

    TAG_PX = 14.0

    def __init__(
        self, rects: list[QRectF], head: QRectF, number: int, pace: int, grow: float = 1.0
    ) -> None:
        super().__init__()
        self.rects, self.number, self.pace, self.grow = rects, number, pace, grow
        w, h = 24 * grow, 15 * grow
        self.tag = QRectF(head.center().x() - w / 2, head.top() - h, w, h)
        self.lit = False
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        out = QRectF(self.tag)
        for r in self.rects:
            out = out.united(r)
        return out.adjusted(-4, -4, 4, 4)

    def text_boxes(self) -> list[TextBox]:
        px = self.TAG_PX * self.grow
        return [text_box(str(self.number), self.tag, px, qcolor(colours.INK_ON_DARK))]

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colour = QColor(PACE_COLOURS[self.pace])
        pen = QPen(LIT if self.lit else colour, stroke(3.0 if self.pace == 2 else 2.4))
        pen.setStyle(PACE_DASH[self.pace])
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.rects:
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4)
        path = QPainterPath()
        path.addRoundedRect(self.tag, 4, 4)
        p.setPen(QPen(INK, stroke(1)))
        p.setBrush(colour)
        p.drawPath(path)
        draw_boxes(p, self.text_boxes())
