"""Roue de Vitesse's test-ride figures (issue 45): breakaways tried, held (the attacker
still ahead of the main group 3 turns later) and won."""

from __future__ import annotations

from peloton_desktop.core.bots import decide
from peloton_desktop.courses import library
from peloton_desktop.courses.ride.plan import adapter_of, game_of, make_plan, ride
from peloton_desktop.games.roue_de_vitesse.ride import HELD, TRIED, WON, ahead_of_main_group
from peloton_desktop.games.roue_de_vitesse.rules.groups import members


def test_held_breakaways_are_some_of_those_tried_and_not_all() -> None:
    plan = make_plan(library.find("etape_de_plaine").draft, 3, "easy", 30, 3)
    races = ride(plan, 1)
    tried = [r["extras"][TRIED] for r in races]
    held = [r["extras"][HELD] for r in races]
    assert all(0 <= h <= t for h, t in zip(held, tried, strict=True))
    assert 0 < sum(held) < sum(tried)
    assert {r["extras"][WON] for r in races} <= {0.0, 1.0}


def test_ahead_of_the_main_group_means_on_a_case_in_front_of_its_head() -> None:
    plan = make_plan(library.find("etape_de_plaine").draft, 3, "easy", 1, 5)
    game, adapter = game_of(plan), adapter_of("roue_de_vitesse")
    state = game.new_game(plan.setup, 5)
    bots = {s: game.bots()["heuristic"](s) for s in range(3)}
    seen = {True: 0, False: 0}
    while not game.is_over(state):
        seat = game.next_seat(state)
        assert seat is not None
        game.apply_quiet(state, seat, decide(game, state, seat, bots[seat]))
        if not adapter.racing(state) or game.is_over(state) or state.arrived:
            continue
        groups = members(state)
        pack = max(groups.values(), key=len)
        head = state.occ.position(pack[0])
        for riders in groups.values():
            for rider in riders:
                ahead = ahead_of_main_group(state, rider)
                assert ahead == (rider not in pack and state.occ.position(rider) > head)
                seen[ahead] += 1
    assert seen[True] and seen[False]
