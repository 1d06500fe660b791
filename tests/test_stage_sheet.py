"""Cyclistes' stage tracking sheet: the general after each stage as the race book
kept it, the pages on A4 and Letter, the texts on them, and the game page's Print
menu saving it as PDF during a stage race."""

from __future__ import annotations

import shutil
import subprocess
import types
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QImage, QPainter
from PySide6.QtWidgets import QMenu
from test_printing import pdf_pages

from peloton_desktop.core import registry
from peloton_desktop.core.play import decide
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.games.cyclistes.bots import HeuristicBot
from peloton_desktop.games.cyclistes.rules.setup import course_data
from peloton_desktop.games.cyclistes.sheets import tracking_data
from peloton_desktop.printing.layout import PAPERS
from peloton_desktop.printing.stage_rows import general_after, stage_rows
from peloton_desktop.printing.stage_tracking import StageTrackingSheet
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils")
COURSES = ("classique_du_nord", "etape_des_cols")
NAMES = ("Ana", "Bérénice-Marguerite de la Tour", "Cy", "Do")


def _setup(players: int, stages: int, riders: int = 6, teams: list[str] | None = None) -> dict:
    ids = [COURSES[i % 2] for i in range(stages)]
    return {
        "players": players,
        "riders_per_team": riders,
        "leaders_per_team": 1,
        "teams": teams or ["A", "B", "C", "D"][:players],
        "stages": ids,
        "courses": [course_data(i) for i in ids],
    }


def _race(stages: int, ridden: int, players: int = 2, riders: int = 6, **kw):  # type: ignore[no-untyped-def]
    """A race ridden by bots up to `ridden` stages; the general checked at each finish."""
    game = registry.get("cyclistes").create()
    state = game.new_game(game.validate_setup(_setup(players, stages, riders, **kw)), 7)
    bots = {s: HeuristicBot(s) for s in range(players)}
    while not game.is_over(state) and len(state.book.results) < ridden:
        seat = game.next_seat(state)
        before = len(state.book.results)
        game.apply_in_place(state, seat, decide(game, state, seat, bots[seat]))
        if len(state.book.results) > before:  # a stage just finished: same general
            kept = next(c for c in state.book.standings() if c.kind == GENERAL)
            rebuilt = general_after(state.book, len(state.book.results))

            def plain(c):  # type: ignore[no-untyped-def]
                return [(s.competitor, s.rank, s.value, s.gap) for s in c.standings]

            assert plain(rebuilt) == plain(kept)
    return types.SimpleNamespace(state=state, seat_name=lambda s: NAMES[s])


def test_rows_follow_the_race() -> None:
    session = _race(3, 2)
    rows = stage_rows(session.state.book, session.state.courses)
    assert [r.number for r in rows] == [1, 2, 3]
    assert [r.ridden for r in rows] == [True, True, False]
    assert rows[2].current and rows[2].general is None
    assert rows[1].general is not None and rows[1].general.standings[0].movement is not None
    with pytest.raises(ValueError):
        general_after(session.state.book, 3)


@pytest.mark.parametrize(
    ("stages", "paper", "pages"),
    [(1, "a4", 1), (3, "a4", 1), (4, "letter", 1), (6, "a4", 2), (21, "a4", 5), (21, "letter", 5)],
)
def test_pages_and_placings(stages: int, paper: str, pages: int, qapp) -> None:  # type: ignore[no-untyped-def]
    session = _race(stages, 0)
    sheet = StageTrackingSheet(tracking_data(session), paper)
    assert sheet.page_count() == pages
    assert 5 <= sheet.placings <= 12  # one-day: 12 riders in one column
    # every block fits between the heading and the footer of its page
    for page, rows in enumerate(sheet.pages):
        top = 24.0 if page == 0 else 0.0
        used = top + len(rows) * sheet._block_height(sheet.placings)
        assert used <= sheet.page_mm[1] - 2 * 10 - 6


@needs_poppler
@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_pdf_holds_the_stages_results_and_blank_rows(
    paper: str, tmp_path: Path, english
) -> None:  # type: ignore[no-untyped-def]
    long_team = "Les Flandriens de Roubaix-Tourcoing"
    session = _race(3, 2, teams=[long_team, "B"])
    sheet = StageTrackingSheet(tracking_data(session), paper)
    out = tmp_path / "stages.pdf"
    sheet.write_pdf(out)
    w, h = {"a4": (595, 842), "letter": (612, 792), "a3": (842, 1191)}[paper]
    assert [(round(pw), round(ph)) for pw, ph in pdf_pages(out)] == [(w, h)]
    text = " ".join(
        subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout.split()
    )
    for needed in (
        "Stage tracking sheet",
        "stage race of 3 stages",
        "Stage 1 Classique du Nord",
        "Stage 3 Classique du Nord",
        "Stage 2 Étape des cols",
        "General after stage 2",
        "being raced",
        "Designed by:",
        "start case 3 ·",
        "line after case 81 · forward · 79 cases",
    ):
        assert needed in text, needed
    book = session.state.book
    winner = book.results[1].standings[0]
    label = f"{book.competitors[winner.competitor].name} ({NAMES[winner.competitor // 6]})"
    assert label in text or "…" in text  # fitted: shortened in the middle when too long
    gc = general_after(book, 2).standings
    assert "+" in text and any(f"{s.value // 60}:{s.value % 60:02d}" in text for s in gc[1:])


