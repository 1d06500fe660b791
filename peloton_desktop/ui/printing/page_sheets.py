"""What a game page prints: the results sheet of a finished game and the game's own
sheets (its Print menu), each as a preview or a PDF."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.game_sheets import GameSheet
from peloton_desktop.printing.results import ResultsData, ResultsSheet
from peloton_desktop.ui.printing import print_document as printing
from peloton_desktop.ui.table.record_results import results_data

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_view import GameView
    from peloton_desktop.ui.table.session import GameSession


class PageSheets(QWidget):
    """The printing half of `GamePage` (a base class: it reads the page's session,
    entry, view, sheets and menu)."""

    session: GameSession
    entry: GameEntry
    view: GameView[Any]
    sheets: list[GameSheet]
    sheets_menu: QMenu
    sheets_button: QPushButton

    # -- the results sheet -----------------------------------------------------
    def results_data(self) -> ResultsData | None:
        return results_data(self.session, self.entry, self.view)

    def _results_sheet(self, paper: str, landscape: bool | None = None) -> ResultsSheet:
        data = self.results_data()
        assert data is not None
        return ResultsSheet(data, paper, bool(landscape))

    def print_results_preview(self) -> None:
        printing.preview(self, self._results_sheet)

    def save_results_pdf(self) -> str | None:
        return printing.export_pdf(self, self._results_sheet, f"{self.entry.id}-results.pdf")

    # -- the game's own sheets -------------------------------------------------
    def _fill_sheets_menu(self) -> None:
        """One sub-menu a sheet: Print… (the preview) and Save as PDF…."""
        self.sheets_menu.clear()
        for i, sheet in enumerate(self.sheets):
            sub = self.sheets_menu.addMenu(sheet.title())
            sub.setObjectName(f"sheet_{i}")
            preview = sub.addAction(translate("GamePage", "Print…"))
            preview.setObjectName(f"sheetPreview_{i}")
            preview.triggered.connect(lambda _=False, i=i: self.print_sheet_preview(i))
            pdf = sub.addAction(translate("GamePage", "Save as PDF…"))
            pdf.setObjectName(f"sheetPdf_{i}")
            pdf.triggered.connect(lambda _=False, i=i: self.save_sheet_pdf(i))
        if self.session.final_result() is not None:  # also from a file or in review
            sub = self.sheets_menu.addMenu(translate("GamePage", "Results"))
            sub.setObjectName("sheet_results")
            preview = sub.addAction(translate("GamePage", "Print…"))
            preview.setObjectName("resultsPreview")
            preview.triggered.connect(self.print_results_preview)
            pdf = sub.addAction(translate("GamePage", "Save as PDF…"))
            pdf.setObjectName("resultsPdf")
            pdf.triggered.connect(self.save_results_pdf)
        self.sheets_button.setVisible(bool(self.sheets_menu.actions()))

    def print_sheet_preview(self, index: int) -> QPrintPreviewDialog | None:
        return printing.preview(self, self.sheets[index].make)

    def save_sheet_pdf(self, index: int) -> str | None:
        sheet = self.sheets[index]
        return printing.export_pdf(self, sheet.make, sheet.file_name)
