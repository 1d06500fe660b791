"""The coach and the story through the real widgets: Hint rings three choices on the
decision panel with their reasons and chances, without freezing the table; a stale
answer is dropped; a competitive game has no coach; the story's charts open from the
end banner and a turning point jumps the review to its move."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.settings import Settings
from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from peloton_desktop.ui.learning.coach import CoachBar, attach_coach
from peloton_desktop.ui.learning.story import StoryPanel, attach_story
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

COLOURS = ["#0072B2", "#D55E00", "#009E73"]
SAVED: list[bool] = []
OPEN: list[GameSession] = []


@pytest.fixture(autouse=True)
def close_sessions():  # type: ignore[no-untyped-def]
    """Each test's bots stop with it (a session outlives its page otherwise)."""
    yield
    while OPEN:
        OPEN.pop().close()


def _page(qtbot: Any, game_id: str, competitive: bool = False) -> tuple[GamePage, CoachBar]:
    entry = registry.get(game_id)
    game = entry.create()
    n = min(3, entry.max_players)
    seats = [SeatInfo(name="Ana", colour=COLOURS[0])] + [
        SeatInfo(name=f"Bot {i}", kind="bot", bot="heuristic", colour=COLOURS[i])
        for i in range(1, n)
    ]
    session = GameSession.new(game_id, game.default_setup(n), 5, seats, None, competitive)
    OPEN.append(session)
    page = GamePage(session, entry, handover_enabled=False, animation_speed=0)
    bar = attach_coach(page, Settings(), lambda: SAVED.append(True))
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    qtbot.waitExposed(page)
    session.schedule_bots()
    return page, bar


def _hinted(page: GamePage) -> dict[int, QPushButton]:
    return {
        b.property("hintRank"): b
        for b in page.view.decision.buttons()
        if b.property("hintRank") and b.isVisible()
    }


def _marked(page: GamePage) -> dict[int, Any]:
    """Coup de bordure's pace markers ringed by the coach, by rank."""
    plaquettes = page.view.plaquettes  # type: ignore[attr-defined]
    return {m.hint: m for p in plaquettes for m in p.markers.values() if m.hint}


def test_hint_rings_three_choices_with_reasons_and_chances(qtbot, english) -> None:
    page, bar = _page(qtbot, "coup_de_bordure")
    qtbot.waitUntil(lambda: bar.button.isEnabled(), timeout=10000)
    # Hint and the switch in the header; the bar under the panel shows only hints
    assert bar.button.isVisible() and bar.toggle.isVisible() and not bar.isVisible()
    with qtbot.waitSignal(bar.hintsShown, timeout=30000):
        qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
        # the search runs on a worker: the table answers meanwhile
        assert bar.button.text() == "The coach is thinking…" and not bar.button.isEnabled()
        assert page.view.decision.isEnabled()
    assert bar.isVisible() and bar.button.text() == "&Hint"
    rows = [r.text() for r in bar.rows if r.isVisible()]
    assert len(rows) == 3
    assert all("% to win" in r for r in rows)
    # the best choice is ringed, ranked: on its own button, or, when it is another
    # rider's pace, on that rider's pace marker on the board
    ringed = _hinted(page)
    marked = _marked(page)
    assert 1 in ringed or 1 in marked
    if 1 in ringed:
        assert ringed[1].text().startswith("1 · ")
        assert ringed[1].text().removeprefix("1 · ") in rows[0]
    # following the rings (a pace, then its payment) plays the coach's first choice
    session = page.session
    best = bar.hints[0].action
    before = sum(1 for a in session.record.actions if a.seat == 0)
    for _ in range(4):
        ringed, marked = _hinted(page), _marked(page)
        if 1 in ringed:
            qtbot.mouseClick(ringed[1], Qt.MouseButton.LeftButton)
        elif 1 in marked:
            board = page.view.board  # type: ignore[attr-defined]
            point = board.mapFromScene(marked[1].sceneBoundingRect().center())
            qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)
        else:
            break
    mine = [a for a in session.record.actions if a.seat == 0]
    assert len(mine) == before + 1
    assert session.game.decode_action(mine[-1].action) == best
    assert bar.hints == [] and not _hinted(page)  # the next decision has none yet


