"""The track every track game shares: cases, capacity, geometry.

No Qt. A *position* counts cases along the race from the start: position 1 is the
start case, `Track.finish` the finish case; positions ≤ 0 lie behind the start line
(a circuit's cases, or a fictive start zone) and positions past the
finish are finish tiles or run-out (who stands where: courses/occupancy.py). The
geometry at the end lays cases out in millimetres, as the editor and the printed
sheet draw them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from peloton_desktop.courses.common import CourseDraft, CourseKind

# -- the track --------------------------------------------------------------------


@dataclass(frozen=True)
class Track:
    """The cases of one course in race terms. `cells` are the draft's cells (0-based)."""

    terrains: tuple[str, ...]
    features: tuple[frozenset[str], ...]
    start: int  # 0-based cell of position 1
    finish: int  # the finish position: a rider beyond it has finished
    step: int  # +1 along the case numbers, -1 against them
    circuit: bool
    capacity: int | None  # riders a case holds; None: no limit

    @classmethod
    def from_draft(
        cls, draft: CourseDraft, kind: CourseKind, values: Mapping[str, Any] | None = None
    ) -> Track:
        """`values`: a ruleset's values, which may set `case_capacity`."""
        step = -1 if draft.options.get("direction", "forward") == "backward" else 1
        return cls(
            terrains=tuple(c.terrain for c in draft.cells),
            features=tuple(c.features for c in draft.cells),
            start=draft.start,
            finish=len(kind.race_order(draft)),
            step=step,
            circuit=kind.circuit,
            capacity=case_capacity(kind, values),
        )

    def cell(self, position: int) -> int | None:
        """The 0-based cell at `position`, None off the drawn cases (start zone, finish tiles)."""
        i = self.start + self.step * (position - 1)
        if self.circuit and self.terrains:
            return i % len(self.terrains)
        return i if 0 <= i < len(self.terrains) else None

    def terrain(self, position: int) -> str | None:
        i = self.cell(position)
        return None if i is None else self.terrains[i]

    def has(self, position: int, feature: str) -> bool:
        i = self.cell(position)
        return i is not None and feature in self.features[i]

    def finished(self, position: int) -> bool:
        return position > self.finish

    def beyond_finish(self, position: int) -> int:
        """How far past the finish (0 when not across): a tie-break on finish tiles."""
        return max(0, position - self.finish)


def case_capacity(kind: CourseKind, values: Mapping[str, Any] | None = None) -> int | None:
    """The kind's capacity unless the ruleset sets `case_capacity`."""
    if values is not None and values.get("case_capacity") is not None:
        return int(values["case_capacity"])
    return kind.capacity


# -- geometry: where each case lies, in millimetres -----------------------------------
# Cases sit on straight rows that alternate direction (a serpentine); half-ring bends
# join the rows. A circuit is laid out as a stadium: two rows closed by a bend at
# each end. The printed sheet tiles this layout into pages (printing/layout.py).

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


def editor_layout(draft: CourseDraft, kind: CourseKind) -> Layout:
    """The editor's rows: `kind.editor_row` cases each (the library thumbnails too)."""
    return course_layout(draft, kind, kind.editor_row)
