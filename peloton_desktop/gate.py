"""The file gate: every file someone hands the app passes here, whatever opens it
(the command line, the GUI's open and resume, the autosave scan at start, the course
library, the ruleset editor, printing).

Four steps, each refusing with one translated sentence (a BadInput: exit 2 on the
command line, a message box in the GUI): a bounded read (size, nesting depth, numbers,
strings, number of values: `core/files.py`) → the schema (pydantic) → the game's
checks (a record's embedded ruleset, its set-up and its seats) → a replay under a time
budget. It sits above `core` and `courses` because it checks the files of both.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from peloton_desktop import paths
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, FileProblem, RecordError, about_file
from peloton_desktop.core.files import (
    KINDS,
    not_of_kind,
    parse_json_bytes,
    read_bounded,
    remove_leftovers,
)
from peloton_desktop.core.filetypes import TYPES
from peloton_desktop.core.records import (
    RecordModel,
    Replay,
    record_from_json,
    replay,
    schema_problem,
)
from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.core.ruleset_check import check_ruleset, problems, record_problems
from peloton_desktop.courses.common import MAX_COURSE_BYTES, CourseDraft
from peloton_desktop.courses.kinds import check_playable, parse_course_data
from peloton_desktop.courses.roads.reading import Road, read_road_file

MAX_RECORD_BYTES = 4 * 1024 * 1024  # a long stage race is a few hundred kilobytes
MAX_RULESET_BYTES = 256 * 1024
REPLAY_BUDGET = 10.0  # seconds a file's replay may take before it is refused
LIMITS = {"record": MAX_RECORD_BYTES, "course": MAX_COURSE_BYTES, "ruleset": MAX_RULESET_BYTES}

Path_ = str | os.PathLike[str]


def _read(path: Path_, kind: str | None = None) -> tuple[Any, str]:
    """A file's JSON and its name, bounded before anything reads it: by the kind asked
    for, else the kind its extension names, else the largest of the kinds' limits and
    then, once its `format` says which kind it is, that kind's limit."""
    p = Path(path)
    name = p.name or str(p)
    if kind is None:
        kind = next((t.kind for t in TYPES if p.name.endswith(t.extension)), None)
    limit = LIMITS[kind] if kind is not None else max(LIMITS.values())
    raw = read_bounded(p, limit)
    data = parse_json_bytes(raw, name, limit)
    fmt = data.get("format") if isinstance(data, dict) else None
    found = KINDS.get(fmt) if isinstance(fmt, str) else None
    if found is not None and len(raw) > LIMITS[found]:
        raise FileProblem("file.too_large", file=name, size=len(raw), limit=LIMITS[found])
    return data, name


def read_record(path: Path_, table: bool = False) -> RecordModel:
    """A record checked up to, not including, its replay; `table`: the game must be
    one the GUI can show (said before anything else about it)."""
    data, name = _read(path, "record")
    with about_file(name):
        record = record_from_json(data, name)
        if table and not registry.get(record.game).playable:
            raise BadInput("record.game_unavailable", game=record.game)
        check_record(record)
    return record


def check_record(record: RecordModel) -> None:
    """The game's checks of a record: its embedded ruleset (a game this version does
    not have is explained when the record is opened)."""
    try:
        entry = registry.get(record.game)
    except BadInput:
        return
    if not entry.available:
        return
    for problem in record_problems(record.ruleset):
        raise problem
    setup = entry.create(record.ruleset).check_setup(record.setup)
    players = setup.get("players")
    if record.seats and isinstance(players, int) and len(record.seats) != players:
        raise RecordError("record.seats_mismatch", seats=len(record.seats), players=players)


def open_record(path: Path_, budget: float = REPLAY_BUDGET) -> Replay:
    """A record replayed to its last action, or the reason it cannot be."""
    record = read_record(path)
    with about_file(Path(path).name):
        return replay(record, budget=budget)


def read_course(path: Path_) -> CourseDraft:
    data, name = _read(path, "course")
    with about_file(name):
        return parse_course_data(data, name)


def read_road(path: Path_) -> Road:
    """A real road to make a course from (a GPX track or a distance/elevation CSV):
    a bounded read, a hardened XML parse, then the road's checks (courses/roads)."""
    return read_road_file(path)


