"""Coup de bordure's table is readable at 1366×768 as the window opens (issue 13):
no text under 9 pt on screen, painted text included, and nothing overlaps; at the
start, mid-race, in English and in French, for 2, 3 and 4 players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from readability import problems, texts

from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import load_game
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession

GAME = "coup_de_bordure"


def _session(players: int, turn: int) -> GameSession:
    """Ana (human) and bots, played by bots until Ana chooses a pace on `turn`."""
    game = load_game(GAME)
    seats = [SeatInfo(name="Ana")] + [
        SeatInfo(name=f"Rider {i + 1}", kind="bot", bot="heuristic") for i in range(1, players)
    ]
    session = GameSession.new(GAME, game.default_setup(players), 2024, seats)
    bots = {s: make_bot(game, "heuristic", 7 + s) for s in range(players)}
    while True:
        obs = session.observe(None)
        movers = session.to_move()
        if obs.turn >= turn and 0 in movers and obs.step == 0:
            return session
        seat = movers[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))


def _window(qtbot, session: GameSession, lang: str) -> MainWindow:
    window = MainWindow(Settings(language=lang, animation_speed=0))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    session.close()  # the bots stay still while the table is measured
    window.show_session(session)
    if window.page.stack.currentWidget() is window.page.handover:
        qtbot.mouseClick(window.page.handover.button, Qt.MouseButton.LeftButton)
    window.page.view.board.fit()
    return window


@pytest.mark.parametrize("players", [2, 3, 4])
def test_readable_at_1366_by_768(qtbot, english, players: int) -> None:
    seats = [SeatInfo(name=f"Rider {i + 1}") for i in range(players)]
    game = load_game(GAME)
    window = _window(qtbot, GameSession.new(GAME, game.default_setup(players), 3, seats), "en")
    view = window.page.view.board
    assert problems(view) == []
    found = [t for t, _, _ in texts(view)]
    assert "1" in found and "+3" in found and "R" in found  # painted text is measured
    assert view.transform().m11() > 0.9  # the table fills the board


@pytest.mark.parametrize(("players", "lang"), [(2, "fr"), (3, "en"), (4, "fr"), (4, "en")])
def test_readable_mid_race(qtbot, players: int, lang: str) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply(lang)
    try:
        window = _window(qtbot, _session(players, 5), lang)
        assert problems(window.page.view.board) == []
    finally:
        manager.apply("en")


def test_the_board_does_not_move_when_the_decision_changes(qtbot, english) -> None:
    window = _window(qtbot, _session(4, 3), "en")
    view = window.page.view
    height = view.decision.height()
    board = view.board.geometry()
    view.decision.prompt.setText("A very long prompt " * 40)
    view.decision.detail.setText("A very long detail " * 40)
    qtbot.wait(10)
    assert view.decision.height() == height
    assert view.board.geometry() == board


def test_readable_on_the_end_screen(qtbot, english) -> None:
    """The result banner takes room above the board: its text stays readable."""
    game = load_game(GAME)
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo", kind="bot", bot="heuristic")]
    session = GameSession.new(GAME, game.default_setup(2), 8, seats)
    bots = {s: make_bot(game, "heuristic", s) for s in range(2)}
    while not session.is_over():
        seat = session.to_move()[0]
        session.play(seat, decide(game, session.state, seat, bots[seat]))
    window = _window(qtbot, session, "en")
    assert window.page.banner.isVisible()
    assert problems(window.page.view.board) == []
