"""The coach's words and the story's series for Cyclistes (no Qt; nothing is hidden)."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.games.cyclistes.rules.observation import CycObservation

KINDS = {
    "follow": QT_TRANSLATE_NOOP("Coach", "Takes the wheel: the cases come for free."),
    "demarrage": QT_TRANSLATE_NOOP("Coach", "Attacks: a second roll to get clear."),
    "roll": QT_TRANSLATE_NOOP("Coach", "Rolls: better than the wheel on offer."),
}


def series(game: AnyGame, obs: CycObservation) -> Series:
    """Each team's best rider's position on the stage's road."""
    best = [0.0] * obs.players
    for rider in obs.riders:
        if rider.position is not None and 0 <= rider.team < obs.players:
            best[rider.team] = max(best[rider.team], float(rider.position))
    return Series("cases", tuple(best))


def reason(game: AnyGame, seat: int, before: CycObservation, action: Action, after: Any) -> Any:
    kind = action[0] if isinstance(action, tuple) and action else action
    return Reason(KINDS[kind]) if kind in KINDS else None


COACH = GameCoach(reason=reason, series=series)
