"""Every visible word of Course aux dés, translated (context "CourseAuxDes")."""

from __future__ import annotations

from collections.abc import Callable

from course_aux_des.rules.events import Chosen, Moved, Revealed
from peloton_desktop.core.events import line
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.log import EventLines

Name = Callable[[int], str]  # a seat's name


def effort_text(effort: int) -> str:
    return translate("CourseAuxDes", "Effort {effort}").format(effort=effort)


def waiting_text() -> str:
    return translate("CourseAuxDes", "Waiting for the others' efforts.")


def cost_text(effort: int) -> str:
    cost = effort - 1  # lupdate reads only a plain name as the count
    return translate("CourseAuxDes", "costs %n energy", None, cost)


def _chosen(p: Chosen, name: Name) -> str:
    return translate("CourseAuxDes", "{name} has chosen.").format(name=name(p.seat))


def _revealed(p: Revealed, name: Name) -> str:
    efforts = ", ".join(str(e) for e in p.efforts)
    return translate("CourseAuxDes", "Efforts revealed: {efforts}.").format(efforts=efforts)


def _moved(p: Moved, name: Name) -> str:
    return translate("CourseAuxDes", "{name} rolls {die} and reaches case {case}.").format(
        name=name(p.seat), die=p.die, case=p.to
    )


# One line a kind, each written with its payload (a kind left out gets no line).
LINES: EventLines[Name] = EventLines(
    line(Chosen, _chosen), line(Revealed, _revealed), line(Moved, _moved)
)
