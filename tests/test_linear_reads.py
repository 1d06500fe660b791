"""The file gate's checks before parsing (issue 41): a file of any shape up to its
kind's size limit is answered in one pass over it, and the kind's own limit applies
before anything reads the contents. The times are in `benchmarks/hostile_files.py`;
here, shapes that took hours before (a string of escaped quotes never closed) and
what the scan must still tell apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from peloton_desktop.core.errors import FileProblem
from peloton_desktop.core.files import MAX_DEPTH, parse_json_bytes
from peloton_desktop.gate import LIMITS, kind_of, read_record, validate_file

HEAD = '{"format": "peloton-desktop/record", "title": "'


@pytest.mark.parametrize(
    "body",
    [
        HEAD + '\\"' * 500_000,  # issue 41's freeze, at 1 MB (60 KB took 20 s)
        HEAD + "\\\\\\" * 300_000,
        HEAD + '\\"[{' * 200_000,
    ],
    ids=["escaped quotes", "backslash runs", "brackets"],
)
def test_an_unterminated_string_of_a_megabyte_is_not_json(tmp_path: Path, body: str) -> None:
    path = tmp_path / "hostile.peloton"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(FileProblem) as err:
        read_record(path)
    assert err.value.key == "file.not_json"
    assert "hostile.peloton" in str(err.value)


@pytest.mark.parametrize(
    ("text", "deep"),
    [
        ('{"a": "' + "[" * 100 + '"}', False),  # brackets inside a string
        ('{"a": "\\"' + "[" * 100 + '"}', False),  # after an escaped quote, still inside
        ('{"a": "\\\\", "b": ' + "[" * 60 + "]" * 60 + "}", True),  # the string closed
        ("[" * MAX_DEPTH + "]" * MAX_DEPTH, False),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), True),
        ("[[]]" * 10_000, False),  # many brackets, never deep
        ('["' + "]" * 100 + '", ' + "[" * 60 + "]" * 60 + "]", True),
    ],
)
def test_nesting_is_counted_outside_strings_only(text: str, deep: bool) -> None:
    try:
        parse_json_bytes(text.encode(), "x.json")
    except FileProblem as exc:
        assert deep == (exc.key == "file.too_deep"), str(exc)
    else:
        assert not deep


def test_a_kinds_own_limit_applies_before_its_contents_are_read(tmp_path: Path) -> None:
    """Past the ruleset's limit, a file named a ruleset is refused for its size even
    when what it holds would be refused for something else."""
    path = tmp_path / "huge.peloton-ruleset"
    path.write_text(HEAD + '\\"' * LIMITS["ruleset"], encoding="utf-8")
    with pytest.raises(FileProblem) as err:
        validate_file(path)
    assert err.value.key == "file.too_large"
    assert str(LIMITS["ruleset"]) in str(err.value)


def test_a_json_file_gets_its_kinds_limit_once_its_format_is_read(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    filler = "x" * 1000
    values = ", ".join(f'"k{i}": "{filler}"' for i in range(LIMITS["ruleset"] // 1000 + 10))
    path.write_text(
        '{"format": "peloton-desktop/ruleset", "game": "cyclistes", "values": {' + values + "}}",
        encoding="utf-8",
    )
    for check in (validate_file, kind_of):
        with pytest.raises(FileProblem) as err:
            check(path)
        assert err.value.key == "file.too_large"
        assert "rules.json" in str(err.value) and str(tmp_path) not in str(err.value)
