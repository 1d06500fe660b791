"""Phones on the laptop (issue 28): the page's files and nothing else, the new-game
tick, Game › Phones… with a QR code per seat, the address in words, the phone's state
and "take back to the laptop"."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from dialogs import answer_dialog
from phones_helpers import Phone, phone_page
from PySide6.QtCore import QPoint, Qt
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from peloton_desktop.resources import resource_path
from peloton_desktop.settings import Settings
from peloton_desktop.ui.phones import phones_dialog
from peloton_desktop.ui.phones.phones_dialog import PhonesDialog
from peloton_desktop.ui.shell.main_window import MainWindow


def _get(qtbot, port: int, request: bytes) -> bytes:
    """One raw HTTP exchange (a request line as a hostile client would write it)."""
    sock = QTcpSocket()
    got = bytearray()
    sock.readyRead.connect(lambda: got.extend(bytes(sock.readAll().data())))
    done: list[bool] = []
    sock.disconnected.connect(lambda: done.append(True))
    sock.connectToHost("127.0.0.1", port)
    assert sock.waitForConnected(5000)
    sock.write(request)
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    return bytes(got)


def test_only_the_pages_files_are_served_with_their_types(qtbot, english) -> None:
    page = phone_page(qtbot, "cyclistes", [0])
    port = page.phones.server.page.port()
    folder = resource_path("phone")
    for path, name, kind in (
        ("/", "index.html", b"text/html"),
        ("/phone.js?ws=1", "phone.js", b"text/javascript"),
        ("/phone.css", "phone.css", b"text/css"),
    ):
        answer = _get(qtbot, port, f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        head, body = answer.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 200") and b"Content-Type: " + kind in head
        assert b"X-Content-Type-Options: nosniff" in head
        assert body == (folder / name).read_bytes()
    for path in (
        "/../pyproject.toml",
        "/%2e%2e/pyproject.toml",
        "/resources/phone/phone.js",
        "//etc/passwd",
    ):
        answer = _get(qtbot, port, f"GET {path} HTTP/1.1\r\n\r\n".encode())
        assert answer.startswith(b"HTTP/1.1 404")
    assert _get(qtbot, port, b"POST / HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 405")
    assert _get(qtbot, port, b"GET /" + b"a" * 9000 + b"\r\n").startswith(b"HTTP/1.1 431")
    assert page.phones.server.page.refused == 6
    # a client that never finishes its request is cut off
    page.phones.server.page.head_ms = 200
    slow = QTcpSocket()
    gone: list[bool] = []
    slow.disconnected.connect(lambda: gone.append(True))
    slow.connectToHost("127.0.0.1", port)
    assert slow.waitForConnected(5000)
    slow.write(b"GET / HTTP/1.1\r\n")
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    assert page.phones.server.page.refused == 7


def test_the_dialog_shows_one_code_on_request_and_takes_a_seat_back(qtbot, english) -> None:
    """Codes in private (issue 40): a seat's code only on its player's request, one at
    a time, gone once its phone is in, shown again only when asked."""
    page = phone_page(qtbot, "tape_l_etape", [], players=3)
    page.session.seats[2].kind = "bot"  # a bot's seat is no phone's
    dialog = PhonesDialog(page.phones, page)
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "phoneAddress")
    combo.setCurrentIndex(combo.findData("127.0.0.1"))
    dialog.show()
    assert set(dialog.boxes) == {0, 1}
    box, code = dialog.boxes[0], dialog.code
    assert not code.isVisible() and not box.show_code.isVisible()
    for seat in (0, 1):
        tick = dialog.boxes[seat].tick
        qtbot.mouseClick(tick, Qt.MouseButton.LeftButton, pos=QPoint(8, tick.height() // 2))
    assert box.tick.isChecked() and not code.isVisible()  # ticked: no code on screen yet
    assert box.show_code.text() == "Show P1's code"
    qtbot.mouseClick(box.show_code, Qt.MouseButton.LeftButton)
    assert code.isVisible() and code.seat == 0 and not code.qr.pixmap().isNull()
    assert code.title() == "P1's code" and box.show_code.text() == "Hide P1's code"
    url = code.url.text()
    assert url.startswith("http://127.0.0.1:") and url == page.phones.url(0)
    qtbot.mouseClick(dialog.boxes[1].show_code, Qt.MouseButton.LeftButton)
    assert code.seat == 1 and code.url.text() == page.phones.url(1)  # one at a time
    qtbot.mouseClick(code.hide_code, Qt.MouseButton.LeftButton)
    assert not code.isVisible() and code.url.text() == ""
    qtbot.mouseClick(box.show_code, Qt.MouseButton.LeftButton)
    assert box.state.text() == "Waiting for the phone…"
    assert "not encrypted" in dialog.warning.text()
    assert not combo.isEnabled()  # listening: the address stays until every seat is back
    phone = Phone(qtbot, url, "device-dialog").open()
    phone.wait(1)
    qtbot.waitUntil(lambda: box.state.text() == "Phone connected.")
    assert not code.isVisible()  # the phone is in: its code goes
    qtbot.mouseClick(box.show_code, Qt.MouseButton.LeftButton)
    assert code.isVisible() and code.seat == 0  # again, only when asked
    if os.environ.get("PHONES_DIALOG_SHOT"):
        dialog.grab().save(os.environ["PHONES_DIALOG_SHOT"])
    with qtbot.waitSignal(phone.socket.disconnected):
        qtbot.mouseClick(box.back, Qt.MouseButton.LeftButton)
    assert not box.tick.isChecked() and not code.isVisible()
    assert any(m["type"] == "revoked" for m in phone.messages)
    qtbot.mouseClick(dialog.boxes[1].back, Qt.MouseButton.LeftButton)
    assert not page.phones.server.listening()  # no phone left: nothing listens
    assert combo.isEnabled()


def test_new_game_ticks_phones_and_the_game_menu_opens_their_codes(
    qtbot, english, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(phones_dialog, "addresses", lambda: [("127.0.0.1", "")])
    window = MainWindow(Settings(language="en", animation_speed=0))
    qtbot.addWidget(window)
    window.show()

    def accept(dialog) -> None:  # type: ignore[no-untyped-def]
        phone1 = dialog.findChild(QCheckBox, "seatPhone1")
        kind1 = dialog.findChild(QComboBox, "seatKind1")
        kind1.setCurrentIndex(kind1.findData("heuristic"))
        assert not phone1.isEnabled()  # a bot plays on no phone
        kind1.setCurrentIndex(kind1.findData("human"))
        assert phone1.isEnabled()
        qtbot.mouseClick(phone1, Qt.MouseButton.LeftButton)
        assert dialog.phone_seats() == [1]
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(accept)
    window.new_game("cyclistes")
    page = window.page
    assert page is not None and page.phones.seats == {1}
    shown = window.phones_menu.dialog
    assert shown is not None and shown.isVisible() and shown.boxes[1].tick.isChecked()
    window.game_menu.aboutToShow.emit()
    assert window.phones_menu.action.isEnabled()
    server = page.phones.server
    window.leave_game()
    assert not server.listening()  # leaving the game revokes every link
    assert not shown.isVisible()  # and its codes go


def test_a_resumed_game_shows_new_codes(qtbot, english, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phones_dialog, "addresses", lambda: [("127.0.0.1", "")])
    window = MainWindow(Settings(language="en", animation_speed=0))
    qtbot.addWidget(window)
    window.show()

    def accept(dialog) -> None:  # type: ignore[no-untyped-def]
        qtbot.mouseClick(dialog.findChild(QCheckBox, "seatPhone0"), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    answer_dialog(accept)
    window.new_game("tape_l_etape")
    page = window.page
    assert page is not None
    old = page.phones.url(0)
    saved = page.session.autosave_path
    window.leave_game()
    assert '"phone": true' in saved.read_text(encoding="utf-8")
    assert window.open_game(str(saved))
    page = window.page
    assert page is not None and page.phones.seats == {0}
    dialog = window.phones_menu.dialog
    box = dialog.boxes[0]
    assert box.tick.isChecked() and not dialog.code.isVisible()
    qtbot.mouseClick(box.show_code, Qt.MouseButton.LeftButton)
    assert dialog.code.url.text() == page.phones.url(0)
    assert dialog.code.url.text().split("#")[1] != old.split("#")[1]  # a new token
    stale = Phone(qtbot, page.phones.url(0)).open(token=old.split("#")[1])
    assert stale.next()["reason"] == "token"
    window.leave_game()
