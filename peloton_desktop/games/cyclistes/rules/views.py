"""What a seat may know (everything: nothing is hidden, the dice to come aside), as a
`CycObservation` (observation.py), and what a search bot may assume (`determinize`
rebuilds the state, `evaluate` guesses each team's chances from the general time and
the road still to ride)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.track import Occupancy
from peloton_desktop.games.cyclistes.rules.observation import (
    Course,
    CycObservation,
    Prev,
    RiderView,
    Roll,
    Stretch,
)
from peloton_desktop.games.cyclistes.rules.setup import rider_name
from peloton_desktop.games.cyclistes.rules.state import CycState


def observe(state: CycState, seat: int | None) -> CycObservation:
    occ = state.occ
    capacity = occ.capacity
    assert capacity is not None  # the width of the road (Article 6)
    withdrawn = set(state.book.withdrawn)
    teams, per, leaders = state.teams, state.riders_per_team, state.leaders_per_team
    riders = tuple(
        RiderView(  # positional: an observation is built at every bot decision
            r,
            r // per,
            r % per < leaders,
            rider_name(teams, per, leaders, r),
            occ.position(r) if r in occ else None,
            r in withdrawn,
        )
        for r in range(state.players * per)
    )
    prev, last, roll = state.prev, state.last_move, state.last_roll
    return CycObservation(
        players=state.players,
        teams=tuple(teams),
        riders_per_team=per,
        leaders_per_team=leaders,
        courses=tuple(Course.from_json(c) for c in state.courses),
        stage=state.book.stage,
        stages=state.book.stages,
        finish=state.finish,
        hatched=tuple(sorted(state.hatched)),
        capacity=capacity,
        phase=state.phase,
        order=tuple(state.order),
        placer=state.placer,
        attacked=tuple(state.attacked),
        at_back=tuple(state.at_back),
        turn=state.turn,
        queue=tuple(state.queue),
        moved=tuple(state.moved),
        prev=None if prev is None else Prev(*prev),
        rider=state.rider,
        step=state.step,
        dice=tuple(state.dice),
        run_from=state.run_from,
        gicle=state.gicle,
        crossed=state.crossed,
        last_move=None if last is None else Stretch(*last),
        last_roll=None if roll is None else Roll(roll[0], tuple(roll[1])),
        cases={int(p): tuple(r) for p, r in occ.to_json().items()},
        riders=riders,
        options=tuple(state.options),
        book=BookView.of(state.book),
        rng=state.rng.to_json() if seat is None else None,
    )


def determinize(obs: CycObservation, rng: Rng) -> CycState:
    """The state itself: only the dice to come are unknown (a fresh generator)."""
    occ = Occupancy(obs.capacity)
    for position, riders in obs.cases.items():
        for rider in riders:
            occ.add(rider, position)
    return CycState(
        players=obs.players,
        teams=list(obs.teams),
        riders_per_team=obs.riders_per_team,
        leaders_per_team=obs.leaders_per_team,
        courses=[c.to_json() for c in obs.courses],
        rng=Rng(rng.next64()),
        book=obs.book.race_book(),
        occ=occ,
        finish=obs.finish,
        hatched=frozenset(obs.hatched),
        phase=obs.phase,
        order=list(obs.order),
        placer=obs.placer,
        attacked=list(obs.attacked),
        at_back=list(obs.at_back),
        turn=obs.turn,
        queue=list(obs.queue),
        moved=list(obs.moved),
        prev=obs.prev,
        rider=obs.rider,
        step=obs.step,
        dice=obs.dice,
        run_from=obs.run_from,
        gicle=obs.gicle,
        crossed=obs.crossed,
        last_move=obs.last_move,
        last_roll=obs.last_roll,
        options=list(obs.options),
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
