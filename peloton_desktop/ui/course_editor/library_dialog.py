"""The course library: bundled and own courses with thumbnails, and what to do with them."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import filetypes
from peloton_desktop.core.errors import PelotonError
from peloton_desktop.courses import library
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import KINDS, kind
from peloton_desktop.courses.library import LibraryEntry
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing import text
from peloton_desktop.ui.course_editor.print_ui import export_pdf, preview
from peloton_desktop.ui.course_editor.scene import thumbnail
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.pieces.text import error_text, message
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.test_ride.start import can_ride, open_test_ride


class CourseLibraryDialog(Retranslatable, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseLibrary")
        self.editors: list[CourseEditor] = []
        self.entries: dict[str, LibraryEntry] = {}
        layout = QVBoxLayout(self)
        self.game = QComboBox()
        self.game.setObjectName("libraryGame")
        self.game.addItem("", None)
        for g in KINDS:
            self.game.addItem(text.game_name(g), g)
        self.game.currentIndexChanged.connect(self.refresh)
        layout.addWidget(self.game)
        self.list = QListWidget()
        self.list.setObjectName("courseList")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(200, 120))
        self.list.setGridSize(QSize(230, 240))  # a long name on two lines, then four more
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(self._selection)
        self.list.itemActivated.connect(lambda _i: self.edit())
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, slot in [
            ("new", self.new),
            ("edit", self.edit),
            ("duplicate", self.duplicate),
            ("import", self.import_file),
            ("export", self.export),
            ("rename", self.rename),
            ("delete", self.delete),
            ("preview", self.print_preview),
            ("pdf", self.pdf),
            ("ride", self.test_ride),
            ("close", self.accept),
        ]:
            button = QPushButton()
            button.setObjectName(f"library_{name}")
            button.clicked.connect(slot)
            button.setAutoDefault(False)
            row.addWidget(button)
            self.buttons[name] = button
        layout.addLayout(row)
        self.resize(1080, 640)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("CourseLibrary", "Course library"))
        self.game.setItemText(0, translate("CourseLibrary", "All track games"))
        labels = {
            "new": translate("CourseLibrary", "&New…"),
            "edit": translate("CourseLibrary", "&Edit"),
            "duplicate": translate("CourseLibrary", "&Duplicate"),
            "import": translate("CourseLibrary", "&Import…"),
            "export": translate("CourseLibrary", "E&xport…"),
            "rename": translate("CourseLibrary", "&Rename…"),
            "delete": translate("CourseLibrary", "De&lete…"),
            "preview": translate("CourseLibrary", "&Print…"),
            "pdf": translate("CourseLibrary", "PD&F…"),
            "ride": translate("CourseLibrary", "&Test-ride…"),
            "close": translate("CourseLibrary", "&Close"),
        }
        for name, label in labels.items():
            self.buttons[name].setText(label)
        self.buttons["preview"].setToolTip(
            translate("CourseLibrary", "Print preview of the course sheet")
        )
        self.buttons["pdf"].setToolTip(translate("CourseLibrary", "Export the course sheet as PDF"))
        self.refresh()

    # -- list ---------------------------------------------------------------------------

    def refresh(self, select: str | None = None) -> None:
        current = select or self.current_id()
        self.list.clear()
        self.entries = {}
        style = self.style()
        for e in library.entries(self.game.currentData()):
            self.entries[e.id] = e
            origin = (
                translate("CourseLibrary", "bundled, read-only")
                if e.bundled
                else translate("CourseLibrary", "your course")
            )
            lines = [e.name, text.game_name(e.game), origin]
            if e.draft is not None and e.draft.designer:
                lines.append(translate("CourseLibrary", "by %1").replace("%1", e.draft.designer))
            tip = ""
            if e.problem is not None:
                lines = [e.name, translate("CourseLibrary", "unreadable")]
                tip = error_text(e.problem)
            elif e.errors:
                lines.append(translate("CourseLibrary", "has problems"))
                tip = "\n".join(message(i.key, i.params) for i in e.errors)
            if e.draft is not None:
                item = QListWidgetItem(thumbnail(e.draft, kind(e.game)), self._elided(lines))
            else:
                icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
                item = QListWidgetItem(icon, self._elided(lines))
            # a long name wraps under its thumbnail; whole in the tooltip too
            item.setToolTip("\n".join(lines) + (f"\n\n{tip}" if tip else ""))
            item.setData(Qt.ItemDataRole.UserRole, e.id)
            self.list.addItem(item)
            if e.id == current:
                self.list.setCurrentItem(item)
        self._selection()

    def _elided(self, lines: list[str]) -> str:
        """Each line broken between words to the width of a thumbnail's cell, so none
        is clipped (only a single word wider than the cell is cut)."""
        metrics = self.list.fontMetrics()
        width = self.list.gridSize().width() - 12
        shown: list[str] = []
        for line in lines:
            row = ""
            for word in line.split(" "):
                wider = f"{row} {word}" if row else word
                if row and metrics.horizontalAdvance(wider) > width:
                    shown.append(row)
                    wider = word
                row = wider
            shown.append(row)
        return "\n".join(
            metrics.elidedText(row, Qt.TextElideMode.ElideRight, width) for row in shown
        )

    def current_id(self) -> str | None:
        item = self.list.currentItem() if hasattr(self, "list") else None
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def current(self) -> LibraryEntry | None:
        cid = self.current_id()
        return self.entries.get(cid) if cid else None

    def _selection(self, *_args: object) -> None:
        e = self.current()
        own = e is not None and not e.bundled
        readable = e is not None and e.draft is not None
        self.buttons["edit"].setEnabled(readable)
        self.buttons["edit"].setText(
            translate("CourseLibrary", "&Duplicate to edit")
            if e is not None and e.bundled
            else translate("CourseLibrary", "&Edit")
        )
        self.buttons["duplicate"].setEnabled(readable)
        self.buttons["export"].setEnabled(readable)
        self.buttons["rename"].setEnabled(own and readable)
        self.buttons["delete"].setEnabled(own)
        self.buttons["preview"].setEnabled(e is not None and e.usable)
        self.buttons["pdf"].setEnabled(e is not None and e.usable)
        self.buttons["ride"].setEnabled(e is not None and e.usable and can_ride(e.draft))

    # -- actions ---------------------------------------------------------------------

    def open_editor(self, entry_id: str) -> CourseEditor | None:
        entry = self.entries.get(entry_id) or library.find(entry_id)
        if entry.draft is None:
            return None
        return self.open_draft(entry.draft.copy())

    def open_draft(self, draft: CourseDraft) -> CourseEditor:
        """An editor on a draft; one not in the library (a course file opened from
        elsewhere) goes in when it is saved."""
        editor = CourseEditor(draft, self.parentWidget())
        editor.saved.connect(lambda cid: self.refresh(cid))
        editor.destroyed.connect(lambda *_: self._forget(editor))
        self.editors.append(editor)
        editor.show()
        return editor

    def _forget(self, editor: CourseEditor) -> None:
        if editor in self.editors:
            self.editors.remove(editor)

    def new(self) -> CourseEditor | None:
        games = [text.game_name(g) for g in KINDS]
        choice, ok = QInputDialog.getItem(
            self,
            translate("CourseLibrary", "New course"),
            translate("CourseLibrary", "Game:"),
            games,
            0,
            False,
        )
        if not ok:
            return None
        game = list(KINDS)[games.index(choice)]
        name, ok = QInputDialog.getText(
            self,
            translate("CourseLibrary", "New course"),
            translate("CourseLibrary", "Name:"),
            text=translate("CourseLibrary", "My course"),
        )
        if not ok or not name.strip():
            return None
        draft = kind(game).new_draft(library.unique_id(name), name.strip()[:80])
        return self._save_and_open(draft)

    def _save_and_open(self, draft: CourseDraft) -> CourseEditor | None:
        try:
            library.save(draft)
        except PelotonError as exc:
            QMessageBox.warning(self, translate("CourseLibrary", "Course library"), error_text(exc))
            return None
        self.refresh(draft.id)
        return self.open_editor(draft.id)

    def edit(self) -> CourseEditor | None:
        e = self.current()
        if e is None or e.draft is None:
            return None
        if e.bundled:
            return self.duplicate()
        return self.open_editor(e.id)

    def duplicate(self) -> CourseEditor | None:
        e = self.current()
        if e is None or e.draft is None:
            return None
        name = translate("CourseLibrary", "%1 (copy)").replace("%1", e.name)
        return self._save_and_open(library.duplicate(e.draft, name))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("CourseLibrary", "Import a course"),
            "",
            translate("CourseLibrary", "Courses ({patterns});;All files (*)").format(
                patterns=filetypes.patterns("course")
            ),
        )
        if not path:
            return
        try:
            entry = library.import_file(path)
        except PelotonError as exc:
            QMessageBox.warning(
                self, translate("CourseLibrary", "Import a course"), error_text(exc)
            )
            return
        self.refresh(entry.id)

    def export(self) -> None:
        e = self.current()
        if e is None or e.draft is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("CourseLibrary", "Export the course"),
            filetypes.default_name(e.id, "course"),
            translate("CourseLibrary", "Courses ({patterns})").format(
                patterns=filetypes.patterns("course")
            ),
        )
        if not path:
            return
        path = str(filetypes.with_extension(path, "course"))
        try:
            library.export(e.draft, path)
        except PelotonError as exc:
            QMessageBox.warning(
                self, translate("CourseLibrary", "Export the course"), error_text(exc)
            )

    def rename(self) -> None:
        e = self.current()
        if e is None or e.bundled or e.draft is None:
            return
        name, ok = QInputDialog.getText(
            self,
            translate("CourseLibrary", "Rename the course"),
            translate("CourseLibrary", "Name:"),
            text=e.name,
        )
        if ok and name.strip():
            try:
                library.rename(e, name.strip())
            except PelotonError as exc:
                QMessageBox.warning(
                    self, translate("CourseLibrary", "Rename the course"), error_text(exc)
                )
            self.refresh(e.id)

    def delete(self) -> None:
        e = self.current()
        if e is None or e.bundled:
            return
        answer = QMessageBox.question(
            self,
            translate("CourseLibrary", "Delete the course"),
            translate(
                "CourseLibrary", "Delete “%1” from your library? This cannot be undone."
            ).replace("%1", e.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            library.delete(e)
            self.refresh()

    def print_preview(self) -> None:
        e = self.current()
        if e is not None and e.draft is not None:
            preview(self, e.draft, "course")

    def test_ride(self) -> None:
        e = self.current()
        if e is not None and e.draft is not None:
            open_test_ride(self, e.draft)

    def pdf(self) -> None:
        e = self.current()
        if e is not None and e.draft is not None:
            export_pdf(self, e.draft, "course")
