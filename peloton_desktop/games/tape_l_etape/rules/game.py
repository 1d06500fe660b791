"""Tape l'étape: the engine. It joins the rulebook's chapters, each a mixin in its own
module: set-up and modes (`setup.py`), the stage's choice and start (`stage.py`), the
turns, « Déroulement » (`turn.py`), the jokers (`jokers.py`), the classification
(`classification.py`), the seat's view (`views.py`, typed in `observation.py`); this
class says who is asked what and routes each action to the chapter that plays it.

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
4. issue 42: a Vitamine may be played between the two last cards a Plaine turn lays,
   as in every other turn of several cards (`vitamine_between_plaine_last_two`).
"""

from __future__ import annotations

from peloton_desktop.core.prompts import PASS, Prompt, reaction, turn
from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.tape_l_etape import ENTRY
from peloton_desktop.games.tape_l_etape.rules.classification import Classement
from peloton_desktop.games.tape_l_etape.rules.columns import can_lay
from peloton_desktop.games.tape_l_etape.rules.jokers import Jokers
from peloton_desktop.games.tape_l_etape.rules.setup import SetUp
from peloton_desktop.games.tape_l_etape.rules.stage import Stage
from peloton_desktop.games.tape_l_etape.rules.state import (
    BRAQUET,
    CHOOSE_PROFILE,
    CHOOSE_START,
    CLM,
    JOKERS,
    PLAY,
    VITAMINE,
    TleState,
)
from peloton_desktop.games.tape_l_etape.rules.turn import END_TURN, PASS_TURN, Turns
from peloton_desktop.games.tape_l_etape.rules.views import Views


class TapeLEtape(SetUp, Stage, Turns, Jokers, Classement, Views):
    entry = ENTRY  # its id and table size
    hidden_information = True
    reaction_windows = True
    searchable = True
    stage_race = True

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

    # `prompts`' seats, without building them (a playout asks at every step)
    def to_move(self, state: TleState) -> tuple[int, ...]:
        return () if state.over else (state.awaited(),)

    def asked(self, state: TleState) -> tuple[int, ...]:
        if state.over:
            return ()
        return tuple(sorted({state.awaited(), *state.window}))

    def next_seat(self, state: TleState) -> int | None:
        if state.over:
            return None
        window = state.window  # the open window first
        return window[0] if window else state.awaited()

    def legal_actions(self, state: TleState, seat: int) -> list[Action]:
        if state.over:
            return []
        if state.phase != PLAY:  # a profile or a start to choose
            if seat == state.chooser:
                return self._choices(state, seat)
            return [*self._punctures(state), PASS] if seat in state.window else []
        if seat in state.window:
            return [*self._punctures(state), PASS]
        if seat != state.current:
            return []
        return self._turn_actions(state, seat)

    # -- playing ------------------------------------------------------------------------
    def play(self, state: TleState, seat: int, action: Action, events: list[Event] | None) -> None:
        kind = action[0]
        # the seat the game waits for decides: every unused Puncture may act anew after
        playing = state.phase == PLAY
        to_play = seat == (state.current if playing else state.chooser) and (  # `awaited()`
            playing or self.while_choosing
        )
        window = state.window
        if kind == "lay":  # most steps of a game (the kinds are all apart)
            self._lay(state, seat, (action[1], action[2]), events)
        elif kind == "profile":  # « Choix de l'étape »
            self._choose_profile(state, seat, action[1], events)
        elif kind == "start":
            self._set_profile(state, CLM, action[1], events)
        elif action == PASS:  # « Les jokers »
            self._let_pass(state, seat)
        elif kind == "puncture":
            self._puncture(state, seat, action[1], events)
        elif kind == BRAQUET:
            self._braquet(state, seat, events)
        elif kind == VITAMINE:
            self._vitamine(state, seat, action[1], (action[2], action[3]), events)
        elif action == PASS_TURN:  # « Déroulement »
            self._pass_turn(state, seat, events)
        elif action == END_TURN:
            self._end_turn(state, events)
        reopen = state.phase == PLAY or self.while_choosing
        # a window the action opened anew (a new turn) is already the one wanted: nothing
        # changes the jokers or who is awaited after `_open_window`
        reopen = reopen and state.window is window
        if to_play and self.any_moment and reopen and not state.over:
            self._open_window(state)  # the game waits anew: every unused Puncture may act

    def clone(self, state: TleState) -> TleState:
        return state.copy()


__all__ = ["END_TURN", "JOKERS", "PASS_TURN", "TapeLEtape", "can_lay"]
