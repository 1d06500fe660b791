"""The race part of a new-game panel, shared by the games raced on library courses: a
one-day race on one course or a stage race of several courses in the order the players
pick (Add / Remove / Up / Down), what is wrong with the stage list, and the courses as
the set-up embeds them. A game's own options go below, in the same form (`form`), so
the labels line up; the game's panel reads `stages()`, `courses()` and `problem`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
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
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import registry
from peloton_desktop.core.errors import PelotonError
from peloton_desktop.courses import library
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable

ROLE = 256  # Qt.ItemDataRole.UserRole: a list item's course id


class RaceCourses(Retranslatable, QWidget):
    """`game`'s usable library courses; `course_data` embeds one in the set-up (raising
    a PelotonError when it cannot be read); `designers`: a stage names who designed its
    course, when the course says."""

    changed = Signal()

    def __init__(
        self,
        game: str,
        default_course: str,
        max_stages: int,
        course_data: Callable[[str], dict[str, Any]],
        *,
        designers: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("raceCourses")
        self.default_course = default_course
        self.max_stages = max_stages
        self._course_data = course_data
        self.problem = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.box = QGroupBox()
        self.form = QFormLayout(self.box)
        layout.addWidget(self.box)
        self.one_day = QRadioButton()
        self.one_day.setObjectName("oneDay")
        self.one_day.setChecked(True)
        self.stage_race = QRadioButton()
        self.stage_race.setObjectName("stageRace")
        self.form.addRow(self.one_day)
        self.form.addRow(self.stage_race)
        usable = [e for e in library.entries(game) if e.usable and e.draft is not None]
        self.names = {e.id: e.name for e in usable}
        self.designers = {
            e.id: e.draft.designer
            for e in usable
            if designers and e.draft is not None and e.draft.designer
        }
        self.course = QComboBox()
        self.course.setObjectName("course")
        for cid, name in self.names.items():
            self.course.addItem(name, cid)
        self.course.setCurrentIndex(max(0, self.course.findData(default_course)))
        self.course_label = QLabel()
        self.form.addRow(self.course_label, self.course)
        self.stage_list = QListWidget()
        self.stage_list.setObjectName("stages")
        self.stage_list.setMaximumHeight(110)
        # a long name (and its designer) wraps, never cut with "…" (issue 43)
        self.stage_list.setWordWrap(True)
        self.stage_list.setTextElideMode(Qt.TextElideMode.ElideNone)
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
        self.form.addRow(self.stages_label, self.stage_list)
        self.form.addRow(row)
        for w in (self.one_day, self.stage_race):
            w.toggled.connect(self._changed)
        self.course.currentIndexChanged.connect(self._changed)
        self.add.clicked.connect(lambda: self.add_stage())
        self.remove.clicked.connect(self.remove_stage)
        self.up.clicked.connect(lambda: self.move_stage(-1))
        self.down.clicked.connect(lambda: self.move_stage(1))
        for cid in (list(self.names) * 2)[:2]:  # two stages to start from
            self.add_stage(cid)
        self.retranslate()

    # -- the stage list --------------------------------------------------------------
    def add_stage(self, course: str | None = None) -> None:
        cid = course or self.course.currentData() or self.default_course
        item = QListWidgetItem(self._stage_label(cid))
        item.setToolTip(item.text())
        item.setData(ROLE, cid)
        self.stage_list.addItem(item)
        self.stage_list.setCurrentItem(item)
        self._changed()

    def _stage_label(self, cid: str) -> str:
        """A stage in the list: its course, and who designed it when the course says."""
        name = self.names.get(cid, cid)
        if cid not in self.designers:
            return name
        return translate("RaceCourses", "{course} (by {designer})").format(
            course=name, designer=self.designers[cid]
        )

    def remove_stage(self) -> None:
        row = self.stage_list.currentRow()
        if row >= 0:
            self.stage_list.takeItem(row)
        self._changed()

    def move_stage(self, by: int) -> None:
        row = self.stage_list.currentRow()
        to = row + by
        if row < 0 or not 0 <= to < self.stage_list.count():
            return
        item = self.stage_list.takeItem(row)
        self.stage_list.insertItem(to, item)
        self.stage_list.setCurrentRow(to)
        self._changed()

    # -- the race --------------------------------------------------------------------
    def is_stage_race(self) -> bool:
        return self.stage_race.isChecked()

    def stages(self) -> list[str]:
        """The course ids raced, in order: the one course of a one-day race."""
        if not self.is_stage_race():
            return [self.course.currentData() or self.default_course]
        return [self.stage_list.item(i).data(ROLE) for i in range(self.stage_list.count())]

    def courses(self) -> list[dict[str, Any]]:
        """The courses of `stages()` as the set-up embeds them; one that cannot be read
        is left out and said in `problem`."""
        out = []
        for cid in self.stages():
            try:
                out.append(self._course_data(cid))
            except PelotonError:
                self.problem = translate("RaceCourses", "A course of the race cannot be read.")
        return out

    def summary(self) -> str:
        """The race in a few words, for the panel's summary line."""
        names = [self.names.get(c, c) for c in self.stages()]
        if self.is_stage_race():
            return translate("RaceCourses", "{count} stages: {names}").format(
                count=len(names), names=", ".join(names)
            )
        return ", ".join(names)

    def _changed(self) -> None:
        stage = self.is_stage_race()
        # a one-day race has no list of stages: it is hidden, not greyed
        for w in (self.stage_list, self.add, self.remove, self.up, self.down, self.stages_label):
            w.setVisible(stage)
        self.problem = ""
        count = len(self.stages())
        if stage and count < 2:
            self.problem = translate("RaceCourses", "A stage race needs at least two stages.")
        elif count > self.max_stages:
            self.problem = translate("RaceCourses", "At most {max} stages.").format(
                max=self.max_stages
            )
        self.changed.emit()

    def retranslate(self) -> None:
        self.box.setTitle(translate("RaceCourses", "The race"))
        self.one_day.setText(translate("RaceCourses", "One-day race on one course"))
        self.stage_race.setText(
            translate("RaceCourses", "Stage race: several courses, one after another")
        )
        self.course_label.setText(translate("RaceCourses", "Course:"))
        self.stages_label.setText(translate("RaceCourses", "Stages, in order:"))
        self.add.setText(translate("RaceCourses", "Add the course"))
        self.remove.setText(translate("RaceCourses", "Remove"))
        self.up.setText(translate("RaceCourses", "Up"))
        self.down.setText(translate("RaceCourses", "Down"))
        for i in range(self.stage_list.count()):
            item = self.stage_list.item(i)
            item.setText(self._stage_label(item.data(ROLE)))


