"""Random full games per second, per available game, at its maximum player count.

The engine is driven in place (no records, no copies), as search bots will do.
"""

from __future__ import annotations

import time

from peloton_desktop.core import registry
from peloton_desktop.core.rng import Rng


def playouts_per_second(game_id: str, seconds: float = 3.0) -> float:
    game = registry.load_game(game_id)
    players = game.max_players
    setup = game.validate_setup(game.default_setup(players))
    rng = Rng(12345)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(setup, games)
        while not game.is_over(state):
            seat = game.to_move(state)[0]
            game.apply_in_place(state, seat, rng.choice(game.legal_actions(state, seat)))
        games += 1
    return games / (time.perf_counter() - start)


def measure(seconds: float = 3.0) -> dict[str, dict[str, float]]:
    return {
        "playouts_per_s": {
            e.id: round(playouts_per_second(e.id, seconds), 1)
            for e in registry.entries()
            if e.available
        }
    }


if __name__ == "__main__":
    print(measure())
