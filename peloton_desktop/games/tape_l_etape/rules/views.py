"""What a seat may know, and what a search bot may assume.

Hands are private (unless the table plays with open hands): a seat sees its own
cards and the others' counts; the columns, the jokers played, the punctures owed
and the classification are public; `observe` returns a `TleObservation`
(observation.py), whose `to_json` is the public JSON. `determinize` deals the cards a
seat cannot see to the other hands, consistently with their counts.
"""

from __future__ import annotations

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.observation import same
from peloton_desktop.core.race import beaten_shares
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.games.tape_l_etape.rules.chapter import Chapter
from peloton_desktop.games.tape_l_etape.rules.classification import card_seconds
from peloton_desktop.games.tape_l_etape.rules.observation import (
    Column,
    TleObservation,
)
from peloton_desktop.games.tape_l_etape.rules.state import Card, TleState

# The fields a state and its observation hold alike: values, and lists (tuples in
# the observation).
_SAME = (
    "players mode dealer open_hands low high phase chooser profile start direction current"
    " laid two_last braquet over"
)
_LISTS = "skips finished window blocked"


class Views(Chapter):
    """A seat's observation, the sampled worlds and the cut-off estimate."""

    def observe(self, state: TleState, seat: int | None) -> TleObservation:
        everything = seat is None or state.open_hands
        return TleObservation(
            **same(state, _SAME),
            **same(state, _LISTS, tuple),
            stage=state.book.stage,
            stages=state.stages_total,
            colours=len(state.deck) // (state.high - state.low + 1),  # every value of a colour
            columns={c: Column(low, high) for c, (low, high) in sorted(state.columns.items())},
            hands=tuple(
                [
                    tuple(sorted(h)) if everything or p == seat else None
                    for p, h in enumerate(state.hands)
                ]
            ),
            hand_counts=tuple([len(h) for h in state.hands]),
            profiles_left=tuple([tuple(p) for p in state.profiles_left]),
            jokers=tuple([dict(j) for j in state.jokers]),
            book=BookView.of(state.book),
            rng=state.rng.to_json() if seat is None else None,
        )

    def determinize(self, obs: TleObservation, seat: int, rng: Rng) -> TleState:
        """A full state that looks to `seat` exactly as `obs`: the cards it cannot see,
        neither laid nor in a hand it sees, dealt at random to the hands it cannot see."""
        colours, low, high = obs.colours, obs.low, obs.high
        deck: list[Card] = [(c, v) for c in range(colours) for v in range(low, high + 1)]
        laid = {
            (c, v) for c, column in obs.columns.items() for v in range(column.low, column.high + 1)
        }
        known = {card for h in obs.hands if h is not None for card in h}
        unknown = [c for c in deck if c not in laid and c not in known]
        rng.shuffle(unknown)
        hands: list[list[Card]] = []
        for p, hand in enumerate(obs.hands):
            if hand is None:
                count = obs.hand_counts[p]
                hand, unknown = tuple(unknown[:count]), unknown[count:]
            hands.append(sorted(hand))
        return TleState(
            **same(obs, _SAME),
            **same(obs, _LISTS, list),
            rng=Rng(rng.next64()),
            book=obs.book.race_book(),
            deck=deck,
            hands=hands,
            profiles_left=[list(p) for p in obs.profiles_left],
            jokers=[dict(j) for j in obs.jokers],
            stages_total=obs.stages,
            columns={c: [column.low, column.high] for c, column in obs.columns.items()},
        )

    def evaluate(self, state: TleState) -> list[float]:
        """Each rider's share of the riders he would beat if the race stopped now (the
        cards in hand counted as the seconds they would cost)."""
        n = state.players
        totals = state.book.totals[GENERAL]
        times = [totals[p] + card_seconds(state.hands[p], self.v) for p in range(n)]
        return beaten_shares(times)
