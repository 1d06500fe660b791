"""The classification (rulebook: « Le classement », DECISIONS.md for the ties).

« Les cartes numérotées de 1 à 6 infligent 10 secondes de retard par carte restante.
Les cartes numérotées de 7 à 12 infligent 30 secondes de retard par carte restante.
Le gagnant de l'étape remporte également une bonification de 40 secondes » — a bonus
is taken off the rider's time. « Dans le cadre d'une étape voiture-balai, le dernier
à avoir posé ses cartes remporte une bonification de 1 minute, l'avant-dernier 30
secondes. Les autres joueurs ne remportent rien. » The end of a stage hands the next
one to the next player and, in Endurance, gives the used jokers back at mid-race
(« Variante mode Endurance »).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.core.stages import GENERAL, Classification
from peloton_desktop.games.tape_l_etape.rules.chapter import Chapter
from peloton_desktop.games.tape_l_etape.rules.events import Refuel, TleStageFinished
from peloton_desktop.games.tape_l_etape.rules.setup import joker_hand
from peloton_desktop.games.tape_l_etape.rules.state import BALAI, ENDURANCE, Card, TleState


class Classement(Chapter):
    """The end of a stage, its times, the next stage and the end of the race."""

    def _finish_stage(self, state: TleState, events: list[Event] | None) -> None:
        v = self.v
        if state.profile == BALAI:
            arrival, seconds = broom_wagon_times(state.finished, v, self.any_moment)
        else:
            arrival, seconds = stage_times(state.hands, state.finished[0], v)
        state.book.finish_stage(arrival, seconds)
        state.window = []
        if events is not None:
            events.append(
                TleStageFinished(
                    state.book.stage,
                    state.profile,
                    arrival,
                    [seconds[p] for p in range(state.players)],
                    [[list(c) for c in sorted(h)] for h in state.hands],
                ).event(reveals=True)
            )
        if state.book.stage == state.stages_total:
            state.over = True
            return
        if state.mode == ENDURANCE and state.book.stage == state.stages_total // 2:
            # « Un ravitaillement aura lieu à la mi-course »: used jokers come back.
            state.jokers = [joker_hand(v, ENDURANCE) for _ in range(state.players)]
            if events is not None:
                events.append(Refuel().event())
        state.book.next_stage()
        self._start_stage(state, (state.chooser + 1) % state.players, events)

    def is_over(self, state: TleState) -> bool:
        return state.over

    def classifications(self, state: TleState) -> tuple[Classification, ...]:
        return state.book.classifications()

    def result(self, state: TleState) -> Result:
        ranking = tuple(gc_order(state))
        gc = next(c for c in state.book.standings() if c.kind == GENERAL)
        return Result(
            ranking,
            reason="tle.general",
            params={"time": gc.standings[0].value},
            scores=tuple(state.book.totals[GENERAL][p] for p in range(state.players)),
            classifications=state.book.final_classifications(),
        )


def gc_order(state: TleState) -> list[int]:
    """The riders by general time, the leader first."""
    gc = next(c for c in state.book.standings() if c.kind == GENERAL)
    return [s.competitor for s in gc.standings]


def card_seconds(hand: Sequence[Card], v: Mapping[str, Any]) -> int:
    low_max = v["low_card_max"]
    return sum(
        v["seconds_low_card"] if value <= low_max else v["seconds_high_card"] for _, value in hand
    )


def stage_times(
    hands: Sequence[Sequence[Card]], winner: int, v: Mapping[str, Any]
) -> tuple[list[int], dict[int, int]]:
    """A stage won by the first to lay his last card: (arrival order, seconds).

    The winner, then by seconds lost, ties by fewer cards left, then by the playing
    order from the winner."""
    n = len(hands)
    seconds = {p: card_seconds(hands[p], v) for p in range(n)}
    seconds[winner] -= v["winner_bonus"]
    others = sorted(
        (p for p in range(n) if p != winner),
        key=lambda p: (seconds[p], len(hands[p]), (p - winner) % n),
    )
    return [winner, *others], seconds


def broom_wagon_times(
    finished: Sequence[int], v: Mapping[str, Any], from_the_winner: bool = True
) -> tuple[list[int], dict[int, int]]:
    """Every hand is empty: the last to finish wins the stage, the second to last
    comes second, the others, equal on time and cards, follow in playing order from
    the winner (DECISIONS.md). Games saved before issue 24 (`from_the_winner` False)
    ranked them from the latest to finish."""
    latest_first = list(reversed(finished))
    seconds = dict.fromkeys(latest_first, 0)
    for p, bonus in zip(latest_first, v["balai_bonuses"], strict=False):
        seconds[p] -= bonus
    if not from_the_winner:
        return latest_first, seconds
    n, winner = len(finished), latest_first[0]
    others = sorted(latest_first[1:], key=lambda p: (seconds[p], (p - winner) % n))
    return [winner, *others], seconds