__all__ = ["RaceCourses"]


class RacePanel(Retranslatable, QWidget):
    """A race game's new-game panel: the shared race part on top, the game's own
    rows (added by the subclass to `race.form`, then `finish()`), and a summary line:
    `summary_line()` for the game's options, the race part's summary after it."""

    changed = Signal()

    def __init__(
        self,
        game_id: str,
        default_course: str,
        course_data: Callable[[str], dict[str, Any]],
        designers: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.values = registry.get(game_id).standard_ruleset().values
        self._players = 2
        self.race = race = RaceCourses(
            game_id, default_course, self.values["max_stages"], course_data, designers=designers
        )
        # the race part under the names the panels always had (the GUI tests use them)
        self.stage_race, self.course, self.stages = race.stage_race, race.course, race.stage_list
        self.add_stage, self.move_stage = race.add_stage, race.move_stage
        self.remove_stage = race.remove_stage
        self.summary = QLabel()
        self.summary.setWordWrap(True)

    def finish(self) -> None:
        """After the game's rows: the summary, the layout, the race's signal."""
        self.race.form.addRow(self.summary)
        QVBoxLayout(self).addWidget(self.race)
        self.race.changed.connect(self._changed)

    @property
    def problem(self) -> str:
        return self.race.problem

    def set_players(self, players: int, names: list[str]) -> None:
        self._players = players
        self._changed()

    def _changed(self) -> None:
        self._summarise()
        self.changed.emit()

    def summary_line(self) -> str:  # pragma: no cover - overridden
        raise NotImplementedError

    def _summarise(self) -> None:
        self.summary.setText(self.summary_line() + " · " + self.race.summary())
