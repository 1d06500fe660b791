"""The engines' shortcuts (issue 27) give what the long way gives, at every step of
random games: each shortcut is checked against the plain computation it replaces.

- Border States lists its placements already in the order of their reprs (the order
  players and bots have always seen), without a set or a sort; it finds the seat it
  asks without building the prompts.
- Roue de Vitesse keeps a turn's groups on the occupancy until someone moves or
  changes group; reads "has this group a shift?" from its span; rides a group in one
  loop (`Occupancy.ride`), which must equal moving each rider in turn.
"""

from __future__ import annotations

import pytest

from peloton_desktop.core.registry import load_game
from peloton_desktop.core.rng import Rng
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules.groups import members
from peloton_desktop.games.roue_de_vitesse.rules.state import RACE, SHIFT
from peloton_desktop.games.roue_de_vitesse.rules.turn import can_shift, shift_options


def _random_games(game_id: str, games: int):  # type: ignore[no-untyped-def]
    """(game, state, seat) at every step of random games at every table size."""
    game = load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        setup = game.validate_setup(game.default_setup(players))
        for seed in range(games):
            state, rng = game.new_game(setup, seed), Rng(seed + 99)
            while not game.is_over(state):
                seat = game.next_seat(state)
                yield game, state, seat
                game.apply_quiet(state, seat, rng.choice(game.legal_actions(state, seat)))


def test_border_states_placements_come_in_repr_order_and_seats_as_asked() -> None:
    placements = 0
    for game, state, seat in _random_games("border_states", 200):
        asked = game.asked(state)
        assert seat == asked[0]
        for s in (0, 1):
            assert bool(game.legal_actions(state, s)) == (s in asked)
        legal = game.legal_actions(state, seat)
        place = [a for a in legal if a[0] == "place"]
        if place:
            placements += 1
            assert place == sorted(set(place), key=repr)  # the order, and no twice
    assert placements > 4_000


def _fresh_members(state):  # type: ignore[no-untyped-def]
    state.occ.memo = None
    return members(state)


def test_roue_de_vitesse_groups_and_shifts_match_the_long_way() -> None:
    shifts = 0
    for _game, state, _seat in _random_games("roue_de_vitesse", 40):
        if state.phase != RACE:  # riders get their groups when the race starts
            continue
        kept = members(state)
        assert kept == _fresh_members(state)
        if state.step == SHIFT and state.todo:
            gid = state.todo[0]
            for g, riders in kept.items():
                assert can_shift(state, riders) == (len(shift_options(state, g, kept)) > 1)
            shifts += len(shift_options(state, gid, kept)) > 1
    assert shifts > 1_000


@pytest.mark.parametrize("capacity", [4, 2, None])
def test_a_group_ride_is_each_rider_moved_in_turn(capacity: int | None) -> None:
    rng = Rng(capacity or 0)
    for _ in range(400):
        one, other = Occupancy(capacity), Occupancy(capacity)
        for rider in range(rng.randint(1, 14)):
            position = rng.randint(1, 12)
            while one.is_full(position):
                position += 1
            one.add(rider, position)
            other.add(rider, position)
        riders = list(one.front_to_back())[rng.randint(0, 3) :]
        distance = rng.randint(0, 7)
        before = [one.position(r) for r in riders]
        assert one.ride(riders, distance) == before
        for rider in riders:  # the long way: `furthest`, then `move`, rider by rider
            at = other.position(rider)
            other.move(rider, other.furthest(at, at + distance))
        assert one.to_json() == other.to_json()
        assert [one.riders_on(p) for p in one.occupied()] == [
            other.riders_on(p) for p in other.occupied()
        ]
