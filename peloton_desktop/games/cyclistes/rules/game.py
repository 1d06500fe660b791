"""Cyclistes: the engine. It joins the rulebook's articles, each a mixin in its own
module: set-up (`setup.py`, Articles 1, 8), placement (`placement.py`, Article 9), the
turn (`turn.py`, Article 2; the order and the road in `movement.py`, Articles 2, 5,
6), the special actions (`actions.py`, Article 7), the finish and the stage race
(`finish.py`, Articles 10, 11), the views (`views.py`); this class says who is asked
what and routes each action to the article that plays it.

A rider's move is a turn of his owner: roll, take the wheel, attack or abandon;
after a roll, how far to go (se relever); after a double in a démarrage, go on or
stop. Dice are chance inside `apply`.
"""

from __future__ import annotations

from peloton_desktop.core.prompts import Prompt, turn
from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.cyclistes import ENTRY
from peloton_desktop.games.cyclistes.rules.actions import Actions
from peloton_desktop.games.cyclistes.rules.finish import Finish
from peloton_desktop.games.cyclistes.rules.placement import Placement
from peloton_desktop.games.cyclistes.rules.setup import SetUp
from peloton_desktop.games.cyclistes.rules.state import PLACE, RACE, CycState
from peloton_desktop.games.cyclistes.rules.turn import Turns
from peloton_desktop.games.cyclistes.rules.views import Views


class Cyclistes(SetUp, Placement, Turns, Actions, Finish, Views):
    entry = ENTRY  # its id and table size
    hidden_information = False
    searchable = True
    stage_race = True

    # -- who is asked what ---------------------------------------------------------------
    def prompts(self, state: CycState) -> tuple[Prompt, ...]:
        if state.phase == PLACE:
            return (turn(state.order[state.placer], "cyc.ask.place"),)
        if state.phase == RACE:
            return (turn(state.team(state.rider), f"cyc.ask.{state.step}", rider=state.rider),)
        return ()

    def to_move(self, state: CycState) -> tuple[int, ...]:
        seat = state.seat()
        return () if seat < 0 else (seat,)

    def asked(self, state: CycState) -> tuple[int, ...]:
        return self.to_move(state)

    def next_seat(self, state: CycState) -> int | None:
        seat = state.seat()
        return None if seat < 0 else seat

    def legal_actions(self, state: CycState, seat: int) -> list[Action]:
        return list(state.options) if seat == state.seat() else []

    # -- playing -------------------------------------------------------------------------
    def play(self, state: CycState, seat: int, action: Action, events: list[Event] | None) -> None:
        kind = action[0]
        if state.phase == PLACE:
            self._placement(state, action, events)  # Article 9
        elif kind == "roll":  # Article 7: the rider's move
            self._roll(state, events)
        elif kind == "move":
            self._move(state, action[1], events)
        elif kind == "follow":
            self._follow(state, events)
        elif kind == "demarrage":
            self._demarrage(state, events)
        elif kind == "continue":
            self._attack(state, events)
        elif kind == "stop":
            self._stop(state, events)
        elif kind == "abandon":
            self._abandon(state, events)

    def clone(self, state: CycState) -> CycState:
        return state.copy()


__all__ = ["Cyclistes"]
