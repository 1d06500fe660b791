"""Course aux dés on a phone: the seat's energy and case, and each effort in the words
of the laptop's panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from course_aux_des.rules import CadObservation
from course_aux_des.view.text import cost_text, effort_text
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.phones.sheet import Choice, GamePhone, Section


def sections(view: Any, obs: CadObservation, seat: int) -> Sequence[Section]:
    case, energy = obs.position[seat], obs.energy[seat]  # lupdate reads plain names only
    return [
        Section(
            translate("CourseAuxDes", "You"),
            (
                translate("CourseAuxDes", "Case %n", None, case),
                translate("CourseAuxDes", "Energy left: %n", None, energy),
            ),
        )
    ]


def label(view: Any, obs: CadObservation, seat: int, action: Action) -> Choice:
    effort = action[1]
    return Choice(f"{effort_text(effort)} ({cost_text(effort)})")


PHONE = GamePhone(sections, label)
