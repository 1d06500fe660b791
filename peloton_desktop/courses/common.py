"""What every course kind shares: the editable draft, issues, climbs and the profile.

A draft is the mutable, game-neutral form the editor works on: a list of cells
(terrain key + features), a start, a finish and game options. Each game's module
turns its pydantic file model into a draft and back, and says what is wrong with
a draft as a list of issues (all of them, for the editor's live panel).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

import peloton_desktop.courses.messages  # noqa: F401  (registers the message keys)
from peloton_desktop.core.messages import english
from peloton_desktop.courses.road_profile import RoadProfile

FORMAT: Final = "peloton-desktop/course"
MAX_COURSE_BYTES = 1024 * 1024
MAX_CASES = 400
MAX_DESIGNER = 80  # characters of a course's designer

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Cell:
    terrain: str
    features: frozenset[str] = frozenset()

    def with_feature(self, feature: str, on: bool) -> Cell:
        features = self.features | {feature} if on else self.features - {feature}
        return replace(self, features=frozenset(features))


@dataclass
class CourseDraft:
    """A course being edited. `start` and `finish` are 0-based cell indices."""

    game: str
    id: str
    name: str
    description: str = ""
    cells: list[Cell] = field(default_factory=list)
    start: int = 0
    finish: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    designer: str = ""  # who designed the course, when a game asks; "" when unknown
    road: RoadProfile | None = None  # the real road it was made from (courses/roads)

    @classmethod
    def of_course(
        cls,
        game: str,
        course: Any,
        cells: list[Cell],
        ends: tuple[int, int],
        options: dict[str, Any],
    ) -> CourseDraft:
        """A course file's model as a draft: the header every course has (the mirror of
        `header`), the game's cells, its 0-based (start, finish) and its options."""
        return cls(
            game=game,
            id=course.id,
            name=course.name,
            description=course.description,
            designer=course.designer,
            road=course.road,
            cells=cells,
            start=ends[0],
            finish=ends[1],
            options=options,
        )

    def copy(self) -> CourseDraft:
        return replace(self, cells=list(self.cells), options=dict(self.options))

    def terrains(self) -> str:
        return "".join(c.terrain for c in self.cells)

    def marked(self, feature: str) -> list[int]:
        return [i for i, c in enumerate(self.cells) if feature in c.features]


@dataclass(frozen=True)
class Issue:
    key: str
    params: dict[str, Any]
    severity: Severity = "error"
    case: int | None = None  # 0-based cell the issue points at, for the editor
    cases: tuple[int, ...] = ()  # other cells it concerns (a whole climb, a pair)

    def english(self) -> str:
        return english(self.key, self.params)

    def marked(self) -> tuple[int, ...]:
        """Every 0-based cell the issue concerns, `case` first, for the editor's board."""
        first = () if self.case is None else (self.case,)
        return tuple(dict.fromkeys(first + self.cases))


@dataclass(frozen=True)
class Climb:
    """A climb in race order: first and last cell indices; `category` '4'…'1' or 'HC'."""

    first: int
    last: int
    length: int
    category: str | None
    summit: int | None = None


CATEGORY_BY_LENGTH = ((12, "HC"), (9, "1"), (6, "2"), (4, "3"), (2, "4"))


def categorise(length: int) -> str | None:
    """A climb's category by its length: 4th cat. 2–3 cases, 3rd 4–5, 2nd 6–8, 1st 9–11,
    HC 12+ (the dice game's table, used by every track game's profile)."""
    for minimum, category in CATEGORY_BY_LENGTH:
        if length >= minimum:
            return category
    return None


def runs(order: Sequence[int], inside: Callable[[int], bool]) -> list[list[int]]:
    """Maximal runs of consecutive cells (in race order) for which `inside` holds."""
    found: list[list[int]] = []
    current: list[int] = []
    for i in order:
        if inside(i):
            current.append(i)
        elif current:
            found.append(current)
            current = []
    if current:
        found.append(current)
    return found


def slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    s = re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")
    return s[:60] or "course"


BOUND = ("to_draft", "to_data", "issues", "race_order", "climbs", "heights", "new_draft")


