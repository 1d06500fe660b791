"""New-game options of Cyclistes: riders and leaders per team, a one-day race on one
course or a stage race of several courses in the order the players pick. The set-up
it returns embeds the courses, as `peloton-desktop setup cyclistes` prints it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.ruleset import load_bundled_ruleset
from peloton_desktop.courses import library
from peloton_desktop.games.cyclistes.rules.setup import DEFAULT_COURSE, TEAM_NAMES, course_data
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate
ROLE = 256  # Qt.ItemDataRole.UserRole: a list item's course id


class CycSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cycSetup")
        self.values = load_bundled_ruleset("cyclistes").values
        self.problem = ""
        self._players = 2
        layout = QVBoxLayout(self)
        self.box = QGroupBox()
        form = QFormLayout(self.box)
        self.one_day = QRadioButton()
        self.one_day.setObjectName("oneDay")
        self.one_day.setChecked(True)
        self.stage_race = QRadioButton()
        self.stage_race.setObjectName("stageRace")
        form.addRow(self.one_day)
        form.addRow(self.stage_race)
        usable = [e for e in library.entries("cyclistes") if e.usable and e.draft is not None]
        self.courses = {e.id: e.name for e in usable}
        self.designers = {e.id: e.draft.designer for e in usable if e.draft and e.draft.designer}
        self.course = QComboBox()
        self.course.setObjectName("course")
        for cid, name in self.courses.items():
            self.course.addItem(name, cid)
        self.course.setCurrentIndex(max(0, self.course.findData(DEFAULT_COURSE)))
        self.course_label = QLabel()
        form.addRow(self.course_label, self.course)
        self.stages = QListWidget()
        self.stages.setObjectName("stages")
        self.stages.setMaximumHeight(110)
        row = QHBoxLayout()
        self.add = QPushButton()
        self.add.setObjectName("addStage")
        self.remove = QPushButton()
        self.remove.setObjectName("removeStage")
        self.up = QPushButton()
        self.up.setObjectName("stageUp")
        self.down = QPushButton()
        self.down.setObjectName("stageDown")
        for b in (self.add, self.remove, self.up, self.down):
            row.addWidget(b)
        self.stages_label = QLabel()
        form.addRow(self.stages_label, self.stages)
        form.addRow(row)
        self.riders = QSpinBox()
        self.riders.setObjectName("ridersPerTeam")
        self.riders_label = QLabel()
        form.addRow(self.riders_label, self.riders)
        self.leaders = QSpinBox()
        self.leaders.setObjectName("leadersPerTeam")
        self.leaders_label = QLabel()
        form.addRow(self.leaders_label, self.leaders)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        form.addRow(self.summary)
        layout.addWidget(self.box)
        self.riders.setValue(self.values["riders_default"])
        for w in (self.one_day, self.stage_race):
            w.toggled.connect(self._changed)
        self.course.currentIndexChanged.connect(self._changed)
        self.riders.valueChanged.connect(self._riders_changed)
        self.leaders.valueChanged.connect(self._changed)
        self.add.clicked.connect(lambda: self.add_stage())
        self.remove.clicked.connect(self.remove_stage)
        self.up.clicked.connect(lambda: self.move_stage(-1))
        self.down.clicked.connect(lambda: self.move_stage(1))
        for cid in (list(self.courses) * 2)[:2]:  # two stages to start from
            self.add_stage(cid)
        self._riders_changed()
        self.retranslate()

    # -- the stage list --------------------------------------------------------------
    def add_stage(self, course: str | None = None) -> None:
        cid = course or self.course.currentData() or DEFAULT_COURSE
        item = QListWidgetItem(self._stage_label(cid))
        item.setData(ROLE, cid)
        self.stages.addItem(item)
        self.stages.setCurrentItem(item)
        self._changed()

    def _stage_label(self, cid: str) -> str:
        """A stage in the list: its course, and who designed it when the course says."""
        name = self.courses.get(cid, cid)
        if cid not in self.designers:
            return name
        return translate("CycSetup", "{course} (by {designer})").format(
            course=name, designer=self.designers[cid]
        )

    def remove_stage(self) -> None:
        row = self.stages.currentRow()
        if row >= 0:
            self.stages.takeItem(row)
        self._changed()

    def move_stage(self, by: int) -> None:
        row = self.stages.currentRow()
        to = row + by
        if row < 0 or not 0 <= to < self.stages.count():
            return
        item = self.stages.takeItem(row)
        self.stages.insertItem(to, item)
        self.stages.setCurrentRow(to)
        self._changed()

    def stage_ids(self) -> list[str]:
        if self.one_day.isChecked():
            return [self.course.currentData() or DEFAULT_COURSE]
        return [self.stages.item(i).data(ROLE) for i in range(self.stages.count())]

    # -- the set-up ------------------------------------------------------------------
    def set_players(self, players: int, names: list[str]) -> None:
        self._players = players
        self._changed()

    def _riders_changed(self) -> None:
        key = "riders_one_day" if self.one_day.isChecked() else "riders_stage_race"
        low, high = self.values[key]
        self.riders.blockSignals(True)
        self.riders.setRange(low, high)
        self.riders.blockSignals(False)
        self.leaders.blockSignals(True)
        self.leaders.setRange(0, self.riders.value())
        self.leaders.setValue(-(-self.riders.value() // self.values["riders_per_leader"]))
        self.leaders.blockSignals(False)
        self._changed()

    def _changed(self) -> None:
        stage = self.stage_race.isChecked()
        key = "riders_stage_race" if stage else "riders_one_day"
        if (self.riders.minimum(), self.riders.maximum()) != tuple(self.values[key]):
            self._riders_changed()
            return
        for w in (self.stages, self.add, self.remove, self.up, self.down, self.stages_label):
            w.setEnabled(stage)
        self.problem = ""
        count = len(self.stage_ids())
        if stage and count < 2:
            self.problem = translate("CycSetup", "A stage race needs at least two stages.")
        elif count > self.values["max_stages"]:
            self.problem = translate("CycSetup", "At most {max} stages.").format(
                max=self.values["max_stages"]
            )
        self._summarise()
        self.changed.emit()

    def setup(self, players: int) -> dict[str, Any]:
        stages = self.stage_ids()
        courses = []
        for cid in stages:
            try:
                courses.append(course_data(cid))
            except PelotonError:
                self.problem = translate("CycSetup", "A course of the race cannot be read.")
        return {
            "players": players,
            "riders_per_team": self.riders.value(),
            "leaders_per_team": self.leaders.value(),
            "teams": list(TEAM_NAMES[:players]),
            "stages": stages,
            "courses": courses,
        }

    def _summarise(self) -> None:
        names = [self.courses.get(c, c) for c in self.stage_ids()]
        line = translate(
            "CycSetup", "{teams} teams of {riders} riders ({leaders} leaders each)"
        ).format(teams=self._players, riders=self.riders.value(), leaders=self.leaders.value())
        if self.stage_race.isChecked():
            line += " · " + translate("CycSetup", "{count} stages: {names}").format(
                count=len(names), names=", ".join(names)
            )
        else:
            line += " · " + ", ".join(names)
        self.summary.setText(line)

    def retranslate(self) -> None:
        self.box.setTitle(translate("CycSetup", "The race"))
        self.one_day.setText(translate("CycSetup", "One-day race on one course"))
        self.stage_race.setText(
            translate("CycSetup", "Stage race: several courses, one after another")
        )
        self.course_label.setText(translate("CycSetup", "Course:"))
        self.stages_label.setText(translate("CycSetup", "Stages, in order:"))
        self.add.setText(translate("CycSetup", "Add the course"))
        self.remove.setText(translate("CycSetup", "Remove"))
        self.up.setText(translate("CycSetup", "Up"))
        self.down.setText(translate("CycSetup", "Down"))
        self.riders_label.setText(translate("CycSetup", "Riders per team:"))
        self.leaders_label.setText(translate("CycSetup", "Leaders per team:"))
        for i in range(self.stages.count()):
            item = self.stages.item(i)
            item.setText(self._stage_label(item.data(ROLE)))
        self._summarise()


__all__ = ["CycSetupPanel"]
