"""Headless play: bots fill every seat (used by `simulate` and by property tests)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from peloton_desktop.core.bots import Bot, decide, make_bot
from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.protocol import AnyGame, Result
from peloton_desktop.core.records import (
    MAX_ACTIONS,
    RecordedAction,
    RecordModel,
    SeatInfo,
    new_record,
)


@dataclass
class PlayedGame:
    game: AnyGame
    state: Any
    record: RecordModel
    result: Result


def play_bots(
    game: AnyGame,
    setup: Mapping[str, Any],
    seed: int,
    bots: Mapping[int, Bot],
    max_actions: int = MAX_ACTIONS,
) -> PlayedGame:
    """Play a whole game with a bot at every seat; the engine is used in place (fast)."""
    setup = game.validate_setup(setup)
    state = game.new_game(setup, seed)
    seats = [
        SeatInfo(name=f"{bots[s].name} {s + 1}", kind="bot", bot=bots[s].name)
        for s in range(game.player_count(state))
    ]
    record = new_record(game, setup, seed, seats)
    actions = record.actions
    while not game.is_over(state):
        seat = game.next_seat(state)
        if seat is None:
            raise PelotonError("internal", reason="no seat is asked in a game that is not over")
        action = decide(game, state, seat, bots[seat])
        game.apply_quiet(state, seat, action)
        actions.append(RecordedAction(seat=seat, action=game.encode_action(action)))
        if len(actions) > max_actions:
            raise PelotonError("internal", reason=f"game longer than {max_actions} actions")
    return PlayedGame(game, state, record, game.result(state))


def simulate_one(
    game: AnyGame,
    players: int,
    seed: int,
    bot_name: str,
    setup: Mapping[str, Any] | None = None,
) -> PlayedGame:
    """One bot-only game from the default set-up for `players`, or from `setup`."""
    if setup is None:
        setup = game.default_setup(players)
    players = int(game.validate_setup(setup)["players"])
    bots = {s: make_bot(game, bot_name, seed * 977 + s) for s in range(players)}
    return play_bots(game, setup, seed, bots)
