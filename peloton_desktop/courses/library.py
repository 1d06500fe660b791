"""The course library: bundled courses (read-only) and the user's, one JSON file each.

User courses live in `paths.courses_dir()` as `<id>.json`; the file name is the
id. A broken file stays listed with its reason so the user can delete it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from peloton_desktop import paths
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, FileProblem, PelotonError, about_file
from peloton_desktop.courses.common import CourseDraft, Issue, slug
from peloton_desktop.courses.kinds import (
    KINDS,
    check_playable,
    course_data,
    issues,
    load_course_file,
    parse_course_data,
    save_course_file,
)

ORDER = {g: i for i, g in enumerate(KINDS)}


@dataclass
class LibraryEntry:
    id: str
    game: str
    name: str
    bundled: bool
    path: Path
    draft: CourseDraft | None = None
    problem: PelotonError | None = None
    issues: list[Issue] = field(default_factory=list)

    @property
    def errors(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == "error"]

    @property
    def usable(self) -> bool:
        return self.draft is not None and not self.errors

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "game": self.game,
            "name": self.name,
            "bundled": self.bundled,
            "valid": self.usable,
            "path": str(self.path),
        }


def _entry(path: Path, bundled: bool) -> LibraryEntry:
    try:
        draft = load_course_file(path)
    except PelotonError as exc:
        return LibraryEntry(path.stem, _peek_game(path), path.stem, bundled, path, problem=exc)
    if not bundled:
        draft.id = path.stem
    return LibraryEntry(draft.id, draft.game, draft.name, bundled, path, draft, None, issues(draft))


def _peek_game(path: Path) -> str:
    try:
        data = json.loads(path.read_bytes()[:1_000_000])
        return str(data.get("game", "")) if isinstance(data, dict) else ""
    except (OSError, ValueError):
        return ""


@lru_cache(maxsize=1)
def bundled_entries() -> tuple[LibraryEntry, ...]:
    found = [
        _entry(p, True)
        for game in KINDS
        if (folder := registry.get(game).folder("courses")) is not None
        for p in sorted(folder.glob("*.json"))
    ]
    return tuple(found)


def user_entries() -> list[LibraryEntry]:
    folder = paths.courses_dir()
    if not folder.is_dir():
        return []
    return [_entry(p, False) for p in sorted(folder.glob("*.json"))]


def entries(game: str | None = None) -> list[LibraryEntry]:
    found = list(bundled_entries()) + sorted(user_entries(), key=lambda e: e.name.casefold())
    found.sort(key=lambda e: (ORDER.get(e.game, len(ORDER)), not e.bundled))
    return [e for e in found if game is None or e.game == game]


def find(ref: str, paths_too: bool = True) -> LibraryEntry:
    """A course by library id, or (`paths_too`, for a path the user typed) by the path
    of a course file anywhere. What a file names (a record's set-up) is looked up by
    id only: a file never makes the app read another file of the disk."""
    for e in entries():
        if e.id == ref:
            return e
    if not paths_too:
        raise BadInput("course.unknown", course=ref)
    p = Path(ref)
    # lexists: a link that leads nowhere (or round in a loop) is a file named, refused
    # with the reason, not an unknown course id
    if p.suffix.lower() in (".json", ".peloton-course") or os.sep in ref or os.path.lexists(p):
        with about_file(p.name or ref):
            draft = load_course_file(p)
        return LibraryEntry(draft.id, draft.game, draft.name, False, p, draft, None, issues(draft))
    raise BadInput("course.unknown", course=ref)


def taken_ids() -> set[str]:
    found = {e.id for e in bundled_entries()}
    folder = paths.courses_dir()
    if folder.is_dir():
        found |= {p.stem for p in folder.glob("*.json")}
    return found


def unique_id(base: str) -> str:
    base, taken = slug(base), taken_ids()
    if base not in taken:
        return base
    n = 2
    while f"{base}_{n}" in taken:
        n += 1
    return f"{base}_{n}"


def user_path(course_id: str) -> Path:
    return paths.courses_dir() / f"{course_id}.json"


def is_bundled(course_id: str) -> bool:
    return any(e.id == course_id for e in bundled_entries())


def save(draft: CourseDraft) -> Path:
    if is_bundled(draft.id):
        raise BadInput("course.read_only", course=draft.name)
    path = user_path(draft.id)
    save_course_file(draft, path)
    return path


def import_file(path: str | os.PathLike[str]) -> LibraryEntry:
    """Copy a course file into the library under a free id (the file is checked first)."""
    draft = load_course_file(path)
    draft.id = unique_id(draft.id)
    return _entry(save(draft), False)


def export(draft: CourseDraft, path: str | os.PathLike[str]) -> None:
    save_course_file(draft, path)


def duplicate(draft: CourseDraft, name: str) -> CourseDraft:
    copy = draft.copy()
    copy.id = unique_id(name)
    copy.name = name[:80]
    copy.options.pop("inspired_by", None)
    return copy


def rename(entry: LibraryEntry, name: str) -> None:
    if entry.bundled or entry.draft is None:
        raise BadInput("course.read_only", course=entry.name)
    entry.draft.name = name[:80]
    save(entry.draft)


def delete(entry: LibraryEntry) -> None:
    if entry.bundled:
        raise BadInput("course.read_only", course=entry.name)
    entry.path.unlink(missing_ok=True)


def embedded_course(
    course_id: str,
    game: str,
    keys: tuple[str, ...],
    error: BadInput,
    optional: tuple[str, ...] = (),
) -> dict[str, Any]:
    """A library course of `game` as a set-up carries it (so a record replays without
    the library): the course file's `keys`, and those of `optional` the file has;
    `error` when there is no such course."""
    try:
        entry = find(course_id, paths_too=False)
    except BadInput:
        raise error from None
    if entry.game != game or entry.draft is None:
        raise error
    data = course_data(entry.draft)
    return {k: data[k] for k in keys} | {k: data[k] for k in optional if k in data}


def carried_course(
    data: Any, course_id: str, game: str, keys: tuple[str, ...], error: BadInput
) -> dict[str, Any]:
    """The copy of course `course_id` a set-up carries, checked as a course file of
    `game` would be and playable: its `keys` (those it has). `error` when it is not
    that course."""
    if not isinstance(data, Mapping) or data.get("id") != course_id:
        raise error
    file = {"format": "peloton-desktop/course", "game": game}
    file.update({k: data[k] for k in keys if k in data})
    try:
        check_playable(parse_course_data(file, course_id))
    except FileProblem as exc:  # a course inside the set-up, not a file of that name
        if exc.key != "file.schema":
            raise
        where, problem = exc.params.get("where"), exc.params.get("problem")
        raise BadInput("course.carried", course=course_id, where=where, problem=problem) from None
    return {k: data[k] for k in keys if k in data}


def stage_ids(setup: Mapping[str, Any], default: str, most: int, error: BadInput) -> list[str]:
    """The course ids a set-up names for its stages (`[default]` when it names none):
    a list of 1 to `most` strings, else `error`."""
    stages = setup.get("stages", [default])
    if (
        not isinstance(stages, list)
        or not 1 <= len(stages) <= most
        or not all(isinstance(s, str) for s in stages)
    ):
        raise error
    return stages


def stage_courses(
    setup: Mapping[str, Any],
    stages: list[str],
    embedded: Callable[[str], dict[str, Any]],
    check: Callable[[Any, str], dict[str, Any]],
    error: BadInput,
) -> list[dict[str, Any]]:
    """Each stage's course as the set-up carries it: the library's (`embedded`) when
    the set-up carries none, else each one `check`ed; `error` when they do not match
    the stages."""
    given = setup.get("courses")
    if given is None:
        return [embedded(s) for s in stages]
    if isinstance(given, list) and len(given) == len(stages):
        return [check(c, s) for c, s in zip(given, stages, strict=True)]
    raise error
