"""Printing and PDF export of any printed document from the GUI.

The print preview has Qt's page set-up and print dialogs in its toolbar; the paper
chosen there (A4 or Letter) is the one the pages are laid out for."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPaintEngine
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from peloton_desktop.core.errors import PelotonError
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.document import Document, Progress
from peloton_desktop.printing.game_sheets import DocumentFactory
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.printing.pdf_notice import PaperChoice, saved_notice

SHOW_AFTER_MS = 400  # a document painted faster than this shows no progress at all


def default_paper() -> str:
    """Letter where the locale measures in inches (US), A4 elsewhere."""
    from PySide6.QtCore import QLocale

    return (
        "letter"
        if QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
        else "a4"
    )


def paper_of(printer: QPrinter) -> str:
    size = printer.pageLayout().pageSize().id()
    return {QPageSize.PageSizeId.Letter: "letter", QPageSize.PageSizeId.A3: "a3"}.get(size, "a4")


def landscape_of(printer: QPrinter) -> bool:
    return printer.pageLayout().orientation() == QPageLayout.Orientation.Landscape


def _make(
    parent: QWidget, factory: DocumentFactory, paper: str, landscape: bool | None = None
) -> Document | None:
    try:
        return factory(paper, landscape)
    except PelotonError as exc:
        QMessageBox.warning(parent, translate("Printing", "Print"), error_text(exc))
        return None


def progress_dialog(parent: QWidget, title: str) -> tuple[QProgressDialog, Progress]:
    """A progress dialog for painting a document, and the `progress` to hand it: the
    dialog shows itself when painting lasts (SHOW_AFTER_MS) and its Cancel stops."""
    dialog = QProgressDialog(parent)
    dialog.setObjectName("printProgress")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setCancelButtonText(translate("Printing", "Cancel"))
    dialog.setAutoReset(False)
    dialog.setAutoClose(False)

    def progress(done: int, total: int) -> bool:
        dialog.setMaximum(max(1, total))
        dialog.setLabelText(
            translate("Printing", "Page {page} of {total}…").format(
                page=min(done + 1, total), total=total
            )
        )
        dialog.setValue(done)  # also lets the Cancel button be pressed
        QCoreApplication.processEvents()
        if done >= total:
            dialog.close()
        return not dialog.wasCanceled()

    return dialog, progress


class Preview(QPrintPreviewDialog):
    """The print preview, holding its printer (the dialog does not own it)."""

    def __init__(self, printer: QPrinter, parent: QWidget) -> None:
        super().__init__(printer, parent)
        self.printer_ref = printer  # kept alive as long as the dialog


def preview(parent: QWidget, factory: DocumentFactory) -> QPrintPreviewDialog | None:
    """Open the print preview; the pages follow the paper and the orientation chosen
    in its page set-up (at first, the document's own)."""
    doc = _make(parent, factory, default_paper())
    if doc is None:
        return None
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)
    printer.setPageLayout(doc.page_layout())
    printer.setDocName(doc.title)
    dialog = Preview(printer, parent)
    dialog.setObjectName("printPreview")

    def paint(device: QPrinter) -> None:
        pages = _make(parent, factory, paper_of(device), landscape_of(device))
        if pages is None:
            return
        if device.paintEngine().type() == QPaintEngine.Type.Picture:
            # the preview's own pages: no event may run meanwhile (the preview's
            # old pages are gone until it has the new ones), and they are quick
            pages.render(device)
            return
        bar, progress = progress_dialog(dialog, doc.title)
        pages.render(device, progress=progress)  # printing; Cancel stops it there
        bar.deleteLater()

    dialog.paintRequested.connect(paint)
    dialog.setWindowTitle(translate("Printing", "Print preview — {title}").format(title=doc.title))
    dialog.open()
    return dialog


def export_pdf(
    parent: QWidget, factory: DocumentFactory, name: str, choose: PaperChoice | None = None
) -> str | None:
    """Save the document as a PDF; with `choose`, the paper is asked first. Says where
    the file went, with a way to open its folder."""
    paper, landscape = default_paper(), None
    if choose is not None:
        picked = choose(parent, paper)
        if picked is None:
            return None
        paper, landscape = picked
    doc = _make(parent, factory, paper, landscape)
    if doc is None:
        return None
    path, _ = QFileDialog.getSaveFileName(
        parent,
        translate("Printing", "Save as PDF"),
        name,
        translate("Printing", "PDF documents (*.pdf)"),
    )
    if not path:
        return None
    bar, progress = progress_dialog(parent, doc.title)
    try:
        written = doc.write_pdf(path, progress=progress)
    except PelotonError as exc:
        QMessageBox.warning(parent, translate("Printing", "Save as PDF"), error_text(exc))
        return None
    finally:
        bar.deleteLater()
    if not written:
        return None
    saved_notice(parent, path)
    return path
