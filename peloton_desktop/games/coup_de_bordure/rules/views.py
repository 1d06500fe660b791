"""Coup de bordure — what a seat sees (« plaquettes », face-down tokens) and search support.

`observe` hides the face-down token and the white fillers of other teams' riders,
their secret paces until the reveal and the musette cards until the end.
`determinize` samples a full state consistent with one seat's observation, and
`evaluate` scores a cut-off game, for the search bots (core/ismcts.py).
"""

from __future__ import annotations

import math
from typing import Any

from peloton_desktop.core.protocol import Game
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.coup_de_bordure.rules.state import Ask, CdbState, Rider
from peloton_desktop.games.coup_de_bordure.tokens import COLOURS, energy


class Views(Game[CdbState]):
    """A seat's observation, sampled worlds and the cut-off estimate."""

    def observe(self, state: CdbState, seat: int | None) -> dict[str, Any]:
        everything = seat is None or state.over
        riders = []
        for i, rider in enumerate(state.riders):
            own = everything or rider.team == seat
            info: dict[str, Any] = {
                "letter": rider.letter,
                "name": rider.name,
                "team": rider.team,
                "pos": rider.pos,
                "tokens": dict(zip(COLOURS, rider.visible, strict=True)),
                "offensive_used": rider.offensive_used,
                "fed": rider.fed,
                "moved": rider.moved,
                "chosen": i in state.choices,
            }
            if own:
                info["hidden"] = rider.hidden
                info["fillers"] = rider.fillers
                info["energy"] = energy(rider.visible, rider.hidden)
            info["facedown"] = rider.fillers + (1 if rider.hidden else 0)
            if i in state.choices and (own or state.step > 0):
                info["pace"] = state.choices[i][0]
                if own:
                    info["payment"] = list(state.choices[i][1])
            riders.append(info)
        decision = None
        if state.queue and not state.over:
            kind, r = state.queue[0]
            decision = {"kind": kind, "rider": r}
        out: dict[str, Any] = {
            "course": state.course,
            "ravitaillement": self.ruleset.values["ravitaillement_case"],
            "finish_tiles": self.ruleset.values["finish_tiles"],
            "turn": state.turn,
            "case": state.case,
            "group": list(state.group),
            "groups_left": list(state.groups),
            "step": state.step,
            "decision": decision,
            "riders": riders,
            "teams": list(state.teams),
            "musette_drawn": [m is not None for m in state.musette],
            "over": state.over,
        }
        # public facts of the resolution in progress (search bots rebuild states from them)
        out["queue"] = [[kind, r] for kind, r in state.queue]
        out["performed"] = {str(r): p for r, p in state.performed.items()}
        out["tow_announced"] = state.tow_announced
        out["arrived"] = list(state.arrived)
        out["musette_next"] = state.musette_next
        if everything:
            out["musettes"] = list(state.musette)
        if seat is None:
            out["rng"] = state.rng.to_json()
            out["musette_pool"] = list(state.musette_left)
        return out

    # -- search support: sampling what a seat cannot see, scoring a cut-off game ----
    def determinize(self, obs: dict[str, Any], seat: int, rng: Rng) -> CdbState:
        """A full state consistent with `obs` (seat's view); unknowns are sampled."""
        riders = []
        for info in obs["riders"]:
            visible = [info["tokens"][c] for c in COLOURS]
            if "fillers" in info:  # our own rider: nothing to guess
                hidden, fillers = info["hidden"], info["fillers"]
            else:  # a face-down token may be energy (hidden) or a white filler
                has_hidden = info["facedown"] > 0 and rng.below(2) == 0
                hidden = COLOURS[rng.below(4)] if has_hidden else None
                fillers = info["facedown"] - (1 if has_hidden else 0)
            riders.append(
                Rider(
                    info["team"],
                    info["letter"],
                    info["name"],
                    info["pos"],
                    visible,
                    hidden,
                    fillers,
                    info["offensive_used"],
                    info["fed"],
                    info["moved"],
                )
            )
        state = CdbState(
            players=len(obs["teams"]),
            course=obs["course"],
            rng=Rng(rng.next64()),
            riders=riders,
            teams=list(obs["teams"]),
            turn=obs["turn"],
            groups=list(obs["groups_left"]),
            group=list(obs["group"]),
            case=obs["case"],
            step=obs["step"],
            queue=[Ask(k, r) for k, r in obs["queue"]],
            performed={int(r): p for r, p in obs["performed"].items()},
            tow_announced=obs["tow_announced"],
            arrived=list(obs["arrived"]),
            musette_next=obs["musette_next"],
            over=obs["over"],
        )
        drawn = [t for t, d in enumerate(obs["musette_drawn"]) if d]
        cards = list(range(obs["musette_next"]))
        rng.shuffle(cards)
        state.musette = [None] * state.players
        for t in drawn:
            state.musette[t] = cards.pop()
        state.musette_left = cards
        for r in state.group:  # choices: ours are known, the others' are sampled
            info = obs["riders"][r]
            if "pace" in info and "payment" in info:
                state.choices[r] = (info["pace"], tuple(info["payment"]))
            elif "pace" in info and info["moved"]:
                state.choices[r] = (info["pace"], ())  # already paid and done
            elif "pace" in info:
                pays = [a[3] for a in self.pace_actions(state, r) if a[2] == info["pace"]]
                state.choices[r] = (info["pace"], rng.choice(pays) if pays else ())
            elif info["chosen"]:
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
