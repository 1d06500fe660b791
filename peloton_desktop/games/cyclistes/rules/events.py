"""Cyclistes' events, one typed payload a kind (core/events.py): what the engine tells
the table and the log after each action."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from peloton_desktop.core.events import Payload, StageFinished, payload


@payload
class StageStarted(Payload, kind="stage_started"):
    stage: int


@payload
class PlacementOrder(Payload, kind="placement_order"):
    """The teams' order of placement: by the general classification, or by the dice
    (`rolls`: each roll-off, every team's die)."""

    order: Sequence[int]
    by: str | None = None
    rolls: Sequence[Sequence[int]] | None = None
    omit_none = ("by", "rolls")


@payload
class Placed(Payload, kind="placed"):
    rider: int
    position: int


@payload
class EarlyAttack(Payload, kind="early_attack"):
    """An attack before the start: `outcome` away (with `lead` and `position`), back
    (a double 1) or caught."""

    rider: int
    dice: Sequence[int]
    outcome: str
    lead: Sequence[int] | None = None
    position: int | None = None
    omit_none = ("lead", "position")


@payload
class TurnStarted(Payload, kind="turn_started"):
    turn: int


@payload
class Rolled(Payload, kind="rolled"):
    rider: int
    dice: Sequence[int]
    total: int


@payload
class Moved(Payload, kind="moved"):
    rider: int
    from_: int
    to: int
    how: str  # "roll" or "follow" (he sucks the wheel)


@payload
class OneCaseCheck(Payload, kind="one_case_check"):
    rider: int
    die: int
    abandons: bool


@payload
class Demarrage(Payload, kind="demarrage"):
    rider: int


@payload
class DemarrageRoll(Payload, kind="demarrage_roll"):
    rider: int
    dice: Sequence[int]
    from_: int
    to: int
    stop: str  # "", "scotch" or "door": what cut the move short


@payload
class Abandoned(Payload, kind="abandoned"):
    rider: int
    forced: bool


@payload
class LineCrossed(Payload, kind="line_crossed"):
    rider: int


@payload
class CycStageFinished(StageFinished):
    arrival: Sequence[int]
    seconds: Mapping[int, int]


@payload
class RaceOver(Payload, kind="race_over"):
    pass
