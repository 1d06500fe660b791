"""The start page's "Learn to play" list: every game's lessons, ticked once finished,
with the step reached of one left half-way."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.lessons.catalogue import all_lessons
from peloton_desktop.ui.lessons.progress import progress
from peloton_desktop.ui.lessons.runner import words

DONE = "✓"


class LessonList(QWidget):
    lessonRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessons")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.list = QListWidget()
        self.list.setObjectName("lessonList")
        self.list.itemActivated.connect(self._activated)
        self.list.currentItemChanged.connect(lambda *_: self._update_button())
        self.start = QPushButton()
        self.start.setObjectName("startLesson")
        self.start.clicked.connect(lambda: self._activated(self.list.currentItem()))
        for w in (self.title, self.list, self.start):
            layout.addWidget(w)
        progress().changed.connect(self.refresh)
        self.retranslate()

    def refresh(self) -> None:
        current = self.list.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.list.clear()
        store = progress()
        for entry, lesson in all_lessons():
            state = store.state(lesson.id)
            mark = DONE if state.done else "  "
            line = f"{mark} {entry.title} · {words(lesson.title)}"
            if 0 < state.step < len(lesson.steps):
                line += " " + translate("Lesson", "(left at step {step} of {count})").format(
                    step=state.step + 1, count=len(lesson.steps)
                )
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(words(lesson.summary))
            self.list.addItem(item)
            if lesson.id == chosen:
                self.list.setCurrentItem(item)
        self._update_button()

    def item_of(self, lesson_id: str) -> QListWidgetItem | None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == lesson_id:
                return item
        return None

    def _update_button(self) -> None:
        item = self.list.currentItem()
        self.start.setEnabled(item is not None)
        left = item is not None and progress().started(item.data(Qt.ItemDataRole.UserRole))
        self.start.setText(
            translate("Lesson", "Resume the lesson")
            if left
            else translate("Lesson", "Start the lesson")
        )

    def _activated(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.lessonRequested.emit(item.data(Qt.ItemDataRole.UserRole))

    def retranslate(self) -> None:
        self.title.setText(translate("Lesson", "Learn to play"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
