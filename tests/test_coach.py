"""The coach reads one seat's view only: two positions that differ only in other seats'
secrets get the same hints (a property over random positions of the three games with
hidden information), and a hint is a legal action with a chance and a reason."""

from __future__ import annotations

import pytest
from games import COACHED, HIDDEN, table_size

from peloton_desktop.core import registry
from peloton_desktop.core.bots import RandomBot, decide
from peloton_desktop.core.coach import Reason, coach_of, decision_of, hints
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.rng import Rng

COACHED_SECRETS = tuple(g for g in HIDDEN if g in COACHED)
ITERATIONS = 24  # small: the property is about what is read, not how well it plays


def random_positions(game_id: str, count: int, seed: int):  # type: ignore[no-untyped-def]
    """(state, seat) pairs from random games: a seat asked for a choice, mid-game."""
    game = registry.load_game(game_id)
    rng = Rng(seed)
    found = 0
    g = 0
    while found < count:
        g += 1
        state = game.new_game(game.default_setup(table_size(game_id)), seed * 100 + g)
        bot = RandomBot(seed + g)
        stop = 5 + rng.below(60)
        for _ in range(stop):
            if game.is_over(state):
                break
            seat = game.next_seat(state)
            assert seat is not None
            game.apply_in_place(state, seat, decide(game, state, seat, bot))
        if game.is_over(state):
            continue
        seats = [s for s in game.asked(state) if len(game.legal_actions(state, s)) > 1]
        if seats:
            found += 1
            yield game, state, seats[rng.below(len(seats))]


@pytest.mark.parametrize("game_id", COACHED_SECRETS)
def test_hints_are_the_same_whatever_the_others_hold(game_id: str) -> None:
    coach = coach_of(registry.get(game_id))
    assert coach is not None
    differ = 0
    for i, (game, state, seat) in enumerate(random_positions(game_id, 8, seed=3)):
        # a true state that looks exactly the same to the seat, the others' secrets redealt
        twin = game.determinize(game.observe(state, seat), seat, Rng(9000 + i))
        assert to_jsonable(game.observe(twin, seat).to_json()) == to_jsonable(
            game.observe(state, seat).to_json()
        )
        truth, other = game.observe(state, None).to_json(), game.observe(twin, None).to_json()
        differ += to_jsonable(truth) != to_jsonable(other)
        mine = hints(game, seat, *decision_of(game, state, seat), coach, ITERATIONS)
        theirs = hints(game, seat, *decision_of(game, twin, seat), coach, ITERATIONS)
        assert mine == theirs, f"{game_id} position {i}, seat {seat}"
        legal = game.legal_actions(state, seat)
        assert 1 <= len(mine) <= 3
        assert all(h.action in legal for h in mine)
        assert all(0.0 <= h.chance <= 1.0 for h in mine)
        assert all(isinstance(h.reason, Reason) for h in mine)
    assert differ >= 4  # the twins really hold other secrets: the property is not empty


def test_a_hint_ranks_by_the_search_and_gives_a_reason_in_words() -> None:
    game = registry.load_game("coup_de_bordure")
    state = game.new_game(game.default_setup(2), 5)
    seat = game.next_seat(state)
    assert seat is not None
    coach = coach_of(registry.get("coup_de_bordure"))
    found = hints(game, seat, *decision_of(game, state, seat), coach, 60)
    assert len(found) == 3
    assert len({repr(h.action) for h in found}) == 3
    assert [h.action[0] for h in found] == ["pace"] * 3
    # every reason is an English template of the "Coach" context, filled from the seat's view
    for h in found:
        assert h.reason is not None and h.reason.text
        assert h.reason.context == "Coach"


def test_a_game_without_search_gets_no_hint(dice_race: str) -> None:
    game = registry.load_game(dice_race)
    state = game.new_game(game.default_setup(2), 1)
    seat = game.next_seat(state)
    assert seat is not None
    assert hints(game, seat, *decision_of(game, state, seat), None, 10) == []


def test_each_tape_l_etape_profile_gets_a_reason_of_its_own() -> None:
    """The three profiles the coach offers no longer all read "the profile that suits
    your hand best": each says what it asks of this hand, counted in it."""
    from peloton_desktop.games.tape_l_etape.coach import PROFILES, reason

    game = registry.load_game("tape_l_etape")
    state = game.new_game(game.default_setup(3), 20)  # the dealer (seat 0) chooses
    seat = state.chooser
    before = game.observe(state, seat)
    said = {}
    for profile in ("plaine", "montagne", "descente", "clm", "balai"):
        found = reason(game, seat, before, ("profile", profile), None)
        assert isinstance(found, Reason) and found.text == PROFILES[profile]
        said[profile] = (found.params, found.n)
    # seat 0's hand: green 3 4 7 8 9, blue 5 6 7 (seed 20)
    assert said["montagne"] == ({"low": 3, "top": 5}, 3)
    assert said["descente"] == ({"bottom": 8, "high": 10}, 2)
    assert said["plaine"] == ({"start": 6, "below": 5, "above": 7}, 4)
    assert said["clm"] == ({}, 3)
