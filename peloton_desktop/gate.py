"""The file gate: which kind of file this is, and whether it is sound.

It sits above `core` and `courses` because it checks the files of both (records,
rulesets, courses); `validate FILE` and the GUI's open path call it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from peloton_desktop.core import registry
from peloton_desktop.core.errors import FileProblem
from peloton_desktop.core.files import read_json_file
from peloton_desktop.core.records import record_from_json, replay, schema_problem
from peloton_desktop.core.ruleset import Ruleset


def validate_file(path: str | os.PathLike[str]) -> str:
    """Return the kind of a valid file ('record', 'ruleset'); raise BadInput if not."""
    name = str(Path(path))
    data = read_json_file(path)
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == "peloton-desktop/record":
        # A game this version cannot play cannot be vouched for: replay says so.
        replay(record_from_json(data, name), keep_events=False)
        return "record"
    if kind == "peloton-desktop/ruleset":
        _validate_ruleset(data, name)
        return "ruleset"
    if kind == "peloton-desktop/course":
        _validate_course(data, name)
        return "course"
    raise FileProblem("file.unknown_kind", file=name)


def _validate_course(data: dict[str, Any], name: str) -> None:
    """Schema, positions and the game's course rules (warnings do not fail)."""
    from peloton_desktop.courses.kinds import check_playable, parse_course_data

    check_playable(parse_course_data(data, name))


def _validate_ruleset(data: dict[str, Any], name: str) -> Ruleset:
    try:
        ruleset = Ruleset.model_validate(data)
    except ValidationError as exc:
        raise schema_problem(name, exc) from None
    registry.get(ruleset.game)
    from peloton_desktop.core.ruleset_check import check_ruleset

    if registry.get(ruleset.game).available:
        check_ruleset(ruleset)  # the shape, the editable values, and a few games played
    return ruleset
