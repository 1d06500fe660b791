"""Game records: format version + game id + ruleset + setup + seed + actions.

Replaying a record rebuilds the state exactly; saves and autosaves are records.
Loading never trusts the file: size, encoding, JSON, schema and every action's
legality are checked, and each failure has a message key saying what and where.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationError,
    model_serializer,
)

from peloton_desktop import __version__
from peloton_desktop.core import registry
from peloton_desktop.core.errors import BadInput, FileProblem, RecordError, SetupError
from peloton_desktop.core.files import not_of_kind, read_json_file, write_json_atomic
from peloton_desktop.core.protocol import AnyGame, Event
from peloton_desktop.core.ruleset import Ruleset

RECORD_FORMAT: Final = "peloton-desktop/record"
RECORD_VERSION = 1
MAX_ACTIONS = 50_000  # a 21-stage race of six teams plays a few thousand


class SeatInfo(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(default="", max_length=80)
    kind: Literal["human", "bot"] = "human"
    bot: str | None = Field(default=None, max_length=40)
    colour: str | None = Field(default=None, max_length=16)
    # played from a phone's browser (issue 28): a resumed game gives it a new QR code
    phone: bool = False

    @model_serializer(mode="wrap")
    def _without_phone(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """`phone` is written only when set: records without phones stay as they were
        (and readable by an app from before the phones)."""
        data: dict[str, Any] = handler(self)
        if not self.phone:
            data.pop("phone", None)
        return data


class RecordedAction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0, le=63)
    action: Any


class RecordModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["peloton-desktop/record"] = RECORD_FORMAT
    version: int = Field(default=RECORD_VERSION, ge=1)
    app_version: str = Field(default=__version__, max_length=40)
    game: str = Field(min_length=1, max_length=64)
    ruleset: Ruleset
    setup: dict[str, Any]
    seed: int = Field(ge=0, lt=2**64)
    seats: list[SeatInfo] = Field(default_factory=list, max_length=64)
    actions: list[RecordedAction] = Field(default_factory=list, max_length=MAX_ACTIONS)
    created: str = Field(default_factory=lambda: _now(), max_length=40)
    saved: str = Field(default_factory=lambda: _now(), max_length=40)
    title: str = Field(default="", max_length=200)
    finished: bool = False  # the game was over when saved (listed for review)
    competitive: bool = False  # set in the new-game dialog: no coach at this table


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class Replay:
    """A record replayed: the engine, the final state and every action's events."""

    game: AnyGame
    record: RecordModel
    state: Any
    events: list[list[Event]] = field(default_factory=list)
    # barriers[i]: action i used chance or revealed hidden information (final).
    barriers: list[bool] = field(default_factory=list)


def new_record(
    game: AnyGame, setup: dict[str, Any], seed: int, seats: Sequence[SeatInfo] = ()
) -> RecordModel:
    return RecordModel(
        game=game.game_id,
        ruleset=game.ruleset,
        setup=setup,
        seed=seed,
        seats=list(seats),
    )


def record_from_json(data: Any, name: str = "record") -> RecordModel:
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise not_of_kind(data, name, "record")
    version = data.get("version")
    if isinstance(version, int) and version > RECORD_VERSION:
        raise FileProblem(
            "file.newer_version", file=name, version=version, supported=RECORD_VERSION
        )
    try:
        record = RecordModel.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(name, exc) from None
    if record.ruleset.game != record.game:
        raise RecordError("record.ruleset_mismatch", found=record.ruleset.game, game=record.game)
    return record


def schema_problem(name: str, exc: ValidationError) -> FileProblem:
    """The first schema error as 'where: problem' (e.g. 'actions → 3 → seat')."""
    err = exc.errors(include_url=False)[0]
    where = " → ".join(str(p) for p in err.get("loc", ())) or "document"
    return FileProblem("file.schema", file=name, where=where, problem=err.get("msg", "invalid"))


def load_record(path: str | os.PathLike[str]) -> RecordModel:
    return record_from_json(read_json_file(path), Path(path).name)


def save_record(record: RecordModel, path: str | os.PathLike[str]) -> None:
    record.saved = _now()
    write_json_atomic(path, record.model_dump(mode="json"))


def replay(
    record: RecordModel,
    upto: int | None = None,
    keep_events: bool = True,
    budget: float | None = None,
) -> Replay:
    """Rebuild the state of a record (optionally only its first `upto` actions);
    `budget`: seconds it may take (a file from outside), else RecordError."""
    deadline = None if budget is None else time.monotonic() + budget
    entry = registry.get(record.game)
    if not entry.available:
        raise BadInput("record.game_unavailable", game=record.game)
    game = entry.create(record.ruleset)
    setup = game.check_setup(record.setup)
    try:
        state = game.new_game(setup, record.seed)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, ArithmeticError):
        raise SetupError("setup.unplayable") from None
    if record.seats and len(record.seats) != game.player_count(state):
        raise RecordError(
            "record.seats_mismatch", seats=len(record.seats), players=game.player_count(state)
        )
    result = Replay(game, record, state)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, recorded in enumerate(actions):
        if deadline is not None and index % 64 == 0 and time.monotonic() > deadline:
            raise RecordError("record.too_slow", index=index + 1, seconds=budget)
        before = game.rng_fingerprint(state)
        try:
            action = game.decode_action(recorded.action)
            state, events = game.apply(state, recorded.seat, action)
        except BadInput as exc:
            raise _bad_action(index, recorded, exc) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError):
            raise _bad_action(index, recorded, "malformed action") from None
        if keep_events:
            result.events.append(events)
        result.barriers.append(game.is_final(before, state, events))
    result.state = state
    return result


def _bad_action(index: int, recorded: RecordedAction, reason: object) -> RecordError:
    """Which action (its number and what it says) and why; `reason` a refusal is
    shown in the reader's language."""
    shown = json.dumps(recorded.action, ensure_ascii=False, separators=(",", ":"))
    if len(shown) > 80:
        shown = shown[:79] + "…"
    return RecordError("record.bad_action", index=index + 1, action=shown, reason=reason)
