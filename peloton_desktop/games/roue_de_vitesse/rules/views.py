"""Roue de Vitesse — the views (no rulebook chapter: the rules have no secret). What a
seat may know (everything: only the dice to come are unknown) and what a search bot
may assume: `determinize` rebuilds the state from the observation, `evaluate` guesses
each team's chances from the road and the points left."""

from __future__ import annotations

from functools import lru_cache

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.observation import same
from peloton_desktop.core.race import beaten_shares
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.observation import (
    AttemptView,
    Course,
    RdvObservation,
    Skills,
)
from peloton_desktop.games.roue_de_vitesse.rules.setup import rider_name
from peloton_desktop.games.roue_de_vitesse.rules.state import RdvState, road

# The fields a state and its observation hold alike: values, and lists (tuples in
# the observation).
_SAME = (
    "players dice incident ravitaillement first phase seat built next_gid turn step finish terrains"
)
_LISTS = "first_rolls placed arrived_turn fed missed recover_left feeds summits bought todo"


@lru_cache(maxsize=8)
def _names(riders: int) -> tuple[str, ...]:
    return tuple(rider_name(r) for r in range(riders))


class Views(Chapter):
    """What a seat sees, and what a search bot samples and scores."""

    def observe(self, state: RdvState, seat: int | None) -> RdvObservation:
        occ, a = state.occ, state.attempt
        return RdvObservation(
            **same(state, _SAME),
            **same(state, _LISTS, tuple),
            arrived=tuple(map(tuple, state.arrived)),
            courses=tuple(map(Course.from_json, state.courses)),
            skills=tuple(map(Skills._make, state.skills)),
            start_skills=tuple(map(Skills._make, state.start_skills)),
            cases={p: occ.riders_on(p) for p in reversed(occ.occupied())},
            capacity=occ.capacity,
            group_of=dict(sorted(state.group_of.items())),
            pace=dict(sorted(state.pace.items())),
            attempt=None if a is None else AttemptView.of(a),
            summits_passed={s: tuple(r) for s, r in sorted(state.summits_passed.items())},
            riders=_names(len(state.skills)),
            book=BookView.of(state.book),
            stage=state.book.stage,
            stages=state.book.stages,
            rng=state.rng.to_json() if seat is None else None,
        )

    def determinize(self, observation: RdvObservation, seat: int, rng: Rng) -> RdvState:
        """The state itself, with a fresh generator for the dice to come."""
        obs = observation
        occ = road(Occupancy(obs.capacity))
        for position, riders in obs.cases.items():
            for r in riders:
                occ.add(r, position)
        a = obs.attempt
        return RdvState(
            **same(obs, _SAME),
            **same(obs, _LISTS, list),
            courses=[c.to_json() for c in obs.courses],
            rng=Rng(rng.next64()),
            book=obs.book.race_book(),
            occ=occ,
            skills=[list(s) for s in obs.skills],
            start_skills=[list(s) for s in obs.start_skills],
            group_of=dict(obs.group_of),
            pace=dict(obs.pace),
            attempt=None if a is None else a.attempt(),
            arrived=[list(b) for b in obs.arrived],
            summits_passed={s: list(r) for s, r in obs.summits_passed.items()},
        )

    def evaluate(self, state: RdvState) -> list[float]:
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
        return beaten_shares(best)
