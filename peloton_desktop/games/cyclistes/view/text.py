"""Every visible word of Cyclistes' table, translated (context "Cyclistes")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.log import EventLines


@dataclass(frozen=True)
class Names:
    """What a log line needs: riders' and teams' names, a position's case number."""

    rider: Callable[[int], str]
    team: Callable[[int], str]
    case: Callable[[int], int]


def dice_text(dice: list[int]) -> str:
    return " + ".join(str(d) for d in dice)


def stop_reason(stop: str, case: int) -> str:
    """Why a move ended short: a scotch or a full case (« la porte est fermée »)."""
    if stop == "scotch":
        return translate("Cyclistes", "a scotch: hatched case {case} is taken").format(case=case)
    if stop == "door":
        return translate("Cyclistes", "case {case} is full: the door is closed").format(case=case)
    return ""


def _placed(d: Mapping[str, Any], n: Names) -> str:
    return translate("Cyclistes", "{rider} lines up on case {case}.").format(
        rider=n.rider(d["rider"]), case=n.case(d["position"])
    )


def _order(d: Mapping[str, Any], n: Names) -> str:
    teams = ", ".join(n.team(t) for t in d["order"])
    if d.get("by") == "general":
        return translate("Cyclistes", "Placement by the general classification: {teams}.").format(
            teams=teams
        )
    return translate("Cyclistes", "Placement by the dice: {teams}.").format(teams=teams)


def _early(d: Mapping[str, Any], n: Names) -> str:
    rider, dice = n.rider(d["rider"]), dice_text(d["dice"])
    if d["outcome"] == "away":
        return translate(
            "Cyclistes",
            "{rider} attacks before the start ({dice}): away, lead {lead}, case {case}.",
        ).format(rider=rider, dice=dice, lead=dice_text(d["lead"]), case=n.case(d["position"]))
    if d["outcome"] == "back":
        return translate(
            "Cyclistes", "{rider} attacks before the start ({dice}): double 1, to the back."
        ).format(rider=rider, dice=dice)
    return translate("Cyclistes", "{rider} attacks before the start ({dice}): caught.").format(
        rider=rider, dice=dice
    )


def _rolled(d: Mapping[str, Any], n: Names) -> str:
    return translate("Cyclistes", "{rider} rolls {dice}: {total}.").format(
        rider=n.rider(d["rider"]), dice=dice_text(d["dice"]), total=d["total"]
    )


def _moved(d: Mapping[str, Any], n: Names) -> str:
    rider, cases = n.rider(d["rider"]), d["to"] - d["from"]
    if d.get("how") == "follow":
        return translate(
            "Cyclistes", "{rider} sucks the wheel: %n case(s) to case {case}.", None, cases
        ).format(rider=rider, case=n.case(d["to"]))
    return translate("Cyclistes", "{rider} rides %n case(s) to case {case}.", None, cases).format(
        rider=rider, case=n.case(d["to"])
    )


def _check(d: Mapping[str, Any], n: Names) -> str:
    if d["abandons"]:
        return translate(
            "Cyclistes", "{rider} sits up on one case: the die shows 1, he abandons."
        ).format(rider=n.rider(d["rider"]))
    return translate(
        "Cyclistes", "{rider} sits up on one case: the die shows {die}, he rides on."
    ).format(rider=n.rider(d["rider"]), die=d["die"])


def _attack_roll(d: Mapping[str, Any], n: Names) -> str:
    line = translate("Cyclistes", "Démarrage of {rider}: {dice}, to case {case}.").format(
        rider=n.rider(d["rider"]), dice=dice_text(d["dice"]), case=n.case(d["to"])
    )
    stop = d.get("stop", "")
    if stop:
        case = n.case(d["to"] + (1 if stop == "door" else 0))
        line += " " + translate("Cyclistes", "Cut short: {why}.").format(
            why=stop_reason(stop, case)
        )
    return line


def _stage_finished(d: Mapping[str, Any], n: Names) -> str:
    arrival = d["arrival"]
    if not arrival:
        return translate("Cyclistes", "Stage {stage} is over: nobody finished.").format(
            stage=d["stage"]
        )
    return translate("Cyclistes", "Stage {stage} is won by {rider}.").format(
        stage=d["stage"], rider=n.rider(arrival[0])
    )


LINES: EventLines[Names] = EventLines(
    {
        "stage_started": lambda d, n: translate(
            "Cyclistes", "Stage {stage}: line up behind the start."
        ).format(stage=d["stage"]),
        "placement_order": _order,
        "placed": _placed,
        "early_attack": _early,
        "turn_started": lambda d, n: translate("Cyclistes", "Turn {turn}.").format(turn=d["turn"]),
        "rolled": _rolled,
        "moved": _moved,
        "one_case_check": _check,
        "demarrage": lambda d, n: translate("Cyclistes", "{rider} attacks!").format(
            rider=n.rider(d["rider"])
        ),
        "demarrage_roll": _attack_roll,
        "abandoned": lambda d, n: translate("Cyclistes", "{rider} abandons.").format(
            rider=n.rider(d["rider"])
        ),
        "line_crossed": lambda d, n: translate(
            "Cyclistes", "{rider} crosses the line first!"
        ).format(rider=n.rider(d["rider"])),
        "stage_finished": _stage_finished,
        "race_over": lambda d, n: translate("Cyclistes", "The race is over."),
    }
)


def rider_role(leader: bool) -> str:
    return translate("Cyclistes", "leader") if leader else translate("Cyclistes", "équipier")
