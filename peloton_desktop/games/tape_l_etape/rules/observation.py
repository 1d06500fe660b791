"""Tape l'étape — what a seat sees, typed (issue 22): `TleObservation` and its records.

`observe` (views.py) builds it; the table, the bots and the search read it by
attribute. Its fields are the keys of its JSON (the `state` of `replay --json`,
docs/cli.md), in that order. Another rider's hand is None unless the table plays with
open hands (its count is public); the seat-less full view adds the RNG. `to_json`
gives the JSON and `from_json` reads it back.

The records are named tuples, not frozen dataclasses: an observation is built at
every decision of a search bot's rollouts, and a named tuple is made several times
faster.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.observation import (
    Observation,
    each,
    int_keys,
    nested,
    spread,
)
from peloton_desktop.games.tape_l_etape.rules.state import Card

Hand = tuple[Card, ...]  # sorted


class Column(NamedTuple):
    """A colour's column: the lowest and the highest value laid on it. JSON: [low, high]."""

    low: int
    high: int


@dataclass(frozen=True, slots=True)
class TleObservation(Observation):
    """What one seat (or the full view, `observe(state, None)`) knows of a race."""

    players: int
    mode: str  # SPRINT or ENDURANCE
    stage: int  # the stage being raced, from 1
    stages: int
    dealer: int  # chose the first stage
    open_hands: bool
    low: int  # the lowest and highest values in play
    high: int
    colours: int  # colours in play
    phase: str  # CHOOSE_PROFILE, CHOOSE_START or PLAY
    chooser: int  # chose (or chooses) this stage
    profile: str  # "" until chosen (a time trial's while its start is chosen)
    start: int  # the value every column starts with (0 until chosen)
    direction: str  # UP, DOWN or BOTH
    columns: Mapping[int, Column]  # by colour, in colour order; JSON keys are strings
    current: int  # the rider to play (in PLAY)
    laid: int  # numbered cards laid this turn
    two_last: bool  # Plaine: the turn began with exactly two cards in hand
    braquet: bool  # Changement de braquet played this turn
    hands: tuple[Hand | None, ...]  # None: a hand the seat may not see
    hand_counts: tuple[int, ...]
    profiles_left: tuple[tuple[str, ...], ...]
    jokers: tuple[Mapping[str, int], ...]  # jokers still in hand, by kind
    skips: tuple[int, ...]  # turns each rider will lose
    finished: tuple[int, ...]  # emptied their hand this stage, in order
    window: tuple[int, ...]  # who may puncture out of turn now
    blocked: tuple[tuple[int, int], ...]  # (a, b): a may not play a Vitamine on b
    book: BookView
    over: bool
    rng: str | None  # the full view only

    def hand(self, seat: int) -> Hand:
        """A hand the seat sees (empty when it may not)."""
        return self.hands[seat] or ()

    json_tuples = "hand_counts skips finished window"
    json_fields = {
        "columns": int_keys(spread(Column)),
        "hands": each(lambda hand: None if hand is None else nested(hand)),
        "profiles_left": nested,
        "jokers": each(dict),
        "blocked": nested,
        "book": BookView.from_json,
    }
