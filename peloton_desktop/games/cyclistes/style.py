"""Cyclistes' look, in QtGui only: its track style (narrow road cases, hatched
difficulties, the places across the road)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.courses.track import Box
from peloton_desktop.draw.paint import INK, PAPER, hatch, over, text_in
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.tr import translate
from peloton_desktop.draw.track import CaseArt, TrackStyle
from peloton_desktop.games.cyclistes import palette


class CyclistesStyle(TrackStyle):
    """Cyclistes: narrow road cases, hatched difficulties, 7 places across."""

    start_line = True

    def profile_fill(self, terrain: str) -> QColor:
        return qcolor(palette.HILL if terrain == "H" else palette.FLAT)

    def terrain_name(self, terrain: str) -> str:
        return {
            "N": translate("Courses", "Road"),
            "H": translate("Courses", "Hatched (difficulty)"),
        }.get(terrain, terrain)

    def short_run_label(self) -> str:
        return translate("Courses", "cobbles or descent")

    def paint_terrain(self, p: QPainter, case: CaseArt) -> None:
        r, box, cell = case.r, case.box, case.cell
        if case.kind.lanes > 1:
            # faint places across the road, one per rider that fits side by side: an
            # opaque pen under the hatching looks as a translucent one over it did,
            # and a PDF strokes it as one line (not a shape per dot)
            faint = over(self.fill(cell.terrain)[0], qcolor(colours.BLACK), 70)
            p.setPen(QPen(faint, stroke(0.25), Qt.PenStyle.DotLine))
            step = r.height() / case.kind.lanes
            for k in range(1, case.kind.lanes):
                y = r.top() + k * step
                p.drawLine(QPointF(r.left() + 0.6, y), QPointF(r.right() - 0.6, y))
        if cell.terrain == "H":
            hatch(p, r, max(2.0, box.w / 4))

    def paint_number(self, p: QPainter, r: QRectF, box: Box, ink: QColor) -> None:
        # a narrow case: the number sits on a white tab at the outer edge
        tab = QRectF(r.left(), r.bottom() - box.w * 0.75, r.width(), box.w * 0.75)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PAPER)
        p.drawRect(tab.adjusted(0.3, 0, -0.3, -0.3))
        text_in(p, tab, str(box.index + 1), min(box.w * 0.38, 4.5), INK, True)


CYCLISTES_STYLE = CyclistesStyle()
