"""Random full games per second, per available game, at its maximum player count.

The engine is driven in place (no records, no copies, no events), as search bots do.
`python benchmarks/playouts.py --game ID --json` measures one game and prints the
figure with the engine it ran (benchmarks/reference.py runs it against two trees).
"""

from __future__ import annotations

import argparse
import json
import time

from peloton_desktop.core import registry
from peloton_desktop.core.rng import Rng

# The games issue 27 times against the reference engines, each at its largest table.
GAMES = ("coup_de_bordure", "border_states", "tape_l_etape", "cyclistes", "roue_de_vitesse")


def playouts_per_second(game_id: str, seconds: float = 3.0, players: int | None = None) -> float:
    return playouts(game_id, seconds, players)[0]


def playouts(
    game_id: str, seconds: float = 3.0, players: int | None = None, events: bool = False
) -> tuple[float, float]:
    """Games a second of wall-clock time, and a second of this process's CPU time (what
    a shared machine disturbs least). `events`: the engine builds every event, as a
    table, a replay or a property test plays (`apply_in_place`)."""
    game = registry.load_game(game_id)
    players = players or game.max_players
    setup = game.validate_setup(game.default_setup(players))
    rng = Rng(12345)
    games = 0
    # what search bots call: the engine without its events (older trees, the
    # reference's among them, have only apply_in_place)
    play = game.apply_in_place if events else getattr(game, "apply_quiet", game.apply_in_place)
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        state = game.new_game(setup, games)
        while not game.is_over(state):
            seat = game.next_seat(state)  # open reaction windows are asked too
            play(state, seat, rng.choice(game.legal_actions(state, seat)))
        games += 1
    return games / (time.perf_counter() - start), games / (time.process_time() - cpu)


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", help="one game (default: every game, as run.py does)")
    parser.add_argument("--players", type=int, help="the table (default: the largest)")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--events", action="store_true", help="build every event")
    args = parser.parse_args()
    if args.game is None:
        print(json.dumps(measure(args.seconds)) if args.json else measure(args.seconds))
        return
    import peloton_desktop

    rate, per_cpu = playouts(args.game, args.seconds, args.players, args.events)
    out = {"game": args.game, "per_s": rate, "per_cpu_s": per_cpu}
    out["engine"] = peloton_desktop.__file__
    print(json.dumps(out) if args.json else f"{args.game}: {rate:.1f} games/s")


if __name__ == "__main__":
    main()
