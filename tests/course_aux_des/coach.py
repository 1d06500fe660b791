"""The coach's words and the story's series for Course aux dés (no Qt)."""

from __future__ import annotations

from typing import Any

from course_aux_des.rules.observation import CadObservation
from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame

SAVES = QT_TRANSLATE_NOOP("Coach", "Saves energy: %n left for the finish.")
PUSHES = QT_TRANSLATE_NOOP("Coach", "Pushes hard while the energy lasts.")


def series(game: AnyGame, obs: CadObservation) -> Series:
    """Each rider's case."""
    return Series("cases", tuple(float(p) for p in obs.position))


def reason(game: AnyGame, seat: int, before: CadObservation, action: Action, after: Any) -> Any:
    if action[0] != "effort":
        return None
    if action[1] == 1:
        return Reason(SAVES, n=before.energy[seat])
    return Reason(PUSHES)


COACH = GameCoach(reason=reason, series=series)
