"""The log in the second person for the seat named "You" (a lesson's learner): "You lay
the 6 green", « Vous posez le 6 vert », not "You lays". A line whose actor is another
seat keeps its third person (text.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from peloton_desktop.draw.tr import translate

Name = Callable[[int], str]


def you() -> str:
    """The name a lesson gives its learner's seat, in the language in use."""
    return translate("Lesson", "You")


def _lines() -> dict[str, Callable[[Mapping[str, Any]], str]]:
    return {
        "stage_dealt": lambda d: translate(
            "TapeLEtape", "Stage {stage}: the cards are dealt; you choose."
        ).format(stage=d["stage"]),
        "clm_chosen": lambda d: translate("TapeLEtape", "You choose the time trial."),
        "card_laid": lambda d: translate("TapeLEtape", "You lay the {card}.").format(
            card=d["card"]
        ),
        "passed": lambda d: translate("TapeLEtape", "You cannot play and pass."),
        "turn_lost": lambda d: translate("TapeLEtape", "You lose a turn (puncture)."),
        "hand_emptied": lambda d: translate("TapeLEtape", "You have laid all your cards!"),
        "braquet": lambda d: translate("TapeLEtape", "You change gear."),
    }


ACTOR = {"stage_dealt": "chooser"}  # the key naming the seat that acts (else "seat")


def second_person(kind: str, d: Mapping[str, Any], name: Name, card: str = "") -> str | None:
    """The line of `kind` in the second person when its actor is the seat named "You"."""
    seat = d.get(ACTOR.get(kind, "seat"))
    if not isinstance(seat, int) or name(seat) != you():
        return None
    if kind == "profile_chosen":
        return (
            translate("TapeLEtape", "You start the time trial at {start}.")
            if d.get("clm")
            else translate("TapeLEtape", "You choose {profile}, starting at {start}.")
        ).format(profile=d.get("profile_name", ""), start=d["start"])
    if kind == "punctured":
        return translate("TapeLEtape", "You puncture {target}.").format(target=name(d["target"]))
    if kind == "vitamine":
        return translate("TapeLEtape", "You take a Vitamin from {victim}.").format(
            victim=name(d["victim"])
        )
    line = _lines().get(kind)
    return None if line is None else line({**d, "card": card})
