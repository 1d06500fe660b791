"""Roue de Vitesse team sheets (« 1 feuille d'équipe par joueur »): each rider's
sprint, endurance and climber points as rows of boxes, the spent ones struck out as
players do on paper. From a game: the points each rider started with and has left;
blank: ruled names and open boxes, for a game with real pieces.

Box n of a skill is open while n ≤ the points left, struck out up to the starting
points (spent), greyed beyond (never had). A rider fed past his start has more open
boxes; a row grows past 10 boxes when needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.fitting import RIGHT, fit_line
from peloton_desktop.printing.layout import PAGE_MARGIN

BOX = 6.5  # mm: room for a tick or a number written by hand
GAP = 1.2
SPENT = qcolor(colours.FAINT)
NEVER = qcolor(colours.EMPTY_BOX)
GREY = qcolor(colours.PRINT_GREY)
# box states
OPEN, STRUCK, NONE = "open", "struck", "none"


@dataclass(frozen=True)
class RiderPoints:
    name: str
    start: tuple[int, int, int] | None  # sprint, endurance, climber; None: blank
    left: tuple[int, int, int] | None = None

    def boxes(self, skill: int) -> list[str]:
        """Each box of a skill row: open, struck (spent) or none (never had)."""
        if self.start is None:
            return [OPEN] * 10
        start = self.start[skill]
        left = start if self.left is None else self.left[skill]
        count = max(10, start, left)
        return [OPEN if n <= left else STRUCK if n <= start else NONE for n in range(1, count + 1)]


@dataclass(frozen=True)
class TeamPoints:
    team: str  # "A"
    player: str  # "" on a blank sheet
    riders: Sequence[RiderPoints]


def blank_teams(count: int = 6) -> list[TeamPoints]:
    return [TeamPoints("", "", [RiderPoints("", None) for _ in range(3)]) for _ in range(count)]


def skill_names() -> tuple[str, str, str]:
    return (
        translate("RdvPrint", "Sprint"),
        translate("RdvPrint", "Endurance"),
        translate("RdvPrint", "Climber"),
    )


class RdvTeamSheet(Document):
    """Two team sheets a page (portrait): a sheet is half a page to cut apart."""

    per_page = 2

    def __init__(self, teams: Sequence[TeamPoints], paper: str = "a4", when: str = "") -> None:
        self.teams, self.paper, self.landscape, self.when = list(teams), paper, False, when
        self.title = translate("RdvPrint", "Roue de Vitesse — team sheets")

    def page_count(self) -> int:
        return max(1, -(-len(self.teams) // self.per_page))

    def paint_page(self, p: QPainter, page: int) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        band = (h - 2 * m) / self.per_page
        for k, team in enumerate(self.teams[page * self.per_page : (page + 1) * self.per_page]):
            self._sheet(p, QRectF(m, m + k * band, w - 2 * m, band - 5), team)
        if len(self.teams) > 1:  # where to cut the page in two
            p.setPen(QPen(GREY, 0.3, Qt.PenStyle.DashLine))
            y = m + band - 2.5
            p.drawLine(QPointF(m * 0.4, y), QPointF(w - m * 0.4, y))

    def _sheet(self, p: QPainter, r: QRectF, team: TeamPoints) -> None:
        p.setPen(QPen(INK, 0.4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 3, 3)
        x, width = r.left() + 4, r.width() - 8
        head = translate("RdvPrint", "Roue de Vitesse · team sheet")
        fit_line(p, QRectF(x, r.top() + 2, width * 0.6, 7), head, 4.4, bold=True)
        if self.when:
            fit_line(
                p,
                QRectF(x + width * 0.6, r.top() + 2, width * 0.4, 7),
                self.when,
                3.0,
                align=RIGHT,
                colour=GREY,
            )
        player = team.player or "______________________"
        label = translate("RdvPrint", "Player: {player}    Team: {team}").format(
            player=player, team=team.team or "__________"
        )
        fit_line(p, QRectF(x, r.top() + 9.5, width, 6), label, 3.6)
        y = r.top() + 17.5
        names = skill_names()
        for i, rider in enumerate(team.riders):
            name = rider.name or "______________"
            title = translate("RdvPrint", "Rider {n}: {name}").format(n=i + 1, name=name)
            if rider.start is not None:
                total = sum(rider.left or rider.start)
                left = translate("RdvPrint", "%n point(s) left of {start}", None, total)
                title += "  ·  " + left.format(start=sum(rider.start))
            fit_line(p, QRectF(x, y, width, 6), title, 3.6, bold=True)
            y += 6.5
            for skill in range(3):
                fit_line(p, QRectF(x + 3, y, 27, BOX), names[skill], 3.3)
                self._row(p, x + 31, y, width - 31, rider.boxes(skill))
                y += BOX + 1.2
            y += 1.8
        rules = translate(
            "RdvPrint",
            "15 points per rider, at most 10 in one skill; strike out a box for each point "
            "spent. Breakaway and counter: sprint (flat, descent), climber (mountain). Fast "
            "pace: endurance (flat), endurance or sprint (descent), endurance or climber "
            "(mountain).",
        )
        text_in(
            p,
            QRectF(x, y, width, r.bottom() - y - 1.5),
            rules,
            2.9,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )

    @staticmethod
    def _row(p: QPainter, x: float, y: float, width: float, boxes: list[str]) -> None:
        size = min(BOX, (width - GAP * (len(boxes) - 1)) / max(1, len(boxes)))
        for n, state in enumerate(boxes):
            cell = QRectF(x + n * (size + GAP), y, size, size)
            p.setPen(QPen(INK, 0.3) if state != NONE else QPen(SPENT, 0.2))
            p.setBrush(NEVER if state == NONE else Qt.BrushStyle.NoBrush)
            p.drawRect(cell)
            if state == OPEN:
                text_in(p, cell, str(n + 1), 2.3, qcolor(colours.FAINT_LIGHT))
            elif state == STRUCK:
                p.setPen(QPen(INK, 0.5))
                inset = cell.adjusted(0.9, 0.9, -0.9, -0.9)
                p.drawLine(inset.topLeft(), inset.bottomRight())
                p.drawLine(inset.topRight(), inset.bottomLeft())


def sheet_title() -> str:
    return translate("RdvPrint", "Team sheets")


def progress_text(stage: int, stages: int, turn: int, over: bool) -> str:
    """When the sheet was printed: the race's stage and turn, or after the race."""
    if over:
        return translate("RdvPrint", "after the race")
    return translate("RdvPrint", "stage {stage} of {stages} · turn {turn}").format(
        stage=stage, stages=stages, turn=turn
    )
