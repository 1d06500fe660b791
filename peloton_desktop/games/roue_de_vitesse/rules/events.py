"""Roue de Vitesse's events, one typed payload a kind (core/events.py): what the engine
tells the table and the log after each action."""

from __future__ import annotations

from collections.abc import Sequence

from peloton_desktop.core.events import Payload, StageFinished, payload


@payload
class StageStarted(Payload, kind="stage_started"):
    stage: int


@payload
class Profile(Payload, kind="profile"):
    """The three skills: sprint, endurance, climber."""

    rider: int
    skills: Sequence[int]


@payload
class Placed(Payload, kind="placed"):
    rider: int
    to: int


@payload
class TurnStarted(Payload, kind="turn_started"):
    seat: int
    turn: int


@payload
class GroupMoved(Payload, kind="group_moved"):
    group: int
    riders: Sequence[int]
    cases: int


@payload
class GroupsJoined(Payload, kind="groups_joined"):
    group: int
    into: int


@payload
class Incident(Payload, kind="incident"):
    rider: int


@payload
class IncidentBuyBack(Payload, kind="incident_buy_back"):
    rider: int
    cases: int


@payload
class BuyBackChosen(Payload, kind="buy_back_chosen"):
    rider: int
    cases: int


@payload
class Ravitaillement(Payload, kind="fed"):
    rider: int
    skill: int


@payload
class Attack(Payload, kind="attack"):
    rider: int
    roll: int
    needs: int


@payload
class AttackJudged(Payload, kind="attack_judged"):
    """`cases` ahead: 0 when caught."""

    rider: int
    total: int
    cases: int


@payload
class Escaped(Payload, kind="escaped"):
    rider: int
    to: int


@payload
class Counter(Payload, kind="counter"):
    rider: int
    roll: int
    needs: int


@payload
class CounterJudged(Payload, kind="counter_judged"):
    rider: int
    joined: bool


@payload
class Shifted(Payload, kind="shifted"):
    """The riders pushed back."""

    rider: int
    to: int
    pushed: Sequence[int]


@payload
class Held(Payload, kind="held"):
    rider: int
    skill: int


@payload
class Dropped(Payload, kind="dropped"):
    rider: int
    to: int


@payload
class HeadAway(Payload, kind="head_away"):
    riders: Sequence[int]


@payload
class Pace(Payload, kind="pace"):
    group: int
    pace: int
    riders: Sequence[int]


@payload
class Crossed(Payload, kind="crossed"):
    riders: Sequence[int]
    turn: int


@payload
class Summit(Payload, kind="summit"):
    """`first`: how many crossed that summit before these."""

    summit: int
    riders: Sequence[int]
    points: Sequence[int]
    first: int


@payload
class RdvStageFinished(StageFinished):
    arrival: Sequence[int]


@payload
class Recovered(Payload, kind="recovered"):
    """Sprint, endurance, climber."""

    rider: int
    points: Sequence[int]


@payload
class RaceOver(Payload, kind="race_over"):
    pass
