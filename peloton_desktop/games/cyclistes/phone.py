"""Cyclistes on a phone: nothing is secret, so the phone is a remote; it shows the
team's riders and the legal actions in the words of the laptop's panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes.rules.observation import CycObservation
from peloton_desktop.phones.sheet import Choice, GamePhone, Section, pass_choice


def sections(view: Any, obs: CycObservation, seat: int) -> Sequence[Section]:
    names = view.names()
    lines = []
    for r, rider in enumerate(obs.riders):
        if rider.team != seat:
            continue
        where = (
            translate("Cyclistes", "Case {case}").format(case=names.case(rider.position))
            if rider.position is not None
            else "—"
        )
        lines.append(f"{names.rider(r)}: {where}")
    return [Section(names.team(seat), tuple(lines))]


def label(view: Any, obs: CycObservation, seat: int, action: Action) -> Choice:
    names = view.names()
    kind = action[0]
    if kind == "place":
        return Choice(
            translate("Cyclistes", "Case {case}").format(case=names.case(action[2])),
            translate("Cyclistes", "Line up {rider}: choose a case behind the line.").format(
                rider=names.rider(action[1])
            ),
        )
    if kind == "early":
        return Choice(translate("Cyclistes", "Attack before the start"), names.rider(action[1]))
    if kind == "move":
        position = obs.riders[obs.rider].position or 0
        cases = action[1]
        return Choice(
            translate("Cyclistes", "%n case(s), to case {case}", None, cases).format(
                case=names.case(position + cases)
            )
        )
    if kind == "roll":
        leader = obs.riders[obs.rider].leader
        return Choice(
            translate("Cyclistes", "Roll 3 dice (best two)")
            if leader
            else translate("Cyclistes", "Roll 2 dice")
        )
    if kind == "follow" and obs.prev is not None:
        return Choice(
            translate("Cyclistes", "Suck the wheel of {rider}").format(
                rider=names.rider(obs.prev.rider)
            )
        )
    words = {
        "demarrage": translate("Cyclistes", "Démarrage (a double rolls again)"),
        "abandon": translate("Cyclistes", "Abandon"),
        "continue": translate("Cyclistes", "Roll again"),
        "stop": translate("Cyclistes", "Stop here"),
    }
    if kind in words:
        return Choice(words[kind])
    if kind == "pass":
        return pass_choice()
    return Choice(" ".join(str(p) for p in action))


PHONE = GamePhone(sections, label)
