"""Game › Learn to play: a sub-menu a game, a lesson an entry, ticked once finished."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.lessons.catalogue import all_lessons
from peloton_desktop.ui.lessons.progress import progress
from peloton_desktop.ui.lessons.runner import words


class LessonMenu(QMenu):
    lessonRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("menuLearn")
        self.actions_by_id: dict[str, QAction] = {}
        games: dict[str, QMenu] = {}
        for entry, lesson in all_lessons():
            if entry.id not in games:
                games[entry.id] = self.addMenu(entry.title)
                games[entry.id].setObjectName(f"menuLearn_{entry.id}")
            action = games[entry.id].addAction("")
            action.setObjectName(f"menuLesson_{lesson.id}")
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, i=lesson.id: self._chosen(i))
            self.actions_by_id[lesson.id] = action
        progress().changed.connect(self.refresh)
        self.retranslate()

    def _chosen(self, lesson_id: str) -> None:
        self.refresh()  # a click toggles the tick: the progress says what it is
        self.lessonRequested.emit(lesson_id)

    def refresh(self) -> None:
        store = progress()
        for lesson_id, action in self.actions_by_id.items():
            action.setChecked(store.done(lesson_id))

    def retranslate(self) -> None:
        self.setTitle(translate("Lesson", "&Learn to play"))
        for _entry, lesson in all_lessons():
            action = self.actions_by_id[lesson.id]
            action.setText(words(lesson.title))
            action.setToolTip(words(lesson.summary))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
