"""The coach's words and the story's series for Border States (no Qt).

A reason reads the seat's own view: its own blocks and the public board. The other
choices (characters, ambushes, cubes kept) get the shared reason: the standings after
the move, or how often the strong bot tried it."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.coach import GameCoach, Reason, Series
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.games.border_states.rules.observation import BsObservation

KINDS = {
    "recruit": QT_TRANSLATE_NOOP("Coach", "Recruits now: a stronger hand for the battles."),
    "president": QT_TRANSLATE_NOOP("Coach", "Takes the President while it is there."),
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
