"""Printed sheets cost per page (issue 31): a play-scale page paints only the cases that
fall on it (culled by the page's rectangle, not clipped), so a course sheet's size
grows with its page count; long outputs report progress and can be stopped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from peloton_desktop.courses.kinds import parse_course_data
from peloton_desktop.printing import painter
from peloton_desktop.printing.sheets import course_sheet

BASE = Path(__file__).resolve().parent.parent / "resources" / "games" / "cyclistes" / "courses"


def long_course(cases: int) -> Any:
    """The bundled 83-case Cyclistes course, its road repeated to `cases` cases."""
    base = json.loads((BASE / "etape_des_cols.json").read_text(encoding="utf-8"))
    road = (base["cases"] * (cases // len(base["cases"]) + 1))[:cases]
    data = dict(base, id=f"long_{cases}", name=f"Long {cases}", cases=road, finish=cases - 10)
    return parse_course_data(data, "long")


def test_each_page_paints_only_the_cases_on_it(qapp, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    doc = course_sheet(long_course(398), "a4")
    painted: list[int] = []
    real = painter.paint_case

    def counting(p, box, draft, kind, selected=False):  # type: ignore[no-untyped-def]
        painted.append(box.index)
        real(p, box, draft, kind, selected)

    monkeypatch.setattr(painter, "paint_case", counting)
    from PySide6.QtGui import QPdfWriter

    boxes = doc.layout.boxes
    for number, tile in enumerate(doc.tiling.tiles, start=1):
        painted.clear()
        writer = QPdfWriter(str(tmp_path / "page.pdf"))
        writer.setResolution(72)
        doc.render(writer, [number])
        del writer
        page = QRectF(tile.x, tile.y, tile.w, tile.h)
        on_page = {b.index for b in boxes if page.intersects(QRectF(b.x, b.y, b.w, b.h))}
        assert on_page <= set(painted), f"page {number} misses cases"
        assert len(painted) <= len(on_page) + 16, f"page {number} paints the course"
        assert len(painted) < len(boxes) / 4


def test_size_grows_in_step_with_the_pages(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    per_page = {}
    for cases in (83, 398):
        doc = course_sheet(long_course(cases), "a4")
        out = tmp_path / f"{cases}.pdf"
        assert doc.write_pdf(out)
        per_page[cases] = out.stat().st_size / doc.page_count()
        assert per_page[cases] <= 0.35e6
    assert per_page[398] <= 1.5 * per_page[83]


def test_a_stopped_pdf_writes_nothing(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    doc = course_sheet(long_course(200), "a4")
    asked: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        asked.append((done, total))
        return done < 2

    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "sheet.pdf"
    assert doc.write_pdf(out, progress=progress) is False
    assert list(folder.iterdir()) == []  # nor a temporary file
    assert asked == [(0, doc.page_count()), (1, doc.page_count()), (2, doc.page_count())]
    seen: list[int] = []
    assert doc.write_pdf(out, progress=lambda done, total: seen.append(done) is None)
    assert out.exists() and seen == list(range(doc.page_count() + 1))


def test_the_gui_shows_progress_and_cancels(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog, QWidget

    from peloton_desktop.ui.printing import print_document

    parent = QWidget()
    qtbot.addWidget(parent)
    dialog, progress = print_document.progress_dialog(parent, "Sheet")
    assert progress(0, 9) is True
    assert "1" in dialog.labelText() and "9" in dialog.labelText()
    dialog.cancel()
    assert progress(1, 9) is False
    # Save as PDF, cancelled in the middle: no file, no message
    out = tmp_path / "long.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    monkeypatch.setattr(print_document, "SHOW_AFTER_MS", 0)
    made = course_sheet(long_course(398), "a4")
    real = print_document.progress_dialog

    def cancelling(parent, title):  # type: ignore[no-untyped-def]
        bar, go_on = real(parent, title)

        def progress(done: int, total: int) -> bool:
            if done == 3:
                bar.cancel()
            return go_on(done, total)

        return bar, progress

    monkeypatch.setattr(print_document, "progress_dialog", cancelling)
    assert print_document.export_pdf(parent, lambda paper, landscape: made, "long.pdf") is None
    assert not out.exists()
    monkeypatch.setattr(print_document, "progress_dialog", real)
    assert print_document.export_pdf(parent, lambda paper, landscape: made, "long.pdf") == str(out)
    assert out.exists()


@pytest.mark.parametrize("cases", [83, 398])
def test_the_cover_shows_every_page(cases: int, qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The assembly map still draws the whole course (once, small)."""
    doc = course_sheet(long_course(cases), "a4")
    assert doc.page_count() == 1 + len(doc.tiling.tiles)
    out = tmp_path / "cover.pdf"
    from PySide6.QtGui import QPdfWriter

    writer = QPdfWriter(str(out))
    doc.render(writer, [0])
    del writer
    assert 0 < out.stat().st_size < 0.35e6


def test_printing_from_the_preview_shows_progress(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The preview paints its own pages at once; printing from it reports each page
    and stops at Cancel."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    from PySide6.QtWidgets import QWidget

    from peloton_desktop.ui.printing import print_document

    parent = QWidget()
    qtbot.addWidget(parent)
    made = course_sheet(long_course(398), "a4")
    asked: list[int] = []
    real = print_document.progress_dialog

    def cancelling(parent, title):  # type: ignore[no-untyped-def]
        bar, go_on = real(parent, title)

        def progress(done: int, total: int) -> bool:
            asked.append(done)
            if done == 2:
                bar.cancel()
            return go_on(done, total)

        return bar, progress

    monkeypatch.setattr(print_document, "progress_dialog", cancelling)
    dialog = print_document.preview(parent, lambda paper, landscape: made)
    assert dialog is not None
    widget = dialog.findChild(QPrintPreviewWidget)
    widget.updatePreview()
    assert widget.pageCount() == made.page_count() and asked == []
    dialog.printer_ref.setOutputFileName(str(tmp_path / "printed.pdf"))
    widget.print_()
    assert asked == [0, 1, 2]
    dialog.close()
