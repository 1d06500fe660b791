"""Team sheets: Coup de bordure plaquettes and Roue de Vitesse rider sheets.

A course kind names the sheets it prints (`CourseKind.team_sheet`); Cyclistes has none.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import kind
from peloton_desktop.printing import text
from peloton_desktop.printing.layout import PAGE_MARGIN
from peloton_desktop.printing.sheets import Document
from peloton_desktop.ui.pieces.paint import INK, text_in
from peloton_desktop.ui.pieces.token import draw_token

translate = QCoreApplication.translate
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
SLOTS = 8
RDV_TEAMS = 6
SKILLS = ("sprint", "endurance", "climber")


class CdbPlaquettes(Document):
    """Each team's three plaquettes: 8 slots with the planned energy tokens."""

    per_page = 3

    def __init__(self, draft: CourseDraft, paper: str = "a4") -> None:
        self.draft, self.paper = draft, paper
        teams: list[dict[str, Any]] = list(draft.options.get("teams", []))
        blank = {"name": "", "riders": [{"name": "", "tokens": {}}] * 3}
        self.teams = teams or [blank] * 4
        self.title = translate("Courses", "Plaquettes · %1").replace("%1", draft.name)

    def page_count(self) -> int:
        return max(1, -(-len(self.teams) // self.per_page))

    def paint_page(self, p: QPainter, page: int) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        text_in(p, QRectF(m, m, w - 2 * m, 9), self.title, 6, INK, True, LEFT)
        band = (h - 2 * m - 14) / self.per_page
        for k, team in enumerate(self.teams[page * self.per_page : (page + 1) * self.per_page]):
            self._team(p, QRectF(m, m + 12 + k * band, w - 2 * m, band - 4), team)

    def _team(self, p: QPainter, r: QRectF, team: dict[str, Any]) -> None:
        p.setPen(QPen(INK, 0.4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 3, 3)
        name = team.get("name") or translate("Courses", "Team: ____________________")
        text_in(p, QRectF(r.left() + 4, r.top() + 2, r.width() - 8, 8), name, 4.5, INK, True, LEFT)
        row_h = (r.height() - 12) / 3
        slot = min(12.0, row_h - 6)
        for i, rider in enumerate(team.get("riders", [])[:3]):
            y = r.top() + 11 + i * row_h
            label = rider.get("name") or "______________"
            text_in(p, QRectF(r.left() + 4, y, 50, slot), label, 3.4, INK, False, LEFT)
            codes = _codes(rider)
            for s in range(SLOTS):
                box = QRectF(r.left() + 58 + s * (slot + 2.5), y, slot, slot)
                p.setPen(QPen(INK, 0.3, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(box)
                if s < len(codes):
                    draw_token(p, box.adjusted(1, 1, -1, -1), codes[s])
            hint = translate("Courses", "%1 tokens").replace("%1", str(len(_codes(rider))))
            text_in(
                p,
                QRectF(r.left() + 58 + SLOTS * (slot + 2.5), y, 25, slot),
                hint,
                3,
                INK,
                False,
                LEFT,
            )


def _codes(rider: dict[str, Any]) -> list[str]:
    tokens: dict[str, int] = dict(rider.get("tokens", {}))
    hidden = rider.get("hidden")
    codes = [t for t in "PCMS" for _ in range(int(tokens.get(t, 0)))]
    if hidden in codes:
        codes.remove(hidden)
        codes.append(f"{hidden}*")
    return codes


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
                    text_in(p, cell, str(n + 1), 2.2, QColor("#9A9A9A"))
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


def team_sheets(draft: CourseDraft, paper: str = "a4") -> Document:
    """The team sheets the course kind prints (`CourseKind.team_sheet`)."""
    loader = kind(draft.game).team_sheet
    if loader is None:
        raise BadInput("course.no_team_sheet", game=text.game_name(draft.game))
    return loader()(draft, paper)
