"""How a course kind paints its cases, in millimetres: the base style and its lookup.

The printed sheets, the course editor (board, palette, thumbnails) and the track
tables all draw terrains through a style, so what is designed on screen is what
comes out of the printer. Each game's `style.py` subclasses `TrackStyle`; its course
kind names it (`CourseKind.style`) and `style_for` loads it. Colour is never the only
cue: hatching, chevrons, pictograms and letters.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.courses.common import Cell, CourseDraft, CourseKind
from peloton_desktop.courses.kinds import kind
from peloton_desktop.courses.track import START_ZONE, Box
from peloton_desktop.draw.paint import (
    INK,
    PAPER,
    SELECT,
    chequer,
    disc_label,
    summit_flag,
    text_in,
)
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate

ROAD = qcolor(colours.ROAD)


def start_zone_label() -> str:
    return translate("Courses", "Start zone")


def race_forward(box: Box, draft: CourseDraft) -> bool:
    """Does the race run towards +x on this box?"""
    backward = str(draft.options.get("direction", "forward")) == "backward"
    return box.forward != backward


@dataclass(frozen=True)
class CaseArt:
    """What a style paints a case's terrain marks from."""

    r: QRectF  # the case on the page or scene
    box: Box
    draft: CourseDraft
    kind: CourseKind
    cell: Cell
    ink: QColor  # the ink that reads on the terrain's colour


class TrackStyle:
    """A plain road case with its number; kinds override what differs."""

    start_line = False  # a blue line before the start case
    finish_line = True  # a chequered band after the finish case

    def fill(self, terrain: str) -> tuple[QColor, QColor]:
        """The case's colour and the ink drawn on it."""
        return ROAD, INK

    def profile_fill(self, terrain: str) -> QColor:
        return self.fill(terrain)[0]

    def terrain_name(self, terrain: str) -> str:
        return terrain

    def terrain_letter(self, terrain: str) -> str:
        return ""

    def short_run_label(self) -> str:
        """A hatched or climbing run too short to get a category."""
        return translate("Courses", "short climb")

    def paint_case(
        self, p: QPainter, box: Box, draft: CourseDraft, kind: CourseKind, selected: bool = False
    ) -> None:
        r = QRectF(box.x, box.y, box.w, box.h)
        unit = min(box.w, box.h)
        if box.index < 0:
            self.paint_extra(p, box, r, unit)
            return
        cell = draft.cells[box.index]
        fill, ink = self.fill(cell.terrain)
        p.setPen(QPen(INK, stroke(max(0.3, unit * 0.03))))
        p.setBrush(fill)
        p.drawRect(r)
        self.paint_terrain(p, CaseArt(r, box, draft, kind, cell, ink))
        self.paint_number(p, r, box, ink)
        if "feed" in cell.features:
            centre = QPointF(r.right() - unit * 0.2, r.top() + unit * 0.2)
            disc_label(p, centre, unit * 0.15, "R", qcolor(colours.INK_ON_DARK))
        if "summit" in cell.features:
            summit_flag(p, QPointF(r.left() + unit * 0.12, r.top() + unit * 0.42), unit * 0.32)
        self.paint_start_finish(p, box, r, draft)
        if selected:
            p.setPen(QPen(SELECT, stroke(max(0.8, unit * 0.08))))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(r.adjusted(unit * 0.04, unit * 0.04, -unit * 0.04, -unit * 0.04))

    def paint_terrain(self, p: QPainter, case: CaseArt) -> None:
        """Marks of the terrain over the case's colour."""

    def paint_letter(self, p: QPainter, r: QRectF, terrain: str, size: float, ink: QColor) -> None:
        unit = min(r.width(), r.height())
        top = QRectF(r.left(), r.top() + unit * 0.05, r.width(), unit * 0.3)
        text_in(p, top, self.terrain_letter(terrain), unit * size, ink, True)

    def paint_number(self, p: QPainter, r: QRectF, box: Box, ink: QColor) -> None:
        unit = min(box.w, box.h)
        foot = QRectF(r.left(), r.bottom() - unit * 0.28, r.width(), unit * 0.26)
        text_in(p, foot, str(box.index + 1), unit * 0.16, ink)

    def paint_start_finish(self, p: QPainter, box: Box, r: QRectF, draft: CourseDraft) -> None:
        """Start line before the start case, finish line after the finish case (race sense)."""
        fwd = race_forward(box, draft)
        band = max(1.2, min(box.w, box.h) * 0.1)
        if self.start_line and box.index == draft.start:
            x = r.left() if fwd else r.right() - band
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(qcolor(colours.START_LINE))
            p.drawRect(QRectF(x, r.top(), band, r.height()))
        if self.finish_line and box.index == draft.finish:
            x = r.right() - band * 1.6 if fwd else r.left()
            chequer(p, QRectF(x, r.top(), band * 1.6, r.height()))

    def paint_extra(self, p: QPainter, box: Box, r: QRectF, unit: float) -> None:
        """Finish tiles (chequered) and fictive start-zone places (plain, dashed)."""
        if box.index <= START_ZONE:
            p.setPen(QPen(INK, stroke(0.4), Qt.PenStyle.DashLine))
            p.setBrush(qcolor(colours.START_ZONE))
            p.drawRect(r)
            text_in(p, r.adjusted(1, 1, -1, -1), start_zone_label(), unit * 0.12, INK)
            return
        p.setPen(QPen(INK, stroke(0.4)))
        p.setBrush(PAPER)
        p.drawRect(r)
        chequer(p, QRectF(r.left(), r.top(), r.width(), r.height()), squares=4)


@cache
def style_for(game: str) -> TrackStyle:
    """The drawing style of the game's course kind."""
    return cast(TrackStyle, kind(game).style())
