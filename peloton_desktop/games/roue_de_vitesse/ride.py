"""How a test-ride reads a Roue de Vitesse race (docs/design.md, "Test-rides"): a
one-day race on the course with the default options, the seats by playing order from
the first player, and what matters here: the breakaways tried, and the races whose
winner had broken away (a breakaway held to the line)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.courses.ride.adapter import RideAdapter
from peloton_desktop.games.roue_de_vitesse.rules.setup import COURSE_KEYS
from peloton_desktop.games.roue_de_vitesse.rules.state import PLACE, RdvState

TRIED, HELD = "rdv.ride.tried", "rdv.ride.held"
MESSAGES.update(
    {
        TRIED: QT_TRANSLATE_NOOP("Messages", "Breakaways tried"),
        HELD: QT_TRANSLATE_NOOP("Messages", "Won by a rider who broke away (held to the line)"),
    }
)


class RdvRide(RideAdapter):
    # measured on the project machine, one core (seconds a race, per seat)
    seconds = {"random": 0.004, "heuristic": 0.005, "normal": 4, "strong": 8}
    extras = (TRIED, HELD)

    def setup(self, game: AnyGame, course: Mapping[str, Any], players: int) -> dict[str, Any]:
        carried = {k: course[k] for k in COURSE_KEYS if k in course}
        return {**game.default_setup(players), "stages": [course["id"]], "courses": [carried]}

    def racing(self, state: RdvState) -> bool:
        return state.phase not in ("build", PLACE)

    def start_order(self, state: RdvState) -> list[int] | None:
        return [(state.first + k) % state.players for k in range(state.players)]

    def riders(self, state: RdvState) -> list[tuple[int, int]]:
        occ, line = state.occ, state.finish
        arrived = {r for batch in state.arrived for r in batch}
        return [
            (rider // 3, line if rider in arrived else min(occ.position(rider), line + 1) - 1)
            for rider in range(3 * state.players)
            if rider in occ or rider in arrived
        ]

    def watch(self, state: RdvState, seat: int, action: Any, tally: dict[str, float]) -> None:
        if action[0] == "attack":
            tally[TRIED] += 1
            tally[f"_{action[1]}"] = 1.0  # this rider broke away (kept out of the report)

    def race_end(self, state: RdvState, tally: dict[str, float]) -> None:
        if state.arrived and f"_{state.arrived[0][0]}" in tally:
            tally[HELD] = 1.0


RIDE = RdvRide()
