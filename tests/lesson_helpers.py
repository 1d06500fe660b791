"""Playing a lesson through the real page: open it, click what the bubble points at."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsItem, QWidget

from peloton_desktop.core.lessons import Lesson
from peloton_desktop.ui.game_page import GamePage
from peloton_desktop.ui.lessons.catalogue import all_lessons, find
from peloton_desktop.ui.lessons.launch import lesson_session
from peloton_desktop.ui.lessons.runner import LessonRunner

MAX_CLICKS = 5  # a move of several clicks (a rider, then a case; a pace, then tokens)


def lesson_ids(game: str | None = None) -> list[str]:
    return [x.id for e, x in all_lessons() if game is None or e.id == game]


def open_lesson_page(qtbot: Any, lesson_id: str, step: int = 0, played: Any = ()) -> LessonRunner:
    found = find(lesson_id)
    assert found is not None, lesson_id
    entry, lesson = found
    session = lesson_session(entry, lesson, step, played)
    page = GamePage(session, entry, handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    runner = LessonRunner(page, lesson, step, played)
    page.lesson = runner  # type: ignore[attr-defined]
    session.schedule_bots()
    qtbot.waitUntil(lambda: runner.showing() == step)
    return runner


def click_piece(qtbot: Any, runner: LessonRunner, piece: QGraphicsItem | QWidget) -> None:
    """A real click: on the widget, or on the board's viewport where the item is."""
    if isinstance(piece, QWidget):
        qtbot.mouseClick(piece, Qt.MouseButton.LeftButton)
        return
    board = runner.page.view.board  # type: ignore[attr-defined]
    rect = board.mapFromScene(piece.sceneBoundingRect()).boundingRect()
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.center()))


def check_position(runner: LessonRunner, lesson: Lesson, k: int) -> None:
    """The step's bubble points at a piece on screen, and its moves are legal here."""
    assert runner.target() is not None, f"{lesson.id} step {k + 1}: the bubble points at nothing"
    rect = runner.target_rect()
    assert rect is not None and runner.page.rect().intersects(rect)
    session = runner.session
    legal = session.legal_actions(lesson.learner)
    for action in lesson.steps[k].expect:
        assert session.decode(action) in legal, f"{lesson.id} step {k + 1}: {action} not legal"


def play_step(qtbot: Any, runner: LessonRunner, k: int) -> None:
    lesson = runner.lesson
    qtbot.waitUntil(lambda: runner.showing() == k)
    check_position(runner, lesson, k)
    if not lesson.steps[k].expect:
        with qtbot.waitSignal(runner.stepShown if k + 1 < len(lesson.steps) else runner.finished):
            qtbot.mouseClick(runner.next_button, Qt.MouseButton.LeftButton)
        return
    said: list[str] = []
    runner.wrongShown.connect(said.append)
    for _ in range(MAX_CLICKS):
        piece = runner.target()
        assert piece is not None, f"{lesson.id} step {k + 1}: the bubble points at nothing"
        click_piece(qtbot, runner, piece)
        if runner.step > k:
            break
    runner.wrongShown.disconnect(said.append)
    assert runner.step == k + 1, f"{lesson.id} step {k + 1}: the clicks did not play it ({said})"


def play_lesson(qtbot: Any, runner: LessonRunner) -> None:
    for k in range(runner.step, len(runner.lesson.steps)):
        play_step(qtbot, runner, k)
    qtbot.waitUntil(lambda: runner.ended)
