"""A real browser (headless Chromium over the DevTools protocol) opens two seats'
pages on 127.0.0.1 and plays Tape l'étape against a bot; each page shows its own
hand and never the other's."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from cdp import Browser, chromium
from phones_helpers import COLOURS, expected_view

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.game_page import GamePage
from peloton_desktop.ui.session import GameSession

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="chromium is not installed (run-tests.sh installs it)"
)

LABELS = (
    "JSON.stringify(Array.from(document.querySelectorAll('#choices button'), b => b.textContent))"
)
SECTIONS = (
    "JSON.stringify(Array.from(document.querySelectorAll('#sections .card'), c => "
    "({title: c.querySelector('h2').textContent, "
    "lines: Array.from(c.querySelectorAll('li'), l => l.textContent)})))"
)


def test_two_phones_in_a_real_browser_play_tape_l_etape(qtbot, english, tmp_path: Path) -> None:
    seats = [
        SeatInfo(name="Ana", colour=COLOURS[0]),
        SeatInfo(name="Bo", colour=COLOURS[1]),
        SeatInfo(name="Cy", colour=COLOURS[2], kind="bot", bot="heuristic"),
    ]
    entry = registry.get("tape_l_etape")
    session = GameSession.new(entry.id, entry.create().default_setup(3), 11, seats)
    page = GamePage(session, entry, animation_speed=0)
    qtbot.addWidget(page)
    page.show()
    assert page.phones.start("127.0.0.1")
    urls = [page.phones.add(0), page.phones.add(1)]
    session.schedule_bots()
    browser = Browser(qtbot, tmp_path / "chromium")
    try:
        tabs = [browser.open(url) for url in urls]
        for seat, tab in enumerate(tabs):
            tab.wait(
                f"document.getElementById('name').textContent == {json.dumps(seats[seat].name)}"
            )
        moves = 0
        while moves < 12 and not session.is_over():
            # the bot has played and both pages show the latest view
            qtbot.waitUntil(
                lambda: (
                    not session.thinking()
                    and all(
                        t.js("document.body.dataset.version") == str(page.phones.version)
                        for t in tabs
                    )
                ),
                timeout=20000,
            )
            for seat, tab in enumerate(tabs):
                # what the page shows is that seat's view: its own hand, not the other's
                want = expected_view(page, seat)
                assert json.loads(tab.js(SECTIONS)) == want["sections"]
                assert json.loads(tab.js(LABELS)) == want["choices"]
            mover = next((t for t in tabs if json.loads(t.js(LABELS))), None)
            assert mover is not None
            played = len(session.record.actions)
            mover.js("document.querySelector('#choices button').click()")
            qtbot.waitUntil(lambda p=played: len(session.record.actions) > p, timeout=20000)
            moves += 1
        assert moves >= 3
        for tab in tabs:  # one column on a 360-px phone: nothing wider than the screen
            assert tab.js("document.documentElement.scrollWidth") <= 360
        # Ana's Wi-Fi drops (her socket dies): her page reconnects by itself and catches up
        if not session.is_over():
            server = page.phones.server
            dropped = [p.socket for p in server._phones if p.seat == 0]
            assert dropped
            for socket in dropped:
                socket.abort()
            qtbot.waitUntil(lambda: not server.connected(0), timeout=20000)
            qtbot.waitUntil(lambda: server.connected(0), timeout=20000)  # the page came back
            qtbot.waitUntil(
                lambda: tabs[0].js("document.body.dataset.version") == str(page.phones.version),
                timeout=20000,
            )
        hands = [json.loads(t.js(SECTIONS))[0]["lines"] for t in tabs]
        assert hands[0] != hands[1]
        shot = Path(os.environ.get("PHONE_SCREENSHOT", tmp_path / "phone.png"))
        tabs[0].screenshot(shot)  # PHONE_SCREENSHOT=x.png keeps it, to look at
        assert shot.stat().st_size > 1000
    finally:
        browser.close()
