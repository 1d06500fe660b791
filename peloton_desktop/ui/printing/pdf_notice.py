"""Around a PDF export: the paper to lay it out on (asked first, remembered in the
settings) and, once written, where it went with a button opening its folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QWidget,
)

from peloton_desktop.draw.tr import translate
from peloton_desktop.settings import PAPERS, load_settings, save_settings

# (the export's parent, the locale's paper) -> (paper, landscape or None for the
# document's own), or None when the user cancels
PaperChoice = Callable[[QWidget, str], "tuple[str, bool | None] | None"]
NOTICE_MS = 15000  # how long the status bar says where the PDF went


class PaperDialog(QDialog):
    """A4, Letter or A3, and (for a sheet that can turn) the orientation."""

    def __init__(self, parent: QWidget | None, orientation: bool) -> None:
        super().__init__(parent)
        self.setObjectName("pdfPaper")
        self.setWindowTitle(translate("Printing", "Save as PDF"))
        form = QFormLayout(self)
        self.paper = QComboBox()
        self.paper.setObjectName("pdfPaperSize")
        for key, label in (
            ("a4", translate("Printing", "A4")),
            ("letter", translate("Printing", "Letter (US)")),
            ("a3", translate("Printing", "A3")),
        ):
            self.paper.addItem(label, key)
        form.addRow(translate("Printing", "Paper"), self.paper)
        self.orientation = QComboBox()
        self.orientation.setObjectName("pdfOrientation")
        for label, value in (
            (translate("Printing", "As suits the course"), None),
            (translate("Printing", "Portrait"), False),
            (translate("Printing", "Landscape"), True),
        ):
            self.orientation.addItem(label, value)
        if orientation:
            form.addRow(translate("Printing", "Orientation"), self.orientation)
        else:
            self.orientation.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def choice(self) -> tuple[str, bool | None]:
        return str(self.paper.currentData()), self.orientation.currentData()


def paper_choice(orientation: bool) -> PaperChoice:
    """Ask the paper (and orientation) before an export; the last answer comes first."""

    def choose(parent: QWidget, default_paper: str) -> tuple[str, bool | None] | None:
        settings = load_settings()
        dialog = PaperDialog(parent, orientation)
        dialog.paper.setCurrentIndex(
            max(0, dialog.paper.findData(settings.pdf_paper or default_paper))
        )
        if orientation:
            dialog.orientation.setCurrentIndex({None: 0, False: 1, True: 2}[settings.pdf_landscape])
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            paper, landscape = dialog.choice()
        finally:
            dialog.deleteLater()
        changed = settings.model_copy()
        changed.pdf_paper = next((p for p in PAPERS if p == paper), None)
        if orientation:
            changed.pdf_landscape = landscape
        save_settings(changed, settings)
        return paper, landscape if orientation else None

    return choose


def saved_notice(parent: QWidget, path: str) -> None:
    """Say where the PDF went: in the window's status bar with an "Open the folder"
    button, or (a window without one) in a notice that does not block."""
    file = Path(path)
    folder = QUrl.fromLocalFile(str(file.parent))
    text = translate("Printing", "PDF saved: {file}").format(file=file.name)
    open_text = translate("Printing", "Open the folder")
    window = parent.window()
    if isinstance(window, QMainWindow):
        bar = window.statusBar()
        old = bar.findChild(QPushButton, "openPdfFolder")
        if old is not None:
            bar.removeWidget(old)
            old.deleteLater()
        button = QPushButton(open_text)
        button.setObjectName("openPdfFolder")
        button.setToolTip(str(file.parent))
        button.clicked.connect(lambda: QDesktopServices.openUrl(folder))
        bar.addPermanentWidget(button)
        bar.show()  # made now, after its window was shown
        bar.showMessage(text, NOTICE_MS)
        QTimer.singleShot(NOTICE_MS, button, button.deleteLater)
        return
    box = QMessageBox(
        QMessageBox.Icon.Information,
        translate("Printing", "Save as PDF"),
        text,
        QMessageBox.StandardButton.Close,
        window,
    )
    box.setObjectName("pdfSaved")
    box.setInformativeText(str(file))
    opener = box.addButton(open_text, QMessageBox.ButtonRole.ActionRole)
    opener.setObjectName("openPdfFolder")
    opener.clicked.connect(lambda: QDesktopServices.openUrl(folder))
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
