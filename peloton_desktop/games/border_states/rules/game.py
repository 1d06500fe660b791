"""Border States — « Séquence de jeu »: préparation, combat, résolution, fin de manche.

The engine joins the rulebook's chapters, each a mixin in its own module (setup,
recruitment, placement, characters, resolution, round_end, views); this class says
who is asked what, routes each action to the chapter that plays it and runs the
automatic steps of the resolution and the end of a round.
"""

from __future__ import annotations

from peloton_desktop.core.prompts import Prompt, secret, turn
from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.border_states import ENTRY
from peloton_desktop.games.border_states.rules.characters import Characters
from peloton_desktop.games.border_states.rules.placement import Placement
from peloton_desktop.games.border_states.rules.recruitment import Recruitment
from peloton_desktop.games.border_states.rules.resolution import Resolution
from peloton_desktop.games.border_states.rules.round_end import RoundEnd
from peloton_desktop.games.border_states.rules.setup import SetUp
from peloton_desktop.games.border_states.rules.state import (
    BsState,
    PendingAmbush,
    PendingKeep,
    PendingStep,
)
from peloton_desktop.games.border_states.rules.views import Views

CHARACTERS = ("spy", "chaplain", "artillery", "scout", "reinforcements")


class BorderStates(SetUp, Recruitment, Placement, Characters, Resolution, RoundEnd, Views):
    entry = ENTRY  # its id and table size
    hidden_information = True
    searchable = True

    def player_count(self, state: BsState) -> int:
        return 2

    def prompts(self, state: BsState) -> tuple[Prompt, ...]:
        if state.over:
            return ()
        if state.phase == "recruit":
            return (secret((s for s in (0, 1) if not state.recruited[s]), "bs.ask.recruit"),)
        if state.phase == "stack":
            return (secret((s for s in (0, 1) if state.stacks[s] is None), "bs.ask.stack"),)
        if state.phase == "place":
            return (turn(state.order[0], "bs.ask.place"),)
        if state.pending is not None:
            return (turn(state.pending.seat, f"bs.ask.{state.pending.kind}"),)
        return ()

    def asked(self, state: BsState) -> tuple[int, ...]:
        """`prompts`' seats, without building them (a playout asks at every step)."""
        if state.over:
            return ()
        phase = state.phase
        if phase == "recruit":
            return tuple(s for s in (0, 1) if not state.recruited[s])
        if phase == "stack":
            return tuple(s for s in (0, 1) if state.stacks[s] is None)
        if phase == "place":
            return (state.order[0],)
        return () if state.pending is None else (state.pending.seat,)

    def to_move(self, state: BsState) -> tuple[int, ...]:
        return self.asked(state)  # every prompt waits

    def next_seat(self, state: BsState) -> int | None:
        """`asked`'s first seat, without the tuple (a playout asks at every step)."""
        if state.over:
            return None
        phase = state.phase
        if phase == "recruit" or phase == "stack":
            waiting = (
                state.recruited if phase == "recruit" else [s is not None for s in state.stacks]
            )
            return 0 if not waiting[0] else 1 if not waiting[1] else None
        if phase == "place":
            return state.order[0]
        return None if state.pending is None else state.pending.seat

    def legal_actions(self, state: BsState, seat: int) -> list[Action]:
        if state.over or seat not in (0, 1):
            return []
        phase = state.phase  # each phase asks `asked`'s question of this seat only
        if phase == "recruit":
            return [] if state.recruited[seat] else self._recruit_actions(state, seat)
        if phase == "stack":
            return [] if state.stacks[seat] is not None else self._stack_actions(state, seat)
        if phase == "place":
            return self._place_actions(state, seat) if seat == state.order[0] else []
        pending = state.pending
        if pending is None or pending.seat != seat:
            return []
        if isinstance(pending, PendingAmbush):
            return self._ambush_actions(pending)
        if isinstance(pending, PendingKeep):
            return self._keep_actions(pending)
        if isinstance(pending, PendingStep):
            return self._step_actions(pending)
        return []

    def play(self, state: BsState, seat: int, action: Action, events: list[Event] | None) -> None:
        kind = action[0]
        if kind in ("recruit", "president"):
            self._recruit(state, seat, action, events)
        elif kind == "stack":
            self._stack(state, seat, action, events)
        elif kind == "place":
            self._place(state, seat, action, events)
        elif kind == "done":
            self._finish_placing(state, seat, events)
        elif kind in CHARACTERS:
            self._character(state, seat, action, events)
        elif kind == "ambush":
            self._ambush(state, action, events)
        elif kind == "keep":
            self._keep(state, action, events)
        elif kind == "step":
            self._choose_step(state, seat, action, events)
        self._advance(state, events)

    def _advance(self, state: BsState, events: list[Event] | None) -> None:
        """Run every automatic step until a player must decide or the game ends."""
        while not state.over and state.pending is None:
            if state.phase == "resolve":
                if state.stage == "reveal":
                    self._reveal_battle(state, events)
                elif state.stage == "ambush":
                    self._next_ambush(state, events)
                elif state.stage == "score":
                    self._score_battle(state, events)
                else:
                    self._next_battle(state, events)
            elif state.phase == "influence":
                self._next_step(state, events)
            else:
                return

    def clone(self, state: BsState) -> BsState:
        return state.copy()
