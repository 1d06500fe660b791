"""Action latency: a human's action to the table updated and painted (offscreen).

A hot-seat game without hand-over screens: each action goes through
GameSession.play, the page and the game's view refresh, then the pending paint
events are processed. Median over the actions of a few games, in milliseconds.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def measure(game_ids: list[str], actions: int = 150) -> dict[str, Any]:
    os.environ["PELOTON_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="peloton-bench-")
    from peloton_desktop.core.bots import RandomBot, decide
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import get
    from peloton_desktop.ui.shell.app import make_application
    from peloton_desktop.ui.table.game_page import GamePage
    from peloton_desktop.ui.table.session import GameSession

    app = make_application()
    per_game = {}
    for game_id in game_ids:
        entry = get(game_id)
        game = entry.create()
        samples: list[float] = []
        seed = 1
        while len(samples) < actions:
            players = max(2, game.min_players)
            seats = [SeatInfo(name=chr(65 + i)) for i in range(players)]
            session = GameSession.new(game_id, game.default_setup(players), seed, seats)
            session.autosave_path = None  # measure the table, not the disk
            page = GamePage(session, entry, handover_enabled=False, animation_speed=0)
            page.resize(1280, 800)
            page.setMinimumSize(800, 560)  # as in the main window: no size-hint churn
            page.show()
            app.processEvents()
            picker = RandomBot(seed)
            while not session.is_over() and len(samples) < actions:
                seat = game.next_seat(session.state)
                action = decide(game, session.state, seat, picker)
                start = time.perf_counter()
                session.play(seat, action)
                app.processEvents()
                samples.append((time.perf_counter() - start) * 1000)
            page.close()
            page.deleteLater()
            seed += 1
        per_game[game_id] = round(statistics.median(samples), 2)
    return {
        "action_latency_ms": round(statistics.median(per_game.values()), 2),
        "action_latency_ms_by_game": per_game,
    }


if __name__ == "__main__":
    print(
        measure(
            ["coup_de_bordure", "border_states", "tape_l_etape", "cyclistes", "roue_de_vitesse"]
        )
    )
