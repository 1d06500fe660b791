"""The real road a course was made from, as its file keeps it (no Qt).

A course imported from a GPX track or an elevation profile carries the road's
smoothed profile, so the printed sheet can draw the stage as the Tour draws it and
find its climbs again, long after the track file is gone. Bounded like the rest of
a course file: at most `MAX_POINTS` points.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

MAX_POINTS = 1000


class RoadProfile(BaseModel):
    """`points`: (km from the start, altitude in m), km increasing; `km_per_case`: the
    scale the road was cut at; `thresholds`: the gradients (%) that gave the terrains."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str = Field(default="", max_length=200)
    km_per_case: float = Field(gt=0.0, le=100.0)
    points: list[tuple[float, float]] = Field(min_length=2, max_length=MAX_POINTS)
    thresholds: dict[str, float] = Field(default_factory=dict, max_length=8)

    @property
    def length_km(self) -> float:
        return self.points[-1][0] - self.points[0][0]
