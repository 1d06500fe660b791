"""The coach's and the story's figures: seconds for a hint (the strong bot's analysis
and its reasons) at random positions, and for the story's estimates of a whole game.

`python benchmarks/coach.py [--positions N] [GAME ...]` prints one JSON object. The
budgets are iteration counts, so the hints are the same on any machine; only the
seconds differ (the hint runs on a worker thread: the table never waits for it).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from peloton_desktop.core import registry
from peloton_desktop.core.bots import RandomBot, decide
from peloton_desktop.core.coach import coach_of, decision_of, hints
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.story import tell, winner_chances

GAMES = ("coup_de_bordure", "border_states", "tape_l_etape", "cyclistes", "roue_de_vitesse")


def measure(game_id: str, positions: int) -> dict[str, Any]:
    entry = registry.get(game_id)
    game, coach = entry.create(), coach_of(entry)
    players = 2 if entry.max_players == 2 else 3
    seconds = []
    for i in range(positions):
        state = game.new_game(game.default_setup(players), 100 + i)
        bot = RandomBot(i)
        for _ in range(10 + 7 * i):
            if game.is_over(state):
                break
            seat = game.next_seat(state)
            assert seat is not None
            game.apply_quiet(state, seat, decide(game, state, seat, bot))
        seat = game.next_seat(state)
        if seat is None or len(game.legal_actions(state, seat)) < 2:
            continue
        start = time.perf_counter()
        hints(game, seat, *decision_of(game, state, seat), coach)
        seconds.append(time.perf_counter() - start)
    played = simulate_one(game, players, 1, "heuristic")
    start = time.perf_counter()
    assert coach is not None
    tell(game, played.record, coach)
    charts = time.perf_counter() - start
    start = time.perf_counter()
    winner_chances(game, played.record, played.result.winner)
    estimates = time.perf_counter() - start
    return {
        "hint_median_s": round(statistics.median(seconds), 3) if seconds else None,
        "hint_max_s": round(max(seconds), 3) if seconds else None,
        "hints": len(seconds),
        "story_moves": len(played.record.actions),
        "story_charts_s": round(charts, 3),
        "story_estimates_s": round(estimates, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    print(json.dumps({g: measure(g, args.positions) for g in args.games}, indent=1))


if __name__ == "__main__":
    main()
