"""The « tableau de suivi des étapes »: one block a stage (its number, course, who
designed it, where it starts and ends), the stage's first placings with their times
and the general classification after it. Stages not ridden yet keep numbered, ruled
rows to fill in by hand; a one-day race shows its whole result.

Rows per block adapt: as many placings as fit without adding a page (5 to 10).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.core.stages import Classification, Standing, Unit, format_time
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.standings import gap_text, movement_text, value_text
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.fitting import RIGHT, fit_line
from peloton_desktop.printing.layout import PAGE_MARGIN
from peloton_desktop.printing.stage_rows import StageRow

ROW = 5.0  # one placing, mm
HEAD = 8.0  # the stage's band
SUB = 5.5  # the course's details
TITLE = 5.5  # each table's title
SPACE = 4.0  # between blocks
HEADING = 24.0  # the sheet's title and teams, first page
FOOTER = 6.0
RULE = qcolor(colours.RULE)
BAND = qcolor(colours.BAND)
GREY = qcolor(colours.MUTED)
MIDDLE = Qt.TextElideMode.ElideMiddle  # "Les Flandriens…Tourcoing1L (Ana)"


@dataclass(frozen=True)
class TrackingData:
    game_title: str
    rows: Sequence[StageRow]
    competitors: int
    teams: Sequence[str]  # one line a team: "A — Ana"
    seat_name: Callable[[int], str] = str
    describe: Callable[[Mapping[str, Any]], str] = lambda course: ""  # start, finish…
    designer: Callable[[Mapping[str, Any]], str] = lambda course: ""  # "": a line to fill


class StageTrackingSheet(Document):
    def __init__(self, data: TrackingData, paper: str = "a4") -> None:
        self.data, self.paper, self.landscape = data, paper, False
        self.title = sheet_title()
        self.one_day = len(data.rows) == 1
        self.placings, self.pages = self._paginate()

    # -- geometry ---------------------------------------------------------------------
    def _block_height(self, placings: int) -> float:
        return HEAD + SUB + TITLE + placings * ROW + SPACE

    def _per_page(self, placings: int, first: bool) -> int:
        height = self.page_mm[1] - 2 * PAGE_MARGIN - FOOTER - (HEADING if first else 0)
        return max(1, int(height // self._block_height(placings)))

    def _split(self, placings: int) -> list[list[StageRow]]:
        rows, pages = list(self.data.rows), list[list[StageRow]]()
        while rows:
            n = self._per_page(placings, not pages)
            pages.append(rows[:n])
            rows = rows[n:]
        return pages or [[]]

    def _paginate(self) -> tuple[int, list[list[StageRow]]]:
        n = max(1, self.data.competitors)
        if self.one_day:  # the whole result, in two columns past a dozen riders
            return (n if n <= 12 else math.ceil(n / 2)), [list(self.data.rows)]
        fewest = len(self._split(min(n, 5)))
        placings = min(n, 5)
        for k in range(min(n, 10), placings, -1):
            if len(self._split(k)) == fewest:
                placings = k
                break
        return placings, self._split(placings)

    def page_count(self) -> int:
        return len(self.pages)

    # -- painting ---------------------------------------------------------------------
    def paint_page(self, p: QPainter, page: int) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        x, y, width = m, m, w - 2 * m
        if page == 0:
            y = self._heading(p, x, y, width)
        for row in self.pages[page]:
            self._block(p, x, y, width, row)
            y += self._block_height(self.placings)
        footer = translate("StageSheet", "{game} · {title} · page {n} of {total}").format(
            game=self.data.game_title, title=self.title, n=page + 1, total=self.page_count()
        )
        fit_line(p, QRectF(m, h - m - 4, width, 4), footer, 2.8, align=RIGHT, colour=GREY)

    def _heading(self, p: QPainter, x: float, y: float, width: float) -> float:
        fit_line(p, QRectF(x, y, width, 9), self.title, 7.0, bold=True)
        stages = len(self.data.rows)
        kind = (
            translate("StageSheet", "{game} · one-day race").format(game=self.data.game_title)
            if self.one_day
            else translate("StageSheet", "{game} · stage race of {n} stages").format(
                game=self.data.game_title, n=stages
            )
        )
        fit_line(p, QRectF(x, y + 9, width, 5), kind, 3.6)
        teams = translate("StageSheet", "Teams: {teams}").format(teams=" · ".join(self.data.teams))
        text_in(
            p,
            QRectF(x, y + 14, width, HEADING - 15),
            teams,
            3.0,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
        return y + HEADING

    def _block(self, p: QPainter, x: float, y: float, width: float, row: StageRow) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BAND)
        p.drawRect(QRectF(x, y, width, HEAD))
        stage = translate("StageSheet", "Stage {n}").format(n=row.number)
        if self.one_day:
            stage = translate("StageSheet", "The race")
        fit_line(p, QRectF(x + 2, y, 26, HEAD), stage, 4.2, bold=True)
        name = str(row.course.get("name", row.course.get("id", "")))
        fit_line(p, QRectF(x + 30, y, width - 30 - 72, HEAD), name, 4.2, bold=True)
        fit_line(p, QRectF(x + width - 70, y, 68, HEAD), self._designer(row), 3.2, align=RIGHT)
        details = self.data.describe(row.course)
        if row.current:
            details += " · " + translate("StageSheet", "being raced")
        fit_line(p, QRectF(x + 2, y + HEAD, width - 4, SUB), details, 3.0, colour=GREY)
        top = y + HEAD + SUB
        half = (width - 6) / 2
        left, right = QRectF(x, top, half, 0), QRectF(x + half + 6, top, half, 0)
        if self.one_day:
            title = translate("StageSheet", "Result")
            self._stage_table(p, left, title, row.result, 0)
            if self.data.competitors > self.placings:
                self._stage_table(p, right, "", row.result, self.placings)
            return
        self._stage_table(p, left, translate("StageSheet", "Stage result"), row.result, 0)
        general = translate("StageSheet", "General after stage {n}").format(n=row.number)
        self._general_table(p, right, general, row.general)

    def _designer(self, row: StageRow) -> str:
        """« Designed by: NAME » when the course says who, else a line to write it on."""
        name = self.data.designer(row.course).strip()
        if not name:
            return translate("StageSheet", "Designed by: ________________")
        return translate("StageSheet", "Designed by: {name}").format(name=name)

    def _rows(self, p: QPainter, r: QRectF, title: str) -> list[QRectF]:
        fit_line(p, QRectF(r.left(), r.top(), r.width(), TITLE), title, 3.4, bold=True)
        rows = [
            QRectF(r.left(), r.top() + TITLE + i * ROW, r.width(), ROW)
            for i in range(self.placings)
        ]
        p.setPen(QPen(RULE, 0.15))
        for cell in rows:
            p.drawLine(QPointF(cell.left(), cell.bottom()), QPointF(cell.right(), cell.bottom()))
        p.setPen(QPen(INK, 0.3))
        p.drawLine(QPointF(r.left(), r.top() + TITLE), QPointF(r.right(), r.top() + TITLE))
        return rows

    def _label(self, c: Classification, s: Standing) -> str:
        name = c.names[s.competitor] if s.competitor < len(c.names) else ""
        seat = c.seats[s.competitor] if s.competitor < len(c.seats) else None
        owner = self.data.seat_name(seat) if seat is not None else ""
        return f"{name} ({owner})" if name and owner else name or owner

    def _stage_table(
        self, p: QPainter, r: QRectF, title: str, c: Classification | None, first: int
    ) -> None:
        for i, cell in enumerate(self._rows(p, r, title)):
            rank = first + i + 1
            standing = c.standings[rank - 1] if c is not None and rank <= len(c.standings) else None
            if c is not None and standing is None:
                continue  # fewer finishers than rows
            fit_line(p, QRectF(cell.left(), cell.top(), 7, ROW), f"{rank}.", 3.2, align=RIGHT)
            if standing is None or c is None:
                continue
            name_w = cell.width() - 9 - 19
            fit_line(
                p,
                QRectF(cell.left() + 9, cell.top(), name_w, ROW),
                self._label(c, standing),
                3.2,
                elide=MIDDLE,
            )
            before = c.standings[rank - 2] if rank > 1 else None
            value = stage_value(c, standing, before)
            fit_line(p, QRectF(cell.right() - 18, cell.top(), 18, ROW), value, 3.2, align=RIGHT)

    def _general_table(self, p: QPainter, r: QRectF, title: str, c: Classification | None) -> None:
        for i, cell in enumerate(self._rows(p, r, title)):
            standing = c.standings[i] if c is not None and i < len(c.standings) else None
            if c is not None and standing is None:
                continue
            fit_line(p, QRectF(cell.left(), cell.top(), 7, ROW), f"{i + 1}.", 3.2, align=RIGHT)
            if standing is None or c is None:
                continue
            name_w = cell.width() - 9 - 38
            fit_line(
                p,
                QRectF(cell.left() + 9, cell.top(), name_w, ROW),
                self._label(c, standing),
                3.2,
                elide=MIDDLE,
            )
            cells = (
                (value_text(c, standing), 14.0, 3.2),
                (gap_text(c, standing), 15.0, 3.0),
                (movement_text(standing), 9.0, 2.8),
            )
            right = cell.right() - 38
            for value, cw, size in cells:
                fit_line(p, QRectF(right, cell.top(), cw - 1, ROW), value, size, align=RIGHT)
                right += cw


def stage_value(c: Classification, s: Standing, before: Standing | None = None) -> str:
    """The winner's time, then the gap behind him, « s.t. » (same time) for a rider
    with the time of the one ahead of him; a game in points: the points."""
    if c.unit is not Unit.TIME:
        return value_text(c, s)
    if before is None:
        return format_time(s.value)
    if s.gap == before.gap:
        return translate("StageSheet", "s.t.", "same time as the stage winner")
    return "+" + format_time(s.gap)


def sheet_title() -> str:
    return translate("StageSheet", "Stage tracking sheet")


def circuit_line(start: int, finish: int, forward: bool, length: int) -> str:
    """Where a stage starts and ends on its circuit (what its designer notes)."""
    way = translate("StageSheet", "forward") if forward else translate("StageSheet", "backward")
    return translate(
        "StageSheet",
        "start case {start} · finish line after case {finish} · {way} · {length} cases",
    ).format(start=start, finish=finish, way=way, length=length)
