"""The game page's phones: which seats play on a phone, what each phone is sent, and
what it chose, played like a click on the laptop (`session.play`, so the animation,
the log, undo and the autosave follow as for any move).

Each phone gets its seat's `observe(seat)` in words (the game's `GamePhone`), its
legal actions numbered in a view that carries a version, and the log lines that seat
may read. A choice names a version and a number: a stale version, a number out of
range or an action the engine refuses changes nothing and is answered "refused".
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, QTime, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.phones.devices import browser_name
from peloton_desktop.phones.server import PhoneServer
from peloton_desktop.phones.sheet import GENERIC, Choice, GamePhone, generic_label
from peloton_desktop.ui.shell.i18n import manager

if TYPE_CHECKING:
    from peloton_desktop.core.registry import GameEntry
    from peloton_desktop.ui.table.game_view import GameView
    from peloton_desktop.ui.table.laptop import Laptop
    from peloton_desktop.ui.table.session import GameSession
    from peloton_desktop.ui.table.stage_break import StageBreak


class Page(Protocol):
    """What the table needs of the game page (which creates it)."""

    session: GameSession
    entry: GameEntry
    view: GameView[Any]
    laptop: Laptop
    stage_break: StageBreak

    def _state_changed(self) -> None: ...

    def _update_status(self) -> None: ...

    def installEventFilter(self, watcher: QObject) -> None: ...


log = logging.getLogger(__name__)
LOG_LINES = 60


def _to_finish(events: list[Any]) -> list[Any]:
    """The events of a stage's last action up to its finish (not the next stage's deal)."""
    ends = [i for i, e in enumerate(events) if e.kind == "stage_finished"]
    return events[: ends[0] + 1] if ends else events


def seat_kind(human: bool, phone: bool) -> str:
    """How the page's list of players calls a seat: a bot, a human, on a phone."""
    if not human:
        return translate("GamePage", "bot")
    return translate("GamePage", "human, on a phone") if phone else translate("GamePage", "human")


def phone_texts() -> dict[str, str]:
    """The page's own words, translated on the laptop (the page has none of its own)."""
    return {
        "choices": translate("Phone", "Your choices"),
        "log": translate("Phone", "What happened"),
        "undo": translate("Phone", "Undo my last move"),
        "offline": translate("Phone", "Connection lost: reconnecting…"),
        "revoked": translate(
            "Phone", "This seat went back to the laptop: its hand is no longer shown here."
        ),
        "closed": translate("Phone", "This game was closed on the laptop."),
        "replaced": translate("Phone", "Another phone took this seat."),
        "confirm": translate("Phone", "Waiting for the host to let this phone in on the laptop."),
        "stale": translate("Phone", "The table moved on: choose again."),
        "token": translate(
            "Phone", "This link is not valid (any more). Ask the host for a new one."
        ),
        "flood": translate("Phone", "Too many messages: slow down."),
        "malformed": translate("Phone", "Message refused."),
        "binary": translate("Phone", "Message refused."),
        "device": translate("Phone", "The host did not let this phone in."),
        "illegal": translate("Phone", "That choice is not possible now."),
        "no_undo": translate("Phone", "Nothing of yours to take back."),
        "sent": translate("Phone", "Sent…"),
        "sure": translate("Phone", "tap again to confirm: it cannot be taken back"),
    }


