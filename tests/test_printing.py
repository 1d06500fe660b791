"""Printed sheets: geometry that assembles, PDFs with the right pages, pages that are not blank."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from peloton_desktop.cli import main
from peloton_desktop.courses import library
from peloton_desktop.courses.kinds import kind
from peloton_desktop.printing.layout import OVERLAP, PAPERS, best_layout
from peloton_desktop.printing.sheets import course_sheet
from peloton_desktop.printing.teams import team_sheets

BUNDLED = [e.id for e in library.bundled_entries()]
needs_poppler = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils (run-tests.sh installs it)"
)


def covered(x: float, y: float, tiles) -> bool:  # type: ignore[no-untyped-def]
    return any(
        t.x - 1e-6 <= x <= t.x + t.w + 1e-6 and t.y - 1e-6 <= y <= t.y + t.h + 1e-6 for t in tiles
    )


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("course_id", BUNDLED)
def test_pages_assemble_into_the_whole_course(course_id: str, paper: str) -> None:
    draft = library.find(course_id).draft
    assert draft is not None
    k = kind(draft.game)
    layout, tiling = best_layout(draft, k, paper)
    numbered = {b.index for b in layout.boxes if b.index >= 0}
    assert numbered == set(range(len(draft.cells)))  # every case is on the sheet once
    for box in layout.boxes:
        assert (box.w, box.h) == (
            k.case_mm if box.index >= 0 or k.game != "coup_de_bordure" else (box.w, k.case_mm[1])
        )
        for x, y in box.corners():
            assert covered(x, y, tiling.tiles), (course_id, box)
    for t in tiling.tiles:  # neighbours share an OVERLAP-wide strip
        right = tiling.tile_at(t.row, t.col + 1)
        if right is not None:
            assert right.x == pytest.approx(t.x + t.w - OVERLAP)
        below = tiling.tile_at(t.row + 1, t.col)
        if below is not None:
            assert below.y == pytest.approx(t.y + t.h - OVERLAP)


def pdf_pages(path: Path) -> list[tuple[float, float]]:
    out = subprocess.run(
        ["pdfinfo", "-f", "1", "-l", "999", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return [
        (float(w), float(h))
        for w, h in re.findall(r"Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts", out)
    ]


def ink_ratio(png: Path) -> float:
    image = QImage(str(png))
    assert not image.isNull()
    step, dark, total = 4, 0, 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            total += 1
            dark += image.pixelColor(x, y).lightness() < 235
    return dark / total


@needs_poppler
@pytest.mark.parametrize("course_id", BUNDLED)
def test_course_sheet_pdf(course_id: str, tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    draft = library.find(course_id).draft
    assert draft is not None
    sheet = course_sheet(draft, "a4")
    out = tmp_path / "sheet.pdf"
    sheet.write_pdf(out)
    pages = pdf_pages(out)
    assert len(pages) == sheet.page_count() == 1 + len(sheet.tiling.tiles)
    w, h = (842, 595) if sheet.landscape else (595, 842)  # A4 in points
    assert all(abs(pw - w) < 2 and abs(ph - h) < 2 for pw, ph in pages)
    subprocess.run(["pdftoppm", "-r", "24", "-png", str(out), str(tmp_path / "p")], check=True)
    pngs = sorted(tmp_path.glob("p-*.png"))
    assert len(pngs) == len(pages)
    for png in pngs:
        assert ink_ratio(png) > 0.03, png.name  # something printed on every page


@needs_poppler
def test_print_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "letter.pdf"
    assert main(["print", "etape_de_plaine", "-o", str(out), "--paper", "letter"]) == 0
    pages = pdf_pages(out)
    assert pages and all({round(pw), round(ph)} == {612, 792} for pw, ph in pages)
    assert main(["print", "milan_san_remo", "-o", str(tmp_path / "t.pdf"), "--what", "teams"]) == 0
    assert len(pdf_pages(tmp_path / "t.pdf")) == 2  # four teams of annex 2, three per page
    capsys.readouterr()
    # a course that breaks the rules, an unknown id, a game without team sheets: exit 2
    bad = json.loads(library.find("paris_tours").path.read_text(encoding="utf-8"))
    bad["tiles"] = "PPPP"
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    for args, reason in [
        ([str(tmp_path / "bad.json")], "has 16 tiles, not 4"),
        (["no_such_course"], "There is no course “no_such_course”."),
        (["classique_du_nord", "--what", "teams"], "no team sheet for Cyclistes"),
    ]:
        assert main(["print", *args, "-o", str(tmp_path / "x.pdf")]) == 2
        assert reason in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_team_sheets_page_counts(qapp) -> None:  # type: ignore[no-untyped-def]
    cdb = library.find("milan_san_remo").draft
    rdv = library.find("etape_de_plaine").draft
    assert cdb is not None and rdv is not None
    teams = len(cdb.options["teams"])
    assert team_sheets(cdb).page_count() == -(-teams // 3)
    assert team_sheets(rdv).page_count() == 3  # six teams, two per page


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_a_long_course_name_never_runs_into_the_cover_notes(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 13: the cover-page footer overlapped the print note with a long name."""
    from dataclasses import replace

    draft = library.find("classique_du_nord").draft
    assert draft is not None
    long_name = "La longue classique des monts et des pavés du Nord et de la Belgique, ed."
    sheet = course_sheet(replace(draft, name=long_name), "a4")
    out = tmp_path / "long.pdf"
    sheet.write_pdf(out)
    text = subprocess.run(
        ["pdftotext", "-layout", "-f", "1", "-l", "1", str(out), "-"],
        capture_output=True,
        text=True,
    ).stdout
    lines = [line for line in text.splitlines() if line.strip()]
    assert long_name in lines[0]  # the title whole, on one line
    footer = next(line for line in lines if "page 1 of" in line)
    assert "Print at 100" not in footer and footer.strip().endswith(f"of {sheet.page_count()}")


