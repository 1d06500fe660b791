"""Roue de Vitesse's state (« Pour jouer », « Mise en place »): teams of three riders
with sprint, endurance and climber points, the groups and their pace tokens.

A rider is an index: seat `s` owns riders `3s`, `3s+1`, `3s+2`. Positions count cases
from case 1 of the stage; the fictive start zone is positions 0, -1, … and a rider
past `finish` has crossed the line (he leaves the road).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Final, Literal, NamedTuple, Protocol, cast

from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import RaceBook
from peloton_desktop.courses.occupancy import Occupancy

# Phases
Phase = Literal["build", "place", "race", "recover", "over"]
BUILD: Final = "build"
PLACE: Final = "place"
RACE: Final = "race"
RECOVER: Final = "recover"
OVER: Final = "over"
# Steps of a turn (the rulebook's « Déroulé d'un Tour »)
Step = Literal[
    "buy_back",
    "feed",
    "attack",
    "bonus",
    "extra",
    "counter",
    "counter_bonus",
    "shift",
    "hold",
    "pace",
]
BUY_BACK: Final = "buy_back"
FEED: Final = "feed"
ATTACK: Final = "attack"
BONUS: Final = "bonus"
EXTRA: Final = "extra"
COUNTER: Final = "counter"
COUNTER_BONUS: Final = "counter_bonus"
SHIFT: Final = "shift"
HOLD: Final = "hold"
PACE: Final = "pace"
SPRINT, ENDURANCE, CLIMBER = 0, 1, 2
SLOW, STEADY, FAST = 0, 1, 2
Dice = Literal["d12", "2d6"]

NO_ATTACK: tuple[str] = ("no_attack",)
STAY: tuple[str] = ("stay",)

# The `rules_revision` of the fixes of issue 24 (« Rules, round three »): the first
# turn's 4 cases, the bonus point, the push from the full case behind, one place per
# rider at a summit. A record saved before them carries revision 2 and replays as played
# (chapter.py's `round_three`).
ROUND_THREE = 3


class Road(Protocol):
    """The road as the rules use it: `courses.occupancy.Occupancy`, whose riders here are
    rider indices and whose capacity is the ruleset's. Occupancy is typed for any
    hashable rider and an optional capacity; `road` says once, where a state gets its
    road, that here they are ints (the rules' one cast: a generic Occupancy in
    courses/ would make it needless)."""

    memo: Any  # the groups (`groups.members`), forgotten at every move

    @property
    def capacity(self) -> int: ...
    def __len__(self) -> int: ...
    def __contains__(self, rider: object) -> bool: ...
    def copy(self) -> Occupancy: ...
    def position(self, rider: int) -> int: ...
    def riders_on(self, position: int) -> tuple[int, ...]: ...
    def is_full(self, position: int) -> bool: ...
    def furthest(self, start: int, end: int) -> int: ...
    def ride(self, riders: list[int], distance: int) -> list[int]: ...
    def add(self, rider: int, position: int) -> None: ...
    def remove(self, rider: int) -> int: ...
    def move(self, rider: int, position: int) -> None: ...
    def occupied(self) -> list[int]: ...
    def front_to_back(self) -> Iterator[int]: ...
    def cases(self) -> list[tuple[int, list[int]]]: ...


def road(occupancy: Occupancy) -> Road:
    """An occupancy as a Roue de Vitesse road (its riders are rider indices)."""
    assert occupancy.capacity is not None
    return cast(Road, occupancy)


class Fed(NamedTuple):
    """A rider who took his ravitaillement, and where (« une fois par zone »)."""

    rider: int
    case: int


class BoughtBack(NamedTuple):
    """The cases a rider out of the coming move buys back with endurance."""

    rider: int
    cases: int


@dataclass
class Attempt:
    """A breakaway in progress: who, from where, the die and what it reached."""

    rider: int
    origin: int  # the head case he left
    group: int  # the group he left
    threshold: int
    roll: int = 0
    total: int = 0
    cases: int = 0  # cases ahead of the head case (0: failed)
    counters: list[int] = field(default_factory=list)  # seats still to answer, in order
    tried: list[int] = field(default_factory=list)  # riders who countered
    counter_rider: int = -1  # a counter waiting for its bonus decision
    counter_roll: int = 0


@dataclass
class RdvState:
    players: int
    dice: Dice
    incident: bool
    ravitaillement: bool
    courses: list[dict[str, Any]]
    rng: Rng
    book: RaceBook
    occ: Road
    skills: list[list[int]]  # rider -> [sprint, endurance, climber]
    start_skills: list[list[int]] = field(default_factory=list)
    first: int = 0  # the seat that won the first die
    first_rolls: list[int] = field(default_factory=list)
    phase: Phase = BUILD
    seat: int = 0  # whose turn (or placement / profile) it is
    built: int = 0  # profiles given, all seats
    placed: list[int] = field(default_factory=list)
    # -- the race --
    group_of: dict[int, int] = field(default_factory=dict)  # rider -> group id
    pace: dict[int, int] = field(default_factory=dict)  # group id -> SLOW/STEADY/FAST
    next_gid: int = 1
    turn: int = 0
    step: Step = ATTACK
    todo: list[int] = field(default_factory=list)  # riders / groups still to handle
    attempt: Attempt | None = None
    arrived: list[list[int]] = field(default_factory=list)  # batches crossing together
    arrived_turn: list[int] = field(default_factory=list)  # the turn of each batch
    summits_passed: dict[int, list[int]] = field(default_factory=dict)
    fed: list[Fed] = field(default_factory=list)  # the feed zones used
    missed: list[int] = field(default_factory=list)  # riders with an incident
    bought: list[BoughtBack] = field(default_factory=list)
    recover_left: list[int] = field(default_factory=list)  # riders still to recover
    finish: int = 0
    terrains: str = ""  # the stage's cases, index 0 = case 1
    feeds: list[int] = field(default_factory=list)
    summits: list[int] = field(default_factory=list)

    def team(self, rider: int) -> int:
        return rider // 3

    def riders_of(self, seat: int) -> range:
        return range(3 * seat, 3 * seat + 3)

    def terrain(self, position: int) -> str:
        """The start zone rides on case 1's terrain; the run-out on the last case's."""
        i = min(max(position, 1), len(self.terrains)) - 1
        return self.terrains[i]

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def copy(self) -> RdvState:
        other = copy.copy(self)
        other.rng = self.rng.copy()
        other.book = self.book.copy()
        other.occ = road(self.occ.copy())
        other.skills = [list(s) for s in self.skills]
        other.group_of = dict(self.group_of)
        other.pace = dict(self.pace)
        other.todo = list(self.todo)
        other.attempt = copy.deepcopy(self.attempt)
        other.arrived = [list(b) for b in self.arrived]
        other.arrived_turn = list(self.arrived_turn)
        other.summits_passed = {k: list(v) for k, v in self.summits_passed.items()}
        other.fed = list(self.fed)
        other.missed = list(self.missed)
        other.bought = list(self.bought)
        other.recover_left = list(self.recover_left)
        other.placed = list(self.placed)
        other.first_rolls = list(self.first_rolls)
        return other
