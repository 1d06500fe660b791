"""Issue 43: the board keeps its place. One human plays each game against bots to its
finish at 1366×768; after every move the board's on-screen rectangle (the view's
geometry in the window and where its scene lands in it) is the one it had at the
start, whatever the decision panel shows (one row of buttons or three, a team sheet,
nothing to decide), at a stage break, under the result banner and in review."""

from __future__ import annotations

from typing import Any

import pytest
from games import GAMES, HIDDEN, STAGE_RACES
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from test_stage_end_shown import SETUPS

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


def short_race(game_id: str) -> dict[str, Any]:
    """Two short stages for a stage race (test_stage_end_shown's), else the game's
    default set-up at two players where the game allows it (the fewest moves)."""
    if game_id in SETUPS:
        return SETUPS[game_id]()
    game = registry.load_game(game_id)
    return game.default_setup(max(2, game.min_players))


def board_place(page: GamePage) -> tuple[Any, ...]:
    QApplication.processEvents()  # the layouts settle (posted LayoutRequests)
    board = page.view.board
    at = board.mapTo(page, board.rect().topLeft())
    shown = board.mapFromScene(board.sceneRect()).boundingRect()
    return (QRect(at, board.size()), shown.topLeft(), round(board.transform().m11(), 4))


def same_place(page: GamePage, start: tuple[Any, ...]) -> bool:
    """The board where it was; at the finish, as the public table shows everything,
    its view where it was (another viewer's board may be laid out anew)."""
    now = board_place(page)
    return now == start or (page.viewer is None and now[0] == start[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_keeps_its_place(qtbot, monkeypatch, game_id: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GameSession, "schedule_bots", lambda _self: None)
    page = human_table(game_id, short_race(game_id), 1, handover=False)
    session = page.session
    bots = open_at_laptop(qtbot, page)
    start = board_place(page)
    seen = {"panel": 0, "break": 0}
    for _ in range(20_000):
        if session.is_over():
            break
        if page.stage_break.isVisible():
            seen["break"] += 1
            assert same_place(page, start), "the stage break moved the board"
            page.stage_break.go_on.click()
            start = board_place(page)  # the next stage's course: a board of its own
            continue
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
        panel = page.view.decision
        if panel is not None and panel.isVisible():
            seen["panel"] += 1
        assert same_place(page, start), f"the board moved after move {len(session.history)}"
    assert session.is_over() and page.banner.isVisible()
    assert same_place(page, start), "the result banner moved the board"
    end = board_place(page)
    page.banner.review.click()  # the review's bar takes the banner's place
    assert page.review_bar.isVisible() and board_place(page)[0] == end[0]
    assert seen["panel"] > 0
    assert game_id not in STAGE_RACES or seen["break"] > 0


def drive_humans(qtbot, page: GamePage, bots: dict[int, Any]) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Play `page`'s game to its finish as the players would at the laptop: the
    hand-over crossed by its button, a choice checked with Done, a player asking for
    the laptop out of turn once a move and giving it back; the board checked after each
    step it shows. Returns how often each bar was seen."""
    session = page.session
    start: tuple[Any, ...] | None = None  # once the table shows (past the hand-over)
    seen = {"reactions": 0, "check": 0, "break": 0, "handover": 0}
    asked_at = -1
    click = Qt.MouseButton.LeftButton
    for _ in range(20_000):
        if session.is_over():
            break
        if page.stage_break.isVisible():
            seen["break"] += 1
            qtbot.mouseClick(page.stage_break.go_on, click)
            start = None  # the next stage's course: a board of its own
            continue
        if page.stack.currentWidget() is page.handover:
            seen["handover"] += 1
            qtbot.mouseClick(page.handover.button, click)
        elif page.check_bar.isVisible():
            seen["check"] += 1
            qtbot.mouseClick(page.check_bar.button, click)
        elif page.reactions.isVisible() and asked_at != len(session.history):
            seen["reactions"] += 1
            asked_at = len(session.history)  # once a move, then the game goes on
            qtbot.mouseClick(page.reactions.buttons[-1], click)  # take it, or give it back
        else:
            movers = session.to_move()
            seat = page.viewer if page.viewer in movers else movers[0]
            session.play(seat, decide(session.game, session.state, seat, bots[seat]))
        if page.stack.currentWidget() is page.view and (start or page.viewer is not None):
            start = start or board_place(page)  # a seat's table (the public one lays out anew)
            moved = f"{session.game.game_id}: the board moved at move {len(session.history)}"
            assert same_place(page, start), moved
    assert session.is_over() and page.banner.isVisible()
    page.view.board.fit()  # as any resize does: the board fits the same rectangle
    assert start is not None and same_place(page, start), "the finish moved the board"
    if not session.game.hidden_information:  # the public table is any seat's, whole
        assert board_place(page) == start, "the public table moved the board at the finish"
    return seen


def human_table(game_id: str, setup: dict[str, Any], humans: int, handover: bool) -> GamePage:
    players = int(setup["players"])
    seats = [SeatInfo(name=f"Player {i + 1}") for i in range(humans)] + [
        SeatInfo(name=f"Bot {i}", kind="bot", bot="heuristic") for i in range(humans, players)
    ]
    session = GameSession.new(game_id, setup, 3, seats)
    return GamePage(session, registry.get(game_id), handover_enabled=handover, animation_speed=0)


def open_at_laptop(qtbot, page: GamePage) -> dict[int, Any]:  # type: ignore[no-untyped-def]
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    qtbot.waitExposed(page)
    game = page.session.game
    return {s: make_bot(game, "heuristic", s) for s in range(len(page.session.seats))}


def test_the_out_of_turn_bars_leave_the_board_in_place(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Two humans at each secret table: the "take the laptop" bar and the "Done" bars
    come and go above the table in a place kept for them."""
    monkeypatch.setattr(GameSession, "schedule_bots", lambda _self: None)
    bars = 0
    for game_id in HIDDEN:
        page = human_table(game_id, short_race(game_id), 2, handover=True)
        seen = drive_humans(qtbot, page, open_at_laptop(qtbot, page))
        assert page.laptop.secret() and seen["handover"] > 0, (game_id, seen)
        bars += seen["reactions"] + seen["check"]
        page.close()
    assert bars > 0


def test_a_table_of_humans_keeps_the_board_at_the_finish(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cyclistes with a human at every seat: the public table takes over at the finish."""
    setup = short_race("cyclistes")
    page = human_table("cyclistes", setup, int(setup["players"]), handover=True)
    seen = drive_humans(qtbot, page, open_at_laptop(qtbot, page))
    assert seen["break"] > 0
