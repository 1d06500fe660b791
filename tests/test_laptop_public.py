"""Who holds the laptop (issue 40): one value, a seat or PUBLIC, that the whole page
follows. A phone seat's turn shows the public table and says who is playing on a
phone (and since when its phone is offline); Hint is off on the public table; a seat
with nothing to play is never asked to take the laptop; after a stage break the next
private view comes through the hand-over."""

from __future__ import annotations

import re
import time

from dialogs import go_on_after_a_stage
from phones_helpers import Phone, phone_page
from PySide6.QtCore import Qt

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.learning.coach import attach_coach
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.laptop import PUBLIC
from peloton_desktop.ui.table.session import GameSession


def test_a_phone_seats_turn_shows_the_public_table_and_says_so(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [1], seed=4)
    s = page.session
    assert s.to_move() == (1,)
    assert page.viewer is PUBLIC and page.stack.currentWidget() is page.view
    assert page.status.text() == "P2 is playing on their phone."
    phone = Phone(qtbot, page.phones.url(1), "device-away").open()
    phone.wait(1)
    with qtbot.waitSignal(page.phones.server.left):
        phone.socket.close()
    assert page.status.text().startswith("P2's phone has been offline for 0:0")
    page.phones._away[1] = time.monotonic() - 40.2  # as if it left 40 s ago
    page._update_status()
    assert re.fullmatch(r"P2's phone has been offline for 0:4\d\.", page.status.text())
    back = Phone(qtbot, phone.url, "device-away").open()
    back.wait(1)
    assert page.status.text() == "P2 is playing on their phone."


def test_hint_is_off_on_the_public_table(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [1], seed=4)
    bar = attach_coach(page, Settings(), lambda: None)
    assert page.viewer is PUBLIC
    assert bar.seat() is None and not bar.button.isEnabled()


def test_a_seat_with_nothing_to_play_is_not_asked_for_the_laptop(qtbot, english) -> None:
    """Coup de bordure with one phone: while only the phone's seat chooses, the laptop
    shows the public table, never "Pass to" a laptop seat the game does not ask."""
    page = phone_page(qtbot, "coup_de_bordure", [1], seed=5, players=3)
    s = page.session
    seen_public = 0
    for _ in range(200):
        if s.is_over():
            break
        movers = [x for x in s.to_move() if x != 1]
        if page.stack.currentWidget() is page.handover:
            assert page.handover.seat in s.to_move(), (page.handover.seat, s.to_move())
            assert page.viewer is PUBLIC
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
            continue
        if page.check_bar.isVisible():  # Ana checks her paces, then Done
            qtbot.mouseClick(page.check_bar.button, Qt.MouseButton.LeftButton)
            continue
        if not movers:
            assert page.viewer is PUBLIC, s.to_move()
            seen_public += 1
            s.play(1, s.legal_actions(1)[0])
            continue
        assert page.viewer in movers
        s.play(page.viewer, s.legal_actions(page.viewer)[0])
    assert seen_public >= 1


def test_after_a_stage_break_the_next_player_takes_the_laptop(qtbot, english) -> None:
    """Tape l'étape, two humans and a bot: the stage break is public, and the next
    private view comes only through the hand-over ("I am …")."""
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Bob", colour="#D55E00"),
        SeatInfo(name="Cleo", colour="#009E73", kind="bot", bot="random"),
    ]
    game = registry.load_game("tape_l_etape")
    session = GameSession.new("tape_l_etape", game.default_setup(3), 11, seats)
    page = GamePage(session, registry.get("tape_l_etape"), animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    breaks = 0
    for _ in range(600):
        if session.is_over() or breaks >= 2:
            break
        if page.stage_break.isVisible():
            assert page.viewer is PUBLIC
            go_on_after_a_stage(qtbot, page)
            breaks += 1
            assert page.viewer is PUBLIC
            assert page.stack.currentWidget() is page.handover or not session.humans_to_move()
            continue
        if page.stack.currentWidget() is page.handover:
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
            continue
        humans = session.humans_to_move()
        if not humans:
            qtbot.waitUntil(
                lambda: session.is_over() or session.held or bool(session.humans_to_move()),
                timeout=10000,
            )
            continue
        seat = page.viewer if page.viewer in humans else humans[0]
        assert page.viewer == seat
        session.play(seat, session.legal_actions(seat)[-1])
    assert breaks >= 1
