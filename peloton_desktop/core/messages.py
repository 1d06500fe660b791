"""English templates of every message the Qt-free layers can raise or log.

The rules layer speaks in keys + parameters; the UI translates the template with
`draw.tr.translate("Messages", template)` and formats the named
placeholders. `QT_TRANSLATE_NOOP` here is a plain function: `pyside6-lupdate`
extracts the literals, and this module still never imports Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CONTEXT = "Messages"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


MESSAGES: dict[str, str] = {
    # files
    # a refusal about a file whose own sentence does not name it
    "file.refused": QT_TRANSLATE_NOOP("Messages", "{file}: {reason}"),
    "file.missing": QT_TRANSLATE_NOOP("Messages", "The file {file} does not exist."),
    "file.unreadable": QT_TRANSLATE_NOOP("Messages", "The file {file} cannot be read: {reason}."),
    "file.too_large": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is too large ({size} bytes, at most {limit})."
    ),
    "file.empty": QT_TRANSLATE_NOOP("Messages", "The file {file} is empty."),
    "file.not_text": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is not a text file (binary content)."
    ),
    "file.not_json": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is not valid JSON (line {line}, column {column})."
    ),
    "file.too_deep": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is nested too deeply to be read."
    ),
    "file.number_too_long": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} holds a number {length} characters long: no game needs one."
    ),
    "file.number_not_finite": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} holds “{value}”, which is not a number a game can use."
    ),
    "file.too_many_values": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} holds more than {limit} values: it is not one of ours."
    ),
    "file.string_too_long": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} holds a text longer than {limit} characters."
    ),
    "file.unknown_kind": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is not a Peloton Desktop record, course or ruleset."
    ),
    "file.newer_version": QT_TRANSLATE_NOOP(
        "Messages",
        "The file {file} was written by a newer version (format {version}); "
        "this version reads up to format {supported}.",
    ),
    "file.schema": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is not valid: {where}: {problem}."
    ),
    "file.write_failed": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} could not be written: {reason}."
    ),
    "file.is_folder": QT_TRANSLATE_NOOP(
        "Messages", "{file} is a folder: give the name of the file to write."
    ),
    "file.no_folder": QT_TRANSLATE_NOOP(
        "Messages", "The folder {folder} does not exist: create it first, or choose another."
    ),
    "file.found_course.expected_record": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is a course, not a game record: open it in the course library."
    ),
    "file.found_ruleset.expected_record": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is a ruleset, not a game record."
    ),
    "file.found_record.expected_course": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is a game record, not a course: give a course file or id."
    ),
    "file.found_ruleset.expected_course": QT_TRANSLATE_NOOP(
        "Messages", "The file {file} is a ruleset, not a course: give a course file or id."
    ),
    # records
    "record.unknown_game": QT_TRANSLATE_NOOP(
        "Messages", "The record is for an unknown game “{game}”."
    ),
    "record.game_unavailable": QT_TRANSLATE_NOOP(
        "Messages", "The game “{game}” is not available in this version."
    ),
    "record.too_slow": QT_TRANSLATE_NOOP(
        "Messages",
        "The record is refused: replaying it took more than {seconds} seconds "
        "(stopped at action {index}).",
    ),
    "lesson.bad_step": QT_TRANSLATE_NOOP(
        "Messages", "Step {step} of the lesson {lesson} cannot be played: {reason}"
    ),
    "record.bad_action": QT_TRANSLATE_NOOP(
        "Messages", "Action {index} of the record ({action}) cannot be played: {reason}"
    ),
    "record.ruleset_mismatch": QT_TRANSLATE_NOOP(
        "Messages", "The record's ruleset is for “{found}”, not for “{game}”."
    ),
    "record.seats_mismatch": QT_TRANSLATE_NOOP(
        "Messages", "The record names {seats} seats but its set-up is for {players} players."
    ),
    # rulesets
    "ruleset.missing": QT_TRANSLATE_NOOP("Messages", "The value “{value}” is missing."),
    "ruleset.unknown": QT_TRANSLATE_NOOP(
        "Messages", "“{value}” is not a value of this game's rules."
    ),
    "ruleset.type.int": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be a whole number, not “{found}”."
    ),
    "ruleset.type.float": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be a number, not “{found}”."
    ),
    "ruleset.type.bool": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be yes or no, not “{found}”."
    ),
    "ruleset.type.str": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be a text, not “{found}”."
    ),
    "ruleset.type.list": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be a list, not “{found}”."
    ),
    "ruleset.type.dict": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be a table, not “{found}”."
    ),
    "ruleset.length": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must have {expected} entries, not {found}."
    ),
    "ruleset.range": QT_TRANSLATE_NOOP(
        "Messages", "The value “{value}” must be between {min} and {max}, not {found}."
    ),
    "ruleset.fixed": QT_TRANSLATE_NOOP(
        "Messages",
        "The value “{value}” is a reading this version plays one way only: it cannot change.",
    ),
    "ruleset.unplayable": QT_TRANSLATE_NOOP(
        "Messages", "The game cannot be played with these values ({changed}): {reason}"
    ),
    "ruleset.broke": QT_TRANSLATE_NOOP(
        "Messages",
        "The game cannot be played with these values ({changed}): a game stopped on them.",
    ),
    "ruleset.name": QT_TRANSLATE_NOOP("Messages", "Give the ruleset a name other than “standard”."),
    # setup
    "setup.player_count": QT_TRANSLATE_NOOP(
        "Messages", "{game} is played by {min} to {max} players, not {count}."
    ),
    "setup.invalid": QT_TRANSLATE_NOOP("Messages", "The game set-up is not valid: {problem}."),
    "setup.missing": QT_TRANSLATE_NOOP(
        "Messages", "The game set-up is not valid: “{name}” is missing."
    ),
    "setup.wrong_kind": QT_TRANSLATE_NOOP(
        "Messages", "The game set-up is not valid: a value is of the wrong kind or out of range."
    ),
    "setup.unplayable": QT_TRANSLATE_NOOP("Messages", "A game cannot be started from this set-up."),
    # actions
    "action.not_your_turn": QT_TRANSLATE_NOOP("Messages", "It is not seat {seat}'s turn to play."),
    "action.illegal": QT_TRANSLATE_NOOP("Messages", "This action is not allowed now."),
    "action.game_over": QT_TRANSLATE_NOOP("Messages", "The game is over."),
    "action.unknown_seat": QT_TRANSLATE_NOOP("Messages", "There is no seat {seat} in this game."),
    # cli / misc
    "cli.unknown_game": QT_TRANSLATE_NOOP(
        "Messages", "Unknown game “{game}”. Known games: {known}."
    ),
    "cli.unknown_bot": QT_TRANSLATE_NOOP("Messages", "Unknown bot “{bot}”. Known bots: {known}."),
    "cli.bad_argument": QT_TRANSLATE_NOOP("Messages", "Bad argument: {problem}."),
    "cli.record_not_finished": QT_TRANSLATE_NOOP(
        "Messages", "The game saved in {file} is not finished: it has no results yet."
    ),
    "internal": QT_TRANSLATE_NOOP("Messages", "Internal error: {reason}"),
}


def english(key: str, params: Mapping[str, Any] | None = None) -> str:
    """The English text of a message, for the command line and logs; a "%n" count (the
    parameter "n") takes the English plural of its "(s)" as Qt's English forms do."""
    template = MESSAGES.get(key, key)
    n = params.get("n") if params else None
    if "%n" in template and isinstance(n, int):
        template = template.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")
    return render(template, params)


def render(template: str, params: Mapping[str, Any] | None = None) -> str:
    """Format named placeholders; a missing one is left visible rather than crash.
    A value from a file is shown tame: control characters escaped (a message stays one
    line) and long values cut."""
    if not params:
        return template
    try:
        return template.format_map(_Lenient({k: _tame(v) for k, v in params.items()}))
    except (ValueError, IndexError):
        return template


MAX_SHOWN = 300  # characters of one value in a message


def _tame(value: Any) -> Any:
    if isinstance(value, bool | int | float) or value is None:
        return value
    text = str(value)
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        text = "".join(c if 32 <= ord(c) != 127 else f"\\x{ord(c):02x}" for c in text)
    if len(text) > MAX_SHOWN:
        text = text[: MAX_SHOWN - 1] + "…"
    return text


class _Lenient(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
