"""Print preview, printing and PDF export of course and team sheets from the GUI."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.printing.sheets import Document, course_sheet
from peloton_desktop.printing.teams import team_sheets
from peloton_desktop.ui.text import error_text

translate = QCoreApplication.translate


def default_paper() -> str:
    """Letter where the locale measures in inches (US), A4 elsewhere."""
    from PySide6.QtCore import QLocale

    return (
        "letter"
        if QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
        else "a4"
    )


def make_document(draft: CourseDraft, what: str, paper: str | None = None) -> Document:
    paper = paper or default_paper()
    return team_sheets(draft, paper) if what == "teams" else course_sheet(draft, paper)


def _document(parent: QWidget, draft: CourseDraft, what: str) -> Document | None:
    try:
        return make_document(draft, what)
    except PelotonError as exc:
        QMessageBox.warning(parent, translate("CourseEditor", "Print"), error_text(exc))
        return None


def preview(parent: QWidget, draft: CourseDraft, what: str) -> QPrintPreviewDialog | None:
    """Open the print preview; printing from it uses the same pages as the PDF."""
    doc = _document(parent, draft, what)
    if doc is None:
        return None
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)
    printer.setPageLayout(doc.page_layout())
    printer.setDocName(doc.title)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setObjectName("printPreview")
    dialog.printer_ref = printer  # the dialog does not own its printer: keep it alive
    dialog.paintRequested.connect(lambda p: doc.render(p))
    dialog.setWindowTitle(translate("CourseEditor", "Print preview — %1").replace("%1", doc.title))
    dialog.open()
    return dialog


def export_pdf(parent: QWidget, draft: CourseDraft, what: str) -> str | None:
    doc = _document(parent, draft, what)
    if doc is None:
        return None
    suffix = "-teams" if what == "teams" else ""
    path, _ = QFileDialog.getSaveFileName(
        parent,
        translate("CourseEditor", "Export as PDF"),
        f"{draft.id}{suffix}.pdf",
        translate("CourseEditor", "PDF documents (*.pdf)"),
    )
    if not path:
        return None
    try:
        doc.write_pdf(path)
    except PelotonError as exc:
        QMessageBox.warning(parent, translate("CourseEditor", "Export as PDF"), error_text(exc))
        return None
    return path