def test_a_page_paints_on_an_image(qapp) -> None:  # type: ignore[no-untyped-def]
    session = _race(2, 1)
    sheet = StageTrackingSheet(tracking_data(session), "a4")
    image = QImage(420, 594, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.scale(2, 2)
    sheet.paint_page(p, 0)
    p.end()
    dark = sum(
        image.pixelColor(x, y).lightness() < 200
        for y in range(0, image.height(), 3)
        for x in range(0, image.width(), 3)
    )
    assert dark > 500


@pytest.mark.qt_log_ignore("does not support grabbing")  # the open menu, offscreen
def test_the_game_page_prints_the_sheet_during_a_stage_race(
    qtbot, tmp_path: Path, english, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    session = GameSession.new("cyclistes", _setup(2, 2, 6), 4, seats)
    page = GamePage(session, registry.get("cyclistes"), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    assert page.sheets_button.isVisible() and page.sheets_button.text() == "Pr&int"
    for _ in range(20):  # a few moves: the race is under way
        seat = session.to_move()[0]
        assert session.play(seat, session.legal_actions(seat)[0])
    out = tmp_path / "suivi.pdf"
    monkeypatch.setattr(
        "peloton_desktop.ui.printing.print_document.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(out), ""),
    )
    saved: list[object] = []
    menu = page.sheets_button.menu()
    assert isinstance(menu, QMenu)

    def choose() -> None:  # in the open menu: the sheet's "Save as PDF…"
        action = menu.findChild(QAction, "sheetPdf_0")
        assert action is not None and action.text() == "Save as PDF…"
        saved.append(action)
        menu.close()
        action.trigger()

    QTimer.singleShot(0, choose)
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: out.exists(), timeout=5000)
    assert saved and out.stat().st_size > 1000
    titles = [a.text() for a in menu.actions()]
    assert titles == ["Stage tracking sheet"]
    dialog = page.print_sheet_preview(0)  # Print…: the preview, on the sheet's pages
    assert dialog is not None and dialog.printer_ref.docName() == "Stage tracking sheet"
    dialog.close()


def test_a_game_without_sheets_has_no_print_button(qtbot, dice_race: str, english) -> None:  # type: ignore[no-untyped-def]
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = GamePage(GameSession.new(dice_race, {"players": 2}, 5, seats), registry.get(dice_race))
    qtbot.addWidget(page)
    page.show()
    assert not page.sheets_button.isVisible() and page.sheets == []


def _designed_race(designer: str):  # type: ignore[no-untyped-def]
    """A stage race of a user's course designed by `designer`, then a bundled one."""
    from peloton_desktop.courses import library

    mine = library.find("classique_du_nord").draft
    assert mine is not None
    mine = mine.copy()
    mine.id, mine.name, mine.designer = "ma_classique", "Ma classique", designer
    library.save(mine)
    game = registry.get("cyclistes").create()
    stages = ["ma_classique", "etape_des_cols"]
    setup = {"players": 2, "riders_per_team": 6, "leaders_per_team": 1, "stages": stages}
    state = game.new_game(game.validate_setup(setup), 7)
    return types.SimpleNamespace(state=state, seat_name=lambda s: NAMES[s])


def test_the_sheet_names_who_designed_each_stage(qapp, english) -> None:  # type: ignore[no-untyped-def]
    """Article 8: the stages each player designed are recorded on the sheet."""
    data = tracking_data(_designed_race("Ana Lopez"))
    assert [data.designer(r.course) for r in data.rows] == ["Ana Lopez", ""]
    sheet = StageTrackingSheet(data, "a4")
    assert sheet._designer(data.rows[0]) == "Designed by: Ana Lopez"
    assert sheet._designer(data.rows[1]) == "Designed by: ________________"


@needs_poppler
def test_the_pdf_prints_the_designer_or_a_line_to_fill(tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    sheet = StageTrackingSheet(tracking_data(_designed_race("Bérénice")), "a4")
    out = tmp_path / "stages.pdf"
    sheet.write_pdf(out)
    text = " ".join(
        subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout.split()
    )
    assert "Stage 1 Ma classique" in text and "Designed by: Bérénice" in text
    assert "Stage 2 Étape des cols" in text and "Designed by: ____" in text
    assert text.count("Designed by:") == 2
