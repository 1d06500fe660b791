"""The course editor's road import through its widgets: the menu action and a dropped
file open the dialog, the scale and thresholds change the game's profile live, the
course opens in an editor of its own; a hostile track is one line in a message box."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from dialogs import answer_dialog
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox

from peloton_desktop.courses import library
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.resources import resource_path
from peloton_desktop.settings import Settings
from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog
from peloton_desktop.ui.course_editor.road_dialog import RoadImportDialog
from peloton_desktop.ui.course_editor.road_import import RoadImport
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.shell.main_window import MainWindow

ROADS = resource_path("roads")


@pytest.fixture
def window(qtbot, english) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    w = MainWindow(Settings(language="en"))
    qtbot.addWidget(w)
    yield w
    lib = w.library_dialog
    for e in list(lib.editors if isinstance(lib, CourseLibraryDialog) else []):
        if shiboken6.isValid(e):
            e.stack.setClean()
            e.close()


def editor_of(window: MainWindow, qtbot, game: str) -> CourseEditor:  # type: ignore[no-untyped-def]
    draft = KINDS[game].new_draft("home", "Home")
    lib = window.show_library()
    editor = lib.open_draft(draft)
    qtbot.waitExposed(editor)
    return editor


def importer(editor: CourseEditor) -> RoadImport:
    found = editor.findChild(RoadImport, "roadImport")
    assert found is not None
    return found


def test_the_menu_imports_a_road_and_opens_its_course(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    editor = editor_of(window, qtbot, "roue_de_vitesse")
    action = importer(editor).action
    assert action in editor.file_menu.actions() and action.text().startswith("Import a &road")
    path = str(ROADS / "tourmalet_luz_ardiden.csv")
    asked: list[str] = []

    def choose(parent, title, folder, patterns):  # type: ignore[no-untyped-def]
        asked.append(folder)
        return path, ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    action.trigger()
    assert asked == [str(ROADS)]  # the file dialog opens on the example roads
    dialog = importer(editor).dialog
    assert isinstance(dialog, RoadImportDialog)
    qtbot.waitExposed(dialog)
    assert "Climb HC, summit at km 20.0: 17.1 km at 7.2 %" in dialog.summary.text()
    assert dialog.plan is not None and dialog.plan.cases == 50
    mountains = dialog.draft.terrains().count("M")  # type: ignore[union-attr]
    dialog.threshold_boxes["M"].setValue(8.0)  # live: fewer mountain cases
    assert dialog.draft.terrains().count("M") < mountains  # type: ignore[union-attr]
    dialog.scale.setValue(0.5)
    assert dialog.plan.cases == 111 and "111 cases of 0.50 km" in dialog.summary.text()
    dialog.scale.setValue(0.1)  # 554 cases: more than a course holds
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled() and "554 cases" in dialog.problem.text()
    dialog.scale.setValue(1.0)
    assert ok.isEnabled() and ok.text() == "Open in the editor"
    lib = window.library_dialog
    assert isinstance(lib, CourseLibraryDialog)
    before = len(lib.editors)
    ok.click()
    assert len(lib.editors) == before + 1
    made = lib.editors[-1]
    qtbot.waitExposed(made)
    d = made.doc.draft
    assert d.road is not None and d.road.thresholds["M"] == 8.0 and d.finish == 54
    assert d.name == "Sainte-Marie-de-Campan – Luz Ardiden" and d.id not in library.taken_ids()
    assert made.stack.isClean()  # nothing saved until the user saves
    command = made.doc.command_for(0, "M")  # everything stays editable
    assert command is not None
    made.stack.push(command)
    assert d.terrains()[0] == "M"
    assert d.road is not None  # the road stays with the course


def test_a_dropped_gpx_opens_the_dialog(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = editor_of(window, qtbot, "cyclistes")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(ROADS / "alpe_d_huez.gpx"))])
    port = editor.view.viewport()
    actions, buttons = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton
    mods = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(20, 20), actions, data, buttons, mods)
    QApplication.sendEvent(port, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(20, 20), actions, data, buttons, mods)
    QApplication.sendEvent(port, drop)
    qtbot.waitUntil(lambda: importer(editor).dialog is not None)
    dialog = importer(editor).dialog
    assert dialog is not None
    assert dialog.threshold_labels["H"].text() == "Hatched (difficulty) from"


def test_a_hostile_track_is_one_line(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    editor = editor_of(window, qtbot, "coup_de_bordure")
    bomb = tmp_path / "bomb.gpx"
    bomb.write_text('<!DOCTYPE g [<!ENTITY a "a">]><gpx>&a;</gpx>', encoding="utf-8")
    seen: list[str] = []

    def read(box: QMessageBox) -> None:
        seen.append(box.text())
        box.accept()

    answer_dialog(read)
    assert importer(editor).open(str(bomb)) is None
    assert len(seen) == 1 and "declares XML entities" in seen[0] and "\n" not in seen[0]


def test_the_dialog_speaks_french_with_decimal_commas(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.shell.i18n import manager

    editor = editor_of(window, qtbot, "roue_de_vitesse")
    manager.apply("fr")
    try:
        dialog = importer(editor).open(str(ROADS / "tourmalet_luz_ardiden.csv"))
        assert dialog is not None
        assert "Ascension HC, sommet au km 20,0 : 17,1 km à 7,2 %" in dialog.summary.text()
        assert dialog.threshold_labels["D"].text() == "Descente à partir de"
        assert importer(editor).action.text() == "Importer une &route (GPX, profil)…"
        dialog.reject()
    finally:
        manager.apply("en")
