"""Les jokers (rulebook: « Les jokers »): Vitamine and Crevaison; Changement de
braquet is a turn's rule (turn.py).

« Vitamine : … permet d'échanger une carte de sa main avec une carte tirée au hasard
dans la main d'un concurrent. Celui-ci ne peut pas riposter par une vitamine au même
joueur au cours de la même étape. » « Crevaison : À jouer à n'importe quel moment même
en dehors de son tour de jeu. Il crève le pneu du coureur désigné et lui fait passer
son tour. Il peut être joué à soi-même. » Out of turn a Puncture is played in a
reaction window that stays open while the game waits for the rider to play or, from
rules revision 3, for the chooser to choose (game.py's module doc).
"""

from __future__ import annotations

from operator import itemgetter

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.tape_l_etape.rules.chapter import Chapter
from peloton_desktop.games.tape_l_etape.rules.events import (
    Punctured,
    TurnLost,
    Vitamine,
    VitamineCards,
)
from peloton_desktop.games.tape_l_etape.rules.state import (
    CREVAISON,
    PLAY,
    VITAMINE,
    Card,
    TleState,
)

_PUNCTURES = itemgetter(CREVAISON)  # a seat's Punctures left, read in C


class Jokers(Chapter):
    """The jokers' actions and what they do."""

    def _open_window(self, state: TleState) -> None:
        """Anyone whose Puncture is unused may play it while the game waits for the
        rider to play or the chooser to choose (who plays his among his own actions)."""
        punctures = list(map(_PUNCTURES, state.jokers))
        if not any(punctures):  # every Puncture played (most turns of a race)
            state.window = []
            return
        awaited = state.awaited()
        state.window = [p for p, n in enumerate(punctures) if n > 0 and p != awaited]

    def _let_pass(self, state: TleState, seat: int) -> None:
        """A seat asked in the window keeps its Puncture for now."""
        state.window.remove(seat)

    def _punctures(self, state: TleState) -> list[Action]:
        return [("puncture", p) for p in state.in_stage()]

    def _vitamines(self, state: TleState, seat: int) -> list[Action]:
        if state.jokers[seat][VITAMINE] <= 0 or not state.hands[seat]:
            return []
        hand = sorted(state.hands[seat])
        return [
            (VITAMINE, victim, c, v)
            for victim in state.in_stage()
            if victim != seat and state.hands[victim] and (seat, victim) not in state.blocked
            for c, v in hand
        ]

    def _puncture(
        self, state: TleState, seat: int, target: int, events: list[Event] | None
    ) -> None:
        """« Il crève le pneu du coureur désigné et lui fait passer son tour. »"""
        state.jokers[seat][CREVAISON] -= 1
        if seat in state.window:
            state.window.remove(seat)
        if events is not None:
            events.append(Punctured(seat, target).event())
        if state.phase == PLAY and target == state.current:
            if events is not None:
                events.append(TurnLost(target).event())
            self._end_turn(state, events)
        else:
            state.skips[target] += 1

    def _vitamine(
        self, state: TleState, seat: int, victim: int, given: Card, events: list[Event] | None
    ) -> None:
        """Give a card of one's choice for one drawn at random from a rival's hand; the
        rival may not answer with a Vitamine on the same rider in this stage."""
        state.jokers[seat][VITAMINE] -= 1
        hand, other = state.hands[seat], state.hands[victim]
        taken = other.pop(state.rng.below(len(other)))
        hand.remove(given)
        hand.append(taken)
        other.append(given)
        state.blocked.append((victim, seat))
        if events is not None:
            events.append(Vitamine(seat, victim).event())
            events.append(
                VitamineCards(seat, victim, list(given), list(taken)).event(
                    visible_to=(seat, victim)
                )
            )
