"""« Règles des courses à Étapes »: the stage's result, the general classification in
points (the lowest total wins), the climbers' jersey from the summits, and between
two stages the recovery: « les coureurs peuvent reprendre 6 points à répartir …
Un coureur ne pourra pas dépasser le nombre de points qu'il avait pour chaque
ressource au départ de la course ». A one-day race ends with the turn in which the
first rider crossed; in a stage race every rider rides to the line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.core.stages import MOUNTAINS
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.events import (
    RaceOver,
    RdvStageFinished,
    Recovered,
    StageStarted,
)
from peloton_desktop.games.roue_de_vitesse.rules.finish import climber_points, stage_points
from peloton_desktop.games.roue_de_vitesse.rules.setup import load_course, start_placing
from peloton_desktop.games.roue_de_vitesse.rules.state import OVER, RECOVER, RdvState, road


class Stages(Chapter):
    """The end of a stage, the recovery and the next stage's start."""

    def _close_stage(self, state: RdvState, events: list[Event] | None) -> None:
        """The riders still on the road (a one-day race) follow, front first."""
        arrived = [list(b) for b in state.arrived]
        turns = list(state.arrived_turn)
        for p in state.occ.occupied():
            arrived.append(list(state.occ.riders_on(p)))
            turns.append(state.turn + 1)
        values = stage_points(arrived, turns) if arrived else {}
        order = [r for b in arrived for r in b]
        adds = {MOUNTAINS: climber_points(state.summits_passed, self.v)}
        state.book.finish_stage(order, values, adds)
        if events is not None:
            events.append(RdvStageFinished(state.book.stage, order).event())
        if state.book.stage >= state.book.stages:
            state.phase = OVER
            if events is not None:
                events.append(RaceOver().event())
            return
        state.phase = RECOVER
        state.recover_left = [r for r in range(len(state.skills))]
        self._recovering(state, events)

    def _recovery_actions(self, state: RdvState) -> list[Action]:
        return recovery_options(state, state.recover_left[0], self.v)

    def _recover(self, state: RdvState, action: Action, events: list[Event] | None) -> None:
        recover(state, action, events)
        state.recover_left.pop(0)
        self._recovering(state, events)

    def _recovering(self, state: RdvState, events: list[Event] | None) -> None:
        """Riders with one way to recover take it; once all have, the next stage."""
        while state.recover_left:
            options = recovery_options(state, state.recover_left[0], self.v)
            if len(options) > 1:
                return
            if sum(options[0][2:]):  # one way only (all he lost, or one skill): taken
                recover(state, options[0], events)
            state.recover_left.pop(0)
        state.book.next_stage()
        reset_road(state, self.v["case_capacity"])
        load_course(state)
        start_placing(state)
        if events is not None:
            events.append(StageStarted(state.book.stage).event())


def stage_over(state: RdvState) -> bool:
    if state.book.stages == 1:
        return bool(state.arrived)
    return not len(state.occ)


def recovery_options(state: RdvState, rider: int, v: Mapping[str, Any]) -> list[Action]:
    missing = [
        max(0, a - b) for a, b in zip(state.start_skills[rider], state.skills[rider], strict=True)
    ]
    total = min(v["recovery_points"], sum(missing))
    return [
        ("recover", rider, s, e, total - s - e)
        for s in range(min(missing[0], total) + 1)
        for e in range(min(missing[1], total - s) + 1)
        if total - s - e <= missing[2]
    ]


def recover(state: RdvState, action: Action, events: list[Event] | None) -> None:
    rider = action[1]
    for k in range(3):
        state.skills[rider][k] += action[2 + k]
    if events is not None:
        events.append(Recovered(rider, list(action[2:])).event())


def reset_road(state: RdvState, capacity: int) -> None:
    state.occ = road(Occupancy(capacity))
    state.group_of, state.pace, state.next_gid = {}, {}, 1
    state.arrived, state.arrived_turn = [], []
    state.summits_passed, state.fed, state.missed, state.bought = {}, [], [], []
    state.attempt, state.todo, state.turn = None, [], 0
