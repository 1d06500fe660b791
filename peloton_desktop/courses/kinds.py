"""Course files of any track game: read, check, write. Dispatches on the `game` field.

The course kinds come from the games themselves (`GameEntry.course_kind`), looked up
in the registry the first time they are needed: this package names no game.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, cast

from pydantic import ValidationError

from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, FileProblem
from peloton_desktop.core.files import not_of_kind, read_json_file, write_json_atomic
from peloton_desktop.core.records import schema_problem
from peloton_desktop.courses.common import (
    FORMAT,
    MAX_COURSE_BYTES,
    CourseDraft,
    CourseKind,
    Issue,
)

COURSE_VERSION = 1


class _Kinds(Mapping[str, CourseKind]):
    """Every registered game's course kind, in catalogue order (read on each use, so a
    game registered later is seen; the loaders return module constants)."""

    def _all(self) -> dict[str, CourseKind]:
        return {
            e.id: cast(CourseKind, e.course_kind())
            for e in registry.entries()
            if e.course_kind is not None
        }

    def __getitem__(self, game: str) -> CourseKind:
        return self._all()[game]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


KINDS: Mapping[str, CourseKind] = _Kinds()


def kind(game: str) -> CourseKind:
    try:
        return KINDS[game]
    except KeyError:
        raise BadInput("course.unknown_game", game=game) from None


def parse_course_data(data: Any, name: str) -> CourseDraft:
    """A course file's content as a draft; raises FileProblem/BadInput with the reason.

    The draft may still break course rules (the editor shows them); see `issues`.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise not_of_kind(data, name, "course")
    version = data.get("version")
    if isinstance(version, int) and version > COURSE_VERSION:
        raise FileProblem(
            "file.newer_version", file=name, version=version, supported=COURSE_VERSION
        )
    k = kind(str(data.get("game")))
    try:
        model = k.model.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(name, exc) from None
    for issue in k.model_issues(model) if k.model_issues else ():
        raise BadInput(issue.key, **issue.params)
    return k.to_draft(model)


def load_course_file(path: str | os.PathLike[str]) -> CourseDraft:
    return parse_course_data(read_json_file(path, limit=MAX_COURSE_BYTES), Path(path).name)


def issues(draft: CourseDraft) -> list[Issue]:
    return kind(draft.game).issues(draft)


def check_playable(draft: CourseDraft) -> None:
    """Raise the first rule error: a course with errors cannot be played or printed."""
    for issue in kind(draft.game).errors(draft):
        raise BadInput("course.not_playable", course=draft.name, problem=issue.english())


def course_data(draft: CourseDraft) -> dict[str, Any]:
    """The file content of a draft, checked against the schema on the way out."""
    k = kind(draft.game)
    data = k.to_data(draft)
    k.model.model_validate(data)
    return data


def save_course_file(draft: CourseDraft, path: str | os.PathLike[str]) -> None:
    write_json_atomic(path, course_data(draft))
