"""The start page's "Learn to play" list: every game's lessons, ticked once finished,
with the step reached of one left half-way."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop.core.registry import GameEntry
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.lessons.catalogue import all_lessons
from peloton_desktop.ui.lessons.progress import progress
from peloton_desktop.ui.lessons.runner import words


def learn_button(entry: GameEntry) -> QPushButton:
    """A game card's "Learn to play" button (hidden for a game without lessons)."""
    button = QPushButton()
    button.setObjectName(f"learn_{entry.id}")
    button.setVisible(any(e.id == entry.id for e, _ in all_lessons()))
    button.setText(translate("Lesson", "Learn to play"))
    button.installEventFilter(_retitle)  # its words follow the language
    return button


class _Retitle(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and isinstance(watched, QPushButton):
            watched.setText(translate("Lesson", "Learn to play"))
        return False


_retitle = _Retitle()


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
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        """A heading a game, then its lessons, ticked once finished (a check box shown,
        not clicked) and with the step reached when left half-way."""
        current = self.list.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.list.clear()
        store = progress()
        game = ""
        for entry, lesson in all_lessons():
            if entry.id != game:
                game = entry.id
                heading = QListWidgetItem(entry.title)
                heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: read, not chosen
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
                self.list.addItem(heading)
            state = store.state(lesson.id)
            line = words(lesson.title)
            if 0 < state.step < len(lesson.steps):
                line += " " + translate("Lesson", "(left at step {step} of {count})").format(
                    step=state.step + 1, count=len(lesson.steps)
                )
            item = QListWidgetItem(line)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Checked if state.done else Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(
                words(lesson.summary)
                + ("\n" + translate("Lesson", "Finished.") if state.done else "")
            )
            self.list.addItem(item)
            if lesson.id == chosen:
                self.list.setCurrentItem(item)
        self._update_button()

    def open_game(self, game_id: str) -> None:
        """A game's first lesson not finished yet (else its first): the card's button."""
        mine = [x for e, x in all_lessons() if e.id == game_id]
        store = progress()
        lesson = next((x for x in mine if not store.done(x.id)), mine[0] if mine else None)
        if lesson is not None:
            item = self.item_of(lesson.id)
            if item is not None:
                self.list.setCurrentItem(item)
            self.lessonRequested.emit(lesson.id)

    def item_of(self, lesson_id: str) -> QListWidgetItem | None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == lesson_id:
                return item
        return None

    def _update_button(self) -> None:
        item = self.list.currentItem()
        lesson_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        self.start.setEnabled(bool(lesson_id))
        left = bool(lesson_id) and progress().started(lesson_id)
        self.start.setText(
            translate("Lesson", "Resume the lesson")
            if left
            else translate("Lesson", "Start the lesson")
        )

    def _activated(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.lessonRequested.emit(item.data(Qt.ItemDataRole.UserRole))

    def retranslate(self) -> None:
        self.title.setText(translate("Lesson", "Learn to play"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
