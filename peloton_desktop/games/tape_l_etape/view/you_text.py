"""The log in the second person for the seat named "You" (a lesson's learner): "You lay
the 6 green", « Vous posez le 6 vert », not "You lays". A line whose actor is another
seat keeps its third person (text.py)."""

from __future__ import annotations

from collections.abc import Callable

from peloton_desktop.core.events import Payload
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape.rules.events import (
    Braquet,
    CardLaid,
    ClmChosen,
    HandEmptied,
    Passed,
    ProfileChosen,
    Punctured,
    StageDealt,
    TurnLost,
    Vitamine,
)
from peloton_desktop.games.tape_l_etape.rules.state import CLM

Name = Callable[[int], str]


def you() -> str:
    """The name a lesson gives its learner's seat, in the language in use."""
    return translate("Lesson", "You")


def _mine(p: Payload) -> int | None:
    """The seat that acts in `p`, if a line about it has a second person."""
    if isinstance(p, StageDealt):
        return p.chooser
    if isinstance(p, ProfileChosen | ClmChosen | CardLaid | Passed | TurnLost | HandEmptied):
        return p.seat
    if isinstance(p, Punctured | Braquet | Vitamine):
        return p.seat
    return None


def second_person(p: Payload, name: Name, card: str = "", profile: str = "") -> str | None:
    """The line of `p` in the second person when its actor is the seat named "You"
    (`card`: a laid card in words; `profile`: a chosen profile's name)."""
    seat = _mine(p)
    if seat is None or name(seat) != you():
        return None
    if isinstance(p, ProfileChosen):
        return (
            translate("TapeLEtape", "You start the time trial at {start}.")
            if p.profile == CLM
            else translate("TapeLEtape", "You choose {profile}, starting at {start}.")
        ).format(profile=profile, start=p.start)
    if isinstance(p, Punctured):
        return translate("TapeLEtape", "You puncture {target}.").format(target=name(p.target))
    if isinstance(p, Vitamine):
        return translate("TapeLEtape", "You take a Vitamin from {victim}.").format(
            victim=name(p.victim)
        )
    if isinstance(p, StageDealt):
        return translate("TapeLEtape", "Stage {stage}: the cards are dealt; you choose.").format(
            stage=p.stage
        )
    if isinstance(p, ClmChosen):
        return translate("TapeLEtape", "You choose the time trial.")
    if isinstance(p, CardLaid):
        return translate("TapeLEtape", "You lay the {card}.").format(card=card)
    if isinstance(p, Passed):
        return translate("TapeLEtape", "You cannot play and pass.")
    if isinstance(p, TurnLost):
        return translate("TapeLEtape", "You lose a turn (puncture).")
    if isinstance(p, HandEmptied):
        return translate("TapeLEtape", "You have laid all your cards!")
    return translate("TapeLEtape", "You change gear.")  # Braquet, the last with a seat
