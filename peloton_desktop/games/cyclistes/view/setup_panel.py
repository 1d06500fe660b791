"""New-game options of Cyclistes: riders and leaders per team, a one-day race on one
course or a stage race of several courses in the order the players pick (the shared
race part, with who designed each stage). The set-up it returns embeds the courses, as
`peloton-desktop setup cyclistes` prints it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLabel, QSpinBox, QVBoxLayout, QWidget

from peloton_desktop.core.ruleset import load_bundled_ruleset
from peloton_desktop.games.cyclistes.rules.setup import DEFAULT_COURSE, TEAM_NAMES, course_data
from peloton_desktop.ui.pieces.race_courses import RaceCourses
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate


class CycSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cycSetup")
        self.values = load_bundled_ruleset("cyclistes").values
        self._players = 2
        layout = QVBoxLayout(self)
        self.race = race = RaceCourses(
            "cyclistes", DEFAULT_COURSE, self.values["max_stages"], course_data, designers=True
        )
        # the race part under the names the panel always had (the GUI tests use them)
        self.stage_race, self.course, self.stages = race.stage_race, race.course, race.stage_list
        self.add_stage, self.move_stage = race.add_stage, race.move_stage
        self.remove_stage = race.remove_stage
        self.riders = QSpinBox()
        self.riders.setObjectName("ridersPerTeam")
        self.riders_label = QLabel()
        race.form.addRow(self.riders_label, self.riders)
        self.leaders = QSpinBox()
        self.leaders.setObjectName("leadersPerTeam")
        self.leaders_label = QLabel()
        race.form.addRow(self.leaders_label, self.leaders)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        race.form.addRow(self.summary)
        layout.addWidget(race)
        self.riders.setValue(self.values["riders_default"])
        race.changed.connect(self._changed)
        self.riders.valueChanged.connect(self._riders_changed)
        self.leaders.valueChanged.connect(self._changed)
        self._riders_changed()
        self.retranslate()

    @property
    def problem(self) -> str:
        return self.race.problem

    # -- the set-up ------------------------------------------------------------------
    def set_players(self, players: int, names: list[str]) -> None:
        self._players = players
        self._changed()

    def _riders_range(self) -> tuple[int, int]:
        key = "riders_stage_race" if self.race.is_stage_race() else "riders_one_day"
        low, high = self.values[key]
        return low, high

    def _riders_changed(self) -> None:
        low, high = self._riders_range()
        self.riders.blockSignals(True)
        self.riders.setRange(low, high)
        self.riders.blockSignals(False)
        self.leaders.blockSignals(True)
        self.leaders.setRange(0, self.riders.value())
        self.leaders.setValue(-(-self.riders.value() // self.values["riders_per_leader"]))
        self.leaders.blockSignals(False)
        self._changed()

    def _changed(self) -> None:
        if (self.riders.minimum(), self.riders.maximum()) != self._riders_range():
            self._riders_changed()
            return
        self._summarise()
        self.changed.emit()

    def setup(self, players: int) -> dict[str, Any]:
        return {
            "players": players,
            "riders_per_team": self.riders.value(),
            "leaders_per_team": self.leaders.value(),
            "teams": list(TEAM_NAMES[:players]),
            "stages": self.race.stages(),
            "courses": self.race.courses(),
        }

    def _summarise(self) -> None:
        line = translate(
            "CycSetup", "{teams} teams of {riders} riders ({leaders} leaders each)"
        ).format(teams=self._players, riders=self.riders.value(), leaders=self.leaders.value())
        self.summary.setText(line + " · " + self.race.summary())

    def retranslate(self) -> None:
        self.riders_label.setText(translate("CycSetup", "Riders per team:"))
        self.leaders_label.setText(translate("CycSetup", "Leaders per team:"))
        self._summarise()


__all__ = ["CycSetupPanel"]
