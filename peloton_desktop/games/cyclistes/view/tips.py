"""The table's short texts and tooltips: cases, riders, the header and the legend."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from peloton_desktop.core.stages import GENERAL, format_time
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes.rules.observation import CycObservation, RiderView
from peloton_desktop.games.cyclistes.view.text import dice_text, rider_role
from peloton_desktop.ui.pieces.race_text import places_taken, to_the_line

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_view import TableNames


def case_tip(obs: CycObservation, cell: int, position: int) -> str:
    hatched = obs.course.cases[cell] == "H"
    kind = (
        translate("Cyclistes", "hatched: a difficulty (a taken case cannot be crossed)")
        if hatched
        else translate("Cyclistes", "road")
    )
    lines = [translate("Cyclistes", "Case {case}: {kind}").format(case=cell + 1, kind=kind)]
    if position <= 0:
        lines.append(translate("Cyclistes", "Behind the start line"))
    elif position == 1:
        lines.append(translate("Cyclistes", "The start case"))
    else:
        lines.append(to_the_line(position, obs.finish))
    lines.append(places_taken(len(obs.cases.get(position, ())), obs.capacity))
    return "\n".join(lines)


def bend_tip() -> str:
    return translate("Cyclistes", "A bend: the circuit goes on, behind the start line too.")


def rider_tip(obs: CycObservation, info: RiderView, team: str, case: Callable[[int], int]) -> str:
    lines = [
        f"{info.name} — {rider_role(info.leader)}",
        translate("Cyclistes", "Team: {team}").format(team=team),
    ]
    position = info.position
    if position is not None:
        if position > obs.finish:
            where = translate("Cyclistes", "Over the line (case {case})")
        elif position <= 0:
            where = translate("Cyclistes", "Behind the start line (case {case})")
        else:
            left = obs.finish - position + 1  # pyside6-lupdate reads only a plain name as n
            where = translate("Cyclistes", "Case {case}, %n case(s) to the line", None, left)
        lines.append(where.format(case=case(position)))
        riders = obs.cases[position]
        lines.append(
            translate("Cyclistes", "Arrived {rank} of {count} on its case").format(
                rank=riders.index(info.rider) + 1, count=len(riders)
            )
        )
    if obs.book.results:
        total = obs.book.totals[GENERAL][info.rider]
        lines.append(translate("Cyclistes", "General time: {time}").format(time=format_time(total)))
    if info.rider == obs.rider and obs.phase == "race":
        lines.append(translate("Cyclistes", "To move now"))
    return "\n".join(lines)


def title_text(obs: CycObservation) -> str:
    if obs.stages > 1:
        return translate("Cyclistes", "Stage {stage} of {stages}: {course}").format(
            stage=obs.stage, stages=obs.stages, course=obs.course.name
        )
    return obs.course.name


def status_text(obs: CycObservation, view: TableNames) -> str:
    if obs.phase == "over":
        return translate("Cyclistes", "The race is over.")
    if obs.phase == "place":
        team = obs.order[obs.placer]
        return translate("Cyclistes", "Lining up: {team} places a rider.").format(
            team=view.team_name(team)
        )
    if obs.book.between:  # a stage's finish held on screen: nobody is to move
        return translate("Cyclistes", "Stage {stage} of {stages} is over.").format(
            stage=obs.stage, stages=obs.stages
        )
    rider = obs.rider
    return translate("Cyclistes", "Turn {turn}: {rider} to move, team {team}.").format(
        turn=obs.turn,
        rider=view.rider_name(rider),
        team=view.team_name(rider // obs.riders_per_team),
    )


def dice_total(rider: str, dice: tuple[int, ...]) -> str:
    """The dice on the table, read out: whose, the faces, what counts."""
    if len(dice) == 3:
        total = sum(sorted(dice, reverse=True)[:2])
        return translate("Cyclistes", "{rider}: {dice}, best two {total}").format(
            rider=rider, dice=dice_text(list(dice)), total=total
        )
    return translate("Cyclistes", "{rider}: {dice} = {total}").format(
        rider=rider, dice=dice_text(list(dice)), total=sum(dice)
    )


def legend_text(obs: CycObservation, team: int, player: str) -> str:
    per = obs.riders_per_team
    riders = [r for r in obs.riders if r.team == team]
    left = sum(1 for r in riders if not r.withdrawn)
    return translate("Cyclistes", "{team}: {player}, {left}/{count} riders").format(
        team=obs.teams[team], player=player, left=left, count=per
    )


def waiting_text(obs: CycObservation, view: TableNames) -> str:
    if obs.phase == "over":
        return translate("Cyclistes", "The race is over.")
    movers = view.session.to_move()
    names = ", ".join(view.session.seat_name(s) for s in movers)
    return translate("Cyclistes", "Waiting for {names}.").format(names=names)
