"""Test-ride… in the course editor and the library (issue 45): ask, ride on the pool,
the report filling in, Cancel, the ride before beside the next one, print and CSV."""

from __future__ import annotations

from pathlib import Path

import pytest
from dialogs import answer_dialog
from PySide6.QtCharts import QChartView
from PySide6.QtCore import Qt
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication, QWidget

from peloton_desktop.courses import library
from peloton_desktop.courses.common import Cell
from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.test_ride import start
from peloton_desktop.ui.test_ride.window import RideWindow


@pytest.fixture(autouse=True)
def _forget_rides() -> None:
    start.LAST.clear()


def ride_with(races: int, players: int) -> None:
    """Answer the next Test-ride dialog: `races` races of `players` teams, then Ride."""

    def answer(dialog: QWidget) -> None:
        dialog.races.setValue(races)  # type: ignore[attr-defined]
        dialog.players.setValue(players)  # type: ignore[attr-defined]
        assert dialog.estimate.text().startswith("On ")  # type: ignore[attr-defined]
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()  # type: ignore[attr-defined]

    answer_dialog(answer)


def opened() -> RideWindow:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, RideWindow)]
    assert found
    return found[-1]


def run_from_editor(qtbot, editor: CourseEditor, races: int) -> RideWindow:  # type: ignore[no-untyped-def]
    ride_with(races, 2)
    editor.ride_action.trigger()
    window = opened()
    with qtbot.waitSignal(window.runner.finished, timeout=60_000):
        pass
    qtbot.waitUntil(lambda: window.report["races"] == races)
    return window


def test_a_designer_rides_a_draft_and_compares_after_a_change(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    draft = library.find("etape_des_cols").draft
    editor = CourseEditor(draft.copy())
    qtbot.addWidget(editor)
    assert editor.ride_action.isVisible() and editor.ride_action.text() == "&Test-ride…"
    first = run_from_editor(qtbot, editor, 4)
    assert first.status.text().startswith("4 of 4 races ridden in ")
    assert "Seat 1 wins " in first.pane.text.text()
    assert not first.before_pane.isVisibleTo(first)
    assert len(first.pane.findChildren(QChartView)) >= 4
    first.close()
    # a climb moved: the next ride shows the one before beside it
    order = editor.doc.kind.race_order(editor.doc.draft)
    for cell in order[5:15]:
        editor.doc.draft.cells[cell] = Cell("H")
    second = run_from_editor(qtbot, editor, 4)
    assert second.before_pane.isVisibleTo(second)
    assert second.before_pane.report is not None and second.before_pane.report["races"] == 4
    assert second.pane.report is not None and second.pane.report != second.before_pane.report
    second.close()


def test_cancel_stops_the_ride_and_keeps_its_races(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    draft = library.find("etape_des_cols").draft
    editor = CourseEditor(draft.copy())
    qtbot.addWidget(editor)
    ride_with(400, 2)
    editor.ride_action.trigger()
    window = opened()
    qtbot.waitUntil(lambda: window.progress.value() >= 1, timeout=60_000)
    with qtbot.waitSignal(window.runner.finished, timeout=10_000) as done:
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert done.args == [True]
    assert window.status.text().startswith("Cancelled after ")
    assert not window.cancel_button.isEnabled() and window.report["races"] < 400
    window.close()


def test_the_report_prints_as_a_page_and_exports_as_csv(qtbot, english, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    editor = CourseEditor(library.find("paris_tours").draft.copy())
    qtbot.addWidget(editor)
    window = run_from_editor(qtbot, editor, 3)
    window.write_csv(tmp_path / "ride.csv")
    lines = (tmp_path / "ride.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "what,which,value,low,high,verdict"
    assert "races,,3,,," in lines and any(x.startswith("seat_wins,1,") for x in lines)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setOutputFileName(str(tmp_path / "ride.pdf"))
    window.print_to(printer)
    assert (tmp_path / "ride.pdf").read_bytes().startswith(b"%PDF")
    window.close()


def test_a_bundled_course_rides_from_the_library(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    lib = CourseLibraryDialog()
    qtbot.addWidget(lib)
    ids = [lib.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lib.list.count())]
    lib.list.setCurrentRow(ids.index("etape_de_plaine"))
    button = lib.buttons["ride"]
    assert button.isEnabled() and button.text() == "&Test-ride…"
    ride_with(2, 2)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window = opened()
    with qtbot.waitSignal(window.runner.finished, timeout=60_000):
        pass
    qtbot.waitUntil(lambda: window.report["races"] == 2)
    assert window.windowTitle() == "Test-ride — Étape de plaine"
    window.close()
