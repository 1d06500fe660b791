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

from peloton_desktop.core.jsonable import from_jsonable
from peloton_desktop.core.observation import Observation
from peloton_desktop.core.protocol import Action
from peloton_desktop.core.stages import RaceBook
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
        return cls(
            data["id"],
            data["name"],
            data["cases"],
            data["direction"],
            data["start"],
            data["finish"],
            data.get("designer"),
        )


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


class StageResult(NamedTuple):
    """A stage's arrival and the seconds each rider was given. JSON: an object."""

    stage: int | None  # (a stage result always names its stage)
    arrival: tuple[int, ...]
    values: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"stage": self.stage, "arrival": list(self.arrival), "values": list(self.values)}


class BookView(NamedTuple):
    """The race's book (`core.stages.RaceBook`) as its JSON has it: competitors are
    riders, values seconds. JSON: an object of these keys, `before` only when set."""

    competitors: tuple[tuple[int, str], ...]  # (seat, name), by rider
    stages: int
    general_unit: str
    extra: Mapping[str, str]  # other classifications' units (none in Cyclistes)
    stage: int
    between: bool
    totals: Mapping[str, tuple[int, ...]]  # by classification, each rider's total
    withdrawn: tuple[int, ...]  # in the order they abandoned
    order: Mapping[str, tuple[int, ...]]  # by classification, its last order
    before: Mapping[str, tuple[int, ...]]  # the orders movements count from
    results: tuple[StageResult, ...]

    @classmethod
    def of(cls, book: RaceBook) -> BookView:
        return cls(
            tuple((c.seat, c.name) for c in book.competitors),
            book.stages,
            str(book.general_unit),
            {k: str(u) for k, u in book.extra.items()},
            book.stage,
            book.between,
            {k: tuple(t[c] for c in sorted(t)) for k, t in book.totals.items()},
            tuple(book.withdrawn),
            {k: tuple(v) for k, v in book.order.items()},
            {k: tuple(v) for k, v in book.before.items()},
            tuple(
                StageResult(
                    r.stage,
                    tuple(s.competitor for s in r.standings),
                    tuple(s.value for s in r.standings),
                )
                for r in book.results
            ),
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "competitors": [list(c) for c in self.competitors],
            "stages": self.stages,
            "general_unit": self.general_unit,
            "extra": dict(self.extra),
            "stage": self.stage,
            "between": self.between,
            "totals": {k: list(t) for k, t in self.totals.items()},
            "withdrawn": list(self.withdrawn),
            "order": {k: list(v) for k, v in self.order.items()},
        }
        if self.before:
            out["before"] = {k: list(v) for k, v in self.before.items()}
        out["results"] = [r.to_json() for r in self.results]
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BookView:
        return cls(
            tuple((seat, name) for seat, name in data["competitors"]),
            data["stages"],
            data["general_unit"],
            dict(data["extra"]),
            data["stage"],
            data["between"],
            {k: tuple(t) for k, t in data["totals"].items()},
            tuple(data["withdrawn"]),
            {k: tuple(v) for k, v in data["order"].items()},
            {k: tuple(v) for k, v in data.get("before", {}).items()},
            tuple(
                StageResult(r["stage"], tuple(r["arrival"]), tuple(r["values"]))
                for r in data["results"]
            ),
        )

    def race_book(self) -> RaceBook:
        """A new `RaceBook` that this is the view of."""
        return RaceBook.from_json(self.to_json())


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

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CycObservation:
        """The observation from its JSON (lists back to tuples, records rebuilt)."""
        prev, last, roll = data["prev"], data["last_move"], data["last_roll"]
        return cls(
            players=data["players"],
            teams=tuple(data["teams"]),
            riders_per_team=data["riders_per_team"],
            leaders_per_team=data["leaders_per_team"],
            courses=tuple(Course.from_json(c) for c in data["courses"]),
            stage=data["stage"],
            stages=data["stages"],
            finish=data["finish"],
            hatched=tuple(data["hatched"]),
            capacity=data["capacity"],
            phase=data["phase"],
            order=tuple(data["order"]),
            placer=data["placer"],
            attacked=tuple(data["attacked"]),
            at_back=tuple(data["at_back"]),
            turn=data["turn"],
            queue=tuple(data["queue"]),
            moved=tuple(data["moved"]),
            prev=None if prev is None else Prev(*prev),
            rider=data["rider"],
            step=data["step"],
            dice=tuple(data["dice"]),
            run_from=data["run_from"],
            gicle=data["gicle"],
            crossed=data["crossed"],
            last_move=None if last is None else Stretch(*last),
            last_roll=None if roll is None else Roll(roll[0], tuple(roll[1])),
            cases={int(p): tuple(r) for p, r in data["cases"].items()},
            riders=tuple(RiderView(**r) for r in data["riders"]),
            options=tuple(from_jsonable(data["options"])),
            book=BookView.from_json(data["book"]),
            rng=data["rng"],
        )
