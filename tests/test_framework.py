"""The Game protocol, records and replay, exercised with the test game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from properties import check_playouts

from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, IllegalAction, RecordError, SetupError
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.records import (
    RecordedAction,
    load_record,
    new_record,
    replay,
    save_record,
)


def test_catalogue_lists_every_game_package_in_its_order() -> None:
    """Every package of peloton_desktop/games is registered (its entry point), listed by
    its `order`; the start page and `games` show them so."""
    entries = registry.entries()
    folder = Path(registry.__file__).parent.parent / "games"
    packages = {p.parent.name for p in folder.glob("*/__init__.py")}
    assert packages and packages <= {e.id for e in entries}
    assert [(e.order, e.id) for e in entries] == sorted((e.order, e.id) for e in entries)
    for entry in entries:
        assert entry.title and entry.pitch and entry.min_players <= entry.max_players


def test_a_registered_game_joins_the_catalogue(dice_race: str) -> None:
    assert registry.get(dice_race) in registry.entries()


def test_unknown_game_is_bad_input() -> None:
    with pytest.raises(BadInput) as err:
        registry.get("chess")
    assert err.value.key == "cli.unknown_game"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_the_protocol_consistent(dice_race: str, players: int) -> None:
    game = registry.load_game(dice_race)

    def invariant(game, state) -> None:  # type: ignore[no-untyped-def]
        assert all(e >= 0 for e in state.energy), "energy below zero"
        assert all(p is None for p in state.pending) or not state.over

    lengths = check_playouts(game, players, games=1000, seed=players * 1000, invariant=invariant)
    assert min(lengths) > 0


@pytest.mark.parametrize("players", [1, 5, "2", None])
def test_wrong_player_count_is_refused(dice_race: str, players: object) -> None:
    game = registry.load_game(dice_race)
    with pytest.raises(SetupError) as err:
        game.validate_setup({"players": players})
    assert err.value.key == "setup.player_count"


def test_illegal_actions_raise_typed_errors_and_leave_state_alone(dice_race: str) -> None:
    game = registry.load_game(dice_race)
    state = game.new_game({"players": 2}, 1)
    snapshot = game.state_to_json(state)
    cases = [
        (0, ("effort", 4), "action.illegal"),
        (5, ("effort", 1), "action.unknown_seat"),
        (0, "nonsense", "action.illegal"),
    ]
    for seat, action, key in cases:
        with pytest.raises(IllegalAction) as err:
            game.apply(state, seat, action)
        assert err.value.key == key
    state, _ = game.apply(state, 0, ("effort", 1))
    with pytest.raises(IllegalAction) as err:
        game.apply(state, 0, ("effort", 1))
    assert err.value.key == "action.not_your_turn"
    assert game.state_to_json(game.new_game({"players": 2}, 1)) == snapshot


def test_observation_hides_other_seats_secret_choice(dice_race: str) -> None:
    game = registry.load_game(dice_race)
    state, events = game.apply(game.new_game({"players": 3}, 4), 0, ("effort", 3))
    assert game.observe(state, 0)["pending"][0] == 3
    assert game.observe(state, 1)["pending"][0] is None
    assert game.observe(state, 1)["chosen"][0] is True
    assert not any(e.reveals for e in events)


def test_simulated_game_replays_to_the_same_result(dice_race: str, tmp_path) -> None:
    game = registry.load_game(dice_race)
    played = simulate_one(game, 3, seed=11, bot_name="random")
    path = tmp_path / "g.json"
    save_record(played.record, path)
    again = replay(load_record(path))
    assert game.result(again.state) == played.result
    assert game.state_to_json(again.state) == game.state_to_json(played.state)
    # chance used or something revealed: those actions are final
    assert any(again.barriers) and not all(again.barriers)


def test_replay_names_the_first_bad_action(dice_race: str) -> None:
    game = registry.load_game(dice_race)
    record = new_record(game, {"players": 2}, 3)
    record.actions = [
        RecordedAction(seat=0, action=["effort", 1]),
        RecordedAction(seat=0, action=["effort", 2]),
    ]
    with pytest.raises(RecordError) as err:
        replay(record)
    assert err.value.key == "record.bad_action" and err.value.params["index"] == 2


def test_replay_of_malformed_action_is_bad_input_not_a_crash(dice_race: str) -> None:
    game = registry.load_game(dice_race)
    record = new_record(game, {"players": 2}, 3)
    record.actions = [RecordedAction(seat=0, action={"weird": [1, {"x": None}]})]
    with pytest.raises(BadInput):
        replay(record)


def test_events_serialise(dice_race: str) -> None:
    game = registry.load_game(dice_race)
    state = game.new_game({"players": 2}, 3)
    state, _ = game.apply(state, 0, ("effort", 2))
    state, events = game.apply(state, 1, ("effort", 1))
    assert [e.kind for e in events][:2] == ["chosen", "revealed"]
    json.dumps([e.to_json() for e in events])
