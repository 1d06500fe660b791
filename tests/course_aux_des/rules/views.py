"""Course aux dés — `observe`, and what a search bot may assume (`determinize`,
`evaluate`): the others' secret efforts are the only hidden thing."""

from __future__ import annotations

from course_aux_des.rules.chapter import Chapter
from course_aux_des.rules.effort import cost
from course_aux_des.rules.observation import CadObservation
from course_aux_des.rules.state import CadState
from peloton_desktop.core.rng import Rng


class Views(Chapter):
    def observe(self, state: CadState, seat: int | None) -> CadObservation:
        return CadObservation(
            round=state.round,
            length=state.length,
            position=tuple(state.position),
            energy=tuple(state.energy),
            chosen=tuple(p is not None for p in state.pending),
            pending=tuple(
                p if seat is None or s == seat else None for s, p in enumerate(state.pending)
            ),
            over=state.over,
            rng=state.rng.to_json() if seat is None else None,
        )

    def determinize(self, observation: CadObservation, seat: int, rng: Rng) -> CadState:
        """The seat's view with the others' chosen efforts drawn among those they could pay."""
        obs = observation
        pending: list[int | None] = list(obs.pending)
        efforts: list[int] = self.v["efforts"]
        for s, chosen in enumerate(obs.chosen):
            if chosen and pending[s] is None:
                pending[s] = rng.choice([e for e in efforts if cost(e) <= obs.energy[s]])
        return CadState(
            players=len(obs.position),
            rng=rng.fork(),
            length=obs.length,
            position=list(obs.position),
            energy=list(obs.energy),
            pending=pending,
            round=obs.round,
            over=obs.over,
        )

    def evaluate(self, state: CadState) -> list[float]:
        best = max(max(state.position), 1)
        return [
            min(1.0, (p + 0.1 * e) / (best + 0.1 * max(state.energy) + 1e-9))
            for p, e in zip(state.position, state.energy, strict=True)
        ]
