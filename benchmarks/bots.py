"""Search-bot figures: seconds per decision and win rates, seats rotated.

`python benchmarks/bots.py [--games N] [--level strong] [--opponents heuristic,random]
[--workers 2] [GAME ...]` prints one JSON object (`run.py` calls `measure`).

Games run in worker processes (one per core). Each pairing plays `games` games at
the game's smallest table of two or more (3 for Tape l'étape: one search bot
against two of the other kind), the search bot taking seat `index % players`. A
win is first place (first in the general classification for a race). A level is an
iteration budget, so the moves (and the win rates) are the same on any machine;
only the seconds differ. `out_of_time` counts the decisions the time cap cut
(0 when the budget is calibrated: the cap is far above it).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from peloton_desktop.core.bots import Bot, Decision, RandomBot
from peloton_desktop.core.play import play_bots
from peloton_desktop.core.registry import load_game


class _Timed:
    def __init__(self, bot: Bot) -> None:
        self.bot, self.name, self.times, self.cut = bot, bot.name, [], 0

    def choose(self, decision: Decision) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(decision)
        if len(decision.legal) > 1:
            self.times.append(time.perf_counter() - start)
        self.cut += decision.out_of_time
        return action


def _one(args: tuple[str, str, str, int]) -> tuple[bool, list[float], int]:
    game_id, level, opponent, index = args
    game = load_game(game_id)
    bots = game.bots()
    searcher = _Timed(bots[level](index))
    players = max(2, game.min_players)
    seat = index % players
    table: dict[int, Any] = {
        s: bots["heuristic"](10_000 + 7 * index + s)
        if opponent == "heuristic"
        else RandomBot(7 * index + s)
        for s in range(players)
    }
    table[seat] = searcher
    played = play_bots(game, game.default_setup(players), 50_000 + index, table)
    return played.result.winner == seat, searcher.times, searcher.cut


def measure(
    game_ids: list[str],
    games: int,
    workers: int = 2,
    level: str = "strong",
    opponents: tuple[str, ...] = ("heuristic", "random"),
) -> dict[str, Any]:
    winrate: dict[str, dict[str, float]] = {}
    move: dict[str, dict[str, float]] = {}
    cut: dict[str, int] = {}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for game_id in game_ids:
            times: list[float] = []
            winrate[game_id] = {}
            cut[game_id] = 0
            for opponent in opponents:
                jobs = [(game_id, level, opponent, i) for i in range(games)]
                results = list(pool.map(_one, jobs))
                wins = sum(1 for won, _, _ in results if won)
                for _, t, c in results:
                    times += t
                    cut[game_id] += c
                winrate[game_id][f"{level}_vs_{opponent}"] = round(wins / games, 3)
            times.sort()
            move[game_id] = {
                level: round(statistics.median(times), 3),
                f"{level}_p95": round(times[int(len(times) * 0.95)], 3),
            }
    return {"bot_move_s": move, "winrate": winrate, "winrate_games": games, "out_of_time": cut}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_ids", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=100, help="games per pairing")
    parser.add_argument("--level", default="strong", choices=("normal", "strong"))
    parser.add_argument("--opponents", default="heuristic,random")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    from peloton_desktop.core import registry

    ids = args.games_ids or [e.id for e in registry.entries() if e.playable]
    opponents = tuple(args.opponents.split(","))
    print(json.dumps(measure(ids, args.games, args.workers, args.level, opponents)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
