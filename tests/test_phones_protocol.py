"""Phones over the real websocket on 127.0.0.1 (issue 28): whole games played by
phones, and everything a phone may do wrong refused while the game goes on."""

from __future__ import annotations

import json
import random

import pytest
from games import GAMES
from phones_helpers import Phone, expected_view, phone_page
from PySide6.QtCore import Qt

from peloton_desktop.phones.messages import MAX_BYTES


def _check(page, phones: dict[int, Phone]) -> None:
    """Every phone holds the current view, exactly what its seat may know."""
    for seat, phone in phones.items():
        got = phone.view()
        assert got["version"] == page.phones.version
        want = expected_view(page, seat)
        assert got["sections"] == want["sections"], seat
        assert [c["label"] for c in got["choices"]] == want["choices"], seat
        assert got["log"] == want["log"], seat


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_played_by_phones(qtbot, english, game_id: str) -> None:
    page = phone_page(qtbot, game_id, [])
    page.phones.server.rate = 10_000  # a test taps much faster than a player
    seats = range(len(page.session.seats))
    phones = {s: Phone(qtbot, page.phones.add(s), f"device-{s:04d}").open() for s in seats}
    for phone in phones.values():
        phone.wait(1)
    # every seat is on a phone: the laptop shows the public table, no hand-over
    assert page.stack.currentWidget() is page.view and page.viewer is None
    hidden = page.session.game.hidden_information
    assert page.session.public_view is hidden
    rng = random.Random(5)
    steps = 0
    while not page.session.is_over():
        if page.session.held:  # a stage's end: the host goes on from the laptop
            version = page.phones.version
            qtbot.mouseClick(page.stage_break.go_on, Qt.MouseButton.LeftButton)
            for p in phones.values():
                qtbot.waitUntil(lambda p=p, v=version: p.view()["version"] > v, timeout=5000)
        _check(page, phones)
        movers = [s for s, p in phones.items() if p.view()["choices"]]
        assert movers, "somebody must be able to move"
        seat = rng.choice(movers)
        view = phones[seat].view()
        before = len(page.session.record.actions)
        phones[seat].send(
            {"type": "act", "version": view["version"], "choice": rng.choice(view["choices"])["id"]}
        )
        for p in phones.values():
            qtbot.waitUntil(lambda p=p, v=view: p.view()["version"] > v["version"], timeout=5000)
        assert len(page.session.record.actions) == before + 1  # played like a click
        assert page.stack.currentWidget() is page.view and page.viewer is None
        steps += 1
        assert steps < 3000
    for phone in phones.values():
        assert phone.view()["over"] and phone.view()["choices"] == []
    _check(page, phones)
    # the links die with the game
    assert not page.phones.server.listening()


def test_wrong_links_replays_floods_and_malformed_frames_are_refused(qtbot, english) -> None:
    page = phone_page(qtbot, "cyclistes", [0, 1])
    server = page.phones.server
    one = Phone(qtbot, page.phones.url(0), "device-one").open()
    one.wait(1)
    two = Phone(qtbot, page.phones.url(1), "device-two").open()
    two.wait(1)
    # a wrong token, and another seat's token on a phone that holds a seat
    stranger = Phone(qtbot, page.phones.url(0)).open(token="x" * 22)
    assert stranger.next()["reason"] == "token"
    one.send({"type": "hello", "token": two.token, "device": "device-one"})
    assert one.next()["reason"] == "token"
    # an action before any hello
    silent = Phone(qtbot, page.phones.url(0)).open(hello=False)
    silent.send({"type": "act", "version": page.phones.version, "choice": 0})
    assert silent.next()["reason"] == "token"
    # malformed: not JSON, a number as text, an extra field, a binary frame
    for text in ("{not json", '{"type":"act","version":"1","choice":0}', '{"type":"hello"}'):
        one.send(text)
        assert one.next()["reason"] == "malformed"
    one.send({"type": "act", "version": 1, "choice": 0, "extra": 1})
    assert one.next()["reason"] == "malformed"
    one.socket.sendBinaryMessage(b"\x00\x01")
    assert one.next()["reason"] == "binary"
    # a replayed action: the second copy names a view that is gone
    mover = next(p for p in (one, two) if p.view()["choices"])
    act = {"type": "act", "version": mover.view()["version"], "choice": 0}
    played = len(page.session.record.actions)
    mover.send(act)
    qtbot.waitUntil(lambda: len(page.session.record.actions) == played + 1)
    mover.send(act)
    qtbot.waitUntil(lambda: "stale" in mover.refusals())
    assert len(page.session.record.actions) == played + 1
    # a choice out of range
    mover = next(p for p in (one, two) if p.view()["choices"])
    mover.send({"type": "act", "version": mover.view()["version"], "choice": 9999})
    qtbot.waitUntil(lambda: "illegal" in mover.refusals())
    # an oversized frame: the socket is closed, counted, the app goes on
    refused = server.refused
    big = Phone(qtbot, page.phones.url(1), "device-two").open()
    with qtbot.waitSignal(big.socket.disconnected, timeout=5000):
        big.send(json.dumps({"type": "hello", "token": "y" * (MAX_BYTES * 2), "device": "d" * 9}))
    qtbot.waitUntil(lambda: server.refused > refused)
    # a flood: past the rate, messages are refused
    flood = Phone(qtbot, page.phones.url(1), "device-two").open()
    flood.wait(1)
    for _ in range(60):
        flood.send({"type": "act", "version": 0, "choice": 0})
    qtbot.waitUntil(lambda: "flood" in flood.refusals(), timeout=10000)
    assert server.refused >= 10
    # the game goes on: a phone plays again through a fresh connection
    again = {0: Phone(qtbot, page.phones.url(0), "device-one").open()}
    again[1] = Phone(qtbot, page.phones.url(1), "device-two").open()
    for p in again.values():
        p.wait(1)
    mover = next(p for p in again.values() if p.view()["choices"])
    played = len(page.session.record.actions)
    mover.send({"type": "act", "version": mover.view()["version"], "choice": 0})
    qtbot.waitUntil(lambda: len(page.session.record.actions) == played + 1)
    assert page.phones.server.listening()


