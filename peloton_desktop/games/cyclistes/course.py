"""Cyclistes courses: a circuit of cases, some hatched (difficulties), width 7.

The race runs from the start case in the circuit's direction up to the finish
line, which lies just after the finish case. Runs of hatched cases are climbs,
categorised by length; an isolated hatched case is cobbles or a dangerous descent.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from peloton_desktop.core.late import late
from peloton_desktop.courses.common import (
    MAX_CASES,
    Cell,
    Climb,
    CourseDraft,
    CourseHeader,
    CourseKind,
    Issue,
    categorise,
    header,
    marked_feeds,
    range_issues,
    runs,
)
from peloton_desktop.games.cyclistes import messages as _messages  # noqa: F401

TERRAINS = ("N", "H")  # normal road, hatched difficulty
WIDTH = 7
MIN_CIRCUIT = 12
MIN_RACE = 10
FIELD_CASES = 6  # 6 teams of 7 riders behind the start line, 7 per case


class CyclistesCourse(CourseHeader):
    game: Literal["cyclistes"] = "cyclistes"
    cases: str = Field(min_length=1, max_length=MAX_CASES, pattern=r"^[NH]+$")
    width: int = Field(default=WIDTH, ge=WIDTH, le=WIDTH)
    direction: Literal["forward", "backward"] = "forward"
    start: int = Field(ge=1, le=MAX_CASES)
    finish: int = Field(ge=1, le=MAX_CASES)


def model_issues(course: CyclistesCourse) -> list[Issue]:
    """Problems a draft cannot hold (positions outside the circuit)."""
    draft = CourseDraft("cyclistes", course.id, course.name, cells=[Cell("N")] * len(course.cases))
    return range_issues(draft, "course.start_range", [course.start - 1]) + range_issues(
        draft, "course.finish_range", [course.finish - 1]
    )


def to_draft(course: CyclistesCourse) -> CourseDraft:
    cells = [Cell(t) for t in course.cases]
    ends = (course.start - 1, course.finish - 1)
    return CourseDraft.of_course("cyclistes", course, cells, ends, {"direction": course.direction})


def to_data(draft: CourseDraft) -> dict[str, Any]:
    return {
        **header(draft),
        "cases": draft.terrains(),
        "width": WIDTH,
        "direction": draft.options.get("direction", "forward"),
        "start": draft.start + 1,
        "finish": draft.finish + 1,
    }


def new_draft(course_id: str, name: str) -> CourseDraft:
    cases = "N" * 14 + "HHH" + "N" * 12 + "H" + "N" * 10
    return to_draft(CyclistesCourse(id=course_id, name=name, cases=cases, start=8, finish=40))


def race_order(draft: CourseDraft) -> list[int]:
    n = len(draft.cells)
    if not (0 <= draft.start < n and 0 <= draft.finish < n):
        return []
    step = 1 if draft.options.get("direction", "forward") == "forward" else -1
    order, i = [draft.start], draft.start
    while i != draft.finish and len(order) < n:
        i = (i + step) % n
        order.append(i)
    return order


def climbs(draft: CourseDraft) -> list[Climb]:
    """Hatched runs in race order; a run of one is not a climb (category None)."""
    found = runs(race_order(draft), lambda i: draft.cells[i].terrain == "H")
    return [Climb(r[0], r[-1], len(r), categorise(len(r)), r[-1]) for r in found]


def heights(draft: CourseDraft) -> list[float]:
    """Climbs rise one step per case; the road after them goes gently back down."""
    order = race_order(draft)
    up = {i for r in runs(order, lambda i: draft.cells[i].terrain == "H") if len(r) > 1 for i in r}
    result = [0.0] * len(draft.cells)
    h = 0.0
    for i in order:
        h = h + 1.0 if i in up else max(0.0, h - 0.5)
        result[i] = h
    return result


def issues(draft: CourseDraft) -> list[Issue]:
    n = len(draft.cells)
    found: list[Issue] = [
        Issue("course.bad_terrain", {"case": i + 1, "terrain": c.terrain}, case=i)
        for i, c in enumerate(draft.cells)
        if c.terrain not in TERRAINS
    ]
    if n < MIN_CIRCUIT:
        found.append(Issue("course.too_short", {"count": n, "minimum": MIN_CIRCUIT}))
    if n > MAX_CASES:
        found.append(Issue("course.too_long", {"count": n, "maximum": MAX_CASES}))
    found += range_issues(draft, "course.start_range", [draft.start])
    found += range_issues(draft, "course.finish_range", [draft.finish])
    order = race_order(draft)
    if order and len(order) < MIN_RACE:
        found.append(
            Issue("course.too_short", {"count": len(order), "minimum": MIN_RACE}, case=draft.finish)
        )
    if order and n - len(order) < FIELD_CASES:
        found.append(
            Issue(
                "cyc.course.behind_start",
                {"count": n - len(order), "needed": FIELD_CASES},
                "warning",
                draft.start,
            )
        )
    return found


KIND = CourseKind.of_module(
    globals(),
    game="cyclistes",
    terrains=TERRAINS,
    features=(),
    circuit=True,
    case_mm=(16.0, 74.0),
    lanes=WIDTH,
    model=CyclistesCourse,
    title="Cyclistes",
    capacity=WIDTH,
    feeds=marked_feeds,
    style=late("peloton_desktop.games.cyclistes.style", "CYCLISTES_STYLE"),
    tools=("start", "finish"),
    option="direction",
    ride=late("peloton_desktop.games.cyclistes.ride", "RIDE"),
    # a real road (courses/roads): hatched from 5 %, some 70 cases like the bundled
    # stages, and the field's cases behind the start line
    extra={
        "road": {
            "flat": "N",
            "up": {"H": 5.0},
            "usual_cases": 70,
            "min_cases": MIN_RACE,
            "behind": FIELD_CASES,
        }
    },
)
