"""The course on screen: one graphics item per case, a view that paints with the mouse,
and the profile strip. Scene units are millimetres, as on the printed sheet."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QIcon,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from peloton_desktop import colours
from peloton_desktop.courses.common import Cell, CourseDraft, CourseKind, Severity
from peloton_desktop.courses.track import Bend, Box, editor_layout
from peloton_desktop.draw.palette import qcolor, theme, transparent
from peloton_desktop.printing.painter import (
    fit,
    paint_bend,
    paint_case,
    paint_course,
    paint_profile,
)
from peloton_desktop.ui.course_editor.cursor import CaseCursor
from peloton_desktop.ui.course_editor.document import CourseDocument
from peloton_desktop.ui.course_editor.marks import paint_issue_mark


class CaseItem(QGraphicsItem):
    def __init__(self, doc: CourseDocument, box: Box) -> None:
        super().__init__()
        self.doc, self.box = doc, box
        self.selected_case = False
        self.severity: Severity | None = None  # the worst failed check on this case

    @property
    def index(self) -> int:
        return self.box.index

    def boundingRect(self) -> QRectF:
        return QRectF(self.box.x, self.box.y, self.box.w, self.box.h)

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_case(painter, self.box, self.doc.draft, self.doc.kind, self.selected_case)
        if self.severity is not None:
            paint_issue_mark(painter, self.boundingRect(), self.severity)

    def set_issues(self, found: list[tuple[Severity, str]]) -> None:
        """Mark the case with the checks that concern it; their texts in its tooltip."""
        severity: Severity | None = None
        if found:
            severity = "error" if any(s == "error" for s, _ in found) else "warning"
        if severity != self.severity:
            self.severity = severity
            self.update()
        self.setToolTip("\n".join(f"! {line}" for _, line in found))


class BendItem(QGraphicsItem):
    def __init__(self, bend: Bend) -> None:
        super().__init__()
        self.bend = bend
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return QRectF(*self.bend.bounds())

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_bend(painter, self.bend)


class CourseScene(QGraphicsScene):
    def __init__(self, doc: CourseDocument) -> None:
        super().__init__()
        self.doc = doc
        self.current = -1
        self.items_by_index: dict[int, CaseItem] = {}
        self._ground()
        theme().changed.connect(self._ground)  # light or dark, at once
        doc.structure_changed.connect(self.rebuild)
        doc.changed.connect(self.refresh)
        self.rebuild()

    def _ground(self) -> None:
        self.setBackgroundBrush(qcolor(colours.EDITOR_TABLE))

    def rebuild(self) -> None:
        self.clear()
        self.items_by_index = {}
        self.layout = editor_layout(self.doc.draft, self.doc.kind)
        for bend in self.layout.bends:
            self.addItem(BendItem(bend))
        for box in self.layout.boxes:
            item = CaseItem(self.doc, box)
            self.addItem(item)
            if box.index >= 0:
                self.items_by_index[box.index] = item
        self.set_current(min(self.current, len(self.doc.draft.cells) - 1))
        self.setSceneRect(QRectF(-30, -30, self.layout.width + 60, self.layout.height + 60))

    def refresh(self) -> None:
        self.update()

    def mark_issues(self, found: dict[int, list[tuple[Severity, str]]]) -> None:
        """Outline the cases that failed a check (case index → severity and text)."""
        for index, item in self.items_by_index.items():
            item.set_issues(found.get(index, []))

    def set_current(self, index: int) -> None:
        for i, item in self.items_by_index.items():
            was, item.selected_case = item.selected_case, i == index
            if was != item.selected_case:
                item.update()
        self.current = index

    def cases_along(self, start: QPointF, end: QPointF) -> list[int]:
        """The cases under the segment start→end, in order, sampled finer than a case."""
        length, width = self.doc.kind.case_mm
        step = max(0.5, min(length, width) / 4)
        delta = end - start
        count = max(1, int((delta.x() ** 2 + delta.y() ** 2) ** 0.5 / step) + 1)
        found: list[int] = []
        for n in range(1, count + 1):
            index = self.case_at(start + delta * (n / count))
            if index >= 0 and (not found or found[-1] != index):
                found.append(index)
        return found

    def case_at(self, pos: QPointF) -> int:
        for item in self.items(pos):
            if isinstance(item, CaseItem) and item.index >= 0:
                return item.index
        return -1


class CourseView(CaseCursor):
    """Press, drag and release paint a stroke of cases with the current tool (or the
    keys: `cursor.CaseCursor`)."""

    stroke_started = Signal(int)
    stroke_moved = Signal(int)
    stroke_ended = Signal()

    def __init__(self, scene: CourseScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.course_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMouseTracking(False)
        self._stroke = False
        self._last = -1
        self._last_pos = QPointF()
        self._fitted = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.say()

    def zoom(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(0.2 / current, min(factor, 20.0 / current))
        self.scale(factor, factor)

    def fit(self) -> None:
        self.fitInView(self.course_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = self.mapToScene(event.position().toPoint())
        index = self.course_scene.case_at(pos)
        if index >= 0:
            self._stroke, self._last, self._last_pos = True, index, pos
            self.stroke_started.emit(index)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self._stroke:
            super().mouseMoveEvent(event)
            return
        pos = self.mapToScene(event.position().toPoint())
        # a fast drag jumps several cases between two events: walk the segment
        for index in self.course_scene.cases_along(self._last_pos, pos):
            if index != self._last:
                self._last = index
                self.stroke_moved.emit(index)
        self._last_pos = pos

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._stroke and event.button() == Qt.MouseButton.LeftButton:
            self._stroke = False
            self.stroke_ended.emit()
            return
        super().mouseReleaseEvent(event)


class ProfileStrip(QWidget):
    """The course seen from the side, under the editor's board."""

    def __init__(self, doc: CourseDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setMinimumHeight(90)
        self.setMaximumHeight(180)
        doc.changed.connect(self.update)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # 1 unit = 1 mm at 96 dpi-ish: keep text readable whatever the width
        unit = 96 / 25.4
        p.scale(unit, unit)
        paint_profile(
            p,
            QRectF(1, 1, self.width() / unit - 2, self.height() / unit - 2),
            self.doc.draft,
            self.doc.kind,
        )
        p.end()


def case_icon(doc_or_draft: CourseDraft, kind: CourseKind, cell: Cell, size: int = 32) -> QIcon:
    """A palette icon: one case painted exactly as on the board."""
    sample = doc_or_draft.copy()
    sample.cells = [cell]
    sample.start = sample.finish = -1
    length, width = kind.case_mm
    pm = QPixmap(size, size)
    pm.fill(transparent())
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = max(length, width)
    fit(p, QRectF(0, 0, side, side), QRectF(1, 1, size - 2, size - 2))
    paint_case(
        p, Box(0, (side - length) / 2, (side - width) / 2, length, width, 0, True), sample, kind
    )
    p.end()
    return QIcon(pm)


def thumbnail(draft: CourseDraft, kind: CourseKind, width: int = 200, height: int = 120) -> QPixmap:
    """The whole course small, for the library list."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(qcolor(colours.PAPER))
    layout = editor_layout(draft, kind)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fit(
        p,
        QRectF(-10, -10, layout.width + 20, layout.height + 20),
        QRectF(2, 2, width - 4, height - 4),
    )
    paint_course(p, layout, draft, kind)
    p.end()
    return QPixmap.fromImage(image)