@pytest.mark.parametrize("landscape", [False, True])
def test_the_orientation_chosen_in_the_print_dialog_is_kept(landscape: bool, qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 13: print with the paper and orientation chosen in the page set-up."""
    from PySide6.QtGui import QPageLayout, QPageSize
    from PySide6.QtPrintSupport import QPrinter

    from peloton_desktop.ui.course_editor.print_ui import make_document
    from peloton_desktop.ui.printing.print_document import landscape_of, paper_of

    printer = QPrinter()
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    printer.setPageOrientation(
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )
    draft = library.find("etape_de_montagne").draft
    assert draft is not None
    doc = make_document(draft, "course", paper_of(printer), landscape_of(printer))
    assert (doc.paper, doc.landscape) == ("letter", landscape)
    assert doc.page_mm[0] > doc.page_mm[1] if landscape else doc.page_mm[0] < doc.page_mm[1]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_a_long_climbs_list_ends_with_how_many_more(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 41: the cover page of a long course clipped its climbs list; it now shows
    the climbs that fit and says how many more there are (the sheets list them all)."""
    from dataclasses import replace

    draft = library.find("etape_des_cols").draft
    assert draft is not None
    cells = (draft.cells * 5)[:398]  # the longest course allowed
    long = replace(draft, cells=cells, finish=len(cells) - 10)
    climbs = kind(long.game).climbs(long)
    assert len(climbs) > 20
    out = tmp_path / "long.pdf"
    course_sheet(long, "a4").write_pdf(out)
    text = subprocess.run(
        ["pdftotext", "-f", "1", "-l", "1", str(out), "-"], capture_output=True, text=True
    ).stdout
    more = re.search(r"…and (\d+) more", text)
    assert more is not None, text
    shown = len(re.findall(r"\bcases? \d+", text.split("Climbs", 1)[1].split("…and")[0]))
    assert 0 < shown < len(climbs)
    assert shown + int(more.group(1)) == len(climbs), (shown, more.group(1))
    # a short course lists every climb, with nothing more to say
    out = tmp_path / "short.pdf"
    course_sheet(draft, "a4").write_pdf(out)
    text = subprocess.run(
        ["pdftotext", "-f", "1", "-l", "1", str(out), "-"], capture_output=True, text=True
    ).stdout
    assert "more" not in text.split("Climbs", 1)[1].split("Print at", 1)[0]
