"""New-game options of Coup de bordure: the course and each team's energy tokens."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import filetypes
from peloton_desktop.core.errors import BadInput
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure import ENTRY
from peloton_desktop.games.coup_de_bordure.course import (
    CdbCourse,
    TeamPreset,
    bundled_courses,
    load_course_file,
    parse_course,
)
from peloton_desktop.games.coup_de_bordure.view.art import course_strip, tokens_icon
from peloton_desktop.games.coup_de_bordure.view.text import terrain_name
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.pieces.widgets import Retranslatable

COLOURS: tuple[Literal["P", "C", "M", "S"], ...] = ("P", "C", "M", "S")


def library_courses() -> list[CdbCourse]:
    """The user's own Coup de bordure courses that follow the rules (course library)."""
    from peloton_desktop.courses import library
    from peloton_desktop.courses.kinds import course_data

    found = []
    for entry in library.user_entries():
        if entry.game == "coup_de_bordure" and entry.usable and entry.draft is not None:
            found.append(parse_course(course_data(entry.draft), str(entry.path)))
    return found


def _combo_row(form: QFormLayout, name: str) -> tuple[QComboBox, QLabel]:
    combo, label = QComboBox(), QLabel()
    combo.setObjectName(name)
    form.addRow(label, combo)
    return combo, label


