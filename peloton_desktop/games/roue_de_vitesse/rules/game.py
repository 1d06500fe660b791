"""Roue de Vitesse — the engine: who is asked what at each step of « Déroulé d'un Tour »,
and each action routed to the chapter that plays it.

The engine joins the rulebook's chapters, each a mixin in its own module: set-up
(`setup.py`), step 1, the groups' move (`groups.py`), step 2, the breakaway
(`breakaway.py`), the rest of a turn (`turn.py`), the optional rules (`optional.py`),
the stage race (`stages.py`), the finish (`finish.py`), the views (`views.py`); the
wheel (`wheel.py`) is their tables. Rules revision 3 (issue 24, « Rules, round
three »): the first turn's 4 cases, the bonus point, the push from the full case
behind, one place per rider at a summit; a record saved at revision 2 replays as
played (state.py's ROUND_THREE, chapter.py's `round_three`). Rules revision 4 (issue
42): R cases that follow each other form one feed zone (chapter.py's `feed_zones`).
"""

from __future__ import annotations

from peloton_desktop.core.prompts import PASS, Prompt, reaction, turn
from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.roue_de_vitesse import ENTRY
from peloton_desktop.games.roue_de_vitesse import messages as _messages  # noqa: F401
from peloton_desktop.games.roue_de_vitesse.rules.breakaway import Breakaway
from peloton_desktop.games.roue_de_vitesse.rules.finish import Finish
from peloton_desktop.games.roue_de_vitesse.rules.groups import Movement
from peloton_desktop.games.roue_de_vitesse.rules.optional import OptionalRules
from peloton_desktop.games.roue_de_vitesse.rules.setup import SetUp
from peloton_desktop.games.roue_de_vitesse.rules.stages import Stages
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
from peloton_desktop.games.roue_de_vitesse.rules.turn import Turns
from peloton_desktop.games.roue_de_vitesse.rules.views import Views


class RoueDeVitesse(SetUp, Movement, Breakaway, Turns, OptionalRules, Stages, Finish, Views):
    entry = ENTRY  # its id and table size
    reaction_windows = True
    searchable = True
    stage_race = True

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

    def _seats(self, state: RdvState) -> tuple[int, ...]:
        """The seats `prompts` asks, in its order, without building the prompts (every
        step of a playout asks)."""
        phase, step = state.phase, state.step
        if phase in (BUILD, PLACE):
            return (state.seat,)
        if phase == RECOVER:
            return (state.recover_left[0] // 3,)
        if phase != RACE:
            return ()
        if step in (BUY_BACK, FEED, HOLD):
            return (state.todo[0] // 3,)
        if step == COUNTER:
            a = state.attempt
            assert a is not None
            return tuple(a.counters)
        if step == COUNTER_BONUS:
            a = state.attempt
            assert a is not None
            return (a.counter_rider // 3,)
        return (state.seat,)

    def to_move(self, state: RdvState) -> tuple[int, ...]:
        return tuple(sorted(set(self._seats(state))))

    asked = to_move  # every prompt waits

    def next_seat(self, state: RdvState) -> int | None:
        seats = self._seats(state)
        return seats[0] if seats else None

    def legal_actions(self, state: RdvState, seat: int) -> list[Action]:
        if state.phase == OVER or seat not in self._seats(state):
            return []
        phase, step = state.phase, state.step
        if phase == BUILD:
            return self._profile_actions()
        if phase == PLACE:
            return self._place_actions(state)
        if phase == RECOVER:
            return self._recovery_actions(state)
        if step == BUY_BACK:
            return self._buy_back_actions(state, state.todo[0])
        if step == FEED:
            return self._feed_actions(state.todo[0])
        if step == HOLD:
            return self._hold_actions(state)
        if step == ATTACK:
            return self._attack_actions(state)
        if step == BONUS:
            return self._bonus_actions(state)
        if step == EXTRA:
            return self._extra_actions(state)
        if step == COUNTER:
            return [PASS, *[("counter", r) for r in self._counter_riders(state, seat)]]
        if step == COUNTER_BONUS:
            return [("bonus", 0), ("bonus", 1)]
        if step == SHIFT:
            return self._shift_actions(state)
        return self._pace_actions(state)

    # -- playing -------------------------------------------------------------------------
    def play(self, state: RdvState, seat: int, action: Action, events: list[Event] | None) -> None:
        kind = action[0]
        if kind == "profile":
            self._give_profile(state, action, events)
        elif kind == "place":
            self._place(state, action, events)
        elif kind == "recover":
            self._recover(state, action, events)
        elif kind == "buy_back":
            self._buy_back(state, action[1], action[2], events)
        elif kind == "hold":
            self._hold(state, action[1], action[2], events)
        elif kind == "feed":
            self._feed(state, action[1], action[2], events)
        elif kind == "attack":
            self._attack(state, action[1], events)
        elif action == ("no_attack",):
            self._enter_shift(state, events)
        elif kind == "bonus" and state.step == BONUS:
            self._judge(state, action[1], events)
        elif kind == "extra":
            self._escape(state, action[1], events)
        elif kind == "counter":
            self._counter(state, action[1], events)
        elif kind == "bonus":
            self._counter_done(state, action[1], events)
        elif action == PASS:
            self._no_counter(state, seat, events)
        elif kind in ("shift", "stay"):
            self._shift(state, action, events)
        elif kind == "pace":
            self._set_pace(state, action[1], action[2], events)

    def clone(self, state: RdvState) -> RdvState:
        return state.copy()


__all__ = ["RoueDeVitesse"]
