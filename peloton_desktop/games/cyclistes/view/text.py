"""Every visible word of Cyclistes' table, translated (context "Cyclistes")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from peloton_desktop.core.events import line
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes.rules.events import (
    Abandoned,
    CycStageFinished,
    Demarrage,
    DemarrageRoll,
    EarlyAttack,
    LineCrossed,
    Moved,
    OneCaseCheck,
    Placed,
    PlacementOrder,
    RaceOver,
    Rolled,
    StageStarted,
    TurnStarted,
)
from peloton_desktop.ui.pieces.log import EventLines


@dataclass(frozen=True)
class Names:
    """What a log line needs: riders' and teams' names, a position's case number."""

    rider: Callable[[int], str]
    team: Callable[[int], str]
    case: Callable[[int], int]


def dice_text(dice: Sequence[int]) -> str:
    return " + ".join(str(d) for d in dice)


def stop_reason(stop: str, case: int) -> str:
    """Why a move ended short: a scotch or a full case (« la porte est fermée »)."""
    if stop == "scotch":
        return translate("Cyclistes", "a scotch: hatched case {case} is taken").format(case=case)
    if stop == "door":
        return translate("Cyclistes", "case {case} is full: the door is closed").format(case=case)
    return ""


def _placed(p: Placed, n: Names) -> str:
    return translate("Cyclistes", "{rider} lines up on case {case}.").format(
        rider=n.rider(p.rider), case=n.case(p.position)
    )


def _order(p: PlacementOrder, n: Names) -> str:
    teams = ", ".join(n.team(t) for t in p.order)
    if p.by == "general":
        return translate("Cyclistes", "Placement by the general classification: {teams}.").format(
            teams=teams
        )
    return translate("Cyclistes", "Placement by the dice: {teams}.").format(teams=teams)


def _early(p: EarlyAttack, n: Names) -> str:
    rider, dice = n.rider(p.rider), dice_text(p.dice)
    if p.outcome == "away" and p.lead is not None and p.position is not None:
        return translate(
            "Cyclistes",
            "{rider} attacks before the start ({dice}): away, lead {lead}, case {case}.",
        ).format(rider=rider, dice=dice, lead=dice_text(p.lead), case=n.case(p.position))
    if p.outcome == "back":
        return translate(
            "Cyclistes", "{rider} attacks before the start ({dice}): double 1, to the back."
        ).format(rider=rider, dice=dice)
    return translate("Cyclistes", "{rider} attacks before the start ({dice}): caught.").format(
        rider=rider, dice=dice
    )


def _rolled(p: Rolled, n: Names) -> str:
    return translate("Cyclistes", "{rider} rolls {dice}: {total}.").format(
        rider=n.rider(p.rider), dice=dice_text(p.dice), total=p.total
    )


def _moved(p: Moved, n: Names) -> str:
    rider, cases = n.rider(p.rider), p.to - p.from_
    if p.how == "follow":
        return translate(
            "Cyclistes", "{rider} sucks the wheel: %n case(s) to case {case}.", None, cases
        ).format(rider=rider, case=n.case(p.to))
    return translate("Cyclistes", "{rider} rides %n case(s) to case {case}.", None, cases).format(
        rider=rider, case=n.case(p.to)
    )


def _check(p: OneCaseCheck, n: Names) -> str:
    if p.abandons:
        return translate(
            "Cyclistes", "{rider} sits up on one case: the die shows 1, it abandons."
        ).format(rider=n.rider(p.rider))
    return translate(
        "Cyclistes", "{rider} sits up on one case: the die shows {die}, it rides on."
    ).format(rider=n.rider(p.rider), die=p.die)


def _attack_roll(p: DemarrageRoll, n: Names) -> str:
    text = translate("Cyclistes", "Démarrage of {rider}: {dice}, to case {case}.").format(
        rider=n.rider(p.rider), dice=dice_text(p.dice), case=n.case(p.to)
    )
    if p.stop:
        case = n.case(p.to + (1 if p.stop == "door" else 0))
        text += " " + translate("Cyclistes", "Cut short: {why}.").format(
            why=stop_reason(p.stop, case)
        )
    return text


def _stage_finished(p: CycStageFinished, n: Names) -> str:
    if not p.arrival:
        return translate("Cyclistes", "Stage {stage} is over: nobody finished.").format(
            stage=p.stage
        )
    return translate("Cyclistes", "Stage {stage} is won by {rider}.").format(
        stage=p.stage, rider=n.rider(p.arrival[0])
    )


LINES: EventLines[Names] = EventLines(
    line(
        StageStarted,
        lambda p, n: translate("Cyclistes", "Stage {stage}: line up behind the start.").format(
            stage=p.stage
        ),
    ),
    line(PlacementOrder, _order),
    line(Placed, _placed),
    line(EarlyAttack, _early),
    line(TurnStarted, lambda p, n: translate("Cyclistes", "Turn {turn}.").format(turn=p.turn)),
    line(Rolled, _rolled),
    line(Moved, _moved),
    line(OneCaseCheck, _check),
    line(
        Demarrage,
        lambda p, n: translate("Cyclistes", "{rider} attacks!").format(rider=n.rider(p.rider)),
    ),
    line(DemarrageRoll, _attack_roll),
    line(
        Abandoned,
        lambda p, n: translate("Cyclistes", "{rider} abandons.").format(rider=n.rider(p.rider)),
    ),
    line(
        LineCrossed,
        lambda p, n: translate("Cyclistes", "{rider} crosses the line first!").format(
            rider=n.rider(p.rider)
        ),
    ),
    line(CycStageFinished, _stage_finished),
    line(RaceOver, lambda p, n: translate("Cyclistes", "The race is over.")),
)


def rider_role(leader: bool) -> str:
    return translate("Cyclistes", "leader") if leader else translate("Cyclistes", "équipier")
