"""Every game played from its first move to its result with key events alone (issue 47):
Tab, the arrow keys and Enter on the table and its panel, Enter on the hand-over and
on the stage break; bots at the other seats."""

from __future__ import annotations

import random

import pytest
from games import GAMES
from keyboard import DialogKeys, focused, play_a_choice, press
from PySide6.QtCore import Qt

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


def open_table(qtbot, game: str, seed: int) -> GamePage:  # type: ignore[no-untyped-def]
    entry = registry.get(game)
    n = entry.min_players
    seats = [SeatInfo(name="Ana", colour="#0072B2")] + [
        SeatInfo(name=f"Bot {i}", colour="#D55E00", kind="bot", bot="random") for i in range(1, n)
    ]
    setup = registry.load_game(game).default_setup(n)
    session = GameSession.new(game, setup, seed, seats)
    page = GamePage(session, entry, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    session.schedule_bots()
    return page


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_keys(qtbot, english, game: str) -> None:
    page = open_table(qtbot, game, seed=5)
    session = page.session
    rng = random.Random(3)
    page.keys.place_focus()
    dialogs = DialogKeys()
    try:
        moves, pieces = play_to_the_end(qtbot, page, rng)
    finally:
        dialogs.close()
    assert session.is_over(), f"{game}: not over after {moves} moves by keys"
    assert moves > 0
    assert pieces > 0, f"{game}: no piece of the table was ever played by Enter"
    # the end: the result banner, its Review in focus, and the review stepped by arrows
    assert page.banner.isVisible()
    assert focused(qtbot) is page.banner.review
    press(qtbot, Qt.Key.Key_Return)
    assert session.reviewing
    last = page.review_bar.slider.value()
    press(qtbot, Qt.Key.Key_Left)
    assert page.review_bar.slider.value() < last
    press(qtbot, Qt.Key.Key_Home)
    assert page.review_bar.slider.value() == 0


def play_to_the_end(qtbot, page: GamePage, rng: random.Random) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Keys until the game is over: how many moves the keys played, how many Enters
    were on a piece of the table."""
    session = page.session
    moves = pieces = 0
    for _ in range(3000):
        if session.is_over():
            break
        if page.stage_break.isVisible():
            assert focused(qtbot) is page.stage_break.go_on
            with qtbot.waitSignal(page.stage_break.goOn, timeout=5000):
                press(qtbot, Qt.Key.Key_Return)
            continue
        if page.stack.currentWidget() is page.handover:
            assert focused(qtbot) is page.handover.button
            press(qtbot, Qt.Key.Key_Return)
            continue
        if not any(session.is_human(x) for x in session.to_move()):
            qtbot.waitUntil(
                lambda: (
                    session.is_over()
                    or session.held
                    or any(session.is_human(x) for x in session.to_move())
                ),
                timeout=20000,
            )
            continue
        before = len(session.record.actions)
        pieces += play_a_choice(qtbot, page, rng)
        moves += len(session.record.actions) > before
    return moves, pieces
