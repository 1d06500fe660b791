"""Coup de bordure's events, one typed payload a kind (core/events.py): what the engine
tells the table and the log after each action. Tokens are terrain colours."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from peloton_desktop.core.events import Payload, payload


@payload
class TurnStarted(Payload, kind="turn_started"):
    turn: int


@payload
class GroupStarted(Payload, kind="group_started"):
    case: int
    riders: Sequence[int]


@payload
class PaceChosen(Payload, kind="pace_chosen"):
    rider: int  # which pace stays secret until the group's reveal


@payload
class PacesRevealed(Payload, kind="paces_revealed"):
    case: int
    paces: Mapping[int, str]  # rider -> pace


@payload
class TokensSpent(Payload, kind="tokens_spent"):
    rider: int
    tokens: Sequence[str]
    hidden: str | None  # the hidden token, when it was spent (then shown)


@payload
class RiderMoved(Payload, kind="rider_moved"):
    rider: int
    from_: int
    to: int
    why: str  # the pace, or "tow"


@payload
class TowDeclined(Payload, kind="tow_declined"):
    rider: int


@payload
class TracteAnnounced(Payload, kind="tracte_announced"):
    rider: int


@payload
class TracteDeclined(Payload, kind="tracte_declined"):
    rider: int


@payload
class RiderFed(Payload, kind="rider_fed"):
    rider: int
    tokens: Sequence[str]
    hidden: str | None  # his hidden token, shown to be fed


@payload
class MusetteDrawn(Payload, kind="musette_drawn"):
    team: int  # the card stays face down


@payload
class RaceOver(Payload, kind="race_over"):
    turn: int
