"""Coup de bordure courses: 16 terrain tiles, 3 finish tiles, the feed zone on the 7th.

A course file may carry team presets (annex 2 of the rulebook): three riders per
team with their energy tokens. Bundled courses are read-only.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from peloton_desktop.core.errors import BadInput, SetupError
from peloton_desktop.core.files import read_json_file
from peloton_desktop.core.late import late
from peloton_desktop.core.records import schema_problem
from peloton_desktop.courses.common import (
    Cell,
    Climb,
    CourseDraft,
    CourseHeader,
    CourseKind,
    Issue,
    categorise,
    climb_heights,
    header,
    runs,
)
from peloton_desktop.games.coup_de_bordure import ENTRY
from peloton_desktop.games.coup_de_bordure import messages as _messages  # noqa: F401

TERRAINS = "PCMS"
COURSE_LENGTH = 16


class RiderPreset(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=60)
    tokens: dict[Literal["P", "C", "M", "S"], int] = Field(default_factory=dict)
    hidden: Literal["P", "C", "M", "S"] | None = None

    def total(self) -> int:
        return sum(self.tokens.values())


class TeamPreset(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=60)
    riders: list[RiderPreset] = Field(min_length=3, max_length=3)


class CdbCourse(CourseHeader):
    game: Literal["coup_de_bordure"] = "coup_de_bordure"
    inspired_by: bool = False
    tiles: str = Field(max_length=64)
    ravitaillement: int = 7
    teams: list[TeamPreset] = Field(default_factory=list, max_length=8)


def tile_issues(tiles: str) -> list[Issue]:
    """The rulebook's course rules: 16 tiles of P/C/M/S, not ending with Plaine."""
    found = [
        Issue("cdb.course.bad_terrain", {"case": i + 1, "terrain": t}, case=i)
        for i, t in enumerate(tiles)
        if t not in TERRAINS
    ]
    if len(tiles) != COURSE_LENGTH:
        found.append(Issue("cdb.course.length", {"count": len(tiles), "expected": COURSE_LENGTH}))
    if tiles and tiles[-1] == "P":
        found.append(Issue("cdb.course.ends_flat", {}, case=len(tiles) - 1))
    return found


def check_tiles(tiles: str) -> None:
    for issue in tile_issues(tiles):
        raise SetupError(issue.key, **issue.params)


def parse_course(data: Any, name: str) -> CdbCourse:
    try:
        course = CdbCourse.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(name, exc) from None
    check_tiles(course.tiles)
    return course


def load_course_file(path: str) -> CdbCourse:
    return parse_course(read_json_file(path), path)


@lru_cache(maxsize=1)
def bundled_courses() -> tuple[CdbCourse, ...]:
    folder = ENTRY.folder("courses")
    if folder is None:
        return ()
    order = ("milan_san_remo", "liege_bastogne_liege", "paris_tours", "gap_alpe_d_huez")
    courses = []
    for path in sorted(folder.glob("*.json")):
        courses.append(parse_course(json.loads(path.read_text(encoding="utf-8")), str(path)))
    courses.sort(key=lambda c: order.index(c.id) if c.id in order else len(order))
    return tuple(courses)


def bundled_course(course_id: str) -> CdbCourse:
    for course in bundled_courses():
        if course.id == course_id:
            return course
    raise BadInput("cdb.course.unknown", course=course_id)


# -- editing -----------------------------------------------------------------

FINISH_TILES = 3


def to_draft(course: CdbCourse) -> CourseDraft:
    options = {
        "inspired_by": course.inspired_by,
        "ravitaillement": course.ravitaillement,
        "teams": [t.model_dump(mode="json", exclude_none=True) for t in course.teams],
    }
    cells = [Cell(t) for t in course.tiles]
    return CourseDraft.of_course("coup_de_bordure", course, cells, (0, len(cells) - 1), options)


def to_data(draft: CourseDraft) -> dict[str, Any]:
    return {
        **header(draft),
        "inspired_by": bool(draft.options.get("inspired_by", False)),
        "tiles": draft.terrains(),
        "ravitaillement": int(draft.options.get("ravitaillement", 7)),
        "teams": list(draft.options.get("teams", [])),
    }


def new_draft(course_id: str, name: str) -> CourseDraft:
    return to_draft(CdbCourse(id=course_id, name=name, tiles="PPPPPPCPPPPPCCPS"))


def race_order(draft: CourseDraft) -> list[int]:
    return list(range(len(draft.cells)))


def climbs(draft: CourseDraft) -> list[Climb]:
    found = runs(race_order(draft), lambda i: draft.cells[i].terrain in "CM")
    return [Climb(r[0], r[-1], len(r), categorise(len(r)), r[-1]) for r in found]


def heights(draft: CourseDraft) -> list[float]:
    step = {"P": -0.5, "S": -0.5, "C": 1.0, "M": 2.0}
    return climb_heights(race_order(draft), lambda i: step.get(draft.cells[i].terrain, 0.0))


def feed_case() -> int:
    """The game's feed zone (« Placez le marqueur Ravitaillement sur la 7e case »)."""

    return int(ENTRY.standard_ruleset().values["ravitaillement_case"])


def issues(draft: CourseDraft) -> list[Issue]:
    found = tile_issues(draft.terrains())
    feed = draft.options.get("ravitaillement", feed_case())
    if feed != feed_case():  # the printed sheet and the game must agree
        at = feed - 1 if isinstance(feed, int) and 0 < feed <= len(draft.cells) else None
        found.append(Issue("cdb.course.feed", {"case": feed, "expected": feed_case()}, case=at))
    return found


KIND = CourseKind.of_module(
    globals(),
    game="coup_de_bordure",
    terrains=tuple(TERRAINS),
    features=(),
    circuit=False,
    case_mm=(70.0, 70.0),
    lanes=1,
    model=CdbCourse,
    title="Coup de bordure",
    capacity=None,  # the rulebook puts no limit on the riders of a tile
    feeds=lambda draft: [int(draft.options.get("ravitaillement", 7))],
    style=late("peloton_desktop.games.coup_de_bordure.style", "CDB_STYLE"),
    team_sheet=late("peloton_desktop.games.coup_de_bordure.sheets", "CdbPlaquettes"),
    editor_row=10,
    ride=late("peloton_desktop.games.coup_de_bordure.ride", "RIDE"),
    extra={
        "finish_tiles": FINISH_TILES,
        "finish_mm": 35.0,
        # a real road (courses/roads): 16 tiles whatever its length; Côte from 3 %,
        # Montagne from 6 %; a flat last tile is the Sprint (no course ends on Plaine)
        "road": {
            "flat": "P",
            "up": {"M": 6.0, "C": 3.0},
            "usual_cases": COURSE_LENGTH,
            "fixed_cases": COURSE_LENGTH,
            "min_cases": COURSE_LENGTH,
            "last_not_flat": "S",
        },
    },
)
