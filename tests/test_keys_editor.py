"""The course editor by keys alone (issue 47): the arrows move a cursor over the cases,
Enter paints the case under it with the current tool, a terrain's letter paints that
terrain; the view's accessible name says where the cursor is."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from editor_helpers import open_editor
from PySide6.QtCore import Qt

from peloton_desktop.ui.course_editor.window import CourseEditor


@pytest.fixture
def editor(qtbot, english) -> Iterator[CourseEditor]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, "stage", "Stage")


def test_arrows_move_the_cursor_and_keys_paint(qtbot, editor: CourseEditor) -> None:
    view = editor.view
    view.setFocus()
    before = editor.doc.draft.terrains()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.accessibleName().startswith("Case 1 of")
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.accessibleName().startswith("Case 4 of")
    qtbot.keyClick(view, Qt.Key.Key_M)  # the mountain's letter
    assert editor.doc.draft.terrains()[3] == "M"
    assert editor.tool_actions["M"].isChecked()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the current tool: the mountain again
    assert editor.doc.draft.terrains()[3:5] == "MM"
    assert editor.doc.draft.terrains()[:3] == before[:3]
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.doc.draft.terrains()[4] == before[4]
    ringed = view.viewport().grab().toImage()
    view.clearFocus()
    assert view.viewport().grab().toImage() != ringed, "no ring on the cursor's case"


def test_a_terrain_tool_says_its_letter(editor: CourseEditor) -> None:
    """The letters are terrain codes (F for the flat, D for the descent), not the names'
    initials in every language: each terrain's tool says which letter paints it."""
    for terrain in editor.doc.kind.terrains:
        tip = editor.tool_actions[terrain].toolTip()
        assert f"letter {terrain}" in tip, tip
        assert editor.tool_actions[terrain].text() in tip


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ("P: Flat", "M: Mountain", "D: Descent", "H: Hatched")),
        ("fr", ("P : Plaine", "C : Côte", "M : Montagne", "F : Plat", "N : Route")),
    ],
)
def test_help_says_which_letter_paints_what(qapp, language: str, said: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    from games import TRACK_GAMES

    from peloton_desktop.core import registry
    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.shell.keys_help import keys_html

    manager.apply(language)
    try:
        page = keys_html()
    finally:
        manager.apply("en")
    for words in said:
        assert words in page, (language, words)
    for game in TRACK_GAMES:
        assert registry.get(game).title in page
