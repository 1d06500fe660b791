"""Roue de Vitesse — what a seat sees, typed (issue 22): `RdvObservation` and its records.

`observe` (views.py) builds it; the table, the bots and the search read it by
attribute. Nothing is hidden in this game but the dice to come: every seat sees the
whole race, and the seat-less full view adds the state of the dice (`rng`). Its fields
are the keys of its JSON (the `state` of `replay --json`, docs/cli.md), in that order:
`to_json` gives the JSON and `from_json` reads it back. In the JSON the mappings'
keys (cases, riders, groups, summits) are strings and the records lists, except a
course and the breakaway, which are objects.

The records built at every observation are named tuples (a search bot observes at
each decision of its rollouts, and a named tuple is made several times faster than a
frozen dataclass); the state keeps `Fed` and `BoughtBack` as they are shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.observation import (
    Observation,
    decode,
    each,
    int_keys,
    nested,
    spread,
)
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    Attempt,
    BoughtBack,
    Dice,
    Fed,
    Phase,
    Step,
)


class Skills(NamedTuple):
    """A rider's points (his team sheet); JSON [sprint, endurance, climber]. Read by
    name, or by the rules' index (SPRINT, ENDURANCE, CLIMBER)."""

    sprint: int
    endurance: int
    climber: int


class Course(NamedTuple):
    """A stage's course as the set-up carries it; the keys a course may leave out are
    None here and absent from its JSON (an object, in this order)."""

    id: str
    name: str
    cases: str  # each case's terrain, case 1 first: M (mountain), F (flat), D (descent)
    start_zone: int | None  # cases of the fictive start zone (None: 5)
    feeds: tuple[int, ...] | None  # the R cases
    summits: tuple[int, ...] | None
    finish: int  # the finish case

    def to_json(self) -> dict[str, Any]:
        return {
            k: list(v) if isinstance(v, tuple) else v
            for k, v in zip(self._fields, self, strict=True)
            if v is not None
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Course:
        unset = {"start_zone": None, "feeds": None, "summits": None}  # left out when None
        return decode(cls, {**unset, **data}, "feeds summits")


class AttemptView(NamedTuple):
    """A breakaway in progress (state.py's `Attempt`); JSON an object of its fields."""

    rider: int
    origin: int  # the head case he left
    group: int  # the group he left
    threshold: int  # what the roll needs
    roll: int
    total: int  # the roll and the point paid for +1
    cases: int  # cases ahead of the head case (0: failed)
    counters: tuple[int, ...]  # seats still to answer, in order
    tried: tuple[int, ...]  # riders who countered
    counter_rider: int  # a counter waiting for its bonus decision (-1: none)
    counter_roll: int

    @classmethod
    def of(cls, a: Attempt) -> AttemptView:
        return cls(
            a.rider,
            a.origin,
            a.group,
            a.threshold,
            a.roll,
            a.total,
            a.cases,
            tuple(a.counters),
            tuple(a.tried),
            a.counter_rider,
            a.counter_roll,
        )

    def attempt(self) -> Attempt:
        """The state's record of it (a new one)."""
        return Attempt(
            self.rider,
            self.origin,
            self.group,
            self.threshold,
            self.roll,
            self.total,
            self.cases,
            list(self.counters),
            list(self.tried),
            self.counter_rider,
            self.counter_roll,
        )

    def to_json(self) -> dict[str, Any]:
        out = self._asdict()
        out["counters"], out["tried"] = list(self.counters), list(self.tried)
        return out


@dataclass(frozen=True)
class RdvObservation(Observation):
    """What one seat (or the full view, `observe(state, None)`) knows of a race: all
    of it but the dice to come. Riders are indices (seat s owns 3s, 3s+1, 3s+2);
    positions count cases from case 1 of the stage (≤ 0: the start zone)."""

    players: int
    dice: Dice
    incident: bool  # the optional rules (« Règles additionnelles »)
    ravitaillement: bool
    first: int  # the seat that won the first die
    first_rolls: tuple[int, ...]  # by seat
    phase: Phase
    seat: int  # whose turn (or profile, or placement) it is
    built: int  # profiles given, all seats
    placed: tuple[int, ...]  # riders in the start zone, in order
    next_gid: int  # the next group's id
    turn: int
    step: Step  # of the turn
    arrived: tuple[tuple[int, ...], ...]  # riders past the line, batches crossing together
    arrived_turn: tuple[int, ...]  # the turn of each batch
    fed: tuple[Fed, ...]
    missed: tuple[int, ...]  # riders with an incident, out of their group's next move
    recover_left: tuple[int, ...]  # riders still to recover, between stages
    finish: int  # the stage's finish case
    terrains: str  # the stage's cases, case 1 first
    feeds: tuple[int, ...]
    summits: tuple[int, ...]
    bought: tuple[BoughtBack, ...]  # cases bought back before this move
    courses: tuple[Course, ...]  # by stage
    skills: tuple[Skills, ...]  # by rider: the points left
    start_skills: tuple[Skills, ...]  # by rider, at the start of the race (empty before)
    cases: Mapping[int, tuple[int, ...]]  # position -> riders, first arrived first; rear first
    capacity: int  # riders a case holds
    group_of: Mapping[int, int]  # rider on the road -> his group, by rider
    pace: Mapping[int, int]  # group -> its pace (SLOW, STEADY, FAST), by group
    todo: tuple[int, ...]  # riders (buy back, feed, hold) or groups (shift, pace) to handle
    attempt: AttemptView | None
    summits_passed: Mapping[int, tuple[int, ...]]  # summit -> riders in the order they passed
    riders: tuple[str, ...]  # by rider: A1, A2…
    book: BookView  # the race's stages and classifications
    stage: int  # the stage raced, from 1
    stages: int
    rng: str | None  # the dice to come: the full view only

    json_tuples = "first_rolls placed arrived_turn missed recover_left feeds summits todo riders"
    json_fields = {
        "arrived": nested,
        "fed": each(spread(Fed)),
        "bought": each(spread(BoughtBack)),
        "courses": each(Course.from_json),
        "skills": each(spread(Skills)),
        "start_skills": each(spread(Skills)),
        "cases": int_keys(tuple),
        "group_of": int_keys(),
        "pace": int_keys(),
        "attempt": lambda a: AttemptView(**{**a, **_tuples(a)}),
        "summits_passed": int_keys(tuple),
        "book": BookView.from_json,
    }

    def where(self, rider: int) -> int | None:
        """The rider's position; None when he is not on the road."""
        for position, riders in self.cases.items():
            if rider in riders:
                return position
        return None

    def terrain(self, position: int) -> str:
        """The stage's terrain at a position: the start zone rides on case 1's, the
        run-out on the last case's (as the rules read it)."""
        terrains = self.terrains
        return terrains[min(max(position, 1), len(terrains)) - 1]


def _tuples(attempt: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    return {"counters": tuple(attempt["counters"]), "tried": tuple(attempt["tried"])}
