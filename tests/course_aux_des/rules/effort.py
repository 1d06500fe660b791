"""Course aux dés — « Un tour »: each rider picks an effort in secret (effort e costs
e - 1 energy); when all have chosen they are revealed and each rider rolls a die: he
moves his effort, one case more on the bonus face. First past the line ends the race
at the end of the round."""

from __future__ import annotations

from course_aux_des.rules.chapter import Chapter
from course_aux_des.rules.events import Chosen, Moved, Revealed
from course_aux_des.rules.state import CadState
from peloton_desktop.core.protocol import Action, Event


def cost(effort: int) -> int:
    return effort - 1


class Effort(Chapter):
    def effort_actions(self, state: CadState, seat: int) -> list[Action]:
        if state.over or state.pending[seat] is not None:
            return []
        efforts: list[int] = self.v["efforts"]
        return [("effort", e) for e in efforts if cost(e) <= state.energy[seat]]

    def _choose(self, state: CadState, seat: int, effort: int, events: list[Event] | None) -> None:
        state.pending[seat] = effort
        if events is not None:  # None in rollouts: nobody reads them
            events.append(Chosen(seat).event())
        if all(p is not None for p in state.pending):
            self._reveal(state, events)

    def _reveal(self, state: CadState, events: list[Event] | None) -> None:
        choices = [p for p in state.pending if p is not None]
        if events is not None:
            events.append(Revealed(choices).event(reveals=True))
        for s, e in enumerate(choices):
            state.energy[s] -= cost(e)
            die = state.rng.randint(1, 6)
            state.position[s] += e + (1 if die == self.v["bonus_face"] else 0)
            if events is not None:
                events.append(Moved(s, die, state.position[s]).event())
        state.history.append(choices)
        state.pending = [None] * state.players
        state.round += 1
        if max(state.position) >= state.length:
            state.over = True
