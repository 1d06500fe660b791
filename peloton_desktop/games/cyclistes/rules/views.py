"""What a seat may know (everything: nothing is hidden, the dice to come aside), and
what a search bot may assume (`determinize` rebuilds the state, `evaluate` guesses
each team's chances from the general time and the road still to ride)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.jsonable import from_jsonable, to_jsonable
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL, RaceBook
from peloton_desktop.courses.track import Occupancy
from peloton_desktop.games.cyclistes.rules.setup import rider_name, stage_course
from peloton_desktop.games.cyclistes.rules.state import CycState


def observe(state: CycState, seat: int | None) -> dict[str, Any]:
    occ = state.occ
    withdrawn = set(state.book.withdrawn)
    riders = [
        {
            "rider": r,
            "team": state.team(r),
            "leader": state.is_leader(r),
            "name": rider_name(state.teams, state.riders_per_team, state.leaders_per_team, r),
            "position": occ.position(r) if r in occ else None,
            "withdrawn": r in withdrawn,
        }
        for r in range(state.players * state.riders_per_team)
    ]
    return {
        "players": state.players,
        "teams": list(state.teams),
        "riders_per_team": state.riders_per_team,
        "leaders_per_team": state.leaders_per_team,
        "courses": [dict(c) for c in state.courses],
        "stage": state.book.stage,
        "stages": state.book.stages,
        "finish": state.finish,
        "hatched": sorted(state.hatched),
        "capacity": occ.capacity,
        "phase": state.phase,
        "order": list(state.order),
        "placer": state.placer,
        "attacked": list(state.attacked),
        "at_back": list(state.at_back),
        "turn": state.turn,
        "queue": list(state.queue),
        "moved": list(state.moved),
        "prev": None if state.prev is None else list(state.prev),
        "rider": state.rider,
        "step": state.step,
        "dice": list(state.dice),
        "run_from": state.run_from,
        "gicle": state.gicle,
        "crossed": state.crossed,
        "last_move": None if state.last_move is None else list(state.last_move),
        "last_roll": None
        if state.last_roll is None
        else [state.last_roll[0], list(state.last_roll[1])],
        "cases": occ.to_json(),
        "riders": riders,
        "options": to_jsonable(state.options),
        "book": state.book.to_json(),
        "rng": state.rng.to_json() if seat is None else None,
    }


def determinize(obs: Mapping[str, Any], rng: Rng) -> CycState:
    """The state itself: only the dice to come are unknown (a fresh generator)."""
    book = RaceBook.from_json(obs["book"])
    courses = [dict(c) for c in obs["courses"]]
    finish, hatched = stage_course(courses[book.stage - 1])
    prev = obs["prev"]
    last = obs["last_move"]
    roll = obs["last_roll"]
    return CycState(
        players=obs["players"],
        teams=list(obs["teams"]),
        riders_per_team=obs["riders_per_team"],
        leaders_per_team=obs["leaders_per_team"],
        courses=courses,
        rng=Rng(rng.next64()),
        book=book,
        occ=Occupancy.from_json(obs["cases"], obs["capacity"]),
        finish=finish,
        hatched=hatched,
        phase=obs["phase"],
        order=list(obs["order"]),
        placer=obs["placer"],
        attacked=list(obs["attacked"]),
        at_back=list(obs["at_back"]),
        turn=obs["turn"],
        queue=list(obs["queue"]),
        moved=list(obs["moved"]),
        prev=None if prev is None else (prev[0], prev[1], prev[2], bool(prev[3])),
        rider=obs["rider"],
        step=obs["step"],
        dice=tuple(obs["dice"]),
        run_from=obs["run_from"],
        gicle=obs["gicle"],
        crossed=obs["crossed"],
        last_move=None if last is None else (last[0], last[1], last[2]),
        last_roll=None if roll is None else (roll[0], tuple(roll[1])),
        options=list(from_jsonable(obs["options"])),
    )


def evaluate(state: CycState, v: Mapping[str, Any]) -> list[float]:
    """Each team's expected share of the teams it beats if the race went on: its best
    rider's general time plus his gap to the front of the road, compared through a
    logistic whose spread grows with the road left (dice even gaps out)."""
    n, per = state.players, state.riders_per_team
    totals = state.book.totals[GENERAL]
    occ = state.occ
    front = max(occ.occupied(), default=0)
    spc = v["seconds_per_case"]
    best = [10**9] * n
    for r in state.book.in_race():
        time = totals[r]
        if not state.book.between and r in occ:
            time += (front - occ.position(r)) * spc
        best[r // per] = min(best[r // per], time)
    to_go = 1 if state.book.between else max(1, state.finish + 1 - front)
    spread = spc * (2.0 + 1.2 * math.sqrt(to_go))
    out = []
    for t in range(n):
        beaten = sum(
            1 / (1 + math.exp(max(-50.0, min(50.0, (best[t] - best[u]) / spread))))
            for u in range(n)
            if u != t
        )
        out.append(beaten / (n - 1))
    return out
