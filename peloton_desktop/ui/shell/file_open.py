"""Open a file the way people do (issue 31): `peloton-desktop FILE…`, a double-click in
the file manager (the desktop entry runs the same; macOS sends an open-file event), a
file dropped on the window, or a second launch handing its files over (`single_instance`).

The gate says which kind a file is, from its contents (`gate.kind_of`), and that
kind's reader checks it: a saved game or record resumes (a finished one opens on its
review), a course opens in the course editor, a ruleset in the ruleset editor. A file
that is not ours, or is broken, gets the gate's one sentence and the app goes on.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QTimer, Signal
from PySide6.QtGui import QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QWidget

from peloton_desktop import paths
from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses import library
from peloton_desktop.draw.tr import translate
from peloton_desktop.gate import kind_of, read_course, read_ruleset
from peloton_desktop.ui.dialogs.ruleset_editor import RulesetEditor
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.shell.main_window import MainWindow

DRAG_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


def local_files(data: QMimeData | None) -> list[str]:
    """The local files a drag carries (none: not a drag of files)."""
    if data is None or not data.hasUrls():
        return []
    return [url.toLocalFile() for url in data.urls() if url.isLocalFile()]


class FileOpener(QObject):
    """Opens the files handed to a main window, whatever hands them."""

    opened = Signal(str, str)  # kind, path: what was opened, for whoever follows

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("fileOpener")
        self.window = window
        self.ruleset_editors: list[RulesetEditor] = []
        window.setAcceptDrops(True)
        app = QApplication.instance()
        assert app is not None
        # on the application: a drop anywhere in the window, also on a game's table
        # (a graphics view takes drops of its own and would refuse files)
        app.installEventFilter(self)

    @staticmethod
    def of(window: QWidget) -> FileOpener | None:
        return window.findChild(FileOpener, "fileOpener")

    # -- opening --------------------------------------------------------------------
    def open_paths(self, files: Iterable[str]) -> None:
        for name in files:
            self.open_path(name)
        self.window.raise_()
        self.window.activateWindow()

    def open_path(self, name: str) -> str | None:
        """Open one file; its kind, or None (the user was told why)."""
        path = str(Path(name).expanduser())
        try:
            kind = kind_of(path)
            if kind == "record":
                if not self.window.open_game(path):  # it says why itself
                    return None
            elif kind == "course":
                self._course(path)
            else:
                self._ruleset(path)
        except BadInput as exc:
            self.window.warn(error_text(exc))
            return None
        self.opened.emit(kind, path)
        return kind

    def _course(self, path: str) -> None:
        draft = read_course(path)
        dialog = self.window.show_library()
        own = Path(path).resolve().parent == paths.courses_dir().resolve()
        if own and not library.is_bundled(draft.id):  # a course of the library itself
            dialog.refresh(draft.id)
            dialog.open_editor(draft.id)
            return
        draft.id = library.unique_id(draft.id)  # saved beside the others, never over them
        editor = dialog.open_draft(draft)
        editor.statusBar().showMessage(
            translate(
                "FileOpen", "Opened from {file}. Save puts a copy in your course library."
            ).format(file=Path(path).name)
        )

    def _ruleset(self, path: str) -> None:
        ruleset = read_ruleset(path)
        editor = RulesetEditor(list(self.window.entries.values()), ruleset.game, self.window)
        editor.show_ruleset(ruleset)
        editor.finished.connect(lambda _r, e=editor: self._forget(e))
        self.ruleset_editors.append(editor)
        editor.show()

    def _forget(self, editor: RulesetEditor) -> None:
        if editor in self.ruleset_editors:
            self.ruleset_editors.remove(editor)
        editor.deleteLater()

    # -- drops ----------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and watched is QApplication.instance():
            # macOS: the Finder hands a file to the running app as an event, not argv
            assert isinstance(event, QFileOpenEvent)
            name = event.file()
            QTimer.singleShot(0, lambda: self.open_paths([name]))
            return True
        if event.type() not in DRAG_EVENTS or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self.window:
            return False
        assert isinstance(event, QDropEvent)  # enter and move events are drop events
        files = local_files(event.mimeData())
        if not files:
            return False
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            # after the drop has ended: a message box must not run inside it
            QTimer.singleShot(0, lambda: self.open_paths(files))
        return True