class PhoneTable(QObject):
    seatsChanged = Signal()
    secondDevice = Signal(int)  # the seat another device asks for
    stopped = Signal()  # the game is over or left: every link revoked

    def __init__(self, page: Page) -> None:
        super().__init__(page if isinstance(page, QObject) else None)  # the page is a QWidget
        self.page = page
        self.session = page.session
        phone = page.entry.phone() if page.entry.phone is not None else None
        self.words: GamePhone = phone if isinstance(phone, GamePhone) else GENERIC
        self.server: PhoneServer | None = None
        self.seats: set[int] = set()
        self.version = 0
        self._offered: dict[int, list[Action]] = {}
        self._questions: dict[int, QMessageBox] = {}  # the host's open question per seat
        self._away: dict[int, float] = {}  # seat -> when its phone went offline (monotonic)
        page.laptop.offline = self.offline  # the status bar says so on the phone's turn
        self._clock = QTimer(self)  # the status bar's "offline for m:ss" ticks
        self._clock.setInterval(1000)
        self._clock.timeout.connect(page._update_status)
        self.session.stateChanged.connect(self.publish)
        page.stage_break.goOn.connect(self.publish)  # the race goes on after a stage
        page.installEventFilter(self)

    # -- which seats ----------------------------------------------------------------------
    def start(self, address: str, port: int = 0) -> bool:
        if self.server is None:
            self.server = PhoneServer(self)
            self.server.joined.connect(self._send)
            self.server.chosen.connect(self._chosen)
            self.server.undoAsked.connect(self._undo)
            self.server.secondDevice.connect(lambda seat, _t, _ua: self.secondDevice.emit(seat))
            self.server.secondDevice.connect(self._ask_second)
            self.server.joined.connect(self._back)
            self.server.left.connect(self._gone)
        self.server.texts = phone_texts()
        return self.server.start(address, port)

    def offline(self, seat: int) -> float | None:
        """Seconds since the seat's phone went offline, or None (online, never joined)."""
        since = self._away.get(seat)
        return None if since is None or seat not in self.seats else time.monotonic() - since

    def _back(self, seat: int) -> None:
        self._away.pop(seat, None)
        if not self._away:
            self._clock.stop()
        self.page._update_status()

    def _gone(self, seat: int) -> None:
        if seat in self.seats and not (self.server is not None and self.server.connected(seat)):
            self._away[seat] = time.monotonic()
            self._clock.start()
            self.page._update_status()
        self.seatsChanged.emit()

    def add(self, seat: int) -> str:
        """The seat plays on a phone from now: its link (a fresh token)."""
        assert self.server is not None and self.server.listening()
        self.seats.add(seat)
        self.session.seats[seat].phone = True  # saved with the game: a resume asks again
        self.server.links.issue(seat)
        self._laptop_changed()
        return self.server.url(seat)

    def url(self, seat: int) -> str:
        assert self.server is not None
        return self.server.url(seat)

    def take_back(self, seat: int) -> None:
        """The seat plays on the laptop again: its link is revoked."""
        self.seats.discard(seat)
        self._away.pop(seat, None)
        self.session.seats[seat].phone = False
        self._offered.pop(seat, None)
        if self.server is not None:
            self.server.revoke(seat)
        if not self.seats:
            self.stop()
        self._laptop_changed()

    def stop(self, closed: bool = False) -> None:
        """No phone any more (the game ends or is left): stop listening, revoke all;
        `closed`: the phones are told the game was closed (they stop reconnecting)."""
        self.seats.clear()
        self._offered.clear()
        self._away.clear()
        self._clock.stop()
        if self.server is not None:
            self.server.stop(closed)

    def end(self) -> None:
        """The game is over or left: every link dies and the codes go. A game left
        before its end tells its phones it was closed (a finished one shows its result)."""
        self.stop(closed=not self.session.is_over())
        self.stopped.emit()

    def _laptop_changed(self) -> None:
        self.page.laptop.phones = frozenset(self.seats)
        self.session.autosave()  # which seats use phones is saved with the game
        self.seatsChanged.emit()
        self.page._state_changed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and self.server is not None:
            self.server.texts = phone_texts()
            self.publish()
        return False

    # -- what a phone is sent -----------------------------------------------------------
    def publish(self) -> None:
        """A new view for every phone (after each move, an undo, a language switch)."""
        if not self.seats or self.server is None:
            return
        self.version += 1
        for seat in sorted(self.seats):
            self._send(seat)
        if self.session.is_over():
            self.end()  # the links die with the game; the last view stays on the phones

    def _send(self, seat: int) -> None:
        if self.server is None or seat not in self.seats:
            return
        self.server.send(seat, self.view_for(seat))
        self.seatsChanged.emit()

    def view_for(self, seat: int) -> dict[str, Any]:
        s = self.session
        obs = s.observe(seat)
        held = s.held or s.reviewing
        legal = [] if held or s.is_over() else s.legal_actions(seat)
        self._offered[seat] = legal
        choices: list[Choice] = [self._label(obs, seat, a) for a in legal]
        return {
            "type": "view",
            "version": self.version,
            "lang": manager.language,
            "game": self.page.entry.title,
            "name": s.seat_name(seat),
            "colour": s.seat_colour(seat),
            "status": self._status(seat, bool(legal)),
            "sections": self._sections(obs, seat),
            "choices": [
                {"id": i, "label": c.label, "group": c.group, "confirm": self._final(seat, a)}
                for i, (c, a) in enumerate(zip(choices, legal, strict=True))
            ],
            "undo": s.undo_target(seat, 0) is not None and not held,
            "log": self._log(seat),
            "over": s.is_over(),
            "texts": phone_texts(),
        }

    def _final(self, seat: int, action: Action) -> bool:
        """A choice that cannot be taken back (a die, a card drawn, a reveal, a joker's
        draw): the phone asks for a second tap."""
        game, state = self.session.game, self.session.state
        try:
            before = game.rng_fingerprint(state)
            after, events = game.apply(state, seat, action)
            return bool(game.is_final(before, after, events))
        except Exception:  # never a crash over a question: ask to confirm
            return True

    def _sections(self, obs: Any, seat: int) -> list[dict[str, Any]]:
        try:
            return [sec.to_json() for sec in self.words.sections(self.page.view, obs, seat)]
        except Exception:  # a phone without its sections still plays
            log.exception("no sections for seat %s", seat)
            return []

    def _label(self, obs: Any, seat: int, action: Action) -> Choice:
        """The game's words for an action; its bare values if they fail (never a crash)."""
        try:
            return self.words.label(self.page.view, obs, seat, action)
        except Exception:
            log.exception("no words for %r", action)
            return generic_label(self.page.view, obs, seat, action)

    def _status(self, seat: int, asked: bool) -> str:
        s = self.session
        result = s.result()
        if result is not None:
            return self.page.view.describe_result(result)
        if s.held:
            return translate("Phone", "The stage is over: the table goes on from the laptop.")
        if asked:
            if seat in s.to_move():
                return translate("Phone", "Your move.")
            return translate("Phone", "You may play out of turn.")
        thinking = sorted(s.thinking())
        if thinking:
            return translate("GamePage", "{name} is thinking…").format(
                name=s.seat_name(thinking[0])
            )
        names = ", ".join(s.seat_name(x) for x in s.to_move())
        return translate("GamePage", "Waiting for {names}.").format(names=names)

    def _log(self, seat: int) -> list[str]:
        """The lines `seat` may read, as the laptop's log shows them to that seat."""
        view, over, history = self.page.view, self.session.is_over(), self.session.history
        lines = list(view.opening_lines())
        for step, (_mover, events) in enumerate(history):
            if self.session.held and step == len(history) - 1:
                events = _to_finish(events)  # the break shows the finish: so does the log
            for event in events:
                if over or event.visible_for(seat):
                    line = view.describe_event(event)
                    if line:
                        lines.append(line)
        return lines[-LOG_LINES:]

    def _ask_second(self, seat: int, ticket: int, user_agent: str) -> None:
        """A second device asks for a seat already held: the host decides, on the laptop,
        about that device, named by its browser and the time it asked."""
        old = self._questions.pop(seat, None)
        if old is not None:  # its device was refused when this one asked
            old.close()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Phones", "Phones"),
            translate(
                "Phones",
                "Another device asks for {name}'s seat: {device}, at {time}. Let exactly "
                "this one in (the first one leaves)?",
            ).format(
                name=self.session.seat_name(seat),
                device=browser_name(user_agent),
                time=QTime.currentTime().toString("HH:mm:ss"),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.page if isinstance(self.page, QWidget) else None,  # the page is a QWidget
        )
        box.setObjectName(f"secondDevice{seat}")
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(code: int) -> None:
            if self.server is not None:
                self.server.answer_second(seat, ticket, code == QMessageBox.StandardButton.Yes)

        box.finished.connect(answered)
        self._questions[seat] = box
        box.open()

    # -- what a phone chose -------------------------------------------------------------
    def _chosen(self, seat: int, version: int, choice: int) -> None:
        assert self.server is not None
        offered = self._offered.get(seat, [])
        if seat not in self.seats or version != self.version:
            self._refuse(seat, "stale")
            return
        if not 0 <= choice < len(offered):
            self._refuse(seat, "illegal")
            return
        if not self.session.play(seat, offered[choice]):  # the engine checks it again
            self._refuse(seat, "illegal")

    def _undo(self, seat: int, version: int) -> None:
        if version != self.version or self.session.held:
            self._refuse(seat, "stale")
        elif not self.session.undo(seat, 0):
            self._refuse(seat, "no_undo")

    def _refuse(self, seat: int, reason: str) -> None:
        assert self.server is not None
        self.server.refused += 1
        self.server.refusedChanged.emit(self.server.refused)
        self.server.send(seat, {"type": "refused", "reason": reason, "texts": phone_texts()})
        self._send(seat)
