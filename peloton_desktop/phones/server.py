"""The phones' server: the page (`static.py`) and one websocket per phone.

A phone says hello with its seat's token and its device id; from then on it receives
only what the laptop publishes for that seat (`send`) and may send its choices, which
the server hands to the table (`chosen`) without reading them further: the table checks
them against the seat's legal actions and the engine checks them again. Anything
malformed, oversized, unknown or too frequent is refused and counted, never fatal.
"""

from __future__ import annotations

import itertools
import json
import time
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import (
    QWebSocket,
    QWebSocketCorsAuthenticator,
    QWebSocketProtocol,
    QWebSocketServer,
)

from peloton_desktop.phones.guard import DEADLINE_MS, Gate
from peloton_desktop.phones.links import SeatLinks
from peloton_desktop.phones.messages import MAX_BYTES, Act, Hello, Refused, Undo, parse
from peloton_desktop.phones.static import PageServer

RATE = 20  # messages a phone may send in any `WINDOW` seconds
WINDOW = 5.0
CUT_OFF = 200  # refusals after which a connection is closed
MAX_PHONES = 32  # connections at once
HELLO_MS = DEADLINE_MS  # a connection must say hello with a valid token within this time


class _Phone:
    def __init__(self, socket: QWebSocket) -> None:
        self.socket = socket
        self.seat: int | None = None
        self.device = ""
        self.times: deque[float] = deque()
        self.refusals = 0
        self.ticket = 0  # the host's question about this device, if it asked for a seat
        self.user_agent = bytes(socket.request().rawHeader("User-Agent").data()).decode(
            "utf-8", "replace"
        )[:300]


