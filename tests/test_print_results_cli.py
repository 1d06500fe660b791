"""`print --what results --record FILE`: the results sheet of a finished game, as the
game page prints it; a game not over or a file that is no record: exit 2."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from peloton_desktop.cli import main


def finished_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    args = ["simulate", "coup_de_bordure", "--players", "2", "--seed", "5", "--games", "1"]
    assert main([*args, "--bot", "heuristic", "--record-dir", str(tmp_path)]) == 0
    return Path(json.loads(capsys.readouterr().out.splitlines()[0])["record"])


def test_print_the_results_of_a_finished_game(
    qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    record = finished_record(tmp_path, capsys)
    out = tmp_path / "results.pdf"
    argv = ["print", "--what", "results", "--record", str(record), "--out", str(out)]
    assert main(["--lang", "en", *argv]) == 0
    # the results, then the story of the game (its charts and turning points)
    assert "results.pdf: 2 pages (a4)" in capsys.readouterr().out
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler-utils")
    words = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    assert "Coup de bordure" in words and "wins" in words
    assert "The story of the game" in words and "Where it was won" in words
    assert "chance went from" in words


def test_print_results_refuses_an_unfinished_or_unreadable_record(
    qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    record = finished_record(tmp_path, capsys)
    data = json.loads(record.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:3]
    unfinished = tmp_path / "unfinished.peloton"
    unfinished.write_text(json.dumps(data), encoding="utf-8")
    garbage = tmp_path / "garbage.peloton"
    garbage.write_text("not json at all", encoding="utf-8")
    out = tmp_path / "x.pdf"
    for path, reason in [
        (unfinished, "is not finished: it has no results yet"),
        (garbage, "garbage.peloton"),
        (tmp_path / "missing.peloton", "does not exist"),
    ]:
        assert main(["print", "--what", "results", "--record", str(path), "-o", str(out)]) == 2
        assert reason in capsys.readouterr().err
    assert main(["print", "--what", "results", "-o", str(out)]) == 2
    assert "--what results needs --record" in capsys.readouterr().err
    assert not out.exists()
