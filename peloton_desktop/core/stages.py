"""Stage races and their classifications, written once for every game.

A stage race is one game (one record) whose state holds a `RaceBook`: the
competitors (riders or players, each owned by a seat), the stages, the running
totals of every classification (general in time or points, points, climbers),
who withdrew, every stage's result, and whether the race stands between two stages
(the step where a game lets players recover or place for the next stage).

A game calls `finish_stage` with the stage's arrival order and the values it gives
(seconds behind the winner, or points), plus what it adds to other classifications;
the book keeps the totals and returns the classifications with ranks, gaps and
movements. `Result.classifications` and `Game.classifications` carry them to the
standings widget and to `replay --json`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

# Classification kinds (also message keys for their titles).
STAGE, GENERAL, POINTS, MOUNTAINS = "stage", "general", "points", "mountains"
JERSEYS = {GENERAL: "yellow", POINTS: "green", MOUNTAINS: "polka"}


class Unit(StrEnum):
    TIME = "time"  # seconds, lower is better
    POINTS = "points"  # higher is better
    PENALTY = "penalty"  # points, lower is better (a general in penalty points)


@dataclass(frozen=True, slots=True)
class Competitor:
    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class Standing:
    competitor: int  # index into the race's competitors
    rank: int  # 1 for the leader; equal values may share no rank (tie-broken)
    value: int  # seconds or points
    gap: int  # behind the leader, in the same unit (0 for the leader)
    movement: int | None = None  # places gained (+) or lost (-) since the last stage

    def to_json(self) -> dict[str, Any]:
        return {
            "competitor": self.competitor,
            "rank": self.rank,
            "value": self.value,
            "gap": self.gap,
            "movement": self.movement,
        }


@dataclass(frozen=True, slots=True)
class Classification:
    kind: str  # STAGE, GENERAL, POINTS, MOUNTAINS or a game's own
    unit: Unit
    standings: tuple[Standing, ...]
    stage: int | None = None  # the stage a STAGE result belongs to (1-based)
    jersey: str | None = None  # the leader's jersey, if the classification has one
    names: tuple[str, ...] = ()  # competitor names, indexed like the race's competitors
    seats: tuple[int, ...] = ()  # the seat owning each competitor
    stages: int = 0  # how many stages the race has (1: a one-day race; 0: not said)

    @property
    def leader(self) -> int | None:
        return self.standings[0].competitor if self.standings else None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "unit": str(self.unit),
            "stage": self.stage,
            "jersey": self.jersey,
            "standings": [
                {**s.to_json(), "name": self._name(s), "seat": self._seat(s)}
                for s in self.standings
            ],
        }

    def _name(self, s: Standing) -> str:
        return self.names[s.competitor] if s.competitor < len(self.names) else ""

    def _seat(self, s: Standing) -> int | None:
        return self.seats[s.competitor] if s.competitor < len(self.seats) else None


def classify(
    kind: str,
    unit: Unit,
    values: Mapping[int, int],
    tiebreak: Sequence[int] = (),
    previous: Sequence[int] | None = None,
    stage: int | None = None,
    jersey: str | None = None,
    competitors: Sequence[Competitor] = (),
    stages: int = 0,
) -> Classification:
    """Rank `values` (competitor -> value); ties follow `tiebreak` (an order of
    competitors, e.g. the last stage's arrival), then the competitor index.
    `previous` is the order before this stage, for the movements."""
    tie = {c: i for i, c in enumerate(tiebreak)}
    sign = -1 if unit is Unit.POINTS else 1
    order = sorted(values, key=lambda c: (sign * values[c], tie.get(c, len(tie)), c))
    best = values[order[0]] if order else 0
    before = {c: i for i, c in enumerate(previous)} if previous is not None else None
    standings = tuple(
        Standing(
            competitor=c,
            rank=i + 1,
            value=values[c],
            gap=sign * (values[c] - best),
            movement=None if before is None or c not in before else before[c] - i,
        )
        for i, c in enumerate(order)
    )
    return Classification(
        kind,
        unit,
        standings,
        stage,
        jersey,
        tuple(c.name for c in competitors),
        tuple(c.seat for c in competitors),
        stages,
    )


@dataclass(frozen=True)
class TeamOrder:
    """A race's result for teams of riders: the teams best first, each team's best
    general value (None: no rider left) and the general classification's first rider
    (-1: nobody finished)."""

    ranking: tuple[int, ...]
    best: tuple[int | None, ...]
    first: int


class StageHeld(Exception):
    """Raised by `RaceBook.next_stage` on a book told to hold between stages."""


@dataclass
class RaceBook:
    """The bookkeeping of a race of one or more stages (lives in the game state)."""

    competitors: list[Competitor]
    stages: int
    general_unit: Unit = Unit.TIME
    extra: dict[str, Unit] = field(default_factory=dict)  # e.g. {POINTS: Unit.POINTS}
    stage: int = 1  # the stage being raced (or just raced, between stages)
    between: bool = False
    totals: dict[str, dict[int, int]] = field(default_factory=dict)
    withdrawn: list[int] = field(default_factory=list)
    results: list[Classification] = field(default_factory=list)
    order: dict[str, list[int]] = field(default_factory=dict)  # each kind's last order
    before: dict[str, list[int]] = field(default_factory=dict)  # the order movements count from
    # Set only on a throw-away copy (`Game.stage_end`): `next_stage` stops the engine
    # there, so a table can show a stage's finish before the next stage is set up.
    hold_between: bool = field(default=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        for kind in (GENERAL, *self.extra):
            self.totals.setdefault(kind, {c: 0 for c in range(len(self.competitors))})

    @property
    def finished(self) -> bool:
        return self.stage == self.stages and bool(self.results) and self.between

    def in_race(self) -> list[int]:
        return [c for c in range(len(self.competitors)) if c not in self.withdrawn]

    def withdraw(self, competitor: int) -> None:
        if competitor not in self.withdrawn:
            self.withdrawn.append(competitor)

    def unit(self, kind: str) -> Unit:
        return self.general_unit if kind == GENERAL else self.extra[kind]

    def finish_stage(
        self,
        arrival: Sequence[int],
        values: Mapping[int, int],
        adds: Mapping[str, Mapping[int, int]] | None = None,
    ) -> list[Classification]:
        """Close the current stage: `arrival` is its order (competitors still in the
        race), `values` what each is given for the general (seconds behind the winner
        or points), `adds` what other classifications gain. The race then stands
        between stages (or is over after the last)."""
        self.before = {kind: list(order) for kind, order in self.order.items()}
        result = classify(
            STAGE,
            self.general_unit,
            {c: values[c] for c in arrival},
            arrival,
            stage=self.stage,
            competitors=self.competitors,
            stages=self.stages,
        )
        self.results.append(result)
        for c in arrival:
            self.totals[GENERAL][c] += values[c]
        for kind, gained in (adds or {}).items():
            for c, v in gained.items():
                self.totals[kind][c] += v
        self.between = True
        out = [result, *self.standings()]
        for cl in out[1:]:
            self.order[cl.kind] = [s.competitor for s in cl.standings]
        return out

    def next_stage(self) -> None:
        if self.hold_between:
            raise StageHeld(self.stage)
        if self.stage >= self.stages:
            raise ValueError("the race has no stage left")
        self.stage += 1
        self.between = False

    def team_order(self, per_team: int, teams: int) -> TeamOrder:
        """Teams of `per_team` riders (team t: riders t·per_team…) by their best rider
        on the general classification, teams with no rider left last (by seat)."""
        gc = next(c for c in self.standings() if c.kind == GENERAL)
        ranking: list[int] = []
        best: dict[int, int] = {}
        for standing in gc.standings:  # best first
            team = standing.competitor // per_team
            if team not in best:
                ranking.append(team)
                best[team] = standing.value
        first = gc.standings[0].competitor if gc.standings else -1
        return TeamOrder(
            tuple(ranking + [t for t in range(teams) if t not in best]),
            tuple(best.get(t) for t in range(teams)),
            first,
        )

    def standings(self) -> list[Classification]:
        """The classifications as they stand (withdrawn competitors left out)."""
        last = [s.competitor for s in self.results[-1].standings] if self.results else []
        out = []
        for kind, totals in self.totals.items():
            values = {c: v for c, v in totals.items() if c not in self.withdrawn}
            out.append(
                classify(
                    kind,
                    self.unit(kind),
                    values,
                    last,
                    self.before.get(kind),
                    jersey=JERSEYS.get(kind),
                    competitors=self.competitors,
                )
            )
        return out

    def classifications(self) -> tuple[Classification, ...]:
        """The last stage's result followed by the standings (empty before stage 1 ends)."""
        if not self.results:
            return ()
        return (self.results[-1], *self.standings())

    def final_classifications(self) -> tuple[Classification, ...]:
        """Every stage's result, then the standings: what a finished race's Result holds."""
        return (*self.results, *self.standings())

    # -- serialisation (states are JSON) -----------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "competitors": [[c.seat, c.name] for c in self.competitors],
            "stages": self.stages,
            "general_unit": str(self.general_unit),
            "extra": {k: str(u) for k, u in self.extra.items()},
            "stage": self.stage,
            "between": self.between,
            "totals": {k: [t[c] for c in sorted(t)] for k, t in self.totals.items()},
            "withdrawn": list(self.withdrawn),
            "order": {k: list(v) for k, v in self.order.items()},
            **({"before": {k: list(v) for k, v in self.before.items()}} if self.before else {}),
            "results": [
                {
                    "stage": r.stage,
                    "arrival": [s.competitor for s in r.standings],
                    "values": [s.value for s in r.standings],
                }
                for r in self.results
            ],
        }

    def copy(self) -> RaceBook:
        """A copy sharing only what never changes (the competitors and the stages'
        results are frozen records): states are copied at every action."""
        return RaceBook(
            competitors=list(self.competitors),
            stages=self.stages,
            general_unit=self.general_unit,
            extra=dict(self.extra),
            stage=self.stage,
            between=self.between,
            totals={kind: dict(values) for kind, values in self.totals.items()},
            withdrawn=list(self.withdrawn),
            results=list(self.results),
            order={kind: list(order) for kind, order in self.order.items()},
            before={kind: list(order) for kind, order in self.before.items()},
        )


def format_time(seconds: int) -> str:
    """m:ss (h:mm:ss past an hour): the way the box's classification sheets read."""
    h, rest = divmod(abs(seconds), 3600)
    m, s = divmod(rest, 60)
    sign = "-" if seconds < 0 else ""
    return f"{sign}{h}:{m:02d}:{s:02d}" if h else f"{sign}{m}:{s:02d}"
