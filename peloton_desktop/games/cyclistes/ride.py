"""How a test-ride reads a Cyclistes race (docs/design.md, "Test-rides"): a one-day race
on the course, the teams by placement order (« le plus haut place ses coureurs en
premier »), and what matters here: abandons and full cases (a case holding its seven
riders at the end of a turn blocks the road behind it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.courses.ride.adapter import RideAdapter
from peloton_desktop.games.cyclistes.rules.setup import COURSE_KEYS, OPTIONAL_KEYS
from peloton_desktop.games.cyclistes.rules.state import ABANDON, RACE, CycState

ABANDONS, FULL = "cyc.ride.abandons", "cyc.ride.full_cases"
MESSAGES.update(
    {
        ABANDONS: QT_TRANSLATE_NOOP("Messages", "Riders who abandoned"),
        FULL: QT_TRANSLATE_NOOP("Messages", "Full cases at the end of a turn"),
    }
)


class CyclistesRide(RideAdapter):
    # measured on the project machine, one core (seconds a race, per seat)
    seconds = {"random": 0.015, "heuristic": 0.015, "normal": 10, "strong": 20}
    extras = (ABANDONS, FULL)

    def setup(self, game: AnyGame, course: Mapping[str, Any], players: int) -> dict[str, Any]:
        carried = {k: course[k] for k in COURSE_KEYS} | {
            k: course[k] for k in OPTIONAL_KEYS if course.get(k)
        }
        return {**game.default_setup(players), "stages": [course["id"]], "courses": [carried]}

    def racing(self, state: CycState) -> bool:
        return state.phase != "place"

    def start_order(self, state: CycState) -> list[int] | None:
        return list(state.order)

    def riders(self, state: CycState) -> list[tuple[int, int]]:
        occ, per, line = state.occ, state.riders_per_team, state.finish
        return [
            (rider // per, min(occ.position(rider), line + 1) - 1)
            for rider in range(state.players * per)
            if rider in occ
        ]

    def watch(self, state: CycState, seat: int, action: Any, tally: dict[str, float]) -> None:
        if action == ABANDON and state.phase == RACE:
            tally[ABANDONS] += 1

    def turn_end(self, state: CycState, tally: dict[str, float]) -> None:
        occ, line = state.occ, state.finish
        tally[FULL] += sum(1 for p in occ.occupied() if 0 < p <= line and occ.is_full(p))


RIDE = CyclistesRide()
