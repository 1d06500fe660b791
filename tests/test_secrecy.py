"""Secrets stay secret at one table (issue 23): the three games with hidden
information, every seat human, played by random legal moves through the game page,
checked at every screen by tests/secrecy.py, from the start through undo, a resume
and to the end of the game."""

from __future__ import annotations

import random

import pytest
from dialogs import go_on_after_a_stage
from PySide6.QtCore import Qt
from secrecy import Checker, take_laptop

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.game_page import GamePage
from peloton_desktop.ui.session import GameSession

NAMES = ("Ana", "Bob", "Cleo", "Dana")
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
GAMES = [("coup_de_bordure", 3), ("border_states", 2), ("tape_l_etape", 3)]


def new_session(game: str, players: int, seed: int) -> GameSession:
    seats = [SeatInfo(name=NAMES[i], colour=COLOURS[i]) for i in range(players)]
    setup = registry.load_game(game).default_setup(players)
    return GameSession.new(game, setup, seed, seats)


def open_page(qtbot, session: GameSession) -> GamePage:  # type: ignore[no-untyped-def]
    page = GamePage(session, registry.get(session.game.game_id), animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    return page


def play_one(checker: Checker, qtbot, rng: random.Random, moment: str) -> bool:  # type: ignore[no-untyped-def]
    """One thing a player at the laptop does; False when the game is over."""
    page = checker.page
    session = page.session
    if session.is_over():
        return False
    if page.stage_break.isVisible():  # the stage's end, held until someone goes on
        checker.check(f"{moment}, the stage's end on screen")
        go_on_after_a_stage(qtbot, page)
        checker.check(f"{moment}, after the stage's end")
        return True
    if checker.on_handover():
        take_laptop(qtbot, page)
        checker.check(f"{moment}, laptop taken")
        return True
    reacting = page.laptop.reactor is not None and page.viewer == page.laptop.reactor
    if reacting:  # holding the laptop out of turn: react, or give it back
        legal = [a for a in session.legal_actions(page.viewer) if a != ("pass",)]
        if legal and rng.random() < 0.7:
            session.play(page.viewer, rng.choice(legal))
        else:
            qtbot.mouseClick(page.reactions.buttons[-1], Qt.MouseButton.LeftButton)
        checker.check(f"{moment}, after reacting")
        return True
    if page.reactions.isVisibleTo(page) and rng.random() < 0.3:
        qtbot.mouseClick(rng.choice(page.reactions.buttons), Qt.MouseButton.LeftButton)
        checker.reactions += 1
        checker.check(f"{moment}, a player asks for the laptop out of turn")
        return True
    waiting = [s for s in session.to_move() if session.is_human(s)]
    viewer = page.viewer
    if viewer not in waiting:
        checker.leak(f"{moment}, table of seat {viewer}", f"the game waits for seats {waiting}")
        viewer = waiting[0]
    session.play(viewer, rng.choice(session.legal_actions(viewer)))
    checker.check(moment)
    return True


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_no_screen_tells_a_player_a_secret(qtbot, english, game: str, players: int) -> None:
    rng = random.Random(7)
    session = new_session(game, players, seed=11)
    page = open_page(qtbot, session)
    checker = Checker(game, page, seed=3)
    checker.expect_handover("start of the game")
    for move in range(1, 400):
        if not play_one(checker, qtbot, rng, f"move {move}"):
            break
        if move % 17 == 0 and page.undo_button.isEnabled():
            qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
            checker.undos += 1
            checker.check(f"undo after move {move}")
        if move == 60:  # the app is closed and the game reopened from its autosave
            page.session.close()
            page.close()
            page = open_page(qtbot, GameSession.load(session.autosave_path))
            checker.page = page
            checker.expect_handover("the game reopened")
    assert checker.leaks == [], "\n".join(map(str, checker.leaks))
    # the walk met what it is meant to check
    assert checker.handovers >= 5 and checker.tables >= 20
    assert page.session.is_over() or move == 399
    if game == "tape_l_etape":
        assert checker.reactions >= 1


def test_the_check_sees_a_table_that_shows_every_hand(qtbot, english) -> None:
    """The check is no formality: a table showing everything to one player is caught,
    and so is a private line in another player's log."""
    pages = {}
    for game, players in GAMES:
        page = pages[game] = open_page(qtbot, new_session(game, players, seed=11))
        take_laptop(qtbot, page)
        checker = Checker(game, page, seed=3)
        page.view.set_viewer(None)  # the mistake: the full view on one player's screen
        checker._check_swap("test", page.viewer or 0)
        assert any("another deal" in leak.secret for leak in checker.leaks), game
    from peloton_desktop.core.protocol import Event

    page = pages["border_states"]
    checker = Checker("border_states", page, seed=3)
    other = 1 - (page.viewer or 0)
    private = Event("recruited_block", {"side": other, "block": 0}, visible_to=(other,))
    page.log._add_line(0, private)  # the mistake: another player's private line shown
    checker._check_log("test", page.viewer or 0)
    assert checker.leaks
