"""Bots are reproducible: a level is an iteration budget, and a decision's chance is
seeded from what the seat sees, so the same record, seed and level give the same
moves in `simulate`, in the GUI and on any machine. The budgets are shrunk here (the
moves differ from the real levels', the reproducibility does not)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from games import GAMES

from peloton_desktop.cli import main
from peloton_desktop.core import ismcts
from peloton_desktop.core.bots import RandomBot, consult, decide, make_bot
from peloton_desktop.core.ismcts import IsmctsBot
from peloton_desktop.core.registry import load_game
from peloton_desktop.games.cyclistes import search

ROOT = Path(__file__).resolve().parent.parent
SHRINK = """
from peloton_desktop.core import ismcts
from peloton_desktop.games.cyclistes import search
for cls, field, most in ((ismcts.IsmctsBot, "iterations", 6), (search.RolloutBot, "worlds", 5)):
    def choose(self, decision, _old=cls.choose, _field=field, _most=most):
        setattr(self, _field, min(getattr(self, _field), _most))
        return _old(self, decision)
    cls.choose = choose
"""


@pytest.fixture
def small_budgets() -> Iterator[None]:
    """A few iterations (worlds) a decision, for the length of a test."""
    saved = ismcts.IsmctsBot.choose, search.RolloutBot.choose
    exec(SHRINK, {})  # the same patch the subprocess below applies
    yield
    ismcts.IsmctsBot.choose, search.RolloutBot.choose = saved


def _players(game_id: str) -> str:
    return str(max(2, load_game(game_id).min_players))


@pytest.mark.parametrize("game_id", GAMES)
def test_simulate_with_the_strong_bot_prints_the_same_lines_twice(
    game_id: str, small_budgets: None, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", game_id, "--players", _players(game_id), "--seed", "3", "--bot", "strong"]
    outputs = []
    for _ in range(2):
        assert main(args) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    assert json.loads(outputs[0])["actions"] > 0


def test_another_process_and_hash_seed_give_the_same_lines(
    small_budgets: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """Another interpreter with another string-hash seed: as on another machine."""
    runs = [
        ["simulate", game_id, "--players", _players(game_id), "--seed", "2", "--bot", "normal"]
        for game_id in GAMES
    ]
    here = []
    for args in runs:
        assert main(args) == 0
        here.append(capsys.readouterr().out)
    code = SHRINK + f"from peloton_desktop.cli import main\nfor a in {runs!r}:\n    main(a)\n"
    env = dict(os.environ, PYTHONHASHSEED="12345", QT_QPA_PLATFORM="offscreen")
    there = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300
    )
    assert there.returncode == 0, there.stderr
    assert there.stdout == "".join(here)


def _positions(game_id: str, count: int) -> Any:
    """Positions of a random game where the seat asked has a real choice."""
    game = load_game(game_id)
    players = max(2, game.min_players)
    state = game.new_game(game.validate_setup(game.default_setup(players)), 11)
    walkers = {s: RandomBot(s) for s in range(players)}
    found = 0
    while found < count and not game.is_over(state):
        seat = game.next_seat(state)
        assert seat is not None
        if len(game.legal_actions(state, seat)) > 1:
            found += 1
            yield game, state, seat
        game.apply_in_place(state, seat, decide(game, state, seat, walkers[seat]))


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_position_gives_the_same_move_whatever_the_bot_s_seed_and_past(
    game_id: str, level: str, small_budgets: None
) -> None:
    """The GUI and `simulate` seed their bots differently, and a resumed game's bot has
    no past: neither changes a move."""
    game = load_game(game_id)
    seasoned = make_bot(game, level, 1)  # answers every position in turn: it has a past
    for game, state, seat in _positions(game_id, 6):
        fresh = make_bot(game, level, 977)
        assert decide(game, state, seat, seasoned) == decide(game, state, seat, fresh)


def test_the_time_cap_cuts_a_search_and_the_decision_says_so() -> None:
    game, state, seat = next(_positions("coup_de_bordure", 1))
    action, decision = consult(game, state, seat, IsmctsBot(iterations=50, cap_seconds=0.0))
    assert decision.out_of_time and action in game.legal_actions(state, seat)
    action, decision = consult(game, state, seat, IsmctsBot(iterations=3))
    assert not decision.out_of_time


def test_a_rollout_search_cut_short_says_so_too() -> None:
    for game, state, seat in _positions("cyclistes", 30):
        bot = search.RolloutBot(0, worlds=50, name="strong", cap_seconds=0.0)
        action, decision = consult(game, state, seat, bot)
        assert action in game.legal_actions(state, seat)
        if decision.out_of_time:  # the placing decisions are the heuristic's, uncut
            return
    raise AssertionError("no rollout decision was cut")


def test_the_log_says_when_a_bot_ran_out_of_time(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from peloton_desktop.core.records import SeatInfo
    from peloton_desktop.core.registry import get
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow
    from peloton_desktop.ui.table.session import GameSession

    monkeypatch.setattr(ismcts, "STRONG_CAP", 0.0)  # every search is cut at once
    window = MainWindow(Settings(language="en", animation_speed=0))
    qtbot.addWidget(window)
    window.show()
    game = get("coup_de_bordure").create()
    seats = [SeatInfo(name="Ana", kind="bot", bot="strong"), SeatInfo(name="Bo", kind="bot")]
    session = GameSession.new("coup_de_bordure", game.default_setup(2), 4, seats)
    window.show_session(session)
    page = window.page
    assert page is not None
    line = "Ana: the strong bot ran out of time and played its best move so far."

    def logged() -> bool:
        return any(page.log.item(i).text() == line for i in range(page.log.count()))

    qtbot.waitUntil(logged, timeout=20_000)
    window.leave_game()
