"""Words every race on a track of cases says the same way (the team race games):
the winner of a race and the tail of a case's tooltip."""

from __future__ import annotations

from collections.abc import Callable

from peloton_desktop.core.protocol import Result
from peloton_desktop.draw.tr import translate


def race_result(result: Result, rider: Callable[[int], str], team: Callable[[int], str]) -> str:
    """The end banner's line: the winning team and its rider (first over the line, or
    first on general time in a stage race; `Result.reason` ends with ".general")."""
    who = int(result.params.get("rider", -1))
    name = team(result.winner)
    if who < 0:
        return translate("Race", "{team} wins.").format(team=name)
    if result.reason.endswith(".general"):
        return translate(
            "Race", "{team} wins the race: {rider} takes the general classification."
        ).format(team=name, rider=rider(who))
    return translate("Race", "{team} wins the race: {rider} is first over the line.").format(
        team=name, rider=rider(who)
    )


def to_the_line(position: int, finish: int) -> str:
    """How far a case on the road is from the line ("" behind the start)."""
    if position == finish:
        return translate("Race", "The finish case: the line is just after it")
    if 0 < position < finish:
        left = finish - position + 1  # pyside6-lupdate reads only a plain name as n
        return translate("Race", "%n case(s) to the line", None, left)
    return ""


def places_taken(count: int, capacity: int) -> str:
    return translate("Race", "%n of {capacity} places taken", None, count).format(capacity=capacity)
