"""A fast, sensible Tape l'étape bot. It reads only its seat's observation.

Chooses the profile its hand runs best on, lays its costly cards (7–12) first and
cards it can follow itself, keeps laying when a turn allows several cards, plays
Changement de braquet for a run of three or more, a Vitamine when stuck with a big
card, and saves its Puncture for a rival about to empty his hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from peloton_desktop.core.bots import Decision, Heuristic
from peloton_desktop.core.prompts import PASS
from peloton_desktop.core.protocol import Action
from peloton_desktop.games.tape_l_etape.rules.columns import can_lay, lay, start_and_direction
from peloton_desktop.games.tape_l_etape.rules.observation import Column, TleObservation
from peloton_desktop.games.tape_l_etape.rules.state import (
    BALAI,
    BRAQUET,
    CLM,
    VITAMINE,
    Card,
)


class HeuristicBot(Heuristic):
    def decide(self, decision: Decision) -> Action:
        legal = decision.legal
        obs: TleObservation = decision.observation
        seat = decision.seat
        kind = legal[0][0]
        if kind in ("profile", "start"):  # its Puncture, which may follow, is kept
            choices = [a for a in legal if a[0] == kind]
            if kind == "profile":
                return self._profile(obs, seat, choices)
            return self._start(obs, seat, choices)
        if PASS in legal:  # an open Puncture window
            return self._puncture(obs, seat, legal) or PASS
        return self._turn(obs, seat, legal)

    # -- stage choice -------------------------------------------------------------------
    def _profile(self, obs: TleObservation, seat: int, legal: list[Action]) -> Action:
        hand = obs.hand(seat)

        def spread(profile: str) -> float:
            if profile == BALAI:
                return 2.5  # a gamble: only the last two riders score
            if profile == CLM:
                return _distance(hand, _best_start(obs, hand)) * 0.8
            start, direction = start_and_direction(profile, obs.low, obs.high, 6, 6)
            return sum(_reach(v, start, direction) for _, v in hand) / max(len(hand), 1)

        return min(legal, key=lambda a: (spread(a[1]), self.rng.below(1000)))

    def _start(self, obs: TleObservation, seat: int, legal: list[Action]) -> Action:
        best = _best_start(obs, obs.hand(seat))
        return next((a for a in legal if a[1] == best), legal[0])

    # -- a turn -------------------------------------------------------------------------
    def _turn(self, obs: TleObservation, seat: int, legal: Sequence[Action]) -> Action:
        hand = obs.hand(seat)
        lays = [a for a in legal if a[0] == "lay"]
        punct = self._puncture(obs, seat, legal)
        if punct is not None:
            return punct
        if (BRAQUET,) in legal and lays:
            run = _run_length(hand, obs.columns, obs.start, obs.direction)
            if run >= 3:
                return (BRAQUET,)
        if lays:
            return max(lays, key=lambda a: _lay_score((a[1], a[2]), hand, obs))
        vitamines = [a for a in legal if a[0] == VITAMINE]
        if vitamines and len(hand) >= 3:
            counts = obs.hand_counts
            victim = min({a[1] for a in vitamines}, key=lambda p: (counts[p], p))
            mine = [a for a in vitamines if a[1] == victim]
            return max(mine, key=lambda a: (a[3], -_reach(a[3], obs.start, obs.direction)))
        return next((a for a in legal if a[0] in ("pass_turn", "end")), legal[0])

    def _puncture(self, obs: TleObservation, seat: int, legal: Sequence[Action]) -> Action | None:
        if obs.profile == BALAI:
            return None
        counts = obs.hand_counts
        targets = [a for a in legal if a[0] == "puncture" and a[1] != seat]
        threats = [a for a in targets if counts[a[1]] <= 2 and counts[a[1]] < counts[seat]]
        if not threats:
            return None
        return min(threats, key=lambda a: counts[a[1]])


def _reach(value: int, start: int, direction: str) -> int:
    """How many steps a column must grow before this value can be laid."""
    if direction == "up":
        return value - start if value >= start else 99
    if direction == "down":
        return start - value if value <= start else 99
    return abs(value - start)


def _distance(hand: Sequence[Card], start: int) -> float:
    return sum(abs(v - start) for _, v in hand) / max(len(hand), 1)


def _best_start(obs: TleObservation, hand: Sequence[Card]) -> int:
    values = range(obs.low, obs.high + 1)
    return min(values, key=lambda s: (_distance(hand, s), s))


def _run_length(
    hand: Sequence[Card], columns: Mapping[int, Column], start: int, direction: str
) -> int:
    """Cards this hand could lay in a row on the columns as they stand."""
    cols = {c: [column.low, column.high] for c, column in columns.items()}
    left = list(hand)
    run = 0
    while True:
        card = next((c for c in left if can_lay(c, cols, start, direction)), None)
        if card is None:
            return run
        lay(card, cols)
        left.remove(card)
        run += 1


def _lay_score(card: Card, hand: Sequence[Card], obs: TleObservation) -> float:
    colour, value = card
    cost = 3.0 if value > 6 else 1.0
    follow = any(c == colour and abs(v - value) == 1 for c, v in hand if (c, v) != card)
    return cost + (2.0 if follow else 0.0) - 0.01 * abs(value - obs.start)


def levels() -> dict[str, Any]:
    """The game's bots by name (heuristic, normal, strong): seed -> Bot; `Game.bots()`
    finds this by its name, so the rules never import their bots."""
    from peloton_desktop.core.ismcts import search_levels

    return search_levels(HeuristicBot, normal=50, strong=300, rollout_depth=60)
