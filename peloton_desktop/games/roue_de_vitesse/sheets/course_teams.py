"""Roue de Vitesse's blank team sheets printed with a course (`CourseKind.team_sheet`):
one sheet per team, three riders, 15 points over sprint / endurance / climber."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.layout import PAGE_MARGIN

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RDV_TEAMS = 6
SKILLS = ("sprint", "endurance", "climber")


class RdvTeamSheets(Document):
    """One sheet per team: three riders, 15 points over sprint / endurance / climber."""

    per_page = 2

    def __init__(self, draft: CourseDraft, paper: str = "a4") -> None:
        self.draft, self.paper = draft, paper
        self.title = translate("Courses", "Team sheets · %1").replace("%1", draft.name)

    def page_count(self) -> int:
        return RDV_TEAMS // self.per_page

    def paint_page(self, p: QPainter, page: int) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        band = (h - 2 * m) / self.per_page
        for k in range(self.per_page):
            self._sheet(p, QRectF(m, m + k * band, w - 2 * m, band - 5))

    def _sheet(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(INK, 0.4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 3, 3)
        head = translate("Courses", "Roue de Vitesse · team sheet · %1").replace(
            "%1", self.draft.name
        )
        text_in(p, QRectF(r.left() + 4, r.top() + 2, r.width() - 8, 7), head, 4.2, INK, True, LEFT)
        text_in(
            p,
            QRectF(r.left() + 4, r.top() + 10, r.width() - 8, 6),
            translate("Courses", "Player: ______________________   Team: ______________________"),
            3.4,
            INK,
            False,
            LEFT,
        )
        names = {
            "sprint": translate("Courses", "Sprint"),
            "endurance": translate("Courses", "Endurance"),
            "climber": translate("Courses", "Climber"),
        }
        y = r.top() + 19
        box = 5.6
        for rider in range(3):
            rider_label = translate("Courses", "Rider %1: ______________").replace(
                "%1", str(rider + 1)
            )
            text_in(p, QRectF(r.left() + 4, y, r.width() - 8, 6), rider_label, 3.6, INK, True, LEFT)
            y += 7
            for skill in SKILLS:
                text_in(p, QRectF(r.left() + 8, y, 28, box), names[skill], 3.2, INK, False, LEFT)
                p.setPen(QPen(INK, 0.3))
                for n in range(10):
                    cell = QRectF(r.left() + 38 + n * (box + 1), y, box, box)
                    p.drawRect(cell)
                    text_in(p, cell, str(n + 1), 2.2, qcolor(colours.FAINT))
                y += box + 1.5
            y += 2
        rules = translate(
            "Courses",
            "15 points per rider, at most 10 in one skill; tick the boxes as points are spent. "
            "Breakaway: sprint (flat, descent), climber (mountain). Fast pace: endurance "
            "(flat), endurance or sprint (descent), endurance or climber (mountain).",
        )
        text_in(
            p,
            QRectF(r.left() + 4, y, r.width() - 8, r.bottom() - y - 2),
            rules,
            3,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
