"""Opening a lesson in the main window, from the start page's list or the Game menu."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.lessons import Lesson, lesson_record
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.lessons.catalogue import find
from peloton_desktop.ui.lessons.menu import LessonMenu
from peloton_desktop.ui.lessons.plan import plan_setup
from peloton_desktop.ui.lessons.progress import progress
from peloton_desktop.ui.lessons.runner import LessonRunner
from peloton_desktop.ui.lessons.session import LessonSession
from peloton_desktop.ui.pieces.text import error_text
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


class Window(Protocol):
    """What a lesson needs of the main window."""

    page: GamePage | None
    game_menu: QMenu
    open_action: QAction
    start: Any

    def show_session(self, session: GameSession) -> None: ...

    def warn(self, text: str) -> None: ...


def lesson_session(
    entry: GameEntry,
    lesson: Lesson,
    step: int,
    played: Any,
    setup: dict[str, Any] | None = None,
) -> LessonSession:
    game = entry.create()
    record = lesson_record(lesson, game, step, list(played), setup)
    for seat, info in enumerate(record.seats):  # names as the table says them
        info.name = (
            translate("Lesson", "You")
            if seat == lesson.learner
            else translate("Lesson", "Rival {number}").format(number=seat + (seat < lesson.learner))
        )
    session = LessonSession(game, record, lesson.learner)
    session.coach_wanted = lesson.coach
    return session


def open_lesson(window: Window, lesson_id: str) -> LessonRunner | None:
    """The lesson where the player left it (from its start once finished)."""
    found = find(lesson_id)
    if found is None:
        return None
    entry, lesson = found
    setup = None
    if lesson.plan is not None:  # the learner's own secret set-up first (never kept)
        setup = plan_setup(entry, lesson, window)  # type: ignore[arg-type]
        if setup is None:
            return None  # he cancelled: no lesson
    state = progress().state(lesson_id)
    step = state.step if state.step < len(lesson.steps) else 0
    try:
        session = lesson_session(entry, lesson, step, state.played, setup)
    except BadInput:  # the lesson changed since it was left: from its start
        step = 0
        try:
            session = lesson_session(entry, lesson, 0, [], setup)
        except BadInput as exc:
            window.warn(error_text(exc))
            return None
    window.show_session(session)
    page = window.page
    if page is None:
        return None
    page.laptop.enabled = False  # one human at the table: no hand-over
    runner = LessonRunner(page, lesson, step, state.played)
    runner.nextRequested.connect(lambda next_id: open_lesson(window, next_id))
    page.lesson = runner
    return runner


def install(window: Window) -> LessonMenu:
    """Game › Learn to play, and the start page's list, open lessons in `window`."""
    menu = LessonMenu(window.game_menu)
    window.game_menu.insertMenu(window.open_action, menu)
    menu.lessonRequested.connect(lambda lesson_id: open_lesson(window, lesson_id))
    window.start.lessons.lessonRequested.connect(lambda lesson_id: open_lesson(window, lesson_id))
    return menu
