"""Every refusal of a file names it (its name, not its folder) and the value at fault,
on the command line, in the GUI and in the quarantine notice (issue 41)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from peloton_desktop.cli import main
from peloton_desktop.core.errors import BadInput
from peloton_desktop.gate import open_record, validate_file
from peloton_desktop.ui.pieces.text import error_text

DATA = Path(__file__).resolve().parent / "data" / "records"


def _sound() -> dict[str, Any]:
    return json.loads((DATA / "cdb_2p_heuristic.json").read_text(encoding="utf-8"))


def _illegal_middle(d: dict[str, Any]) -> None:
    d["actions"][len(d["actions"]) // 2]["action"] = {"bogus": 1}


def _other_ruleset(d: dict[str, Any]) -> None:
    d["ruleset"]["game"] = "cyclistes"


def _unknown_value(d: dict[str, Any]) -> None:
    d["ruleset"]["values"]["riders_per_tem"] = 3


def _passwd_course(d: dict[str, Any]) -> None:
    cyc = json.loads((DATA / "cyc_2p_before_designer.json").read_text(encoding="utf-8"))
    cyc["setup"]["courses"][0]["id"] = "../../../../etc/passwd"
    cyc["setup"]["stages"] = ["../../../../etc/passwd"]
    d.clear()
    d.update(cyc)


CASES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("illegal_middle", _illegal_middle, '{"bogus":1}'),
    ("other_ruleset", _other_ruleset, "cyclistes"),
    ("unknown_value", _unknown_value, "riders_per_tem"),
    ("passwd_course", _passwd_course, "../../../../etc/passwd"),
]


def _write(tmp_path: Path, name: str, change: Callable[[dict[str, Any]], None]) -> Path:
    data = _sound()
    change(data)
    path = tmp_path / "deep" / "folder" / f"{name}.peloton"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "change", "value"), CASES, ids=[c[0] for c in CASES])
def test_the_command_line_names_the_file_and_the_value(
    tmp_path: Path, capsys, name: str, change: Callable[[dict[str, Any]], None], value: str
) -> None:
    path = _write(tmp_path, name, change)
    for command in ("validate", "replay"):
        assert main([command, str(path)]) == 2
        said = capsys.readouterr().err.strip()
        assert len(said.splitlines()) == 1, said
        assert f"{name}.peloton" in said and value in said, said
        assert str(path.parent) not in said
    if name == "passwd_course":  # the course it names, not a file called so
        assert "The file ../" not in said


@pytest.mark.parametrize(("name", "change", "value"), CASES, ids=[c[0] for c in CASES])
def test_the_gui_names_the_file_in_french(
    tmp_path: Path, qapp, name: str, change: Callable[[dict[str, Any]], None], value: str
) -> None:
    from peloton_desktop.ui.shell.i18n import manager

    path = _write(tmp_path, name, change)
    with pytest.raises(BadInput) as err:
        open_record(path)
    try:
        manager.apply("fr")
        shown = error_text(err.value)
    finally:
        manager.apply("en")
    assert shown.startswith(f"{name}.peloton"), shown
    assert value in shown and str(path.parent) not in shown
    assert shown != str(err.value)  # the French, the inner reason too
    if name == "illegal_middle":
        assert "n'est pas" in shown.split(":", 2)[-1] or "pas permise" in shown, shown


def test_a_symlink_loop_is_named_with_its_reason_by_print(
    tmp_path: Path, user_home: Path, capsys, monkeypatch
) -> None:
    (tmp_path / "a.peloton-course").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a.peloton-course")
    monkeypatch.chdir(tmp_path)
    for name in ("a.peloton-course", "b"):
        assert main(["print", name, "-o", str(tmp_path / "out.pdf")]) == 2
        said = capsys.readouterr().err
        assert name in said and "There is no course" not in said, said
        assert os.strerror(40) in said or "symbolic links" in said, said


def test_validate_names_the_file_of_a_wrong_kind(tmp_path: Path) -> None:
    path = tmp_path / "x.peloton"
    path.write_text('{"format": "peloton-desktop/course"}', encoding="utf-8")
    with pytest.raises(BadInput) as err:
        validate_file(path)
    assert "x.peloton" in str(err.value) and str(tmp_path) not in str(err.value)
