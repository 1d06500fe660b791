"""New-game options of Roue de Vitesse: a one-day race on one course or a stage race
of several courses in the order the players pick (the shared race part), d12 or 2d6,
the two optional rules. The set-up it returns embeds the courses, as `peloton-desktop
setup roue_de_vitesse` prints it."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.rules.setup import DEFAULT_COURSE, DICE, course_data
from peloton_desktop.ui.pieces.race_courses import RacePanel


class RdvSetupPanel(RacePanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("roue_de_vitesse", DEFAULT_COURSE, course_data, parent=parent)
        self.setObjectName("rdvSetup")
        form = self.race.form
        self.dice = QComboBox()
        self.dice.setObjectName("dice")
        for d in DICE:
            self.dice.addItem(d, d)
        self.dice_label = QLabel()
        form.addRow(self.dice_label, self.dice)
        self.incident = QCheckBox()
        self.incident.setObjectName("incident")
        form.addRow(self.incident)
        self.feed = QCheckBox()
        self.feed.setObjectName("ravitaillement")
        form.addRow(self.feed)
        self.finish()
        self.dice.currentIndexChanged.connect(self._changed)
        self.incident.toggled.connect(self._changed)
        self.feed.toggled.connect(self._changed)
        self._changed()
        self.retranslate()

    def setup(self, players: int) -> dict[str, Any]:
        return {
            "players": players,
            "dice": self.dice.currentData() or "d12",
            "incident": self.incident.isChecked(),
            "ravitaillement": self.feed.isChecked(),
            "stages": self.race.stages(),
            "courses": self.race.courses(),
        }

    def summary_line(self) -> str:
        return translate("RdvSetup", "{teams} teams of 3 riders, {dice}").format(
            teams=self._players, dice=self.dice.currentData() or "d12"
        )

    def retranslate(self) -> None:
        self.dice_label.setText(translate("RdvSetup", "Dice:"))
        self.incident.setText(translate("RdvSetup", "Optional rule: mechanical incident"))
        self.feed.setText(translate("RdvSetup", "Optional rule: ravitaillement (R cases)"))
        self._summarise()


__all__ = ["RdvSetupPanel"]


PANEL = RdvSetupPanel
