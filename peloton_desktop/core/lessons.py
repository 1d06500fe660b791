"""Lessons ("Learn to play"): a position from a record, then steps that ask for a move.

A lesson file is data (`lessons/*.json` in the game's data folder, beside its courses
and ruleset; docs/design.md says how to write one): the set-up, seed and actions that
lead to its first position, then steps. A step says something (English source text,
translated in the "Lesson" context; its French sits beside it for the catalogue),
points at pieces the game's view can find, and may expect the learner's action (one of
several) and explain a wrong one; its `then` actions are the other seats' moves,
played after it. No Qt here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from peloton_desktop.core.errors import BadInput
from peloton_desktop.core.files import not_of_kind, read_json_file
from peloton_desktop.core.protocol import Action, AnyGame
from peloton_desktop.core.records import (
    RecordedAction,
    RecordModel,
    SeatInfo,
    new_record,
    replay,
    schema_problem,
)
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.stages import GENERAL, STAGE, Classification, Unit, format_time

LESSON_FORMAT: Final = "peloton-desktop/lesson"
MAX_LESSON_BYTES = 256 * 1024
CONTEXT = "Lesson"  # the translation context of every lesson text


class Words(BaseModel):
    """A text: English (the source the app translates) and French (for the catalogue)."""

    model_config = ConfigDict(extra="forbid")

    en: str = Field(min_length=1, max_length=2000)
    fr: str = Field(min_length=1, max_length=2000)


class Point(BaseModel):
    """A piece the bubble points at: `piece` names its kind for the game's view
    (`rider`, `case`, `wheel`, …, or `widget` for a button named `key`)."""

    model_config = ConfigDict(extra="forbid")

    piece: str = Field(min_length=1, max_length=40)
    key: Any = None


class Wrong(BaseModel):
    """What is said of a wrong action (`action` None: of any other)."""

    model_config = ConfigDict(extra="forbid")

    action: Any = None
    say: Words


class Step(BaseModel):
    model_config = ConfigDict(extra="forbid")

    say: Words
    # the first of these the view can show is pointed at (a move of several clicks
    # lists the later pieces first: the payment's button, then the pace's)
    point: list[Point] = Field(default_factory=list, max_length=8)
    expect: list[Any] = Field(default_factory=list, max_length=128)  # empty: "Next"
    wrong: list[Wrong] = Field(default_factory=list, max_length=16)
    then: list[RecordedAction] = Field(default_factory=list, max_length=64)


class Lesson(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["peloton-desktop/lesson"] = LESSON_FORMAT
    version: int = Field(default=1, ge=1, le=1)
    id: str = Field(min_length=1, max_length=64, pattern=r"^[a-z0-9_-]+$")
    game: str = Field(min_length=1, max_length=64)
    order: int = 0
    title: Words
    summary: Words
    learner: int = Field(default=0, ge=0, le=63)
    coach: bool = False  # the coach's hints while it guides (off: they could contradict it)
    # the learner first plans his side's secret set-up in the game's own editor, this text
    # above it (a team's secret tokens); no scripted move may then depend on his plan
    plan: Words | None = None
    setup: dict[str, Any]
    seed: int = Field(ge=0, lt=2**64)
    actions: list[RecordedAction] = Field(default_factory=list, max_length=2000)
    steps: list[Step] = Field(min_length=1, max_length=60)


def lesson_from_json(data: Any, name: str = "lesson") -> Lesson:
    if not isinstance(data, dict) or data.get("format") != LESSON_FORMAT:
        raise not_of_kind(data, name, "lesson")
    try:
        return Lesson.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(name, exc) from None


def read_lesson(path: str | os.PathLike[str]) -> Lesson:
    """A lesson file through the gate's first steps: bounded read, then schema."""
    return lesson_from_json(read_json_file(path, limit=MAX_LESSON_BYTES), str(path))


def lesson_files(entry: GameEntry) -> list[Path]:
    """The game's lesson files, in name order (none for a game without lessons)."""
    folder = entry.folder("lessons")
    return sorted(folder.glob("*.json")) if folder is not None else []


def lessons_of(entry: GameEntry) -> list[Lesson]:
    """The game's lessons in their order; a broken file is left out (its test fails)."""
    out = []
    for path in lesson_files(entry):
        try:
            out.append(read_lesson(path))
        except BadInput:
            continue
    return sorted(out, key=lambda lesson: (lesson.order, lesson.id))


