"""The search bot: legal, and blind to what its seat cannot see."""

from __future__ import annotations

import json

import pytest
from games import GAMES, HIDDEN, STAGE_RACES

from peloton_desktop.core.bots import Decision, RandomBot, decide
from peloton_desktop.core.ismcts import IsmctsBot
from peloton_desktop.core.jsonable import to_jsonable
from peloton_desktop.core.registry import load_game
from peloton_desktop.core.rng import Rng


def _positions(game_id: str, seeds: range, steps: int):  # type: ignore[no-untyped-def]
    game = load_game(game_id)
    players = max(2, game.min_players)
    for seed in seeds:
        state = game.new_game(game.validate_setup(game.default_setup(players)), seed)
        bots = {s: RandomBot(seed + s) for s in range(players)}
        for _ in range(steps):
            if game.is_over(state):
                break
            seat = game.to_move(state)[0]
            game.apply_in_place(state, seat, decide(game, state, seat, bots[seat]))
        yield game, state


@pytest.mark.parametrize("game_id", HIDDEN)
def test_determinizations_match_the_seats_observation(game_id: str) -> None:
    """Every sampled world looks exactly like what the seat sees (nothing more known)."""
    checked = 0
    for game, state in _positions(game_id, range(40), 37):
        for seat in range(2):
            obs = game.observe(state, seat)
            for k in range(3):
                world = game.determinize(obs, seat, Rng(k))
                seen = json.dumps(to_jsonable(game.observe(world, seat)), sort_keys=True)
                assert seen == json.dumps(to_jsonable(obs), sort_keys=True)
                checked += 1
    assert checked == 240


ALL = GAMES


@pytest.mark.parametrize("game_id", ALL)
def test_each_game_s_own_bot_sees_its_seat_only(game_id: str) -> None:
    """Two true states that look the same to the seat (the others' secrets, the dice
    to come drawn again) give the heuristic bot the same decision: it reads only the
    seat's observation, in every game."""
    game = load_game(game_id)
    players = max(game.min_players, 3 if game.max_players >= 3 else 2)
    factory = game.bots()["heuristic"]
    checked = 0
    for seed in range(40):  # 8 races for the five games; a short race plays more
        if seed >= 8 and checked >= 20:
            break
        state = game.new_game(game.validate_setup(game.default_setup(players)), seed)
        walkers = {s: RandomBot(seed * 7 + s) for s in range(players)}
        for step in range(160):
            if game.is_over(state):
                break
            seat = game.next_seat(state)
            assert seat is not None
            if step % 9 == 0:
                obs = game.observe(state, seat)
                other = game.determinize(obs, seat, Rng(step))
                legal = game.legal_actions(state, seat)
                assert set(game.legal_actions(other, seat)) == set(legal)
                picks = [
                    factory(5).choose(
                        Decision(game, seat, legal, lambda t=t, s=seat: game.observe(t, s))
                    )
                    for t in (state, other)
                ]
                assert picks[0] == picks[1], (game_id, seed, step)
                checked += 1
            game.apply_in_place(state, seat, decide(game, state, seat, walkers[seat]))
    assert checked >= 20


@pytest.mark.parametrize("game_id", HIDDEN)
def test_the_choice_depends_only_on_the_observation(game_id: str) -> None:
    """Two true states that look the same to the seat give the same decision."""
    for game, state in _positions(game_id, range(6), 21):
        if game.is_over(state):
            continue
        seat = game.to_move(state)[0]
        obs = game.observe(state, seat)
        other = game.determinize(obs, seat, Rng(99))  # another truth, same appearance
        picks = []
        legal = game.legal_actions(state, seat)  # as the session hands them to the bot
        assert set(game.legal_actions(other, seat)) == set(legal)
        for truth in (state, other):
            bot = IsmctsBot(7, iterations=25)
            picks.append(
                bot.choose(
                    Decision(game, seat, legal, lambda t=truth, g=game, s=seat: g.observe(t, s))
                )
            )
        assert picks[0] == picks[1]
        assert picks[0] in game.legal_actions(state, seat)


@pytest.mark.parametrize("game_id", [g for g in HIDDEN if g not in STAGE_RACES])
def test_levels_play_whole_games_legally(game_id: str) -> None:
    from peloton_desktop.core.play import play_bots

    game = load_game(game_id)
    bots = game.bots()
    assert {"heuristic", "normal", "strong"} <= set(bots)
    played = play_bots(
        game,
        game.default_setup(2),
        3,
        {0: IsmctsBot(1, iterations=10), 1: bots["heuristic"](2)},
    )
    assert sorted(played.result.ranking) == [0, 1]


def test_the_table_stays_usable_while_a_strong_bot_thinks(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import get
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow
    from peloton_desktop.ui.table.session import GameSession

    window = MainWindow(Settings(language="en", animation_speed=0))
    qtbot.addWidget(window)
    window.show()
    game = get("coup_de_bordure").create()
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Deep", kind="bot", bot="strong")]
    session = GameSession.new("coup_de_bordure", game.default_setup(2), 4, seats)
    window.show_session(session)
    assert session.thinking() == {1}  # scheduled at once, thinking on a worker thread
    # both choose at once: the status speaks to the player at the laptop
    assert window.page is not None and window.page.status.text() == "Ana, your move."
    assert session.save_as(tmp_path / "mid-thought.json")  # saving does not wait
    window.leave_game()  # leaving drops the bot's answer
    assert window.page is None and window.stack.currentWidget() is window.start


def test_coup_de_bordure_s_rollouts_imagine_surprises() -> None:
    """The strong bot's rollouts play the heuristic, except for about `SURPRISES`
    percent of the decisions, which are any legal action (issue 27: a search whose
    rivals never attack out of the blue lost lone breakaways to the random bot)."""
    from peloton_desktop.games.coup_de_bordure.bots import SURPRISES, HeuristicBot, RolloutPolicy

    assert load_game("coup_de_bordure").bots()["strong"](0).policy is RolloutPolicy
    differs = asked = 0
    for game, state in _positions("coup_de_bordure", range(60), 25):
        if game.is_over(state):
            continue
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) < 4:
            continue
        seen = game.observe(state, seat)
        for k in range(20):
            decision = Decision(game, seat, legal, lambda seen=seen: seen)
            rollout = RolloutPolicy(k, keyed=False).choose(decision)
            plain = HeuristicBot(k, keyed=False).choose(decision)
            assert rollout in legal
            asked += 1
            differs += rollout != plain
    # a surprise is any legal action, the heuristic's own among them
    assert asked >= 200 and 0.15 * asked < differs < SURPRISES / 100 * asked
