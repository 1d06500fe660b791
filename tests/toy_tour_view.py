"""A minimal view for the toy stage race: a button per legal action of the viewer,
and, on the one shared screen, a Puncture button for every human in the open window."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QPushButton, QVBoxLayout

from peloton_desktop.core.prompts import Ask
from peloton_desktop.core.protocol import Action, Event
from peloton_desktop.ui.table.game_table import GameTable
from peloton_desktop.ui.table.game_view import BoardView, GameView
from peloton_desktop.ui.table.session import GameSession


class ToyTourView(GameView[dict[str, Any]]):
    observed = dict

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.scene = QGraphicsScene()
        self.board = BoardView(self.scene)
        self.text = self.scene.addText("")
        layout = QVBoxLayout(self)
        layout.addWidget(self.board, 1)
        self.buttons = QHBoxLayout()
        layout.addLayout(self.buttons)

    def refresh(self) -> None:
        obs = self.observation()
        self.text.setPlainText(f"viewer {self.viewer} positions {obs['pos']}")
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        if self.viewer is not None:
            for action in self.session.legal_actions(self.viewer):
                self._button(self.viewer, action, "_".join(str(a) for a in action))
        for prompt in self.session.prompts():
            if prompt.kind is Ask.REACTION and not prompt.waits:
                for seat in prompt.seats:
                    if self.session.is_human(seat) and seat != self.viewer:
                        self._button(seat, ("puncture",), f"puncture{seat}")

    def _button(self, seat: int, action: Action, name: str) -> None:
        b = QPushButton(name)
        b.setObjectName(name)
        b.clicked.connect(lambda _=False, a=action, s=seat: self.session.play(s, a))
        self.buttons.addWidget(b)
        b.show()

    def describe_event(self, event: Event) -> str | None:
        return f"{event.kind} {dict(event.data)}"


def create_view(session: GameSession) -> ToyTourView:
    return ToyTourView(session)


TABLE = GameTable(create_view)
