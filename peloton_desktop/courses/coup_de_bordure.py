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
from peloton_desktop.core.records import schema_problem
from peloton_desktop.resources import resource_path

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


class CdbCourse(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["peloton-desktop/course"] = "peloton-desktop/course"
    version: int = Field(default=1, ge=1, le=1)
    game: Literal["coup_de_bordure"] = "coup_de_bordure"
    id: str = Field(min_length=1, max_length=80, pattern=r"^[a-z0-9_\-]+$")
    name: str = Field(min_length=1, max_length=80)
    description: str = Field(default="", max_length=2000)
    inspired_by: bool = False
    tiles: str = Field(max_length=64)
    ravitaillement: int = 7
    teams: list[TeamPreset] = Field(default_factory=list, max_length=8)


def check_tiles(tiles: str) -> None:
    """The rulebook's course rules: 16 tiles of P/C/M/S, not ending with Plaine."""
    for i, t in enumerate(tiles):
        if t not in TERRAINS:
            raise SetupError("cdb.course.bad_terrain", case=i + 1, terrain=t)
    if len(tiles) != COURSE_LENGTH:
        raise SetupError("cdb.course.length", count=len(tiles), expected=COURSE_LENGTH)
    if tiles[-1] == "P":
        raise SetupError("cdb.course.ends_flat")


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
    folder = resource_path("courses", "coup_de_bordure")
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
