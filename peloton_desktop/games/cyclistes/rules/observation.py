"""Cyclistes — what a seat sees, typed (issue 22): `CycObservation` and its records.

Nothing is hidden in this game: every seat sees the whole race, the dice to come
aside, and the seat-less full view adds the RNG. `observe` (views.py) builds it; the
view, the bots and the search read it by attribute. Its fields are the keys of its
JSON (the `state` of `replay --json`, docs/cli.md), in that order; `to_json` gives
that JSON and `from_json` reads it back.

The records are named tuples: immutable like the frozen observation and several
times cheaper to make than frozen dataclasses, and an observation is built at every
bot decision. Those without `to_json` are JSON lists (a wheel, a stretch, a roll).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.jsonable import from_jsonable
from peloton_desktop.core.observation import Observation, decode, each, int_keys, spread
from peloton_desktop.core.protocol import Action
from peloton_desktop.games.cyclistes.rules.state import Phase, Step


class Course(NamedTuple):
    """A stage's course as the set-up carries it (Article 8). JSON: an object of these
    keys, `designer` only when the set-up names one."""

    id: str
    name: str
    cases: str  # each case's terrain, case 1 first ("H": hatched, a difficulty)
    direction: Literal["forward", "backward"]
    start: int  # the start case (1-based)
    finish: int  # the finish case: the line is just after it
    designer: str | None = None  # who designed it; None: the set-up does not say

    def to_json(self) -> dict[str, Any]:
        out = self._asdict()
        if self.designer is None:
            del out["designer"]
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Course:
        return decode(cls, data)


class Prev(NamedTuple):
    """The move just made (7.2): the next rider may take its wheel. JSON: a list."""

    rider: int
    start: int  # the case he left
    distance: int  # how far he went
    gicle: bool  # a leader who « giclé » (a double in a démarrage): no wheel to take


class Stretch(NamedTuple):
    """The last stretch ridden, shown on the table. JSON: [rider, from, to]."""

    rider: int
    start: int
    end: int


class Roll(NamedTuple):
    """The dice on the table and whose they are. JSON: [rider, [dice]]."""

    rider: int
    dice: tuple[int, ...]


class RiderView(NamedTuple):
    """A rider (Articles 1, 3). JSON: an object of these keys."""

    rider: int
    team: int
    leader: bool
    name: str  # "A1L": team A's first rider, a leader
    position: int | None  # None: not on the road (not yet placed, or abandoned)
    withdrawn: bool  # abandoned, for the rest of the race

    def to_json(self) -> dict[str, Any]:
        return self._asdict()


@dataclass(frozen=True, slots=True)
class CycObservation(Observation):
    """What a seat (or the seat-less full view) knows of a Cyclistes race: all of it,
    the RNG aside. Positions count cases from the start case (≤ 0: behind the line)."""

    players: int
    teams: tuple[str, ...]  # the teams' names, by seat
    riders_per_team: int  # team t's riders are t·riders_per_team + k, leaders first
    leaders_per_team: int
    courses: tuple[Course, ...]  # by stage
    stage: int  # the stage being raced (1-based)
    stages: int
    finish: int  # the position of the last case before the line
    hatched: tuple[int, ...]  # the difficulty positions up to the line, in order
    capacity: int  # riders a case holds (the width of the road)
    phase: Phase
    # the placement (Article 9)
    order: tuple[int, ...]  # teams, in placement order
    placer: int  # index into `order`
    attacked: tuple[int, ...]  # teams whose early attack is used
    at_back: tuple[int, ...]  # early attackers on a double 1, placed last
    # the race (Articles 2, 5–7)
    turn: int
    queue: tuple[int, ...]  # riders still to move this turn, in order
    moved: tuple[int, ...]  # riders moved this turn
    prev: Prev | None  # the move just made, whose wheel may be taken
    rider: int  # the rider whose move is decided (-1: none)
    step: Step
    dice: tuple[int, ...]  # the rider's dice this move
    run_from: int  # where a démarrage started
    gicle: bool  # the démarrage made a double
    crossed: bool  # a rider crossed the line this turn
    last_move: Stretch | None
    last_roll: Roll | None
    cases: Mapping[int, tuple[int, ...]]  # position -> riders, first arrived first
    riders: tuple[RiderView, ...]  # every rider, by index
    options: tuple[Action, ...]  # the legal actions of the seat asked
    book: BookView
    rng: str | None  # the full view only

    @property
    def course(self) -> Course:
        """The course of the stage being raced."""
        return self.courses[self.stage - 1]

    json_tuples = "teams hatched order attacked at_back queue moved dice"
    json_fields = {
        "courses": each(Course.from_json),
        "prev": spread(Prev),
        "last_move": spread(Stretch),
        "last_roll": lambda roll: Roll(roll[0], tuple(roll[1])),
        "cases": int_keys(tuple),
        "riders": each(lambda r: RiderView(**r)),
        "options": lambda options: tuple(from_jsonable(options)),
        "book": BookView.from_json,
    }
