"""The course sheet: a cover page (profile, legend, climbs, assembly map) and the course
at play scale, cut into pages with glue margins and crosses (`printing.document`
says how any document is painted)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QPen,
)

from peloton_desktop import colours
from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.common import Cell, CourseDraft
from peloton_desktop.courses.kinds import check_playable, kind
from peloton_desktop.courses.track import Box
from peloton_desktop.draw.paint import INK, PAPER, mm_font, over, text_in
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing import text
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.fitting import fit_line, fitted_lines
from peloton_desktop.printing.layout import (
    OVERLAP,
    PAGE_MARGIN,
    PAPERS,
    PageTile,
    best_layout,
)
from peloton_desktop.printing.painter import fit, paint_case, paint_course, paint_profile
from peloton_desktop.printing.road_stage import road_cover

GLUE = qcolor(colours.BLACK, 22)


class CourseSheet(Document):
    """Cover page (name, profile, legend, climbs, assembly map) + play-scale pages."""

    def __init__(
        self, draft: CourseDraft, paper: str = "a4", landscape: bool | None = None
    ) -> None:
        if paper not in PAPERS:
            raise BadInput("cli.bad_argument", problem=f"paper must be one of {', '.join(PAPERS)}")
        check_playable(draft)
        self.draft, self.kind, self.paper = draft, kind(draft.game), paper
        self.layout, self.tiling = best_layout(draft, self.kind, paper, landscape)
        self.landscape = self.tiling.landscape
        self.title = draft.name

    def page_count(self) -> int:
        return 1 + len(self.tiling.tiles)

    def paint_page(self, p: QPainter, page: int) -> None:
        if page == 0:
            self._cover(p)
        else:
            self._tile(p, self.tiling.tiles[page - 1])

    # -- cover ------------------------------------------------------------------

    def _cover(self, p: QPainter) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        d, k = self.draft, self.kind
        inner = w - 2 * m
        size = 9.0
        while (
            size > 5
            and QFontMetricsF(mm_font(p, size, True), p.device()).horizontalAdvance(d.name) > inner
        ):
            size -= 0.5  # a long name gets smaller, never cut
        text_in(p, QRectF(m, m, inner, 12), d.name, size, INK, True, Qt.AlignmentFlag.AlignLeft)
        sub = translate("Courses", "%1 course · %2 cases · race of %3 cases")
        sub = (
            sub.replace("%1", text.game_name(d.game))
            .replace("%2", str(len(d.cells)))
            .replace("%3", str(len(k.race_order(d))))
        )
        text_in(p, QRectF(m, m + 12, inner, 6), sub, 4, INK, False, Qt.AlignmentFlag.AlignLeft)
        y = m + 19
        if d.designer:
            by = translate("Courses", "Designed by %1").replace("%1", d.designer)
            fit_line(p, QRectF(m, y - 1, inner, 6), by, 3.6)
            y += 6
        if d.description:
            text_in(
                p,
                QRectF(m, y, inner, 14),
                d.description,
                3.4,
                INK,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
            y += 15
        profile = road_cover(p, QRectF(m, y, inner, 34), d)  # beside a real road's profile
        paint_profile(p, profile, d, k)
        y = profile.bottom() + 4
        half = (inner - 6) / 2
        legend_h = self._legend(p, QRectF(m, y, half, 60))
        self._climbs(p, QRectF(m + half + 6, y, half, max(legend_h, 40)))
        y += max(legend_h, 40) + 4
        self._assembly(p, QRectF(m, y, inner, h - m - y - 22))
        note = translate(
            "Courses",
            "Print at 100 % (no “fit to page”). One case is %1 × %2 mm. Cut each page along "
            "its dashed lines and glue it over the grey strip of the page it continues.",
        )
        note = note.replace("%1", f"{k.case_mm[0]:g}").replace("%2", f"{k.case_mm[1]:g}")
        text_in(
            p,
            QRectF(m, h - m - 20, inner, 13),  # ends above the footer line
            note,
            3,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
        )
        self._footer(p, 1)

    def _legend(self, p: QPainter, r: QRectF) -> float:
        d, k = self.draft, self.kind
        text_in(
            p,
            QRectF(r.left(), r.top(), r.width(), 6),
            translate("Courses", "Legend"),
            4.2,
            INK,
            True,
            Qt.AlignmentFlag.AlignLeft,
        )
        y = r.top() + 8
        swatch = 9.0
        rows: list[tuple[str, CourseDraft]] = []
        for t in k.terrains:
            sample = d.copy()
            sample.cells = [Cell(t)]
            sample.start, sample.finish = -1, -1
            rows.append((text.terrain_name(d.game, t), sample))
        for f in k.features:
            sample = d.copy()
            sample.cells = [k.feature_cell(f)]
            sample.start, sample.finish = -1, -1
            rows.append((text.feature_name(f), sample))
        for label, sample in rows:
            p.save()
            p.translate(r.left(), y)
            p.scale(swatch / max(k.case_mm), swatch / max(k.case_mm))
            paint_case(p, Box(0, 0, 0, k.case_mm[0], k.case_mm[1], 0, True), sample, k)
            p.restore()
            text_in(
                p,
                QRectF(r.left() + swatch + 3, y, r.width() - swatch - 3, swatch),
                label,
                3.2,
                INK,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
            y += swatch + 2
        return y - r.top()

    def _climbs(self, p: QPainter, r: QRectF) -> None:
        d, k = self.draft, self.kind
        text_in(
            p,
            QRectF(r.left(), r.top(), r.width(), 6),
            translate("Courses", "Climbs"),
            4.2,
            INK,
            True,
            Qt.AlignmentFlag.AlignLeft,
        )
        lines = [text.climb_line(c, d.game) for c in k.climbs(d)]
        box = QRectF(r.left(), r.top() + 8, r.width(), r.height() - 8)
        feeds = k.feeds(d)
        feed = ""
        if feeds:
            feed = text.feed_line(feeds)
            # the climbs fit above the feed line, which is always shown
            p.save()
            p.setFont(mm_font(p, 3.2, False))
            wrap = int(Qt.TextFlag.TextWordWrap)
            shown = p.boundingRect(QRectF(0, 0, box.width(), 1e6), wrap, feed + "\n").height()
            p.restore()
            lines = fitted_lines(p, box.adjusted(0, 0, 0, -shown), lines, 3.2, _more)
            lines.append(feed)
        else:
            lines = fitted_lines(p, box, lines, 3.2, _more)  # a long course: "…and 12 more"
        if not lines:
            lines = [translate("Courses", "No climb: a flat course.")]
        text_in(
            p,
            box,
            "\n".join(lines),
            3.2,
            INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )

    def _assembly(self, p: QPainter, r: QRectF) -> None:
        """The whole course small, with each page's rectangle and number on top."""
        t = self.tiling
        text_in(
            p,
            QRectF(r.left(), r.top(), r.width(), 6),
            translate("Courses", "Assembly: %1 pages").replace("%1", str(len(t.tiles))),
            4.2,
            INK,
            True,
            Qt.AlignmentFlag.AlignLeft,
        )
        area = r.adjusted(0, 8, 0, 0)
        if area.height() < 10:
            return
        source = QRectF(
            min(x.x for x in t.tiles),
            min(x.y for x in t.tiles),
            max(x.x + x.w for x in t.tiles) - min(x.x for x in t.tiles),
            max(x.y + x.h for x in t.tiles) - min(x.y for x in t.tiles),
        )
        p.save()
        scale = fit(p, source, area)
        paint_course(p, self.layout, self.draft, self.kind)
        for tile in t.tiles:
            rect = QRectF(tile.x, tile.y, tile.w, tile.h)
            p.setPen(QPen(qcolor(colours.SELECT), 0.6 / scale))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(rect)
            text_in(p, rect, str(tile.number + 1), 6 / scale, qcolor(colours.SELECT), True)
        p.restore()

    # -- play-scale pages ----------------------------------------------------------

    def _tile(self, p: QPainter, tile: PageTile) -> None:
        t, m = self.tiling, PAGE_MARGIN
        area = QRectF(m, m, t.area_w, t.area_h)
        p.save()
        p.setClipRect(area)  # the same cut edge; what is painted is culled to the page
        p.translate(m - tile.x, m - tile.y)
        shown = QRectF(tile.x, tile.y, tile.w, tile.h)
        paint_course(p, self.layout, self.draft, self.kind, area=shown)
        p.restore()
        right = t.tile_at(tile.row, tile.col + 1)
        below = t.tile_at(tile.row + 1, tile.col)
        left = t.tile_at(tile.row, tile.col - 1)
        above = t.tile_at(tile.row - 1, tile.col)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(GLUE)
        # the strips this page shares with the next pages: glue them over here
        if right:
            p.drawRect(QRectF(area.right() - OVERLAP, area.top(), OVERLAP, area.height()))
            self._edge_label(
                p,
                QRectF(area.right() - OVERLAP, area.top(), OVERLAP, area.height()),
                right.number + 1,
                vertical=True,
            )
        if below:
            p.drawRect(QRectF(area.left(), area.bottom() - OVERLAP, area.width(), OVERLAP))
            self._edge_label(
                p,
                QRectF(area.left(), area.bottom() - OVERLAP, area.width(), OVERLAP),
                below.number + 1,
                vertical=False,
            )
        dash = QPen(INK, 0.35, Qt.PenStyle.DashLine)
        p.setPen(dash)
        # cut lines where this page goes over the previous ones
        if left:
            x = area.left() + OVERLAP
            p.drawLine(QPointF(x, area.top() - m * 0.6), QPointF(x, area.bottom() + m * 0.4))
        if above:
            y = area.top() + OVERLAP
            p.drawLine(QPointF(area.left() - m * 0.6, y), QPointF(area.right() + m * 0.6, y))
        self._crosses(p, area, left is not None, above is not None)
        p.setPen(QPen(over(PAPER, qcolor(colours.BLACK), 60), 0.2))  # opaque: a PDF line
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(area)
        self._footer(p, tile.number + 1, tile)

    def _edge_label(self, p: QPainter, r: QRectF, page: int, vertical: bool) -> None:
        label = translate("Courses", "page %1 goes here").replace("%1", str(page))
        p.save()
        if vertical:
            p.translate(r.center())
            p.rotate(90)
            box = QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width())
        else:
            box = r
        text_in(p, box, label, 2.6, qcolor(colours.BLACK, 150))
        p.restore()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(GLUE)

    def _crosses(self, p: QPainter, area: QRectF, left: bool, above: bool) -> None:
        """Registration crosses at the corners of the overlap, to line pages up."""
        p.setPen(QPen(INK, 0.3))
        xs = [area.left() + OVERLAP] if left else []
        ys = [area.top() + OVERLAP] if above else []
        for x in xs:
            for y in (area.top() + OVERLAP, area.bottom() - OVERLAP):
                self._cross(p, x, y)
        for y in ys:
            for x in (area.left() + OVERLAP, area.right() - OVERLAP):
                self._cross(p, x, y)

    @staticmethod
    def _cross(p: QPainter, x: float, y: float) -> None:
        s = 3.0
        p.drawLine(QPointF(x - s, y), QPointF(x + s, y))
        p.drawLine(QPointF(x, y - s), QPointF(x, y + s))

    def _footer(self, p: QPainter, number: int, tile: PageTile | None = None) -> None:
        w, h = self.page_mm
        m = PAGE_MARGIN
        # A long course name is shortened so the footer stays on its one line.
        name = QFontMetricsF(mm_font(p, 3), p.device()).elidedText(
            self.draft.name, Qt.TextElideMode.ElideRight, (w - 2 * m) * 0.45
        )
        label = translate("Courses", "%1 · page %2 of %3").replace("%1", name)
        label = label.replace("%2", str(number)).replace("%3", str(self.page_count()))
        if tile is not None:
            where = translate("Courses", "row %1, column %2")
            label += " · " + where.replace("%1", str(tile.row + 1)).replace("%2", str(tile.col + 1))
        text_in(
            p,
            QRectF(m, h - m - 5, w - 2 * m, 5),
            label,
            3,
            INK,
            False,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )


def _more(count: int) -> str:
    return translate("Printing", "…and %n more", None, count)


def course_sheet(
    draft: CourseDraft, paper: str = "a4", landscape: bool | None = None
) -> CourseSheet:
    """The course sheet; `landscape` None: the orientation that needs the fewest pages."""
    return CourseSheet(draft, paper, landscape)
