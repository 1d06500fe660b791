"""Phones hold against the network (issue 40): a host on the same network opening
many sockets without a token (websocket upgrades that never say hello, HTTP requests
never finished) cannot keep a seat's phone out; only the page the laptop served may
open a socket (Origin); closing the game tells the phones. Loopback only, bounded:
the strangers come from 127.0.0.2, the phone from 127.0.0.1."""

from __future__ import annotations

from phones_helpers import Phone, phone_page
from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket

from peloton_desktop.phones.guard import PER_ADDRESS

STRANGERS = 120  # of each kind
KEY = "dGhlIHNhbXBsZSBub25jZQ=="


def _stranger(port: int, data: bytes) -> QTcpSocket:
    sock = QTcpSocket()
    assert sock.bind(QHostAddress("127.0.0.2"))  # another host on the network
    sock.connected.connect(lambda: sock.write(data))
    sock.connectToHost(QHostAddress("127.0.0.1"), port)
    return sock


def test_a_flood_of_strangers_does_not_keep_the_phone_out(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [1], seed=4)
    server = page.phones.server
    assert server is not None
    upgrade = (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.ws.serverPort()}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {KEY}\r\nSec-WebSocket-Version: 13\r\n"
        f"Origin: {server.origin()}\r\n\r\n"  # an attacker may send the right origin
    ).encode()
    half = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"  # never finished
    strangers = [_stranger(server.ws.serverPort(), upgrade) for _ in range(STRANGERS)]
    strangers += [_stranger(server.page.port(), half) for _ in range(STRANGERS)]
    # every stranger was let wait or refused: at most a few wait from that host
    qtbot.waitUntil(
        lambda: server.refused + server.page.refused >= 2 * (STRANGERS - PER_ADDRESS),
        timeout=20000,
    )
    assert server.gate.pending() <= PER_ADDRESS and server.page.gate.pending() <= PER_ADDRESS

    # the real phone: the page loads and the seat joins, within 2 s
    got: list[bytes] = []
    browser = QTcpSocket()
    browser.readyRead.connect(lambda: got.append(bytes(browser.readAll().data())))
    browser.connected.connect(lambda: browser.write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
    browser.connectToHost(QHostAddress("127.0.0.1"), server.page.port())
    phone = Phone(qtbot, page.phones.url(1), "device-real")
    phone.socket.connected.connect(
        lambda: phone.send({"type": "hello", "token": phone.token, "device": phone.device})
    )
    phone.socket.open(QUrl(f"ws://127.0.0.1:{phone.ws_port}/"))
    qtbot.waitUntil(lambda: bool(phone.views()), timeout=2000)
    qtbot.waitUntil(lambda: b"200 OK" in b"".join(got), timeout=2000)
    assert phone.view()["name"] == "P2"

    # the strangers that waited are cut off at their deadline; the phone stays
    qtbot.waitUntil(
        lambda: server.gate.pending() == 0 and server.page.gate.pending() == 0, timeout=10000
    )
    assert server.connected(1)
    for sock in strangers:
        sock.abort()


def test_only_the_laptops_page_may_open_a_socket(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [1], seed=4)
    server = page.phones.server
    assert server is not None
    refused = server.refused
    other = Phone(qtbot, page.phones.url(1), "device-site", origin="http://evil.example")
    with qtbot.waitSignal(other.socket.disconnected, timeout=5000):
        other.socket.open(QUrl(f"ws://127.0.0.1:{other.ws_port}/"))
    assert other.socket.state() == QAbstractSocket.SocketState.UnconnectedState
    assert server.refused > refused and not server.connected(1)
    Phone(qtbot, page.phones.url(1), "device-real").open().wait(1)
    assert server.connected(1)


def test_closing_the_game_tells_the_phones(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [1], seed=4)
    phone = Phone(qtbot, page.phones.url(1), "device-closed").open()
    phone.wait(1)
    with qtbot.waitSignal(phone.socket.disconnected, timeout=5000):
        page.phones.end()
    closed = [m for m in phone.messages if m["type"] == "closed"]
    assert closed and closed[0]["texts"]["closed"] == "This game was closed on the laptop."


def test_a_device_is_named_by_its_browser() -> None:
    from peloton_desktop.phones.devices import browser_name

    android = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36"
    iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1"
    assert browser_name(android) == "Chrome on Android"
    assert browser_name(iphone) == "Safari on iPhone"
    assert browser_name("") == "an unknown browser"
