"""The coach's words and the story's series for Roue de Vitesse (no Qt)."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation

PACES = (
    QT_TRANSLATE_NOOP("Coach", "A slow pace: the group saves its points."),
    QT_TRANSLATE_NOOP("Coach", "A steady pace: the group keeps its place."),
    QT_TRANSLATE_NOOP("Coach", "A fast pace: the group gains ground."),
)
KINDS = {
    "feed": QT_TRANSLATE_NOOP("Coach", "Takes the feed: points back for the end."),
    "buy_back": QT_TRANSLATE_NOOP("Coach", "Buys back cases while it is cheap."),
    "attack": QT_TRANSLATE_NOOP("Coach", "Attacks: a chance to break away from the group."),
    "no_attack": QT_TRANSLATE_NOOP("Coach", "Stays in the group and saves its points."),
}
PER_TEAM = 3  # riders of a team: rider // 3 (rules/state.py)


def series(game: AnyGame, obs: RdvObservation) -> Series:
    """Each team's best rider's case (a rider past the line: the line and a case)."""
    best = [0.0] * obs.players
    for case, riders in obs.cases.items():
        for r in riders:
            t = r // PER_TEAM
            if 0 <= t < obs.players:
                best[t] = max(best[t], float(case))
    for batch in obs.arrived:
        for r in batch:
            t = r // PER_TEAM
            if 0 <= t < obs.players:
                best[t] = max(best[t], float(obs.finish + 1))
    return Series("cases", tuple(best))


def reason(game: AnyGame, seat: int, before: RdvObservation, action: Action, after: Any) -> Any:
    kind = action[0] if isinstance(action, tuple) and action else action
    if kind == "pace" and 0 <= action[2] < len(PACES):
        return Reason(PACES[action[2]])
    return Reason(KINDS[kind]) if kind in KINDS else None


COACH = GameCoach(reason=reason, series=series)
