"""New-game options of Tape l'étape: Sprint or Endurance, stages per player, open hands."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable


class TleSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tleSetup")
        self.problem = ""
        self._players = 3
        layout = QVBoxLayout(self)
        self.box = QGroupBox()
        form = QFormLayout(self.box)
        self.sprint = QRadioButton()
        self.sprint.setObjectName("modeSprint")
        self.sprint.setChecked(True)
        self.endurance = QRadioButton()
        self.endurance.setObjectName("modeEndurance")
        self.stages = QSpinBox()
        self.stages.setObjectName("stagesPerPlayer")
        self.stages.setRange(2, 5)
        self.stages.setValue(2)
        self.stages_label = QLabel()
        self.open_hands = QCheckBox()
        self.open_hands.setObjectName("openHands")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        form.addRow(self.sprint)
        form.addRow(self.endurance)
        form.addRow(self.stages_label, self.stages)
        form.addRow(self.open_hands)
        form.addRow(self.summary)
        layout.addWidget(self.box)
        for w in (self.sprint, self.endurance, self.open_hands):
            w.toggled.connect(self._changed)
        self.stages.valueChanged.connect(self._changed)
        self.retranslate()

    def set_players(self, players: int, names: list[str]) -> None:
        self._players = players
        self._changed()

    def _changed(self) -> None:
        self.stages.setEnabled(self.endurance.isChecked())
        self.stages_label.setEnabled(self.endurance.isChecked())
        self._summarise()
        self.changed.emit()

    def setup(self, players: int) -> dict[str, Any]:
        endurance = self.endurance.isChecked()
        return {
            "players": players,
            "mode": "endurance" if endurance else "sprint",
            "stages_per_player": self.stages.value() if endurance else 1,
            "open_hands": self.open_hands.isChecked(),
        }

    def _summarise(self) -> None:
        n = self._players
        if self.endurance.isChecked():
            stages = n * self.stages.value()
            line = translate(
                "TleSetup", "{stages} stages; every joker comes back after stage {half}."
            ).format(stages=stages, half=stages // 2)
        else:
            line = translate(
                "TleSetup", "{stages} stages: one chosen by each player, then the final mountain."
            ).format(stages=n + 1)
        self.summary.setText(line)

    def retranslate(self) -> None:
        self.box.setTitle(translate("TleSetup", "The race"))
        self.sprint.setText(
            translate("TleSetup", "Sprint: each player chooses one stage, then the final mountain")
        )
        self.endurance.setText(
            translate("TleSetup", "Endurance: several stages each, an extra Vitamin, a refuel")
        )
        self.stages_label.setText(translate("TleSetup", "Stages per player:"))
        self.open_hands.setText(
            translate("TleSetup", "Open hands (everyone sees every hand: a friendly table)")
        )
        self._summarise()


PANEL = TleSetupPanel
