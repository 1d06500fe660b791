"""The table's short texts and tooltips: cases, riders, groups, the wheel, the header."""

from __future__ import annotations

from typing import TYPE_CHECKING

from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation
from peloton_desktop.games.roue_de_vitesse.view.text import (
    pace_name,
    skill_name,
    terrain_name,
)
from peloton_desktop.ui.pieces.race_text import places_taken, to_the_line

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_view import TableNames


def terrain_skills(terrain: str) -> str:
    """The rulebook's « Utilisation des compétences selon le terrain »."""
    if terrain == "M":
        return translate(
            "RoueDeVitesse",
            "A breakaway here costs climber; holding the pace, endurance or climber.",
        )
    if terrain == "D":
        return translate(
            "RoueDeVitesse", "A breakaway here costs sprint; holding the pace, endurance or sprint."
        )
    return translate("RoueDeVitesse", "A breakaway here costs sprint; holding the pace, endurance.")


def case_tip(obs: RdvObservation, position: int) -> str:
    if position <= 0:
        lines = [
            translate("RoueDeVitesse", "Start zone (place {n} from the front)").format(
                n=1 - position
            )
        ]
    else:
        lines = [
            translate("RoueDeVitesse", "Case {case}: {terrain}").format(
                case=position, terrain=terrain_name(obs.terrain(position))
            )
        ]
        lines.append(terrain_skills(obs.terrain(position)))
        if position in obs.summits:
            lines.append(translate("RoueDeVitesse", "Summit: climber's points 5, 3, 2, 1"))
        if position in obs.feeds:
            lines.append(
                translate("RoueDeVitesse", "R: ravitaillement (+2 to a skill, optional rule)")
            )
        if position <= obs.finish:
            lines.append(to_the_line(position, obs.finish))
    lines.append(places_taken(len(obs.cases.get(position, ())), obs.capacity))
    return "\n".join(lines)


def rider_tip(obs: RdvObservation, rider: int, team: str, jersey: str) -> str:
    s, e, c = obs.skills[rider]
    lines = [
        f"{obs.riders[rider]} — {team}",
        translate("RoueDeVitesse", "Sprint {s}, endurance {e}, climber {c}").format(s=s, e=e, c=c),
    ]
    if obs.start_skills:
        s0, e0, c0 = obs.start_skills[rider]
        lines.append(
            translate(
                "RoueDeVitesse", "At the start: sprint {s}, endurance {e}, climber {c}"
            ).format(s=s0, e=e0, c=c0)
        )
    if jersey == "leader":
        lines.append(
            translate("RoueDeVitesse", "Yellow jersey: leader of the general classification")
        )
    elif jersey == "climber":
        lines.append(translate("RoueDeVitesse", "Polka-dot jersey: best climber"))
    if rider in obs.missed:
        lines.append(
            translate("RoueDeVitesse", "Mechanical incident: misses its group's next move")
        )
    return "\n".join(lines)


def group_tip(number: int, pace: int, cases: int, riders: list[str]) -> str:
    return "\n".join(
        [
            translate(
                "RoueDeVitesse", "Group {n}: {pace} pace, %n case(s) next move", None, cases
            ).format(n=number, pace=pace_name(pace)),
            ", ".join(riders),
        ]
    )


def wheel_tip() -> str:
    return translate(
        "RoueDeVitesse",
        "The Roue de Vitesse. Outer ring: cases a group rides per turn, by the terrain of "
        "its head case and its pace. Middle ring: what a breakaway needs above those "
        "cases. Inner ring: what a counter needs above the breakaway's total. Each token "
        "is a group (its number on the road) on its pace.",
    )


def sheet_tip() -> str:
    return translate(
        "RoueDeVitesse",
        "Team sheet: each rider's sprint (S), endurance (E) and climber (C) points; "
        "struck-out boxes are spent.",
    )


def title_text(obs: RdvObservation) -> str:
    course = obs.courses[obs.stage - 1]
    if obs.stages > 1:
        return translate("RoueDeVitesse", "Stage {stage} of {stages}: {course}").format(
            stage=obs.stage, stages=obs.stages, course=course.name
        )
    return course.name


def status_text(obs: RdvObservation, view: TableNames) -> str:
    phase = obs.phase
    if phase == "over":
        return translate("RoueDeVitesse", "The race is over.")
    if phase == "build":
        return translate("RoueDeVitesse", "Team building: {team} gives a rider 15 points.").format(
            team=view.team_name(obs.seat)
        )
    if phase == "place":
        return translate("RoueDeVitesse", "Start zone: {team} places a rider.").format(
            team=view.team_name(obs.seat)
        )
    if phase == "recover":
        return translate("RoueDeVitesse", "Between stages: each rider recovers up to 6 points.")
    line = translate("RoueDeVitesse", "Turn {turn}: {team}.").format(
        turn=obs.turn, team=view.team_name(obs.seat)
    )
    a = obs.attempt
    if a is not None and a.roll:
        line += " " + translate(
            "RoueDeVitesse", "Breakaway of {rider}: rolled {roll}, needs {needs}."
        ).format(rider=obs.riders[a.rider], roll=a.roll, needs=a.threshold)
    return line


def waiting_text(obs: RdvObservation, view: TableNames) -> str:
    if obs.phase == "over":
        return translate("RoueDeVitesse", "The race is over.")
    names = ", ".join(view.session.seat_name(s) for s in view.session.to_move())
    return translate("RoueDeVitesse", "Waiting for {names}.").format(names=names)


def skill_list(skills: list[int]) -> str:
    return ", ".join(f"{skill_name(k)} {skills[k]}" for k in range(3))
