"""The bots think on every core (issue 45): `python benchmarks/bot_cores.py [--json]
[--positions N] [GAME ...]`.

Each game's strong bot decides the same positions on 1 and on 2 bot workers
(`PELOTON_BOT_WORKERS`), alternated position by position, in one run, because the
machine is shared:
  median_s.1 / .2   the median seconds of a strong decision (target: .2 ≤ 0.6 × .1)
  ratio             median_s.2 / median_s.1
  same              every position got the same move on 1 and on 2 workers
  load              the machine's load average before and after (other users' work)
Positions: decisions of two or more legal moves met while heuristic bots play a
game from seed 5 (every third such decision). The pool is started before timing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from peloton_desktop.core.bots import Decision, decide
from peloton_desktop.core.registry import load_game
from peloton_desktop.core.search_pool import ENV, cores, warm_up

GAMES = ("border_states", "coup_de_bordure", "cyclistes", "roue_de_vitesse", "tape_l_etape")


def positions(game_id: str, count: int) -> list[tuple[Any, Any, int]]:
    """(game, state, seat) of `count` decisions the strong bot searches."""
    game = load_game(game_id)
    state = game.new_game(game.default_setup(max(2, game.min_players)), 5)
    easy = {seat: game.bots()["heuristic"](seat) for seat in range(8)}
    strong = game.bots()["strong"](0)
    out: list[tuple[Any, Any, int]] = []
    met = 0
    while not game.is_over(state) and len(out) < count:
        seat = game.next_seat(state)
        assert seat is not None
        legal = game.legal_actions(state, seat)
        if len(legal) > 1 and searched(game, state, seat, strong):
            met += 1
            if met % 3 == 1:
                out.append((game, game.clone(state), seat))
        game.apply_quiet(state, seat, decide(game, state, seat, easy[seat]))
    return out


def searched(game: Any, state: Any, seat: int, bot: Any) -> bool:
    """Whether the bot searches here (not a reaction window, a too-wide choice or
    Cyclistes' placing, which its policy answers at once)."""
    start = time.perf_counter()
    decide(game, state, seat, bot)
    return time.perf_counter() - start > 0.05


def timed(game: Any, state: Any, seat: int, workers: int) -> tuple[Any, float]:
    os.environ[ENV] = str(workers)
    bot = game.bots()["strong"](0)
    legal = game.legal_actions(state, seat)
    decision = Decision(game, seat, legal, lambda: game.observe(state, seat))
    start = time.perf_counter()
    action = bot.choose(decision)
    return action, time.perf_counter() - start


def measure(game_ids: list[str], count: int) -> dict[str, Any]:
    os.environ[ENV] = "1"
    found = {g: positions(g, count) for g in game_ids}
    os.environ[ENV] = "2"
    warm_up()  # start the pool outside the timing
    out: dict[str, Any] = {"cores": cores(), "load_before": load()}
    games: dict[str, Any] = {}
    every: dict[int, list[float]] = {1: [], 2: []}
    same = True
    for game_id, places in found.items():
        times: dict[int, list[float]] = {1: [], 2: []}
        for n, (game, state, seat) in enumerate(places):
            order = (1, 2) if n % 2 == 0 else (2, 1)
            moves = {}
            for workers in order:
                moves[workers], seconds = timed(game, state, seat, workers)
                times[workers].append(seconds)
            same = same and moves[1] == moves[2]
        m1, m2 = statistics.median(times[1]), statistics.median(times[2])
        games[game_id] = {
            "positions": len(places),
            "median_s.1": round(m1, 3),
            "median_s.2": round(m2, 3),
            "ratio": round(m2 / m1, 2),
        }
        every[1] += times[1]
        every[2] += times[2]
    m1, m2 = statistics.median(every[1]), statistics.median(every[2])
    out.update(
        {
            "median_s.1": round(m1, 3),
            "median_s.2": round(m2, 3),
            "ratio": round(m2 / m1, 2),
            "same": same,
            "games": games,
            "load_after": load(),
        }
    )
    return out


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    result = measure(args.games, args.positions)
    print(json.dumps(result, indent=1 if args.json else None))
    return 0 if result["same"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
