"""What trying the command line by hand found: closed pipes, wrong kinds of file,
seats that do not match the set-up, PDFs over folders, bot level names."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from peloton_desktop.cli import main

ROOT = Path(__file__).resolve().parent.parent


def _shell(command: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PELOTON_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    exe = f"{sys.executable} -m peloton_desktop"
    return subprocess.run(
        ["bash", "-c", "set -o pipefail; umask 022; " + command.replace("PD", exe)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


@pytest.mark.parametrize(
    "command",
    [
        "PD simulate coup_de_bordure --players 2 --games 30 | head -1",
        "PD courses --json | head -c 5",
        "PD games | head -c 3",
    ],
)
def test_a_closed_pipe_is_a_normal_end(command: str, user_home: Path) -> None:
    out = _shell(command, user_home)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "BrokenPipe" not in out.stderr


def test_replay_into_a_closed_pipe(user_home: Path, tmp_path: Path) -> None:
    rec = tmp_path / "rec"
    assert main(["simulate", "border_states", "--players", "2", "--record-dir", str(rec)]) == 0
    record = next(rec.glob("*.json"))
    out = _shell(f"PD replay {record} --json | head -c 10", user_home)
    assert out.returncode == 0 and "Traceback" not in out.stderr


def _record(tmp_path: Path, players: int = 4) -> Path:
    rec = tmp_path / "rec"
    args = ["simulate", "coup_de_bordure", "--players", str(players), "--record-dir", str(rec)]
    assert main(args) == 0
    return next(rec.glob("*.json"))


def test_seats_that_do_not_match_the_setup_are_refused(tmp_path: Path, capsys) -> None:
    path = _record(tmp_path)
    data = json.loads(path.read_text())
    data["seats"] = data["seats"][:1]  # a 4-player save cut to one seat
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["validate", str(path)]) == 2
    assert "names 1 seats but its set-up is for 4 players" in capsys.readouterr().err
    assert main(["replay", str(path), "--json"]) == 2


@pytest.mark.parametrize("hidden", [["P"], {"colour": "P"}, 3])
def test_a_malformed_setup_is_bad_input(tmp_path: Path, capsys, hidden) -> None:
    path = _record(tmp_path, 2)
    data = json.loads(path.read_text())
    data["setup"]["teams"][0]["riders"][0]["hidden"] = hidden
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["validate", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert main(["replay", str(path), "--json"]) == 2


def test_each_kind_of_file_says_what_it_is(tmp_path: Path, capsys) -> None:
    course = ROOT / "resources" / "games" / "cyclistes" / "courses" / "classique_du_nord.json"
    assert main(["replay", str(course), "--json"]) == 2
    assert "is a course, not a game record" in capsys.readouterr().err
    record = _record(tmp_path, 2)
    capsys.readouterr()
    assert main(["print", str(record), "-o", str(tmp_path / "x.pdf")]) == 2
    assert "is a game record, not a course" in capsys.readouterr().err


def test_print_refuses_a_folder_and_a_missing_folder(tmp_path: Path, user_home: Path) -> None:
    out = _shell(f"PD print milan_san_remo -o {tmp_path}", user_home)
    assert out.returncode == 2 and "is a folder" in out.stderr and ".tmp" not in out.stderr
    missing = tmp_path / "nowhere" / "x.pdf"
    out = _shell(f"PD print milan_san_remo -o {missing}", user_home)
    assert out.returncode == 2 and "does not exist" in out.stderr
    assert not missing.parent.exists()


def test_written_files_follow_the_umask(tmp_path: Path, user_home: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    out = _shell(f"PD print milan_san_remo -o {pdf}", user_home)
    assert out.returncode == 0, out.stderr
    assert stat.S_IMODE(pdf.stat().st_mode) == 0o644
    out = _shell(f"PD simulate border_states --players 2 --record-dir {tmp_path}", user_home)
    assert out.returncode == 0, out.stderr
    record = next(tmp_path.glob("border_states-*.json"))
    assert stat.S_IMODE(record.stat().st_mode) == 0o644


def test_bot_names_are_the_gui_levels(capsys) -> None:
    assert main(["simulate", "coup_de_bordure", "--players", "2", "--bot", "easy"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] in (0, 1)
    assert main(["simulate", "coup_de_bordure", "--players", "2", "--bot", "hard"]) == 2
    err = capsys.readouterr().err
    assert "easy" in err and "strong" in err


def test_self_test_is_quiet_and_quick(user_home: Path) -> None:
    out = _shell("PD --self-test", user_home)
    assert out.returncode == 0, out.stderr
    assert "propagateSizeHints" not in out.stderr + out.stdout
