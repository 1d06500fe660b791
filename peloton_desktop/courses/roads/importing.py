"""A road made into a game's course in one call: what `import-track` and the import
dialog share (no Qt)."""

from __future__ import annotations

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import kind
from peloton_desktop.courses.roads.build import RoadPlan, plan_road, road_draft
from peloton_desktop.courses.roads.reading import Road
from peloton_desktop.courses.roads.rules import RoadRules


def road_course(
    road: Road,
    game: str,
    source: str,
    km_per_case: float | None = None,
    thresholds: str | dict[str, float] = "",
    name: str = "",
) -> tuple[RoadPlan, CourseDraft]:
    """The plan and the draft of `road` for `game`; BadInput for a game without
    courses, a bad threshold or a scale the game cannot take."""
    k = kind(game)
    rules = RoadRules.of_kind(k)
    changes = rules.parse_thresholds(thresholds) if isinstance(thresholds, str) else thresholds
    plan = plan_road(road, rules.with_thresholds(changes), km_per_case)
    return plan, road_draft(plan, k, source, name)


def summary(plan: RoadPlan, draft: CourseDraft) -> list[str]:
    """What the command line prints: the scale, the terrains, each climb."""
    k = kind(draft.game)
    counts = ", ".join(f"{t} {draft.terrains()[: plan.cases].count(t)}" for t in k.terrains)
    lines = [
        f"{draft.name}: {plan.length_km:.1f} km in {plan.cases} cases of "
        f"{plan.km_per_case:.2f} km ({counts})",
        "thresholds: " + ", ".join(f"{t}={g:g}%" for t, g in plan.rules.thresholds.items()),
    ]
    for c in plan.climbs:
        lines.append(
            f"climb {c.category if c.category == 'HC' else 'cat. ' + str(c.category)}: "
            f"km {c.foot_km:.1f}-{c.top_km:.1f}, {c.length_km:.1f} km at {c.gradient:.1f} %, "
            f"summit {c.top_alt:.0f} m"
        )
    problems = [i.english() for i in k.issues(draft)]
    lines += [f"check: {p}" for p in problems]
    return lines
