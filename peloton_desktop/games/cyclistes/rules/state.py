"""Cyclistes' state (Articles 1, 3, 4: teams of leaders and équipiers, the cases).

A rider is an index: team `t`'s riders are `t * riders_per_team + k`, its leaders
the first `leaders_per_team` of them. Positions count cases from the start case
(position 1); the pack is placed on positions ≤ 0, behind the start line, and a
rider past `finish` has crossed the line. Who stands where, in arrival order, is a
`courses.occupancy.Occupancy` with the width as its capacity.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import RaceBook
from peloton_desktop.courses.occupancy import Occupancy

# Phases of a stage
Phase = Literal["place", "race", "over"]
PLACE: Final = "place"
RACE: Final = "race"
OVER: Final = "over"
# Steps of a rider's move: before the dice, how far after them, on after a double
Step = Literal["choose", "amount", "demarrage"]
CHOOSE: Final = "choose"
AMOUNT: Final = "amount"
DEMARRAGE: Final = "demarrage"

# Actions
ROLL: tuple[str] = ("roll",)
FOLLOW: tuple[str] = ("follow",)
ATTACK: tuple[str] = ("demarrage",)
ABANDON: tuple[str] = ("abandon",)
CONTINUE: tuple[str] = ("continue",)
STOP: tuple[str] = ("stop",)

# A move just made: (rider, from, distance, giclé); the next rider may take its wheel.
Prev = tuple[int, int, int, bool]


@dataclass
class CycState:
    players: int
    teams: list[str]
    riders_per_team: int
    leaders_per_team: int
    courses: list[dict[str, Any]]  # each stage's course (cases, start, finish, direction)
    rng: Rng
    book: RaceBook
    occ: Occupancy
    finish: int = 0  # the last case before the line
    hatched: frozenset[int] = frozenset()  # difficulty positions up to the line (derived)
    phase: Phase = PLACE
    # -- placement (Article 9) --
    order: list[int] = field(default_factory=list)  # teams, in placement order
    placer: int = 0  # index into `order`
    attacked: list[int] = field(default_factory=list)  # teams whose early attack is used
    at_back: list[int] = field(default_factory=list)  # early attackers on a double 1
    # -- the race (Articles 2, 5–7) --
    turn: int = 0
    queue: list[int] = field(default_factory=list)  # riders still to move, in order
    moved: list[int] = field(default_factory=list)  # riders moved this turn
    prev: Prev | None = None
    rider: int = -1  # the rider whose move is being decided
    step: Step = CHOOSE
    dice: tuple[int, ...] = ()
    run_from: int = 0  # where a démarrage started
    gicle: bool = False  # the démarrage made a double
    crossed: bool = False  # a rider crossed the line this turn
    last_move: tuple[int, int, int] | None = None  # (rider, from, to): the last stretch
    last_roll: tuple[int, tuple[int, ...]] | None = None  # (rider, dice): on the table
    options: list[Any] = field(default_factory=list)  # the legal actions of the decision

    def team(self, rider: int) -> int:
        return rider // self.riders_per_team

    def is_leader(self, rider: int) -> bool:
        return rider % self.riders_per_team < self.leaders_per_team

    def riders_of(self, team: int) -> range:
        n = self.riders_per_team
        return range(team * n, (team + 1) * n)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def seat(self) -> int:
        """The seat whose decision is pending (-1 when over)."""
        if self.phase == PLACE:
            return self.order[self.placer]
        if self.phase == RACE:
            return self.rider // self.riders_per_team  # team, inlined (asked every step)
        return -1

    def copy(self) -> CycState:
        return CycState(
            self.players,
            self.teams,
            self.riders_per_team,
            self.leaders_per_team,
            self.courses,  # never mutated
            self.rng.copy(),
            self.book.copy(),
            self.occ.copy(),
            self.finish,
            self.hatched,
            self.phase,
            list(self.order),
            self.placer,
            list(self.attacked),
            list(self.at_back),
            self.turn,
            list(self.queue),
            list(self.moved),
            self.prev,
            self.rider,
            self.step,
            self.dice,
            self.run_from,
            self.gicle,
            self.crossed,
            self.last_move,
            self.last_roll,
            list(self.options),
        )
