"""How each course kind paints its cases, in millimetres: one style object per kind.

The printed sheets, the course editor (board, palette, thumbnails) and the Coup de
bordure table all draw terrains from here, so what is designed on screen is what
comes out of the printer. A kind names its style (`CourseKind.style`); `style_for`
loads it. Colour is never the only cue: hatching, chevrons, pictograms and letters.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from peloton_desktop.courses.common import Cell, CourseDraft, CourseKind
from peloton_desktop.courses.kinds import kind
from peloton_desktop.courses.track import START_ZONE, Box
from peloton_desktop.ui.pieces.paint import (
    INK,
    PAPER,
    SELECT,
    chequer,
    chevrons,
    disc_label,
    hatch,
    summit_flag,
    text_in,
)

translate = QCoreApplication.translate
ROAD = QColor("#E9E4D6")

# Coup de bordure's box: Plaine green, Côte yellow, Montagne red, Sprint blue
TERRAIN_COLOURS = {"P": "#4FA64A", "C": "#F2C230", "M": "#D64545", "S": "#2F75D6"}
TERRAIN_INK = {"P": "#FFFFFF", "C": "#2B2B2B", "M": "#FFFFFF", "S": "#FFFFFF"}
RDV_FILL = {"M": "#C8362F", "F": "#3E9A45", "D": "#262626"}
RDV_INK = {"M": "#FFFFFF", "F": "#FFFFFF", "D": "#FFFFFF"}


def cdb_terrain_name(t: str) -> str:
    return {
        "P": translate("CoupDeBordure", "Flat"),
        "C": translate("CoupDeBordure", "Hill"),
        "M": translate("CoupDeBordure", "Mountain"),
        "S": translate("CoupDeBordure", "Sprint"),
    }[t]


def cdb_terrain_letter(t: str) -> str:
    """The one-letter mark on tiles and tokens (the rulebook's are French initials)."""
    return {
        "P": translate("CoupDeBordure", "F", "letter of the Flat terrain"),
        "C": translate("CoupDeBordure", "H", "letter of the Hill terrain"),
        "M": translate("CoupDeBordure", "M", "letter of the Mountain terrain"),
        "S": translate("CoupDeBordure", "S", "letter of the Sprint terrain"),
    }[t]


def draw_pictogram(p: QPainter, terrain: str, rect: QRectF) -> None:
    """A small line drawing of a Coup de bordure terrain: flat road, hill, peak, flag."""
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


def start_zone_label() -> str:
    return translate("Courses", "Start zone")


def race_forward(box: Box, draft: CourseDraft) -> bool:
    """Does the race run towards +x on this box?"""
    backward = draft.options.get("direction", "forward") == "backward"
    return box.forward != backward


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
        p.setPen(QPen(INK, max(0.3, unit * 0.03)))
        p.setBrush(fill)
        p.drawRect(r)
        self.paint_terrain(p, r, box, draft, kind, cell, ink)
        self.paint_number(p, r, box, ink)
        if "feed" in cell.features:
            centre = QPointF(r.right() - unit * 0.2, r.top() + unit * 0.2)
            disc_label(p, centre, unit * 0.15, "R", QColor("#FFFFFF"))
        if "summit" in cell.features:
            summit_flag(p, QPointF(r.left() + unit * 0.12, r.top() + unit * 0.42), unit * 0.32)
        self.paint_start_finish(p, box, r, draft)
        if selected:
            p.setPen(QPen(SELECT, max(0.8, unit * 0.08)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(r.adjusted(unit * 0.04, unit * 0.04, -unit * 0.04, -unit * 0.04))

    def paint_terrain(
        self,
        p: QPainter,
        r: QRectF,
        box: Box,
        draft: CourseDraft,
        kind: CourseKind,
        cell: Cell,
        ink: QColor,
    ) -> None:
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
            p.setBrush(QColor("#1F6FEB"))
            p.drawRect(QRectF(x, r.top(), band, r.height()))
        if self.finish_line and box.index == draft.finish:
            x = r.right() - band * 1.6 if fwd else r.left()
            chequer(p, QRectF(x, r.top(), band * 1.6, r.height()))

    def paint_extra(self, p: QPainter, box: Box, r: QRectF, unit: float) -> None:
        """Finish tiles (chequered) and fictive start-zone places (plain, dashed)."""
        if box.index <= START_ZONE:
            p.setPen(QPen(INK, 0.4, Qt.PenStyle.DashLine))
            p.setBrush(QColor("#F4F1EA"))
            p.drawRect(r)
            text_in(p, r.adjusted(1, 1, -1, -1), start_zone_label(), unit * 0.12, INK)
            return
        p.setPen(QPen(INK, 0.4))
        p.setBrush(PAPER)
        p.drawRect(r)
        chequer(p, QRectF(r.left(), r.top(), r.width(), r.height()), squares=4)


class CdbStyle(TrackStyle):
    """Coup de bordure: the box's colours, a pictogram, the letter, R on the feed tile."""

    finish_line = False  # the three finish tiles mark the finish

    def fill(self, terrain: str) -> tuple[QColor, QColor]:
        return QColor(TERRAIN_COLOURS.get(terrain, "#999999")), QColor(
            TERRAIN_INK.get(terrain, "#000000")
        )

    def terrain_name(self, terrain: str) -> str:
        return cdb_terrain_name(terrain)

    def terrain_letter(self, terrain: str) -> str:
        return cdb_terrain_letter(terrain)

    def paint_terrain(
        self,
        p: QPainter,
        r: QRectF,
        box: Box,
        draft: CourseDraft,
        kind: CourseKind,
        cell: Cell,
        ink: QColor,
    ) -> None:
        unit = min(box.w, box.h)
        pic = QRectF(r.center().x() - unit * 0.2, r.top() + unit * 0.35, unit * 0.4, unit * 0.3)
        draw_pictogram(p, cell.terrain, pic)
        self.paint_letter(p, r, cell.terrain, 0.22, ink)
        if box.index + 1 in kind.feeds(draft):
            centre = QPointF(r.right() - unit * 0.16, r.top() + unit * 0.16)
            disc_label(p, centre, unit * 0.11, "R", QColor("#FFFFFF"))

    def paint_board_tile(
        self, p: QPainter, width: float, height: float, number: int, terrain: str, lit: bool
    ) -> None:
        """A tile of the game table (pixels): rounded, number and letter on top,
        pictogram below; `lit`: the case whose riders play now."""
        p.setBrush(QColor(TERRAIN_COLOURS[terrain]))
        p.setPen(QPen(QColor("#FFB000") if lit else INK, 6 if lit else 2))
        p.drawRoundedRect(QRectF(2, 2, width - 4, height - 4), 8, 8)
        font = QFont(p.font())
        font.setPixelSize(18)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(TERRAIN_INK[terrain]))
        p.drawText(QRectF(8, 6, 40, 22), Qt.AlignmentFlag.AlignLeft, str(number))
        letter = cdb_terrain_letter(terrain)
        p.drawText(QRectF(width - 34, 6, 26, 22), Qt.AlignmentFlag.AlignRight, letter)
        draw_pictogram(p, terrain, QRectF(width / 2 - 18, height - 30, 36, 22))


class CyclistesStyle(TrackStyle):
    """Cyclistes: narrow road cases, hatched difficulties, 7 places across."""

    start_line = True

    def profile_fill(self, terrain: str) -> QColor:
        return QColor("#8A8170") if terrain == "H" else QColor("#BFB7A5")

    def terrain_name(self, terrain: str) -> str:
        return {
            "N": translate("Courses", "Road"),
            "H": translate("Courses", "Hatched (difficulty)"),
        }.get(terrain, terrain)

    def short_run_label(self) -> str:
        return translate("Courses", "cobbles or descent")

    def paint_terrain(
        self,
        p: QPainter,
        r: QRectF,
        box: Box,
        draft: CourseDraft,
        kind: CourseKind,
        cell: Cell,
        ink: QColor,
    ) -> None:
        if cell.terrain == "H":
            hatch(p, r, max(2.0, box.w / 4))
        if kind.lanes < 2:
            return
        # faint places across the road, one per rider that fits side by side
        p.setPen(QPen(QColor(0, 0, 0, 70), 0.25, Qt.PenStyle.DotLine))
        step = r.height() / kind.lanes
        for k in range(1, kind.lanes):
            y = r.top() + k * step
            p.drawLine(QPointF(r.left() + 0.6, y), QPointF(r.right() - 0.6, y))

    def paint_number(self, p: QPainter, r: QRectF, box: Box, ink: QColor) -> None:
        # a narrow case: the number sits on a white tab at the outer edge
        tab = QRectF(r.left(), r.bottom() - box.w * 0.75, r.width(), box.w * 0.75)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PAPER)
        p.drawRect(tab.adjusted(0.3, 0, -0.3, -0.3))
        text_in(p, tab, str(box.index + 1), min(box.w * 0.38, 4.5), INK, True)


class RdvStyle(TrackStyle):
    """Roue de Vitesse: red mountain, green flat, black descent; chevrons and a letter."""

    def fill(self, terrain: str) -> tuple[QColor, QColor]:
        return QColor(RDV_FILL.get(terrain, "#999999")), QColor(RDV_INK.get(terrain, "#000"))

    def terrain_name(self, terrain: str) -> str:
        return {
            "M": translate("Courses", "Mountain"),
            "F": translate("Courses", "Flat"),
            "D": translate("Courses", "Descent"),
        }.get(terrain, terrain)

    def terrain_letter(self, terrain: str) -> str:
        return {
            "M": translate("Courses", "M", "letter of the Mountain terrain"),
            "F": translate("Courses", "F", "letter of the Flat terrain"),
            "D": translate("Courses", "D", "letter of the Descent terrain"),
        }.get(terrain, "")

    def paint_terrain(
        self,
        p: QPainter,
        r: QRectF,
        box: Box,
        draft: CourseDraft,
        kind: CourseKind,
        cell: Cell,
        ink: QColor,
    ) -> None:
        unit = min(box.w, box.h)
        if cell.terrain != "F":
            chevrons(p, r, cell.terrain == "M", ink)
        else:
            p.setPen(QPen(ink, unit * 0.05))
            y = r.top() + r.height() * 0.62
            p.drawLine(QPointF(r.left() + unit * 0.25, y), QPointF(r.right() - unit * 0.25, y))
        self.paint_letter(p, r, cell.terrain, 0.2, ink)


CDB_STYLE = CdbStyle()
CYCLISTES_STYLE = CyclistesStyle()
RDV_STYLE = RdvStyle()


@cache
def style_for(game: str) -> TrackStyle:
    """The drawing style of the game's course kind."""
    return kind(game).style()
