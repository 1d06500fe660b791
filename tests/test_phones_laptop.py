"""The laptop while seats play on phones (issue 28): no hand-over for them, and at a
table of phones the laptop shows only the public table: redealing what a seat cannot
see changes nothing on screen (and the check catches the full view)."""

from __future__ import annotations

import pytest
from games import HIDDEN
from phones_helpers import phone_page
from PySide6.QtCore import Qt
from secrecy import capture

from peloton_desktop.core.rng import Rng


def _redealt(page, seat: int, seed: int) -> dict[str, str]:
    """What the laptop shows once the state is replaced by one that looks the same to
    `seat` (the others' secrets redealt)."""
    s = page.session
    s.state = s.game.determinize(s.game.observe(s.state, seat), seat, Rng(seed))
    page._state_changed()
    return capture(page)


@pytest.mark.parametrize("game_id", HIDDEN)
def test_a_table_of_phones_shows_only_the_public_table(qtbot, english, game_id: str) -> None:
    page = phone_page(qtbot, game_id, [], seed=4)
    for seat in range(len(page.session.seats)):
        page.phones.add(seat)
    assert page.stack.currentWidget() is page.view and page.viewer is None
    real = page.session.state
    shown = capture(page)
    for seat in (0, 1):
        for seed in (1, 2):
            page.session.state = real
            assert _redealt(page, seat, seed) == shown, (seat, seed)
    # the check would catch a laptop showing every hand: the seat-less full view
    page.session.state = real
    page.session.public_view = False
    page._state_changed()
    full = capture(page)
    assert any(_redealt(page, 0, seed) != full for seed in (1, 2, 3))


def test_seats_left_on_the_laptop_keep_the_hand_over(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [1], seed=4)
    s = page.session
    assert page.players.item(1).text().startswith("P2 (human, on a phone)")
    assert page.players.item(0).text().startswith("P1 (human)")
    # the game waits for the phone's seat: the laptop shows the public table
    assert s.to_move() == (1,)
    assert page.stack.currentWidget() is page.view and page.viewer is None
    assert page.status.text() == "P2 is playing on their phone."
    while s.to_move() == (1,):  # the phone plays
        s.play(1, s.legal_actions(1)[0])
    # two humans remain at the laptop: the table waits behind the hand-over
    assert page.stack.currentWidget() is page.handover
    assert page.handover.seat != 1
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer in (0, 2)
    # the phone's seat is never handed the laptop, even when the game waits for it
    while 1 not in s.to_move() and not s.is_over():
        mover = page.viewer if page.viewer in s.to_move() else None
        if mover is None:
            qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
            continue
        s.play(mover, s.legal_actions(mover)[0])
    assert page.viewer != 1 and page.handover.seat != 1
