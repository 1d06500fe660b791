"""The turns of a stage (rulebook: « Déroulement »), and Changement de braquet.

« Si un joueur peut jouer, il est dans l'obligation de le faire. Si un joueur ne
peut pas jouer, il passe son tour. » A turn is one card, but a Contre-la-montre's
turn goes on as long as the rider wishes, and so does a turn after Changement de
braquet (« Lors de son tour, le joueur peut jouer autant de cartes qu'il le souhaite
en suivant l'ordre de pose »); on a Plaine « il est possible de poser les deux
dernières cartes de sa main uniquement en un seul tour » (from rules revision 4 a
Vitamine may come between those two: « Après avoir utilisé une vitamine, le joueur
peut jouer immédiatement »). The first to lay his last
card ends the stage, except on a Voiture balai, which goes on until every hand is
empty (classification.py times it).
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.tape_l_etape.rules.chapter import Chapter
from peloton_desktop.games.tape_l_etape.rules.columns import lay, layable
from peloton_desktop.games.tape_l_etape.rules.events import (
    Braquet,
    CardLaid,
    HandEmptied,
    Passed,
    TurnLost,
)
from peloton_desktop.games.tape_l_etape.rules.state import (
    BALAI,
    BRAQUET,
    CLM,
    CREVAISON,
    PLAINE,
    VITAMINE,
    Card,
    TleState,
)

PASS_TURN: Action = ("pass_turn",)
END_TURN: Action = ("end",)


class Turns(Chapter):
    """Whose turn it is, what he may lay, and the end of his turn."""

    def _begin_turn(self, state: TleState, seat: int, events: list[Event] | None) -> None:
        """Hand the turn to `seat`, or to the next rider who neither finished nor
        punctured (« lui fait passer son tour »)."""
        n = state.players
        # most turns: the seat neither finished nor punctured (the loop would stop there)
        fast = state.skips[seat] == 0 and seat not in state.finished
        for _ in range(0 if fast else n * (max(state.skips) + 1) + 1):
            if seat not in state.finished:
                if state.skips[seat] == 0:
                    break
                state.skips[seat] -= 1
                if events is not None:
                    events.append(TurnLost(seat).event())
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

    def _end_turn(self, state: TleState, events: list[Event] | None) -> None:
        self._begin_turn(state, (state.current + 1) % state.players, events)

    def _lays(self, state: TleState, seat: int) -> list[Card]:
        return layable(state.hands[seat], state.columns, state.start, state.direction)

    def _may_go_on(self, state: TleState) -> bool:
        """May the rider lay another card this turn?"""
        return state.profile == CLM or state.braquet or state.two_last

    def _turn_actions(self, state: TleState, seat: int) -> list[Action]:
        lays: list[Action] = layable(
            state.hands[seat], state.columns, state.start, state.direction, "lay"
        )
        jokers = state.jokers[seat]
        if state.laid:  # going on with a turn of several cards
            out = [*lays, END_TURN]
            if self.any_moment:  # a joker between two cards (until revision 4 no
                # Vitamine between a Plaine's last two: the two the turn began with)
                if jokers[CREVAISON] > 0:
                    out += self._punctures(state)
                if state.profile == CLM or state.braquet or self.vitamine_on_plaine:
                    out += self._vitamines(state, seat)
            return out
        out = lays or [PASS_TURN]
        if jokers[BRAQUET] > 0 and not state.braquet and not self._may_go_on(state):
            out.append((BRAQUET,))
        if jokers[CREVAISON] > 0:
            out += self._punctures(state)
        if jokers[VITAMINE] > 0:  # `_vitamines` has none without one (most steps)
            out += self._vitamines(state, seat)
        return out

    def _lay(self, state: TleState, seat: int, card: Card, events: list[Event] | None) -> None:
        state.hands[seat].remove(card)
        lay(card, state.columns)
        state.laid += 1
        if events is not None:
            events.append(CardLaid(seat, card[0], card[1]).event(reveals=True))
        if not state.hands[seat]:
            state.finished.append(seat)
            if events is not None:
                events.append(HandEmptied(seat).event())
            if state.profile != BALAI or len(state.finished) == state.players:
                self._finish_stage(state, events)
                return
            self._end_turn(state, events)
            return
        if not self._may_go_on(state) or not self._lays(state, seat):
            self._end_turn(state, events)

    def _braquet(self, state: TleState, seat: int, events: list[Event] | None) -> None:
        """Changement de braquet: as many cards as he wishes this turn."""
        state.jokers[seat][BRAQUET] -= 1
        state.braquet = True
        if events is not None:
            events.append(Braquet(seat).event())

    def _pass_turn(self, state: TleState, seat: int, events: list[Event] | None) -> None:
        """« Si un joueur ne peut pas jouer, il passe son tour. »"""
        if events is not None:
            events.append(Passed(seat).event())
        self._end_turn(state, events)
