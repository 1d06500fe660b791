"""Strong-bot figures: seconds per decision and win rates, seats rotated.

Games run in worker processes (one per core). Each pairing plays `games` games at
the game's smallest table of two or more (3 for Tape l'étape: one strong bot
against two of the other kind), the strong bot taking seat `index % players`. A
win is first place (first in the general classification for a race).
"""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from peloton_desktop.core.bots import Bot, Decision, RandomBot
from peloton_desktop.core.play import play_bots
from peloton_desktop.core.registry import load_game


class _Timed:
    def __init__(self, bot: Bot) -> None:
        self.bot, self.name, self.times = bot, bot.name, []

    def choose(self, decision: Decision) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(decision)
        if len(decision.legal) > 1:
            self.times.append(time.perf_counter() - start)
        return action


def _one(args: tuple[str, str, int]) -> tuple[bool, list[float]]:
    game_id, opponent, index = args
    game = load_game(game_id)
    bots = game.bots()
    strong = _Timed(bots["strong"](index))
    players = max(2, game.min_players)
    seat = index % players
    table: dict[int, Any] = {
        s: bots["heuristic"](10_000 + 7 * index + s)
        if opponent == "heuristic"
        else RandomBot(7 * index + s)
        for s in range(players)
    }
    table[seat] = strong
    played = play_bots(game, game.default_setup(players), 50_000 + index, table)
    return played.result.winner == seat, strong.times


def measure(game_ids: list[str], games: int, workers: int = 2) -> dict[str, Any]:
    winrate: dict[str, dict[str, float]] = {}
    move: dict[str, dict[str, float]] = {}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for game_id in game_ids:
            times: list[float] = []
            winrate[game_id] = {}
            for opponent in ("heuristic", "random"):
                jobs = [(game_id, opponent, i) for i in range(games)]
                results = list(pool.map(_one, jobs))
                wins = sum(1 for won, _ in results if won)
                for _, t in results:
                    times += t
                winrate[game_id][f"strong_vs_{opponent}"] = round(wins / games, 3)
            move[game_id] = {
                "strong": round(statistics.median(times), 3),
                "strong_p95": round(sorted(times)[int(len(times) * 0.95)], 3),
            }
    return {"bot_move_s": move, "winrate": winrate, "winrate_games": games}
