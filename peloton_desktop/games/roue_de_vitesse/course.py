"""Roue de Vitesse stages: cases coloured mountain (red), flat (green), descent (black).

Riders wait in the fictive start zone before case 1; "R" cases are ravitaillements
(optional rule), summits score the climber's jersey, and the first rider past the
finish case wins. Cases after the finish are run-out where the turn ends.
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
    climb_heights,
    header,
    marked_feeds,
    range_issues,
    runs,
)
from peloton_desktop.games.roue_de_vitesse import messages as _messages  # noqa: F401

TERRAINS = ("M", "F", "D")  # mountain, flat, descent
FEATURES = ("feed", "summit")
MIN_RACE = 10
PER_CASE = 4  # riders a case holds
START_ZONE = 5  # 6 players × 3 riders, PER_CASE per case


class RdvCourse(CourseHeader):
    game: Literal["roue_de_vitesse"] = "roue_de_vitesse"
    cases: str = Field(min_length=1, max_length=MAX_CASES, pattern=r"^[MFD]+$")
    start_zone: int = Field(default=START_ZONE, ge=1, le=10)
    feeds: list[int] = Field(default_factory=list, max_length=MAX_CASES)
    summits: list[int] = Field(default_factory=list, max_length=MAX_CASES)
    finish: int = Field(ge=1, le=MAX_CASES)


def model_issues(course: RdvCourse) -> list[Issue]:
    """Problems a draft cannot hold: marks outside the course or given twice."""
    draft = CourseDraft("roue_de_vitesse", course.id, course.name)
    draft.cells = [Cell("F")] * len(course.cases)
    found = range_issues(draft, "course.finish_range", [course.finish - 1])
    found += range_issues(draft, "course.feed_range", [c - 1 for c in course.feeds])
    found += range_issues(draft, "course.summit_range", [c - 1 for c in course.summits])
    for marks in (course.feeds, course.summits):
        seen: set[int] = set()
        for c in marks:
            if c in seen:
                found.append(Issue("course.duplicate_mark", {"case": c}, case=c - 1))
            seen.add(c)
    return found


def to_draft(course: RdvCourse) -> CourseDraft:
    cells = []
    for i, t in enumerate(course.cases, start=1):
        features = {"feed"} if i in course.feeds else set()
        if i in course.summits:
            features.add("summit")
        cells.append(Cell(t, frozenset(features)))
    options = {"start_zone": course.start_zone}
    return CourseDraft.of_course("roue_de_vitesse", course, cells, (0, course.finish - 1), options)


def to_data(draft: CourseDraft) -> dict[str, Any]:
    return {
        **header(draft),
        "cases": draft.terrains(),
        "start_zone": int(draft.options.get("start_zone", START_ZONE)),
        "feeds": [i + 1 for i in draft.marked("feed")],
        "summits": [i + 1 for i in draft.marked("summit")],
        "finish": draft.finish + 1,
    }


def new_draft(course_id: str, name: str) -> CourseDraft:
    cases = "F" * 12 + "M" * 6 + "D" * 4 + "F" * 8
    return to_draft(RdvCourse(id=course_id, name=name, cases=cases, summits=[18], finish=30))


def race_order(draft: CourseDraft) -> list[int]:
    return list(range(min(draft.finish + 1, len(draft.cells))))


def climbs(draft: CourseDraft) -> list[Climb]:
    found = runs(race_order(draft), lambda i: draft.cells[i].terrain == "M")
    result = []
    for r in found:
        summits = [i for i in r if "summit" in draft.cells[i].features]
        result.append(
            Climb(r[0], r[-1], len(r), categorise(len(r)), summits[-1] if summits else None)
        )
    return result


def heights(draft: CourseDraft) -> list[float]:
    step = {"M": 1.0, "F": 0.0, "D": -1.0}
    order = list(range(len(draft.cells)))
    return climb_heights(order, lambda i: step.get(draft.cells[i].terrain, 0.0))


def issues(draft: CourseDraft) -> list[Issue]:
    n = len(draft.cells)
    found: list[Issue] = [
        Issue("course.bad_terrain", {"case": i + 1, "terrain": c.terrain}, case=i)
        for i, c in enumerate(draft.cells)
        if c.terrain not in TERRAINS
    ]
    if n > MAX_CASES:
        found.append(Issue("course.too_long", {"count": n, "maximum": MAX_CASES}))
    found += range_issues(draft, "course.finish_range", [draft.finish])
    if draft.finish + 1 < MIN_RACE:
        found.append(Issue("course.too_short", {"count": draft.finish + 1, "minimum": MIN_RACE}))
    for i in draft.marked("summit"):
        if draft.cells[i].terrain != "M":
            found.append(Issue("rdv.course.summit_not_mountain", {"case": i + 1}, case=i))
        elif i + 1 < n and draft.cells[i + 1].terrain == "M":
            found.append(
                Issue(
                    "rdv.course.summit_not_top",
                    {"case": i + 1, "top": i + 2},
                    "warning",
                    i,
                    (i + 1,),
                )
            )
    for climb in climbs(draft):
        if climb.length > 1 and climb.summit is None:
            params = {"first": climb.first + 1, "last": climb.last + 1}
            whole = tuple(range(min(climb.first, climb.last), max(climb.first, climb.last) + 1))
            found.append(
                Issue("rdv.course.climb_without_summit", params, "warning", climb.last, whole)
            )
    return found


KIND = CourseKind.of_module(
    globals(),
    game="roue_de_vitesse",
    terrains=TERRAINS,
    features=FEATURES,
    circuit=False,
    case_mm=(44.0, 44.0),
    lanes=2,
    model=RdvCourse,
    title="Roue de Vitesse",
    capacity=PER_CASE,
    feeds=marked_feeds,
    style=late("peloton_desktop.games.roue_de_vitesse.style", "RDV_STYLE"),
    team_sheet=late("peloton_desktop.games.roue_de_vitesse.sheets.course_teams", "RdvTeamSheets"),
    tools=("finish",),
    option="start_zone",
    ride=late("peloton_desktop.games.roue_de_vitesse.ride", "RIDE"),
    feature_terrain={"feed": "F", "summit": "M"},
    extra={
        "start_zone_option": "start_zone",
        # a real road (courses/roads): mountain from 4 %, descent from -4 %, some 50
        # cases like the bundled stages, two cases of run-out after the finish
        "road": {
            "flat": "F",
            "up": {"M": 4.0},
            "down": {"D": -4.0},
            "usual_cases": 50,
            "min_cases": MIN_RACE,
            "run_out": 2,
        },
    },
)
