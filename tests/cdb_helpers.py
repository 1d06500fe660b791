"""Build Coup de bordure positions for table-driven tests."""

from __future__ import annotations

from typing import Any

from peloton_desktop.games.coup_de_bordure.rules import CdbState, CoupDeBordure
from peloton_desktop.games.coup_de_bordure.tokens import COLOURS

GAME = CoupDeBordure()


def tokens(spec: str) -> dict[str, int]:
    """'PPCM' -> {'P': 2, 'C': 1, 'M': 1, 'S': 0}."""
    return {c: spec.count(c) for c in COLOURS}


def setup(
    teams: list[list[str]],
    course: str = "PPPPPPPCPPPPCPCS",
    hidden: dict[tuple[int, int], str] | None = None,
) -> dict[str, Any]:
    """teams: per team, three token specs. Totals need not be 18 (tests bypass that)."""
    hidden = hidden or {}
    return {
        "players": len(teams),
        "course": {"id": "test", "name": "Test", "tiles": course},
        "teams": [
            {
                "name": f"T{t}",
                "riders": [
                    {"name": f"R{t}{r}", "tokens": tokens(spec), "hidden": hidden.get((t, r))}
                    for r, spec in enumerate(team)
                ],
            }
            for t, team in enumerate(teams)
        ],
    }


def state(
    teams: list[list[str]],
    positions: list[int] | None = None,
    course: str | None = None,
    seed: int = 1,
    hidden: dict[tuple[int, int], str] | None = None,
) -> CdbState:
    """A fresh game, riders optionally placed (then the turn restarts from them)."""
    s = GAME.new_game(setup(teams, course or "PPPPPPPCPPPPCPCS", hidden), seed)
    if positions is not None:
        for rider, pos in zip(s.riders, positions, strict=True):
            rider.pos = pos
            rider.fed = pos >= 7
        s.groups = []
        GAME._start_turn(s, [])
    return s


def pace(s: CdbState, r: int, name: str, pay: str = "") -> list:
    payment = tuple(sorted(pay.split())) if pay else ()
    action = ("pace", r, name, payment)
    assert action in GAME.legal_actions(s, s.riders[r].team), (
        action,
        GAME.legal_actions(s, s.riders[r].team),
    )
    return GAME.apply_in_place(s, s.riders[r].team, action)


def answer(s: CdbState, action: tuple) -> list:
    seat = s.riders[action[1]].team
    assert action in GAME.legal_actions(s, seat), (action, GAME.legal_actions(s, seat))
    return GAME.apply_in_place(s, seat, action)


def positions(s: CdbState) -> list[int]:
    return [r.pos for r in s.riders]


def energy_of(s: CdbState, r: int) -> int:
    rider = s.riders[r]
    return sum(rider.visible) + (1 if rider.hidden else 0)
