"""A minimal view for the test game: one button per legal action, a text board."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QPushButton, QVBoxLayout

from peloton_desktop.core.protocol import Event
from peloton_desktop.ui.table.game_table import GameTable
from peloton_desktop.ui.table.game_view import BoardView, GameView
from peloton_desktop.ui.table.session import GameSession


class DiceRaceView(GameView[dict[str, Any]]):
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
        self.text.setPlainText(
            f"viewer {self.viewer} positions {obs['position']} pending {obs['pending']}"
        )
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        if self.viewer is None:
            return
        for action in self.session.legal_actions(self.viewer):
            b = QPushButton(f"effort {action[1]}")
            b.setObjectName(f"effort{action[1]}")
            b.clicked.connect(lambda _=False, a=action, s=self.viewer: self.session.play(s, a))
            self.buttons.addWidget(b)
            b.show()  # a layout shows new children only on the next event loop turn

    def describe_event(self, event: Event) -> str | None:
        if event.kind == "moved":
            return f"{self.session.seat_name(event.data['seat'])} to {event.data['to']}"
        return None


def create_view(session: GameSession) -> DiceRaceView:
    return DiceRaceView(session)


TABLE = GameTable(create_view)
