"""How far the player got in each lesson, kept beside the settings (platformdirs):
the step reached and the moves made, so a lesson left is resumed where it was, and
whether it was ever finished (ticked on the start page and in the Game menu)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QObject, Signal

from peloton_desktop import paths
from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.files import read_json_file, write_json_atomic

MAX_PROGRESS_BYTES = 512 * 1024


class LessonState(BaseModel):
    model_config = ConfigDict(extra="forbid")

    step: int = Field(default=0, ge=0, le=1000)
    played: list[Any] = Field(default_factory=list, max_length=1000)  # the learner's moves
    done: bool = False  # finished once (the tick stays when it is played again)


class ProgressFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str = "peloton-desktop/lesson-progress"
    lessons: dict[str, LessonState] = Field(default_factory=dict, max_length=500)


class LessonProgress(QObject):
    """The progress file, read once and written after every step."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data = self._read()

    @staticmethod
    def path() -> Path:
        return paths.config_dir() / "lessons.json"

    def _read(self) -> ProgressFile:
        path = self.path()
        if not path.exists():
            return ProgressFile()
        try:
            return ProgressFile.model_validate(read_json_file(path, limit=MAX_PROGRESS_BYTES))
        except (BadInput, ValidationError):
            return ProgressFile()  # a broken progress file only forgets the ticks

    def state(self, lesson_id: str) -> LessonState:
        return self.data.lessons.get(lesson_id, LessonState())

    def done(self, lesson_id: str) -> bool:
        return self.state(lesson_id).done

    def started(self, lesson_id: str) -> bool:
        return self.state(lesson_id).step > 0

    def save(self, lesson_id: str, step: int, played: list[Any], done: bool = False) -> None:
        was = self.state(lesson_id)
        self.data.lessons[lesson_id] = LessonState(
            step=step, played=list(played), done=done or was.done
        )
        try:
            self.path().parent.mkdir(parents=True, exist_ok=True)
            write_json_atomic(self.path(), self.data.model_dump(mode="json"))
        except (BadInput, OSError):
            pass  # the lesson goes on; only its resumption is lost
        self.changed.emit()


_store: dict[str, LessonProgress] = {}


def progress() -> LessonProgress:
    """The one store of this process (the start page, the menu and the lessons share it),
    read again when the user's folder changes (tests, a portable home)."""
    key = str(LessonProgress.path())
    if key not in _store:
        _store.clear()
        _store[key] = LessonProgress()
    return _store[key]
