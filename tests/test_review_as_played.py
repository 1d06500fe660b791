"""Issue 43: the review is the race. For every game of the registry a whole game is
played and, after each move, what the public screen showed is kept: the table as
drawn (its pixels, marks included) and the log's lines. The review must show the
same at every step, stepped one by one or reached by a jump, and its Forward button
must change what is on screen at every click (one click, one move)."""

from __future__ import annotations

import random

import pytest
from games import GAMES, HIDDEN
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.pieces.scene_picture import drop_caches, picture_digest, scene_picture
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.laptop import PUBLIC
from peloton_desktop.ui.table.session import GameSession

Screen = tuple[bytes, tuple[str, ...]]


def screen(page: GamePage) -> Screen:
    """The table's pixels (a digest: the whole scene drawn at one size, whatever the
    room the page gives it, every item as it is now) and the log's lines in sight."""
    QApplication.processEvents()
    picture = scene_picture(page.view.board.scene(), 450, 300)
    log = page.log
    lines = tuple(log.item(i).text() for i in range(log.count()) if not log.isRowHidden(i))
    return picture_digest(picture), lines


def painted_afresh(page: GamePage) -> bool:
    """The table on the screen shows its items as they are, not a picture an item
    cached before it changed: the same drawn again with every cache thrown away."""
    QApplication.processEvents()
    viewport = page.view.board.viewport()
    seen = viewport.grab().toImage()
    for item, mode in drop_caches(page.view.board.scene()):
        item.setCacheMode(mode)
    return bool(seen == viewport.grab().toImage())


def play_live(qtbot, monkeypatch, game_id: str, humans: bool) -> tuple[GamePage, dict[int, Screen]]:  # type: ignore[no-untyped-def]
    """A whole game by heuristic bots (played by the test, one move at a time), the
    public screen kept after each move; a stage's finish is left when it was seen."""
    monkeypatch.setattr(GameSession, "schedule_bots", lambda _self: None)
    game = registry.load_game(game_id)
    players = max(game.min_players, 3 if game.max_players >= 3 else 2)
    kind = "human" if humans else "bot"
    seats = [SeatInfo(name=f"P{i}", kind=kind, bot="heuristic") for i in range(players)]
    session = GameSession.new(game_id, game.default_setup(players), 5, seats)
    page = GamePage(session, registry.get(game_id), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 700)
    page.show()
    bots = {s: make_bot(game, "heuristic", s) for s in range(players)}
    if humans:  # every seat plays on a phone: the laptop shows the public table
        page.laptop.phones = frozenset(range(players))
        page.laptop.hand_to(PUBLIC)
    live: dict[int, Screen] = {0: screen(page)}
    while not session.is_over():
        seat = session.to_move()[0]
        assert session.play(seat, decide(game, session.state, seat, bots[seat]))
        live[len(session.record.actions)] = screen(page)
        if session.held:
            qtbot.mouseClick(page.stage_break.go_on, Qt.MouseButton.LeftButton)
    assert page.banner.isVisible()
    return page, live


FRESH = 8  # the first Forward clicks whose screen is compared with a fresh drawing


def check_review(qtbot, page: GamePage, live: dict[int, Screen]) -> None:  # type: ignore[no-untyped-def]
    """From the start to the end by Forward: every click shows something new and
    exactly the live screen of the move it lands on; the moves it steps over changed
    nothing on the live screen. Then jumps, back and forth, land on the live screens."""
    qtbot.mouseClick(page.banner.review, Qt.MouseButton.LeftButton)
    slider = page.review_bar.slider
    slider.setValue(0)
    shown, at, clicks = screen(page), 0, 0
    assert shown == live[0], "the start"
    while slider.value() < slider.maximum():
        qtbot.mouseClick(page.review_bar.buttons["Forward"], Qt.MouseButton.LeftButton)
        step, clicks = slider.value(), clicks + 1
        if clicks <= FRESH:  # the screen itself: what the player sees (cheap enough a few times)
            assert painted_afresh(page), f"move {step}: the screen kept an old picture"
        now = screen(page)
        assert now == live[step], f"move {step}"
        assert now != shown, f"Forward to move {step} changed nothing"
        for over in range(at + 1, step):  # stepped over: nothing changed live either
            assert live[over] == shown, f"move {over} changed the live screen"
        shown, at = now, step
    assert 0 < clicks <= len(live)
    jumps = random.Random(3).sample(sorted(live), min(16, len(live)))
    for step in jumps:  # and by jumps, back and forth
        slider.setValue(step)
        assert screen(page) == live[step], f"jump to move {step}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_shows_what_the_table_showed(qtbot, monkeypatch, game_id: str) -> None:  # type: ignore[no-untyped-def]
    page, live = play_live(qtbot, monkeypatch, game_id, humans=False)
    check_review(qtbot, page, live)


@pytest.mark.parametrize("game_id", HIDDEN)
def test_a_secret_game_reviews_as_the_public_saw_it(qtbot, monkeypatch, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Humans at a game with secrets: the review shows what the public screen showed
    (nothing of a hand before the end), and everything at the end, as live."""
    page, live = play_live(qtbot, monkeypatch, game_id, humans=True)
    check_review(qtbot, page, live)
