"""Coup de bordure's printed sheets: each team's three plaquettes (8 slots with the
planned energy tokens), named by its course kind (`CourseKind.team_sheet`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.style import draw_token
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.layout import PAGE_MARGIN

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
SLOTS = 8


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
