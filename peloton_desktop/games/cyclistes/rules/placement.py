"""Article 9: the start of a stage, the placement behind the line and the early attack.

« Chaque joueur lance un dé; le plus haut place ses coureurs en premier … » (a stage
race: the general classification, by each team's best rider). Riders go one at a
time on the non-full case nearest the start line or further back, never further
back than the case just behind the last rider placed. One rider per team may
attack early: 2 dice, a double (not double 1) and he got away; what the text says
next is lost (DECISIONS 6: a second 2-dice roll is his lead; double 1: at the back).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.cyclistes.rules.chapter import Chapter
from peloton_desktop.games.cyclistes.rules.events import (
    EarlyAttack,
    Placed,
    PlacementOrder,
    StageStarted,
)
from peloton_desktop.games.cyclistes.rules.movement import front_free, roll_dice
from peloton_desktop.games.cyclistes.rules.setup import stage_course
from peloton_desktop.games.cyclistes.rules.state import CHOOSE, PLACE, CycState

START_LINE = 0  # the case just behind the line: the first case of the pack


class Placement(Chapter):
    """The start of a stage: the order of placement, the pack, the early attacks."""

    def _begin_stage(self, state: CycState, events: list[Event] | None) -> None:
        self._start_stage(state, events)
        if events is not None:
            events.append(StageStarted(state.book.stage).event())
        if not state.order:  # every rider abandoned: nothing is raced
            self._close_stage(state, events)
        elif self._placement_done(state, events):
            self._begin_turn(state, events)
        else:
            state.options = place_options(state, self.v)

    def _start_stage(self, state: CycState, events: list[Event] | None) -> None:
        """A new stage: its course, an empty road, and the order of placement."""
        state.finish, state.hatched = stage_course(state.courses[state.book.stage - 1])
        state.occ = Occupancy(self.v["case_capacity"])
        state.phase, state.step = PLACE, CHOOSE
        state.attacked, state.at_back = [], []
        state.turn, state.queue, state.moved = 0, [], []
        state.prev, state.rider, state.dice, state.crossed = None, -1, (), False
        state.last_move = None
        state.last_roll = None
        alive = set(state.book.in_race())
        teams = [t for t in range(state.players) if alive.intersection(state.riders_of(t))]
        if state.book.results:
            state.order = gc_order(state, teams)
            if events is not None:
                events.append(PlacementOrder(state.order, by="general").event())
        else:
            rolls: list[list[int]] = []
            state.order = self._dice_order(state, teams, rolls)
            if events is not None:
                events.append(PlacementOrder(state.order, rolls=rolls).event())
        state.placer = 0

    def _dice_order(self, state: CycState, teams: list[int], rolls: list[list[int]]) -> list[int]:
        """Highest die first; tied teams roll again between themselves."""
        if len(teams) <= 1:
            return list(teams)
        dice = {t: roll_dice(state, 1)[0] for t in teams}
        rolls.append([dice[t] for t in teams])
        out: list[int] = []
        for value in sorted(set(dice.values()), reverse=True):
            out += self._dice_order(state, [t for t in teams if dice[t] == value], rolls)
        return out

    def _placement(self, state: CycState, action: Action, events: list[Event] | None) -> None:
        """A team places a rider or tries its early attack; the race starts once all
        are placed."""
        if action[0] == "place":
            self._place(state, action[1], action[2], events)
        else:
            self._early_attack(state, action[1], events)
        if self._placement_done(state, events):
            self._begin_turn(state, events)
        else:
            state.options = place_options(state, self.v)

    def _place(
        self, state: CycState, rider: int, position: int, events: list[Event] | None
    ) -> None:
        state.occ.add(rider, position)
        if events is not None:
            events.append(Placed(rider, position).event())

    def _early_attack(self, state: CycState, rider: int, events: list[Event] | None) -> None:
        """Two dice: a double other than double 1 and he starts ahead by a second roll."""
        state.attacked.append(state.team(rider))
        dice = roll_dice(state, 2)
        state.last_roll = (rider, dice)
        if dice[0] == dice[1] and dice[0] != 1:
            lead = roll_dice(state, self.v["early_attack_lead_dice"])
            position = front_free(state.occ, START_LINE + sum(lead))
            state.occ.add(rider, position)
            attack = EarlyAttack(rider, list(dice), "away", list(lead), position)
        elif dice == (1, 1):
            state.at_back.append(rider)
            attack = EarlyAttack(rider, list(dice), "back")
        else:
            attack = EarlyAttack(rider, list(dice), "caught")
        if events is not None:
            events.append(attack.event())

    def _placement_done(self, state: CycState, events: list[Event] | None) -> bool:
        """Move on to the next team with riders to place; True once all are placed
        (the riders of a failed attack on a double 1 then go to the back)."""
        while state.placer < len(state.order) and not unplaced(state, state.order[state.placer]):
            state.placer += 1
        if state.placer < len(state.order):
            return False
        for rider in state.at_back:
            behind = [p for p in state.occ.occupied() if p <= START_LINE]
            position = front_free(state.occ, behind[-1] if behind else START_LINE)
            self._place(state, rider, position, events)
        state.at_back = []
        return True


def gc_order(state: CycState, teams: list[int]) -> list[int]:
    """Teams by their best rider on the general classification."""
    gc = next(c for c in state.book.standings() if c.kind == GENERAL)
    out: list[int] = []
    for s in gc.standings:
        team = state.team(s.competitor)
        if team in teams and team not in out:
            out.append(team)
    return out + [t for t in teams if t not in out]


def unplaced(state: CycState, team: int) -> list[int]:
    withdrawn = state.book.withdrawn
    return [
        r
        for r in state.riders_of(team)
        if r not in state.occ and r not in withdrawn and r not in state.at_back
    ]


def pack_positions(occ: Occupancy) -> list[int]:
    """Where the next rider may go: the non-full case nearest the line, or further
    back down to the case just behind the last rider placed."""
    front = front_free(occ, START_LINE)
    behind = [p for p in occ.occupied() if p <= START_LINE]
    low = behind[-1] - 1 if behind else front
    return [p for p in range(front, low - 1, -1) if not occ.is_full(p)]


def place_options(state: CycState, v: Mapping[str, Any]) -> list[Action]:
    team = state.order[state.placer]
    riders = unplaced(state, team)
    positions = pack_positions(state.occ)  # the same for each rider
    out: list[Action] = [("place", r, p) for r in riders for p in positions]
    if team not in state.attacked and v["early_attacks_per_team"] > 0:
        out += [("early", r) for r in riders]
    return out
