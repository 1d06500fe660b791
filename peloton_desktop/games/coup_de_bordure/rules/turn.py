"""Coup de bordure — « Tours suivants »: a turn plays the groups case by case from the front.

The riders of the case nearest the finish choose and resolve first, then those of
the next case, and so on; a rider towed into a case still to play does not move
again that turn. The race ends at the end of the turn in which a rider passes the
last case (see finish.py for the ranking).
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Event
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.events import GroupStarted, RaceOver, TurnStarted
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState


class Turns(Chapter):
    """Turns, the order of the groups, and the end of the race."""

    def _start_turn(self, state: CdbState, events: list[Event] | None) -> None:
        finish = self.finish_case(state)
        for rider in state.riders:
            rider.moved = False
        cases = sorted({r.pos for r in state.riders if r.pos <= finish}, reverse=True)
        state.groups = cases
        if events is not None:
            events.append(TurnStarted(state.turn).event())
        self._next_group(state, events, first=True)

    def _next_group(self, state: CdbState, events: list[Event] | None, first: bool = False) -> None:
        state.choices = {}
        state.performed = {}
        state.queue = []
        state.tow_announced = False
        state.arrived = []
        state.step = 0
        if not state.groups:
            if any(r.pos > self.finish_case(state) for r in state.riders):
                state.over = True
                if events is not None:
                    events.append(RaceOver(state.turn).event(reveals=True))
                return
            state.turn += 1
            self._start_turn(state, events)
            return
        state.case = state.groups.pop(0)
        state.group = [i for i, r in enumerate(state.riders) if r.pos == state.case and not r.moved]
        if events is not None:
            events.append(GroupStarted(state.case, list(state.group)).event())
