"""Coup de bordure — « Premier tour de jeu »: a group's two phases, secret choice then resolution.

The engine joins the rulebook's chapters, each a mixin in its own module (setup,
paces, resolution, ravitaillement, turn, finish, views); this class says who is
asked what and routes each action to the chapter that plays it.
"""

from __future__ import annotations

from peloton_desktop.core.prompts import Prompt, secret, turn
from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.coup_de_bordure import ENTRY
from peloton_desktop.games.coup_de_bordure.rules.finish import Finish
from peloton_desktop.games.coup_de_bordure.rules.paces import Paces
from peloton_desktop.games.coup_de_bordure.rules.ravitaillement import Ravitaillement
from peloton_desktop.games.coup_de_bordure.rules.resolution import Resolution
from peloton_desktop.games.coup_de_bordure.rules.setup import SetUp
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState
from peloton_desktop.games.coup_de_bordure.rules.turn import Turns
from peloton_desktop.games.coup_de_bordure.rules.views import Views


class CoupDeBordure(SetUp, Paces, Resolution, Ravitaillement, Turns, Finish, Views):
    entry = ENTRY  # its id and table size
    hidden_information = True
    searchable = True

    def prompts(self, state: CdbState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        if state.step == 0:
            seats = {state.riders[r].team for r in state.group if r not in state.choices}
            return (secret(sorted(seats), "cdb.ask.pace", case=state.case),)
        if state.queue:
            kind, r = state.queue[0]
            return (turn(state.riders[r].team, f"cdb.ask.{kind}", rider=r),)
        return ()

    # `prompts`' seats, without building them (a playout asks at every step)
    def asked(self, state: CdbState) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.step == 0:
            riders, choices = state.riders, state.choices
            return tuple(sorted({riders[r].team for r in state.group if r not in choices}))
        return (state.riders[state.queue[0][1]].team,) if state.queue else ()

    def to_move(self, state: CdbState) -> tuple[int, ...]:
        return self.asked(state)  # every prompt waits

    def next_seat(self, state: CdbState) -> int | None:
        if state.over:
            return None
        if state.step == 0:
            riders, choices = state.riders, state.choices
            first = None  # the secret prompt's first seat: the smallest
            for r in state.group:
                if r not in choices:
                    team = riders[r].team
                    if first is None or team < first:
                        first = team
            return first
        return state.riders[state.queue[0][1]].team if state.queue else None

    def legal_actions(self, state: CdbState, seat: int) -> list[Action]:
        if state.over:
            return []
        if state.step == 0:
            return self._group_pace_actions(state, seat)
        if not state.queue:
            return []
        kind, r = state.queue[0]
        if state.riders[r].team != seat:
            return []
        if kind in ("tow3", "tow2"):
            return self._tow_actions(state, kind, r)
        if kind == "tracte":
            return [("tracte", r, True), ("tracte", r, False)]
        if kind == "ravito":
            return self._ravito_actions(state, r)
        return []

    def play(self, state: CdbState, seat: int, action: Action, events: list[Event] | None) -> None:
        kind = action[0]
        if kind == "pace":
            self._choose_pace(state, action, events)
            return
        state.queue.pop(0)  # the public decision just answered
        if kind in ("tow", "no_tow"):
            self._tow(state, action, events)
        elif kind == "tracte":
            self._tracte(state, action, events)
        elif kind == "ravito":
            r = action[1]
            self._feed(state, state.riders[r], r, action[2], events)
        self._advance(state, events)

    def clone(self, state: CdbState) -> CdbState:
        return state.copy()
