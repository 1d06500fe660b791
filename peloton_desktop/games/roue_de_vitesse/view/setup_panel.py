"""New-game options of Roue de Vitesse: a one-day race on one course or a stage race
of several courses in the order the players pick (the shared race part), d12 or 2d6,
the two optional rules. The set-up it returns embeds the courses, as `peloton-desktop
setup roue_de_vitesse` prints it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QVBoxLayout, QWidget

from peloton_desktop.core.ruleset import load_bundled_ruleset
from peloton_desktop.games.roue_de_vitesse.rules.setup import DEFAULT_COURSE, DICE, course_data
from peloton_desktop.ui.pieces.race_courses import RaceCourses
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate


class RdvSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rdvSetup")
        self.values = load_bundled_ruleset("roue_de_vitesse").values
        self._players = 2
        layout = QVBoxLayout(self)
        self.race = race = RaceCourses(
            "roue_de_vitesse", DEFAULT_COURSE, self.values["max_stages"], course_data
        )
        # the race part under the names the panel always had (the GUI tests use them)
        self.stage_race, self.course, self.stages = race.stage_race, race.course, race.stage_list
        self.add_stage, self.move_stage = race.add_stage, race.move_stage
        self.remove_stage = race.remove_stage
        self.dice = QComboBox()
        self.dice.setObjectName("dice")
        for d in DICE:
            self.dice.addItem(d, d)
        self.dice_label = QLabel()
        race.form.addRow(self.dice_label, self.dice)
        self.incident = QCheckBox()
        self.incident.setObjectName("incident")
        race.form.addRow(self.incident)
        self.feed = QCheckBox()
        self.feed.setObjectName("ravitaillement")
        race.form.addRow(self.feed)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        race.form.addRow(self.summary)
        layout.addWidget(race)
        race.changed.connect(self._changed)
        self.dice.currentIndexChanged.connect(self._changed)
        self.incident.toggled.connect(self._changed)
        self.feed.toggled.connect(self._changed)
        self._changed()
        self.retranslate()

    @property
    def problem(self) -> str:
        return self.race.problem

    # -- the set-up ------------------------------------------------------------------
    def set_players(self, players: int, names: list[str]) -> None:
        self._players = players
        self._changed()

    def _changed(self) -> None:
        self._summarise()
        self.changed.emit()

    def setup(self, players: int) -> dict[str, Any]:
        return {
            "players": players,
            "dice": self.dice.currentData() or "d12",
            "incident": self.incident.isChecked(),
            "ravitaillement": self.feed.isChecked(),
            "stages": self.race.stages(),
            "courses": self.race.courses(),
        }

    def _summarise(self) -> None:
        line = translate("RdvSetup", "{teams} teams of 3 riders, {dice}").format(
            teams=self._players, dice=self.dice.currentData() or "d12"
        )
        self.summary.setText(line + " · " + self.race.summary())

    def retranslate(self) -> None:
        self.dice_label.setText(translate("RdvSetup", "Dice:"))
        self.incident.setText(translate("RdvSetup", "Optional rule: mechanical incident"))
        self.feed.setText(translate("RdvSetup", "Optional rule: ravitaillement (R cases)"))
        self._summarise()


__all__ = ["RdvSetupPanel"]