def test_an_answer_for_a_position_that_moved_on_is_dropped(qtbot, english) -> None:
    page, bar = _page(qtbot, "coup_de_bordure")
    qtbot.waitUntil(lambda: bar.button.isEnabled(), timeout=10000)
    session = page.session
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
    # Ana plays before the coach answers: its answer is for a position gone
    heuristic = make_bot(session.game, "heuristic", 1)
    assert session.play(0, decide(session.game, session.state, 0, heuristic))
    qtbot.waitUntil(lambda: bar._pool.activeThreadCount() == 0, timeout=30000)
    qtbot.wait(0)  # deliver the queued answer (no sleep: one pass of the event loop)
    assert bar.hints == []
    assert not any(r.isVisible() for r in bar.rows)


def test_the_switch_is_per_game_and_saved(qtbot, english) -> None:
    page, bar = _page(qtbot, "tape_l_etape")
    toggle = page.findChild(QCheckBox, "coachToggle")
    assert toggle is not None and toggle.isChecked()
    toggle.click()
    assert bar.settings.coach == {"tape_l_etape": False}
    assert SAVED
    assert not bar.button.isEnabled()
    assert page.findChild(QPushButton, "hintButton") is bar.button


def test_a_competitive_game_has_no_coach(qtbot, english) -> None:
    page, bar = _page(qtbot, "border_states", competitive=True)
    assert page.session.record.competitive
    assert not bar.isVisible() and not bar.button.isVisible() and not bar.toggle.isVisible()
    bar.ask()
    assert bar.hints == [] and bar._pool.activeThreadCount() == 0


def test_the_new_game_dialog_offers_a_competitive_game(qtbot, english) -> None:
    dialog = NewGameDialog(registry.get("coup_de_bordure"), Settings())
    qtbot.addWidget(dialog)
    box = dialog.findChild(QCheckBox, "competitive")
    assert box is not None and box.text() == "C&ompetitive game (no hints)"
    assert not box.isChecked()


def _finished_page(qtbot: Any, game_id: str) -> GamePage:
    entry = registry.get(game_id)
    played = simulate_one(entry.create(), 3, 3, "heuristic")
    played.record.seats = [SeatInfo(name=n, colour=c) for n, c in zip("ABC", COLOURS, strict=True)]
    session = GameSession(entry.create(), played.record, None)
    OPEN.append(session)
    page = GamePage(session, entry, handover_enabled=False, animation_speed=0)
    attach_story(page)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.mark.parametrize("game_id", ["tape_l_etape", "coup_de_bordure"])
def test_the_story_opens_from_the_banner_and_jumps_the_review(qtbot, english, game_id) -> None:
    page = _finished_page(qtbot, game_id)
    assert page.banner.isVisible() and page.banner.story.text() == "&Story of the game"
    qtbot.mouseClick(page.banner.story, Qt.MouseButton.LeftButton)
    dialog = page.findChild(StoryPanel)
    assert dialog is not None and dialog.isVisible()
    # beside the board, in the page's splitter, never over it
    assert dialog.parentWidget() is page.splitter
    assert not dialog.geometry().intersects(page.stack.geometry())
    assert page.stack.width() > 300
    seats = len(page.session.seats)
    assert len(dialog.turns.chart().series()) >= seats
    names = [s.name() for s in dialog.turns.chart().series()][:seats]
    assert names == ["A", "B", "C"]
    with qtbot.waitSignal(dialog.turningReady, timeout=60000):
        pass
    assert not dialog.progress.isVisible()
    shown = [b for b in dialog.buttons if b.isVisible()]
    assert 1 <= len(shown) <= 3
    assert all("% to" in b.text() for b in shown)
    target = dialog.points[0].step
    qtbot.mouseClick(shown[0], Qt.MouseButton.LeftButton)
    assert page.session.reviewing
    assert page.session.review_step == target
    assert page.review_bar.slider.value() == target
    # from the review, the story opens again at once (the estimates are kept)
    dialog.close()
    qtbot.mouseClick(page.review_bar.story, Qt.MouseButton.LeftButton)
    again = page.story_panel
    assert again is not dialog and not again.progress.isVisible()
    assert [b.text() for b in again.buttons if b.isVisible()] == [b.text() for b in shown]


