"""Coup de bordure — what one seat may know, typed: the observation `observe` returns
(rules/views.py builds it), its riders and the plaquette only their owner sees.
`to_json` is the public JSON (`replay --json`'s `state`); `from_json` reads it back."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from peloton_desktop.core.observation import Observation, decode, each, int_keys, spread
from peloton_desktop.games.coup_de_bordure.rules.state import Ask


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
    pace: str | None = None  # the pace it chose, when the seat knows it (its own, or revealed)
    payment: tuple[str, ...] | None = None  # the tokens that pay for it, for its owner only

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
        own = decode(OwnPlaquette, data) if "fillers" in data else None
        return decode(cls, {**data, "own": own}, tokens=dict, payment=tuple)


@dataclass(frozen=True)
class CdbObservation(Observation):
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

    json_tuples = "group groups_left teams musette_drawn arrived musettes musette_pool"
    json_fields = {
        "decision": lambda d: decode(Ask, d),
        "riders": each(RiderView.from_json),
        "queue": each(spread(Ask)),
        "performed": int_keys(),
    }
