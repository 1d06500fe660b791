"""A road's profile: resampled, smoothed, its climbs found and categorised (no Qt).

The climbs' categories follow the rule cycling sites publish for the Tour's categories
(docs/courses.md, "Real roads"): score = length (m) × mean gradient (%), counted from
3 % and 300 m; 4th category from 8,000, 3rd 16,000, 2nd 32,000, 1st 64,000, HC 80,000.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

Point = tuple[float, float]  # (km from the start, altitude in m)

# (minimum score, category), hardest first: length (m) × mean gradient (%)
TOUR_CATEGORIES = (
    (80_000.0, "HC"),
    (64_000.0, "1"),
    (32_000.0, "2"),
    (16_000.0, "3"),
    (8_000.0, "4"),
)
MIN_GRADIENT = 3.0  # % : a gentler rise is no categorised climb
MIN_LENGTH_KM = 0.3
DESCENT_ENDS_CLIMB = 30.0  # m lost after the top: the climb ended there
SMOOTH_KM = 0.4  # moving average's width: GPS altitudes jitter by a few metres
MAX_POINTS = 1000  # points a profile keeps (road_profile.MAX_POINTS)
MIN_STEP_KM = 0.05


def tour_category(length_km: float, gradient: float) -> str | None:
    """The Tour-like category of a climb of `length_km` at a mean `gradient` %."""
    if gradient < MIN_GRADIENT or length_km < MIN_LENGTH_KM:
        return None
    score = length_km * 1000.0 * gradient
    for minimum, category in TOUR_CATEGORIES:
        if score >= minimum:
            return category
    return None


def altitude_at(points: Sequence[Point], km: float) -> float:
    """The altitude at `km`, linear between the profile's points (clamped at the ends)."""
    if km <= points[0][0]:
        return points[0][1]
    if km >= points[-1][0]:
        return points[-1][1]
    i = bisect_right([p[0] for p in points], km)
    (k0, a0), (k1, a1) = points[i - 1], points[i]
    return a0 if k1 <= k0 else a0 + (a1 - a0) * (km - k0) / (k1 - k0)


def resample(points: Sequence[Point], step: float) -> list[Point]:
    """The profile at every `step` km from 0 to its length (and its last point)."""
    length = points[-1][0]
    n = max(1, round(length / step))
    out: list[Point] = []
    j = 0
    for i in range(n + 1):
        km = length * i / n
        while j + 1 < len(points) - 1 and points[j + 1][0] < km:
            j += 1
        (k0, a0), (k1, a1) = points[j], points[min(j + 1, len(points) - 1)]
        alt = a0 if k1 <= k0 else a0 + (a1 - a0) * min(1.0, max(0.0, (km - k0) / (k1 - k0)))
        out.append((km, alt))
    return out


def smooth(points: Sequence[Point], width_km: float = SMOOTH_KM) -> list[Point]:
    """A centred moving average over `width_km` of evenly spaced points. Past each end
    the road is mirrored through its end point, so a steady slope stays itself up to
    the finish (a climb to a summit finish keeps its top)."""
    if len(points) < 3:
        return list(points)
    step = (points[-1][0] - points[0][0]) / (len(points) - 1)
    half = min(int(width_km / step / 2) if step > 0 else 0, len(points) - 1)
    if half < 1:
        return list(points)
    alts = [a for _, a in points]
    first, last = alts[0], alts[-1]
    padded = [2 * first - alts[k] for k in range(half, 0, -1)] + alts
    padded += [2 * last - alts[-1 - k] for k in range(1, half + 1)]
    sums = [0.0]
    for a in padded:
        sums.append(sums[-1] + a)
    width = 2 * half + 1
    return [(km, (sums[i + width] - sums[i]) / width) for i, (km, _) in enumerate(points)]


def road_profile(raw: Sequence[Point]) -> list[Point]:
    """A measured road (km from its start, altitude) as the profile a course keeps:
    evenly spaced (at most MAX_POINTS points), smoothed, rounded to metres."""
    length = raw[-1][0] - raw[0][0]
    start = raw[0][0]
    shifted = [(k - start, a) for k, a in raw]
    fine = resample(shifted, max(MIN_STEP_KM / 2, length / (4 * MAX_POINTS)))
    smoothed = smooth(fine)
    step = max(MIN_STEP_KM, length / (MAX_POINTS - 1))
    return [(round(k, 3), round(a, 1)) for k, a in resample(smoothed, step)]


@dataclass(frozen=True)
class RoadClimb:
    """A climb of the real road: from its foot to its summit, in km from the start."""

    foot_km: float
    top_km: float
    foot_alt: float
    top_alt: float

    @property
    def length_km(self) -> float:
        return self.top_km - self.foot_km

    @property
    def gradient(self) -> float:
        """Mean gradient in %."""
        return 0.0 if self.length_km <= 0 else (self.top_alt - self.foot_alt) / self.length_km / 10

    @property
    def category(self) -> str | None:
        return tour_category(self.length_km, self.gradient)


def _trim(points: Sequence[Point], lo: int, hi: int) -> tuple[int, int]:
    """Move the foot up past the gentle approach, and the top down past a flat summit:
    a climb starts and ends where the road rises at MIN_GRADIENT."""

    def steep(i: int) -> bool:
        dk = points[i + 1][0] - points[i][0]
        return dk > 0 and (points[i + 1][1] - points[i][1]) / dk / 10 >= MIN_GRADIENT

    while lo < hi - 1 and not steep(lo):
        lo += 1
    while hi > lo + 1 and not steep(hi - 1):
        hi -= 1
    return lo, hi


def find_climbs(points: Sequence[Point]) -> list[RoadClimb]:
    """Every categorised climb of an evenly spaced profile, in road order. A climb runs
    from the lowest point before it to its top; it ends once the road has dropped
    DESCENT_ENDS_CLIMB metres below that top (a short dip stays inside the climb)."""
    found: list[RoadClimb] = []

    def close(lo: int, hi: int) -> None:
        lo, hi = _trim(points, lo, hi)
        climb = RoadClimb(points[lo][0], points[hi][0], points[lo][1], points[hi][1])
        if hi > lo and climb.category is not None:
            found.append(climb)

    lo = hi = 0
    for i in range(1, len(points)):
        alt = points[i][1]
        if alt > points[hi][1]:
            hi = i
        elif points[hi][1] - alt > DESCENT_ENDS_CLIMB:
            close(lo, hi)
            lo = hi = i
        if alt < points[lo][1]:
            lo = hi = i
    if hi > lo:
        close(lo, hi)
    return found
