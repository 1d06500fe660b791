"""New-game options of Cyclistes: riders and leaders per team, a one-day race on one
course or a stage race of several courses in the order the players pick (the shared
race part, with who designed each stage). The set-up it returns embeds the courses, as
`peloton-desktop setup cyclistes` prints it."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QSpinBox, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes.rules.setup import DEFAULT_COURSE, TEAM_NAMES, course_data
from peloton_desktop.ui.pieces.race_courses import RacePanel


class CycSetupPanel(RacePanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("cyclistes", DEFAULT_COURSE, course_data, designers=True, parent=parent)
        self.setObjectName("cycSetup")
        form = self.race.form
        self.riders = QSpinBox()
        self.riders.setObjectName("ridersPerTeam")
        self.riders_label = QLabel()
        form.addRow(self.riders_label, self.riders)
        self.leaders = QSpinBox()
        self.leaders.setObjectName("leadersPerTeam")
        self.leaders_label = QLabel()
        form.addRow(self.leaders_label, self.leaders)
        self.finish()
        self.riders.setValue(self.values["riders_default"])
        self.riders.valueChanged.connect(self._riders_changed)
        self.leaders.valueChanged.connect(self._changed)
        self._riders_changed()
        self.retranslate()

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
        super()._changed()

    def setup(self, players: int) -> dict[str, Any]:
        return {
            "players": players,
            "riders_per_team": self.riders.value(),
            "leaders_per_team": self.leaders.value(),
            "teams": list(TEAM_NAMES[:players]),
            "stages": self.race.stages(),
            "courses": self.race.courses(),
        }

    def summary_line(self) -> str:
        leaders = self.leaders.value()  # pyside6-lupdate reads only a plain name as the count
        return translate(
            "CycSetup", "{teams} teams of {riders} riders (%n leader(s) each)", None, leaders
        ).format(teams=self._players, riders=self.riders.value())

    def retranslate(self) -> None:
        self.riders_label.setText(translate("CycSetup", "Riders per team:"))
        self.leaders_label.setText(translate("CycSetup", "Leaders per team:"))
        self._summarise()


__all__ = ["CycSetupPanel"]


PANEL = CycSetupPanel
