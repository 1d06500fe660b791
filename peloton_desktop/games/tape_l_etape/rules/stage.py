"""Choosing the stage (rulebook: « Choix de l'étape »), and a stage's start.

« Le joueur ayant distribué : choisi le profil d'étape … pose ensuite sa 1ère carte »:
the chooser picks one of his five profiles not used yet (a Contre-la-montre's chooser
then names the value its columns start with; columns.py says how each profile's
columns start and grow) and plays first. Every stage is dealt anew and chosen by the
next player; in Sprint the race ends with a mountain stage opened by the last of the
general classification.
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.tape_l_etape.rules.chapter import Chapter
from peloton_desktop.games.tape_l_etape.rules.classification import gc_order
from peloton_desktop.games.tape_l_etape.rules.columns import start_and_direction
from peloton_desktop.games.tape_l_etape.rules.events import (
    ClmChosen,
    FinalStage,
    ProfileChosen,
    StageDealt,
)
from peloton_desktop.games.tape_l_etape.rules.state import (
    CHOOSE_PROFILE,
    CHOOSE_START,
    CLM,
    CREVAISON,
    MONTAGNE,
    PLAY,
    SPRINT,
    TleState,
)


class Stage(Chapter):
    """A stage's deal, its chooser, its profile and a time trial's start value."""

    def _start_stage(self, state: TleState, chooser: int, events: list[Event] | None) -> None:
        self._deal(state)
        state.columns = {}
        state.skips = [0] * state.players
        state.finished = []
        state.blocked = []
        state.window = []
        state.chooser = chooser
        state.profile = ""
        if state.mode == SPRINT and state.book.stage == state.stages_total:
            # the final mountain stage, opened by the last of the general classification
            state.chooser = gc_order(state)[-1]
            if events is not None:
                events.append(FinalStage(state.chooser).event())
            self._set_profile(state, MONTAGNE, 0, events)
        else:
            state.phase = CHOOSE_PROFILE
            if self.while_choosing:
                self._open_window(state)
        if events is not None:
            events.append(
                StageDealt(state.book.stage, state.chooser).event(),
            )

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

    def _choose_profile(
        self, state: TleState, seat: int, profile: str, events: list[Event] | None
    ) -> None:
        """A profile is used once; a time trial's start value is asked next."""
        state.profiles_left[seat].remove(profile)
        if profile == CLM:
            state.profile = CLM
            state.phase = CHOOSE_START
            if events is not None:
                events.append(ClmChosen(seat).event())
        else:
            self._set_profile(state, profile, 0, events)

    def _set_profile(
        self, state: TleState, profile: str, chosen: int, events: list[Event] | None
    ) -> None:
        """The stage's profile (and a time trial's `chosen` start): its chooser plays first."""
        v = self.v
        state.profile = profile
        state.start, state.direction = start_and_direction(
            profile, state.low, state.high, v["plaine_start"], v["balai_start"], chosen
        )
        state.phase = PLAY
        if events is not None:
            events.append(ProfileChosen(state.chooser, profile, state.start).event())
        self._begin_turn(state, state.chooser, events)
