"""Cyclistes' search levels: common dice, the state policy, and a rollout bot that
overrules the heuristic where it is plainly wrong."""

from __future__ import annotations

from peloton_desktop.core.bots import Decision
from peloton_desktop.core.registry import load_game
from peloton_desktop.games.cyclistes.rules.state import CHOOSE, OVER, CycState
from peloton_desktop.games.cyclistes.search import KeyedDice, RolloutBot, Sample, fast_policy


def _game_state(seed: int) -> tuple[object, CycState]:
    game = load_game("cyclistes")
    return game, game.new_game(game.validate_setup(game.default_setup(2)), seed)


def test_keyed_dice_give_a_rider_his_dice_whatever_was_rolled_before() -> None:
    _, state = _game_state(1)
    state.turn, state.rider = 3, 4
    first = KeyedDice(99, state)
    mine = [first.randint(1, 6) for _ in range(3)]
    other = KeyedDice(99, state)
    state.rider = 7
    [other.randint(1, 6) for _ in range(5)]  # another rider rolls first in this line
    state.rider = 4
    assert [other.randint(1, 6) for _ in range(3)] == mine
    assert all(1 <= d <= 6 for d in mine)
    state.turn = 4  # and a new turn brings new dice
    fresh = KeyedDice(99, state)
    rolls = [fresh.randint(1, 6) for _ in range(40)]
    assert len(set(rolls)) == 6


def test_the_state_policy_plays_only_legal_actions_to_the_finish() -> None:
    game = load_game("cyclistes")
    for seed in range(60):
        state = game.new_game(game.validate_setup(game.default_setup(2 + seed % 5)), seed)
        steps = 0
        while state.phase != OVER:
            action = fast_policy(state, game.ruleset.values)
            assert action in game.legal_actions(state, state.seat())
            game.apply_in_place(state, state.seat(), action)
            steps += 1
        assert 0 < steps < 2000


def _losing_wheel(game, limit: int = 400) -> tuple[CycState, int] | None:  # type: ignore[no-untyped-def]
    """A decision where the heuristic has a leader take the wheel of the rival who
    leads the race past the line: one case behind him, a sure defeat, where a roll
    (two of three dice) could still beat him."""
    values = game.ruleset.values
    for seed in range(limit):
        state = game.new_game(game.validate_setup(game.default_setup(2)), seed)
        while state.phase != OVER:
            seat = state.seat()
            prev = state.prev
            if (
                state.step == CHOOSE
                and prev is not None
                and ("follow",) in state.options
                and state.team(prev[0]) != seat
                and prev[1] + prev[2] > state.finish
                and fast_policy(state, values) == ("follow",)
                and state.is_leader(state.rider)
                and state.occ.position(state.rider) + 11 > prev[1] + prev[2]
                and all(  # he leads the race: every rider of both teams is behind him
                    state.occ.position(r) < prev[1] + prev[2]
                    for r in state.occ.front_to_back()
                    if r != prev[0]
                )
            ):
                return state, seat
            game.apply_in_place(state, seat, fast_policy(state, values))
    return None


def test_the_strong_level_does_not_follow_a_rival_to_a_sure_defeat() -> None:
    game = load_game("cyclistes")
    found = _losing_wheel(game)
    assert found is not None
    state, seat = found
    decision = Decision(game, seat, list(state.options), lambda: game.observe(state, seat))
    choice = RolloutBot(1, worlds=80, name="strong").choose(decision)
    assert choice in state.options and choice != ("follow",)


def test_the_levels_are_the_heuristic_and_two_rollout_budgets() -> None:
    bots = load_game("cyclistes").bots()
    assert set(bots) >= {"heuristic", "normal", "strong"}
    assert bots["strong"](1).worlds > bots["normal"](1).worlds


def test_racing_drops_a_candidate_only_once_it_is_a_standard_error_worse() -> None:
    sample = Sample(3)
    for k in range(40):  # candidate 1 loses 0.2 a world; candidate 2 is noise around 0
        sample.add({0: 0.5, 1: 0.3, 2: 0.5 + (0.1 if k % 2 else -0.1)}, default=0)
    sample.drop_worse(default=0)
    assert sample.active == [0, 2]
    assert sample.n == 40 and sample.wins == [0, 0, 20]


def test_the_strong_level_spends_a_budget_of_rollout_moves_not_of_seconds() -> None:
    """Worlds go on past the least until the moves are spent, never past the most:
    the count of worlds is the same on a slow machine and a fast one."""
    game = load_game("cyclistes")
    state = game.new_game(game.validate_setup(game.default_setup(2)), 4)
    while state.phase == "place" or len(state.options) < 2:
        game.apply_in_place(state, state.seat(), fast_policy(state, game.ruleset.values))
    seat = state.seat()
    decision = Decision(game, seat, list(state.options), lambda: game.observe(state, seat))
    counts = []
    for steps in (0, 30_000, 10**9):
        bot = RolloutBot(1, worlds=60, name="strong", steps=steps, least=10)
        base = game.determinize(decision.observation, seat, bot.rng)
        counts.append(bot._sample(decision, base, decision.legal, 0, race=False).n)
    assert counts[0] == 10 and 10 < counts[1] < 60 and counts[2] == 60
