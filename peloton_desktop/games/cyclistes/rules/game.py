"""Cyclistes: the engine. It says who is asked what and routes each action to the
article that plays it: set-up (`setup.py`, Articles 1, 8), placement (`placement.py`,
Article 9), the order and the road (`movement.py`, Articles 2, 5, 6), the special
actions (`actions.py`, Article 7), the finish and the stage race (`finish.py`,
Articles 10, 11), the views (`views.py`).

A rider's move is a turn of his owner: roll, take the wheel, attack or abandon;
after a roll, how far to go (se relever); after a double in a démarrage, go on or
stop. Dice are chance inside `apply`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.prompts import Prompt, turn
from peloton_desktop.core.protocol import Action, Event, Game, Result
from peloton_desktop.core.race import team_result
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import Classification
from peloton_desktop.games.cyclistes import messages as _messages  # noqa: F401
from peloton_desktop.games.cyclistes.rules import actions as _act
from peloton_desktop.games.cyclistes.rules import placement as _place
from peloton_desktop.games.cyclistes.rules import setup as _setup
from peloton_desktop.games.cyclistes.rules import views as _views
from peloton_desktop.games.cyclistes.rules.finish import stage_arrival, stage_seconds
from peloton_desktop.games.cyclistes.rules.movement import reach, turn_order
from peloton_desktop.games.cyclistes.rules.observation import CycObservation
from peloton_desktop.games.cyclistes.rules.state import (
    CHOOSE,
    DEMARRAGE,
    OVER,
    PLACE,
    RACE,
    CycState,
)


class Cyclistes(Game[CycState]):
    game_id = "cyclistes"
    min_players = 2
    max_players = 6
    hidden_information = False
    searchable = True
    stage_race = True

    # -- set-up (setup.py, placement.py) -------------------------------------------------
    def default_setup(self, players: int) -> dict[str, Any]:
        return _setup.default_setup(players, self.v)

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        return _setup.validate(self, super().validate_setup(setup))

    def new_game(self, setup: Mapping[str, Any], seed: int) -> CycState:
        state = _setup.new_state(setup, Rng(seed), self.v["case_capacity"])
        self._begin_stage(state, [])
        return state

    def _begin_stage(self, state: CycState, events: list[Event]) -> None:
        _place.start_stage(state, self.v["case_capacity"], events)
        events.append(Event("stage_started", {"stage": state.book.stage}))
        if not state.order:  # every rider abandoned: nothing is raced
            self._close_stage(state, events)
        elif _place.placement_done(state, events):
            self._begin_turn(state, events)
        else:
            state.options = _place.place_options(state, self.v)

    # -- who is asked what ---------------------------------------------------------------
    def prompts(self, state: CycState) -> tuple[Prompt, ...]:
        if state.phase == PLACE:
            return (turn(state.order[state.placer], "cyc.ask.place"),)
        if state.phase == RACE:
            return (turn(state.team(state.rider), f"cyc.ask.{state.step}", rider=state.rider),)
        return ()

    def to_move(self, state: CycState) -> tuple[int, ...]:
        seat = state.seat()
        return () if seat < 0 else (seat,)

    def asked(self, state: CycState) -> tuple[int, ...]:
        return self.to_move(state)

    def next_seat(self, state: CycState) -> int | None:
        seat = state.seat()
        return None if seat < 0 else seat

    def legal_actions(self, state: CycState, seat: int) -> list[Action]:
        return list(state.options) if seat == state.seat() else []

    # -- playing -------------------------------------------------------------------------
    def apply_in_place(self, state: CycState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action[0]
        if state.phase == PLACE:
            if kind == "place":
                _place.place(state, action[1], action[2], events)
            else:
                _place.early_attack(state, action[1], self.v, events)
            if _place.placement_done(state, events):
                self._begin_turn(state, events)
            else:
                state.options = _place.place_options(state, self.v)
        elif kind == "roll":
            _act.roll(state, self.v, events)
        elif kind == "move":
            could = max(a[1] for a in state.options if a[0] == "move")
            self._go(state, state.occ.position(state.rider) + action[1], could, events)
        elif kind == "follow":
            position = state.occ.position(state.rider)
            could = reach(state, position, _act.MAX_ROLL)[0] - position
            self._go(state, _act.follow_end(state, state.rider), could, events, "follow")
        elif kind == "demarrage":
            state.run_from = state.occ.position(state.rider)
            events.append(Event("demarrage", {"rider": state.rider}))
            self._attack(state, events)
        elif kind == "continue":
            self._attack(state, events)
        elif kind == "stop":
            self._moved(state, state.run_from, state.gicle, False, events)
        elif kind == "abandon":
            self._withdraw(state, state.rider, False, events)
            self._next_rider(state, events)
        return events

    def _go(
        self, state: CycState, end: int, could: int, events: list[Event], how: str = "roll"
    ) -> None:
        rider = state.rider
        start = state.occ.position(rider)
        state.occ.move(rider, end)
        state.last_move = (rider, start, end)
        events.append(Event("moved", {"rider": rider, "from": start, "to": end, "how": how}))
        out = _act.one_case_check(state, end - start, could, self.v, events)
        self._moved(state, start, False, out, events)

    def _attack(self, state: CycState, events: list[Event]) -> None:
        if _act.attack_roll(state, events):
            state.step = DEMARRAGE
            state.options = _act.attack_options()
        else:
            self._moved(state, state.run_from, state.gicle, False, events)

    def _moved(
        self, state: CycState, start: int, gicle: bool, abandons: bool, events: list[Event]
    ) -> None:
        """The rider's move is over: he may be followed, unless he abandoned."""
        rider = state.rider
        state.moved.append(rider)
        end = state.occ.position(rider)
        if end > state.finish and not state.crossed:
            state.crossed = True
            events.append(Event("line_crossed", {"rider": rider}))
        if abandons:
            self._withdraw(state, rider, True, events)
            state.prev = None
        else:
            state.prev = (rider, start, end - start, gicle)
        self._next_rider(state, events)

    def _withdraw(self, state: CycState, rider: int, forced: bool, events: list[Event]) -> None:
        """7.4: every abandon is final, for the rest of the race."""
        state.occ.remove(rider)
        state.book.withdraw(rider)
        events.append(Event("abandoned", {"rider": rider, "forced": forced}))

    # -- the turn (Article 2) ------------------------------------------------------------
    def _begin_turn(self, state: CycState, events: list[Event]) -> None:
        state.phase = RACE
        state.turn += 1
        state.queue = turn_order(state.occ)
        state.moved = []
        state.prev = None
        events.append(Event("turn_started", {"turn": state.turn}))
        self._next_rider(state, events)

    def _next_rider(self, state: CycState, events: list[Event]) -> None:
        while state.queue:
            rider = state.queue.pop(0)
            if rider in state.occ:
                state.rider, state.step, state.dice, state.gicle = rider, CHOOSE, (), False
                state.options = _act.choose_options(state, self.v)
                return
        if state.crossed or not len(state.occ):
            self._close_stage(state, events)
        else:
            self._begin_turn(state, events)

    # -- the finish (Articles 10, 11) ----------------------------------------------------
    def _close_stage(self, state: CycState, events: list[Event]) -> None:
        arrival = stage_arrival(state.occ)
        seconds = stage_seconds(state.occ, self.v["seconds_per_case"])
        state.book.finish_stage(arrival, seconds)
        events.append(
            Event(
                "stage_finished",
                {"stage": state.book.stage, "arrival": arrival, "seconds": seconds},
            )
        )
        state.rider, state.options, state.queue = -1, [], []
        if state.book.stage >= state.book.stages:
            state.phase = OVER
            events.append(Event("race_over", {}))
            return
        state.book.next_stage()
        self._begin_stage(state, events)

    def is_over(self, state: CycState) -> bool:
        return state.phase == OVER

    def classifications(self, state: CycState) -> tuple[Classification, ...]:
        return state.book.classifications()

    def result(self, state: CycState) -> Result:
        return team_result(state.book, state.riders_per_team, state.players, "cyc")

    # -- views, search (views.py) --------------------------------------------------------
    def observe(self, state: CycState, seat: int | None) -> CycObservation:
        return _views.observe(state, seat)

    def clone(self, state: CycState) -> CycState:
        return state.copy()

    def determinize(self, observation: CycObservation, seat: int, rng: Rng) -> CycState:
        return _views.determinize(observation, rng)

    def evaluate(self, state: CycState) -> list[float]:
        return _views.evaluate(state, self.v)

    def bots(self) -> dict[str, Any]:
        from peloton_desktop.games.cyclistes.bots import HeuristicBot
        from peloton_desktop.games.cyclistes.search import levels

        return levels(HeuristicBot)


__all__ = ["Cyclistes"]
