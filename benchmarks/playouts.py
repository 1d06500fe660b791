"""Random full games per second, per available game, at its maximum player count.

The engine is driven in place (no records, no copies), as search bots will do.
"""

from __future__ import annotations

import time

from peloton_desktop.core import registry
from peloton_desktop.core.rng import Rng


def playouts_per_second(game_id: str, seconds: float = 3.0, players: int | None = None) -> float:
    game = registry.load_game(game_id)
    players = players or game.max_players
    setup = game.validate_setup(game.default_setup(players))
    rng = Rng(12345)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(setup, games)
        while not game.is_over(state):
            seat = game.next_seat(state)  # open reaction windows are asked too
            game.apply_in_place(state, seat, rng.choice(game.legal_actions(state, seat)))
        games += 1
    return games / (time.perf_counter() - start)


# Player counts an issue names a figure for, besides each game's maximum.
ALSO = {"tape_l_etape": 4, "cyclistes": 4, "roue_de_vitesse": 4}


def measure(seconds: float = 3.0) -> dict[str, dict[str, float]]:
    out = {
        e.id: round(playouts_per_second(e.id, seconds), 1)
        for e in registry.entries()
        if e.available
    }
    for game_id, players in ALSO.items():
        out[f"{game_id}@{players}"] = round(playouts_per_second(game_id, seconds, players), 1)
    return {"playouts_per_s": out}


if __name__ == "__main__":
    print(measure())
