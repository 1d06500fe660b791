"""The editor's legend: every mark the board draws besides the palette's terrains and
features, each drawn by the very painter the board uses, with what it means."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from peloton_desktop.courses.common import Cell, CourseDraft, CourseKind, Severity
from peloton_desktop.courses.track import START_ZONE, Bend, Box
from peloton_desktop.draw.palette import theme, transparent
from peloton_desktop.draw.tr import translate
from peloton_desktop.draw.track import style_for
from peloton_desktop.printing.painter import fit, paint_bend, paint_case, race_arrow
from peloton_desktop.ui.course_editor.marks import paint_issue_mark

ICON = 30  # pixels of a legend's sample
Paint = Callable[[QPainter], None]


def sample_icon(paint: Paint, source: QRectF, size: int = ICON) -> QPixmap:
    """A mark painted in millimetres, fitted into a small square pixmap."""
    pm = QPixmap(size, size)
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fit(p, source, QRectF(1, 1, size - 2, size - 2))
    paint(p)
    p.end()
    return pm


def legend_entries(draft: CourseDraft, kind: CourseKind) -> list[tuple[str, Paint, QRectF]]:
    """(text, painter, the millimetres it paints) of each mark this kind's board shows."""
    length, width = kind.case_mm
    side = max(length, width)
    box = Box(0, (side - length) / 2, (side - width) / 2, length, width, 0, True)
    square = QRectF(0, 0, side, side)
    style = style_for(kind.game)

    def case(start: int = -1, finish: int = -1, selected: bool = False, feature: str = "") -> Paint:
        sample = draft.copy()
        sample.cells = [Cell(kind.terrains[0], frozenset({feature} - {""}))]
        sample.start, sample.finish = start, finish
        return lambda p: paint_case(p, box, sample, kind, selected)

    def extra(index: int) -> Paint:
        return lambda p: paint_case(p, Box(index, 0, 0, side, side, 0, True), draft, kind)

    def issue(severity: Severity) -> Paint:
        def paint(p: QPainter) -> None:
            case()(p)
            paint_issue_mark(p, QRectF(box.x, box.y, box.w, box.h), severity)

        return paint

    bend = Bend(0, 0, 10, 1)
    entries = [
        (
            translate("CourseEditor", "Selected case: Insert and Delete act on it"),
            case(selected=True),
            square,
        ),
        (
            translate("CourseEditor", "The way the race runs"),
            lambda p: race_arrow(p, QPointF(5, 5), 8, True),
            QRectF(0, 0, 10, 10),
        ),
        (
            translate("CourseEditor", "Bend: its arrow shows the way"),
            lambda p: paint_bend(p, bend),
            QRectF(*bend.bounds()),
        ),
    ]
    if "feed" not in kind.features and kind.feeds(draft):  # not in the palette: set by the game
        entries.append((translate("CourseEditor", "Feed zone (R)"), case(feature="feed"), square))
    if style.start_line:
        entries.append((translate("CourseEditor", "Start line"), case(start=0), square))
    if kind.extra.get("start_zone_option"):
        entries.append(
            (
                translate("CourseEditor", "Places of the fictive start zone"),
                extra(START_ZONE),
                square,
            )
        )
    if style.finish_line:
        entries.append((translate("CourseEditor", "Finish line"), case(finish=0), square))
    if kind.extra.get("finish_tiles"):
        entries.append(
            (translate("CourseEditor", "Finish tiles, past the line"), extra(-1), square)
        )
    entries += [
        (
            translate("CourseEditor", "A check failed: the course cannot be played"),
            issue("error"),
            square,
        ),
        (translate("CourseEditor", "A warning: playable, but read why"), issue("warning"), square),
    ]
    return entries


class LegendPanel(QWidget):
    """Two columns of marks and their meanings, under the statistics."""

    def __init__(self, draft: CourseDraft, kind: CourseKind, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseLegend")
        self.draft, self.kind = draft, kind
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.labels: list[QLabel] = []
        self.retranslate()
        theme().changed.connect(self.retranslate)  # the marks in light or dark colours

    def retranslate(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            gone = item.widget() if item is not None else None
            if gone is not None:
                gone.deleteLater()
        self.labels = []
        for n, (text, paint, source) in enumerate(legend_entries(self.draft, self.kind)):
            icon = QLabel()
            icon.setPixmap(sample_icon(paint, source))
            icon.setFixedSize(ICON, ICON)
            label = QLabel(text)
            label.setWordWrap(True)
            label.setObjectName(f"legend_{n}")
            row, col = divmod(n, 2)
            self.grid.addWidget(icon, row, col * 2, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(label, row, col * 2 + 1)
            self.labels.append(label)
        self.grid.setColumnStretch(1, 1)
        self.grid.setColumnStretch(3, 1)
