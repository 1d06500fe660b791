"""What other rooms hang on the game page, kept alive as long as it (and found there by
the tests): the lesson it runs, the coach's bar, the story's panel."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget


class PageExtras:
    lesson: QObject | None = None  # ui/lessons: the lesson's runner, None in a game
    coach_bar: QWidget | None = None  # ui/learning/coach.py: the coach's bar, once asked
    story_panel: QWidget | None = None  # ui/learning/story.py: the story, beside the review
