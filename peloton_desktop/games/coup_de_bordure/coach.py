"""The coach's words and the story's series for Coup de bordure (no Qt).

A reason reads the seat's own view only: its riders' face-up tokens and the course
ahead, never another team's plaquette."""

from __future__ import annotations

from collections import Counter
from typing import Any

from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.games.coup_de_bordure.rules import CdbObservation

TERRAINS = {
    "C": QT_TRANSLATE_NOOP("CoupDeBordure", "Hill"),
    "M": QT_TRANSLATE_NOOP("CoupDeBordure", "Mountain"),
    "S": QT_TRANSLATE_NOOP("CoupDeBordure", "Sprint"),
}
LOOK_AHEAD = 8  # cases: what a rider's tokens are kept for
KEEPS = QT_TRANSLATE_NOOP("Coach", "Keeps %n {terrain} token(s) for the {terrain} ahead.")
SLIPSTREAM = QT_TRANSLATE_NOOP("Coach", "Rides in the slipstream of the riders ahead.")
ATTACK = QT_TRANSLATE_NOOP("Coach", "Attacks now, while the road suits it.")
SPENDS = QT_TRANSLATE_NOOP("Coach", "Spends %n token(s) to stay with the group.")


def series(game: AnyGame, obs: CdbObservation) -> Series:
    """Each team's best rider's case."""
    best = [0.0] * len(obs.teams)
    for rider in obs.riders:
        best[rider.team] = max(best[rider.team], float(rider.pos))
    return Series("cases", tuple(best))


def reason(game: AnyGame, seat: int, before: CdbObservation, action: Action, after: Any) -> Any:
    if action[0] != "pace":
        return None
    _, r, pace, payment = action
    if pace == "sillage":
        return Reason(SLIPSTREAM)
    rider = before.riders[r]
    ahead = before.course[rider.pos : rider.pos + LOOK_AHEAD]
    terrain = next((t for t in ahead if t in TERRAINS), None)
    spent = Counter(str(code)[0] for code in payment)
    if terrain is not None:
        kept = rider.tokens.get(terrain, 0) - spent[terrain]
        if kept > 0:
            name = Reason(TERRAINS[terrain], context="CoupDeBordure")
            return Reason(KEEPS, {"terrain": name}, n=kept)
    if pace == "offensive":
        return Reason(ATTACK)
    return Reason(SPENDS, n=len(payment)) if payment else None


COACH = GameCoach(reason=reason, series=series)
