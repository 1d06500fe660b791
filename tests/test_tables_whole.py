"""Issue 43: nothing cut, in either language, on any game's table at 1366×768: at the
start, mid race, at a stage break (the stage races) and at the finish, every text of
the scene (items and the words they paint) and of the page's widgets (labels,
buttons, tabs…) shows whole: no "…", no text running out of its widget or out of the
table's window, nothing under 9 pt, and no rider's token under 20 px across
(Cyclistes, Roue de Vitesse)."""

from __future__ import annotations

import pytest
from games import GAMES, STAGE_RACES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from readability import cut_cells, cut_texts, cut_widgets, problems, small_tokens
from test_stage_end_shown import SETUPS

from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import load_game
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.i18n import manager
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.table.session import GameSession

MOMENTS = {"start": 0, "mid": 40, "finish": 100_000}


def _session(game_id: str, moves: int) -> GameSession:
    game = load_game(game_id)
    players = max(3, game.min_players) if game.max_players >= 3 else 2
    seats = [SeatInfo(name=f"Joueuse {i + 1}") for i in range(players)]
    session = GameSession.new(game_id, game.default_setup(players), 7, seats)
    bots = {s: make_bot(session.game, "heuristic", s) for s in range(players)}
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    return session


def whole(
    qtbot, language: str, session: GameSession, shot: str = "", to_break: bool = False
) -> list[str]:  # type: ignore[no-untyped-def]
    """What is cut on the window showing `session` at 1366×768 in `language` (and a
    picture of it saved to `shot`, to look at); `to_break`: played on by bots until
    its first stage break, which is measured with the table (its standings, its
    headline and its button)."""
    manager.apply(language)
    try:
        window = MainWindow(Settings(language=language, animation_speed=0))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        window.show_session(session)
        page = window.page
        if page.stack.currentWidget() is page.handover:
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
        if to_break:
            _play_to_break(page)
        QApplication.processEvents()  # the layouts settle (posted LayoutRequests)
        view = page.view.board
        view.fit()
        if shot:
            window.grab().save(shot)
        found = problems(view) + cut_texts(view) + cut_widgets(window) + small_tokens(view)
        return found + (cut_cells(page.stage_break) if to_break else [])
    finally:
        manager.apply("en")


def _play_to_break(page) -> None:  # type: ignore[no-untyped-def]
    session = page.session
    bots = {s: make_bot(session.game, "heuristic", s) for s in range(len(session.seats))}
    while not page.stage_break.isVisible():
        assert not session.is_over(), "the race ended with no stage break"
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    assert page.stage_break.headline.text() and page.stage_break.standings.count() > 0


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game_id", STAGE_RACES)
def test_nothing_is_cut_at_a_stage_break(qtbot, monkeypatch, game_id: str, language: str) -> None:  # type: ignore[no-untyped-def]
    """The stage break: the table as the stage ended, the stage's result and the
    standings after it (every rider in sight), every word whole."""
    monkeypatch.setattr(GameSession, "schedule_bots", lambda _self: None)
    assert whole(qtbot, language, break_session(game_id), to_break=True) == []


def break_session(game_id: str) -> GameSession:
    """A stage race about to be played to its first stage break (`whole(to_break=True)`),
    at the table the stage-break tests sit at."""
    setup = SETUPS[game_id]() if game_id in SETUPS else None
    if setup is None:
        return _session(game_id, 0)
    seats = [SeatInfo(name=f"Joueuse {i + 1}") for i in range(int(setup["players"]))]
    return GameSession.new(game_id, setup, 7, seats)


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_is_cut(qtbot, game_id: str, language: str, moment: str) -> None:  # type: ignore[no-untyped-def]
    assert whole(qtbot, language, _session(game_id, MOMENTS[moment])) == []
