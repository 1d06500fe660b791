"""Course aux dés — « Un tour »: each rider picks an effort in secret (effort e costs
e - 1 energy); when all have chosen they are revealed and each rider rolls a die: he
moves his effort, one case more on the bonus face. First past the line ends the race
at the end of the round."""

from __future__ import annotations

from course_aux_des.rules.chapter import Chapter
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

    def _choose(self, state: CadState, seat: int, effort: int) -> list[Event]:
        state.pending[seat] = effort
        events = [Event("chosen", {"seat": seat})]
        if all(p is not None for p in state.pending):
            events += self._reveal(state)
        return events

    def _reveal(self, state: CadState) -> list[Event]:
        choices = [p for p in state.pending if p is not None]
        events = [Event("revealed", {"efforts": choices}, reveals=True)]
        for s, e in enumerate(choices):
            state.energy[s] -= cost(e)
            die = state.rng.randint(1, 6)
            state.position[s] += e + (1 if die == self.v["bonus_face"] else 0)
            events.append(Event("moved", {"seat": s, "die": die, "to": state.position[s]}))
        state.history.append(choices)
        state.pending = [None] * state.players
        state.round += 1
        if max(state.position) >= state.length:
            state.over = True
        return events
