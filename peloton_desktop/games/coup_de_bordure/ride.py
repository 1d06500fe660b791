"""How a test-ride reads a Coup de bordure race (docs/design.md, "Test-rides"): the
course's 16 tiles with the course's own team presets when it has enough of them (the
default teams otherwise), and what matters here: the energy tokens paid, by the
terrain of the case where the group chose its paces."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.courses.ride.adapter import RideAdapter
from peloton_desktop.games.coup_de_bordure.rules.state import CdbState

SPENT = {t: f"cdb.ride.spent.{t}" for t in "PCMS"}
MESSAGES.update(
    {
        SPENT["P"]: QT_TRANSLATE_NOOP("Messages", "Tokens paid on the flat (Plaine)"),
        SPENT["C"]: QT_TRANSLATE_NOOP("Messages", "Tokens paid on hills (Côte)"),
        SPENT["M"]: QT_TRANSLATE_NOOP("Messages", "Tokens paid in the mountains (Montagne)"),
        SPENT["S"]: QT_TRANSLATE_NOOP("Messages", "Tokens paid in sprints (Sprint)"),
    }
)


class CdbRide(RideAdapter):
    # measured on the project machine, one core (seconds a race, per seat)
    seconds = {"random": 0.005, "heuristic": 0.006, "normal": 3, "strong": 6}
    extras = tuple(SPENT.values())

    def setup(self, game: AnyGame, course: Mapping[str, Any], players: int) -> dict[str, Any]:
        setup = game.default_setup(players)
        carried = {"id": course["id"], "name": course["name"], "tiles": course["tiles"]}
        own = list(course.get("teams", []))
        teams = own[:players] if len(own) >= players else setup["teams"]
        return {**setup, "course": carried, "teams": teams}

    def riders(self, state: CdbState) -> list[tuple[int, int]]:
        line = len(state.course)
        return [(r.team, min(r.pos, line + 1) - 1) for r in state.riders]

    def watch(self, state: CdbState, seat: int, action: Any, tally: dict[str, float]) -> None:
        if action[0] == "pace" and action[3]:
            terrain = state.course[min(state.case, len(state.course)) - 1]
            tally[SPENT[terrain]] += len(action[3])


RIDE = CdbRide()
