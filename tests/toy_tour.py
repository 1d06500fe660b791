"""A toy stage race used only by the tests: every prompt kind and a RaceBook.

2-4 riders, one per seat, race `stages` stages of `length` cases. In turn each
rider rides 1 or 2 cases, or rolls a die (1-3 cases, chance). While a turn is
awaited, every other seat whose puncture is unused may puncture the rider to move
(an open reaction window, `waits=False`: it closes when the turn is played); the
rider then loses a case. A rider who takes the lead alone opens a waiting reaction
window: each other seat with its follow unused this stage follows (to his case) or
passes. The first on `length` ends the stage: 10 s per case behind, 3/2/1 points.
Between stages every seat chooses in secret to warm up (5 s penalty, starts a case
ahead) or not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from peloton_desktop.core.prompts import PASS, Prompt, reaction, secret, turn
from peloton_desktop.core.protocol import Action, Event, Game, Result
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.stages import GENERAL, POINTS, Competitor, RaceBook, Unit


@dataclass
class TourState:
    players: int
    rng: Rng
    book: RaceBook
    length: int
    pos: list[int]
    active: int = 0
    punctured: list[bool] = field(default_factory=list)  # one puncture per race
    followed: list[bool] = field(default_factory=list)  # one follow per stage
    window: list[int] = field(default_factory=list)  # open puncture window
    follow: list[int] = field(default_factory=list)  # waiting follow window
    warmup: dict[int, bool] = field(default_factory=dict)  # between stages
    over: bool = False


ENTRY = GameEntry(
    id="toy_tour",
    title="Toy tour (test)",
    min_players=2,
    max_players=4,
    pitch="A test stage race.",
    engine=lambda: ToyTour,
    table=lambda: _table(),
)


class ToyTour(Game[TourState]):
    entry = ENTRY  # its id and table size
    reaction_windows = True
    hidden_information = True  # the warm-up choices are secret until all are in
    stage_race = True

    @classmethod
    def default_ruleset(cls) -> Ruleset:
        return Ruleset(game="toy_tour", values={"length": 8, "stages": 2}, assumed=[])

    def default_setup(self, players: int) -> dict[str, Any]:
        return {"players": players, "stages": self.ruleset.values["stages"]}

    def new_game(self, setup: dict[str, Any], seed: int) -> TourState:
        n = setup["players"]
        riders = [Competitor(s, f"Rider {s + 1}") for s in range(n)]
        book = RaceBook(riders, int(setup.get("stages", 2)), Unit.TIME, {POINTS: Unit.POINTS})
        state = TourState(
            players=n,
            rng=Rng(seed),
            book=book,
            length=self.ruleset.values["length"],
            pos=[0] * n,
            punctured=[False] * n,
            followed=[False] * n,
        )
        self._open_turn(state)
        return state

    def player_count(self, state: TourState) -> int:
        return state.players

    def prompts(self, state: TourState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        if state.book.between:
            waiting = [s for s in range(state.players) if s not in state.warmup]
            return (secret(waiting, "toy.ask.warmup"),)
        if state.follow:
            return (reaction(state.follow, "toy.ask.follow", leader=state.active),)
        out: list[Prompt] = [turn(state.active, "toy.ask.ride")]
        if state.window:
            out.append(reaction(state.window, "toy.ask.puncture", waits=False, victim=state.active))
        return tuple(out)

    def legal_actions(self, state: TourState, seat: int) -> list[Action]:
        if state.over:
            return []
        if state.book.between:
            return [] if seat in state.warmup else [("warmup", False), ("warmup", True)]
        if state.follow:
            return [("follow",), PASS] if seat in state.follow else []
        if seat == state.active:
            return [("ride", 1), ("ride", 2), ("dice",)]
        if seat in state.window:
            return [("puncture",), PASS]
        return []

    def apply_in_place(self, state: TourState, seat: int, action: Action) -> list[Event]:
        kind = action[0]
        events: list[Event] = []
        if kind == "warmup":
            state.warmup[seat] = action[1]
            if len(state.warmup) == state.players:
                self._next_stage(state, events)
        elif state.follow:
            state.follow.remove(seat)
            if kind == "follow":
                state.followed[seat] = True
                state.pos[seat] = state.pos[state.active]
                events.append(Event("followed", {"seat": seat, "to": state.pos[seat]}))
            if not state.follow:
                self._after_move(state, events)
        elif seat != state.active:
            state.window.remove(seat)
            if kind == "puncture":
                state.punctured[seat] = True
                state.pos[state.active] = max(0, state.pos[state.active] - 1)
                events.append(Event("punctured", {"seat": seat, "victim": state.active}))
        else:
            cases = action[1] if kind == "ride" else state.rng.randint(1, 3)
            state.pos[seat] = min(state.length, state.pos[seat] + cases)
            state.window = []
            events.append(Event("rode", {"seat": seat, "cases": cases, "to": state.pos[seat]}))
            others = [state.pos[s] for s in range(state.players) if s != seat]
            if state.pos[seat] > max(others) and state.pos[seat] < state.length:
                state.follow = [
                    s for s in range(state.players) if s != seat and not state.followed[s]
                ]
            if not state.follow:
                self._after_move(state, events)
        return events

    def _after_move(self, state: TourState, events: list[Event]) -> None:
        if max(state.pos) >= state.length:
            self._finish_stage(state, events)
            return
        state.active = (state.active + 1) % state.players
        self._open_turn(state)

    def _open_turn(self, state: TourState) -> None:
        state.window = [
            s for s in range(state.players) if s != state.active and not state.punctured[s]
        ]

    def _finish_stage(self, state: TourState, events: list[Event]) -> None:
        arrival = sorted(range(state.players), key=lambda s: (-state.pos[s], s))
        best = state.pos[arrival[0]]
        values = {s: (best - state.pos[s]) * 10 for s in arrival}
        points = {s: p for s, p in zip(arrival, (3, 2, 1), strict=False)}
        state.book.finish_stage(arrival, values, {POINTS: points})
        events.append(Event("stage_finished", {"stage": state.book.stage, "arrival": arrival}))
        if state.book.stage == state.book.stages:
            state.over = True

    def _next_stage(self, state: TourState, events: list[Event]) -> None:
        state.book.next_stage()
        for s, warm in state.warmup.items():
            state.pos[s] = 1 if warm else 0
            if warm:
                state.book.totals[GENERAL][s] += 5
        warm = [state.warmup[s] for s in range(state.players)]
        events.append(Event("warmups", {"warm": warm}, reveals=True))
        state.warmup = {}
        state.followed = [False] * state.players
        state.active = (state.book.stage - 1) % state.players
        self._open_turn(state)

    def is_over(self, state: TourState) -> bool:
        return state.over

    def classifications(self, state: TourState) -> tuple[Any, ...]:
        return state.book.classifications()

    def result(self, state: TourState) -> Result:
        gc = next(c for c in state.book.standings() if c.kind == GENERAL)
        ranking = tuple(s.competitor for s in gc.standings)
        return Result(ranking, reason="general", classifications=state.book.final_classifications())

    def observe(self, state: TourState, seat: int | None) -> dict[str, Any]:
        return {
            "pos": list(state.pos),
            "active": state.active,
            "punctured": list(state.punctured),
            "followed": list(state.followed),
            "window": list(state.window),
            "follow": list(state.follow),
            "warmed": sorted(state.warmup),
            "warmup": {str(s): w for s, w in state.warmup.items() if seat is None or s == seat},
            "book": state.book.to_json(),
            "over": state.over,
        }

    def clone(self, state: TourState) -> TourState:
        return TourState(
            state.players,
            state.rng.copy(),
            state.book.copy(),
            state.length,
            list(state.pos),
            state.active,
            list(state.punctured),
            list(state.followed),
            list(state.window),
            list(state.follow),
            dict(state.warmup),
            state.over,
        )


def _table():  # type: ignore[no-untyped-def]
    from toy_tour_view import TABLE

    return TABLE
