"""Reading files someone handed us without ever crashing, and writing atomically.

The first step of the file gate (`peloton_desktop/gate.py`): a bounded read. Before
any schema sees a file, its size, nesting depth, numbers, strings and number of
values are bounded, so that no file can exhaust the stack, the memory or the time of
the app (a 5000-digit integer, arrays nested 900 deep, a million values).
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

from peloton_desktop.core.errors import FileProblem

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 48  # our formats nest a dozen levels at most
MAX_NUMBER_CHARS = 40  # a seed is 20 digits; a float's repr about 25 characters
MAX_STRING = 200_000  # characters of one string (a course's description is far less)
MAX_VALUES = 2_000_000  # values in one file, all levels counted
# A string, or the rest of the file after an unterminated one: the scan goes once
# over the text, never back (a string that fails to close is not tried again from
# each of its quotes, which took time in the square of the file's size).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def read_json_file(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> Any:
    """Parse a JSON file, or raise FileProblem with a message key saying what is wrong."""
    raw = read_bounded(path, limit)
    return parse_json_bytes(raw, Path(path).name, limit)


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """A regular file's bytes, refused unread when it is larger than `limit`. Messages
    name the file, not its folder (the user knows which file he handed us)."""
    p = Path(path)
    name = p.name or str(p)
    try:
        size = p.stat().st_size
        if not p.is_file():
            raise FileProblem("file.unreadable", file=name, reason="not a regular file")
    except FileNotFoundError:
        raise FileProblem("file.missing", file=name) from None
    except OSError as exc:
        raise FileProblem("file.unreadable", file=name, reason=exc.strerror or str(exc)) from None
    if size > limit:
        raise FileProblem("file.too_large", file=name, size=size, limit=limit)
    try:
        with p.open("rb") as fh:
            raw = fh.read(limit + 1)  # a file that grew since its stat is still bounded
    except OSError as exc:
        raise FileProblem("file.unreadable", file=name, reason=exc.strerror or str(exc)) from None
    if len(raw) > limit:
        raise FileProblem("file.too_large", file=name, size=len(raw), limit=limit)
    return raw


def text_of(raw: bytes, name: str, limit: int) -> str:
    """A file's bytes as text: within its limit, not empty, no NUL, UTF-8 (a BOM allowed)."""
    if len(raw) > limit:
        raise FileProblem("file.too_large", file=name, size=len(raw), limit=limit)
    if not raw.strip():
        raise FileProblem("file.empty", file=name)
    if b"\x00" in raw:
        raise FileProblem("file.not_text", file=name)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem("file.not_text", file=name) from None


def parse_json_bytes(raw: bytes, name: str, limit: int = MAX_FILE_BYTES) -> Any:
    text = text_of(raw, name, limit)
    _check_depth(text, name)

    def number(literal: str) -> Any:
        if len(literal) > MAX_NUMBER_CHARS:
            raise FileProblem("file.number_too_long", file=name, length=len(literal))
        if not any(c in literal for c in ".eE"):
            return int(literal)
        value = float(literal)
        if not math.isfinite(value):
            raise FileProblem("file.number_not_finite", file=name, value=literal)
        return value

    def constant(literal: str) -> Any:
        raise FileProblem("file.number_not_finite", file=name, value=literal)

    try:
        data = json.loads(text, parse_int=number, parse_float=number, parse_constant=constant)
    except json.JSONDecodeError as exc:
        raise FileProblem("file.not_json", file=name, line=exc.lineno, column=exc.colno) from None
    except (RecursionError, MemoryError):
        raise FileProblem("file.too_deep", file=name) from None
    _check_values(data, name)
    return data


def _check_depth(text: str, name: str) -> None:
    """Nesting deeper than MAX_DEPTH is refused before parsing (no recursion here)."""
    bare = _STRING.sub("", text)
    if bare.count("[") + bare.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for match in _BRACKET.finditer(bare):
        depth += 1 if match.group() in "[{" else -1
        if depth > MAX_DEPTH:
            raise FileProblem("file.too_deep", file=name)


def _check_values(data: Any, name: str) -> None:
    """Bound the number of values and the length of every string (iteratively)."""
    todo = [data]
    count = 0
    while todo:
        value = todo.pop()
        count += 1
        if count > MAX_VALUES:
            raise FileProblem("file.too_many_values", file=name, limit=MAX_VALUES)
        if isinstance(value, str):
            if len(value) > MAX_STRING:
                raise FileProblem("file.string_too_long", file=name, limit=MAX_STRING)
        elif isinstance(value, dict):
            for key in value:
                if len(key) > MAX_STRING:
                    raise FileProblem("file.string_too_long", file=name, limit=MAX_STRING)
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON so that a crash leaves either the old file or the new one, never half.

    Temp file in the same directory, fsync, rename over, then fsync the directory.
    """
    p = Path(path)
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n"
    write_text_atomic(p, text)


def check_target(p: Path, create_folder: bool = True) -> None:
    """Refuse to write over a folder, or (unless asked to create it) into a missing one."""
    if p.is_dir():
        raise FileProblem("file.is_folder", file=str(p))
    if not create_folder and not p.parent.is_dir():
        raise FileProblem("file.no_folder", folder=str(p.parent))


def file_mode() -> int:
    """The mode a new file gets from the umask (a temporary file is created 0600)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


# PELOTON_TEST_FSYNC=0: the test suite's throw-away files need no power-cut safety (git's
# test suite does the same with GIT_TEST_FSYNC); the app always syncs.
SYNC = os.environ.get("PELOTON_TEST_FSYNC", "1") != "0"


def write_text_atomic(p: Path, text: str) -> None:
    check_target(p)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
                fh.flush()
                if SYNC:
                    os.fsync(fh.fileno())
            os.chmod(tmp, file_mode())
            os.replace(tmp, p)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        if SYNC:
            _fsync_dir(p.parent)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise FileProblem("file.write_failed", file=str(p), reason=reason) from exc


def remove_leftovers(folder: Path, older_than: float = 60.0) -> None:
    """Temporary files of a write that was interrupted (a kill, a power cut): a write
    lasts well under a second, so one older than `older_than` seconds is a leftover."""
    now = time.time()
    for tmp in folder.glob(".*.tmp"):
        try:
            if now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
        except OSError:
            continue


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


KINDS = {
    "peloton-desktop/record": "record",
    "peloton-desktop/course": "course",
    "peloton-desktop/ruleset": "ruleset",
}


def not_of_kind(data: Any, name: str, expected: str) -> FileProblem:
    """The error for a file that is not the `expected` kind: it names what it is."""
    fmt = data.get("format") if isinstance(data, dict) else None
    found = KINDS.get(fmt) if isinstance(fmt, str) else None
    if found is not None and found != expected:
        return FileProblem(f"file.found_{found}.expected_{expected}", file=name)
    return FileProblem("file.unknown_kind", file=name)
