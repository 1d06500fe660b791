"""The course editor's tool bars (the palette of terrains, features and tools; the
edit bar) and its side panel (name, designer, description, the kind's option, the
statistics and the live list of issues)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QSpinBox,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.courses.common import MAX_DESIGNER, Cell
from peloton_desktop.ui.course_editor.legend import LegendPanel
from peloton_desktop.ui.course_editor.scene import CourseView, case_icon

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListWidgetItem

    from peloton_desktop.ui.course_editor.document import CourseDocument


class EditorPanels(QMainWindow):
    """The building half of `CourseEditor` (a base class: the editor supplies the
    document, the actions and the slots these widgets are wired to)."""

    doc: CourseDocument
    view: CourseView
    tool: str  # the palette's tool: a terrain, a feature, start or finish
    undo_action: QAction
    redo_action: QAction
    insert_action: QAction
    remove_action: QAction
    zoom_in_action: QAction
    zoom_out_action: QAction
    fit_action: QAction

    def set_tool(self, tool: str) -> None:
        raise NotImplementedError

    def _name_edited(self) -> None:
        raise NotImplementedError

    def _designer_edited(self) -> None:
        raise NotImplementedError

    def _description_edited(self) -> None:
        raise NotImplementedError

    def _go_to_issue(self, item: QListWidgetItem) -> None:
        raise NotImplementedError

    def _build_palette(self) -> None:
        self.palette_bar = QToolBar()
        self.palette_bar.setObjectName("palette")
        self.palette_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.palette_bar)
        group = QActionGroup(self)
        group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        k, d = self.doc.kind, self.doc.draft
        tools: list[tuple[str, Cell | None]] = [(t, Cell(t)) for t in k.terrains]
        tools += [(f, k.feature_cell(f)) for f in k.features]
        tools += [(t, None) for t in k.tools]  # start, finish
        for n, (tool, cell) in enumerate(tools, start=1):
            action = QAction(self)
            action.setCheckable(True)
            action.setObjectName(f"tool_{tool}")
            if cell is not None:
                action.setIcon(case_icon(d, k, cell))
            else:
                icon = (
                    QStyle.StandardPixmap.SP_MediaPlay
                    if tool == "start"
                    else QStyle.StandardPixmap.SP_MediaStop
                )
                action.setIcon(self.style().standardIcon(icon))
            action.setShortcut(QKeySequence(str(n)))
            action.triggered.connect(lambda _=False, t=tool: self.set_tool(t))
            group.addAction(action)
            self.palette_bar.addAction(action)
            self.tool_actions[tool] = action
        self.tool_actions[self.tool].setChecked(True)
        # a terrain's letter paints it at the keyboard's cursor (ui/course_editor/cursor.py)
        self.view.letters = {t.upper(): self.tool_actions[t] for t in k.terrains if len(t) == 1}
        self.edit_bar = QToolBar()
        self.edit_bar.setObjectName("editBar")
        self.addToolBarBreak()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.edit_bar)
        for a in (self.undo_action, self.redo_action, self.insert_action, self.remove_action):
            self.edit_bar.addAction(a)
        self.edit_bar.addSeparator()
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            self.edit_bar.addAction(a)

    def _build_panel(self) -> None:
        self.panel = QWidget()
        self.panel.setMinimumWidth(340)
        layout = QVBoxLayout(self.panel)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("courseName")
        self.name_edit.setMaxLength(80)
        self.name_edit.editingFinished.connect(self._name_edited)
        self.designer_edit = QLineEdit()
        self.designer_edit.setObjectName("courseDesigner")
        self.designer_edit.setMaxLength(MAX_DESIGNER)
        self.designer_edit.editingFinished.connect(self._designer_edited)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setObjectName("courseDescription")
        self.description_edit.setMaximumHeight(90)
        self.description_edit.textChanged.connect(self._description_edited)
        self.name_label, self.description_label = QLabel(), QLabel()
        self.designer_label = QLabel()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.designer_label, self.designer_edit)
        form.addRow(self.description_label, self.description_edit)
        self.option_label = QLabel()
        self.direction = QComboBox()
        self.direction.setObjectName("direction")
        self.zone = QSpinBox()
        self.zone.setObjectName("startZone")
        self.zone.setRange(1, 10)
        if self.doc.kind.option == "direction":
            self.direction.addItems(["", ""])
            self.direction.currentIndexChanged.connect(
                lambda i: self.doc.set_field("direction", ("forward", "backward")[i])
            )
            form.addRow(self.option_label, self.direction)
        elif self.doc.kind.option == "start_zone":
            self.zone.valueChanged.connect(lambda v: self.doc.set_field("start_zone", v))
            form.addRow(self.option_label, self.zone)
        layout.addLayout(form)
        self.stats_title, self.stats = QLabel(), QLabel()
        self.stats.setObjectName("courseStats")
        self.stats.setWordWrap(True)
        self.stats.setTextFormat(Qt.TextFormat.PlainText)
        self.issues_title = QLabel()
        self.issues = QListWidget()
        self.issues.setObjectName("courseIssues")
        self.issues.setWordWrap(True)
        self.issues.itemActivated.connect(self._go_to_issue)
        self.issues.itemClicked.connect(self._go_to_issue)
        self.legend_title = QLabel()
        self.legend = LegendPanel(self.doc.draft, self.doc.kind)
        for w in (
            self.stats_title,
            self.stats,
            self.legend_title,
            self.legend,
            self.issues_title,
            self.issues,
        ):
            layout.addWidget(w)
        for w in (self.stats_title, self.legend_title, self.issues_title):
            font = w.font()
            font.setBold(True)
            w.setFont(font)
