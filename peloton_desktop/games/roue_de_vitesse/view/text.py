"""Every visible word of Roue de Vitesse's table, translated (context "RoueDeVitesse"):
skills, paces, terrains, the log lines and the result."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from peloton_desktop.core.events import line
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.rules.events import (
    Attack,
    AttackJudged,
    Counter,
    CounterJudged,
    Crossed,
    Dropped,
    Escaped,
    GroupMoved,
    GroupsJoined,
    HeadAway,
    Held,
    Incident,
    IncidentBuyBack,
    Pace,
    Placed,
    Profile,
    RaceOver,
    Ravitaillement,
    RdvStageFinished,
    Recovered,
    Shifted,
    StageStarted,
    Summit,
    TurnStarted,
)
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


def _attack(p: Attack, n: Names) -> str:
    return translate(
        "RoueDeVitesse", "{rider} attacks: the die shows {roll}, it needs {needs}."
    ).format(rider=n.rider(p.rider), roll=p.roll, needs=p.needs)


def _judged(p: AttackJudged, n: Names) -> str:
    if not p.cases:
        return translate("RoueDeVitesse", "{rider} is caught ({total}).").format(
            rider=n.rider(p.rider), total=p.total
        )
    cases = p.cases  # pyside6-lupdate reads only a plain name as the count
    return translate(
        "RoueDeVitesse", "{rider} gets away ({total}): %n case(s) ahead.", None, cases
    ).format(rider=n.rider(p.rider), total=p.total)


def _counter(p: Counter, n: Names) -> str:
    return translate(
        "RoueDeVitesse", "{rider} counters: the die shows {roll}, it needs {needs}."
    ).format(rider=n.rider(p.rider), roll=p.roll, needs=p.needs)


def _counter_judged(p: CounterJudged, n: Names) -> str:
    if p.joined:
        return translate("RoueDeVitesse", "{rider} joins the breakaway.").format(
            rider=n.rider(p.rider)
        )
    return translate("RoueDeVitesse", "{rider} stays in the group.").format(rider=n.rider(p.rider))


def group_name(riders: Sequence[int], n: Names) -> str:
    """A group by its riders, front to back; a large one by its head rider and a count,
    so a peloton of twelve is one short line of the log, not twelve names (issue 26)."""
    if len(riders) <= 3:
        return ", ".join(n.rider(r) for r in riders)
    others = len(riders) - 1
    return translate("RoueDeVitesse", "{rider} and %n other rider(s)", None, others).format(
        rider=n.rider(riders[0])
    )


def _moved(p: GroupMoved, n: Names) -> str:
    cases = p.cases
    return translate(
        "RoueDeVitesse", "The group of {riders} rides %n case(s).", None, cases
    ).format(riders=group_name(p.riders, n))


def _pace(p: Pace, n: Names) -> str:
    return translate("RoueDeVitesse", "The group of {riders} rides at a {pace} pace.").format(
        riders=group_name(p.riders, n), pace=pace_name(p.pace)
    )


def _shifted(p: Shifted, n: Names) -> str:
    text = translate("RoueDeVitesse", "{rider} moves to case {case} of its group.").format(
        rider=n.rider(p.rider), case=p.to
    )
    if p.pushed:
        text += " " + translate("RoueDeVitesse", "{rider} is pushed back.").format(
            rider=n.rider(p.pushed[0])
        )
    return text


def _crossed(p: Crossed, n: Names) -> str:
    return translate("RoueDeVitesse", "Over the line: {riders}.").format(
        riders=", ".join(n.rider(r) for r in p.riders)
    )


def _scored(rider: str, points: int) -> str:
    return translate("RoueDeVitesse", "{rider} +%n pt(s)", None, points).format(rider=rider)


def _summit(p: Summit, n: Names) -> str:
    riders = [
        _scored(n.rider(r), points) if points else n.rider(r)
        for r, points in zip(p.riders, p.points, strict=False)
    ]
    return translate("RoueDeVitesse", "Over the summit (case {case}): {riders}.").format(
        case=p.summit, riders=", ".join(riders)
    )


def _stage_finished(p: RdvStageFinished, n: Names) -> str:
    if not p.arrival:
        return translate("RoueDeVitesse", "Stage {stage} is over.").format(stage=p.stage)
    return translate("RoueDeVitesse", "Stage {stage} is won by {rider}.").format(
        stage=p.stage, rider=n.rider(p.arrival[0])
    )


def _profile(p: Profile, n: Names) -> str:
    s, e, c = p.skills
    return translate("RoueDeVitesse", "{rider}: sprint {s}, endurance {e}, climber {c}.").format(
        rider=n.rider(p.rider), s=s, e=e, c=c
    )


def _points(p: Recovered, n: Names) -> str:
    s, e, c = p.points
    return translate(
        "RoueDeVitesse", "{rider} recovers sprint +{s}, endurance +{e}, climber +{c}."
    ).format(rider=n.rider(p.rider), s=s, e=e, c=c)


class RiderPayload(Protocol):
    @property
    def rider(self) -> int: ...


def _r(p: RiderPayload, n: Names) -> str:
    return n.rider(p.rider)


def _bought_back(p: IncidentBuyBack, n: Names) -> str:
    cases = p.cases
    return translate(
        "RoueDeVitesse", "{rider} buys back %n case(s) with endurance.", None, cases
    ).format(rider=_r(p, n))


LINES: EventLines[Names] = EventLines(
    line(
        StageStarted,
        lambda p, n: translate("RoueDeVitesse", "Stage {stage}: to the start zone.").format(
            stage=p.stage
        ),
    ),
    line(Profile, _profile),
    line(
        Placed,
        lambda p, n: translate("RoueDeVitesse", "{rider} lines up in the start zone.").format(
            rider=_r(p, n)
        ),
    ),
    line(
        TurnStarted,
        lambda p, n: translate("RoueDeVitesse", "Turn {turn}: {team}.").format(
            turn=p.turn, team=n.team(p.seat)
        ),
    ),
    line(GroupMoved, _moved),
    line(GroupsJoined, lambda p, n: translate("RoueDeVitesse", "Two groups join up.")),
    line(
        Incident,
        lambda p, n: translate(
            "RoueDeVitesse", "Mechanical incident for {rider}: it misses its group's next move."
        ).format(rider=_r(p, n)),
    ),
    line(IncidentBuyBack, _bought_back),
    line(
        Ravitaillement,
        lambda p, n: translate("RoueDeVitesse", "Ravitaillement: {rider} takes +2 {skill}.").format(
            rider=_r(p, n), skill=skill_name(p.skill)
        ),
    ),
    line(Attack, _attack),
    line(AttackJudged, _judged),
    line(
        Escaped,
        lambda p, n: translate("RoueDeVitesse", "{rider} rides away alone.").format(rider=_r(p, n)),
    ),
    line(Counter, _counter),
    line(CounterJudged, _counter_judged),
    line(Shifted, _shifted),
    line(
        Held,
        lambda p, n: translate("RoueDeVitesse", "{rider} pays the fast pace with {skill}.").format(
            rider=_r(p, n), skill=skill_name(p.skill)
        ),
    ),
    line(
        Dropped,
        lambda p, n: translate(
            "RoueDeVitesse", "{rider} cannot hold the fast pace and drops back."
        ).format(rider=_r(p, n)),
    ),
    line(
        HeadAway,
        lambda p, n: translate(
            "RoueDeVitesse", "The head of the group breaks away: {riders}."
        ).format(riders=group_name(p.riders, n)),
    ),
    line(Pace, _pace),
    line(Crossed, _crossed),
    line(Summit, _summit),
    line(RdvStageFinished, _stage_finished),
    line(Recovered, _points),
    line(RaceOver, lambda p, n: translate("RoueDeVitesse", "The race is over.")),
)
