"""What a seat may know (everything: only the dice to come are unknown) and what a
search bot may assume: `determinize` rebuilds the state from the observation,
`evaluate` guesses each team's chances from the road and the points left."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL, RaceBook
from peloton_desktop.courses.track import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules.setup import rider_name
from peloton_desktop.games.roue_de_vitesse.rules.state import Attempt, RdvState

PLAIN = [
    "players",
    "dice",
    "incident",
    "ravitaillement",
    "first",
    "first_rolls",
    "phase",
    "seat",
    "built",
    "placed",
    "next_gid",
    "turn",
    "step",
    "arrived",
    "arrived_turn",
    "fed",
    "missed",
    "recover_left",
    "finish",
    "terrains",
    "feeds",
    "summits",
    "bought",
]


def observe(state: RdvState, seat: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {k: getattr(state, k) for k in PLAIN}
    out = {k: (list(v) if isinstance(v, list) else v) for k, v in out.items()}
    out.update(
        courses=[dict(c) for c in state.courses],
        skills=[list(s) for s in state.skills],
        start_skills=[list(s) for s in state.start_skills],
        cases=state.occ.to_json(),
        capacity=state.occ.capacity,
        group_of={str(r): g for r, g in sorted(state.group_of.items())},
        pace={str(g): p for g, p in sorted(state.pace.items())},
        todo=list(state.todo),
        attempt=None if state.attempt is None else asdict(state.attempt),
        summits_passed={str(s): list(r) for s, r in sorted(state.summits_passed.items())},
        riders=[rider_name(r) for r in range(len(state.skills))],
        book=state.book.to_json(),
        stage=state.book.stage,
        stages=state.book.stages,
        rng=state.rng.to_json() if seat is None else None,
    )
    return out


def determinize(obs: Mapping[str, Any], rng: Rng) -> RdvState:
    """The state itself, with a fresh generator for the dice to come."""
    state = RdvState(
        obs["players"],
        obs["dice"],
        obs["incident"],
        obs["ravitaillement"],
        [dict(c) for c in obs["courses"]],
        Rng(rng.next64()),
        RaceBook.from_json(obs["book"]),
        Occupancy.from_json(obs["cases"], obs["capacity"]),
        [list(s) for s in obs["skills"]],
    )
    for k in PLAIN[4:]:
        value = obs[k]
        setattr(
            state,
            k,
            [list(x) if isinstance(x, list) else x for x in value]
            if isinstance(value, list)
            else value,
        )
    state.start_skills = [list(s) for s in obs["start_skills"]]
    state.group_of = {int(r): g for r, g in obs["group_of"].items()}
    state.pace = {int(g): p for g, p in obs["pace"].items()}
    state.todo = list(obs["todo"])
    a = obs["attempt"]
    state.attempt = (
        None
        if a is None
        else Attempt(**{**a, "counters": list(a["counters"]), "tried": list(a["tried"])})
    )
    state.summits_passed = {int(s): list(r) for s, r in obs["summits_passed"].items()}
    return state


def evaluate(state: RdvState) -> list[float]:
    """Each team's share of the teams it beats: its best rider's general points plus
    his road behind the front, less a little for points left."""
    n = state.players
    totals = state.book.totals[GENERAL]
    front = max(state.occ.occupied(), default=state.finish + 1)
    best = [1e9] * n
    for r in state.book.in_race():
        score = float(totals[r])
        if not state.book.between:
            pos = state.occ.position(r) if r in state.occ else front + 1
            score += (front - pos) * 0.5 - 0.05 * sum(state.skills[r])
        best[r // 3] = min(best[r // 3], score)
    out = []
    for t in range(n):
        beaten = sum(
            1.0 if best[t] < best[u] else 0.5 if best[t] == best[u] else 0.0
            for u in range(n)
            if u != t
        )
        out.append(beaten / (n - 1))
    return out
