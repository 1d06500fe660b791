"""Coup de bordure on a phone: the team's plaquettes (tokens, the face-down one, the
paces chosen in secret) and every legal action in the words of the laptop's panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.rules import CdbObservation
from peloton_desktop.games.coup_de_bordure.style import cdb_terrain_name as terrain_name
from peloton_desktop.games.coup_de_bordure.view.text import pace_name, rider_label, tokens_text
from peloton_desktop.phones.sheet import Choice, GamePhone, Section, pass_choice


def _rider_lines(obs: CdbObservation, r: int) -> tuple[str, ...]:
    rider = obs.riders[r]
    face_up = [t for t, n in sorted(rider.tokens.items()) for _ in range(n)]
    lines = [
        translate("CoupDeBordure", "Case {case}").format(case=rider.pos),
        translate("CoupDeBordure", "Tokens face up: {tokens}").format(tokens=tokens_text(face_up)),
    ]
    if rider.own is not None:
        hidden = terrain_name(rider.own.hidden) if rider.own.hidden else "—"
        lines.append(translate("CoupDeBordure", "Face-down token: {token}").format(token=hidden))
    if rider.pace is not None:
        lines.append(
            translate("CoupDeBordure", "Pace chosen: {pace}").format(pace=pace_name(rider.pace))
        )
    return tuple(lines)


def sections(view: Any, obs: CdbObservation, seat: int) -> Sequence[Section]:
    return [
        Section(rider_label(obs, r), _rider_lines(obs, r))
        for r, rider in enumerate(obs.riders)
        if rider.team == seat
    ]


def _pay(codes: Sequence[str]) -> str:
    return tokens_text([c[0] for c in codes])


def label(view: Any, obs: CdbObservation, seat: int, action: Action) -> Choice:
    kind = action[0]
    if kind == "pace":
        rider = rider_label(obs, action[1])
        text = pace_name(action[2])
        if action[3]:
            text += " — " + _pay(action[3])
        return Choice(
            text,
            translate(
                "CoupDeBordure", "Choose the pace of {rider} (case {case}, {terrain})."
            ).format(
                rider=rider,
                case=obs.riders[action[1]].pos,
                terrain=terrain_name(obs.course[obs.riders[action[1]].pos - 1]),
            ),
        )
    if kind == "tow":
        return Choice(
            translate("CoupDeBordure", "Follow") + " — " + _pay(action[2]),
            rider_label(obs, action[1]),
        )
    if kind == "no_tow":
        return Choice(translate("CoupDeBordure", "Stay"), rider_label(obs, action[1]))
    if kind == "tracte":
        return Choice(
            translate("CoupDeBordure", "I'll tow")
            if action[2]
            else translate("CoupDeBordure", "Ride on alone"),
            rider_label(obs, action[1]),
        )
    if kind == "ravito":
        return Choice(_pay(action[2]), rider_label(obs, action[1]))
    if kind == "pass":
        return pass_choice()
    return Choice(" ".join(str(p) for p in action))


PHONE = GamePhone(sections, label)
