"""Coup de bordure — what a seat sees (« plaquettes », face-down tokens) and search support.

`observe` hides the face-down token and the white fillers of other teams' riders,
their secret paces until the reveal and the musette cards until the end; it returns
a `CdBObservation`, whose `to_json` is the public JSON (`replay --json`'s `state`).
`determinize` samples a full state consistent with one seat's observation, and
`evaluate` scores a cut-off game, for the search bots (core/ismcts.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from peloton_desktop.core.observation import Observation
from peloton_desktop.core.rng import Rng
from peloton_desktop.games.coup_de_bordure.rules.chapters import Chapters
from peloton_desktop.games.coup_de_bordure.rules.state import Ask, CdbState, Rider
from peloton_desktop.games.coup_de_bordure.tokens import COLOURS, energy


class OwnPlaquette(NamedTuple):
    """What only a rider's owner knows of its plaquette (everyone, once the race is over)."""

    hidden: str | None  # the face-down energy token's colour; None: it has none
    fillers: int  # white tokens: no value, they hide the count
    energy: int  # every energy token, the face-down one included


class RiderView(NamedTuple):
    """A rider as one seat sees it. JSON: the fields, with `own`'s three in its place
    when it is known and `pace`, `payment` only when known.

    Immutable records like the frozen observation, but named tuples: an observation
    is built at every decision of a search bot's rollouts, and a named tuple is made
    five times faster than a frozen dataclass (12 riders a view)."""

    letter: str
    name: str
    team: int
    pos: int  # its case (past the last case: on the finish tiles)
    tokens: Mapping[str, int]  # energy tokens face up, by colour P C M S
    offensive_used: bool
    fed: bool  # has been through the feed zone
    moved: bool  # this turn
    chosen: bool  # has chosen its pace in the group now playing
    own: OwnPlaquette | None  # None: another team's rider, the race still on
    facedown: int  # face-down tokens: the hidden energy token and the white fillers
    pace: str | None  # the pace it chose, when the seat knows it (its own, or revealed)
    payment: tuple[str, ...] | None  # the tokens that pay for it, for its owner only

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "letter": self.letter,
            "name": self.name,
            "team": self.team,
            "pos": self.pos,
            "tokens": dict(self.tokens),
            "offensive_used": self.offensive_used,
            "fed": self.fed,
            "moved": self.moved,
            "chosen": self.chosen,
        }
        if self.own is not None:
            out["hidden"] = self.own.hidden
            out["fillers"] = self.own.fillers
            out["energy"] = self.own.energy
        out["facedown"] = self.facedown
        if self.pace is not None:
            out["pace"] = self.pace
            if self.payment is not None:
                out["payment"] = list(self.payment)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RiderView:
        payment = data.get("payment")
        return cls(
            letter=data["letter"],
            name=data["name"],
            team=data["team"],
            pos=data["pos"],
            tokens=dict(data["tokens"]),
            offensive_used=data["offensive_used"],
            fed=data["fed"],
            moved=data["moved"],
            chosen=data["chosen"],
            own=(
                OwnPlaquette(data["hidden"], data["fillers"], data["energy"])
                if "fillers" in data
                else None
            ),
            facedown=data["facedown"],
            pace=data.get("pace"),
            payment=None if payment is None else tuple(payment),
        )


@dataclass(frozen=True)
class CdBObservation(Observation):
    """What one seat (or the full view, `observe(state, None)`) knows of a race.

    JSON: the fields in this order, `decision` as {"kind", "rider"}, the asks of
    `queue` as [kind, rider] pairs, `performed`'s riders as strings; `musettes`,
    `rng` and `musette_pool` only when known."""

    course: str  # each case's terrain, case 1 first
    ravitaillement: int  # the feed zone's case
    finish_tiles: int  # the tiles past the last case
    turn: int
    case: int  # the case of the group now playing
    group: tuple[int, ...]  # the riders of that group
    groups_left: tuple[int, ...]  # the cases still to play this turn, front first
    step: int  # 0 while the group chooses, then the resolution step (rules/state.py)
    decision: Ask | None  # the public decision asked now (the queue's first)
    riders: tuple[RiderView, ...]
    teams: tuple[str, ...]  # the teams' names, by seat
    musette_drawn: tuple[bool, ...]  # by team
    over: bool
    # the public facts of the resolution in progress (search bots rebuild states from them)
    queue: tuple[Ask, ...]  # the public decisions still to ask
    performed: Mapping[int, str]  # rider -> the pace it performed in this group
    tow_announced: bool  # « je tracte » was said
    arrived: tuple[int, ...]  # riders who reached the feed zone in this group
    musette_next: int  # the next new musette card
    musettes: tuple[int | None, ...] | None = None  # the teams' cards: full view, or over
    rng: str | None = None  # full view only
    musette_pool: tuple[int, ...] | None = None  # the cards still to draw: full view only

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        out["decision"] = None if self.decision is None else self.decision._asdict()
        for key in ("musettes", "rng", "musette_pool"):
            if out[key] is None:
                del out[key]
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CdBObservation:
        decision, musettes, pool = data["decision"], data.get("musettes"), data.get("musette_pool")
        return cls(
            course=data["course"],
            ravitaillement=data["ravitaillement"],
            finish_tiles=data["finish_tiles"],
            turn=data["turn"],
            case=data["case"],
            group=tuple(data["group"]),
            groups_left=tuple(data["groups_left"]),
            step=data["step"],
            decision=None if decision is None else Ask(decision["kind"], decision["rider"]),
            riders=tuple(RiderView.from_json(r) for r in data["riders"]),
            teams=tuple(data["teams"]),
            musette_drawn=tuple(data["musette_drawn"]),
            over=data["over"],
            queue=tuple(Ask(kind, r) for kind, r in data["queue"]),
            performed={int(r): pace for r, pace in data["performed"].items()},
            tow_announced=data["tow_announced"],
            arrived=tuple(data["arrived"]),
            musette_next=data["musette_next"],
            musettes=None if musettes is None else tuple(musettes),
            rng=data.get("rng"),
            musette_pool=None if pool is None else tuple(pool),
        )


def _face_up(visible: list[int]) -> dict[str, int]:
    """A plaquette's face-up counts by colour, in `COLOURS`' order; a literal is three
    times faster than dict(zip(...)), and an observation is built at every bot decision."""
    p, c, m, s = visible
    return {"P": p, "C": c, "M": m, "S": s}


class Views(Chapters):
    """A seat's observation, sampled worlds and the cut-off estimate."""

    def observe(self, state: CdbState, seat: int | None) -> CdBObservation:
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
        return CdBObservation(
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
    def determinize(self, obs: CdBObservation, seat: int, rng: Rng) -> CdbState:
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