def read_ruleset(path: Path_, play: bool = True) -> Ruleset:
    """A box owner's ruleset; `play`: also a few random games with it."""
    data, name = _read(path, "ruleset")
    with about_file(name):
        return _ruleset(data, name, play)


def _ruleset(data: Any, name: str, play: bool) -> Ruleset:
    if not isinstance(data, dict) or data.get("format") != "peloton-desktop/ruleset":
        raise not_of_kind(data, name, "ruleset")
    try:
        ruleset = Ruleset.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(name, exc) from None
    entry = registry.get(ruleset.game)
    if entry.available:
        if play:
            check_ruleset(ruleset)
        else:
            for problem in problems(ruleset):
                raise problem
    return ruleset


def kind_of(path: Path_) -> str:
    """Which of our kinds a file is ('record', 'course', 'ruleset'), asked of its
    contents (a bounded read), whatever its name; refused with the reason when it is
    none of them. The kind's own reader then checks the rest."""
    data, name = _read(path)
    fmt = data.get("format") if isinstance(data, dict) else None
    if isinstance(fmt, str) and fmt in KINDS:
        return KINDS[fmt]
    raise FileProblem("file.unknown_kind", file=name)


def validate_file(path: Path_) -> str:
    """Return the kind of a sound file ('record', 'ruleset', 'course'); raise BadInput
    with the reason if it is not."""
    data, name = _read(path)
    with about_file(name):
        return _validate(data, name)


def _validate(data: Any, name: str) -> str:
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == "peloton-desktop/record":
        record = record_from_json(data, name)
        check_record(record)
        replay(record, keep_events=False, budget=REPLAY_BUDGET)
        return "record"
    if kind == "peloton-desktop/ruleset":
        _ruleset(data, name, play=True)
        return "ruleset"
    if kind == "peloton-desktop/course":
        check_playable(parse_course_data(data, name))
        return "course"
    raise FileProblem("file.unknown_kind", file=name)


# -- the user's folders: a bad file is set aside, never lost, never in the way -------
QUARANTINE = "quarantine"


def quarantine(path: Path) -> Path:
    """Move a file into the `quarantine/` folder beside it (a new name if taken)."""
    folder = path.parent / QUARANTINE
    folder.mkdir(exist_ok=True)
    target = folder / path.name
    n = 2
    while target.exists():
        target = folder / f"{path.stem}-{n}{path.suffix}"
        n += 1
    path.replace(target)
    return target


Refused = tuple[Path, BadInput]  # a file set aside: where it went, and why


def sweep(folder: Path, check: Callable[[Path], object], pattern: str = "*.json") -> list[Refused]:
    """Set aside the files of `folder` that `check` refuses: (where it went, why)."""
    moved: list[Refused] = []
    if not folder.is_dir():
        return moved
    remove_leftovers(folder)
    for p in sorted(folder.glob(pattern)):
        try:
            check(p)
        except BadInput as exc:
            gone = set_aside(p, exc)
            if gone is not None:
                moved.append(gone)
    return moved


def set_aside(path: Path, why: BadInput) -> Refused | None:
    """Into quarantine with its reason; None when it cannot be moved (left where it is,
    still refused when opened)."""
    try:
        return quarantine(path), why
    except OSError:
        return None


def replayed(path: Path, budget: float = REPLAY_BUDGET) -> Replay | None:
    """An autosave as the resume list shows it: read and replayed to its end within
    `budget` seconds (else refused like a broken one); None when its game is not one
    this version plays (kept, listed as such: a newer version's game is not broken)."""
    record = read_record(path)
    try:
        entry = registry.get(record.game)
    except BadInput:
        return None
    if not entry.available:
        return None
    with about_file(Path(path).name):
        return replay(record, keep_events=False, budget=budget)


def sweep_user_folders(data: Path | None = None) -> list[Refused]:
    """At start: the course library and the saved rulesets of the data folder `data`
    (the autosaves are replayed by the resume list's scan, `ui/shell/recent.py`)."""
    data = paths.data_dir() if data is None else data
    moved = sweep(data / paths.courses_dir().name, read_course)
    rulesets = data / paths.rulesets_dir().name
    if rulesets.is_dir():
        for folder in sorted(p for p in rulesets.iterdir() if p.is_dir()):
            moved += sweep(folder, lambda p: read_ruleset(p, play=False))
    return moved
