"""A game's history (issue 13): the whole log after a resume, a finished game reviewed
move by move, finished games marked in the list, play again, the results sheet."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from dialogs import listed as wait_listed
from PySide6.QtCore import Qt

from peloton_desktop.core import registry
from peloton_desktop.core.bots import RandomBot
from peloton_desktop.core.play import play_bots
from peloton_desktop.core.records import SeatInfo, replay, save_record
from peloton_desktop.settings import Settings
from peloton_desktop.ui.shell.main_window import MainWindow
from peloton_desktop.ui.shell.recent import recent_games
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

CDB = "coup_de_bordure"


def _played(tmp_path: Path, game_id: str = CDB, seed: int = 4, finish: bool = True) -> Path:
    """A bot game saved as if two humans had played it (finished, or cut short)."""
    game = registry.get(game_id).create()
    played = play_bots(game, game.default_setup(2), seed, {0: RandomBot(1), 1: RandomBot(2)})
    record = played.record
    record.seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    if not finish:
        record.actions = record.actions[: len(record.actions) // 2]
    record.finished = finish
    path = tmp_path / f"{game_id}.json"
    save_record(record, path)
    return path


def _page(qtbot, path: Path) -> GamePage:
    session = GameSession.load(path)
    page = GamePage(session, registry.get(session.game.game_id), handover_enabled=False)
    qtbot.addWidget(page)
    page.show()
    return page


def test_a_resumed_game_shows_its_whole_log(qtbot, tmp_path: Path, english) -> None:
    path = _played(tmp_path, finish=False)
    page = _page(qtbot, path)
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert len(lines) > 10
    assert any(line.startswith("Paces revealed:") for line in lines)
    # the same lines as a page that watched the moves being played
    done = replay(page.session.record)
    public = [e for events in done.events for e in events if e.visible_to is None]
    described = [page.view.describe_event(e) for e in public]
    assert lines[-5:] == [d for d in described if d][-5:]


def test_review_steps_back_and_forth_through_the_recorded_positions(
    qtbot, tmp_path: Path, english
) -> None:
    path = _played(tmp_path)
    page = _page(qtbot, path)
    session = page.session
    assert page.banner.isVisible()
    qtbot.mouseClick(page.banner.review, Qt.MouseButton.LeftButton)
    assert page.review_bar.isVisible() and not page.banner.isVisible()
    total = len(session.record.actions)
    assert page.review_bar.position.text() == f"Move {total} of {total}"
    for step in (0, 1, 7, total // 2):
        expected = replay(session.record, upto=step, keep_events=False).state
        page.review_bar.slider.setValue(step)
        # as the public saw it while the game went on (issue 43: the review is the race)
        public = None if session.game.is_over(expected) else len(session.seats)
        assert session.observe(None) == session.game.observe(expected, public)
        assert page.view.viewer is None
    qtbot.mouseClick(page.review_bar.buttons["Forward"], Qt.MouseButton.LeftButton)
    assert session.review_step > total // 2  # the next move that shows something
    qtbot.mouseClick(page.review_bar.buttons["First"], Qt.MouseButton.LeftButton)
    assert session.review_step == 0 and not page.review_bar.buttons["Back"].isEnabled()
    assert session.legal_actions(0) == [] and not session.play(0, ("anything",))
    assert page.status.text() == "Reviewing the game."


def test_finished_games_are_marked_and_open_on_their_review(qtbot, tmp_path: Path) -> None:
    finished = _played(tmp_path / "a")
    unfinished = _played(tmp_path / "b", finish=False)
    listed = {g.path: g for g in recent_games([str(finished), str(unfinished)])}
    assert listed[finished].finished and not listed[unfinished].finished
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    wait_listed(qtbot, window.start)
    assert window.open_game(str(finished))
    assert window.page is not None and window.page.session.reviewing


def test_play_again_keeps_the_seats_and_the_setup(qtbot, dice_race: str) -> None:
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    window.show_session(GameSession.new(dice_race, {"players": 2}, 5, seats))
    first = window.page.session
    window.play_again()
    again = window.page.session
    assert again is not first and [s.name for s in again.seats] == ["Ana", "Bo"]
    assert again.record.setup == first.record.setup and again.record.actions == []


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed")
def test_the_results_sheet_names_the_winner_and_the_tie_break(
    qtbot, tmp_path: Path, english, monkeypatch
) -> None:
    path = _played(tmp_path)
    page = _page(qtbot, path)
    out = tmp_path / "results.pdf"
    monkeypatch.setattr(
        "peloton_desktop.ui.printing.print_document.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(out), ""),
    )
    assert page.save_results_pdf() == str(out)
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    data = page.results_data()
    assert data is not None
    assert "Results — Coup de bordure" in text
    assert data.headline.split(",")[0] in " ".join(text.split())
    for label in data.ranking:
        assert label in text
    assert "Ana — human" in text


def test_a_race_prints_its_classifications(qtbot, tmp_path: Path, toy_tour: str) -> None:
    game = registry.get(toy_tour).create()
    played = play_bots(game, {"players": 3, "stages": 2}, 3, {s: RandomBot(s) for s in range(3)})
    record = played.record
    record.seats = [SeatInfo(name=n) for n in ("Ana", "Bo", "Cy")]
    save_record(record, tmp_path / "tour.json")
    page = _page(qtbot, tmp_path / "tour.json")
    from peloton_desktop.printing.results import ResultsSheet

    sheet = ResultsSheet(page.results_data(), "a4")
    kinds = [part.classification.kind for page_ in sheet.pages for part in page_]
    assert kinds == ["stage", "stage", "general", "points"]
    sheet.write_pdf(tmp_path / "tour.pdf")
    assert (tmp_path / "tour.pdf").stat().st_size > 1000
    json.dumps([c.to_json() for c in page.results_data().classifications])


def test_window_geometry_and_side_panel_are_remembered(qtbot, dice_race: str) -> None:
    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.show()
    window.resize(window.width(), window.height() - 20)  # the offscreen screen is small
    size = (window.width(), window.height())
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    window.show_session(GameSession.new(dice_race, {"players": 2}, 5, seats))
    page = window.page
    qtbot.mouseClick(page.side_button, Qt.MouseButton.LeftButton)  # fold the side panel
    assert page.splitter.sizes()[1] == 0
    window.close()
    again = MainWindow(Settings(language="en"))
    qtbot.addWidget(again)
    # within a frame's margin: the platform may add its decorations to the geometry
    assert abs(again.width() - size[0]) <= 10 and abs(again.height() - size[1]) <= 10
    again.show_session(GameSession.new(dice_race, {"players": 2}, 6, seats))
    assert not again.page.side_button.isChecked()


def test_the_course_editor_remembers_where_it_was(qtbot) -> None:
    from peloton_desktop.courses.library import find
    from peloton_desktop.ui.course_editor.window import CourseEditor

    editor = CourseEditor(find("etape_de_plaine").draft.copy())
    editor.show()
    editor.resize(700, 580)
    body = editor.splitters["course_editor_body"]
    body.setSizes([500, 200])
    sizes = body.sizes()
    editor.close()
    again = CourseEditor(find("etape_de_plaine").draft.copy())
    qtbot.addWidget(again)
    again.show()
    assert abs(again.width() - 700) <= 10
    assert again.splitters["course_editor_body"].sizes() == sizes
