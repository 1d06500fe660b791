"""The course editor's road import: Course › Import a road… and a .gpx or .csv dropped
on the editor. The road goes through the file gate, the dialog shows what it becomes,
and the course opens in an editor of its own (a new course, saved only when saved)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QWidget

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses import library
from peloton_desktop.draw.tr import translate
from peloton_desktop.gate import read_road
from peloton_desktop.resources import resource_path
from peloton_desktop.ui.course_editor.road_dialog import RoadImportDialog
from peloton_desktop.ui.pieces.text import error_text

ROAD_SUFFIXES = (".gpx", ".csv")
DRAGS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


class RoadImport(QObject):
    """Installed on one editor (`install`): its action, its drops, its dialog."""

    def __init__(self, editor: Any) -> None:
        super().__init__(editor)
        self.setObjectName("roadImport")
        self.editor = editor
        self.dialog: RoadImportDialog | None = None
        self.action = QAction(editor)
        self.action.setObjectName("importRoadAction")
        self.action.triggered.connect(lambda: self.choose())
        menu = editor.file_menu
        after = editor.export_action
        actions = menu.actions()
        before = actions[actions.index(after) + 1] if after in actions[:-1] else None
        menu.insertAction(before, self.action)
        editor.setAcceptDrops(True)
        editor.installEventFilter(self)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)  # a drop on the board: the view takes drops itself
        editor.destroyed.connect(lambda *_: app.removeEventFilter(self))
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("RoadImport", "Import a &road (GPX, profile)…"))

    def choose(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.editor,
            translate("RoadImport", "Import a road"),
            str(resource_path("roads")),  # the bundled example roads, to start with
            translate("RoadImport", "GPX tracks and elevation profiles (*.gpx *.csv)"),
        )
        if path:
            self.open(path)

    def open(self, path: str) -> RoadImportDialog | None:
        """The dialog for the road in `path`, or None (the user was told why)."""
        try:
            road = read_road(path)
            dialog = RoadImportDialog(road, self.editor.doc.kind, Path(path).name, self.editor)
        except BadInput as exc:
            QMessageBox.warning(
                self.editor, translate("RoadImport", "Import a road"), error_text(exc)
            )
            return None
        dialog.accepted.connect(lambda: self.open_course(dialog))
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_course(self, dialog: RoadImportDialog) -> QMainWindow | None:
        """The road's course in an editor of its own, under a free id."""
        draft = dialog.draft
        if draft is None:
            return None
        draft.id = library.unique_id(draft.id)
        window = self.editor.parentWidget()
        show_library = getattr(window, "show_library", None)
        if show_library is not None:  # beside the library's other editors
            editor: QMainWindow = show_library().open_draft(draft)
        else:
            editor = type(self.editor)(draft, window)
            editor.show()
        editor.statusBar().showMessage(
            translate(
                "RoadImport", "Made from {file}. Save puts it in your course library."
            ).format(file=dialog.source)
        )
        return editor

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.editor and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            return False
        if event.type() not in DRAGS or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self.editor:
            return False
        assert isinstance(event, QDropEvent)
        data = event.mimeData()
        files = [u.toLocalFile() for u in data.urls() if u.isLocalFile()] if data.hasUrls() else []
        roads = [f for f in files if f.lower().endswith(ROAD_SUFFIXES)]
        if not roads:
            return False
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:  # after the drop: no dialog inside it
            QTimer.singleShot(0, lambda: self.open(roads[0]))
        return True


def install(editor: Any) -> RoadImport:
    return RoadImport(editor)
