"""New-game options of Course aux dés: none beyond the players; the panel says so."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable


class CadSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drSetup")
        self.problem = ""
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.retranslate()

    def set_players(self, players: int, names: list[str]) -> None:
        self.retranslate()

    def setup(self, players: int) -> dict[str, Any]:
        return {"players": players}

    def retranslate(self) -> None:
        self.note.setText(
            translate("CourseAuxDes", "Every rider starts on case 0 with the ruleset's energy.")
        )


PANEL = CadSetupPanel
