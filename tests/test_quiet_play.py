"""`apply_quiet` (what searches and rollouts call: no events built) plays exactly the
rules `apply_in_place` plays: two copies of random games, one played each way, stay
identical at every step, at every table size of every game."""

from __future__ import annotations

import pytest
from games import GAMES

from peloton_desktop.core.registry import load_game
from peloton_desktop.core.rng import Rng


@pytest.mark.parametrize("game_id", GAMES)
def test_quiet_play_keeps_to_the_same_rules_as_logged_play(game_id: str) -> None:
    game = load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        setup = game.validate_setup(game.default_setup(players))
        for seed in range(12):
            logged, quiet = game.new_game(setup, seed), game.new_game(setup, seed)
            rng = Rng(seed)
            steps = 0
            while not game.is_over(logged):
                seat = game.next_seat(logged)
                assert seat is not None and seat == game.next_seat(quiet)
                legal = game.legal_actions(logged, seat)
                assert legal == game.legal_actions(quiet, seat)
                action = rng.choice(legal)
                events = game.apply_in_place(logged, seat, action)
                assert isinstance(events, list)
                assert game.apply_quiet(quiet, seat, action) is None
                if steps % 7 == 0 or game.is_over(logged):  # the views, now and then
                    assert game.state_to_json(quiet) == game.state_to_json(logged)
                steps += 1
            assert game.is_over(quiet)
            assert game.result(quiet) == game.result(logged)
