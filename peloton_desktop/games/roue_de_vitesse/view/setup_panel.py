"""New-game options of Roue de Vitesse: a one-day race on one course or a stage race
of several courses in the order the players pick, d12 or 2d6, the two optional
rules. The set-up it returns embeds the courses, as `peloton-desktop setup
roue_de_vitesse` prints it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.core.ruleset import load_bundled_ruleset
from peloton_desktop.courses import library
from peloton_desktop.games.roue_de_vitesse.rules.setup import DEFAULT_COURSE, DICE, course_data
from peloton_desktop.ui.widgets import Retranslatable

translate = QCoreApplication.translate
ROLE = 256  # Qt.ItemDataRole.UserRole: a list item's course id


class RdvSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rdvSetup")
        self.values = load_bundled_ruleset("roue_de_vitesse").values
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
        self.courses = {e.id: e.name for e in library.entries("roue_de_vitesse") if e.usable}
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
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        form.addRow(self.summary)
        layout.addWidget(self.box)
        for w in (self.one_day, self.stage_race):
            w.toggled.connect(self._changed)
        self.course.currentIndexChanged.connect(self._changed)
        self.dice.currentIndexChanged.connect(self._changed)
        self.incident.toggled.connect(self._changed)
        self.feed.toggled.connect(self._changed)
        self.add.clicked.connect(lambda: self.add_stage())
        self.remove.clicked.connect(self.remove_stage)
        self.up.clicked.connect(lambda: self.move_stage(-1))
        self.down.clicked.connect(lambda: self.move_stage(1))
        for cid in (list(self.courses) * 2)[:2]:  # two stages to start from
            self.add_stage(cid)
        self._changed()
        self.retranslate()

    # -- the stage list --------------------------------------------------------------
    def add_stage(self, course: str | None = None) -> None:
        cid = course or self.course.currentData() or DEFAULT_COURSE
        item = QListWidgetItem(self.courses.get(cid, cid))
        item.setData(ROLE, cid)
        self.stages.addItem(item)
        self.stages.setCurrentItem(item)
        self._changed()

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

    def _changed(self) -> None:
        stage = self.stage_race.isChecked()
        for w in (self.stages, self.add, self.remove, self.up, self.down, self.stages_label):
            w.setEnabled(stage)
        self.problem = ""
        count = len(self.stage_ids())
        if stage and count < 2:
            self.problem = translate("RdvSetup", "A stage race needs at least two stages.")
        elif count > self.values["max_stages"]:
            self.problem = translate("RdvSetup", "At most {max} stages.").format(
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
                self.problem = translate("RdvSetup", "A course of the race cannot be read.")
        return {
            "players": players,
            "dice": self.dice.currentData() or "d12",
            "incident": self.incident.isChecked(),
            "ravitaillement": self.feed.isChecked(),
            "stages": stages,
            "courses": courses,
        }

    def _summarise(self) -> None:
        names = [self.courses.get(c, c) for c in self.stage_ids()]
        line = translate("RdvSetup", "{teams} teams of 3 riders, {dice}").format(
            teams=self._players, dice=self.dice.currentData() or "d12"
        )
        if self.stage_race.isChecked():
            line += " · " + translate("RdvSetup", "{count} stages: {names}").format(
                count=len(names), names=", ".join(names)
            )
        else:
            line += " · " + ", ".join(names)
        self.summary.setText(line)

    def retranslate(self) -> None:
        self.box.setTitle(translate("RdvSetup", "The race"))
        self.one_day.setText(translate("RdvSetup", "One-day race on one course"))
        self.stage_race.setText(
            translate("RdvSetup", "Stage race: several courses, one after another")
        )
        self.course_label.setText(translate("RdvSetup", "Course:"))
        self.stages_label.setText(translate("RdvSetup", "Stages, in order:"))
        self.add.setText(translate("RdvSetup", "Add the course"))
        self.remove.setText(translate("RdvSetup", "Remove"))
        self.up.setText(translate("RdvSetup", "Up"))
        self.down.setText(translate("RdvSetup", "Down"))
        self.dice_label.setText(translate("RdvSetup", "Dice:"))
        self.incident.setText(translate("RdvSetup", "Optional rule: mechanical incident"))
        self.feed.setText(translate("RdvSetup", "Optional rule: ravitaillement (R cases)"))
        self._summarise()


__all__ = ["RdvSetupPanel"]
