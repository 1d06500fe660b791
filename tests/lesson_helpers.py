"""Playing a lesson through the real page: open it, click what the bubble points at."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsItem, QPushButton, QWidget

from peloton_desktop.core.lessons import Lesson
from peloton_desktop.ui.lessons.catalogue import all_lessons, find
from peloton_desktop.ui.lessons.launch import lesson_session
from peloton_desktop.ui.lessons.runner import LessonRunner
from peloton_desktop.ui.table.decision_panel import ChoiceButton, DecisionPanelBase
from peloton_desktop.ui.table.game_page import GamePage

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


def _confirm_if_asked() -> None:
    """The learner confirms a choice that cannot be taken back (an abandon asks first)."""
    box = QApplication.activeModalWidget()
    if box is not None and box.objectName() == "confirmIrreversible":
        yes = box.findChild(QPushButton, "confirmYes")
        assert yes is not None
        yes.click()


def click_piece(qtbot: Any, runner: LessonRunner, piece: QGraphicsItem | QWidget) -> None:
    """A real click: on the widget, or on the board's viewport where the item is (the
    question of an irreversible choice, if one opens, is answered yes)."""
    QTimer.singleShot(0, _confirm_if_asked)
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
    check_clear(runner, lesson, k)
    card, text = runner.bubble.card(), QRectF(runner.bubble.text.geometry())
    assert card.contains(text) and text.width() > card.width() / 2, (
        f"{lesson.id} step {k + 1}: the bubble's text is not laid out in its card"
    )
    shown = runner.bubble.text.text()
    assert "{" not in shown, f"{lesson.id} step {k + 1}: a figure left unfilled: {shown}"
    session = runner.session
    legal = session.legal_actions(lesson.learner)
    for action in lesson.steps[k].expect:
        assert session.decode(action) in legal, f"{lesson.id} step {k + 1}: {action} not legal"


def covered(runner: LessonRunner) -> list[str]:
    """What of the step's pieces and controls the bubble's card covers (none, we want)."""
    step = runner.current()
    assert step is not None
    card = runner.bubble.card().toRect().translated(runner.bubble.pos())
    out = []
    for point in step.point:
        rect = runner.rect_of(runner.page.view.lesson_piece(point.piece, point.key))
        if rect is not None and card.intersects(rect):
            out.append(f"{point.piece} {point.key}")
    expected = [runner.session.decode(a) for a in step.expect]
    for panel in runner.page.view.findChildren(DecisionPanelBase):
        rect = runner.rect_of(panel.prompt)
        if rect is not None and panel.prompt.text() and card.intersects(rect):
            out.append(f"the prompt « {panel.prompt.text()} »")
        for button in panel.findChildren(ChoiceButton):
            rect = runner.rect_of(button)
            needed = any(a in expected for a in button.leads_to)
            if needed and rect is not None and card.intersects(rect):
                out.append(f"the button « {button.text()} »")
    return out


def check_clear(runner: LessonRunner, lesson: Lesson, k: int) -> None:
    """The bubble covers neither the piece it points at nor the step's other pieces."""
    assert covered(runner) == [], f"{lesson.id} step {k + 1}: the bubble covers {covered(runner)}"


def play_step(qtbot: Any, runner: LessonRunner, k: int) -> None:
    lesson = runner.lesson
    qtbot.waitUntil(lambda: runner.showing() == k)
    if runner.session.held and lesson.steps[k].expect:
        # a stage's end on the table: the bubble shows its Continue first
        go_on = runner.page.findChild(QPushButton, "continueRace")
        assert runner.target() is go_on, f"{lesson.id} step {k + 1}: Continue not shown"
        check_clear(runner, lesson, k)
        qtbot.mouseClick(go_on, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not runner.session.held)
        # the panel back in the break's place: the bubble follows to the step's piece
        qtbot.waitUntil(lambda: runner.bubble.target == runner.target_rect())
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
