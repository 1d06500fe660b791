"""The log of a game page: one line per event, for the seat holding the laptop.

It keeps the (action index, event) of every event of the game and shows each one the
viewer may read: a public event, or a private one (`visible_to`) for the seats it
names; the game's engine emits a public event beside each private one ("Rouge swaps
two cards" beside "You swap 7 Jaune for 4 Vert"). The lines are rebuilt whenever the
laptop changes hands, after an undo, a resume or a language switch, so no line is
lost and none is revealed; once the game is over every line is shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from peloton_desktop.core.bots import OUT_OF_TIME, OutOfTime
from peloton_desktop.core.protocol import Event
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.table.forced import FORCED, ForcedMove
from peloton_desktop.ui.table.game_view import GameView
from peloton_desktop.ui.table.session import GameSession

EVENT_ROLE = Qt.ItemDataRole.UserRole + 1


class GameLog(QListWidget):
    def __init__(
        self, session: GameSession, view: GameView[Any], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.session, self.view = session, view
        self.viewer: int | None = None
        self._written: dict[int, bool] = {}  # whether an event writes a line (review)
        # every event of the game, resumed ones too; each is shown or not per viewer
        self._events: list[tuple[int, Event]] = [
            (i, event) for i, (_seat, events) in enumerate(session.history) for event in events
        ]

    def _shows(self, event: Event, over: bool | None = None) -> bool:
        """A public event; a private one for a seat it names, or once the game is over."""
        if over is None:
            over = self.session.is_over()
        if event.visible_to is None or over:
            return True
        return self.viewer is not None and self.viewer in event.visible_to

    def entries(self) -> list[tuple[int, Event]]:
        """The (action index, event) of every line the viewer may read."""
        return [(step, e) for step, e in self._events if self._shows(e)]

    def set_viewer(self, seat: int | None) -> None:
        if seat != self.viewer or self.session.is_over():
            self.viewer = seat
            self.rebuild()

    def add_events(self, events: list[Event]) -> None:
        step = len(self.session.history) - 1
        rows = self.count()
        for event in events:
            self._events.append((step, event))
            if self._shows(event):
                self._add_line(step, event)
        if self.count() != rows:  # a line written (scrolling lays the whole list out)
            self.scrollToBottom()

    def _describe(self, event: Event) -> str | None:
        """The table's own lines (a bot cut short by the time cap, a forced move played
        for a human), else the game's."""
        if event.kind == FORCED:
            return translate(
                "GameLog", "{name} had a single possible move: it was played for them."
            ).format(name=self.session.seat_name(ForcedMove.of(event).seat))
        if event.kind != OUT_OF_TIME:
            return self.view.describe_event(event)
        note = OutOfTime.of(event)
        if note.bot == "normal":
            line = translate(
                "GameLog", "{name}: the normal bot ran out of time and played its best move so far."
            )
        else:
            line = translate(
                "GameLog", "{name}: the strong bot ran out of time and played its best move so far."
            )
        return line.format(name=self.session.seat_name(note.seat))

    def _add_line(self, step: int, event: Event) -> None:
        line = self._describe(event)
        if line:
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, step)
            item.setData(EVENT_ROLE, event)  # what the line says, for the secrecy tests
            self.addItem(item)

    def keep_before(self, kept: int) -> None:
        """After an undo: forget the events of the actions taken back."""
        self._events = [(step, e) for step, e in self._events if step < kept]
        self._written = {}
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        self.addItems(self.view.opening_lines())
        for step, event in self.entries():
            self._add_line(step, event)
        if self.session.reviewing:
            self.show_step(self.session.review_step)
        else:
            self.scrollToBottom()

    def lines_at(self, step: int) -> list[int]:
        """In review: which of the game's events had written a line the public read
        after `step` actions (their indices)."""
        over = self.session.review_over(step)
        return [
            i
            for i, (mark, e) in enumerate(self._events)
            if mark < step and (e.visible_to is None or over) and self._writes(i, e)
        ]

    def _writes(self, index: int, event: Event) -> bool:
        if index not in self._written:
            self._written[index] = bool(self._describe(event))
        return self._written[index]

    def show_step(self, step: int) -> None:
        """In review: the log as it read after `step` actions (later lines hidden),
        its last line in sight."""
        last = None
        for row in range(self.count()):
            mark = self.item(row).data(Qt.ItemDataRole.UserRole)
            event = self.item(row).data(EVENT_ROLE)  # a private line: while it was secret
            written = (mark is None or mark < step) and (event is None or self._shows(event))
            self.setRowHidden(row, not written)
            if written:
                last = row
        if last is not None:
            self.setCurrentRow(last)
            self.scrollToItem(self.item(last))
