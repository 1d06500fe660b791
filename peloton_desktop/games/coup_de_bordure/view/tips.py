"""The tooltips of Coup de bordure's table: what each piece is and what a click does."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.rules import CdbObservation
from peloton_desktop.games.coup_de_bordure.view.text import (
    pace_help,
    pace_name,
    rider_label,
    terrain_name,
    tokens_text,
)


def tile_tip(obs: CdbObservation, number: int) -> str:
    terrain = obs.course[number - 1]
    lines = [
        translate("CoupDeBordure", "Case {case}: {terrain}.").format(
            case=number, terrain=terrain_name(terrain)
        ),
        # « dont au moins 1 de la couleur de la case » (Les 4 allures)
        translate(
            "CoupDeBordure",
            "A rider starting its turn here pays in its colour: Acceleration 2 tokens, at "
            "least 1 of it; Attack 3, at least 2; Slipstream and a tow 1 of it.",
        ),
    ]
    if number == obs.ravitaillement:
        lines.append(translate("CoupDeBordure", "Feed zone (R): riders who reach it take tokens."))
    if number == len(obs.course):
        lines.append(translate("CoupDeBordure", "The last case: cross it to finish."))
    if not obs.over and number == obs.case:
        lines.append(translate("CoupDeBordure", "Its riders play now."))
    return "\n".join(lines)


def finish_tip(index: int) -> str:
    return translate(
        "CoupDeBordure", "Finish +{n}: beyond the line. The rider who goes furthest wins."
    ).format(n=index + 1)


def rider_tip(obs: CdbObservation, r: int, team: str, pace: str, moved: bool) -> str:
    info = obs.riders[r]
    finish = len(obs.course)
    where = (
        translate("CoupDeBordure", "finish +{n}").format(n=info.pos - finish)
        if info.pos > finish
        else str(info.pos)
    )
    lines = [
        translate("CoupDeBordure", "{rider} ({team}), case {case}.").format(
            rider=rider_label(obs, r), team=team, case=where
        )
    ]
    if pace:
        lines.append(translate("CoupDeBordure", "Pace: {pace}.").format(pace=pace_name(pace)))
    if moved:
        lines.append(translate("CoupDeBordure", "Moved in the last move (dashed ring)."))
    lines.append(translate("CoupDeBordure", "Its plaquette, under the course, shows its tokens."))
    return "\n".join(lines)


def plaquette_tip(obs: CdbObservation, r: int, team: str) -> str:
    info = obs.riders[r]
    tokens = [c for c, n in info.tokens.items() for _ in range(n)]
    lines = [
        translate("CoupDeBordure", "Plaquette of {rider} ({team}).").format(
            rider=rider_label(obs, r), team=team
        ),
        translate("CoupDeBordure", "Tokens face up: {tokens}.").format(tokens=tokens_text(tokens)),
    ]
    hidden = info.own.hidden if info.own is not None else None
    if hidden:
        lines.append(
            translate("CoupDeBordure", "Hidden token (only you see it): {colour}.").format(
                colour=terrain_name(hidden)
            )
        )
    elif info.facedown:
        lines.append(
            translate("CoupDeBordure", "Face-down tokens: {count}.").format(count=info.facedown)
        )
    if info.fed:
        lines.append(translate("CoupDeBordure", "Has been through the feed zone."))
    lines.append(
        translate(
            "CoupDeBordure", "The four pace markers are on the right; a ringed one can be clicked."
        )
    )
    return "\n".join(lines)


def marker_tip(
    pace: str, state: str, rider: str, paces: Mapping[str, Any], payments: int = 0
) -> str:
    """`state` "refused": the viewer chooses for this rider but cannot play this pace."""
    text = f"{pace_name(pace)}: {pace_help(pace, paces)}"
    line = {
        "legal": translate("CoupDeBordure", "Click to choose this pace for {rider}."),
        "chosen": translate(
            "CoupDeBordure", "Chosen; secret until every rider of the case has chosen."
        ),
        "revealed": translate("CoupDeBordure", "The pace {rider} plays this turn."),
        "last": translate("CoupDeBordure", "The pace {rider} played in the last move."),
        "used": translate("CoupDeBordure", "Already played: out of the race."),
        "refused": translate(
            "CoupDeBordure",
            "Not possible: not enough tokens of the right colour, or already used.",
        ),
    }.get(state, "")
    if state == "legal" and payments > 1:
        line += " " + translate("CoupDeBordure", "Then choose the tokens in the panel below.")
    return text + ("\n" + line.format(rider=rider) if line else "")


def tow_target_tip(ways: int) -> str:
    """A tow's case, lit: one way to pay plays it at a click; several wait for the panel."""
    if ways == 1:
        return translate("CoupDeBordure", "Click: be towed to this case.")
    return translate("CoupDeBordure", "Towed to this case: choose the tokens in the panel below.")


def team_tip(team: str) -> str:
    return translate("CoupDeBordure", "{team}: the plaquettes of its three riders.").format(
        team=team
    )


def turn_text(obs: CdbObservation) -> tuple[str, str]:
    """The two lines of the free corner of the course: the turn and the case playing."""
    turn = translate("CoupDeBordure", "Turn {turn}").format(turn=obs.turn)
    if obs.over:
        return turn, translate("CoupDeBordure", "Race over")
    return turn, translate("CoupDeBordure", "Case {case} plays").format(case=obs.case)


def turn_tip() -> str:
    return translate(
        "CoupDeBordure",
        "Each turn plays the cases from the front: the riders of the ringed case choose "
        "their pace in secret, then all are revealed and move.",
    )
