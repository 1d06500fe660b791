"""The test-ride window: the ride's progress and Cancel, its report filling in as races
finish, the ride before it side by side, printing as a page and CSV export."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core import filetypes
from peloton_desktop.core.errors import PelotonError, about_file
from peloton_desktop.core.files import write_text_atomic
from peloton_desktop.courses import library
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import load_course_file
from peloton_desktop.courses.ride.plan import Plan, same_settings
from peloton_desktop.courses.ride.report import build
from peloton_desktop.courses.ride.table import csv_text
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.pieces.widgets import Retranslatable
from peloton_desktop.ui.test_ride.compare import CompareRide
from peloton_desktop.ui.test_ride.pane import ReportPane
from peloton_desktop.ui.test_ride.runner import RideRunner

REFRESH_MS = 300  # the report is made again at most this often while races arrive


class RideWindow(Retranslatable, QWidget):
    def __init__(
        self,
        draft: CourseDraft,
        plan: Plan,
        jobs: int,
        before: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("testRideWindow")
        self.draft, self.plan, self.before = draft.copy(), plan, before
        self.races: dict[int, dict[str, Any]] = {}
        self.report: dict[str, Any] = build(plan, self.draft, [])
        self.status = QLabel()
        self.status.setObjectName("rideStatus")
        self.progress = QProgressBar()
        self.progress.setObjectName("rideProgress")
        self.progress.setRange(0, plan.races)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("rideCancel")
        self.print_button = QPushButton()
        self.print_button.setObjectName("ridePrint")
        self.csv_button = QPushButton()
        self.csv_button.setObjectName("rideCsv")
        self.compare_button = QPushButton()
        self.compare_button.setObjectName("rideCompare")
        self.compare_menu = QMenu(self.compare_button)
        self.compare_menu.setObjectName("rideCompareMenu")
        self.compare_menu.aboutToShow.connect(self.fill_compare_menu)
        self.compare_button.setMenu(self.compare_menu)
        self.compare: CompareRide | None = None
        self.jobs = jobs
        top = QHBoxLayout()
        buttons = (self.cancel_button, self.compare_button, self.print_button, self.csv_button)
        for w in (self.progress, *buttons):
            top.addWidget(w)
        self.page = QWidget()
        panes = QHBoxLayout(self.page)
        self.before_pane = ReportPane("")
        self.before_pane.setVisible(before is not None)
        if before is not None:
            self.before_pane.show_report(before)
        self.pane = ReportPane("")
        panes.addWidget(self.before_pane)
        panes.addWidget(self.pane)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.page)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(scroll, 1)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self._refresh)
        self.runner = RideRunner(plan, jobs, self)
        self.runner.race_done.connect(self._arrived)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.cancel_button.clicked.connect(self.cancel)
        self.print_button.clicked.connect(self.print_preview)
        self.csv_button.clicked.connect(self.export_csv)
        self.running, self.cancelled, self.started = True, False, time.monotonic()
        self.resize(1560 if before is not None else 900, 820)
        self.retranslate()
        self.runner.start()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("TestRide", "Test-ride — %1").replace("%1", self.draft.name))
        self.cancel_button.setText(translate("TestRide", "&Cancel"))
        self.print_button.setText(translate("TestRide", "&Print…"))
        self.csv_button.setText(translate("TestRide", "Export as &CSV…"))
        self.compare_button.setText(translate("TestRide", "C&ompare with"))
        self.compare_button.setToolTip(
            translate(
                "TestRide",
                "Ride a saved course of the same game with these settings, beside this ride",
            )
        )
        self.fill_compare_menu()
        if self.compare is not None:
            self.before_pane.set_title(self.compare.title())
        else:
            self.before_pane.set_title(translate("TestRide", "The ride before"))
        self.pane.set_title(translate("TestRide", "This ride: %1").replace("%1", self.draft.name))
        self._refresh()

    # -- the ride ------------------------------------------------------------------

    def _arrived(self, index: int, race: dict[str, Any]) -> None:
        self.races[index] = race
        self.progress.setValue(len(self.races))
        if not self.timer.isActive():
            self.timer.start()

    def _finished(self, cancelled: bool) -> None:
        self.running, self.cancelled = False, cancelled
        self.timer.stop()
        self._buttons()
        self._refresh()

    def cancel(self) -> None:
        """Cancel this ride and the compared one."""
        self.runner.cancel()
        if self.compare is not None:
            self.compare.cancel()

    def _buttons(self) -> None:
        comparing = self.compare is not None and self.compare.running
        self.cancel_button.setEnabled(self.running or comparing)

    # -- another course beside ---------------------------------------------------------

    def fill_compare_menu(self) -> None:
        """The course library's courses of this game (saved drafts first), then a file."""
        self.compare_menu.clear()
        found = [e for e in library.entries(self.draft.game) if e.usable]
        for entry in sorted(found, key=lambda e: (e.bundled, e.name.casefold())):
            action = self.compare_menu.addAction(entry.name)
            action.triggered.connect(lambda _c=False, e=entry: self.compare_with(e.path))
        if found:
            self.compare_menu.addSeparator()
        file_action = self.compare_menu.addAction(translate("TestRide", "A course &file…"))
        file_action.triggered.connect(self.choose_compared_file)

    def choose_compared_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("TestRide", "Compare with a course file"),
            "",
            translate("TestRide", "Courses ({patterns})").format(
                patterns=filetypes.patterns("course")
            ),
        )
        if path:
            self.compare_with(Path(path))

    def compare_with(self, path: Path) -> CompareRide | None:
        """Ride the course file at `path` (a saved draft of the library, or any course
        file) with this ride's settings, in the pane beside (the ride before makes
        way); a file refused is said and changes nothing."""
        try:
            with about_file(path.name):
                other = load_course_file(path)
            plan = same_settings(self.plan, other)
        except PelotonError as exc:
            QMessageBox.warning(self, translate("TestRide", "Test-ride"), error_text(exc))
            return None
        if self.compare is not None:
            self.compare.cancel()
        self.compare = CompareRide(self.before_pane, other, plan, self.jobs, self)
        self.compare.runner.finished.connect(lambda _c: self._buttons())
        self.compare.runner.failed.connect(self._failed_compare)
        self._buttons()
        if self.width() < 1500:
            self.resize(1560, self.height())
        return self.compare

    def _failed_compare(self, reason: str) -> None:
        self._buttons()
        QMessageBox.warning(self, translate("TestRide", "Test-ride"), reason)

    def _failed(self, reason: str) -> None:
        self._finished(True)
        QMessageBox.warning(self, translate("TestRide", "Test-ride"), reason)

    def _refresh(self) -> None:
        races = [self.races[i] for i in sorted(self.races)]
        self.report = build(self.plan, self.draft, races)
        self.pane.show_report(self.report)
        n, planned = len(races), self.plan.races
        seconds = round(time.monotonic() - self.started)
        if self.running:
            text = translate("TestRide", "%1 of %2 races ridden…")
        elif self.cancelled:
            text = translate("TestRide", "Cancelled after %1 of %2 races (%3 s).")
        else:
            text = translate("TestRide", "%1 of %2 races ridden in %3 s.")
        self.status.setText(
            text.replace("%1", str(n)).replace("%2", str(planned)).replace("%3", str(seconds))
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        self.runner.wait(2.0)
        if self.compare is not None:
            self.compare.runner.wait(2.0)
        super().closeEvent(event)

    # -- print and export -------------------------------------------------------------

    def print_to(self, printer: QPrinter) -> None:
        """The report as one page: the window's panes, scaled to the paper."""
        painter = QPainter(printer)
        page = printer.pageRect(QPrinter.Unit.DevicePixel)
        picture = self.page.grab()
        scale = min(page.width() / picture.width(), page.height() / picture.height())
        painter.scale(scale, scale)
        painter.drawPixmap(0, 0, picture)
        painter.end()

    def print_preview(self) -> None:
        dialog = QPrintPreviewDialog(self)
        dialog.paintRequested.connect(self.print_to)
        dialog.exec()

    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("TestRide", "Export the test-ride"),
            f"{self.draft.id}-test-ride.csv",
            translate("TestRide", "CSV files (*.csv)"),
        )
        if path:
            self.write_csv(Path(path))

    def write_csv(self, path: Path) -> None:
        write_text_atomic(path, csv_text(self.report))
