"""Every playable game's lessons, in the start page's order, read once."""

from __future__ import annotations

from peloton_desktop.core import registry
from peloton_desktop.core.lessons import Lesson, lessons_of
from peloton_desktop.core.registry import GameEntry

_found: list[list[tuple[GameEntry, Lesson]]] = []


def all_lessons() -> list[tuple[GameEntry, Lesson]]:
    if not _found:
        _found.append(
            [(e, lesson) for e in registry.entries() if e.playable for lesson in lessons_of(e)]
        )
    return _found[0]


def find(lesson_id: str) -> tuple[GameEntry, Lesson] | None:
    return next(((e, x) for e, x in all_lessons() if x.id == lesson_id), None)
