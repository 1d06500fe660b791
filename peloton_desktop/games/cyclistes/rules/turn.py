"""Article 2: the turn, rider by rider from the front, until a rider crosses the line.

« Dans l'ordre des positions sur le parcours, du premier au dernier » (the order:
`movement.turn_order`). Each rider's move is one decision of his owner, then he may
be followed by the next one; the turn in which a rider crosses the line is the
stage's last (finish.py).
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Event
from peloton_desktop.games.cyclistes.rules.actions import choose_options
from peloton_desktop.games.cyclistes.rules.chapter import Chapter
from peloton_desktop.games.cyclistes.rules.events import LineCrossed, TurnStarted
from peloton_desktop.games.cyclistes.rules.movement import turn_order
from peloton_desktop.games.cyclistes.rules.state import CHOOSE, RACE, CycState


class Turns(Chapter):
    """The turns of a stage, the order of the riders and the end of each move."""

    def _begin_turn(self, state: CycState, events: list[Event] | None) -> None:
        state.phase = RACE
        state.turn += 1
        state.queue = turn_order(state.occ)
        state.moved = []
        state.prev = None
        if events is not None:
            events.append(TurnStarted(state.turn).event())
        self._next_rider(state, events)

    def _next_rider(self, state: CycState, events: list[Event] | None) -> None:
        while state.queue:
            rider = state.queue.pop(0)
            if rider in state.occ:
                state.rider, state.step, state.dice, state.gicle = rider, CHOOSE, (), False
                state.options = choose_options(state, self.v)
                return
        if state.crossed or not len(state.occ):
            self._close_stage(state, events)
        else:
            self._begin_turn(state, events)

    def _moved(
        self, state: CycState, start: int, gicle: bool, abandons: bool, events: list[Event] | None
    ) -> None:
        """The rider's move is over: he may be followed, unless he abandoned."""
        rider = state.rider
        state.moved.append(rider)
        end = state.occ.position(rider)
        if end > state.finish and not state.crossed:
            state.crossed = True
            if events is not None:
                events.append(LineCrossed(rider).event())
        if abandons:
            self._withdraw(state, rider, True, events)
            state.prev = None
        else:
            state.prev = (rider, start, end - start, gicle)
        self._next_rider(state, events)
