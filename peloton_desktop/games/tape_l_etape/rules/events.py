"""Tape l'étape's events, one typed payload a kind (core/events.py): what the engine
tells the table and the log after each action."""

from __future__ import annotations

from collections.abc import Sequence

from peloton_desktop.core.events import Payload, StageFinished, payload


@payload
class StageDealt(Payload, kind="stage_dealt"):
    stage: int
    chooser: int


@payload
class FinalStage(Payload, kind="final_stage"):
    chooser: int  # last on general time: he opens the final mountain stage


@payload
class ProfileChosen(Payload, kind="profile_chosen"):
    seat: int
    profile: str
    start: int


@payload
class ClmChosen(Payload, kind="clm_chosen"):
    seat: int


@payload
class CardLaid(Payload, kind="card_laid"):
    seat: int
    colour: int
    value: int


@payload
class Passed(Payload, kind="passed"):
    seat: int


@payload
class TurnLost(Payload, kind="turn_lost"):
    seat: int


@payload
class HandEmptied(Payload, kind="hand_emptied"):
    seat: int


@payload
class Punctured(Payload, kind="punctured"):
    seat: int
    target: int


@payload
class Braquet(Payload, kind="braquet"):
    seat: int


@payload
class Vitamine(Payload, kind="vitamine"):
    seat: int
    victim: int


@payload
class VitamineCards(Payload, kind="vitamine_cards"):
    """The cards a Vitamin exchanged (private to its two riders)."""

    seat: int
    victim: int
    given: Sequence[int]  # (colour, value)
    taken: Sequence[int]


@payload
class TleStageFinished(StageFinished):
    profile: str
    arrival: Sequence[int]
    seconds: Sequence[int]  # by seat
    hands: Sequence[Sequence[Sequence[int]]]  # the cards left, by seat


@payload
class Refuel(Payload, kind="refuel"):
    pass
