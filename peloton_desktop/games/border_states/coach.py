"""The coach's words and the story's series for Border States (no Qt).

A reason reads the seat's own view: its own blocks and the public board."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.games.border_states.rules.observation import BsObservation

KINDS = {
    "recruit": QT_TRANSLATE_NOOP("Coach", "Recruits now: a stronger hand for the battles."),
    "president": QT_TRANSLATE_NOOP("Coach", "Takes the President while it is there."),
    "ambush": QT_TRANSLATE_NOOP("Coach", "The ambush that hurts the other side most."),
    "keep": QT_TRANSLATE_NOOP("Coach", "Keeps the cubes worth most to you."),
    "artillery": QT_TRANSLATE_NOOP("Coach", "The artillery where it weighs most."),
    "spy": QT_TRANSLATE_NOOP("Coach", "Looks where the other side may bluff."),
    "chaplain": QT_TRANSLATE_NOOP("Coach", "The chaplain where the battle is close."),
}
DONE = QT_TRANSLATE_NOOP("Coach", "Stops placing: your blocks are worth more kept back.")


def series(game: AnyGame, obs: BsObservation) -> Series:
    """Each side's influence points."""
    return Series("points", tuple(float(s) for s in obs.scores))


def reason(game: AnyGame, seat: int, before: BsObservation, action: Action, after: Any) -> Any:
    kind = action[0]
    if kind == "done":
        return Reason(DONE)
    return Reason(KINDS[kind]) if kind in KINDS else None


COACH = GameCoach(reason=reason, series=series)
