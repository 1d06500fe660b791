"""The results sheet of a finished game: who played, the winner and why (the
tie-break used), the full ranking, and a race's classifications with their gaps.

The game's own words (the headline, each seat's label) come from its view, so
printing names no game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QDate, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from peloton_desktop import colours
from peloton_desktop.core.stages import Classification
from peloton_desktop.core.story import Story
from peloton_desktop.draw.paint import INK, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.seat import default_colour
from peloton_desktop.draw.standings import (
    classification_title,
    gap_text,
    movement_text,
    value_text,
)
from peloton_desktop.draw.story import Line, held, paint_chart, unit_title
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.layout import PAGE_MARGIN

ROW_MM = 6.5
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class ResultsData:
    game_title: str
    headline: str  # the winner and why (the tie-break used), in the game's words
    ranking: Sequence[str]  # seat labels, best first
    players: Sequence[str]  # "Ana (human)", "Robot (bot, strong)"…
    classifications: Sequence[Classification] = ()
    seat_name: Callable[[int], str] = str
    moves: int = 0
    story: Story | None = None  # the game's story: its charts get a page of their own
    seat_colours: Sequence[str] = ()
    turning: Sequence[str] = ()  # the turning points, in words


@dataclass(frozen=True)
class Part:
    """Standings start…end of a classification: what one page holds of it."""

    classification: Classification
    start: int
    end: int


class ResultsSheet(Document):
    """One page (more for a long race): heading, headline, ranking, classifications."""

    def __init__(self, data: ResultsData, paper: str = "a4", landscape: bool = False) -> None:
        self.data = data
        self.paper = paper
        self.landscape = landscape
        self.title = translate("Results", "Results — {game}").format(game=data.game_title)
        self.pages = self._paginate()

    def _paginate(self) -> list[list[Part]]:
        """The classifications each page holds (the first page has the ranking); one
        longer than a page (48 riders) goes on over the next, its title repeated."""
        height = self.page_mm[1] - 2 * PAGE_MARGIN - ROW_MM  # the footer's line
        first = 40 + ROW_MM * (len(self.data.ranking) + len(self.data.players) + 4)
        pages: list[list[Part]] = [[]]
        used = first
        for c in self.data.classifications:
            start = 0
            while start < len(c.standings) or start == 0:
                room = int((height - used) // ROW_MM) - 3  # title, rule, space
                left = len(c.standings) - start
                if room < min(left, 3):  # not even a few rows here: a new page
                    pages.append([])
                    used = 10.0
                    continue
                end = start + min(room, left)
                pages[-1].append(Part(c, start, end))
                used += ROW_MM * (end - start + 3)
                start = end
                if left == 0:
                    break
        if self.data.story is not None:
            pages.append([])  # the story's page: drawn by `_story`
        return pages

    def page_count(self) -> int:
        return len(self.pages)

    def paint_page(self, p: QPainter, page: int) -> None:
        d = self.data
        width = self.page_mm[0] - 2 * PAGE_MARGIN
        x, y = PAGE_MARGIN, PAGE_MARGIN
        if page == 0:
            text_in(p, QRectF(x, y, width, 12), self.title, 7.0, bold=True, align=LEFT)
            today = QLocale().toString(QDate.currentDate(), QLocale.FormatType.LongFormat)
            count = d.moves  # a plain name: pyside6-lupdate skips a plural counted by d.moves
            moves = translate("Results", "%n move(s)", None, count)
            text_in(p, QRectF(x, y + 12, width, 6), f"{today} · {moves}", 3.5, align=LEFT)
            y += 22
            text_in(p, QRectF(x, y, width, 14), d.headline, 4.5, bold=True, align=LEFT)
            y += 16
            y = self._list(p, x, y, width, translate("Results", "Final ranking"), d.ranking)
            y = self._list(p, x, y, width, translate("Results", "Players"), d.players, False)
        else:
            y += 4
        if self.data.story is not None and page == len(self.pages) - 1:
            self._story(p, x, y, width, self.data.story)
        for part in self.pages[page]:
            y = self._table(p, x, y, width, part)
        footer = translate("Results", "Peloton Desktop · page {n} of {total}").format(
            n=page + 1, total=self.page_count()
        )
        text_in(
            p,
            QRectF(x, self.page_mm[1] - PAGE_MARGIN, width, 5),
            footer,
            2.8,
            qcolor(colours.PRINT_GREY),
            align=RIGHT,
        )

    def _list(
        self,
        p: QPainter,
        x: float,
        y: float,
        w: float,
        title: str,
        rows: Sequence[str],
        numbered: bool = True,
    ) -> float:
        text_in(p, QRectF(x, y, w, ROW_MM), title, 4.0, bold=True, align=LEFT)
        y += ROW_MM
        for i, row in enumerate(rows):
            label = f"{i + 1}. {row}" if numbered else f"• {row}"
            text_in(p, QRectF(x + 4, y, w - 4, ROW_MM), label, 3.6, align=LEFT)
            y += ROW_MM
        return y + ROW_MM / 2

    def _table(self, p: QPainter, x: float, y: float, w: float, part: Part) -> float:
        c = part.classification
        title = classification_title(c)
        if part.start:
            title = translate("Results", "{title} (continued)").format(title=title)
        text_in(p, QRectF(x, y, w, ROW_MM), title, 4.0, bold=True, align=LEFT)
        y += ROW_MM
        columns = (0.08, 0.42, 0.18, 0.16, 0.16)  # rank, name, value, gap, movement
        p.setPen(QPen(INK, 0.2))
        p.drawLine(int(x), int(y), int(x + w), int(y))
        for s in c.standings[part.start : part.end]:
            seat = c.seats[s.competitor] if s.competitor < len(c.seats) else None
            name = c.names[s.competitor] if s.competitor < len(c.names) else ""
            owner = self.data.seat_name(seat) if seat is not None else ""
            label = f"{name} ({owner})" if name and owner else name or owner
            cells = [str(s.rank), label, value_text(c, s), gap_text(c, s), movement_text(s)]
            cx = x
            for share, cell, align in zip(
                columns, cells, (RIGHT, LEFT, RIGHT, RIGHT, RIGHT), strict=True
            ):
                text_in(p, QRectF(cx + 1, y, w * share - 2, ROW_MM), cell, 3.4, align=align)
                cx += w * share
            y += ROW_MM
        return y + ROW_MM / 2

    def _story(self, p: QPainter, x: float, y: float, w: float, story: Story) -> None:
        """The story's page: the move-by-move chart, the general classification by
        stage (a race) and the turning points."""
        d = self.data
        text_in(
            p,
            QRectF(x, y, w, 8),
            translate("Results", "The story of the game"),
            5.0,
            bold=True,
            align=LEFT,
        )
        y += 10

        def colour(seat: int) -> QColor:
            given = d.seat_colours[seat] if seat < len(d.seat_colours) else None
            return QColor(given or default_colour(seat))

        turns = [
            Line(
                d.seat_name(s),
                colour(s),
                held(story.steps, story.values, s),
            )
            for s in range(story.seats)
        ]
        height = 95.0
        paint_chart(
            p,
            QRectF(x, y, w, height),
            unit_title(story.unit, story.higher_is_better),
            translate("Story", "Move"),
            turns,
            reverse=not story.higher_is_better,
        )
        y += height + 4
        if len(story.stages) > 1:
            general = [
                Line(
                    d.seat_name(s),
                    colour(s),
                    [
                        (st, float(v))
                        for st, r in zip(story.stages, story.general, strict=True)
                        if (v := r[s]) is not None
                    ],
                )
                for s in range(story.seats)
            ]
            paint_chart(
                p,
                QRectF(x, y, w, 70.0),
                translate("Story", "General classification after each stage"),
                translate("Story", "Stage"),
                general,
                reverse=True,
            )
            y += 74
        if d.turning:
            text_in(
                p,
                QRectF(x, y, w, ROW_MM),
                translate("Story", "Where it was won"),
                4.0,
                bold=True,
                align=LEFT,
            )
            y += ROW_MM
            top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            for i, line in enumerate(d.turning):  # two lines each: a sentence and its move
                text_in(p, QRectF(x + 4, y, w - 4, 2 * ROW_MM), f"{i + 1}. {line}", 3.4, align=top)
                y += 2 * ROW_MM
