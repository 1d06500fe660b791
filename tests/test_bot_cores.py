"""The bots think on every core (issue 45): a search's pieces run on the bot workers,
and a decision is the same for a seed on 1 worker and on 2."""

from __future__ import annotations

import os
from typing import Any

import pytest

from peloton_desktop.core import search_pool
from peloton_desktop.core.bots import Decision, decide
from peloton_desktop.core.ismcts import IsmctsBot
from peloton_desktop.core.registry import load_game

GAMES = ["border_states", "coup_de_bordure", "cyclistes", "roue_de_vitesse", "tape_l_etape"]


def _pid(shared: Any, item: int) -> tuple[int, int]:
    return item, os.getpid()


def _thought(bot: Any) -> int:
    """How much the bot's last decision searched (0: it answered without searching)."""
    return int(getattr(bot, "last_iterations", 0) or getattr(bot, "last_worlds", 0))


def _searched_position(game_id: str, level: str) -> tuple[Any, Any, int]:
    """The first position (heuristic bots playing) where the level searches."""
    game = load_game(game_id)
    state = game.new_game(game.default_setup(max(2, game.min_players)), 11)
    easy = game.bots()["heuristic"](3)
    while not game.is_over(state):
        seat = game.next_seat(state)
        assert seat is not None
        if len(game.legal_actions(state, seat)) > 1:
            bot = game.bots()[level](0)
            bot.choose(_decision(game, state, seat))
            if _thought(bot):
                return game, game.clone(state), seat
        game.apply_quiet(state, seat, decide(game, state, seat, easy))
    raise AssertionError(f"{game_id}: no position where the {level} bot searches")


def _decision(game: Any, state: Any, seat: int) -> Decision:
    legal = game.legal_actions(state, seat)
    return Decision(game, seat, legal, lambda: game.observe(state, seat))


def test_pieces_run_on_two_other_processes_and_come_back_in_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(search_pool.ENV, "2")
    answers = search_pool.spread(_pid, None, list(range(6)))
    assert [item for item, _ in answers] == list(range(6))
    pids = {pid for _, pid in answers}
    assert len(pids) == 2 and os.getpid() not in pids


def test_one_worker_thinks_here(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(search_pool.ENV, "1")
    assert {pid for _, pid in search_pool.spread(_pid, None, [0, 1, 2])} == {os.getpid()}


@pytest.mark.parametrize(
    ("text", "count"), [("1", 1), ("3", 3), ("auto", search_pool.cores()), ("zero", 1), ("0", 1)]
)
def test_the_worker_count_setting(monkeypatch: pytest.MonkeyPatch, text: str, count: int) -> None:
    monkeypatch.setenv(search_pool.ENV, text)
    assert search_pool.bot_workers() == count


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_decision_is_the_same_on_one_and_two_workers(
    monkeypatch: pytest.MonkeyPatch, game_id: str, level: str
) -> None:
    game, state, seat = _searched_position(game_id, level)
    seen = []
    for workers in ("1", "2", "1"):
        monkeypatch.setenv(search_pool.ENV, workers)
        bot = game.bots()[level](0)
        action = bot.choose(_decision(game, state, seat))
        seen.append((action, _thought(bot)))
    assert seen[0][1] > 0
    assert seen[0] == seen[1] == seen[2]


def test_a_search_whose_policy_cannot_travel_thinks_here_with_the_same_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, state, seat = _searched_position("tape_l_etape", "normal")
    heuristic = game.bots()["heuristic"]
    moves = []
    for workers in ("1", "2"):
        monkeypatch.setenv(search_pool.ENV, workers)
        bot = IsmctsBot(0, iterations=40, policy=lambda seed: heuristic(seed))
        moves.append(bot.choose(_decision(game, state, seat)))
    assert moves[0] == moves[1]


def test_fewer_pieces_than_workers_use_the_same_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(search_pool.ENV, "3")
    first = {pid for _, pid in search_pool.spread(_pid, None, list(range(6)))}
    fewer = {pid for _, pid in search_pool.spread(_pid, None, [0, 1])}
    assert len(first) == 3 and len(fewer) == 2 and fewer <= first


def test_a_forked_child_starts_its_own_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    monkeypatch.setenv(search_pool.ENV, "2")
    parents = {pid for _, pid in search_pool.spread(_pid, None, [0, 1])}
    context = multiprocessing.get_context("fork")
    mine, theirs = context.Pipe()
    child = context.Process(target=_child_pids, args=(theirs,))
    child.start()
    children = set(mine.recv())
    child.join()
    assert len(children) == 2 and not children & parents


def _child_pids(conn: Any) -> None:
    conn.send([pid for _, pid in search_pool.spread(_pid, None, [0, 1])])
    search_pool.shutdown()
