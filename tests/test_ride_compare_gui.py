"""Test-ride, two saved drafts side by side (issue 45): the window rides another course
file with the same settings beside this ride; a refused file changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from dialogs import answer_dialog
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from test_ride_gui import run_from_editor

from peloton_desktop.courses import library
from peloton_desktop.courses.common import Cell
from peloton_desktop.courses.kinds import save_course_file
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.test_ride import start
from peloton_desktop.ui.test_ride.window import RideWindow


@pytest.fixture(autouse=True)
def _forget_rides() -> None:
    start.LAST.clear()


def menu_item(window: RideWindow, text: str) -> QAction:
    """An item of the Compare with menu, as it is when the menu opens."""
    window.compare_menu.aboutToShow.emit()
    found = [a for a in window.compare_menu.actions() if a.text() == text]
    assert found, [a.text() for a in window.compare_menu.actions()]
    return found[0]


def compare_with(qtbot, window: RideWindow, monkeypatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Compare with → A course file…, and choose `path` in the file dialog."""

    def choose(parent, title, folder, patterns):  # type: ignore[no-untyped-def]
        assert patterns == "Courses (*.peloton-course *.json)"
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    menu_item(window, "A course &file…").trigger()


def test_a_saved_draft_rides_beside_the_other_with_the_same_settings(
    qtbot, english, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    first = library.find("etape_des_cols").draft.copy()
    first.name = "Draft A"
    save_course_file(first, tmp_path / "a.json")
    second = first.copy()
    second.name = "Draft B"
    order = CourseEditor(second.copy()).doc.kind.race_order(second)
    for cell in order[5:15]:
        second.cells[cell] = Cell("H")
    editor = CourseEditor(second)
    qtbot.addWidget(editor)
    window = run_from_editor(qtbot, editor, 4)
    assert window.compare_button.text() == "C&ompare with"
    assert window.compare_button.menu() is window.compare_menu
    assert not window.before_pane.isVisibleTo(window)
    compare_with(qtbot, window, monkeypatch, tmp_path / "a.json")
    compared = window.compare
    assert compared is not None and window.before_pane.isVisibleTo(window)
    with qtbot.waitSignal(compared.runner.finished, timeout=60_000):
        pass
    qtbot.waitUntil(lambda: not compared.running)
    report = window.before_pane.report
    assert report is not None and report["races"] == 4 and report["course_name"] == "Draft A"
    assert report["players"] == window.report["players"] and report["bot"] == window.plan.bot
    assert report["spread_by_case"] != window.report["spread_by_case"]
    assert window.before_pane.title.text() == "<b>Compared: Draft A (4 of 4 races)</b>"
    assert "Seat 1 wins " in window.before_pane.text.text()
    window.close()


def test_a_draft_saved_in_the_library_is_offered_first_and_rides_beside(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    saved = library.find("etape_des_cols").draft.copy()
    saved.name, saved.id = "My climb early", "my_climb_early"
    library.save(saved)
    editor = CourseEditor(library.find("etape_des_cols").draft.copy())
    qtbot.addWidget(editor)
    window = run_from_editor(qtbot, editor, 2)
    names = [a.text() for a in window.compare_menu.actions() if not a.isSeparator()]
    assert names[0] == "My climb early"  # saved drafts first, then the bundled ones
    assert "Classique du Nord" in names and "Paris-Tours" not in names  # this game's only
    menu_item(window, "My climb early").trigger()
    compared = window.compare
    assert compared is not None
    with qtbot.waitSignal(compared.runner.finished, timeout=60_000):
        pass
    qtbot.waitUntil(lambda: not compared.running)
    assert window.before_pane.title.text() == "<b>Compared: My climb early (2 of 2 races)</b>"
    window.close()


def test_another_game_s_course_or_a_broken_file_is_refused_and_changes_nothing(
    qtbot, english, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    editor = CourseEditor(library.find("etape_des_cols").draft.copy())
    qtbot.addWidget(editor)
    window = run_from_editor(qtbot, editor, 2)
    save_course_file(library.find("paris_tours").draft, tmp_path / "other.json")
    (tmp_path / "broken.json").write_text(json.dumps({"format": "nothing"}), encoding="utf-8")
    said: list[str] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        box.accept()

    for name in ("other.json", "broken.json"):
        answer_dialog(read)
        compare_with(qtbot, window, monkeypatch, tmp_path / name)  # the warning is modal
    assert len(said) == 2
    assert "is a course of another game" in said[0]
    assert "broken.json" in said[1]
    assert window.compare is None and not window.before_pane.isVisibleTo(window)
    window.close()


def test_a_race_s_mean_length_reads_in_the_window_s_language(qapp) -> None:  # type: ignore[no-untyped-def]
    from peloton_desktop.courses.ride.plan import make_plan, ride
    from peloton_desktop.courses.ride.report import build
    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.test_ride.pane import report_text

    draft = library.find("etape_de_plaine").draft
    plan = make_plan(draft, 2, "easy", 3)
    report = build(plan, draft, ride(plan, 1))
    report["turns"]["mean"] = 9.4
    try:
        manager.apply("fr")
        assert "Une course dure 9,4 tours en moyenne" in report_text(report)
    finally:
        manager.apply("en")
    assert "A race lasts 9.4 turns on average" in report_text(report)