def lesson_record(
    lesson: Lesson,
    game: AnyGame,
    step: int = 0,
    played: list[Any] | None = None,
    setup: dict[str, Any] | None = None,
) -> RecordModel:
    """The record of the lesson's position before `step`: its actions, then each earlier
    step's move (the learner's own, from `played`, else the first expected) and the
    other seats' answers. The learner is the only human; the others are bots. `setup`:
    the lesson's with the learner's plan (else the lesson's own)."""
    setup = game.validate_setup(lesson.setup if setup is None else setup)
    players = game.player_count(game.new_game(game.check_setup(setup), lesson.seed))
    seats = [
        SeatInfo(kind="human") if s == lesson.learner else SeatInfo(kind="bot", bot="easy")
        for s in range(players)
    ]
    record = new_record(game, setup, lesson.seed, seats)
    record.actions = [a.model_copy() for a in lesson.actions]
    moves = list(played or [])
    for k, s in enumerate(lesson.steps[:step]):
        if s.expect:
            move = moves[k] if k < len(moves) and moves[k] is not None else s.expect[0]
            record.actions.append(RecordedAction(seat=lesson.learner, action=move))
        record.actions.extend(a.model_copy() for a in s.then)
    return record


@dataclass
class Checked:
    """A lesson checked to its end through the engine: the record after every step."""

    lesson: Lesson
    records: list[RecordModel]


def check_lesson(lesson: Lesson, game: AnyGame) -> Checked:
    """Play the lesson's script through the engine: every step's expected moves must be
    legal for the learner in its position (and a named wrong move legal but not
    expected); else BadInput naming the step."""
    records = []
    for k, step in enumerate(lesson.steps):
        record = lesson_record(lesson, game, k)
        try:
            state = replay(record, keep_events=False).state
        except BadInput as exc:
            raise BadInput(
                "lesson.bad_step", lesson=lesson.id, step=k + 1, reason=str(exc)
            ) from None
        records.append(record)
        legal = game.legal_actions(state, lesson.learner)
        expected = [decode(game, a) for a in step.expect]
        bad = [a for a in expected if a not in legal]
        bad += [
            w.action
            for w in step.wrong
            if w.action is not None
            and (decode(game, w.action) not in legal or decode(game, w.action) in expected)
        ]
        if bad:
            raise BadInput(
                "lesson.bad_step", lesson=lesson.id, step=k + 1, reason=f"not legal: {bad[0]}"
            )
    return Checked(lesson, records)


def decode(game: AnyGame, action: Any) -> Action:
    try:
        return game.decode_action(action)
    except (TypeError, ValueError, KeyError, IndexError):
        shown = str(action)[:80]
        raise BadInput(
            "record.bad_action", index=0, action=shown, reason="malformed action"
        ) from None


FIGURE = re.compile(r"\{(stage_time|stage_gap|gc_gap|gc_rank):(\d+)\}")


def fill_figures(text: str, found: Sequence[Classification]) -> str:
    """A step's text with its figures read from the race, so that text and table agree:
    `{stage_gap:S}` seat S's gap on the last stage finished, `{stage_time:S}` his time
    (or points) on it, `{gc_gap:S}` and `{gc_rank:S}` on the general classification
    (a team: its best rider). A figure the race does not have yet is left as written."""
    stage = max(
        (c for c in found if c.kind == STAGE and c.stage is not None),
        key=lambda c: c.stage or 0,
        default=None,
    )
    general = next((c for c in found if c.kind == GENERAL), None)

    def figure(match: re.Match[str]) -> str:
        what, seat = match.group(1), int(match.group(2))
        table = stage if what.startswith("stage") else general
        if table is None:
            return match.group(0)
        rows = [
            s
            for s in table.standings
            if s.competitor < len(table.seats) and table.seats[s.competitor] == seat
        ]
        if not rows:
            return match.group(0)
        best = min(rows, key=lambda s: s.rank)
        if what == "gc_rank":
            return str(best.rank)
        value = best.value if what == "stage_time" else best.gap
        return format_time(value) if table.unit == Unit.TIME else str(value)

    return FIGURE.sub(figure, text)