def test_a_phone_that_sleeps_reconnects_to_its_seat_and_catches_up(qtbot, english) -> None:
    page = phone_page(qtbot, "roue_de_vitesse", [0, 1])
    a = Phone(qtbot, page.phones.url(0), "device-aaaa").open()
    b = Phone(qtbot, page.phones.url(1), "device-bbbb").open()
    a.wait(1)
    b.wait(1)
    mover, other = (a, b) if a.view()["choices"] else (b, a)
    with qtbot.waitSignal(other.socket.disconnected):
        other.close()  # the phone sleeps
    mover.send({"type": "act", "version": mover.view()["version"], "choice": 0})
    qtbot.waitUntil(lambda: mover.view()["version"] == page.phones.version)
    woke = Phone(qtbot, other.url, other.device).open()
    assert woke.wait(1)["version"] == page.phones.version  # caught up at once


def test_a_second_device_needs_the_hosts_yes_on_the_laptop(qtbot, english) -> None:
    from PySide6.QtWidgets import QMessageBox

    page = phone_page(qtbot, "tape_l_etape", [0])
    first = Phone(qtbot, page.phones.url(0), "device-first").open()
    first.wait(1)
    second = Phone(qtbot, page.phones.url(0), "device-second").open()
    assert second.next()["type"] == "confirm"
    box = page.findChild(QMessageBox, "secondDevice0")
    assert box is not None and "P1" in box.text()
    with qtbot.waitSignal(first.socket.disconnected):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert second.next()["type"] == "view"
    assert any(m["type"] == "replaced" for m in first.messages)
    # the question names the device; a later asker replaces it, and a yes to the old
    # question admits nobody: only the device the host was asked about
    fourth = Phone(qtbot, page.phones.url(0), "device-fourth").open()
    assert fourth.next()["type"] == "confirm"
    asked = [b for b in page.findChildren(QMessageBox, "secondDevice0") if b.isVisible()][-1]
    assert "an unknown browser, at " in asked.text()
    fifth = Phone(qtbot, page.phones.url(0), "device-fifth").open()
    assert fifth.next()["type"] == "confirm"
    qtbot.waitUntil(lambda: "device" in fourth.refusals())
    assert not asked.isVisible()  # its device is gone: the question went
    page.phones.server.answer_second(0, 1, True)  # a stale yes (the first question's)
    assert not [m for m in fifth.messages if m["type"] == "view"]
    box = [b for b in page.findChildren(QMessageBox, "secondDevice0") if b.isVisible()][-1]
    box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: "device" in fifth.refusals())
    # a refused third device gets nothing of the seat
    third = Phone(qtbot, page.phones.url(0), "device-third").open()
    assert third.next()["type"] == "confirm"
    box = [b for b in page.findChildren(QMessageBox, "secondDevice0") if b.isVisible()][-1]
    box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: "device" in third.refusals())
    assert not [m for m in third.messages if m["type"] == "view"]


