"""Random-playout property checks, shared by every game's tests (OpenSpiel habit).

`check_playouts` plays many random legal games and checks, at every step, that
the API stays consistent: a seat has legal actions exactly when a prompt asks it
(a reaction window always offers "pass"), an illegal
action is refused without touching the state, states serialise to JSON, a game
always ends with a full ranking, and the record replays to the identical state.
Games pass an `invariant(game, state)` for their own conservation laws.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from peloton_desktop.core.bots import RandomBot, decide
from peloton_desktop.core.errors import IllegalAction
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.prompts import (
    PASS,
    Ask,
    Prompt,
    asked_seats,
    decision_order,
    waiting_seats,
)
from peloton_desktop.core.protocol import Game
from peloton_desktop.core.records import RecordedAction, new_record, record_from_json, replay

Invariant = Callable[[Game, Any], None]
SENTINEL_ACTION = ("__not_an_action__",)


def check_playouts(
    game: Game,
    players: int,
    games: int,
    seed: int = 1,
    invariant: Invariant | None = None,
    max_actions: int = 20_000,
) -> list[int]:
    """Play `games` random games; return their lengths. Fails with the seed on error."""
    lengths = []
    for g in range(games):
        s = seed + g
        try:
            lengths.append(_one(game, players, s, invariant, max_actions, check_replay=g < 50))
        except AssertionError as exc:
            pytest.fail(f"{game.game_id}, {players} players, seed {s}: {exc}")
    return lengths


def _one(
    game: Game,
    players: int,
    seed: int,
    invariant: Invariant | None,
    max_actions: int,
    check_replay: bool,
) -> int:
    setup = game.validate_setup(game.default_setup(players))
    state = game.new_game(setup, seed)
    record = new_record(game, setup, seed)
    bots = {p: RandomBot(seed * 7919 + p) for p in range(players)}
    steps = 0
    while not game.is_over(state):
        prompts = game.prompts(state)
        asked = game.asked(state)
        assert game.to_move(state), "a game that is not over waits for nobody"
        _asked_exactly(game, state, prompts, asked, players)
        seat = game.next_seat(state)
        assert seat is not None and seat in asked
        # engines answer these without building prompts (playouts): they must agree
        assert seat == decision_order(prompts)[0]
        assert asked == asked_seats(prompts) and game.to_move(state) == waiting_seats(prompts)
        if steps % 17 == 0:
            _illegal_is_refused(game, state, seat)
            json.dumps(game.state_to_json(state))
            json.dumps([p.to_json() for p in prompts])
            for viewer in range(players):
                json.dumps(to_jsonable(game.observe(state, viewer)))
        action = decide(game, state, seat, bots[seat])
        encoded = game.encode_action(action)
        assert game.decode_action(json.loads(json.dumps(encoded))) == action, "action round-trip"
        game.apply_in_place(state, seat, action)
        record.actions.append(RecordedAction(seat=seat, action=encoded))
        if invariant is not None:
            invariant(game, state)
        steps += 1
        assert steps <= max_actions, f"no end after {max_actions} actions"
    result = game.result(state)
    assert sorted(result.ranking) == list(range(players)), f"ranking {result.ranking}"
    assert not game.to_move(state) and not game.prompts(state)
    if check_replay:
        again = replay(record_from_json(json.loads(json.dumps(record.model_dump(mode="json")))))
        assert game.state_to_json(again.state) == game.state_to_json(state), "replay differs"
        assert game.result(again.state) == result
    return steps


def _asked_exactly(
    game: Game, state: Any, prompts: tuple[Prompt, ...], asked: tuple[int, ...], players: int
) -> None:
    """A seat has legal actions exactly when a prompt asks it; a reaction window
    always offers "pass", so being asked leaks nothing."""
    for seat in range(players):
        legal = game.legal_actions(state, seat)
        assert bool(legal) == (seat in asked), f"seat {seat}: legal {bool(legal)}, asked {asked}"
    for prompt in prompts:
        if prompt.kind is Ask.REACTION:
            for seat in prompt.seats:
                assert PASS in game.legal_actions(state, seat), "a reaction without pass"


def _illegal_is_refused(game: Game, state: Any, seat: int) -> None:
    before = json.dumps(game.state_to_json(state), sort_keys=True)
    try:
        game.apply(state, seat, SENTINEL_ACTION)
    except IllegalAction:
        pass
    else:
        raise AssertionError("an illegal action was accepted")
    assert json.dumps(game.state_to_json(state), sort_keys=True) == before, "state changed"
