"""The coach's words and the story's series for Tape l'étape (no Qt).

A reason reads the seat's own view: its own hand and the public columns."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation

LAYS = QT_TRANSLATE_NOOP("Coach", "Lays the {value}: %n card(s) left in your hand.")
KINDS = {
    "puncture": QT_TRANSLATE_NOOP("Coach", "A puncture now: that rider loses a turn."),
    "braquet": QT_TRANSLATE_NOOP("Coach", "Changes gear: more cards laid this turn."),
    "pass": QT_TRANSLATE_NOOP("Coach", "Keeps your jokers for later."),
}

# a profile's own reason, read in the chooser's hand (what the profile asks of it)
PROFILES = {
    "montagne": QT_TRANSLATE_NOOP(
        "Coach", "The Mountain starts low and climbs: %n of your cards are {low} to {top}."
    ),
    "descente": QT_TRANSLATE_NOOP(
        "Coach", "The Descent starts high and goes down: %n of your cards are {bottom} to {high}."
    ),
    "plaine": QT_TRANSLATE_NOOP(
        "Coach", "The Flat starts at {start}: %n of your cards are next to it ({below} to {above})."
    ),
    "clm": QT_TRANSLATE_NOOP(
        "Coach", "The time trial lays runs at once: your longest run in one colour is %n card(s)."
    ),
    "balai": QT_TRANSLATE_NOOP(
        "Coach",
        "The Broom wagon rewards the last hand emptied: %n of your cards are far from the "
        "{start} and can wait.",
    ),
}


def longest_run(hand: tuple[tuple[int, int], ...]) -> int:
    """The most cards of one colour whose values follow each other."""
    best = 0
    for colour, value in hand:
        if (colour, value - 1) not in hand:
            n = 1
            while (colour, value + n) in hand:
                n += 1
            best = max(best, n)
    return best


def profile_reason(before: TleObservation, seat: int, profile: str, v: Any = None) -> Reason | None:
    hand = before.hands[seat] if seat < len(before.hands) else None
    if hand is None or profile not in PROFILES:
        return None
    low, high = before.low, before.high
    flat = int(v["plaine_start"]) if v is not None else 6
    broom = int(v["balai_start"]) if v is not None else 6
    values = [v for _c, v in hand]
    if profile == "montagne":
        n, params = sum(x <= low + 2 for x in values), {"low": low, "top": low + 2}
    elif profile == "descente":
        n, params = sum(x >= high - 2 for x in values), {"bottom": high - 2, "high": high}
    elif profile == "plaine":
        n = sum(abs(x - flat) <= 1 for x in values)
        params = {"start": flat, "below": flat - 1, "above": flat + 1}
    elif profile == "clm":
        n, params = longest_run(tuple(hand)), {}
    else:
        n, params = sum(abs(x - broom) >= 3 for x in values), {"start": broom}
    return Reason(PROFILES[profile], params, n=n)


def series(game: AnyGame, obs: TleObservation) -> Series:
    """Cards left in each hand (fewer is better: the first to empty it wins the stage)."""
    return Series("cards", tuple(float(n) for n in obs.hand_counts), higher_is_better=False)


def reason(game: AnyGame, seat: int, before: TleObservation, action: Action, after: Any) -> Any:
    kind = action[0] if isinstance(action, tuple) and action else action
    if kind == "lay" and isinstance(after, TleObservation):
        return Reason(LAYS, {"value": action[2]}, n=after.hand_counts[seat])
    if kind == "profile" and isinstance(before, TleObservation):
        return profile_reason(before, seat, action[1], getattr(game, "v", None))
    return Reason(KINDS[kind]) if kind in KINDS else None


COACH = GameCoach(reason=reason, series=series)
