"""Print preview, printing and PDF export of course and team sheets from the GUI."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.printing.document import Document
from peloton_desktop.printing.sheets import course_sheet
from peloton_desktop.printing.teams import team_sheets
from peloton_desktop.ui.printing import print_document as printing
from peloton_desktop.ui.printing.pdf_notice import paper_choice
from peloton_desktop.ui.printing.print_document import default_paper


def make_document(
    draft: CourseDraft, what: str, paper: str | None = None, landscape: bool | None = None
) -> Document:
    """Team sheets keep their own orientation; a course sheet takes the one asked for."""
    paper = paper or default_paper()
    if what == "teams":
        return team_sheets(draft, paper)
    return course_sheet(draft, paper, landscape)


def preview(parent: QWidget, draft: CourseDraft, what: str) -> QPrintPreviewDialog | None:
    """Open the print preview; printing from it uses the same pages as the PDF."""
    return printing.preview(
        parent, lambda paper, landscape: make_document(draft, what, paper, landscape)
    )


def export_pdf(parent: QWidget, draft: CourseDraft, what: str) -> str | None:
    suffix = "-teams" if what == "teams" else ""
    return printing.export_pdf(
        parent,
        lambda paper, landscape: make_document(draft, what, paper, landscape),
        f"{draft.id}{suffix}.pdf",
        paper_choice(orientation=what != "teams"),
    )