@dataclass(frozen=True)
class CourseKind:
    """One game's course rules, bound to its module's functions (no Qt)."""

    game: str
    terrains: tuple[str, ...]
    features: tuple[str, ...]
    circuit: bool
    case_mm: tuple[float, float]  # (length along the road, width) of a printed case
    lanes: int  # places drawn across a printed case
    model: type[BaseModel]
    to_draft: Callable[[Any], CourseDraft]
    to_data: Callable[[CourseDraft], dict[str, Any]]
    issues: Callable[[CourseDraft], list[Issue]]
    race_order: Callable[[CourseDraft], list[int]]
    climbs: Callable[[CourseDraft], list[Climb]]
    heights: Callable[[CourseDraft], list[float]]
    new_draft: Callable[[str, str], CourseDraft]
    title: str  # the game's name, shown as is in every language
    capacity: int | None  # riders a case holds on the track; None: no limit
    feeds: Callable[[CourseDraft], list[int]]  # 1-based ravitaillement cases
    # The kind's drawing style (a `draw.track.TrackStyle`) and team sheets (a printing
    # `Document` class): loaders typed loosely because the drawing layers stand above.
    style: Callable[[], Any]
    team_sheet: Callable[[], Callable[[CourseDraft, str], Any]] | None = None
    editor_row: int = 12  # cases per row in the editor and the library thumbnails
    tools: tuple[str, ...] = ()  # editor tools besides terrains and features
    option: str | None = None  # the one course option the editor shows
    feature_terrain: dict[str, str] = field(default_factory=dict)  # a feature's sample case
    model_issues: Callable[[Any], list[Issue]] | None = None  # checks a draft cannot hold
    # how a test-ride reads the kind's races (a `courses.ride.adapter.RideAdapter`)
    ride: Callable[[], Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of_module(cls, namespace: Mapping[str, Any], **fields: Any) -> CourseKind:
        """A kind bound to its course module's functions by their names (BOUND; and
        `model_issues` when the module has one): a module declares only what differs."""
        bound = {name: namespace[name] for name in BOUND}
        if "model_issues" in namespace:
            bound["model_issues"] = namespace["model_issues"]
        return cls(**bound, **fields)

    def errors(self, draft: CourseDraft) -> list[Issue]:
        return [i for i in self.issues(draft) if i.severity == "error"]

    def feature_cell(self, feature: str) -> Cell:
        """A case showing `feature`, for the editor's palette and the printed legend."""
        return Cell(self.feature_terrain.get(feature, self.terrains[0]), frozenset({feature}))


class CourseHeader(BaseModel):
    """The fields every course file starts with; each game adds `game` and its own."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["peloton-desktop/course"] = FORMAT
    version: int = Field(default=1, ge=1, le=1)
    id: str = Field(min_length=1, max_length=80, pattern=r"^[a-z0-9_\-]+$")
    name: str = Field(min_length=1, max_length=80)
    description: str = Field(default="", max_length=2000)
    designer: str = Field(default="", max_length=MAX_DESIGNER)
    road: RoadProfile | None = None


def header(draft: CourseDraft) -> dict[str, Any]:
    """The start of a course file written from a draft; `designer` only when known, so
    a course without one is written as before the field existed."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": 1,
        "game": draft.game,
        "id": draft.id,
        "name": draft.name,
        "description": draft.description,
    }
    if draft.designer:
        data["designer"] = draft.designer
    if draft.road is not None:
        data["road"] = draft.road.model_dump(mode="json")
    return data


def climb_heights(order: Sequence[int], step: Callable[[int], float]) -> list[float]:
    """A side view: each cell adds `step` to the height; never below sea level."""
    heights = [0.0] * (max(order) + 1 if order else 0)
    h = 0.0
    for i in order:
        h = max(0.0, h + step(i))
        heights[i] = h
    return heights


def marked_feeds(draft: CourseDraft) -> list[int]:
    return [i + 1 for i in draft.marked("feed")]


def range_issues(draft: CourseDraft, key: str, cells: Sequence[int]) -> list[Issue]:
    n = len(draft.cells)
    return [Issue(key, {"case": i + 1, "count": n}, "error", None) for i in cells if not 0 <= i < n]
