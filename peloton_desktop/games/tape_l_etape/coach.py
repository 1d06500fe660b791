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
    "profile": QT_TRANSLATE_NOOP("Coach", "The profile that suits your hand best."),
    "braquet": QT_TRANSLATE_NOOP("Coach", "Changes gear: more cards laid this turn."),
    "pass": QT_TRANSLATE_NOOP("Coach", "Keeps your jokers for later."),
}


def series(game: AnyGame, obs: TleObservation) -> Series:
    """Cards left in each hand (fewer is better: the first to empty it wins the stage)."""
    return Series("cards", tuple(float(n) for n in obs.hand_counts), higher_is_better=False)


def reason(game: AnyGame, seat: int, before: TleObservation, action: Action, after: Any) -> Any:
    kind = action[0] if isinstance(action, tuple) and action else action
    if kind == "lay" and isinstance(after, TleObservation):
        return Reason(LAYS, {"value": action[2]}, n=after.hand_counts[seat])
    return Reason(KINDS[kind]) if kind in KINDS else None


COACH = GameCoach(reason=reason, series=series)
