"""Coup de bordure — « Arrivée »: who wins when riders pass the line.

The rider furthest beyond the last case wins; ties are broken by the energy tokens
left of the last case's colour, then by all energy tokens, then by the better
(lower) musette. Teams are ranked by their best rider.
"""

from __future__ import annotations

from peloton_desktop.core.protocol import Result
from peloton_desktop.games.coup_de_bordure.rules.chapter import Chapter
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState
from peloton_desktop.games.coup_de_bordure.tokens import energy, of_colour


class Finish(Chapter):
    """The end of the race and the ranking."""

    def is_over(self, state: CdbState) -> bool:
        return state.over

    def rider_key(self, state: CdbState, r: int) -> tuple[int, int, int, int]:
        """Bigger is better: distance, tokens of the last case's colour, all tokens, musette."""
        rider = state.riders[r]
        last = state.course[-1]
        musette = state.musette[rider.team]
        return (
            rider.pos,
            of_colour(rider.visible, rider.hidden, last),
            energy(rider.visible, rider.hidden),
            -(musette if musette is not None else 99),
        )

    def result(self, state: CdbState) -> Result:
        order = sorted(
            range(len(state.riders)), key=lambda r: self.rider_key(state, r), reverse=True
        )
        ranking: list[int] = []
        for r in order:
            team = state.riders[r].team
            if team not in ranking:
                ranking.append(team)
        best = order[0]
        rival = next(r for r in order if state.riders[r].team != state.riders[best].team)
        a, b = self.rider_key(state, best), self.rider_key(state, rival)
        reasons = ("furthest", "last_colour_tokens", "all_tokens", "musette")
        level = next((i for i in range(4) if a[i] != b[i]), 3)
        finish = self.finish_case(state)
        reason = "alone" if level == 0 and b[0] <= finish else reasons[level]
        return Result(
            tuple(ranking),
            reason=reason,
            params={
                "rider": best,
                "rival": rival,
                "beyond": state.riders[best].pos - finish,
                "colour": state.course[-1],
            },
            scores=tuple(
                max(
                    state.riders[r].pos
                    for r in range(len(state.riders))
                    if state.riders[r].team == t
                )
                for t in range(state.players)
            ),
        )
