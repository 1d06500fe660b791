"""Article 7: the special actions and the choices of a rider's move.

- 7.1 se relever: after seeing the dice, lower the total by 1 to 4, never to zero;
  a one-case move by choice when more was possible: one die, a 1 = abandon.
- 7.2 sucer la roue: instead of rolling, end on the case just behind the rider moved
  immediately before; only from his starting case or the one behind it, from a
  difficulty case only from the same case, never behind a 12 unless it makes 11,
  never a move of zero, never behind a leader who just « giclé ».
- 7.3 démarrer (leaders, from a wheel-taking position): 2 dice, a double lets him
  roll again (even on from a scotch) until a full case or he stops.
- 7.4 abandonner: only the last rider of the turn, before or after his dice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.cyclistes.rules.chapter import Chapter
from peloton_desktop.games.cyclistes.rules.events import (
    Abandoned,
    Demarrage,
    DemarrageRoll,
    Moved,
    OneCaseCheck,
    Rolled,
)
from peloton_desktop.games.cyclistes.rules.movement import DOOR, reach, roll_dice
from peloton_desktop.games.cyclistes.rules.state import (
    ABANDON,
    AMOUNT,
    ATTACK,
    CONTINUE,
    DEMARRAGE,
    FOLLOW,
    ROLL,
    STOP,
    CycState,
)

MAX_ROLL = 12  # two dice (a leader keeps two of three)


def in_wheel(state: CycState, rider: int, v: Mapping[str, Any]) -> bool:
    """May `rider` take the wheel of the rider moved just before (7.2, and 7.3's
    « en position de sucer la roue »)?"""
    if state.prev is None:
        return False
    _, start, distance, gicle = state.prev
    if gicle:
        return False  # « on ne peut pas sucer la roue d'un leader qui vient de gicler »
    position = state.occ.position(rider)
    same = position == start
    if not same and (position != start - 1 or position in state.hatched):
        return False
    if same and distance <= 1:
        return False  # a move is never zero; too slow to attack
    return not (distance >= v["no_wheel_after"] and not same)


def follow_end(state: CycState, rider: int) -> int:
    """The case just behind the followed rider's, or the nearest before it that the
    door and the scotches let him reach."""
    assert state.prev is not None
    _, start, distance, _ = state.prev
    position = state.occ.position(rider)
    return reach(state, position, start + distance - 1 - position)[0]


def choose_options(state: CycState, v: Mapping[str, Any]) -> list[Action]:
    rider = state.rider
    out: list[Action] = [ROLL]
    if in_wheel(state, rider, v):
        if follow_end(state, rider) > state.occ.position(rider):
            out.append(FOLLOW)
        if state.is_leader(rider):
            out.append(ATTACK)
    if not state.queue:
        out.append(ABANDON)
    return out


def attack_options() -> list[Action]:
    return [CONTINUE, STOP]


class Actions(Chapter):
    """A rider's move: his dice, how far he goes, the wheel, the démarrage, abandoning."""

    def _roll(self, state: CycState, events: list[Event] | None) -> None:
        """A plain move: équipier 2 dice, leader 3 dice keeping the two highest."""
        v = self.v
        rider = state.rider
        leader = state.is_leader(rider)
        dice = roll_dice(state, v["dice_leader"] if leader else v["dice_equipier"])
        total = sum(sorted(dice, reverse=True)[: v["dice_kept"]])
        state.dice, state.last_roll = dice, (rider, dice)
        state.step = AMOUNT
        if events is not None:
            events.append(Rolled(rider, list(dice), total).event())
        position = state.occ.position(rider)
        # What stops the full roll stops any shorter try that gets that far: each try of n
        # cases ends at min(position + n, where the full roll ends) (one scan, not one a try).
        can = reach(state, position, total)[0] - position  # at most total
        low = max(1, total - v["relever_max"])
        # each try n in low..total ends min(n, can) cases on, each distance once
        seen = range(low, can + 1) if can >= low else (can,)
        state.options = [("move", d) for d in seen]
        if not state.queue:
            state.options.append(ABANDON)

    def _move(self, state: CycState, distance: int, events: list[Event] | None) -> None:
        """7.1: the distance chosen after the dice (se relever: less than they allow)."""
        options = state.options  # the moves, shortest first, then perhaps ABANDON
        could = int((options[-1] if options[-1][0] == "move" else options[-2])[1])
        self._go(state, state.occ.position(state.rider) + distance, could, events)

    def _follow(self, state: CycState, events: list[Event] | None) -> None:
        """7.2: sucer la roue, instead of rolling."""
        position = state.occ.position(state.rider)
        could = reach(state, position, MAX_ROLL)[0] - position
        self._go(state, follow_end(state, state.rider), could, events, "follow")

    def _go(
        self, state: CycState, end: int, could: int, events: list[Event] | None, how: str = "roll"
    ) -> None:
        rider = state.rider
        start = state.occ.position(rider)
        state.occ.move(rider, end)
        state.last_move = (rider, start, end)
        if events is not None:
            events.append(Moved(rider, start, end, how).event())
        out = self._one_case_check(state, end - start, could, events)
        self._moved(state, start, False, out, events)

    def _one_case_check(
        self, state: CycState, distance: int, could: int, events: list[Event] | None
    ) -> bool:
        """7.1: one case by choice when more was possible: one die, a 1 = abandon."""
        if distance != 1 or could <= 1:
            return False
        die = roll_dice(state, 1)[0]
        out = die == int(self.v["abandon_face"])
        if events is not None:
            events.append(OneCaseCheck(state.rider, die, out).event())
        return out

    def _demarrage(self, state: CycState, events: list[Event] | None) -> None:
        """7.3: a leader in a wheel-taking position attacks."""
        state.run_from = state.occ.position(state.rider)
        if events is not None:
            events.append(Demarrage(state.rider).event())
        self._attack(state, events)

    def _attack(self, state: CycState, events: list[Event] | None) -> None:
        """One roll of a démarrage, then go on (a double) or the move is over."""
        if self._attack_roll(state, events):
            state.step = DEMARRAGE
            state.options = attack_options()
        else:
            self._stop(state, events)

    def _attack_roll(self, state: CycState, events: list[Event] | None) -> bool:
        """One roll of a démarrage; True when the player may roll again."""
        rider = state.rider
        dice = roll_dice(state, 2)
        state.dice, state.last_roll = dice, (rider, dice)
        position = state.occ.position(rider)
        end, stop = reach(state, position, sum(dice))
        double = dice[0] == dice[1]
        state.gicle = state.gicle or double
        state.occ.move(rider, end)
        state.last_move = (rider, position, end)
        if events is not None:
            events.append(DemarrageRoll(rider, list(dice), position, end, stop).event())
        return double and stop != DOOR and not state.occ.is_full(end + 1)

    def _stop(self, state: CycState, events: list[Event] | None) -> None:
        """The démarrage ends where its last roll took him."""
        self._moved(state, state.run_from, state.gicle, False, events)

    def _abandon(self, state: CycState, events: list[Event] | None) -> None:
        """7.4: the last rider of the turn abandons, before or after his dice."""
        self._withdraw(state, state.rider, False, events)
        self._next_rider(state, events)

    def _withdraw(
        self, state: CycState, rider: int, forced: bool, events: list[Event] | None
    ) -> None:
        """7.4: every abandon is final, for the rest of the race."""
        state.occ.remove(rider)
        state.book.withdraw(rider)
        if events is not None:
            events.append(Abandoned(rider, forced).event())


__all__ = ["DEMARRAGE", "Actions", "attack_options", "choose_options", "follow_end"]
