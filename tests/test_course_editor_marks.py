"""The course editor's board: fast strokes paint every case crossed, checks are marked
on the cases they concern, and the marks have a legend."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from editor_helpers import open_editor
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from peloton_desktop.courses import library
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog
from peloton_desktop.ui.course_editor.window import CourseEditor


def case_point(editor: CourseEditor, index: int) -> QPoint:
    item = editor.scene.items_by_index[index]
    return editor.view.mapFromScene(item.sceneBoundingRect().center())


@pytest.fixture
def editor(qtbot, english) -> Iterator[CourseEditor]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, "marks", "Marks")


def test_a_fast_drag_paints_every_case_it_crosses(editor: CourseEditor) -> None:
    """One mouse move from case 21 to case 29: the cases between got the terrain too."""
    editor.tool_actions["M"].trigger()
    port = editor.view.viewport()
    row = [editor.scene.items_by_index[i].sceneBoundingRect().center().y() for i in (20, 28)]
    assert row[0] == pytest.approx(row[1])  # the same row of the board: a straight drag
    none = Qt.KeyboardModifier.NoModifier
    QTest.mousePress(port, Qt.MouseButton.LeftButton, none, case_point(editor, 20))
    QTest.mouseMove(port, case_point(editor, 28))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, none, case_point(editor, 28))
    assert editor.doc.draft.terrains()[20:29] == "M" * 9
    assert editor.stack.count() == 1  # still one undo step


def test_a_failed_check_is_marked_on_its_cases(editor: CourseEditor, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A climb without a summit outlines its cases, says why in their tooltip, and a
    click on the check in the list selects the case; a summit on a flat is an error."""
    scene = editor.scene
    assert all(item.severity is None for item in scene.items_by_index.values())
    editor.tool_actions["M"].trigger()
    for i in (2, 3, 4, 5):
        editor.doc.paint(i, "M")
    marked = {i for i, item in scene.items_by_index.items() if item.severity is not None}
    assert {2, 3, 4, 5} <= marked and 1 not in marked and 6 not in marked
    item = scene.items_by_index[3]
    assert item.severity == "warning"
    assert "Cases 3 to 6: this climb has no summit" in item.toolTip()
    assert scene.items_by_index[1].toolTip() == ""
    rows = [editor.issues.item(i) for i in range(editor.issues.count())]
    row = next(r for r in rows if "Cases 3 to 6" in r.text())
    editor.issues.scrollToItem(row)
    rect = editor.issues.visualItemRect(row)
    QTest.mouseClick(
        editor.issues.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        rect.center(),
    )
    assert scene.current in (2, 3, 4, 5)
    editor.doc.paint(10, "summit")  # a summit on a flat case: an error on that case
    assert scene.items_by_index[9].severity is None
    assert scene.items_by_index[10].severity == "error"
    editor.doc.paint(10, "summit", False)
    assert scene.items_by_index[10].severity is None


def test_every_mark_has_a_legend_painted_as_on_the_board(editor: CourseEditor) -> None:
    texts = [label.text() for label in editor.legend.labels]
    for needed in (
        "Selected case: Insert and Delete act on it",
        "The way the race runs",
        "Places of the fictive start zone",  # Roue de Vitesse's dashed places
        "Finish line",
        "A check failed: the course cannot be played",
        "A warning: playable, but read why",
    ):
        assert needed in texts
    icons = editor.legend.findChildren(QLabel)
    assert all(not i.pixmap().isNull() for i in icons if not i.text())
    assert editor.legend.isVisible() and editor.legend_title.text() == "Legend"


def test_long_names_wrap_whole_and_are_whole_in_a_tooltip(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    name = "Grand Prix de la Montagne des Hautes-Alpes et du Vercors réunis en une étape"
    draft = KINDS["roue_de_vitesse"].new_draft("long_name", name)
    draft.designer = "Jean-Baptiste de la Roche-Saint-Honoré-Montmorency"
    library.save(draft)
    lib = CourseLibraryDialog()
    qtbot.addWidget(lib)
    ids = [lib.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lib.list.count())]
    item = lib.list.item(ids.index("long_name"))
    lines = item.text().split("\n")
    width = lib.list.gridSize().width()
    assert " ".join(lines).startswith(name) and "…" not in item.text()  # issue 43: whole
    assert all(lib.list.fontMetrics().horizontalAdvance(line) < width for line in lines)
    rows = lib.list.visualItemRect(item).height() // lib.list.fontMetrics().height()
    assert len(lines) <= rows
    assert name in item.toolTip() and draft.designer in item.toolTip()
    editor = CourseEditor(draft.copy())
    qtbot.addWidget(editor)
    assert editor.name_edit.toolTip() == name and editor.name_edit.cursorPosition() == 0
    assert editor.designer_edit.toolTip() == draft.designer


def test_a_feed_the_game_sets_has_its_legend(qapp, english) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.ui.course_editor.legend import legend_entries

    k = KINDS["coup_de_bordure"]
    texts = [text for text, _paint, _mm in legend_entries(k.new_draft("f", "F"), k)]
    assert "Feed zone (R)" in texts and "Finish tiles, past the line" in texts
    assert "Places of the fictive start zone" not in texts
