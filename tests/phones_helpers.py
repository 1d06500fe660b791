"""Phones in tests: a game page with its seats on phones, and a phone played by a
QWebSocket client on 127.0.0.1 (what the page's script does, message for message)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from peloton_desktop.core import registry
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.phones.sheet import GENERIC, GamePhone
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

PLAYERS = {"tape_l_etape": 3}
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


def phone_page(
    qtbot: Any, game_id: str, phones: list[int], seed: int = 7, players: int = 0
) -> GamePage:
    entry = registry.get(game_id)
    game = entry.create()
    n = players or PLAYERS.get(game_id, game.min_players)
    seats = [SeatInfo(name=f"P{i + 1}", colour=COLOURS[i]) for i in range(n)]
    setup = game.default_setup(n) if game_id not in ("dice_race",) else {"players": n}
    session = GameSession.new(game_id, setup, seed, seats)
    page = GamePage(session, entry, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    assert page.phones.start("127.0.0.1")
    for seat in phones:
        page.phones.add(seat)
    return page


class Phone:
    """One phone: its socket, every message it received, the latest view."""

    def __init__(
        self, qtbot: Any, url: str, device: str = "device-0001", origin: str | None = None
    ) -> None:
        self.qtbot = qtbot
        self.url = url
        self.token = url.split("#", 1)[1]
        self.ws_port = int(url.split("ws=", 1)[1].split("#", 1)[0])
        self.device = device
        self.messages: list[dict[str, Any]] = []
        # a browser sends the origin of the page it opened: the laptop's page
        self.socket = QWebSocket(url.split("/?", 1)[0] if origin is None else origin)
        self.socket.textMessageReceived.connect(self._got)

    def _got(self, text: str) -> None:
        self.messages.append(json.loads(text))

    def open(self, hello: bool = True, token: str | None = None) -> Phone:
        with self.qtbot.waitSignal(self.socket.connected, timeout=5000):
            self.socket.open(QUrl(f"ws://127.0.0.1:{self.ws_port}/"))
        if hello:
            self.send({"type": "hello", "token": token or self.token, "device": self.device})
        return self

    def send(self, message: dict[str, Any] | str) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        self.socket.sendTextMessage(text)

    def wait(self, count: int, timeout: int = 5000) -> dict[str, Any]:
        """Wait until `count` messages were received; the last one."""
        self.qtbot.waitUntil(lambda: len(self.messages) >= count, timeout=timeout)
        return self.messages[-1]

    def next(self, timeout: int = 5000) -> dict[str, Any]:
        return self.wait(len(self.messages) + 1, timeout)

    def views(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "view"]

    def view(self) -> dict[str, Any]:
        return self.views()[-1]

    def refusals(self) -> list[str]:
        return [m["reason"] for m in self.messages if m["type"] == "refused"]

    def close(self) -> None:
        self.socket.close()


def words(page: GamePage) -> GamePhone:
    phone = page.entry.phone() if page.entry.phone is not None else None
    return phone if isinstance(phone, GamePhone) else GENERIC


def expected_view(page: GamePage, seat: int) -> dict[str, Any]:
    """What the seat may be sent now, built here from `observe(seat)`, its legal actions
    and the events it may read, independently of the table's code."""
    s, view, w = page.session, page.view, words(page)
    obs = s.game.observe(s.state, seat)
    legal = [] if s.is_over() else s.game.legal_actions(s.state, seat)
    lines = list(view.opening_lines())
    events: list[Event] = [e for _seat, evs in s.history for e in evs]
    for e in events:
        if s.is_over() or e.visible_to is None or seat in e.visible_to:
            line = view.describe_event(e)
            if line:
                lines.append(line)
    return {
        "sections": [sec.to_json() for sec in w.sections(view, obs, seat)],
        "choices": [w.label(view, obs, seat, a).label for a in legal],
        "log": lines[-60:],
    }
