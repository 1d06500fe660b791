"""How a test-ride reads a Roue de Vitesse race (docs/design.md, "Test-rides"): a
one-day race on the course with the default options, the seats by playing order from
the first player, and what matters here: the breakaways tried, those held and the races
whose winner had broken away.

A breakaway is *held* when its attacker, `HOLD_TURNS` turns after his attack (or at
the race's end, if it comes sooner), is still ahead of the main group: the group of
the most riders on the road (the leading one among equals), or, once every rider has
crossed the line, the batch of the most riders crossing together. An attack that
failed leaves its rider in his group: it is tried, not held."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.courses.ride.adapter import RideAdapter
from peloton_desktop.games.roue_de_vitesse.rules.groups import members
from peloton_desktop.games.roue_de_vitesse.rules.setup import COURSE_KEYS
from peloton_desktop.games.roue_de_vitesse.rules.state import PLACE, RdvState

TRIED, HELD, WON = "rdv.ride.tried", "rdv.ride.held", "rdv.ride.won"
HOLD_TURNS = 3
MESSAGES.update(
    {
        TRIED: QT_TRANSLATE_NOOP("Messages", "Breakaways tried"),
        HELD: QT_TRANSLATE_NOOP(
            "Messages",
            "Breakaways held (the attacker still ahead of the main group 3 turns later)",
        ),
        WON: QT_TRANSLATE_NOOP("Messages", "Won by a rider who broke away (held to the line)"),
    }
)


class RdvRide(RideAdapter):
    # measured on the project machine, one core (seconds a race, per seat)
    seconds = {"random": 0.004, "heuristic": 0.005, "normal": 4, "strong": 8}
    extras = (TRIED, HELD, WON)

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
            # judged at the end of the turn HOLD_TURNS on (keys from "_" stay private)
            tally[f"_due{int(tally[TRIED])}"] = (state.turn + HOLD_TURNS) * 100 + action[1]

    def turn_end(self, state: RdvState, tally: dict[str, float]) -> None:
        self._judge(state, tally, state.turn)

    def race_end(self, state: RdvState, tally: dict[str, float]) -> None:
        self._judge(state, tally, None)
        if state.arrived and f"_{state.arrived[0][0]}" in tally:
            tally[WON] = 1.0

    def _judge(self, state: RdvState, tally: dict[str, float], turn: int | None) -> None:
        """Count the breakaways due by `turn` (all of them at the race's end)."""
        for key in [k for k in tally if k.startswith("_due")]:
            due, rider = divmod(int(tally[key]), 100)
            if turn is None or turn >= due:
                del tally[key]
                tally[HELD] += ahead_of_main_group(state, rider)


def ahead_of_main_group(state: RdvState, rider: int) -> bool:
    """Whether `rider` is ahead of the main group (see the module's words)."""
    crossed = next((k for k, batch in enumerate(state.arrived) if rider in batch), None)
    groups = members(state)
    if groups:
        pack = max(groups.values(), key=len)  # groups front first: the leading of equals
        if crossed is not None:
            return True
        if rider in pack or rider not in state.occ:
            return False
        return state.occ.position(rider) > state.occ.position(pack[0])
    sizes = [len(batch) for batch in state.arrived]
    return crossed is not None and crossed < sizes.index(max(sizes))


RIDE = RdvRide()
