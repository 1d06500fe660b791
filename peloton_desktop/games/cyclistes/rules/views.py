"""What a seat may know (everything: nothing is hidden, the dice to come aside), as a
`CycObservation` (observation.py), and what a search bot may assume (`determinize`
rebuilds the state, `evaluate` guesses each team's chances from the general time and
the road still to ride)."""

from __future__ import annotations

import math

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.observation import same
from peloton_desktop.core.race import beaten_shares
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.cyclistes.rules.chapter import Chapter
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


def determinize(obs: CycObservation, rng: Rng) -> CycState:
    """The state itself: only the dice to come are unknown (a fresh generator)."""
    occ = Occupancy(obs.capacity)
    for position, riders in obs.cases.items():
        for rider in riders:
            occ.add(rider, position)
    return CycState(
        **same(obs, _SAME),
        **same(obs, _LISTS, list),
        courses=[c.to_json() for c in obs.courses],
        rng=Rng(rng.next64()),
        book=obs.book.race_book(),
        occ=occ,
        hatched=frozenset(obs.hatched),
        prev=obs.prev,
        dice=obs.dice,
        last_move=obs.last_move,
        last_roll=obs.last_roll,
    )


# The fields a state and its observation hold alike: values, and lists (tuples in
# the observation).
_SAME = (
    "players riders_per_team leaders_per_team finish phase placer turn rider step run_from"
    " gicle crossed"
)
_LISTS = "teams order attacked at_back queue moved options"


class Views(Chapter):
    """A seat's observation, the sampled worlds and the cut-off estimate."""

    def observe(self, state: CycState, seat: int | None) -> CycObservation:
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
            **same(state, _SAME),
            **same(state, _LISTS, tuple),
            courses=tuple(Course.from_json(c) for c in state.courses),
            stage=state.book.stage,
            stages=state.book.stages,
            hatched=tuple(sorted(state.hatched)),
            capacity=capacity,
            prev=None if prev is None else Prev(*prev),
            dice=tuple(state.dice),
            last_move=None if last is None else Stretch(*last),
            last_roll=None if roll is None else Roll(roll[0], tuple(roll[1])),
            cases={int(p): tuple(r) for p, r in occ.to_json().items()},
            riders=riders,
            book=BookView.of(state.book),
            rng=state.rng.to_json() if seat is None else None,
        )

    def determinize(self, observation: CycObservation, seat: int, rng: Rng) -> CycState:
        return determinize(observation, rng)  # the module's: the board's panel asks it too

    def evaluate(self, state: CycState) -> list[float]:
        """Each team's expected share of the teams it beats if the race went on: its best
        rider's general time plus his gap to the front of the road, compared through a
        logistic whose spread grows with the road left (dice even gaps out)."""
        n, per = state.players, state.riders_per_team
        totals = state.book.totals[GENERAL]
        occ = state.occ
        front = max(occ.occupied(), default=0)
        spc = self.v["seconds_per_case"]
        best = [10**9] * n
        for r in state.book.in_race():
            time = totals[r]
            if not state.book.between and r in occ:
                time += (front - occ.position(r)) * spc
            best[r // per] = min(best[r // per], time)
        to_go = 1 if state.book.between else max(1, state.finish + 1 - front)
        spread = spc * (2.0 + 1.2 * math.sqrt(to_go))
        return beaten_shares(
            best, lambda a, b: 1 / (1 + math.exp(max(-50.0, min(50.0, (a - b) / spread))))
        )