class TeamEditor(QWidget):
    """The team's riders (three in the rulebook): a name, four token counts and the
    colour of the hidden token; the ruleset gives the counts and totals."""

    changed = Signal()

    def __init__(self, values: Mapping[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values = values
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.preset, self.preset_label = _combo_row(form, "teamPreset")
        self.team_name = QLineEdit()
        self.team_name.setMaxLength(60)
        self.name_label = QLabel()
        form.addRow(self.name_label, self.team_name)
        layout.addLayout(form)
        grid = QGridLayout()
        self.headers = [QLabel() for _ in range(6)]
        for col, h in enumerate(self.headers):
            grid.addWidget(h, 0, col)
        self.rows: list[tuple[QLineEdit, list[QSpinBox], QComboBox]] = []
        for r in range(values["riders_per_team"]):
            name = QLineEdit()
            name.setMaxLength(60)
            spins = []
            for c in range(4):
                spin = QSpinBox()
                spin.setRange(0, values["rider_tokens_max"])
                spin.setObjectName(f"tokens_{r}_{COLOURS[c]}")
                spin.valueChanged.connect(self._edited)
                grid.addWidget(spin, r + 1, c + 1)
                spins.append(spin)
            hidden = QComboBox()
            hidden.setObjectName(f"hidden_{r}")
            hidden.currentIndexChanged.connect(self._edited)
            name.textEdited.connect(self._edited)
            grid.addWidget(name, r + 1, 0)
            grid.addWidget(hidden, r + 1, 5)
            self.rows.append((name, spins, hidden))
        layout.addLayout(grid)
        self.total = QLabel()
        self.total.setObjectName("teamTotal")
        layout.addWidget(self.total)
        self.team_name.textEdited.connect(self._edited)
        self.preset.activated.connect(self._preset_chosen)
        self._presets: list[TeamPreset] = []
        self._loading = False

    def set_presets(self, presets: list[TeamPreset], index: int) -> None:
        self._presets = presets
        self.retranslate()
        if presets:
            self.preset.setCurrentIndex(min(index, len(presets) - 1))
            self._apply(presets[min(index, len(presets) - 1)])

    def _preset_chosen(self, index: int) -> None:
        if 0 <= index < len(self._presets):
            self._apply(self._presets[index])

    def _apply(self, team: TeamPreset) -> None:
        self._loading = True
        self.team_name.setText(team.name)
        for (name, spins, hidden), rider in zip(self.rows, team.riders, strict=True):
            name.setText(rider.name)
            for c, spin in enumerate(spins):
                spin.setValue(rider.tokens.get(COLOURS[c], 0))
            hidden.setCurrentIndex(0 if rider.hidden is None else COLOURS.index(rider.hidden) + 1)
        self._loading = False
        self._edited()

    def _edited(self, *_args: object) -> None:
        if self._loading:
            return
        team = self.team()
        total = sum(sum(r["tokens"].values()) for r in team["riders"])
        self.total.setText(
            translate("CdbSetup", "Energy tokens: {total} of {expected}").format(
                total=total, expected=self.values["team_tokens"]
            )
        )
        if self.preset.currentIndex() < len(self._presets):
            preset = self._presets[self.preset.currentIndex()]
            if preset.model_dump(mode="json") != team:
                self.preset.setCurrentIndex(len(self._presets))  # "Custom"
        self.changed.emit()

    def team(self) -> dict[str, Any]:
        riders = []
        for r, (name, spins, hidden) in enumerate(self.rows):
            colour = hidden.currentData()
            riders.append(
                {
                    "name": name.text().strip() or f"{r + 1}",
                    "tokens": {COLOURS[c]: spins[c].value() for c in range(4)},
                    "hidden": colour,
                }
            )
        return {"name": self.team_name.text().strip() or "—", "riders": riders}

    def retranslate(self) -> None:
        self.preset_label.setText(translate("CdbSetup", "Team:"))
        self.name_label.setText(translate("CdbSetup", "Name:"))
        current = self.preset.currentIndex()
        self.preset.blockSignals(True)
        self.preset.clear()
        for team in self._presets:
            self.preset.addItem(team.name)
        self.preset.addItem(translate("CdbSetup", "Custom"))
        self.preset.setCurrentIndex(max(current, 0))
        self.preset.blockSignals(False)
        self.headers[0].setText(translate("CdbSetup", "Rider"))
        for c in range(4):
            self.headers[c + 1].setText(terrain_name(COLOURS[c]))
            self.headers[c + 1].setToolTip(terrain_name(COLOURS[c]))
        self.headers[5].setText(translate("CdbSetup", "Hidden token"))
        for _name, _spins, hidden in self.rows:
            value = hidden.currentData()
            hidden.blockSignals(True)
            hidden.clear()
            hidden.addItem(translate("CdbSetup", "none"), None)
            for colour in COLOURS:
                hidden.addItem(tokens_icon([colour], 16), terrain_name(colour), colour)
            hidden.setCurrentIndex(max(hidden.findData(value), 0))
            hidden.blockSignals(False)
        self._edited()


class CdbSetupPanel(Retranslatable, QWidget):
    """The course. Teams are each player's secret (their energy plan says which token
    lies face down): each human plans theirs behind the hand-over when the game starts
    (`TeamStep`); bots ride the course's preset teams. `setup(players)` gives the
    engine's set-up dictionary with the presets."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cdbSetup")
        self.courses: list[CdbCourse] = list(bundled_courses()) + library_courses()
        self.problem = ""
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.course, self.course_label = _combo_row(form, "course")
        self.preview = QLabel()
        self.preview.setObjectName("coursePreview")
        form.addRow("", self.preview)
        layout.addLayout(form)
        self.teams_note = QLabel()
        self.teams_note.setObjectName("teamsNote")
        self.teams_note.setWordWrap(True)
        layout.addWidget(self.teams_note)
        self.course.activated.connect(self._course_chosen)
        self._players = 2
        self.retranslate()
        self._course_chosen(0)

    def set_players(self, players: int, names: list[str]) -> None:
        self._players = players

    def _course_chosen(self, index: int) -> None:
        if index == len(self.courses):  # "Course file…"
            path, _ = QFileDialog.getOpenFileName(
                self,
                translate("CdbSetup", "Open a course"),
                "",
                translate("CdbSetup", "Courses ({patterns})").format(
                    patterns=filetypes.patterns("course")
                ),
            )
            if not path:
                self.course.setCurrentIndex(0)
                index = 0
            else:
                try:
                    self.courses.append(load_course_file(path))
                except BadInput as exc:
                    self.problem = error_text(exc)
                    self.course.setCurrentIndex(0)
                    self.changed.emit()
                    return
                self.retranslate()
                index = len(self.courses) - 1
                self.course.setCurrentIndex(index)
        self.problem = ""
        course = self.courses[index]
        self.preview.setPixmap(course_strip(course.tiles, 360, 24))
        self.changed.emit()

    def current_course(self) -> CdbCourse:
        return self.courses[min(self.course.currentIndex(), len(self.courses) - 1)]

    def setup(self, players: int) -> dict[str, Any]:
        course = self.current_course()
        return {
            "players": players,
            "course": {"id": course.id, "name": course.name, "tiles": course.tiles},
            "teams": [preset_team(course, i) for i in range(players)],
        }

    def retranslate(self) -> None:
        self.course_label.setText(translate("CdbSetup", "Course:"))
        current = max(self.course.currentIndex(), 0)
        self.course.blockSignals(True)
        self.course.clear()
        for course in self.courses:
            label = course.name
            if course.inspired_by:
                label = translate("CdbSetup", "{name} (inspired by the race)").format(
                    name=course.name
                )
            self.course.addItem(label)
        self.course.addItem(translate("CdbSetup", "Course file…"))
        self.course.setCurrentIndex(current)
        self.course.blockSignals(False)
        self.teams_note.setText(
            translate(
                "CdbSetup",
                "Each player plans their team (energy tokens, face-down tokens) in secret "
                "when the game starts; bots ride the course's preset teams.",
            )
        )


def create_setup_panel() -> CdbSetupPanel:
    return CdbSetupPanel()


def presets_for(course: CdbCourse) -> list[TeamPreset]:
    return list(course.teams) or list(bundled_courses()[0].teams)


def preset_team(course: CdbCourse, seat: int) -> dict[str, Any]:
    presets = presets_for(course)
    team: dict[str, Any] = presets[seat % len(presets)].model_dump(mode="json")
    return team


def _course_of(setup: Mapping[str, Any]) -> CdbCourse:
    known = {c.id: c for c in [*bundled_courses(), *library_courses()]}
    wanted = setup.get("course") or {}
    return known.get(wanted.get("id", ""), bundled_courses()[0])


class TeamStep(QWidget):
    """One player's team, planned in secret before the race (ui/table/private_setup.py)."""

    def __init__(self, setup: Mapping[str, Any], seat: int) -> None:
        super().__init__()
        self.setObjectName("cdbTeamStep")
        self.seat = seat
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.editor = TeamEditor(ENTRY.standard_ruleset().values)
        self.editor.set_presets(presets_for(_course_of(setup)), seat)
        layout.addWidget(self.editor)

    def apply(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        out = dict(setup)
        teams = list(out["teams"])
        teams[self.seat] = self.editor.team()
        out["teams"] = teams
        return out


def team_step(setup: dict[str, Any], seat: int) -> TeamStep:
    return TeamStep(setup, seat)


PANEL = CdbSetupPanel
PRIVATE_SETUP = team_step
