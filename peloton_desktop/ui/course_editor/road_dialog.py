"""Import a road: the real profile above the game's, the scale and the thresholds
adjustable live, then the course (courses/roads does the work; this only shows it)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.roads.build import RoadPlan, plan_road, road_draft, usual_scale
from peloton_desktop.courses.roads.reading import Road
from peloton_desktop.courses.roads.rules import RoadRules
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.road import (
    category_text,
    climb_words,
    decimal,
    paint_grade_key,
    paint_road_profile,
)
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing import text
from peloton_desktop.printing.painter import paint_profile
from peloton_desktop.ui.pieces.text import error_text

MM = 96 / 25.4  # the preview paints in millimetres, like the editor's profile strip


class RoadPreview(QWidget):
    """The real road (top) and the game's profile of the course it makes (bottom)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan: RoadPlan | None = None
        self.draft: CourseDraft | None = None
        self.kind: CourseKind | None = None
        self.setMinimumSize(720, 360)

    def show_plan(self, plan: RoadPlan | None, draft: CourseDraft | None, kind: CourseKind) -> None:
        self.plan, self.draft, self.kind = plan, draft, kind
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), qcolor(colours.PAPER))
        p.scale(MM, MM)
        w, h = self.width() / MM, self.height() / MM
        if self.plan is not None:
            paint_grade_key(p, QRectF(2, 1, w - 4, 5), 3.6)
            top = QRectF(2, 6, w - 4, h * 0.62 - 7)
            paint_road_profile(p, top, self.plan.profile, self.plan.climbs, 4.2)
        if self.draft is not None and self.kind is not None:
            paint_profile(
                p, QRectF(2 + 4.2 * 4, h * 0.64, w - 4 - 4.2 * 5.5, h * 0.34), self.draft, self.kind
            )
        p.end()


class RoadImportDialog(QDialog):
    """Shows what a road becomes for `kind`; `draft` is the course once accepted."""

    def __init__(
        self, road: Road, kind: CourseKind, source: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roadImportDialog")
        self.road, self.kind, self.source = road, kind, source
        self.rules = RoadRules.of_kind(kind)
        self.plan: RoadPlan | None = None
        self.draft: CourseDraft | None = None
        self.preview = RoadPreview(self)
        self.scale = QDoubleSpinBox(self)
        self.scale.setObjectName("roadScale")
        self.scale.setDecimals(2)
        self.scale.setRange(0.05, 50.0)
        self.scale.setSingleStep(0.05)
        self.scale.setSuffix(" km")
        self.scale.setValue(usual_scale(road.length_km, self.rules))
        self.scale.setEnabled(self.rules.fixed_cases is None)
        form = QFormLayout()
        self.scale_label = QLabel(self)
        form.addRow(self.scale_label, self.scale)
        self.threshold_boxes: dict[str, QDoubleSpinBox] = {}
        self.threshold_labels: dict[str, QLabel] = {}
        for terrain, gradient in self.rules.thresholds.items():
            box = QDoubleSpinBox(self)
            box.setObjectName(f"threshold_{terrain}")
            box.setRange(-30.0, 30.0)
            box.setDecimals(1)
            box.setSingleStep(0.5)
            box.setSuffix(" %")
            box.setValue(gradient)
            self.threshold_boxes[terrain] = box
            self.threshold_labels[terrain] = QLabel(self)
            form.addRow(self.threshold_labels[terrain], box)
        self.summary = QLabel(self)
        self.summary.setObjectName("roadSummary")
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.problem = QLabel(self)
        self.problem.setObjectName("roadProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {qcolor(colours.WARNING).name()}")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.summary, 1)
        side.addWidget(self.problem)
        body = QHBoxLayout()
        body.addWidget(self.preview, 3)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(self.buttons)
        self.scale.valueChanged.connect(self.update_plan)
        for box in self.threshold_boxes.values():
            box.valueChanged.connect(self.update_plan)
        self.retranslate()
        self.update_plan()
        self.resize(1100, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(
            translate("RoadImport", "Import a road: %1").replace("%1", self.road.name)
        )
        self.scale_label.setText(translate("RoadImport", "Length of a case"))
        for terrain, label in self.threshold_labels.items():
            name = text.terrain_name(self.kind.game, terrain)
            label.setText(translate("RoadImport", "%1 from").replace("%1", name))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("RoadImport", "Open in the editor"))
        self.update_plan()

    def changes(self) -> dict[str, float]:
        return {t: box.value() for t, box in self.threshold_boxes.items()}

    def update_plan(self) -> None:
        """Cut the road again with the scale and thresholds shown."""
        rules = self.rules.with_thresholds(self.changes())
        try:
            self.plan = plan_road(self.road, rules, self.scale.value())
        except BadInput as exc:
            self.plan, self.draft = None, None
            self.problem.setText(error_text(exc))
        else:
            self.draft = road_draft(self.plan, self.kind, self.source)
            self.problem.setText("")
            if self.rules.fixed_cases:
                self.scale.blockSignals(True)
                self.scale.setValue(self.plan.km_per_case)
                self.scale.blockSignals(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.draft is not None)
        self.summary.setText(self.summary_text())
        self.preview.show_plan(self.plan, self.draft, self.kind)

    def summary_text(self) -> str:
        plan, draft = self.plan, self.draft
        if plan is None or draft is None:
            return ""
        lines = [
            translate("RoadImport", "%1 km, %2 cases of %3 km")
            .replace("%1", decimal(plan.length_km))
            .replace("%2", str(plan.cases))
            .replace("%3", decimal(plan.km_per_case, 2))
        ]
        lines += [
            translate("RoadImport", "Climb %1, summit at km %2: %3")
            .replace("%1", category_text(c.category))
            .replace("%2", decimal(c.top_km))
            .replace("%3", climb_words(c))
            for c in plan.climbs
        ]
        lines.append(translate("RoadImport", "In the game:"))
        lines += [text.climb_line(c, draft.game) for c in self.kind.climbs(draft)]
        return "\n".join(lines)
