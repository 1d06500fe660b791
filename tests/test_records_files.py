"""Bad files never crash: each gets a message key saying what is wrong."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from peloton_desktop.core import files
from peloton_desktop.core.errors import BadInput, FileProblem
from peloton_desktop.core.play import simulate_one
from peloton_desktop.core.records import RECORD_FORMAT, load_record, save_record
from peloton_desktop.core.registry import load_game
from peloton_desktop.core.rng import Rng
from peloton_desktop.gate import validate_file


def _valid_record(game_id: str) -> dict:
    played = simulate_one(load_game(game_id), 2, seed=5, bot_name="random")
    return played.record.model_dump(mode="json")


BAD_FILES: list[tuple[str, bytes, str]] = [
    ("empty", b"", "file.empty"),
    ("blank", b"  \n\t ", "file.empty"),
    ("binary", bytes(range(256)), "file.not_text"),
    ("latin1", '{"a": "é"}'.encode("latin-1"), "file.not_text"),
    ("truncated", b'{"format": "peloton-desktop/record", "game":', "file.not_json"),
    ("not an object", b"[1, 2, 3]", "file.unknown_kind"),
    ("foreign json", b'{"hello": "world"}', "file.unknown_kind"),
    ("deep", b"[" * 100_000 + b"]" * 100_000, "file.too_deep"),
    (
        "newer",
        json.dumps({"format": RECORD_FORMAT, "version": 99}).encode(),
        "file.newer_version",
    ),
    (
        "schema",
        json.dumps({"format": RECORD_FORMAT, "version": 1, "game": "x"}).encode(),
        "file.schema",
    ),
]


@pytest.mark.parametrize(("name", "content", "key"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_bad_files_give_a_clear_reason(tmp_path: Path, name: str, content: bytes, key: str):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(FileProblem) as err:
        load_record(path)
    assert err.value.key == key
    assert path.name in str(err.value) and str(path.parent) not in str(err.value)


def test_missing_and_directory(tmp_path: Path) -> None:
    with pytest.raises(FileProblem) as err:
        load_record(tmp_path / "nope.json")
    assert err.value.key == "file.missing"
    with pytest.raises(FileProblem) as err:
        load_record(tmp_path)
    assert err.value.key == "file.unreadable"


def test_too_large_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with open(path, "wb") as fh:
        fh.truncate(files.MAX_FILE_BYTES + 1)
    with pytest.raises(FileProblem) as err:
        load_record(path)
    assert err.value.key == "file.too_large"


def test_schema_problem_says_where(tmp_path: Path, dice_race: str) -> None:
    data = _valid_record(dice_race)
    data["actions"][2]["seat"] = -1
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data))
    with pytest.raises(FileProblem) as err:
        load_record(path)
    assert err.value.params["where"] == "actions → 2 → seat"


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path: Path, monkeypatch):
    path = tmp_path / "save.json"
    files.write_json_atomic(path, {"v": 1})

    def boom(*_args, **_kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(FileProblem) as err:
        files.write_json_atomic(path, {"v": 2})
    assert err.value.key == "file.write_failed"
    assert json.loads(path.read_text()) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"], "temp file left behind"


def test_save_and_load_round_trip(tmp_path: Path, dice_race: str) -> None:
    played = simulate_one(load_game(dice_race), 4, seed=8, bot_name="random")
    path = tmp_path / "deep" / "dir" / "game.json"
    save_record(played.record, path)
    loaded = load_record(path)
    assert loaded.actions == played.record.actions and loaded.seed == 8
    assert validate_file(path) == "record"


def test_fuzzed_records_never_crash(tmp_path: Path, dice_race: str) -> None:
    """Hundreds of mutated copies of a valid record: valid or BadInput, nothing else."""
    original = json.dumps(_valid_record(dice_race)).encode()
    rng = Rng(2024)
    path = tmp_path / "fuzz.json"
    outcomes = {"valid": 0, "refused": 0}
    for _ in range(400):
        data = bytearray(original)
        for _ in range(rng.randint(1, 6)):
            if not data:
                break
            op = rng.below(4)
            i = rng.below(len(data))
            if op == 0:
                data[i] = rng.below(256)
            elif op == 1:
                del data[i : i + rng.randint(1, 40)]
            elif op == 2:
                data[i:i] = rng.choice([b"-1", b"null", b"[]", b"{}", b'"x"', b"1e999", b"\xff"])
            else:
                data = data[: i + 1]
        path.write_bytes(bytes(data))
        try:
            validate_file(path)
            outcomes["valid"] += 1
        except BadInput:
            outcomes["refused"] += 1
    assert outcomes["refused"] > 300


def test_structurally_valid_records_with_wrong_values(tmp_path: Path, dice_race: str) -> None:
    base = _valid_record(dice_race)
    mutations = [
        ("setup", {"players": 9}),
        ("setup", {}),
        ("seed", -5),
        ("seed", 2**70),
        ("game", "chess"),
        ("game", "coup_de_bordure"),
        ("ruleset", {"game": "other", "format": "peloton-desktop/ruleset"}),
        ("actions", [{"seat": 0, "action": ["effort", 9]}]),
        ("actions", "nope"),
    ]
    for key, value in mutations:
        data = dict(base, **{key: value})
        path = tmp_path / "m.json"
        path.write_text(json.dumps(data))
        with pytest.raises(BadInput):
            validate_file(path)


def test_the_app_syncs_a_written_file_and_its_folder(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The suite turns fsync off (PELOTON_TEST_FSYNC=0, its files are thrown away); the
    app never does: the file's data and the folder's new name reach the disk."""
    monkeypatch.setattr(files, "SYNC", True)
    synced: list[int] = []
    monkeypatch.setattr(files.os, "fsync", synced.append)
    files.write_json_atomic(tmp_path / "r.json", {"v": 1})
    assert len(synced) == 2
    assert json.loads((tmp_path / "r.json").read_text()) == {"v": 1}
