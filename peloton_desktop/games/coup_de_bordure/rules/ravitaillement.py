"""Coup de bordure — « Ravitaillement » and « Tirage de la musette ».

A rider reaching the feed zone (7th case) with 0, 1 or 2 energy tokens left takes
2, 2 or 1 tokens of his choice, after showing his face-down token. The first time
a team's rider gets there, the team draws a musette card, face down until the end
(the tie-breaker of last resort): the cards in play are the one left over plus one
new card per team drawing, all teams arriving in the same group drawing at once.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.events import MusetteDrawn, RiderFed
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState, Rider
from peloton_desktop.games.coup_de_bordure.tokens import COLOURS, INDEX, energy


class Ravitaillement(Chapter):
    """Refuelling at the feed zone and the musette draws."""

    def feed_gain(self, rider: Rider) -> int:
        table = self.ruleset.values["ravitaillement_table"]
        return int(table.get(str(energy(rider.visible, rider.hidden)), 0))

    def _ravito_actions(self, state: CdbState, r: int) -> list[Action]:
        gain = self.feed_gain(state.riders[r])
        return [("ravito", r, combo) for combo in combinations_with_replacement(COLOURS, gain)]

    def _feed(
        self,
        state: CdbState,
        rider: Rider,
        r: int,
        colours: tuple[str, ...],
        events: list[Event] | None,
    ) -> None:
        revealed = rider.hidden
        if revealed:  # to be fed, the rider shows how many tokens he has left
            rider.visible[INDEX[revealed]] += 1
            rider.hidden = None
        for c in colours:
            rider.visible[INDEX[c]] += 1
        if events is not None:
            events.append(RiderFed(r, list(colours), revealed).event(reveals=revealed is not None))

    def _draw_musettes(self, state: CdbState, events: list[Event] | None) -> None:
        """Teams whose first rider reached the feed zone draw, all at once, as written."""
        teams = sorted(
            {
                state.riders[r].team
                for r in state.arrived
                if state.musette[state.riders[r].team] is None
            }
        )
        if teams:
            pool = state.musette_left + list(
                range(state.musette_next, state.musette_next + len(teams))
            )
            state.musette_next += len(teams)
            for team in teams:
                card = pool.pop(state.rng.below(len(pool)))
                state.musette[team] = card
                # Public: that the team drew. The card stays face down for everyone.
                if events is not None:
                    events.append(MusetteDrawn(team).event())
            state.musette_left = pool
        state.arrived = []
