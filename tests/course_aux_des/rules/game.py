"""Course aux dés — who is asked what: every rider still to choose, in secret."""

from __future__ import annotations

from course_aux_des import ENTRY
from course_aux_des.rules.effort import Effort
from course_aux_des.rules.finish import Finish
from course_aux_des.rules.setup import SetUp
from course_aux_des.rules.state import CadState
from course_aux_des.rules.views import Views
from peloton_desktop.core.prompts import Prompt, secret
from peloton_desktop.core.protocol import Action, Event


class CourseAuxDes(SetUp, Effort, Finish, Views):
    entry = ENTRY  # its id and table size
    hidden_information = True
    chance = True
    searchable = True

    def prompts(self, state: CadState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        seats = (s for s in range(state.players) if state.pending[s] is None)
        return (secret(seats, "dr.ask.effort", round=state.round),)

    def legal_actions(self, state: CadState, seat: int) -> list[Action]:
        return self.effort_actions(state, seat)

    def play(self, state: CadState, seat: int, action: Action, events: list[Event] | None) -> None:
        self._choose(state, seat, action[1], events)

    def clone(self, state: CadState) -> CadState:
        return state.copy()
