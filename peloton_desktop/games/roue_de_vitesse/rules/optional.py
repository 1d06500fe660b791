"""« Règles additionnelles optionnelles », both set-up flags (off by default).

Incident mécanique: « si le résultat obtenu est 1 … Le cycliste concerné ne sera pas
impliqué dans le prochain déplacement du groupe … Il pourra cependant compenser des
cases de déplacement en utilisant des points endurance » (with 2d6: a double one;
the buy-back, one endurance point a case, is made in `groups.move_all`).
Ravitaillement: « Lorsque les coureurs s'arrêtent sur une case marqué "R", ils
peuvent ajouter 2 points à la compétence de leur choix … une fois par zone ».
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.games.roue_de_vitesse.rules.state import RdvState


def feeders(state: RdvState) -> list[int]:
    """Riders stopped on an R case they have not fed on yet, front to back."""
    if not state.ravitaillement:
        return []
    out = []
    for r in state.occ.front_to_back():
        p = state.occ.position(r)
        if p in state.feeds and [r, p] not in state.fed:
            out.append(r)
    return out


def feed_options(rider: int) -> list[Action]:
    return [("feed", rider, k) for k in range(3)]


def feed(
    state: RdvState, rider: int, skill: int, v: Mapping[str, Any], events: list[Event]
) -> None:
    state.fed.append([rider, state.occ.position(rider)])
    state.skills[rider][skill] += v["feed_points"]
    events.append(Event("fed", {"rider": rider, "skill": skill}))
