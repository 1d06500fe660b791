"""Where each case of a course lies on paper, in millimetres, and how pages tile it.

No Qt: the editor, the printed sheets and the tests share this geometry. Cases sit
on straight rows that alternate direction (a serpentine); half-ring bends join the
rows. A circuit is laid out as a stadium: two rows closed by a bend at each end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from peloton_desktop.courses.common import CourseDraft, CourseKind

BEND_GAP = 16.0  # mm between two rows, inside a bend
START_ZONE = -101  # slot indices START_ZONE, START_ZONE - 1, … are the fictive start zone


@dataclass(frozen=True)
class Box:
    """A case (index ≥ 0) or a finish tile (index < 0) on a row, travelling ±x."""

    index: int
    x: float
    y: float
    w: float
    h: float
    row: int
    forward: bool  # True: the road runs towards +x

    def corners(self) -> list[tuple[float, float]]:
        return [
            (self.x, self.y),
            (self.x + self.w, self.y),
            (self.x, self.y + self.h),
            (self.x + self.w, self.y + self.h),
        ]


@dataclass(frozen=True)
class Bend:
    """A half ring of road joining two rows at x, on the right (+1) or left (-1)."""

    x: float
    y_top: float  # top edge of the upper row
    width: float  # road width
    side: int

    @property
    def outer(self) -> float:
        return BEND_GAP / 2 + self.width

    def bounds(self) -> tuple[float, float, float, float]:
        cy = self.y_top + self.width + BEND_GAP / 2
        x0 = self.x if self.side > 0 else self.x - self.outer
        return (x0, cy - self.outer, self.outer, 2 * self.outer)


@dataclass(frozen=True)
class Layout:
    boxes: tuple[Box, ...]
    bends: tuple[Bend, ...]
    width: float
    height: float
    case_length: float
    case_width: float

    def box(self, index: int) -> Box | None:
        for b in self.boxes:
            if b.index == index:
                return b
        return None


@dataclass(frozen=True)
class Slot:
    index: int
    length: float


def slots(draft: CourseDraft, kind: CourseKind) -> list[Slot]:
    """Cases in road order; the fictive start zone (index ≤ START_ZONE) and finish
    tiles (index < 0 above it) are extra pieces of road without a case number."""
    length = kind.case_mm[0]
    option = kind.extra.get("start_zone_option")
    zone = int(draft.options.get(option, 0)) if option else 0
    found = [Slot(START_ZONE - k, length) for k in range(zone)]
    found += [Slot(i, length) for i in range(len(draft.cells))]
    for t in range(int(kind.extra.get("finish_tiles", 0))):
        found.append(Slot(-1 - t, float(kind.extra.get("finish_mm", length))))
    return found


def course_layout(draft: CourseDraft, kind: CourseKind, per_row: int | None = None) -> Layout:
    """Rows of `per_row` cases (a circuit: always two rows, closed)."""
    items = slots(draft, kind)
    width = kind.case_mm[1]
    if kind.circuit:
        per_row = max(1, math.ceil(len(items) / 2))
    per_row = max(1, per_row or len(items) or 1)
    rows = [items[i : i + per_row] for i in range(0, len(items), per_row)] or [[]]
    pitch = width + BEND_GAP
    row_len = max(sum(s.length for s in r) for r in rows) if items else 0.0
    margin = BEND_GAP / 2 + width if (len(rows) > 1 or kind.circuit) else 0.0
    boxes: list[Box] = []
    bends: list[Bend] = []
    for r, row in enumerate(rows):
        forward = r % 2 == 0
        y = r * pitch
        x = margin if forward else margin + row_len
        for s in row:
            if forward:
                boxes.append(Box(s.index, x, y, s.length, width, r, True))
                x += s.length
            else:
                x -= s.length
                boxes.append(Box(s.index, x, y, s.length, width, r, False))
        if r + 1 < len(rows):
            side = 1 if forward else -1
            bends.append(Bend(margin + row_len if forward else margin, y, width, side))
    if kind.circuit and len(rows) == 2:
        bends.append(Bend(margin, 0.0, width, -1))
    height = len(rows) * width + (len(rows) - 1) * BEND_GAP
    total_w = row_len + 2 * margin if margin else row_len
    if margin and len(rows) == 1:
        total_w = row_len + margin
    return Layout(tuple(boxes), tuple(bends), total_w, height, kind.case_mm[0], width)


# -- pages -------------------------------------------------------------------

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAGE_MARGIN = 10.0
OVERLAP = 12.0
HEADER = 8.0  # the strip at the foot of each page for its number and name


@dataclass(frozen=True)
class PageTile:
    number: int  # 1-based among printed course pages
    row: int
    col: int
    x: float  # the part of the layout this page shows
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Tiling:
    paper: str
    landscape: bool
    area_w: float  # drawable area on a page, mm
    area_h: float
    rows: int
    cols: int
    tiles: tuple[PageTile, ...]

    def tile_at(self, row: int, col: int) -> PageTile | None:
        for t in self.tiles:
            if (t.row, t.col) == (row, col):
                return t
        return None


def page_area(paper: str, landscape: bool) -> tuple[float, float]:
    w, h = PAPERS[paper]
    if landscape:
        w, h = h, w
    return (w - 2 * PAGE_MARGIN, h - 2 * PAGE_MARGIN - HEADER)


def _content_rects(layout: Layout) -> list[tuple[float, float, float, float]]:
    rects = [(b.x, b.y, b.w, b.h) for b in layout.boxes]
    rects += [b.bounds() for b in layout.bends]
    return rects


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def tile(layout: Layout, paper: str, landscape: bool) -> Tiling:
    """Cut the layout into page-sized pieces that overlap by OVERLAP mm; skip empty ones."""
    aw, ah = page_area(paper, landscape)
    step_w, step_h = aw - OVERLAP, ah - OVERLAP
    cols = max(1, math.ceil((layout.width - OVERLAP) / step_w))
    rows = max(1, math.ceil((layout.height - OVERLAP) / step_h))
    # centre the layout in the tiled area so that margins are even
    ox = (cols * step_w + OVERLAP - layout.width) / 2
    oy = (rows * step_h + OVERLAP - layout.height) / 2
    content = _content_rects(layout)
    tiles: list[PageTile] = []
    for r in range(rows):
        for c in range(cols):
            rect = (c * step_w - ox, r * step_h - oy, aw, ah)
            if any(_overlaps(rect, x) for x in content):
                tiles.append(PageTile(len(tiles) + 1, r, c, *rect))
    return Tiling(paper, landscape, aw, ah, rows, cols, tuple(tiles))


def best_layout(draft: CourseDraft, kind: CourseKind, paper: str) -> tuple[Layout, Tiling]:
    """The row length and page orientation that print the course on the fewest pages."""
    n = len(slots(draft, kind))
    choices = [None] if kind.circuit else sorted({max(1, math.ceil(n / k)) for k in range(1, 9)})
    best: tuple[tuple[int, float], Layout, Tiling] | None = None
    for per_row in choices:
        layout = course_layout(draft, kind, per_row)
        for landscape in (False, True):
            tiling = tile(layout, paper, landscape)
            aspect = abs(math.log(max(layout.width, 1) / max(layout.height, 1) / 1.5))
            score = (len(tiling.tiles), aspect)
            if best is None or score < best[0]:
                best = (score, layout, tiling)
    assert best is not None
    return best[1], best[2]
