"""Course aux dés — « Arrivée »: the furthest rider wins; a tie goes to the one with more
energy left, then to the earlier seat."""

from __future__ import annotations

from course_aux_des.rules.chapter import Chapter
from course_aux_des.rules.state import CadState
from peloton_desktop.core.protocol import Result


class Finish(Chapter):
    def is_over(self, state: CadState) -> bool:
        return state.over

    def result(self, state: CadState) -> Result:
        order = sorted(
            range(state.players), key=lambda s: (-state.position[s], -state.energy[s], s)
        )
        return Result(tuple(order), reason="furthest", scores=tuple(state.position))
