"""How a game cuts a road into its cases: scale and gradient thresholds (no Qt).

Each track game says it in its course kind, `extra["road"]` (its `course.py`):

    flat          the terrain of a case that neither climbs nor descends enough
    up            {terrain: minimum gradient %}: a case at least this steep (steepest wins)
    down          {terrain: maximum gradient %} (negative): a case at least this steep down
    usual_cases   race cases of the game's usual course: the scale when none is asked
    fixed_cases   the race always has this many cases (the scale follows the road)
    min_cases     the fewest race cases the game accepts
    last_not_flat the terrain a flat last case takes (a course may not end flat)
    behind        plain cases after the finish: the circuit's room behind the start
    run_out       plain cases after the finish where the last turn ends
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.common import MAX_CASES, CourseKind

_THRESHOLD = re.compile(r"^\s*([A-Za-z])\s*=\s*(-?\d+(?:\.\d+)?)\s*$")


@dataclass(frozen=True)
class RoadRules:
    flat: str
    up: dict[str, float]
    down: dict[str, float] = field(default_factory=dict)
    usual_cases: int = 60
    fixed_cases: int | None = None
    min_cases: int = 10
    last_not_flat: str | None = None
    behind: int = 0
    run_out: int = 0

    @classmethod
    def of_kind(cls, kind: CourseKind) -> RoadRules:
        data: dict[str, Any] = dict(kind.extra.get("road", {}))
        if not data:
            raise BadInput("course.unknown_game", game=kind.game)
        return cls(**data)

    @property
    def max_cases(self) -> int:
        return MAX_CASES - self.behind - self.run_out

    @property
    def thresholds(self) -> dict[str, float]:
        return {**self.up, **self.down}

    def with_thresholds(self, changes: dict[str, float]) -> RoadRules:
        """These rules with some thresholds changed (terrains the game has only)."""
        up = {t: changes.get(t, g) for t, g in self.up.items()}
        down = {t: changes.get(t, g) for t, g in self.down.items()}
        return replace(self, up=up, down=down)

    def terrain(self, gradient: float) -> str:
        """The terrain of a case of this mean gradient (%)."""
        for t, minimum in sorted(self.up.items(), key=lambda kv: -kv[1]):
            if gradient >= minimum:
                return t
        for t, maximum in sorted(self.down.items(), key=lambda kv: kv[1]):
            if gradient <= maximum:
                return t
        return self.flat

    def parse_thresholds(self, text: str) -> dict[str, float]:
        """`M=5,D=-3.5` as {terrain: gradient}, or BadInput naming the bad part."""
        found: dict[str, float] = {}
        example = ",".join(f"{t}={g:g}" for t, g in self.thresholds.items())
        for part in filter(None, (p.strip() for p in text.split(","))):
            m = _THRESHOLD.match(part)
            if m is None or m.group(1).upper() not in self.thresholds:
                raise BadInput(
                    "road.bad_threshold",
                    text=part,
                    terrains=", ".join(self.thresholds),
                    example=example,
                )
            found[m.group(1).upper()] = float(m.group(2))
        return found
