"""Every visible word of Roue de Vitesse's table, translated (context "RoueDeVitesse"):
skills, paces, terrains, the log lines and the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.log import EventLines


@dataclass(frozen=True)
class Names:
    """What a line needs: riders' and teams' names."""

    rider: Callable[[int], str]
    team: Callable[[int], str]


def skill_name(skill: int) -> str:
    return (
        translate("RoueDeVitesse", "sprint"),
        translate("RoueDeVitesse", "endurance"),
        translate("RoueDeVitesse", "climber"),
    )[skill]


def skill_letter(skill: int) -> str:
    return (
        translate("RoueDeVitesse", "S", "letter of the sprint skill"),
        translate("RoueDeVitesse", "E", "letter of the endurance skill"),
        translate("RoueDeVitesse", "C", "letter of the climber skill"),
    )[skill]


def pace_name(pace: int) -> str:
    return (
        translate("RoueDeVitesse", "slow"),
        translate("RoueDeVitesse", "steady"),
        translate("RoueDeVitesse", "fast"),
    )[pace]


def terrain_name(terrain: str) -> str:
    return {
        "M": translate("RoueDeVitesse", "mountain"),
        "F": translate("RoueDeVitesse", "flat"),
        "D": translate("RoueDeVitesse", "descent"),
    }.get(terrain, terrain)


def notch_words(terrain: str, pace: int, cases: int) -> str:
    """A notch of the wheel, for a screen reader."""
    return translate("RoueDeVitesse", "Set the pace {pace} on {terrain}: {cases} cases").format(
        pace=pace_name(pace), terrain=terrain_name(terrain), cases=cases
    )


def _attack(d: Mapping[str, Any], n: Names) -> str:
    return translate(
        "RoueDeVitesse", "{rider} attacks: the die shows {roll}, he needs {needs}."
    ).format(rider=n.rider(d["rider"]), roll=d["roll"], needs=d["needs"])


def _judged(d: Mapping[str, Any], n: Names) -> str:
    if not d["cases"]:
        return translate("RoueDeVitesse", "{rider} is caught ({total}).").format(
            rider=n.rider(d["rider"]), total=d["total"]
        )
    cases = d["cases"]  # pyside6-lupdate reads only a plain name as the count
    return translate(
        "RoueDeVitesse", "{rider} gets away ({total}): %n case(s) ahead.", None, cases
    ).format(rider=n.rider(d["rider"]), total=d["total"])


def _counter(d: Mapping[str, Any], n: Names) -> str:
    return translate(
        "RoueDeVitesse", "{rider} counters: the die shows {roll}, he needs {needs}."
    ).format(rider=n.rider(d["rider"]), roll=d["roll"], needs=d["needs"])


def _counter_judged(d: Mapping[str, Any], n: Names) -> str:
    if d["joined"]:
        return translate("RoueDeVitesse", "{rider} joins the breakaway.").format(
            rider=n.rider(d["rider"])
        )
    return translate("RoueDeVitesse", "{rider} stays in the group.").format(
        rider=n.rider(d["rider"])
    )


def group_name(riders: list[int], n: Names) -> str:
    """A group by its riders, front to back; a large one by its head rider and a count,
    so a peloton of twelve is one short line of the log, not twelve names (issue 26)."""
    if len(riders) <= 3:
        return ", ".join(n.rider(r) for r in riders)
    others = len(riders) - 1
    return translate("RoueDeVitesse", "{rider} and %n other rider(s)", None, others).format(
        rider=n.rider(riders[0])
    )


def _moved(d: Mapping[str, Any], n: Names) -> str:
    cases = d["cases"]
    return translate(
        "RoueDeVitesse", "The group of {riders} rides %n case(s).", None, cases
    ).format(riders=group_name(d["riders"], n))


def _pace(d: Mapping[str, Any], n: Names) -> str:
    return translate("RoueDeVitesse", "The group of {riders} rides at a {pace} pace.").format(
        riders=group_name(d["riders"], n), pace=pace_name(d["pace"])
    )


def _shifted(d: Mapping[str, Any], n: Names) -> str:
    line = translate("RoueDeVitesse", "{rider} moves to case {case} of his group.").format(
        rider=n.rider(d["rider"]), case=d["to"]
    )
    if d["pushed"]:
        line += " " + translate("RoueDeVitesse", "{rider} is pushed back.").format(
            rider=n.rider(d["pushed"][0])
        )
    return line


def _crossed(d: Mapping[str, Any], n: Names) -> str:
    return translate("RoueDeVitesse", "Over the line: {riders}.").format(
        riders=", ".join(n.rider(r) for r in d["riders"])
    )


def _scored(rider: str, points: int) -> str:
    return translate("RoueDeVitesse", "{rider} +%n pt(s)", None, points).format(rider=rider)


def _summit(d: Mapping[str, Any], n: Names) -> str:
    riders = [
        _scored(n.rider(r), p) if p else n.rider(r)
        for r, p in zip(d["riders"], d["points"], strict=False)
    ]
    return translate("RoueDeVitesse", "Over the summit (case {case}): {riders}.").format(
        case=d["summit"], riders=", ".join(riders)
    )


def _stage_finished(d: Mapping[str, Any], n: Names) -> str:
    if not d["arrival"]:
        return translate("RoueDeVitesse", "Stage {stage} is over.").format(stage=d["stage"])
    return translate("RoueDeVitesse", "Stage {stage} is won by {rider}.").format(
        stage=d["stage"], rider=n.rider(d["arrival"][0])
    )


def _profile(d: Mapping[str, Any], n: Names) -> str:
    s, e, c = d["skills"]
    return translate("RoueDeVitesse", "{rider}: sprint {s}, endurance {e}, climber {c}.").format(
        rider=n.rider(d["rider"]), s=s, e=e, c=c
    )


def _points(d: Mapping[str, Any], n: Names) -> str:
    s, e, c = d["points"]
    return translate(
        "RoueDeVitesse", "{rider} recovers sprint +{s}, endurance +{e}, climber +{c}."
    ).format(rider=n.rider(d["rider"]), s=s, e=e, c=c)


def _r(d: Mapping[str, Any], n: Names) -> str:
    return n.rider(d["rider"])


def _bought_back(d: Mapping[str, Any], n: Names) -> str:
    cases = d["cases"]
    return translate(
        "RoueDeVitesse", "{rider} buys back %n case(s) with endurance.", None, cases
    ).format(rider=_r(d, n))


LINES: EventLines[Names] = EventLines(
    {
        "stage_started": lambda d, n: translate(
            "RoueDeVitesse", "Stage {stage}: to the start zone."
        ).format(stage=d["stage"]),
        "profile": _profile,
        "placed": lambda d, n: translate(
            "RoueDeVitesse", "{rider} lines up in the start zone."
        ).format(rider=_r(d, n)),
        "turn_started": lambda d, n: translate("RoueDeVitesse", "Turn {turn}: {team}.").format(
            turn=d["turn"], team=n.team(d["seat"])
        ),
        "group_moved": _moved,
        "groups_joined": lambda d, n: translate("RoueDeVitesse", "Two groups join up."),
        "incident": lambda d, n: translate(
            "RoueDeVitesse", "Mechanical incident for {rider}: he misses his group's next move."
        ).format(rider=_r(d, n)),
        "incident_buy_back": _bought_back,
        "fed": lambda d, n: translate(
            "RoueDeVitesse", "Ravitaillement: {rider} takes +2 {skill}."
        ).format(rider=_r(d, n), skill=skill_name(d["skill"])),
        "attack": _attack,
        "attack_judged": _judged,
        "escaped": lambda d, n: translate("RoueDeVitesse", "{rider} rides away alone.").format(
            rider=_r(d, n)
        ),
        "counter": _counter,
        "counter_judged": _counter_judged,
        "shifted": _shifted,
        "held": lambda d, n: translate(
            "RoueDeVitesse", "{rider} pays the fast pace with {skill}."
        ).format(rider=_r(d, n), skill=skill_name(d["skill"])),
        "dropped": lambda d, n: translate(
            "RoueDeVitesse", "{rider} cannot hold the fast pace and drops back."
        ).format(rider=_r(d, n)),
        "head_away": lambda d, n: translate(
            "RoueDeVitesse", "The head of the group breaks away: {riders}."
        ).format(riders=group_name(d["riders"], n)),
        "pace": _pace,
        "crossed": _crossed,
        "summit": _summit,
        "stage_finished": _stage_finished,
        "recovered": _points,
        "race_over": lambda d, n: translate("RoueDeVitesse", "The race is over."),
    }
)
