"""Exporting a course sheet as PDF from the editor and the library: the paper is asked
(and remembered), and once saved the window says where, with a button opening the folder."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from dialogs import answer_dialog
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton, QWidget

from peloton_desktop.courses import library
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.settings import load_settings
from peloton_desktop.ui.course_editor.library_dialog import CourseLibraryDialog
from peloton_desktop.ui.course_editor.window import CourseEditor
from peloton_desktop.ui.printing.pdf_notice import PaperDialog


def page_sizes(path: Path) -> list[tuple[int, int]]:
    out = subprocess.run(
        ["pdfinfo", "-f", "1", "-l", "99", str(path)], capture_output=True, text=True
    ).stdout
    found = re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", out)
    return [(round(float(w)), round(float(h))) for w, h in found]


def pick(paper: str, landscape: bool | None, seen: list[str]):  # type: ignore[no-untyped-def]
    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, PaperDialog)
        seen.append(str(dialog.paper.currentData()))
        dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
        dialog.orientation.setCurrentIndex(dialog.orientation.findData(landscape))
        dialog.accept()

    return act


def test_the_editor_asks_the_paper_and_says_where_the_pdf_went(
    qtbot, english, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    draft = KINDS["roue_de_vitesse"].new_draft("pdf", "PDF")
    editor = CourseEditor(draft)
    qtbot.addWidget(editor)
    editor.show()
    out = tmp_path / "sheets" / "stage.pdf"
    out.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    opened: list[QUrl] = []
    monkeypatch.setattr(
        "peloton_desktop.ui.printing.pdf_notice.QDesktopServices.openUrl",
        lambda url: opened.append(url),
    )
    seen: list[str] = []
    answer_dialog(pick("a3", True, seen))
    editor.pdf_action.trigger()
    assert seen == ["a4"] and out.read_bytes().startswith(b"%PDF")
    if shutil.which("pdfinfo"):
        assert set(page_sizes(out)) == {(1191, 842)}  # A3, landscape
    assert "PDF saved: stage.pdf" in editor.statusBar().currentMessage()
    button = editor.statusBar().findChild(QPushButton, "openPdfFolder")
    assert button is not None and button.isVisible() and button.text() == "Open the folder"
    button.click()
    assert opened == [QUrl.fromLocalFile(str(out.parent))]
    settings = load_settings()
    assert (settings.pdf_paper, settings.pdf_landscape) == ("a3", True)
    # the next export offers the paper chosen last; Cancel writes nothing
    out.unlink()
    seen.clear()

    def cancel(dialog: QWidget) -> None:
        seen.append(str(dialog.paper.currentData()))  # type: ignore[attr-defined]
        seen.append(str(dialog.orientation.currentData()))  # type: ignore[attr-defined]
        dialog.reject()  # type: ignore[attr-defined]

    answer_dialog(cancel)
    editor.pdf_action.trigger()
    assert seen == ["a3", "True"] and not out.exists()
    editor.stack.setClean()
    editor.close()


def test_the_library_says_where_the_pdf_went_without_blocking(
    qtbot, english, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    library.save(KINDS["roue_de_vitesse"].new_draft("lib_pdf", "Library PDF"))
    dialog = CourseLibraryDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    names = [dialog.list.item(i).data(256) for i in range(dialog.list.count())]
    dialog.list.setCurrentRow(names.index("lib_pdf"))
    out = tmp_path / "lib.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    opened: list[QUrl] = []
    monkeypatch.setattr(
        "peloton_desktop.ui.printing.pdf_notice.QDesktopServices.openUrl",
        lambda url: opened.append(url),
    )
    seen: list[str] = []
    answer_dialog(pick("letter", None, seen))
    dialog.buttons["pdf"].click()
    assert out.read_bytes().startswith(b"%PDF")
    if shutil.which("pdfinfo"):
        assert {min(s) for s in page_sizes(out)} == {612}  # US Letter
    notice = dialog.findChild(QMessageBox, "pdfSaved")
    assert notice is not None and notice.isVisible() and not notice.isModal()
    assert QApplication.activeModalWidget() is None
    assert "PDF saved: lib.pdf" in notice.text()
    opener = notice.findChild(QPushButton, "openPdfFolder")
    assert opener is not None
    opener.click()
    assert opened == [QUrl.fromLocalFile(str(tmp_path))]
