"""How much do Cyclistes' decisions weigh? `python benchmarks/cyc_decisions.py [RACES]`

Plays a policy that decides nothing (always rolls, always rides its full total: no
wheel, no attack, no sitting up) against the heuristic bot in 2-team races, seats
swapped, and prints its win rate (2026-11-23: 46 % over 2,000 races, the heuristic
against itself 51 %). It bounds what any Cyclistes bot can gain over the heuristic.
"""

from __future__ import annotations

import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from peloton_desktop.core.bots import Decision
from peloton_desktop.core.play import play_bots
from peloton_desktop.core.protocol import Action
from peloton_desktop.core.registry import load_game


class Plain:
    """Roll, ride the whole total; place as the first option says."""

    name = "plain"

    def choose(self, decision: Decision) -> Action:
        moves = [a for a in decision.legal if a[0] == "move"]
        if moves:
            return max(moves, key=lambda a: a[1])
        return ("roll",) if ("roll",) in decision.legal else decision.legal[0]


def _race(index: int) -> bool:
    game = load_game("cyclistes")
    seat = index % 2
    table: dict[int, Any] = {s: game.bots()["heuristic"](10_000 + 7 * index + s) for s in (0, 1)}
    table[seat] = Plain()
    played = play_bots(game, game.default_setup(2), 50_000 + index, table)
    return played.result.winner == seat


def main() -> int:
    races = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    with ProcessPoolExecutor(max_workers=2) as pool:
        wins = sum(pool.map(_race, range(races), chunksize=50))
    print(json.dumps({"plain_vs_heuristic": round(wins / races, 3), "races": races}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
