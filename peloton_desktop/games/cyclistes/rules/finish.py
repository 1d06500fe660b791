"""Articles 10 and 11: the finish of a stage, its time gaps and the general classification.

« On achève le tour de jeu … Le premier est celui qui est allé le plus loin »; on a
case past the line the first arrived ranks first. Gaps are computed on the first
rider of each group (a run of occupied cases): every rider of a group gets its
head's time, the ruleset's seconds per case behind the stage winner (assumed).
"""

from __future__ import annotations

from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.track import Occupancy


def stage_arrival(occ: Occupancy) -> list[int]:
    """Furthest first; on one case the earlier arrival first."""
    return list(occ.front_to_back())


def stage_seconds(occ: Occupancy, seconds_per_case: int) -> dict[int, int]:
    """Seconds behind the winner, by group heads."""
    groups = occ.groups()
    if not groups:
        return {}
    head = groups[0].front
    return {r: (head - g.front) * seconds_per_case for g in groups for r in g.riders}


def team_ranking(gc_riders: list[int], riders_per_team: int, teams: int) -> tuple[int, ...]:
    """Teams by their best rider on the general classification, teams with no
    rider left last (by seat)."""
    out: list[int] = []
    for r in gc_riders:
        if r // riders_per_team not in out:
            out.append(r // riders_per_team)
    return tuple(out + [t for t in range(teams) if t not in out])


__all__ = ["GENERAL", "stage_arrival", "stage_seconds", "team_ranking"]
