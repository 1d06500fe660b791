"""One test-ride race: bots at every seat, read at the end of every turn.

Race i of a test-ride is seeded by (seed, i) alone, so a race gives the same summary
whichever worker plays it, and a ride the same report on any number of cores.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from peloton_desktop.core.bots import Heuristic, decide, make_bot
from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.protocol import AnyGame
from peloton_desktop.core.records import MAX_ACTIONS
from peloton_desktop.courses.ride.adapter import RideAdapter


def race_seed(seed: int, index: int) -> int:
    """Race `index`'s seed: a fixed hash of (seed, index), the same on every machine."""
    digest = hashlib.blake2b(f"ride:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def snapshot(riders: Sequence[tuple[int, int]], players: int) -> list[int]:
    """[front, back, then each seat's best case] of the field (-1: a seat with no rider)."""
    best = [-1] * players
    cases = [case for _, case in riders]
    for seat, case in riders:
        best[seat] = max(best[seat], case)
    return [max(cases, default=0), min(cases, default=0), *best]


def ride_race(
    game: AnyGame,
    adapter: RideAdapter,
    setup: Mapping[str, Any],
    bot: str,
    seed: int,
    index: int,
) -> dict[str, Any]:
    """Race `index` of a ride, as a JSON-able summary (see docs/design.md, "Test-rides")."""
    rseed = race_seed(seed, index)
    state = game.new_game(setup, rseed)
    players = game.player_count(state)
    bots = {s: make_bot(game, bot, rseed * 977 + s) for s in range(players)}
    for b in bots.values():
        if isinstance(b, Heuristic):
            # its chance from its own RNG, seeded by the race: nine tenths of a race's
            # time went to keying each decision on what the seat sees, which only a
            # table needs (the same move after an undo or a resume)
            b.keyed = False
    tally: dict[str, float] = dict.fromkeys(adapter.extras, 0.0)
    turns: list[list[int]] = []
    start: list[int] | None = None
    order: list[int] | None = None
    last = adapter.turn(state)
    steps = 0
    while not game.is_over(state):
        if start is None and adapter.racing(state):
            start = snapshot(adapter.riders(state), players)[2:]
            order = adapter.start_order(state)
        seat = game.next_seat(state)
        if seat is None:
            raise PelotonError("internal", reason="no seat is asked in a race that is not over")
        action = decide(game, state, seat, bots[seat])
        adapter.watch(state, seat, action, tally)
        game.apply_quiet(state, seat, action)
        steps += 1
        if steps > MAX_ACTIONS:
            raise PelotonError("internal", reason=f"race longer than {MAX_ACTIONS} actions")
        now = adapter.turn(state)
        if now != last:
            last = now
            if adapter.racing(state) and not game.is_over(state):
                turns.append(snapshot(adapter.riders(state), players))
                adapter.turn_end(state, tally)
    turns.append(snapshot(adapter.riders(state), players))
    adapter.race_end(state, tally)
    result = game.result(state)
    return {
        "index": index,
        "seed": rseed,
        "winner": result.winner,
        "ranking": list(result.ranking),
        "actions": steps,
        "turns": turns,
        "start": start or [],
        "start_order": order,
        # a game's own memory of the race (keys from "_") stays out of the summary
        "extras": {k: v for k, v in tally.items() if not k.startswith("_")},
    }