def test_the_host_takes_a_seat_back_to_the_laptop(qtbot, english) -> None:
    page = phone_page(qtbot, "tape_l_etape", [0, 1, 2])
    phone = Phone(qtbot, page.phones.url(0), "device-back").open()
    phone.wait(1)
    assert page.viewer is None and page.stack.currentWidget() is page.view
    token = phone.token
    with qtbot.waitSignal(phone.socket.disconnected):
        page.phones.take_back(0)
    assert any(m["type"] == "revoked" for m in phone.messages)
    # the old link is dead; the seat is played behind the hand-over again
    again = Phone(qtbot, phone.url, "device-back").open(token=token)
    assert again.next()["reason"] == "token"
    # the game waits for the phones: the laptop shows the public table meanwhile
    s = page.session
    assert page.viewer is None and page.stack.currentWidget() is page.view
    while 0 not in s.to_move():
        mover = s.to_move()[0]
        s.play(mover, s.legal_actions(mover)[0])
    assert page.stack.currentWidget() is page.handover
    assert page.handover.seat == 0


def test_the_phone_follows_the_apps_language(qtbot, english) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    page = phone_page(qtbot, "tape_l_etape", [0])
    phone = Phone(qtbot, page.phones.url(0), "device-lang").open()
    assert phone.wait(1)["texts"]["choices"] == "Your choices"
    manager.apply("fr")
    view = phone.next()
    assert view["lang"] == "fr" and view["texts"]["choices"] == "Vos choix"
    assert view["sections"][0]["title"] == "Votre main"
    assert view["status"] in ("À vous de jouer.", "Vous pouvez jouer hors de votre tour.")


def test_a_phone_takes_back_its_own_move_when_the_rules_allow(qtbot, english) -> None:
    page = phone_page(qtbot, "cyclistes", [0, 1])
    phones = [Phone(qtbot, page.phones.url(s), f"device-undo{s}").open() for s in (0, 1)]
    for p in phones:
        p.wait(1)
    mover = next(p for p in phones if p.view()["choices"])
    assert not mover.view()["undo"]
    played = len(page.session.record.actions)
    mover.send({"type": "act", "version": mover.view()["version"], "choice": 0})  # a placement
    qtbot.waitUntil(lambda: len(page.session.record.actions) == played + 1)
    other = next(p for p in phones if p is not mover)
    for p in phones:
        qtbot.waitUntil(lambda p=p: p.view()["version"] == page.phones.version)
    assert mover.view()["undo"] and not other.view()["undo"]
    other.send({"type": "undo", "version": other.view()["version"]})
    qtbot.waitUntil(lambda: "no_undo" in other.refusals())  # not the other's move
    mover.send({"type": "undo", "version": mover.view()["version"]})
    qtbot.waitUntil(lambda: len(page.session.record.actions) == played)


def test_random_garbage_is_refused_and_counted(qtbot, english) -> None:
    page = phone_page(qtbot, "border_states", [0])
    server = page.phones.server
    server.rate = 10_000
    phone = Phone(qtbot, page.phones.url(0), "device-fuzz").open()
    phone.wait(1)
    rng = random.Random(9)
    pieces = [
        '{"type":',
        '"act"',
        '"hello"',
        '"undo"',
        ',"version":',
        "1e9",
        "-1",
        "null",
        "[",
        "]",
        "{",
        "}",
        '"token":',
        '"x"',
        "true",
        '"choice":',
        "0",
        "\\u0000",
        "é",
        ":",
        ",",
    ]
    before = server.refused
    for _ in range(300):
        phone.send("".join(rng.choice(pieces) for _ in range(rng.randint(0, 12))))
    phone.send("[" * 5000)
    qtbot.waitUntil(lambda: server.refused - before >= 300, timeout=10000)
    assert len(page.session.record.actions) == 0  # nothing played, nothing broken
    again = Phone(qtbot, page.phones.url(0), "device-fuzz").open()
    assert again.wait(1)["type"] == "view"


def test_a_connection_that_never_says_hello_is_closed(qtbot, english) -> None:
    page = phone_page(qtbot, "cyclistes", [0])
    server = page.phones.server
    server.hello_ms = 200
    before = server.refused
    idle = Phone(qtbot, page.phones.url(0))
    with qtbot.waitSignal(idle.socket.disconnected, timeout=5000):
        idle.open(hello=False)
    assert server.refused == before + 1
    player = Phone(qtbot, page.phones.url(0), "device-kept").open()
    player.wait(1)
    later = Phone(qtbot, page.phones.url(0))
    with qtbot.waitSignal(later.socket.disconnected, timeout=5000):
        later.open(hello=False)  # its deadline comes after the player's
    assert player.socket.isValid()  # a phone that holds its seat stays
