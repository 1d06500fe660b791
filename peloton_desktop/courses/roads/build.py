"""A real road cut into a game's cases: the plan the import previews, then the draft.

The road's smoothed profile is cut into equal cases (the scale the user picks, or the
game's usual length); each case's terrain comes from its gradient and the game's
thresholds; then what the game marks is placed: the summit at the top of each climb,
a feed zone on the flat nearest mid-race, the finish on the last case, the room the
game keeps behind the start or after the finish.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.common import Cell, CourseDraft, CourseKind, slug
from peloton_desktop.courses.road_profile import RoadProfile
from peloton_desktop.courses.roads.profile import (
    Point,
    RoadClimb,
    altitude_at,
    find_climbs,
    road_profile,
)
from peloton_desktop.courses.roads.reading import Road
from peloton_desktop.courses.roads.rules import RoadRules

MIN_FEED_RACE = 20  # race cases below which no feed zone is placed


@dataclass(frozen=True)
class RoadPlan:
    """The road and the cases it becomes, before the course exists."""

    name: str
    profile: list[Point]
    climbs: list[RoadClimb]
    rules: RoadRules
    cases: int

    @property
    def length_km(self) -> float:
        return self.profile[-1][0]

    @property
    def km_per_case(self) -> float:
        return self.length_km / self.cases

    def bounds(self, i: int) -> tuple[float, float]:
        """Where case i (0-based) starts and ends, in km."""
        return self.length_km * i / self.cases, self.length_km * (i + 1) / self.cases

    def gradient(self, i: int) -> float:
        """The case's gradient (%): its climbing if it climbs more than it descends,
        else its descending (a case over a summit keeps its climb)."""
        a, b = self.bounds(i)
        inside = [(a, altitude_at(self.profile, a))]
        inside += [p for p in self.profile if a < p[0] < b]
        inside.append((b, altitude_at(self.profile, b)))
        up = sum(max(0.0, y[1] - x[1]) for x, y in itertools.pairwise(inside))
        down = sum(max(0.0, x[1] - y[1]) for x, y in itertools.pairwise(inside))
        metres = (b - a) * 1000.0
        return (up if up >= down else -down) / metres * 100.0

    def terrains(self) -> list[str]:
        found = [self.rules.terrain(self.gradient(i)) for i in range(self.cases)]
        if self.rules.last_not_flat and found and found[-1] == self.rules.flat:
            found[-1] = self.rules.last_not_flat
        return found


def usual_scale(road_km: float, rules: RoadRules) -> float:
    """The km a case that gives the game's usual number of cases, to 0.1 km."""
    cases = rules.fixed_cases or rules.usual_cases
    return max(0.1, round(road_km / cases, 1))


def plan_road(road: Road, rules: RoadRules, km_per_case: float | None = None) -> RoadPlan:
    """The road at the game's scale; BadInput when the scale gives too few or too many
    cases for the game (a game of fixed length ignores the scale)."""
    profile = road_profile(road.points)
    length = profile[-1][0]
    if rules.fixed_cases:
        cases = rules.fixed_cases
    else:
        scale = usual_scale(length, rules) if km_per_case is None else km_per_case
        cases = max(1, round(length / scale)) if scale > 0 else 0
        if not rules.min_cases <= cases <= rules.max_cases:
            raise BadInput(
                "road.bad_scale",
                km=f"{scale:g}",
                count=cases,
                minimum=rules.min_cases,
                maximum=rules.max_cases,
            )
    return RoadPlan(road.name, profile, find_climbs(profile), rules, cases)


def road_draft(plan: RoadPlan, kind: CourseKind, source: str, name: str = "") -> CourseDraft:
    """The course a plan makes, a new draft of the game with the road kept on it."""
    title = (name or plan.name or source or "Road")[:80]
    draft = kind.new_draft(slug(title), title)
    terrains = plan.terrains()
    flat = plan.rules.flat
    draft.cells = [Cell(t) for t in terrains]
    draft.cells += [Cell(flat)] * (plan.rules.behind + plan.rules.run_out)
    draft.start, draft.finish = 0, plan.cases - 1
    if "summit" in kind.features:
        for climb in kind.climbs(draft):
            top = climb.last
            draft.cells[top] = draft.cells[top].with_feature("summit", True)
    if "feed" in kind.features and plan.cases >= MIN_FEED_RACE:
        flats = [i for i, t in enumerate(terrains) if t == flat]
        if flats:
            middle = min(flats, key=lambda i: abs(i - plan.cases / 2))
            draft.cells[middle] = draft.cells[middle].with_feature("feed", True)
    draft.road = RoadProfile(
        source=source[:200],
        km_per_case=round(plan.km_per_case, 4),
        points=plan.profile,
        thresholds=plan.rules.thresholds,
    )
    return draft
