"""The track every track game shares: cases, capacity, arrival order, groups, geometry.

No Qt. A *position* counts cases along the race from the start: position 1 is the
start case, `Track.finish` the finish case; positions ≤ 0 lie behind the start line
(a circuit's cases, or a fictive start zone) and positions past the
finish are finish tiles or run-out. `Occupancy` keeps who stands on each position in
the order they arrived; the geometry at the end lays cases out in millimetres, as the
editor and the printed sheet draw them.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from peloton_desktop.courses.common import CourseDraft, CourseKind

Rider = Hashable


class CaseFull(ValueError):
    """A rider may not enter a case that holds its capacity (engines turn it into
    their own illegal-action error)."""


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


# -- ordered occupancy ---------------------------------------------------------------


@dataclass(frozen=True)
class Group:
    """Riders on consecutive occupied positions, no empty case between; front first."""

    front: int
    back: int
    riders: tuple[Rider, ...]  # front to back; on a case, first arrived first

    @property
    def positions(self) -> range:
        return range(self.front, self.back - 1, -1)


class Occupancy:
    """Who stands on each position, in the order they arrived there."""

    def __init__(self, capacity: int | None = None) -> None:
        self.capacity = capacity
        self._on: dict[int, list[Rider]] = {}
        self._at: dict[Rider, int] = {}

    def __len__(self) -> int:
        return len(self._at)

    def __contains__(self, rider: object) -> bool:
        return rider in self._at

    def copy(self) -> Occupancy:
        other = Occupancy(self.capacity)
        other._on = {p: list(r) for p, r in self._on.items()}
        other._at = dict(self._at)
        return other

    def position(self, rider: Rider) -> int:
        return self._at[rider]

    def riders_on(self, position: int) -> tuple[Rider, ...]:
        """First arrived first."""
        return tuple(self._on.get(position, ()))

    def last_arrived_first(self, position: int) -> tuple[Rider, ...]:
        return tuple(reversed(self._on.get(position, ())))

    def free(self, position: int) -> int | None:
        """Places left on the case; None: no limit."""
        if self.capacity is None:
            return None
        return self.capacity - len(self._on.get(position, ()))

    def is_full(self, position: int) -> bool:
        capacity = self.capacity  # free(position) <= 0, without the call (hot in playouts)
        return capacity is not None and len(self._on.get(position, ())) >= capacity

    def furthest(self, start: int, end: int) -> int:
        """From `start` towards `end` (ahead), the last case reached before a full one
        (`end` when none is full): `is_full` asked case by case, in one loop."""
        capacity = self.capacity
        if capacity is None:
            return end
        on = self._on
        p = start
        while p < end:
            riders = on.get(p + 1)
            if riders is not None and len(riders) >= capacity:
                break
            p += 1
        return p

    def taken(self, position: int) -> bool:
        """Someone stands on the case."""
        return position in self._on

    def add(self, rider: Rider, position: int) -> None:
        """Put a rider on a case, behind those already there."""
        if rider in self._at:
            raise ValueError(f"rider {rider!r} is already on the track")
        if self.is_full(position):
            raise CaseFull(f"case {position} is full ({self.capacity} riders)")
        self._on.setdefault(position, []).append(rider)
        self._at[rider] = position

    def remove(self, rider: Rider) -> int:
        """Take a rider off the track; returns where it stood."""
        position = self._at.pop(rider)
        riders = self._on[position]
        riders.remove(rider)
        if not riders:
            del self._on[position]
        return position

    def move(self, rider: Rider, position: int) -> None:
        """The rider arrives last on `position`; a full case raises CaseFull, rider unmoved."""
        start = self._at.get(rider)
        if start == position:
            return
        if self.is_full(position):
            raise CaseFull(f"case {position} is full ({self.capacity} riders)")
        if start is None:
            raise KeyError(rider)  # not on the track
        # remove then add, in one: leaving another case cannot fill this one
        riders = self._on[start]
        riders.remove(rider)
        if not riders:
            del self._on[start]
        self._on.setdefault(position, []).append(rider)
        self._at[rider] = position

    def occupied(self) -> list[int]:
        """Occupied positions, front (furthest along) first."""
        return sorted(self._on, reverse=True)

    def front_to_back(self) -> Iterator[Rider]:
        """The front case first; on a case, first arrived first (as things stand when
        asked: a list made at once is faster than a generator)."""
        on = self._on
        return iter([r for position in sorted(on, reverse=True) for r in on[position]])

    def groups(self) -> list[Group]:
        """Runs of consecutive occupied positions, the leading group first."""
        found: list[Group] = []
        for position in self.occupied():
            riders = tuple(self._on[position])
            last = found[-1] if found else None
            if last is not None and last.back == position + 1:
                found[-1] = Group(last.front, position, last.riders + riders)
            else:
                found.append(Group(position, position, riders))
        return found

    def to_json(self) -> dict[str, list[Any]]:
        return {str(p): list(r) for p, r in sorted(self._on.items())}

    @classmethod
    def from_json(cls, data: Mapping[str, list[Any]], capacity: int | None = None) -> Occupancy:
        occupancy = cls(capacity)
        for position, riders in data.items():
            for rider in riders:
                occupancy.add(rider, int(position))
        return occupancy


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
