"""The log of a game page: one line per event, for the seat looking at the table.

It keeps the (action index, event) of every line it may show, so a language switch,
an undo or a resume rebuilds the same lines. A private event is logged only for the
seat that may see it at the time (and for everyone once the game is over).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from peloton_desktop.core.protocol import Event
from peloton_desktop.ui.game_view import GameView
from peloton_desktop.ui.session import GameSession


class GameLog(QListWidget):
    def __init__(self, session: GameSession, view: GameView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.session, self.view = session, view
        # a resumed game logs its past: the public events, and a lone human's private ones
        self._logged: list[tuple[int, Event]] = [
            (i, event)
            for i, (_seat, events) in enumerate(session.history)
            for event in events
            if self._may_log(event)
        ]

    def _may_log(self, event: Event) -> bool:
        """Public events; a private one only where nobody else can read it."""
        s = self.session
        if event.visible_to is None or s.is_over():
            return True
        humans = [seat for seat in range(len(s.seats)) if s.is_human(seat)]
        return len(humans) == 1 and event.visible_for(humans[0])

    def add_events(self, events: list[Event], viewer: int | None) -> None:
        step = len(self.session.history) - 1
        for event in events:
            if event.visible_for(viewer) or self.session.is_over():
                self._logged.append((step, event))
                self._add_line(step, event)
        self.scrollToBottom()

    def _add_line(self, step: int, event: Event) -> None:
        line = self.view.describe_event(event)
        if line:
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, step)
            self.addItem(item)

    def keep_before(self, kept: int) -> None:
        """After an undo: forget the lines of the actions taken back."""
        self._logged = [(step, e) for step, e in self._logged if step < kept]
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        self.addItems(self.view.opening_lines())
        for step, event in self._logged:
            self._add_line(step, event)
        self.scrollToBottom()

    def show_step(self, step: int) -> None:
        """In review: select the last line written before `step`."""
        last = None
        for row in range(self.count()):
            mark = self.item(row).data(Qt.ItemDataRole.UserRole)
            if mark is None or mark < step:
                last = row
        if last is not None:
            self.setCurrentRow(last)
            self.scrollToItem(self.item(last))
