"""Coup de bordure — what a seat sees (« plaquettes », face-down tokens) and search support.

`observe` hides the face-down token and the white fillers of other teams' riders,
their secret paces until the reveal and the musette cards until the end; it returns
a `CdbObservation`, whose `to_json` is the public JSON (`replay --json`'s `state`).
`determinize` samples a full state consistent with one seat's observation, and
`evaluate` scores a cut-off game, for the search bots (core/ismcts.py).
"""

from __future__ import annotations

import math

from peloton_desktop.core.rng import Rng
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.observation import (
    CdbObservation,
    OwnPlaquette,
    RiderView,
)
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState, Rider
from peloton_desktop.games.coup_de_bordure.tokens import COLOURS, energy


def _face_up(visible: list[int]) -> dict[str, int]:
    """A plaquette's face-up counts by colour, in `COLOURS`' order; a literal is three
    times faster than dict(zip(...)), and an observation is built at every bot decision."""
    p, c, m, s = visible
    return {"P": p, "C": c, "M": m, "S": s}


class Views(Chapter):
    """A seat's observation, sampled worlds and the cut-off estimate."""

    def observe(self, state: CdbState, seat: int | None) -> CdbObservation:
        everything = seat is None or state.over
        riders = []
        for i, rider in enumerate(state.riders):
            own = everything or rider.team == seat
            hidden, fillers = rider.hidden, rider.fillers
            choice = state.choices.get(i)
            shown = choice if own or state.step > 0 else None  # the pace, once the seat knows
            riders.append(
                RiderView(  # positional: an observation is built at every bot decision
                    rider.letter,
                    rider.name,
                    rider.team,
                    rider.pos,
                    _face_up(rider.visible),
                    rider.offensive_used,
                    rider.fed,
                    rider.moved,
                    choice is not None,
                    OwnPlaquette(hidden, fillers, energy(rider.visible, hidden)) if own else None,
                    fillers + (1 if hidden else 0),
                    None if shown is None else shown[0],
                    None if shown is None or not own else tuple(shown[1]),
                )
            )
        values = self.ruleset.values
        return CdbObservation(
            course=state.course,
            ravitaillement=int(values["ravitaillement_case"]),
            finish_tiles=int(values["finish_tiles"]),
            turn=state.turn,
            case=state.case,
            group=tuple(state.group),
            groups_left=tuple(state.groups),
            step=state.step,
            decision=state.queue[0] if state.queue and not state.over else None,
            riders=tuple(riders),
            teams=tuple(state.teams),
            musette_drawn=tuple(m is not None for m in state.musette),
            over=state.over,
            queue=tuple(state.queue),
            performed=dict(state.performed),
            tow_announced=state.tow_announced,
            arrived=tuple(state.arrived),
            musette_next=state.musette_next,
            musettes=tuple(state.musette) if everything else None,
            rng=state.rng.to_json() if seat is None else None,
            musette_pool=tuple(state.musette_left) if seat is None else None,
        )

    # -- search support: sampling what a seat cannot see, scoring a cut-off game ----
    def determinize(self, obs: CdbObservation, seat: int, rng: Rng) -> CdbState:
        """A full state consistent with `obs` (seat's view); unknowns are sampled."""
        riders = []
        for info in obs.riders:
            visible = [info.tokens[c] for c in COLOURS]
            hidden: str | None
            if info.own is not None:  # our own rider: nothing to guess
                hidden, fillers = info.own.hidden, info.own.fillers
            else:  # a face-down token may be energy (hidden) or a white filler
                has_hidden = info.facedown > 0 and rng.below(2) == 0
                hidden = COLOURS[rng.below(4)] if has_hidden else None
                fillers = info.facedown - (1 if has_hidden else 0)
            riders.append(
                Rider(
                    info.team,
                    info.letter,
                    info.name,
                    info.pos,
                    visible,
                    hidden,
                    fillers,
                    info.offensive_used,
                    info.fed,
                    info.moved,
                )
            )
        state = CdbState(
            players=len(obs.teams),
            course=obs.course,
            rng=Rng(rng.next64()),
            riders=riders,
            teams=list(obs.teams),
            turn=obs.turn,
            groups=list(obs.groups_left),
            group=list(obs.group),
            case=obs.case,
            step=obs.step,
            queue=list(obs.queue),
            performed=dict(obs.performed),
            tow_announced=obs.tow_announced,
            arrived=list(obs.arrived),
            musette_next=obs.musette_next,
            over=obs.over,
        )
        drawn = [t for t, d in enumerate(obs.musette_drawn) if d]
        cards = list(range(obs.musette_next))
        rng.shuffle(cards)
        musette: list[int | None] = [None] * state.players
        for t in drawn:
            musette[t] = cards.pop()
        state.musette = musette
        state.musette_left = cards
        for r in state.group:  # choices: ours are known, the others' are sampled
            info = obs.riders[r]
            if info.pace is not None and info.payment is not None:
                state.choices[r] = (info.pace, info.payment)
            elif info.pace is not None and info.moved:
                state.choices[r] = (info.pace, ())  # already paid and done
            elif info.pace is not None:
                pays = [a[3] for a in self.pace_actions(state, r) if a[2] == info.pace]
                state.choices[r] = (info.pace, rng.choice(pays) if pays else ())
            elif info.chosen:
                action = rng.choice(self.pace_actions(state, r))
                state.choices[r] = (action[2], action[3])
        return state

    def evaluate(self, state: CdbState) -> list[float]:
        """Each team's chance, from its best rider's position and energy (softmax)."""
        best = [0.0] * state.players
        for r in state.riders:
            value = r.pos + 0.45 * energy(r.visible, r.hidden)
            best[r.team] = max(best[r.team], value)
        top = max(best)
        weights = [math.exp((b - top) / 1.2) for b in best]
        total = sum(weights)
        return [w / total for w in weights]
