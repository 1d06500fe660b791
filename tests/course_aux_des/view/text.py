"""Every visible word of Course aux dés, translated (context "CourseAuxDes")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

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


def _chosen(data: Mapping[str, Any], name: Name) -> str:
    return translate("CourseAuxDes", "{name} has chosen.").format(name=name(data["seat"]))


def _revealed(data: Mapping[str, Any], name: Name) -> str:
    efforts = ", ".join(str(e) for e in data["efforts"])
    return translate("CourseAuxDes", "Efforts revealed: {efforts}.").format(efforts=efforts)


def _moved(data: Mapping[str, Any], name: Name) -> str:
    return translate("CourseAuxDes", "{name} rolls {die} and reaches case {case}.").format(
        name=name(data["seat"]), die=data["die"], case=data["to"]
    )


LINES: EventLines[Name] = EventLines({"chosen": _chosen, "revealed": _revealed, "moved": _moved})
