"""Issue 26: every game's table, mid-race, in French and in English, at 1366×768:
no text under 12 px on screen (9 pt), no two texts overlapping, and a legend of the marks."""

from __future__ import annotations

import pytest
from games import GAMES
from PySide6.QtCore import Qt
from readability import problems

from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import load_game
from peloton_desktop.settings import Settings
from peloton_desktop.ui.pieces.legend import MarkLegend
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_is_readable_mid_race(qtbot, language: str, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game = load_game(game_id)
    players = max(3, game.min_players) if game.max_players >= 3 else 2
    seats = [SeatInfo(name=f"Joueuse {i + 1}") for i in range(players)]
    session = GameSession.new(game_id, game.default_setup(players), 7, seats)
    bots = {s: make_bot(session.game, "heuristic", s) for s in range(players)}
    for _ in range(40):  # into the race: pieces on the table, marks, a log
        if session.is_over():
            break
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    manager.apply(language)
    try:
        window = MainWindow(Settings(language=language))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        window.show_session(session)
        page = window.page
        if page.stack.currentWidget() is page.handover:
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
        view = page.view.board
        view.fit()
        assert problems(view) == []
        # every table explains its marks (the legend's words are measured above too)
        legends = [i for i in view.scene().items() if isinstance(i, MarkLegend)]
        assert legends and all(legend.isVisible() for legend in legends)
    finally:
        manager.apply("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_is_readable_at_the_finish(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """The race's end (hands shown, winners on the line, the banner) at 1366×768, in
    French: nothing under 9 pt, nothing overlapping."""
    game = load_game(game_id)
    players = max(3, game.min_players) if game.max_players >= 3 else 2
    seats = [SeatInfo(name=f"Joueuse {i + 1}") for i in range(players)]
    session = GameSession.new(game_id, game.default_setup(players), 7, seats)
    bots = {s: make_bot(session.game, "heuristic", s) for s in range(players)}
    while not session.is_over():
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    manager.apply("fr")
    try:
        window = MainWindow(Settings(language="fr"))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        window.show_session(session)
        page = window.page
        assert page.banner.isVisible()
        view = page.view.board
        view.fit()
        assert problems(view) == []
    finally:
        manager.apply("en")
