"""A real browser (headless Chromium over the DevTools protocol) opens three seats'
pages on 127.0.0.1 and plays a Tape l'étape race to its end; each page shows its own
hand and never another's."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from cdp import Browser, chromium
from phones_helpers import COLOURS, expected_view
from PySide6.QtCore import Qt

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="chromium is not installed (run-tests.sh installs it)"
)

LABELS = (
    "JSON.stringify(Array.from(document.querySelectorAll('#choices button'), b => b.textContent))"
)
HAND_FIRST = (  # the hand (the seat's sections) above the choices
    "String(document.getElementById('sections').compareDocumentPosition("
    "document.getElementById('choices-box')) === Node.DOCUMENT_POSITION_FOLLOWING)"
)
SECTIONS = (
    "JSON.stringify(Array.from(document.querySelectorAll('#sections .card'), c => "
    "({title: c.querySelector('h2').textContent, "
    "lines: Array.from(c.querySelectorAll('li'), l => l.textContent)})))"
)


def test_three_phones_in_a_real_browser_play_a_tape_l_etape_race(
    qtbot, english, tmp_path: Path
) -> None:
    """Issue 28's proof: three players race Tape l'étape to its end on their phones with
    the laptop's table on screen; each page shows its own seat's view and never another's
    hand, a phone whose connection drops comes back, and nobody passes the laptop."""
    seats = [SeatInfo(name=name, colour=COLOURS[k]) for k, name in enumerate(("Ana", "Bo", "Cy"))]
    entry = registry.get("tape_l_etape")
    setup = {"players": 3, "mode": "sprint", "stages_per_player": 1, "open_hands": False}
    session = GameSession.new(entry.id, setup, 11, seats)
    page = GamePage(session, entry, animation_speed=0)
    qtbot.addWidget(page)
    page.show()
    assert page.phones.start("127.0.0.1")
    urls = [page.phones.add(seat) for seat in range(3)]
    browser = Browser(qtbot, tmp_path / "chromium")
    try:
        tabs = [browser.open(url) for url in urls]
        for seat, tab in enumerate(tabs):
            tab.wait(
                f"document.getElementById('name').textContent == {json.dumps(seats[seat].name)}"
            )
        moves = confirmed = 0
        while not session.is_over():
            assert moves < 600, "the race does not end"
            assert page.stack.currentWidget() is not page.handover  # the laptop stays put
            if page.stage_break.isVisible():  # a stage's end, read on the laptop
                qtbot.mouseClick(page.stage_break.go_on, Qt.MouseButton.LeftButton)
                continue
            qtbot.waitUntil(  # every page shows the latest view
                lambda: all(
                    t.js("document.body.dataset.version") == str(page.phones.version) for t in tabs
                ),
                timeout=20000,
            )
            for seat, tab in enumerate(tabs):
                # the hand above the choices, as the page lays them out
                assert tab.js(HAND_FIRST) == "true"
                # what the page shows is that seat's view: its own hand, not another's
                want = expected_view(page, seat)
                assert json.loads(tab.js(SECTIONS)) == want["sections"]
                assert json.loads(tab.js(LABELS)) == want["choices"]
            mover = next((t for t in tabs if json.loads(t.js(LABELS))), None)
            assert mover is not None
            played = len(session.record.actions)
            first = "document.querySelector('#choices button')"
            mover.js(f"{first}.click()")
            if mover.js(f"String({first}.classList.contains('armed'))") == "true":
                # a choice that cannot be taken back: the second tap sends it
                assert len(session.record.actions) == played
                confirmed += 1
                mover.js(f"{first}.click()")
            qtbot.waitUntil(lambda p=played: len(session.record.actions) > p, timeout=20000)
            moves += 1
            if moves == 5:  # Ana's Wi-Fi drops: her page reconnects by itself, catches up
                server = page.phones.server
                dropped = [p.socket for p in server._phones if p.seat == 0]
                assert dropped
                for socket in dropped:
                    socket.abort()
                qtbot.waitUntil(lambda s=server: not s.connected(0), timeout=20000)
                qtbot.waitUntil(lambda s=server: s.connected(0), timeout=20000)
            if moves == 8:
                for tab in tabs:  # one column on a 360-px phone: nothing wider than it
                    assert tab.js("document.documentElement.scrollWidth") <= 360
                shot = Path(os.environ.get("PHONE_SCREENSHOT", tmp_path / "phone.png"))
                tabs[0].screenshot(shot)  # PHONE_SCREENSHOT=x.png keeps it, to look at
                assert shot.stat().st_size > 1000
        assert moves >= 30 and session.result() is not None
        assert confirmed >= 1  # the cards drawn, the jokers: asked twice
        assert page.banner.isVisible()
    finally:
        browser.close()
