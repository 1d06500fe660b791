"""Articles 10 and 11: the finish of a stage, its time gaps and the general classification.

« On achève le tour de jeu … Le premier est celui qui est allé le plus loin »; on a
case past the line the first arrived ranks first. Gaps are computed on the first
rider of each group (a run of occupied cases): every rider of a group gets its
head's time, the ruleset's seconds per case behind the stage winner (assumed).
"""

from __future__ import annotations

from typing import cast

from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.core.race import team_result
from peloton_desktop.core.stages import GENERAL, Classification
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.cyclistes.rules.chapter import Chapter
from peloton_desktop.games.cyclistes.rules.events import CycStageFinished, RaceOver
from peloton_desktop.games.cyclistes.rules.state import OVER, CycState


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


class Finish(Chapter):
    """The end of a stage, the next one, and the end of the race."""

    def _close_stage(self, state: CycState, events: list[Event] | None) -> None:
        arrival = stage_arrival(state.occ)
        seconds = stage_seconds(state.occ, self.v["seconds_per_case"])
        state.book.finish_stage(arrival, seconds)
        if events is not None:
            events.append(CycStageFinished(state.book.stage, arrival, seconds).event())
        state.rider, state.options, state.queue = -1, [], []
        if state.book.stage >= state.book.stages:
            state.phase = OVER
            if events is not None:
                events.append(RaceOver().event())
            return
        state.book.next_stage()
        self._begin_stage(state, events)

    def is_over(self, state: CycState) -> bool:
        return state.phase == OVER

    def classifications(self, state: CycState) -> tuple[Classification, ...]:
        return state.book.classifications()

    def result(self, state: CycState) -> Result:
        return team_result(state.book, state.riders_per_team, state.players, "cyc")


__all__ = ["GENERAL", "Finish", "stage_arrival", "stage_seconds"]
