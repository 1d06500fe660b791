"""The course editor and library through their widgets: paint, undo, redo, save, print."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from dialogs import answer_dialog
from editor_helpers import open_editor
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from peloton_desktop.courses import library
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.printing.layout import best_layout
from peloton_desktop.settings import Settings
from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.shell.main_window import MainWindow


def case_point(editor: CourseEditor, index: int) -> QPoint:
    item = editor.scene.items_by_index[index]
    return editor.view.mapFromScene(item.sceneBoundingRect().center())


def stroke(editor: CourseEditor, cases: list[int]) -> None:
    """Press on the first case, drag over the others, release: one paint stroke."""
    port = editor.view.viewport()
    QTest.mousePress(
        port,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        case_point(editor, cases[0]),
    )
    for i in cases[1:]:
        QTest.mouseMove(port, case_point(editor, i))
    QTest.mouseRelease(
        port,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        case_point(editor, cases[-1]),
    )


@pytest.fixture
def editor(qtbot, english) -> Iterator[CourseEditor]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, "stage", "Stage")


def test_paint_stroke_is_one_undo_step(editor: CourseEditor) -> None:
    before = editor.doc.draft.terrains()
    editor.tool_actions["M"].trigger()
    stroke(editor, [2, 3, 4, 5])
    assert editor.doc.draft.terrains()[2:6] == "MMMM"
    assert editor.stack.count() == 1 and editor.isWindowModified()
    assert "[*]" in editor.windowTitle() and "Stage" in editor.windowTitle()
    assert editor.undo_action.shortcut().matches(QKeySequence(QKeySequence.StandardKey.Undo))
    assert QKeySequence("Ctrl+Shift+Z") in editor.redo_action.shortcuts()
    editor.undo_action.trigger()
    assert editor.doc.draft.terrains() == before and not editor.isWindowModified()
    editor.redo_action.trigger()
    assert editor.doc.draft.terrains()[2:6] == "MMMM"
    # the checks panel follows: a climb of 4 cases without a summit is a warning
    texts = [editor.issues.item(i).text() for i in range(editor.issues.count())]
    assert any("Cases 3 to 6: this climb has no summit" in t for t in texts)
    editor.tool_actions["summit"].trigger()
    stroke(editor, [5])
    texts = [editor.issues.item(i).text() for i in range(editor.issues.count())]
    assert not any("Cases 3 to 6" in t for t in texts)
    assert "cat. 3: cases 3 to 6 (4 cases)" in editor.stats.text()


def test_insert_remove_and_markers(editor: CourseEditor) -> None:
    d = editor.doc.draft
    n, finish = len(d.cells), d.finish
    editor.scene.set_current(3)
    editor.insert_action.trigger()
    assert len(d.cells) == n + 1 and d.finish == finish + 1
    assert len(editor.scene.items_by_index) == n + 1  # the board was laid out again
    editor.remove_action.trigger()
    editor.remove_action.trigger()
    assert len(d.cells) == n - 1 and d.finish == finish - 1
    for _ in range(3):
        editor.undo_action.trigger()
    assert len(d.cells) == n and d.finish == finish and editor.stack.isClean()
    editor.tool_actions["finish"].trigger()
    stroke(editor, [20])
    assert d.finish == 20
    texts = [editor.issues.item(i).text() for i in range(editor.issues.count())]
    assert "The course follows the rules: ready to play and print." in texts


def test_type_a_designer_undo_it_and_save_it(editor: CourseEditor, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cyclistes Article 8: who designed the course, typed beside its name, is one undo
    step, saved with the course, listed by the library and printed on its sheet."""
    field = editor.designer_edit
    assert field.text() == "" and field.maxLength() == 80
    assert editor.designer_label.text() == "Designer"
    field.setFocus()
    QTest.keyClicks(field, "  Ana Lopez ")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert editor.doc.draft.designer == "Ana Lopez"  # trimmed
    assert editor.stack.count() == 1 and editor.stack.undoText() == "Change the designer"
    assert editor.isWindowModified()
    editor.name_edit.setFocus()  # undo from the Edit menu, the field no longer focused
    editor.undo_action.trigger()
    assert editor.doc.draft.designer == "" and field.text() == ""
    assert not editor.isWindowModified()
    editor.redo_action.trigger()
    assert editor.doc.draft.designer == "Ana Lopez" and field.text() == "Ana Lopez"
    # still typing when saving (Ctrl+S, no Return): what is typed is saved
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, "Beatrice Roux")
    editor.save_action.trigger()
    assert editor.stack.isClean() and editor.doc.draft.designer == "Beatrice Roux"
    path = library.user_path("stage")
    assert json.loads(path.read_text(encoding="utf-8"))["designer"] == "Beatrice Roux"
    assert library.find("stage").draft.designer == "Beatrice Roux"  # type: ignore[union-attr]
    lib = CourseLibraryDialog()
    qtbot.addWidget(lib)
    ids = [lib.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lib.list.count())]
    label = lib.list.item(ids.index("stage")).text()
    assert "by Beatrice Roux" in label.split("\n")  # its own line under the name
    # cleared again: the file no longer has the key
    field.setFocus()
    field.clear()
    QTest.keyClick(field, Qt.Key.Key_Return)
    editor.save_action.trigger()
    assert "designer" not in json.loads(path.read_text(encoding="utf-8"))


