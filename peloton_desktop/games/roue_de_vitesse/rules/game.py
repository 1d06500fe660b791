"""Roue de Vitesse: the engine. It says who is asked what and routes each action to
the chapter that plays it: set-up (`setup.py`), the wheel (`wheel.py`), the groups'
move (`groups.py`), the rest of a turn (`turn.py`), the finish (`finish.py`), the
optional rules (`optional.py`), the stage race (`stages.py`), the views (`views.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.prompts import PASS, Prompt, reaction, turn
from peloton_desktop.core.protocol import Action, Event, Game, Result
from peloton_desktop.core.race import team_result
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import Classification
from peloton_desktop.games.roue_de_vitesse import messages as _messages  # noqa: F401
from peloton_desktop.games.roue_de_vitesse.rules import groups as _groups
from peloton_desktop.games.roue_de_vitesse.rules import optional as _opt
from peloton_desktop.games.roue_de_vitesse.rules import setup as _setup
from peloton_desktop.games.roue_de_vitesse.rules import stages as _stages
from peloton_desktop.games.roue_de_vitesse.rules import turn as _turn
from peloton_desktop.games.roue_de_vitesse.rules import views as _views
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation
from peloton_desktop.games.roue_de_vitesse.rules.state import (
    ATTACK,
    BONUS,
    BUILD,
    BUY_BACK,
    COUNTER,
    COUNTER_BONUS,
    EXTRA,
    FEED,
    HOLD,
    OVER,
    PACE,
    PLACE,
    RACE,
    RECOVER,
    SHIFT,
    RdvState,
)


class RoueDeVitesse(Game[RdvState]):
    game_id = "roue_de_vitesse"
    min_players = 2
    max_players = 6
    reaction_windows = True
    searchable = True
    stage_race = True

    def default_setup(self, players: int) -> dict[str, Any]:
        return _setup.default_setup(players)

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        return _setup.validate(self, super().validate_setup(setup))

    def new_game(self, setup: Mapping[str, Any], seed: int) -> RdvState:
        state = _setup.new_state(setup, Rng(seed), self.v)
        _setup.load_course(state)
        return state

    # -- who is asked what ---------------------------------------------------------------
    def prompts(self, state: RdvState) -> tuple[Prompt, ...]:
        phase, step = state.phase, state.step
        if phase == BUILD:
            return (turn(state.seat, "rdv.ask.profile"),)
        if phase == PLACE:
            return (turn(state.seat, "rdv.ask.place"),)
        if phase == RECOVER:
            r = state.recover_left[0]
            return (turn(r // 3, "rdv.ask.recover", rider=r),)
        if phase != RACE:
            return ()
        if step in (BUY_BACK, FEED, HOLD):
            r = state.todo[0]
            return (turn(r // 3, f"rdv.ask.{step}", rider=r),)
        if step == COUNTER:
            a = state.attempt
            assert a is not None
            return (reaction(a.counters, "rdv.ask.counter", waits=True, rider=a.rider),)
        if step == COUNTER_BONUS:
            a = state.attempt
            assert a is not None
            return (turn(a.counter_rider // 3, "rdv.ask.counter_bonus", rider=a.counter_rider),)
        if step in (SHIFT, PACE):
            return (turn(state.seat, f"rdv.ask.{step}", group=state.todo[0]),)
        return (turn(state.seat, f"rdv.ask.{step}"),)

    def legal_actions(self, state: RdvState, seat: int) -> list[Action]:
        if state.phase == OVER or seat not in self.asked(state):
            return []
        v, phase, step = self.v, state.phase, state.step
        if phase == BUILD:
            return _setup.profile_options(v)
        if phase == PLACE:
            return _setup.place_options(state)
        if phase == RECOVER:
            return _stages.recovery_options(state, state.recover_left[0], v)
        if step == BUY_BACK:
            return _opt.buy_back_options(state, state.todo[0], v)
        if step == FEED:
            return _opt.feed_options(state.todo[0])
        if step == HOLD:
            return _turn.hold_options(state, state.todo[0], v)
        if step == ATTACK:
            return _turn.attack_options(state, v)
        if step == BONUS:
            return _turn.bonus_options(state, v)
        if step == EXTRA:
            return _turn.extra_options(state, v)
        if step == COUNTER:
            return [PASS, *[("counter", r) for r in _turn.counter_riders(state, seat, v)]]
        if step == COUNTER_BONUS:
            return [("bonus", 0), ("bonus", 1)]
        if step == SHIFT:
            return _turn.shift_options(state, state.todo[0])
        return _turn.pace_options(state, state.todo[0])

    # -- playing -------------------------------------------------------------------------
    def apply_in_place(self, state: RdvState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        v, kind = self.v, action[0]
        if kind == "profile":
            rider = _setup.give_profile(state, action)
            events.append(Event("profile", {"rider": rider, "skills": list(action[1:])}))
        elif kind == "place":
            state.occ.add(action[1], action[2])
            state.placed.append(action[1])
            events.append(Event("placed", {"rider": action[1], "to": action[2]}))
            self._placed(state, events)
        elif kind == "recover":
            _stages.recover(state, action, events)
            state.recover_left.pop(0)
            self._recovering(state, events)
        elif kind == "buy_back":
            _opt.buy_back(state, action[1], action[2], events)
            state.todo.pop(0)
            if not state.todo:
                self._move(state, events)
        elif kind == "hold":
            _turn.hold(state, action[1], action[2], v, events)
            state.todo.pop(0)
            if not state.todo:
                self._enter_pace(state, events)
        elif kind == "feed":
            _opt.feed(state, action[1], action[2], v, events)
            state.todo.pop(0)
            if not state.todo:
                self._enter_attack(state, events)
        elif kind == "attack":
            _turn.attack(state, action[1], v, events)
            self._after_roll(state, events)
        elif action == ("no_attack",):
            self._enter_shift(state, events)
        elif kind == "bonus" and state.step == BONUS:
            self._judge(state, action[1], events)
        elif kind == "extra":
            self._escape(state, action[1], events)
        elif kind == "counter":
            if _turn.counter(state, action[1], v, events):
                state.step = COUNTER_BONUS
            else:
                self._counter_done(state, 0, events)
        elif kind == "bonus":
            self._counter_done(state, action[1], events)
        elif action == PASS:
            a = state.attempt
            assert a is not None
            a.counters.remove(seat)
            if not a.counters:
                self._attack_over(state, events)
        elif kind in ("shift", "stay"):
            if kind == "shift":
                _turn.shift(state, action, v, events)
            state.todo.pop(0)
            self._next_shift(state, events)
        elif kind == "pace":
            state.pace[action[1]] = action[2]
            riders = _groups.members(state).get(action[1], [])
            events.append(Event("pace", {"group": action[1], "pace": action[2], "riders": riders}))
            state.todo.pop(0)
            state.todo = [g for g in state.todo if g in state.pace]
            if not state.todo:
                self._end_turn(state, events)
        return events

    # -- set-up and stages ----------------------------------------------------------------
    def _placed(self, state: RdvState, events: list[Event]) -> None:
        if len(state.placed) < len(state.skills):
            state.seat = state.next_seat(state.seat)
            while not _setup.place_options(state):
                state.seat = state.next_seat(state.seat)
            return
        state.phase = RACE
        _groups.new_group(state, list(state.occ.front_to_back()), self.v["start_pace"])
        self._begin_turn(state, state.first, events)

    def _recovering(self, state: RdvState, events: list[Event]) -> None:
        while state.recover_left:
            options = _stages.recovery_options(state, state.recover_left[0], self.v)
            if len(options) > 1:
                return
            if sum(options[0][2:]):  # one way only (all he lost, or one skill): taken
                _stages.recover(state, options[0], events)
            state.recover_left.pop(0)
        state.book.next_stage()
        _stages.reset_road(state, self.v["case_capacity"])
        _setup.load_course(state)
        _setup.start_placing(state)
        events.append(Event("stage_started", {"stage": state.book.stage}))

    def _close_stage(self, state: RdvState, events: list[Event]) -> None:
        _stages.close_stage(state, self.v, events)
        if state.book.stage >= state.book.stages:
            state.phase = OVER
            events.append(Event("race_over", {}))
            return
        state.phase = RECOVER
        state.recover_left = [r for r in range(len(state.skills))]
        self._recovering(state, events)

    # -- a turn ----------------------------------------------------------------------------
    def _begin_turn(self, state: RdvState, seat: int, events: list[Event]) -> None:
        state.turn += 1
        state.seat = seat
        events.append(Event("turn_started", {"seat": seat, "turn": state.turn}))
        state.todo = _opt.buyers(state, self.v)
        if state.todo:  # riders out of this move choose their buy-back first
            state.step = BUY_BACK
        else:
            self._move(state, events)

    def _move(self, state: RdvState, events: list[Event]) -> None:
        _groups.move_all(state, self.v, state.seat, events)
        state.todo = _opt.feeders(state)
        if state.todo:
            state.step = FEED
        else:
            self._enter_attack(state, events)

    def _enter_attack(self, state: RdvState, events: list[Event]) -> None:
        state.step = ATTACK
        if not _turn.attack_options(state, self.v):
            self._enter_shift(state, events)

    def _after_roll(self, state: RdvState, events: list[Event]) -> None:
        if _turn.bonus_options(state, self.v):
            state.step = BONUS
        else:
            self._judge(state, 0, events)

    def _judge(self, state: RdvState, paid: int, events: list[Event]) -> None:
        _turn.judge(state, paid, self.v, events)
        a = state.attempt
        assert a is not None
        if not a.cases:
            self._attack_over(state, events)
        elif _turn.extra_options(state, self.v):
            state.step = EXTRA
        else:
            self._escape(state, 0, events)

    def _escape(self, state: RdvState, paid: int, events: list[Event]) -> None:
        a = state.attempt
        assert a is not None
        _turn.escape(state, paid, self.v, events)
        _groups.passed(state, [a.rider], {a.rider: a.origin}, self.v, state.seat, events)
        _groups.crossed(state, [a.rider], state.seat, events)
        if a.rider not in state.occ:
            a.counters = []
        if a.counters:
            state.step = COUNTER
        else:
            self._attack_over(state, events)

    def _counter_done(self, state: RdvState, paid: int, events: list[Event]) -> None:
        a = state.attempt
        assert a is not None
        rider = a.counter_rider
        _turn.counter_judge(state, paid, self.v, events)
        _groups.passed(state, [rider], {rider: a.origin}, self.v, state.seat, events)
        _turn.next_counter_seats(state, self.v)
        if a.counters:
            state.step = COUNTER
        else:
            self._attack_over(state, events)

    def _attack_over(self, state: RdvState, events: list[Event]) -> None:
        state.attempt = None
        _groups.normalise(state)
        self._enter_shift(state, events)

    def _enter_shift(self, state: RdvState, events: list[Event]) -> None:
        state.step = SHIFT
        state.todo = _turn.shift_groups(state)
        self._next_shift(state, events)

    def _next_shift(self, state: RdvState, events: list[Event]) -> None:
        groups = _groups.members(state)  # nothing moves while groups are skipped
        while state.todo:
            if len(_turn.shift_options(state, state.todo[0], groups)) > 1:
                return
            state.todo.pop(0)
        state.todo = _turn.pay_fast(state, self.v, events)
        if state.todo:  # riders who may pay the fast pace from two skills choose
            state.step = HOLD
        else:
            self._enter_pace(state, events)

    def _enter_pace(self, state: RdvState, events: list[Event]) -> None:
        _turn.split_heads(state, self.v, events)
        state.step = PACE
        state.todo = _turn.pace_groups(state)
        if not state.todo:
            self._end_turn(state, events)

    def _end_turn(self, state: RdvState, events: list[Event]) -> None:
        state.todo = []
        if _stages.stage_over(state):
            self._close_stage(state, events)
        else:
            self._begin_turn(state, state.next_seat(state.seat), events)

    # -- the end -----------------------------------------------------------------------------
    def is_over(self, state: RdvState) -> bool:
        return state.phase == OVER

    def classifications(self, state: RdvState) -> tuple[Classification, ...]:
        return state.book.classifications()

    def result(self, state: RdvState) -> Result:
        return team_result(state.book, 3, state.players, "rdv")

    # -- views, search ------------------------------------------------------------------------
    def observe(self, state: RdvState, seat: int | None) -> RdvObservation:
        return _views.observe(state, seat)

    def clone(self, state: RdvState) -> RdvState:
        return state.copy()

    def determinize(self, observation: RdvObservation, seat: int, rng: Rng) -> RdvState:
        return _views.determinize(observation, rng)

    def evaluate(self, state: RdvState) -> list[float]:
        return _views.evaluate(state)

    def bots(self) -> dict[str, Any]:
        from peloton_desktop.core.ismcts import search_levels
        from peloton_desktop.games.roue_de_vitesse.bots import ExpertBot, HeuristicBot

        # Rollouts to the line (a race is short) with the expert policy; building a
        # profile (up to 66 splits) is the policy's own choice.
        return search_levels(
            HeuristicBot,
            normal=30,
            strong=100,
            rollout_depth=300,
            policy=ExpertBot,
            max_width=12,
        )


__all__ = ["RoueDeVitesse"]
