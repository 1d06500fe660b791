"""The course editor window: palette, board, profile, properties, validation."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QSplitter,
    QStyle,
    QWidget,
)

from peloton_desktop.core import filetypes
from peloton_desktop.core.errors import PelotonError
from peloton_desktop.courses import library
from peloton_desktop.courses.common import CourseDraft, Severity
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing import text
from peloton_desktop.ui.course_editor.cursor import name_tool
from peloton_desktop.ui.course_editor.document import CourseDocument
from peloton_desktop.ui.course_editor.panels import EditorPanels
from peloton_desktop.ui.course_editor.print_ui import export_pdf, preview
from peloton_desktop.ui.course_editor.road_import import install as install_road_import
from peloton_desktop.ui.course_editor.scene import CourseScene, CourseView, ProfileStrip
from peloton_desktop.ui.pieces.text import error_text, message
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.shell import window_memory as memory
from peloton_desktop.ui.test_ride.start import ride_from_editor

Shortcut = QKeySequence | QKeySequence.StandardKey
Slot = Callable[[], object]


class CourseEditor(Retranslatable, EditorPanels):
    saved = Signal(str)  # the course id, after each save

    def __init__(self, draft: CourseDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("courseEditor")
        self.doc = CourseDocument(draft, self)
        self.stack = self.doc.stack
        self.scene = CourseScene(self.doc)
        self.view = CourseView(self.scene)
        self.view.setObjectName("courseView")
        self.profile = ProfileStrip(self.doc)
        self.profile.setObjectName("profileStrip")
        self.tool = self.doc.kind.terrains[0]
        self._feature_on = True
        self._macro = False
        self._build_actions()
        self._build_palette()
        self._build_panel()
        install_road_import(self)  # Course › Import a road…, and .gpx/.csv drops
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.view)
        split.addWidget(self.profile)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(split)
        body.addWidget(self.panel)
        body.setStretchFactor(0, 3)
        body.setStretchFactor(1, 1)
        self.setCentralWidget(body)
        self.splitters = {"course_editor_body": body, "course_editor_view": split}
        self.view.stroke_started.connect(self._stroke_start)
        self.view.stroke_moved.connect(self._stroke_move)
        self.view.stroke_ended.connect(self._stroke_end)
        self.doc.changed.connect(self._refresh)
        self.stack.cleanChanged.connect(self._update_title)
        memory.restore_geometry(self, "course_editor", QSize(1200, 700))
        for key, splitter in self.splitters.items():
            memory.restore_splitter(splitter, key)
        self.retranslate()
        self._refresh()

    # -- building -------------------------------------------------------------------

    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.edit_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.save_action = self._action(self.file_menu, QKeySequence.StandardKey.Save, self.save)
        self.export_action = self._action(self.file_menu, None, self.export_json)
        self.file_menu.addSeparator()
        self.preview_action = self._action(
            self.file_menu, QKeySequence.StandardKey.Print, self.print_preview
        )
        self.pdf_action = self._action(self.file_menu, None, self.export_pdf)
        self.teams_action = self._action(self.file_menu, None, self.export_team_pdf)
        self.teams_action.setVisible(self.doc.kind.team_sheet is not None)
        self.ride_action = self._action(self.file_menu, None, lambda: ride_from_editor(self))
        self.ride_action.setVisible(self.doc.kind.ride is not None)  # issue 45
        self.file_menu.addSeparator()
        self.close_action = self._action(self.file_menu, QKeySequence.StandardKey.Close, self.close)
        self.undo_action = self.stack.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.stack.createRedoAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.insert_action = self._action(self.edit_menu, QKeySequence("Ins"), self.insert_case)
        self.append_action = self._action(
            self.edit_menu, QKeySequence("Ctrl+Ins"), self.append_case
        )
        self.remove_action = self._action(self.edit_menu, QKeySequence("Del"), self.remove_case)
        self.zoom_in_action = self._action(
            self.view_menu, QKeySequence.StandardKey.ZoomIn, lambda: self.view.zoom(1.25)
        )
        self.zoom_out_action = self._action(
            self.view_menu, QKeySequence.StandardKey.ZoomOut, lambda: self.view.zoom(0.8)
        )
        self.fit_action = self._action(self.view_menu, QKeySequence("Ctrl+0"), self.view.fit)

    def _action(self, menu: QMenu, shortcut: Shortcut | None, slot: Slot) -> QAction:
        action = menu.addAction("")
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    def retranslate(self) -> None:
        self.file_menu.setTitle(translate("CourseEditor", "&Course"))
        self.edit_menu.setTitle(translate("CourseEditor", "&Edit"))
        self.view_menu.setTitle(translate("CourseEditor", "&View"))
        self.save_action.setText(translate("CourseEditor", "&Save to the library"))
        self.export_action.setText(translate("CourseEditor", "&Export as a file…"))
        self.preview_action.setText(translate("CourseEditor", "&Print preview…"))
        self.pdf_action.setText(translate("CourseEditor", "Export the course sheet as &PDF…"))
        self.teams_action.setText(translate("CourseEditor", "Export the &team sheets as PDF…"))
        self.ride_action.setText(translate("CourseEditor", "&Test-ride…"))
        self.close_action.setText(translate("CourseEditor", "&Close"))
        self.undo_action.setText(translate("CourseEditor", "&Undo"))
        self.redo_action.setText(translate("CourseEditor", "&Redo"))
        self.insert_action.setText(translate("CourseEditor", "&Insert a case"))
        self.append_action.setText(translate("CourseEditor", "&Add a case at the end"))
        self.remove_action.setText(translate("CourseEditor", "Re&move the case"))
        self.zoom_in_action.setText(translate("CourseEditor", "Zoom &in"))
        self.zoom_out_action.setText(translate("CourseEditor", "Zoom &out"))
        self.fit_action.setText(translate("CourseEditor", "&Fit the course"))
        self.palette_bar.setWindowTitle(translate("CourseEditor", "Palette"))
        self.edit_bar.setWindowTitle(translate("CourseEditor", "Edit"))
        game = self.doc.draft.game
        for tool, action in self.tool_actions.items():
            if tool in self.doc.kind.terrains:
                label = text.terrain_name(game, tool)
            elif tool == "start":
                label = translate("CourseEditor", "Start")
            elif tool == "finish":
                label = translate("CourseEditor", "Finish")
            else:
                label = text.feature_name(tool)
            name_tool(action, label, tool.upper() if tool in self.view.letters else "")
        self.name_label.setText(translate("CourseEditor", "Name"))
        self.designer_label.setText(translate("CourseEditor", "Designer"))
        self.designer_edit.setPlaceholderText(
            translate("CourseEditor", "Who designed the course (optional)")
        )
        self.description_label.setText(translate("CourseEditor", "Description"))
        if self.doc.kind.option == "direction":
            self.option_label.setText(translate("CourseEditor", "Direction"))
            self.direction.setItemText(0, translate("CourseEditor", "Along the case numbers"))
            self.direction.setItemText(1, translate("CourseEditor", "Against the case numbers"))
        else:
            self.option_label.setText(translate("CourseEditor", "Start zone (cases)"))
        self.stats_title.setText(translate("CourseEditor", "Statistics"))
        self.issues_title.setText(translate("CourseEditor", "Checks"))
        self.legend_title.setText(translate("CourseEditor", "Legend"))
        self.legend.retranslate()
        self._refresh()

    # -- editing ----------------------------------------------------------------------

    def set_tool(self, tool: str) -> None:
        self.tool = tool
        self.tool_actions[tool].setChecked(True)

    def _stroke_start(self, index: int) -> None:
        self.scene.set_current(index)
        cell = self.doc.draft.cells[index]
        self._feature_on = self.tool not in cell.features  # the first case decides on/off
        self._stroke_paint(index)

    def _stroke_move(self, index: int) -> None:
        if self.tool in ("start", "finish"):
            return
        self.scene.set_current(index)
        self._stroke_paint(index)

    def _stroke_paint(self, index: int) -> None:
        """One undo step per stroke: the macro opens on the stroke's first real change."""
        command = self.doc.command_for(index, self.tool, self._feature_on)
        if command is None:
            return
        if not self._macro:
            self._macro = True
            self.stack.beginMacro(translate("CourseEditor", "Paint"))
        self.stack.push(command)

    def _stroke_end(self) -> None:
        if self._macro:
            self._macro = False
            self.stack.endMacro()

    def insert_case(self) -> None:
        self.doc.insert_case(max(0, self.scene.current))

    def append_case(self) -> None:
        self.doc.insert_case(len(self.doc.draft.cells))
        self.scene.set_current(len(self.doc.draft.cells) - 1)

    def remove_case(self) -> None:
        if self.scene.current >= 0:
            self.doc.remove_case(self.scene.current)

    def _name_edited(self) -> None:
        self.doc.set_field("name", self.name_edit.text().strip() or self.doc.draft.name)

    def _designer_edited(self) -> None:
        self.doc.set_field("designer", self.designer_edit.text().strip())

    def _commit_edits(self) -> None:
        """A name or designer still being typed (no Return, focus not left, as when
        saving with Ctrl+S) goes into the draft before it is saved or closed."""
        self._name_edited()
        self._designer_edited()

    def _description_edited(self) -> None:
        value = self.description_edit.toPlainText()[:2000]
        if value != self.doc.draft.description:
            self.doc.set_field("description", value)

    def _go_to_issue(self, item: QListWidgetItem) -> None:
        case = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(case, int) and case >= 0:
            self.scene.set_current(case)
            box = self.scene.items_by_index.get(case)
            if box is not None:
                self.view.ensureVisible(box)

    # -- refresh -----------------------------------------------------------------------

    def _refresh(self) -> None:
        d = self.doc.draft
        for edit, value in ((self.name_edit, d.name), (self.designer_edit, d.designer)):
            if edit.text() != value and not edit.hasFocus():
                edit.setText(value)
                edit.setCursorPosition(0)  # a long name shows its start, not its end
            edit.setToolTip(value)  # and whole here
        if self.description_edit.toPlainText() != d.description:
            self.description_edit.blockSignals(True)
            self.description_edit.setPlainText(d.description)
            self.description_edit.blockSignals(False)
        self.direction.blockSignals(True)
        self.direction.setCurrentIndex(1 if d.options.get("direction") == "backward" else 0)
        self.direction.blockSignals(False)
        self.zone.blockSignals(True)
        self.zone.setValue(int(d.options.get("start_zone", 5)))
        self.zone.blockSignals(False)
        self._update_stats()
        self._update_issues()
        self._update_title()

    def _update_stats(self) -> None:
        d, k = self.doc.draft, self.doc.kind
        counts = [
            f"{text.terrain_name(d.game, x)}: {sum(c.terrain == x for c in d.cells)}"
            for x in k.terrains
        ]
        lines = [
            translate("CourseEditor", "%1 cases, race of %2 cases")
            .replace("%1", str(len(d.cells)))
            .replace("%2", str(len(k.race_order(d)))),
            " · ".join(counts),
        ]
        lines += [text.climb_line(c, d.game) for c in k.climbs(d)]
        feeds = k.feeds(d)
        if feeds:
            lines.append(text.feed_line(feeds))
        self.stats.setText("\n".join(lines))

    def _update_issues(self) -> None:
        self.issues.clear()
        found = self.doc.issues()
        style = self.style()
        marks: dict[int, list[tuple[Severity, str]]] = {}
        for issue in found:
            for case in issue.marked():
                marks.setdefault(case, []).append(
                    (issue.severity, message(issue.key, issue.params))
                )
        self.scene.mark_issues(marks)
        for issue in found:
            icon = (
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if issue.severity == "error"
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            item = QListWidgetItem(style.standardIcon(icon), message(issue.key, issue.params))
            cases = issue.marked()
            item.setData(Qt.ItemDataRole.UserRole, cases[0] if cases else -1)
            self.issues.addItem(item)
        if not found:
            ok = QListWidgetItem(
                style.standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton),
                translate("CourseEditor", "The course follows the rules: ready to play and print."),
            )
            self.issues.addItem(ok)

    def _update_title(self) -> None:
        self.setWindowTitle(
            translate("CourseEditor", "%1[*] — %2 course editor")
            .replace("%1", self.doc.draft.name)
            .replace("%2", text.game_name(self.doc.draft.game))
        )
        self.setWindowModified(not self.stack.isClean())

    # -- files -----------------------------------------------------------------------

    def save(self) -> bool:
        self._commit_edits()
        try:
            library.save(self.doc.draft)
        except PelotonError as exc:
            QMessageBox.warning(self, translate("CourseEditor", "Save"), error_text(exc))
            return False
        self.stack.setClean()
        self.saved.emit(self.doc.draft.id)
        self.statusBar().showMessage(
            translate("CourseEditor", "Saved in the course library."), 4000
        )
        return True

    def export_json(self) -> None:
        self._commit_edits()
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("CourseEditor", "Export the course"),
            filetypes.default_name(self.doc.draft.id, "course"),
            translate("CourseEditor", "Courses ({patterns})").format(
                patterns=filetypes.patterns("course")
            ),
        )
        if path:
            path = str(filetypes.with_extension(path, "course"))
            try:
                library.export(self.doc.draft, path)
            except PelotonError as exc:
                QMessageBox.warning(self, translate("CourseEditor", "Export"), error_text(exc))

    def print_preview(self) -> None:
        self._commit_edits()
        preview(self, self.doc.draft, "course")

    def export_pdf(self) -> None:
        self._commit_edits()
        export_pdf(self, self.doc.draft, "course")

    def export_team_pdf(self) -> None:
        self._commit_edits()
        export_pdf(self, self.doc.draft, "teams")

    def closeEvent(self, event: QCloseEvent) -> None:
        memory.save_geometry(self, "course_editor")
        for key, splitter in self.splitters.items():
            memory.save_splitter(splitter, key)
        self._commit_edits()
        if self.stack.isClean():
            event.accept()
            return
        buttons = (
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        answer = QMessageBox.question(
            self,
            translate("CourseEditor", "Unsaved changes"),
            translate("CourseEditor", "Save the changes to “%1” before closing?").replace(
                "%1", self.doc.draft.name
            ),
            buttons,
            QMessageBox.StandardButton.Save,
        )
        if (
            answer == QMessageBox.StandardButton.Save and self.save()
        ) or answer == QMessageBox.StandardButton.Discard:
            event.accept()
        else:
            event.ignore()
