"""Secrets stay secret at one table (issues 23 and 40): every registered game that
declares hidden information (`GameEntry.hidden`), played by random legal moves
through the game page at a table of humans, of humans and bots, and of humans with a
seat on a phone, checked at every screen by tests/secrecy.py (the hand-over and the
stage break included), from the start through undo, a resume and to the end."""

from __future__ import annotations

import random

import pytest
from dialogs import go_on_after_a_stage
from PySide6.QtCore import Qt
from secrecy import Checker

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.rng import Rng
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

NAMES = ("Ana", "Bob", "Cleo", "Dana")
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
HIDDEN = [e for e in registry.entries() if e.hidden]
TABLES = ("humans", "bots", "phone")


def players_of(game: str) -> int:
    entry = registry.get(game)
    return min(entry.max_players, max(entry.min_players, 3))


def seats_for(game: str, table: str) -> tuple[list[SeatInfo], tuple[int, ...]]:
    """The seats of a table and which of them play on a phone."""
    n = players_of(game)
    seats = [SeatInfo(name=NAMES[i], colour=COLOURS[i]) for i in range(n)]
    if table == "bots":  # two humans and bots (one human at a table of two)
        for i in range(2 if n > 2 else 1, n):
            seats[i] = SeatInfo(name=NAMES[i], colour=COLOURS[i], kind="bot", bot="random")
    return seats, ((1,) if table == "phone" else ())


def new_session(game: str, seats: list[SeatInfo], seed: int) -> GameSession:
    setup = registry.load_game(game).default_setup(len(seats))
    return GameSession.new(game, setup, seed, seats)


def open_page(qtbot, session: GameSession, phones: tuple[int, ...] = ()) -> GamePage:  # type: ignore[no-untyped-def]
    page = GamePage(session, registry.get(session.game.game_id), animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    if phones:
        assert page.phones.start("127.0.0.1")
        for seat in phones:
            page.phones.add(seat)
    session.schedule_bots()  # as the main window does once the page is up
    return page


def wait_for_bots(qtbot, page: GamePage) -> None:  # type: ignore[no-untyped-def]
    """Until a human is asked, the stage's end is held or the game is over."""
    s = page.session
    qtbot.waitUntil(
        lambda: s.is_over() or s.held or any(s.is_human(x) for x in s.to_move()), timeout=20000
    )


def play_one(checker: Checker, qtbot, rng: random.Random, moment: str) -> bool:  # type: ignore[no-untyped-def]
    """One thing a player does; False when the game is over."""
    page = checker.page
    session = page.session
    if session.is_over():
        return False
    if page.stage_break.isVisible():  # the stage's end, held until someone goes on
        checker.check(f"{moment}, the stage's end on screen")
        go_on_after_a_stage(qtbot, page)
        checker.check(f"{moment}, after the stage's end")
        return True
    if not any(session.is_human(x) for x in session.to_move()):
        wait_for_bots(qtbot, page)
        checker.check(f"{moment}, after the bots")
        return True
    phone = [x for x in session.to_move() if x in checker.phones]
    if phone:  # the phone's player chooses on the phone (the path of its choice)
        session.play(phone[0], rng.choice(session.legal_actions(phone[0])))
        checker.check(f"{moment}, after the phone's move")
        return True
    if checker.on_handover():
        checker.take(qtbot)
        checker.check(f"{moment}, laptop taken")
        return True
    if page.check_bar.isVisibleTo(page):  # a choice in several steps: check, then Done
        if page.undo_button.isEnabled() and rng.random() < 0.3:
            qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
            checker.undos += 1
        else:
            qtbot.mouseClick(page.check_bar.button, Qt.MouseButton.LeftButton)
            checker.dones += 1
        checker.check(f"{moment}, checking a choice")
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


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("game", [e.id for e in HIDDEN])
def test_no_screen_tells_a_player_a_secret(qtbot, english, game: str, table: str) -> None:
    rng = random.Random(7)
    seats, phones = seats_for(game, table)
    session = new_session(game, seats, seed=11)
    page = open_page(qtbot, session, phones)
    checker = Checker(game, page, seed=3, phones=phones)
    checker.expect_handover("start of the game")
    move = 0
    for move in range(1, 400):
        if not play_one(checker, qtbot, rng, f"move {move}"):
            break
        if move % 17 == 0 and page.undo_button.isEnabled():
            qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
            checker.undos += 1
            checker.check(f"undo after move {move}")
        if move == 60:  # the app is closed and the game reopened from its autosave
            page.phones.end()
            page.session.close()
            page.close()
            page = open_page(qtbot, GameSession.load(session.autosave_path), phones)
            checker.page = page
            checker.expect_handover("the game reopened")
    assert checker.leaks == [], f"{len(checker.leaks)} leaks, by kind:\n" + "\n".join(
        checker.kinds()[:40]
    )
    # the walk met what it is meant to check
    assert checker.tables >= 10
    assert checker.publics >= 5 or not checker.secret_table()
    assert page.session.is_over() or move == 399
    if registry.load_game(game).stage_race:
        assert checker.breaks >= 1
    if game == "coup_de_bordure" and checker.secret_table():
        assert checker.dones >= 1


def test_every_game_with_secrets_says_so() -> None:
    """The registry's flag and the engine's trait agree: the test's list is the truth."""
    for entry in registry.entries():
        if entry.available:
            assert entry.hidden == entry.game_class().hidden_information, entry.id
    assert len(HIDDEN) >= 3


def _keeps_a_secret(session: GameSession) -> bool:
    """Some seat's view of the game differs in a deal that seat 0 could not tell apart."""
    game, state = session.game, session.state
    other = game.determinize(game.observe(state, 0), 0, Rng(7))
    seats = range(1, game.player_count(state))
    return any(game.observe(other, s).to_json() != game.observe(state, s).to_json() for s in seats)


def test_the_check_sees_a_table_that_shows_every_hand(qtbot, english) -> None:
    """The check is no formality: a table showing everything to one player is caught,
    and so is a private line in another player's log."""
    pages = {}
    for entry in HIDDEN:
        seats, _phones = seats_for(entry.id, "humans")
        session = new_session(entry.id, seats, seed=11)
        if not _keeps_a_secret(session):  # its secrets come with the first choices
            last = len(seats) - 1
            session.play(last, session.legal_actions(last)[0])
        page = pages[entry.id] = open_page(qtbot, session)
        checker = Checker(entry.id, page, seed=3)
        checker.take(qtbot)
        page.session.public_view = False
        page.view.set_viewer(None)  # the mistake: the full view on one player's screen
        for _ in range(4):  # a small secret (one of three efforts) may be dealt again
            checker._check_swap("test", page.viewer or 0)
        assert any("another deal" in leak.secret for leak in checker.leaks), entry.id
    from peloton_desktop.core.protocol import Event

    page = pages["border_states"]
    checker = Checker("border_states", page, seed=3)
    other = 1 - (page.viewer or 0)
    private = Event("recruited_block", {"side": other, "block": 0}, visible_to=(other,))
    page.log._add_line(0, private)  # the mistake: another player's private line shown
    checker._check_log("test", page.viewer or 0)
    assert checker.leaks
