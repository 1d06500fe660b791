"""How pages tile a course laid out in millimetres (`courses.track.course_layout`).

No Qt: the printed sheets and the tests share it. The course layout picked here is
the row length and orientation that need the fewest pages.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import Layout, course_layout, slots

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4), "a3": (297.0, 420.0)}
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


def best_layout(
    draft: CourseDraft, kind: CourseKind, paper: str, landscape: bool | None = None
) -> tuple[Layout, Tiling]:
    """The row length and page orientation that print the course on the fewest pages
    (in the orientation asked for, when one is)."""
    n = len(slots(draft, kind))
    choices = [None] if kind.circuit else sorted({max(1, math.ceil(n / k)) for k in range(1, 9)})
    best: tuple[tuple[int, float], Layout, Tiling] | None = None
    for per_row in choices:
        layout = course_layout(draft, kind, per_row)
        for turned in (False, True) if landscape is None else (landscape,):
            tiling = tile(layout, paper, turned)
            aspect = abs(math.log(max(layout.width, 1) / max(layout.height, 1) / 1.5))
            score = (len(tiling.tiles), aspect)
            if best is None or score < best[0]:
                best = (score, layout, tiling)
    assert best is not None
    return best[1], best[2]