def test_a_stage_race_charts_its_general_classification(qtbot, english) -> None:
    page = _finished_page(qtbot, "tape_l_etape")
    qtbot.mouseClick(page.banner.story, Qt.MouseButton.LeftButton)
    dialog = page.story_panel
    assert dialog.general is not None
    series = dialog.general.chart().series()
    assert len(series) == 3
    story = dialog.story
    for seat, line in enumerate(series):
        ranks = [(p.x(), p.y()) for p in line.points()]
        assert ranks == [(s, r[seat]) for s, r in zip(story.stages, story.general, strict=True)]
    # the same classification in gaps to the leader (seconds in this race)
    dialog.measure.setCurrentIndex(1)
    assert dialog.measure.currentText() == "Gaps"
    for seat, line in enumerate(dialog.general.chart().series()):
        gaps = [(p.x(), p.y()) for p in line.points()]
        assert gaps == [(s, g[seat]) for s, g in zip(story.stages, story.gaps, strict=True)]
    axis = dialog.general.chart().axes(Qt.Orientation.Vertical)[0]
    assert axis.titleText() == "Seconds behind the leader"
    with qtbot.waitSignal(dialog.turningReady, timeout=60000):
        pass


def test_the_results_sheet_prints_the_story(qtbot, english, tmp_path) -> None:
    from PySide6.QtGui import QImage, QPainter

    from peloton_desktop.core.records import save_record
    from peloton_desktop.ui.table.record_results import record_results_sheet

    entry = registry.get("tape_l_etape")
    played = simulate_one(entry.create(), 3, 3, "heuristic")
    played.record.seats = [SeatInfo(name=n, colour=c) for n, c in zip("ABC", COLOURS, strict=True)]
    played.record.finished = True
    path = tmp_path / "race.json"
    save_record(played.record, path)
    sheet = record_results_sheet(path, "a4")
    data = sheet.data
    assert data.story is not None and len(data.story.stages) >= 2
    assert 1 <= len(data.turning) <= 3 and all("% to" in t for t in data.turning)
    assert sheet.page_count() == len(sheet.pages) and sheet.pages[-1] == []
    # the story's page is drawn: ink on paper where the charts stand
    width, height = sheet.page_mm
    image = QImage(int(width * 4), int(height * 4), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    painter.scale(4, 4)
    sheet.paint_page(painter, sheet.page_count() - 1)
    painter.end()
    inked = sum(
        image.pixel(x, y) != 0xFFFFFFFF
        for x in range(0, image.width(), 8)
        for y in range(int(image.height() * 0.1), int(image.height() * 0.5), 8)
    )
    assert inked > 200


def test_a_competitive_game_from_the_window_keeps_its_word(qtbot, english) -> None:
    """The new-game dialog's box reaches the record (saved and resumed), and the table
    then offers no Hint; a game without it gets the coach in the header."""
    from dialogs import answer_dialog
    from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

    from peloton_desktop.core.records import load_record
    from peloton_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    for competitive in (True, False):

        def accept(dialog, competitive: bool = competitive) -> None:  # type: ignore[no-untyped-def]
            dialog.findChild(QLineEdit, "seed").setText("12")
            dialog.findChild(QComboBox, "seatKind1").setCurrentIndex(2)  # a bot
            box = dialog.findChild(QCheckBox, "competitive")
            box.setChecked(competitive)
            ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
            qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

        answer_dialog(accept)
        window.new_game("tape_l_etape")
        page = window.page
        assert page is not None
        OPEN.append(page.session)
        assert page.session.record.competitive is competitive
        assert load_record(page.session.autosave_path).competitive is competitive
        hint = page.findChild(QPushButton, "hintButton")
        assert hint is not None and hint.isVisible() is not competitive
        window.leave_game()


def test_hints_go_with_the_laptop(qtbot, english) -> None:
    """At a secret table, Ana's hints never stay on screen for Bo: the hand-over drops
    them, and Bo's Hint answers from Bo's seat."""
    entry = registry.get("coup_de_bordure")
    seats = [SeatInfo(name="Ana", colour=COLOURS[0]), SeatInfo(name="Bo", colour=COLOURS[1])]
    session = GameSession.new(entry.id, entry.create().default_setup(2), 5, seats)
    OPEN.append(session)
    page = GamePage(session, entry, handover_enabled=True, animation_speed=0)
    bar = attach_coach(page, Settings(), lambda: None)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    qtbot.waitExposed(page)
    assert page.stack.currentWidget() is page.handover and not bar.button.isEnabled()
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(bar.hintsShown, timeout=30000):
        qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
    assert all(h.action[1] < 3 for h in bar.hints)  # Ana's riders A, B, C
    for _ in range(3):  # Ana's three paces: the laptop goes to Bo
        first = next(b for b in page.view.decision.buttons() if b.isEnabled())
        qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
        while page.stack.currentWidget() is page.view and page.viewer == 0:
            pay = [b for b in page.view.decision.buttons() if b.isEnabled()]
            if not pay or page.view.decision.prompt.text().startswith("Choose the pace"):
                break
            qtbot.mouseClick(pay[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.check_bar.button, Qt.MouseButton.LeftButton)  # Done (issue 40)
    assert page.stack.currentWidget() is page.handover
    assert bar.hints == [] and not bar.isVisible() and not _hinted(page)
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.viewer == 1
    with qtbot.waitSignal(bar.hintsShown, timeout=30000):
        qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
    assert bar.hints and all(h.action[1] >= 3 for h in bar.hints)  # Bo's riders


def test_a_game_without_a_coach_offers_no_story(qtbot, english, dice_race) -> None:
    from peloton_desktop.core.coach import coach_of

    entry = registry.get(dice_race)
    assert coach_of(entry) is None
    played = simulate_one(entry.create(), 2, 1, "random")
    session = GameSession(entry.create(), played.record, None)
    OPEN.append(session)
    page = GamePage(session, entry, handover_enabled=False, animation_speed=0)
    attach_story(page)
    bar = attach_coach(page, Settings(), lambda: None)
    qtbot.addWidget(page)
    page.show()
    assert page.banner.isVisible() and not page.banner.story.isVisible()
    assert not page.review_bar.story.isVisibleTo(page.review_bar)
    assert not bar.button.isVisible()


def test_a_race_opened_in_french_tells_its_story_in_french(qtbot, english, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """`--lang fr FILE`: the story beside the review speaks the app's language."""
    from peloton_desktop.core.records import save_record
    from peloton_desktop.ui.shell.app import start_gui

    entry = registry.get("tape_l_etape")
    played = simulate_one(entry.create(), 3, 3, "heuristic")
    played.record.seats = [SeatInfo(name=n, colour=c) for n, c in zip("ABC", COLOURS, strict=True)]
    played.record.finished = True
    path = tmp_path / "course.json"
    save_record(played.record, path)
    window = start_gui("fr", [str(path)], listen=False)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.page is not None and window.page.review_bar.story.isVisible())
    page = window.page
    assert page is not None
    qtbot.mouseClick(page.review_bar.story, Qt.MouseButton.LeftButton)
    panel = page.story_panel
    assert panel.heading.text().startswith("Comment B a gagné")
    assert panel.close_button.text() == "Fermer le récit"
    assert panel.turns.chart().title().startswith("Cartes en main")
    with qtbot.waitSignal(panel.turningReady, timeout=60000):
        pass
    assert all(b.text().startswith("Coup ") for b in panel.buttons if b.isVisible())
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.findChild(StoryPanel) is None)
    window.leave_game()
