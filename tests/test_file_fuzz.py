"""Property-based fuzzing of the file gate with Hypothesis (issue 41), beside the
mutants of `hostile.py`: records', courses' and rulesets' shapes with any value at
any place, and JSON texts of any nesting with strings full of quotes, backslashes
and brackets. Each answer is a kind or one sentence naming the file, never a crash;
the pre-parse nesting scan agrees with the parser.

Reproducible in CI: derandomized (the examples follow from the test's code) and no
example database; each test is bounded by its number of examples (a few seconds).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import hostile
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from peloton_desktop.core.errors import BadInput, FileProblem
from peloton_desktop.core.files import MAX_DEPTH, parse_json_bytes
from peloton_desktop.gate import validate_file

CI = settings(
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=100,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

SOUND = [f for f in hostile.sound_files() if f[0] in ("record", "course", "ruleset")]
# the shortest sound file of each kind (the replay of a long record costs seconds)
SHORTEST = {
    kind: min((d for k, _n, d in SOUND if k == kind), key=lambda d: len(json.dumps(d)))
    for kind in ("record", "course", "ruleset")
}

# strings as files hold them, and as attackers write them
TEXT = st.text(
    alphabet=st.sampled_from('"\\[]{}:,/ax0é\u202e\n\x00\U0001f6b4')
    | st.characters(exclude_categories=["Cs"]),  # no lone surrogate: not UTF-8
    max_size=40,
)
NUMBERS = st.integers(min_value=-(10**45), max_value=10**45) | st.floats(allow_nan=False)
VALUES = st.recursive(
    st.none() | st.booleans() | NUMBERS | TEXT,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(TEXT, inner, max_size=6),
    max_leaves=30,
)


def _places(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [at]
    if isinstance(data, dict):
        for k, v in data.items():
            found += _places(v, (*at, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:8]):
            found += _places(v, (*at, i))
    return found


def _changed(data: Any, place: tuple[Any, ...], value: Any, drop: bool) -> Any:
    data = json.loads(json.dumps(data))
    if not place:
        return value
    parent = data
    for p in place[:-1]:
        parent = parent[p]
    if drop and isinstance(parent, dict):
        del parent[place[-1]]
    else:
        parent[place[-1]] = value
    return data


def _answer(path: Path) -> str:
    try:
        return validate_file(path)
    except BadInput as exc:
        text = str(exc)
        assert "\n" not in text and text.strip(), text
        assert path.name in text, text
        return "refused"


def _shapes(kind: str) -> st.SearchStrategy[Any]:
    sound = SHORTEST[kind]
    place = st.sampled_from(_places(sound))
    return st.builds(_changed, st.just(sound), place, VALUES, st.booleans())


def _check(tmp_path: Path, kind: str, data: Any) -> None:
    path = tmp_path / f"fuzz.peloton-{kind}"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert _answer(path) in (kind, "refused")


@CI
@given(data=_shapes("record"))
def test_any_value_anywhere_in_a_record(tmp_path: Path, data: Any) -> None:
    _check(tmp_path, "record", data)


@CI
@given(data=_shapes("course"))
def test_any_value_anywhere_in_a_course(tmp_path: Path, data: Any) -> None:
    _check(tmp_path, "course", data)


@settings(CI, max_examples=40)  # a sound ruleset plays a few games to be accepted
@given(data=_shapes("ruleset"))
def test_any_value_anywhere_in_a_ruleset(tmp_path: Path, data: Any) -> None:
    _check(tmp_path, "ruleset", data)


def _depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


NESTED = st.recursive(
    st.none() | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=80,
)


@settings(CI, max_examples=300)
@given(value=NESTED, extra=st.integers(min_value=0, max_value=60))
def test_the_nesting_scan_agrees_with_the_parser(value: Any, extra: int) -> None:
    value = [value] if extra == 0 else value
    for _ in range(extra):
        value = {'\\"[': [value, "]}\\"]}
    raw = json.dumps(value, ensure_ascii=False).encode("utf-8")
    try:
        parsed = parse_json_bytes(raw, "x.json")
    except FileProblem as exc:
        assert exc.key == "file.too_deep", str(exc)
        assert _depth(value) > MAX_DEPTH
    else:
        assert parsed == value and _depth(value) <= MAX_DEPTH


@settings(CI, max_examples=300)
@given(text=st.text(alphabet=st.sampled_from('"\\[]{}:, 1aé'), max_size=300))
def test_any_text_is_read_or_refused_in_one_sentence(text: str) -> None:
    try:
        parse_json_bytes(("{" + text).encode("utf-8"), "x.json")
    except FileProblem as exc:
        assert "\n" not in str(exc) and "x.json" in str(exc)