def test_the_course_sheet_names_its_designer(qapp, english, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import shutil
    import subprocess

    from peloton_desktop.printing.sheets import course_sheet

    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils")
    draft = library.find("etape_de_plaine").draft
    assert draft is not None
    signed = draft.copy()
    signed.designer = "Ana Lopez"
    for d, name in ((draft, "plain.pdf"), (signed, "signed.pdf")):
        course_sheet(d, "a4").write_pdf(tmp_path / name)
    cover = {
        name: subprocess.run(
            ["pdftotext", "-l", "1", str(tmp_path / name), "-"], capture_output=True, text=True
        ).stdout
        for name in ("plain.pdf", "signed.pdf")
    }
    assert "Designed by Ana Lopez" in cover["signed.pdf"]
    assert "Designed by" not in cover["plain.pdf"]


def test_close_asks_to_save(editor: CourseEditor, qtbot) -> None:  # type: ignore[no-untyped-def]
    editor.tool_actions["D"].trigger()
    stroke(editor, [0])

    def press(button: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        return lambda box: box.button(button).click()

    answer_dialog(press(QMessageBox.StandardButton.Cancel))
    assert not editor.close()
    assert editor.isVisible()
    answer_dialog(press(QMessageBox.StandardButton.Save))
    with qtbot.waitSignal(editor.destroyed):
        assert editor.close()
    assert library.find("stage").draft.terrains()[0] == "D"  # type: ignore[union-attr]


def test_design_save_find_print_a_stage(qtbot, english, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The issue's 'done when': a new Roue de Vitesse stage with a climb and a descent."""
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()

    def name_it(dialog: QInputDialog) -> None:
        dialog.setTextValue("Col du Test")
        dialog.accept()

    def pick_game(dialog: QInputDialog) -> None:
        dialog.setTextValue("Roue de Vitesse")
        answer_dialog(name_it)
        dialog.accept()

    answer_dialog(pick_game)
    window.new_course_action.trigger()
    lib = window.library_dialog
    assert isinstance(lib, CourseLibraryDialog)
    editor = lib.editors[-1]
    qtbot.waitExposed(editor)
    editor.view.fit()
    d = editor.doc.draft
    assert d.game == "roue_de_vitesse" and d.id == "col_du_test"
    d_flat = "F" * len(d.cells)
    editor.tool_actions["F"].trigger()
    stroke(editor, list(range(len(d.cells))))
    assert d.terrains() == d_flat
    editor.tool_actions["M"].trigger()
    stroke(editor, [8, 9, 10, 11, 12])
    editor.tool_actions["D"].trigger()
    stroke(editor, [13, 14, 15])
    editor.tool_actions["summit"].trigger()
    stroke(editor, [12])
    stroke(editor, [17])  # the template's summit, now on a flat case: clicking removes it
    editor.tool_actions["feed"].trigger()
    stroke(editor, [20])
    editor.name_edit.setText("Col du Test")
    assert d.terrains()[8:16] == "MMMMMDDD" and d.marked("summit") == [12]
    editor.save_action.trigger()
    assert editor.stack.isClean() and not editor.isWindowModified()
    # found in the library, with its thumbnail, reloaded identical
    names = [lib.list.item(i).text().split("\n")[0] for i in range(lib.list.count())]
    assert "Col du Test" in names
    entry = library.find("col_du_test")
    assert entry.draft == d and entry.usable
    lib.list.setCurrentRow(names.index("Col du Test"))
    assert lib.buttons["pdf"].isEnabled() and not lib.list.currentItem().icon().isNull()
    out = tmp_path / "col.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    answer_dialog(lambda paper: paper.accept())  # the paper: A4, as the locale has it
    lib.buttons["pdf"].click()
    assert out.read_bytes().startswith(b"%PDF")
    layout, tiling = best_layout(d, KINDS["roue_de_vitesse"], "a4")
    assert len(tiling.tiles) >= 2  # the stage spans several pages that assemble
    assert {b.index for b in layout.boxes if b.index >= 0} == set(range(len(d.cells)))
    editor.close()
    lib.close()
    window.close()


def test_bundled_courses_are_duplicated_to_edit(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    lib = CourseLibraryDialog()
    qtbot.addWidget(lib)
    lib.show()
    ids = [lib.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lib.list.count())]
    lib.list.setCurrentRow(ids.index("etape_des_cols"))
    assert lib.buttons["edit"].text() == "&Duplicate to edit"
    assert not lib.buttons["delete"].isEnabled() and not lib.buttons["rename"].isEnabled()
    editor = lib.edit()
    assert editor is not None
    assert editor.doc.draft.id == "etape_des_cols_copy"
    assert editor.doc.draft.name == "Étape des cols (copy)"
    assert library.find("etape_des_cols_copy").draft is not None
    # deleting asks first
    lib.refresh("etape_des_cols_copy")
    answer_dialog(lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    lib.buttons["delete"].click()
    assert "etape_des_cols_copy" not in {e.id for e in library.entries()}
    editor.close()


def test_print_preview_shows_every_page(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    from peloton_desktop.printing.sheets import course_sheet
    from peloton_desktop.ui.course_editor.print_ui import preview

    lib = CourseLibraryDialog()
    qtbot.addWidget(lib)
    draft = library.find("etape_de_plaine").draft
    assert draft is not None
    dialog = preview(lib, draft, "course")
    assert dialog is not None
    widget = dialog.findChild(QPrintPreviewWidget)
    widget.updatePreview()
    assert widget.pageCount() == course_sheet(draft, "a4").page_count()
    dialog.close()


def test_own_coup_de_bordure_courses_are_offered_for_a_new_game(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.games.coup_de_bordure.view.setup_panel import CdbSetupPanel

    draft = KINDS["coup_de_bordure"].new_draft("my_classic", "My classic")
    library.save(draft)
    panel = CdbSetupPanel()
    qtbot.addWidget(panel)
    labels = [panel.course.itemText(i) for i in range(panel.course.count())]
    assert "My classic" in labels
    panel.course.setCurrentIndex(labels.index("My classic"))
    assert panel.setup(2)["course"]["tiles"] == draft.terrains()
