"""Border States random playouts: thousands of legal games, invariants at every step."""

from __future__ import annotations

import pytest
from properties import check_playouts

from peloton_desktop.core.bots import RandomBot
from peloton_desktop.core.play import play_bots
from peloton_desktop.games.border_states.rules import BorderStates, BsState


def ledger(game: BorderStates, s: BsState) -> None:
    v = game.v
    cubes = (
        len(s.bag) + sum(map(len, s.conquest)) + s.discarded + sum(sum(w.values()) for w in s.won)
    )
    total = len(v["states"]) * v["cubes_per_state"]
    if "deterministic" in s.variants:
        total -= len(v["states"])
    assert cubes == total, f"{cubes} cubes accounted for, not {total}"
    assert sum(len(m) for m in s.markers.values()) == 20
    assert all(-2 <= p <= 2 for m in s.markers.values() for p in m)
    for side in (0, 1):
        on_board = sum(1 for b in s.slots for f in b for p in f if p is not None and p.side == side)
        aside = sum(1 for sd, _b, _shown in s.set_aside if sd == side)
        stacked = 0
        st = s.stacks[side]
        if st is not None and s.phase in ("stack", "place"):
            stacked = sum(1 for blk in st if blk not in s.available[side])
            placed = s.phase == "place" and s.placed[side]
            stacked = 0 if placed else stacked
        held = len(s.available[side]) + len(s.file[side])
        assert held + on_board + aside + stacked == 10, (side, held, on_board, aside, stacked)
        assert len(s.played[side]) <= 6
    placement_rules(game, s)


def placement_rules(game: BorderStates, s: BsState) -> None:
    """Issue 12, counted independently of the engine's helpers: a face-up Siège keeps
    both blocks on one battle; a block is set aside only when no reachable slot is
    left for it; Reinforcements are filled by the side's own block."""
    if s.phase != "place" or s.placed[s.order[0]]:
        return
    seat = s.order[0]
    slots = game.v["slots_per_front"]
    siege = game.block(s.stacks[seat][0]).get("kind") == "siege"
    mine = [(b, f) for b, f, side in s.reserved if side == seat]
    room = {
        b: sum(
            1
            for f in (0, 1)
            for i, piece in enumerate(s.slots[b][f])
            if piece is None and (i < slots or (b, f) in mine)
        )
        for b in s.access[seat]
    }
    if siege:
        most = (mine and min(room[mine[0][0]], 2)) or max(
            (min(r, 2) for r in room.values()), default=0
        )
    else:
        most = min(2, sum(room.values()))
    for action in game.legal_actions(s, seat):
        if action[0] != "place":
            continue
        t1, t2 = action[2], action[4]
        if siege and t1 is not None and t2 is not None:
            assert t1[0] == t2[0], f"a face-up Siège split over two battles: {action}"
        assert (t1 is not None) + (t2 is not None) == most, f"a block set aside: {action}"
        for front in mine:
            assert front in (t1, t2), f"Reinforcements left to others: {action}"


@pytest.mark.parametrize("variants", [[], ["no_characters"], ["deterministic", "attrition"]])
def test_random_games_keep_every_invariant(variants: list[str]) -> None:
    game = BorderStates()
    original = game.default_setup
    game.default_setup = lambda players: {**original(players), "variants": variants}  # type: ignore[method-assign]
    check_playouts(game, 2, 700, seed=len(variants) * 1000 + 1, invariant=ledger)


def test_six_blocks_played_every_full_round() -> None:
    game = BorderStates()
    for seed in range(200):
        bots = {0: RandomBot(seed), 1: RandomBot(seed + 1000)}
        played = play_bots(game, game.default_setup(2), seed, bots)
        s = played.state
        assert all(len(p) == 6 for p in s.played) or s.reason == "sudden_death"
        assert played.result.winner in (0, 1)


def test_deterministic_variant_draws_every_cube() -> None:
    game = BorderStates()
    setup = {"players": 2, "variants": ["deterministic"]}
    for seed in range(30):
        bots = {0: RandomBot(seed), 1: RandomBot(seed + 7)}
        s = play_bots(game, setup, seed, bots).state
        if s.round == 5 and s.reason != "sudden_death":
            assert s.bag == []
