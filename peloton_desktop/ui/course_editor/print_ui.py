"""Print preview, printing and PDF export of course and team sheets from the GUI."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.printing.sheets import Document, course_sheet
from peloton_desktop.printing.teams import team_sheets
from peloton_desktop.ui import print_document as printing
from peloton_desktop.ui.print_document import default_paper


def make_document(draft: CourseDraft, what: str, paper: str | None = None) -> Document:
    paper = paper or default_paper()
    return team_sheets(draft, paper) if what == "teams" else course_sheet(draft, paper)


def preview(parent: QWidget, draft: CourseDraft, what: str) -> QPrintPreviewDialog | None:
    """Open the print preview; printing from it uses the same pages as the PDF."""
    return printing.preview(parent, lambda paper: make_document(draft, what, paper))


def export_pdf(parent: QWidget, draft: CourseDraft, what: str) -> str | None:
    suffix = "-teams" if what == "teams" else ""
    return printing.export_pdf(
        parent, lambda paper: make_document(draft, what, paper), f"{draft.id}{suffix}.pdf"
    )