class PhoneServer(QObject):
    joined = Signal(int)  # a seat's phone is in (first time or back): send it the view
    left = Signal(int)
    chosen = Signal(int, int, int)  # seat, version, choice
    undoAsked = Signal(int, int)  # seat, version
    # another device asks for a seat already held: seat, ticket, its User-Agent
    secondDevice = Signal(int, int, str)
    refusedChanged = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.links = SeatLinks()
        self.page = PageServer(self)
        self.ws = QWebSocketServer("peloton-desktop", QWebSocketServer.SslMode.NonSecureMode, self)
        self.ws.newConnection.connect(self._accept)
        self.ws.setHandshakeTimeout(DEADLINE_MS)  # a half-open upgrade is dropped soon
        # only the page this app served may open a socket (no other site in the
        # phone's browser); the check runs during the handshake
        self.ws.originAuthenticationRequired.connect(self._check_origin)
        self.gate = Gate()  # sockets that have not said hello: few per address
        self._phones: list[_Phone] = []
        self._waiting: dict[int, _Phone] = {}  # second devices awaiting the host
        self._tickets = itertools.count(1)
        self.refused = 0
        self.host = ""
        self.texts: dict[str, str] = {}  # the page's words, sent with every notice
        self.rate = RATE
        self.hello_ms = HELLO_MS

    # -- listening ----------------------------------------------------------------------
    def start(self, address: str, port: int = 0) -> bool:
        """Listen on `address` only (an interface's IP; 127.0.0.1 in tests)."""
        if self.listening():
            return True
        host = QHostAddress(address)
        if host.isNull() or not self.page.listen(host, port):
            return False
        if not self.ws.listen(host, 0):
            self.page.close()
            return False
        self.host = address
        return True

    def listening(self) -> bool:
        return self.ws.isListening()

    def origin(self) -> str:
        """The origin of the page this server serves (what a phone's browser sends)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.page.port()}"

    def _check_origin(self, auth: QWebSocketCorsAuthenticator) -> None:
        auth.setAllowed(auth.origin() == self.origin())
        if not auth.allowed():
            self._count()

    def stop(self, closed: bool = False) -> None:
        """Stop listening, revoke every link, close every phone; `closed`: the game was
        closed, and the phones are told so (they stop reconnecting)."""
        self.links.revoke_all()
        for phone in list(self._phones):
            if closed and phone.seat is not None:
                self._say(phone, {"type": "closed"})
            phone.socket.close()
        self._phones.clear()
        self._waiting.clear()
        self.ws.close()
        self.page.close()

    def url(self, seat: int) -> str:
        """The seat's link: the page, the websocket's port, the token (after '#', so
        it never travels in a request line)."""
        token = self.links.token(seat)
        if token is None:  # only a seat given to a phone has a link
            raise KeyError(seat)
        return f"{self.origin()}/?ws={self.ws.serverPort()}#{token}"

    def revoke(self, seat: int) -> None:
        """The seat goes back to the laptop: its link dies, its phone is told and closed."""
        self.links.revoke(seat)
        self._waiting.pop(seat, None)
        for phone in list(self._phones):
            if phone.seat == seat:
                self._say(phone, {"type": "revoked"})
                phone.socket.close()

    def connected(self, seat: int) -> bool:
        return any(p.seat == seat for p in self._phones)

    # -- sending ------------------------------------------------------------------------
    def send(self, seat: int, message: dict[str, Any]) -> None:
        for phone in self._phones:
            if phone.seat == seat:
                self._say(phone, message)

    def _say(self, phone: _Phone, message: dict[str, Any]) -> None:
        if message.get("type") != "view":
            message = {**message, "texts": self.texts}
        phone.socket.sendTextMessage(json.dumps(message, ensure_ascii=False))

    # -- second device ------------------------------------------------------------------
    def answer_second(self, seat: int, ticket: int, allowed: bool) -> None:
        """The host's answer about the device the question named (its `ticket`): only
        that one is admitted, never another that asked since."""
        phone = self._waiting.get(seat)
        if phone is None or phone.ticket != ticket:
            return
        del self._waiting[seat]
        if phone not in self._phones:
            return
        if not allowed or self.links.token(seat) is None:
            self._say(phone, {"type": "refused", "reason": "device"})
            phone.socket.close()
            return
        for other in list(self._phones):
            if other.seat == seat and other is not phone:
                self._say(other, {"type": "replaced"})
                other.socket.close()
        self.links.bind(seat, phone.device)
        phone.seat = seat
        self.joined.emit(seat)

    # -- receiving ----------------------------------------------------------------------
    def _accept(self) -> None:
        while self.ws.hasPendingConnections():
            socket = self.ws.nextPendingConnection()
            socket.setParent(self)
            address = socket.peerAddress().toString()
            if len(self._phones) >= MAX_PHONES or not self.gate.admit(socket, address):
                self._count()
                socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated)
                socket.deleteLater()
                continue
            socket.setMaxAllowedIncomingMessageSize(MAX_BYTES)
            socket.setMaxAllowedIncomingFrameSize(MAX_BYTES)
            phone = _Phone(socket)
            self._phones.append(phone)
            socket.textMessageReceived.connect(lambda text, p=phone: self._message(p, text))
            socket.binaryMessageReceived.connect(lambda _data, p=phone: self._refuse(p, "binary"))
            socket.disconnected.connect(lambda p=phone: self._gone(p))
            QTimer.singleShot(self.hello_ms, socket, lambda p=phone: self._no_hello(p))

    def _no_hello(self, phone: _Phone) -> None:
        """A connection that holds no seat by now (and awaits no host's answer) goes."""
        if phone in self._phones and phone.seat is None and phone not in self._waiting.values():
            self._count()
            self.gate.release(phone.socket)
            phone.socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated)

    def _gone(self, phone: _Phone) -> None:
        try:
            code = phone.socket.closeCode()
        except RuntimeError:  # the server is being torn down with its sockets
            return
        if code == QWebSocketProtocol.CloseCode.CloseCodeTooMuchData:
            self._count()
        if phone in self._phones:
            self._phones.remove(phone)
        self.gate.release(phone.socket)
        for seat, waiting in list(self._waiting.items()):
            if waiting is phone:
                del self._waiting[seat]
        phone.socket.deleteLater()
        if phone.seat is not None:
            self.left.emit(phone.seat)

    def _count(self) -> None:
        self.refused += 1
        self.refusedChanged.emit(self.refused)

    def _refuse(self, phone: _Phone, reason: str) -> None:
        self._count()
        phone.refusals += 1
        if phone.refusals >= CUT_OFF:
            phone.socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated)
            return
        self._say(phone, {"type": "refused", "reason": reason})

    def _message(self, phone: _Phone, text: str) -> None:
        now = time.monotonic()
        while phone.times and now - phone.times[0] > WINDOW:
            phone.times.popleft()
        if len(phone.times) >= self.rate:
            self._refuse(phone, "flood")
            return
        phone.times.append(now)
        try:
            message = parse(text)
        except Refused:
            self._refuse(phone, "malformed")
            return
        if isinstance(message, Hello):
            self._hello(phone, message)
        elif phone.seat is None or self.links.token(phone.seat) is None:
            self._refuse(phone, "token")
        elif isinstance(message, Act):
            self.chosen.emit(phone.seat, message.version, message.choice)
        elif isinstance(message, Undo):
            self.undoAsked.emit(phone.seat, message.version)

    def _hello(self, phone: _Phone, hello: Hello) -> None:
        seat = self.links.seat_for(hello.token)
        if seat is None or (phone.seat is not None and phone.seat != seat):
            self._refuse(phone, "token")
            return
        phone.device = hello.device
        self.gate.release(phone.socket)  # a valid token: no longer a stranger
        if self.links.admits(seat, hello.device):
            for other in list(self._phones):  # the same device again: the old socket goes
                if other.seat == seat and other is not phone:
                    other.seat = None
                    other.socket.close()
            phone.seat = seat
            self.joined.emit(seat)
            return
        earlier = self._waiting.get(seat)
        if earlier is not None and earlier is not phone:  # one question per seat at once
            self._say(earlier, {"type": "refused", "reason": "device"})
            earlier.socket.close()
        phone.ticket = next(self._tickets)
        self._waiting[seat] = phone
        self._say(phone, {"type": "confirm"})
        self.secondDevice.emit(seat, phone.ticket, phone.user_agent)
