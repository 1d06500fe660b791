"""Border States — « Combat, I. Recrutement » and « Pouvoir du président ».

In each of a round's 3 turns both sides, at once: take a block from either end of
their recruitment file (once per game, the President takes one from anywhere);
then stack 2 available blocks face down, in secret. When both stacks are in, the
top blocks are revealed together; a -2 on top can never be shown, so both of that
side's blocks are revealed.
"""

from __future__ import annotations

from itertools import permutations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.border_states.rules.chapter import Chapter
from peloton_desktop.games.border_states.rules.events import (
    Recruited,
    RecruitedBlock,
    Stacked,
    TopsRevealed,
)
from peloton_desktop.games.border_states.rules.state import BsState


class Recruitment(Chapter):
    """Recruiting from the file, stacking two blocks in secret, revealing the tops."""

    def _recruit_actions(self, state: BsState, seat: int) -> list[Action]:
        file = state.file[seat]
        out: list[Action] = [("recruit", 0)]
        if len(file) > 1:
            out.append(("recruit", len(file) - 1))
        if state.president[seat]:
            out += [("president", i) for i in range(1, len(file) - 1)]
        return out

    def _stack_actions(self, state: BsState, seat: int) -> list[Action]:
        return [("stack", a, b) for a, b in permutations(state.available[seat], 2)]

    def _recruit(
        self, state: BsState, seat: int, action: Action, events: list[Event] | None
    ) -> None:
        kind = action[0]
        block = state.file[seat].pop(action[1])
        state.available[seat].append(block)
        state.available[seat].sort()
        state.recruited[seat] = True
        if kind == "president":
            state.president[seat] = False
            state.cards_played[seat] += 1
        if events is not None:
            end = "left" if action[1] == 0 else "right" if kind == "recruit" else "any"
            events.append(Recruited(seat, end).event())
            events.append(RecruitedBlock(seat, block).event(visible_to=(seat,)))
        if all(state.recruited):
            state.phase = "stack"
            state.stacks = [None, None]

    def _stack(self, state: BsState, seat: int, action: Action, events: list[Event] | None) -> None:
        state.stacks[seat] = (action[1], action[2])
        if events is not None:
            events.append(Stacked(seat).event())
        if all(s is not None for s in state.stacks):
            self._reveal_tops(state, events)

    def _reveal_tops(self, state: BsState, events: list[Event] | None) -> None:
        for side in (0, 1):
            top, bottom = state.stack(side)
            state.shown_both[side] = False
            if self.block(top)["value"] < -1:  # the -2 can never be shown: both revealed
                state.stacks[side] = (bottom, top)
                state.shown_both[side] = True
        tops = [state.stack(s)[0] for s in (0, 1)]  # the rules use them too
        if events is not None:
            events.append(
                TopsRevealed(
                    tops, [state.stacks[s] if state.shown_both[s] else None for s in (0, 1)]
                ).event(reveals=True)
            )
        for side in (0, 1):
            stack = state.stack(side)
            state.played[side].extend(stack)
            state.available[side] = [b for b in state.available[side] if b not in stack]
        self._leave_for_battle(state, tops, events)
