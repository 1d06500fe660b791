"""Tape l'étape: the engine (rulebook chapters « Déroulement », « Choix de l'étape »,
« Les jokers »; set-up and modes in `setup.py`, the classification in
`classification.py`, the jokers in `jokers.py`, the seat's view in `views.py`, typed
in `observation.py`).

Rules revisions (`Game.rules_revision`; a record keeps the one it was played with):
1. as first written.
2. issue 24: « Crevaison : À jouer à n'importe quel moment même en dehors de son tour
   de jeu »: the Puncture window opens anew after each decision of the rider to play
   (a card of a turn of several, a joker), and that rider may puncture between two of
   his own cards; Vitamine may be played between two cards of a time trial or
   Changement de braquet turn; the broom wagon ranks the riders after the first two
   in playing order from the winner.
3. issue 24: the Puncture window is open too while the chooser chooses the stage's
   profile or a time trial's start value, and the chooser may puncture among his
   own choices; a chooser punctured then loses the stage's first turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.prompts import PASS, Prompt, reaction, turn
from peloton_desktop.core.protocol import Action, Event, Result
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL, Classification
from peloton_desktop.games.tape_l_etape import messages as _messages  # noqa: F401
from peloton_desktop.games.tape_l_etape.rules import setup as _setup
from peloton_desktop.games.tape_l_etape.rules import views as _views
from peloton_desktop.games.tape_l_etape.rules.classification import (
    broom_wagon_times,
    stage_times,
)
from peloton_desktop.games.tape_l_etape.rules.columns import (
    can_lay,
    lay,
    layable,
    start_and_direction,
)
from peloton_desktop.games.tape_l_etape.rules.jokers import Jokers
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.rules.state import (
    BALAI,
    BRAQUET,
    CHOOSE_PROFILE,
    CHOOSE_START,
    CLM,
    CREVAISON,
    ENDURANCE,
    JOKERS,
    MONTAGNE,
    PLAINE,
    PLAY,
    SPRINT,
    VITAMINE,
    Card,
    TleState,
)

PASS_TURN: Action = ("pass_turn",)
END_TURN: Action = ("end",)


class TapeLEtape(Jokers):
    game_id = "tape_l_etape"
    min_players = 3
    max_players = 6
    hidden_information = True
    reaction_windows = True
    searchable = True
    stage_race = True

    # -- set-up (setup.py) -------------------------------------------------------------
    def default_setup(self, players: int) -> dict[str, Any]:
        return _setup.default_setup(players)

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        return _setup.validate(self, super().validate_setup(setup))

    def new_game(self, setup: Mapping[str, Any], seed: int) -> TleState:
        state = _setup.new_state(self.ruleset.values, setup, Rng(seed))
        self._start_stage(state, state.dealer, [])
        return state

    # -- a stage (« Déroulement ») ------------------------------------------------------
    def _start_stage(self, state: TleState, chooser: int, events: list[Event]) -> None:
        _setup.deal(state, self.v["hand_size"])
        state.columns = {}
        state.skips = [0] * state.players
        state.finished = []
        state.blocked = []
        state.window = []
        state.chooser = chooser
        state.profile = ""
        if state.mode == SPRINT and state.book.stage == state.stages_total:
            # the final mountain stage, opened by the last of the general classification
            state.chooser = _views.gc_order(state)[-1]
            events.append(Event("final_stage", {"chooser": state.chooser}))
            self._set_profile(state, MONTAGNE, 0, events)
        else:
            state.phase = CHOOSE_PROFILE
            if self.while_choosing:
                self._open_window(state)
        events.append(
            Event("stage_dealt", {"stage": state.book.stage, "chooser": state.chooser}),
        )

    def _set_profile(self, state: TleState, profile: str, chosen: int, events: list[Event]) -> None:
        v = self.v
        state.profile = profile
        state.start, state.direction = start_and_direction(
            profile, state.low, state.high, v["plaine_start"], v["balai_start"], chosen
        )
        state.phase = PLAY
        events.append(
            Event(
                "profile_chosen",
                {"seat": state.chooser, "profile": profile, "start": state.start},
            )
        )
        self._begin_turn(state, state.chooser, events)

    def _begin_turn(self, state: TleState, seat: int, events: list[Event]) -> None:
        """Hand the turn to `seat`, or to the next rider who neither finished nor
        punctured (« lui fait passer son tour »)."""
        n = state.players
        for _ in range(n * (max(state.skips) + 1) + 1):
            if seat not in state.finished:
                if state.skips[seat] == 0:
                    break
                state.skips[seat] -= 1
                events.append(Event("turn_lost", {"seat": seat}))
            seat = (seat + 1) % n
        state.current = seat
        state.laid = 0
        state.braquet = False
        state.two_last = (
            state.profile == PLAINE
            and self.v["plaine_last_two_together"]
            and len(state.hands[seat]) == 2
        )
        self._open_window(state)

    def _end_turn(self, state: TleState, events: list[Event]) -> None:
        self._begin_turn(state, (state.current + 1) % state.players, events)

    # -- who is asked what --------------------------------------------------------------
    def prompts(self, state: TleState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        if state.phase == CHOOSE_PROFILE:
            out = [turn(state.chooser, "tle.ask.profile")]
        elif state.phase == CHOOSE_START:
            out = [turn(state.chooser, "tle.ask.start")]
        else:
            out = [turn(state.current, "tle.ask.play", profile=state.profile)]
        if state.window:
            out.append(reaction(state.window, "tle.ask.puncture", waits=False))
        return tuple(out)

    def legal_actions(self, state: TleState, seat: int) -> list[Action]:
        if state.over:
            return []
        if state.phase in (CHOOSE_PROFILE, CHOOSE_START):
            if seat == state.chooser:
                return self._choices(state, seat)
            return [*self._punctures(state), PASS] if seat in state.window else []
        if seat in state.window:
            return [*self._punctures(state), PASS]
        if seat != state.current:
            return []
        return self._turn_actions(state, seat)

    def _choices(self, state: TleState, seat: int) -> list[Action]:
        """The chooser's: a profile, or a time trial's start; and his Puncture (rules
        revision 3)."""
        out: list[Action]
        if state.phase == CHOOSE_PROFILE:
            out = [("profile", p) for p in state.profiles_left[seat]]
        else:
            out = [("start", value) for value in range(state.low, state.high + 1)]
        if self.while_choosing and state.jokers[seat][CREVAISON] > 0:
            out += self._punctures(state)
        return out

    def _lays(self, state: TleState, seat: int) -> list[Card]:
        return layable(state.hands[seat], state.columns, state.start, state.direction)

    def _may_go_on(self, state: TleState) -> bool:
        """May the rider lay another card this turn?"""
        return state.profile == CLM or state.braquet or state.two_last

    def _turn_actions(self, state: TleState, seat: int) -> list[Action]:
        lays: list[Action] = [("lay", c, v) for c, v in self._lays(state, seat)]
        jokers = state.jokers[seat]
        if state.laid:  # going on with a turn of several cards
            out = [*lays, END_TURN]
            if self.any_moment:  # a joker between two cards (no Vitamine on a Plaine's
                # last two: they are the two cards the turn began with)
                if jokers[CREVAISON] > 0:
                    out += self._punctures(state)
                if state.profile == CLM or state.braquet:
                    out += self._vitamines(state, seat)
            return out
        out = lays or [PASS_TURN]
        if jokers[BRAQUET] > 0 and not state.braquet and not self._may_go_on(state):
            out.append((BRAQUET,))
        if jokers[CREVAISON] > 0:
            out += self._punctures(state)
        return out + self._vitamines(state, seat)

    # -- playing ------------------------------------------------------------------------
    def apply_in_place(self, state: TleState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action[0]
        # the seat the game waits for decides: every unused Puncture may act anew after
        to_play = seat == state.awaited() and (state.phase == PLAY or self.while_choosing)
        if kind == "profile":
            state.profiles_left[seat].remove(action[1])
            if action[1] == CLM:
                state.profile = CLM
                state.phase = CHOOSE_START
                events.append(Event("clm_chosen", {"seat": seat}))
            else:
                self._set_profile(state, action[1], 0, events)
        elif kind == "start":
            self._set_profile(state, CLM, action[1], events)
        elif action == PASS:
            state.window.remove(seat)
        elif kind == "puncture":
            self._puncture(state, seat, action[1], events)
        elif kind == BRAQUET:
            state.jokers[seat][BRAQUET] -= 1
            state.braquet = True
            events.append(Event("braquet", {"seat": seat}))
        elif kind == VITAMINE:
            self._vitamine(state, seat, action[1], (action[2], action[3]), events)
        elif kind == "lay":
            self._lay(state, seat, (action[1], action[2]), events)
        elif action == PASS_TURN:
            events.append(Event("passed", {"seat": seat}))
            self._end_turn(state, events)
        elif action == END_TURN:
            self._end_turn(state, events)
        reopen = state.phase == PLAY or self.while_choosing
        if to_play and self.any_moment and reopen and not state.over:
            self._open_window(state)  # the game waits anew: every unused Puncture may act
        return events

    def _lay(self, state: TleState, seat: int, card: Card, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        lay(card, state.columns)
        state.laid += 1
        events.append(
            Event("card_laid", {"seat": seat, "colour": card[0], "value": card[1]}, reveals=True)
        )
        if not state.hands[seat]:
            state.finished.append(seat)
            events.append(Event("hand_emptied", {"seat": seat}))
            if state.profile != BALAI or len(state.finished) == state.players:
                self._finish_stage(state, events)
                return
            self._end_turn(state, events)
            return
        if not self._may_go_on(state) or not self._lays(state, seat):
            self._end_turn(state, events)

    # -- the end of a stage (« Le classement ») ------------------------------------------
    def _finish_stage(self, state: TleState, events: list[Event]) -> None:
        v = self.v
        if state.profile == BALAI:
            arrival, seconds = broom_wagon_times(state.finished, v, self.any_moment)
        else:
            arrival, seconds = stage_times(state.hands, state.finished[0], v)
        state.book.finish_stage(arrival, seconds)
        state.window = []
        events.append(
            Event(
                "stage_finished",
                {
                    "stage": state.book.stage,
                    "profile": state.profile,
                    "arrival": arrival,
                    "seconds": [seconds[p] for p in range(state.players)],
                    "hands": [[list(c) for c in sorted(h)] for h in state.hands],
                },
                reveals=True,
            )
        )
        if state.book.stage == state.stages_total:
            state.over = True
            return
        if state.mode == ENDURANCE and state.book.stage == state.stages_total // 2:
            # « Un ravitaillement aura lieu à la mi-course »: used jokers come back.
            state.jokers = [_setup.joker_hand(v, ENDURANCE) for _ in range(state.players)]
            events.append(Event("refuel", {}))
        state.book.next_stage()
        self._start_stage(state, (state.chooser + 1) % state.players, events)

    # -- the end of the race --------------------------------------------------------------
    def is_over(self, state: TleState) -> bool:
        return state.over

    def classifications(self, state: TleState) -> tuple[Classification, ...]:
        return state.book.classifications()

    def result(self, state: TleState) -> Result:
        ranking = tuple(_views.gc_order(state))
        gc = next(c for c in state.book.standings() if c.kind == GENERAL)
        return Result(
            ranking,
            reason="tle.general",
            params={"time": gc.standings[0].value},
            scores=tuple(state.book.totals[GENERAL][p] for p in range(state.players)),
            classifications=state.book.final_classifications(),
        )

    # -- views, search (views.py) --------------------------------------------------------
    def observe(self, state: TleState, seat: int | None) -> TleObservation:
        return _views.observe(state, seat)

    def clone(self, state: TleState) -> TleState:
        return state.copy()

    def determinize(self, observation: TleObservation, seat: int, rng: Rng) -> TleState:
        return _views.determinize(observation, seat, rng)

    def evaluate(self, state: TleState) -> list[float]:
        return _views.evaluate(state, self.v)

    def bots(self) -> dict[str, Any]:
        from peloton_desktop.core.ismcts import search_levels
        from peloton_desktop.games.tape_l_etape.bots import HeuristicBot

        return search_levels(HeuristicBot, normal=50, strong=300, rollout_depth=60)

    def decode_action(self, data: Any) -> Action:
        return super().decode_action(data)


__all__ = ["END_TURN", "JOKERS", "PASS_TURN", "TapeLEtape", "can_lay"]
