"""Roue de Vitesse on a phone: nothing is secret, so the phone is a remote; it shows
the team's riders with their points and the legal actions in the panel's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.prompts import PASS
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation
from peloton_desktop.games.roue_de_vitesse.view.text import pace_name, skill_name
from peloton_desktop.phones.sheet import Choice, GamePhone, Section

RIDERS = 3  # a team's riders: 3·seat + k


def _points(points: Sequence[int]) -> str:
    return ", ".join(f"{skill_name(k).capitalize()} {p}" for k, p in enumerate(points))


def sections(view: Any, obs: RdvObservation, seat: int) -> Sequence[Section]:
    lines = []
    for r in range(RIDERS * seat, RIDERS * seat + RIDERS):
        if r < len(obs.skills):
            lines.append(f"{view.rider_name(r)}: {_points(obs.skills[r])}")
    return [Section(view.team_name(seat), tuple(lines) or ("—",))]


def label(view: Any, obs: RdvObservation, seat: int, action: Action) -> Choice:
    name = view.rider_name
    kind = action[0]
    if action == PASS:
        return Choice(translate("RoueDeVitesse", "Let it go"))
    if kind == "profile":
        rider = RIDERS * obs.seat + obs.built // obs.players
        return Choice(
            _points(action[1:]),
            translate("RoueDeVitesse", "Give {rider} these points").format(rider=name(rider)),
        )
    if kind == "recover":
        return Choice(_points(action[2:]), translate("RoueDeVitesse", "Recover these points"))
    if kind == "place":
        return Choice(
            translate("RoueDeVitesse", "Place {rider} on the front free place").format(
                rider=name(action[1])
            )
        )
    if kind == "buy_back":
        cases = action[2]
        return Choice(
            translate("RoueDeVitesse", "%n case(s) for %n point(s)", None, cases),
            name(action[1]),
        )
    if kind == "feed":
        return Choice(skill_name(action[2]).capitalize(), name(action[1]))
    if kind == "attack":
        return Choice(
            translate("RoueDeVitesse", "Attack with {rider}").format(rider=name(action[1]))
        )
    if kind == "counter":
        return Choice(
            translate("RoueDeVitesse", "Counter with {rider}").format(rider=name(action[1]))
        )
    if kind == "shift":
        if len(action) > 3:
            return Choice(
                translate("RoueDeVitesse", "To case {case}, pushing {rider} back").format(
                    case=action[2], rider=name(action[3])
                ),
                name(action[1]),
            )
        return Choice(
            translate("RoueDeVitesse", "To case {case}").format(case=action[2]), name(action[1])
        )
    if kind == "hold":
        return Choice(
            translate("RoueDeVitesse", "{skill} ({points} left)").format(
                skill=skill_name(action[2]).capitalize(),
                points=obs.skills[action[1]][action[2]],
            ),
            name(action[1]),
        )
    if kind == "pace":
        return Choice(  # the group's pace: action[1] is the group
            pace_name(action[2]).capitalize(),
            translate(
                "RoueDeVitesse", "The pace of the ringed group for the next turn (now {pace}):"
            ).format(pace=pace_name(obs.pace[action[1]])),
        )
    words = {
        "no_attack": translate("RoueDeVitesse", "No attack"),
        "stay": translate("RoueDeVitesse", "Stay as we are"),
    }
    if kind in words:
        return Choice(words[kind])
    if kind == "bonus":
        return Choice(
            translate("RoueDeVitesse", "Pay 1 point: +1")
            if action[1]
            else translate("RoueDeVitesse", "Keep the roll")
        )
    if kind == "extra":
        return Choice(
            translate("RoueDeVitesse", "Pay 1 point: one more case")
            if action[1]
            else translate("RoueDeVitesse", "No")
        )
    return Choice(" ".join(str(p) for p in action))


PHONE = GamePhone(sections, label)
