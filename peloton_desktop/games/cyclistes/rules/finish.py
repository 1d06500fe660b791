"""Articles 10 and 11: the finish of a stage, its time gaps and the general classification.

« On achève le tour de jeu … Le premier est celui qui est allé le plus loin »; on a
case past the line the first arrived ranks first. Gaps are computed on the first
rider of each group (a run of occupied cases): every rider of a group gets its
head's time, the ruleset's seconds per case behind the stage winner (assumed).
"""

from __future__ import annotations

from typing import cast

from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.track import Occupancy


def stage_arrival(occ: Occupancy) -> list[int]:
    """Furthest first; on one case the earlier arrival first."""
    return cast(list[int], list(occ.front_to_back()))  # the riders on the road are ints


def stage_seconds(occ: Occupancy, seconds_per_case: int) -> dict[int, int]:
    """Seconds behind the winner, by group heads."""
    groups = occ.groups()
    if not groups:
        return {}
    head = groups[0].front
    return {cast(int, r): (head - g.front) * seconds_per_case for g in groups for r in g.riders}


__all__ = ["GENERAL", "stage_arrival", "stage_seconds"]
