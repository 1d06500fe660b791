"""`test-ride` and `simulate --jobs` (docs/cli.md): the same output on 1 and 2 workers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from peloton_desktop.cli import main


def out(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def test_test_ride_prints_the_same_on_one_and_two_workers(capsys) -> None:  # type: ignore[no-untyped-def]
    ride = ("test-ride", "etape_de_plaine", "--players", "3", "--races", "5", "--bot", "easy")
    one = out(capsys, *ride, "--jobs", "1", "--json")
    two = out(capsys, *ride, "--jobs", "2", "--json")
    assert one == two
    report = json.loads(one)
    assert report["races"] == 5 and len(report["seats"]) == 3
    assert set(report["extras"]) == {"rdv.ride.tried", "rdv.ride.held", "rdv.ride.won"}
    words = out(capsys, *ride, "--jobs", "2")
    assert words.splitlines()[0] == "5 races of 3 teams, a bot at every seat."
    assert "Seat 1 wins " in words and "Breakaways tried: " in words


def test_simulate_prints_the_same_lines_on_two_workers(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    sim = ("simulate", "coup_de_bordure", "--players", "2", "--games", "3", "--seed", "4")
    one = out(capsys, *sim)
    two = out(capsys, *sim, "--jobs", "2")
    assert one == two and len(one.splitlines()) == 3
    out(capsys, *sim, "--jobs", "2", "--record-dir", str(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        f"coup_de_bordure-{s}.json" for s in (4, 5, 6)
    ]


@pytest.mark.parametrize(
    "args",
    [
        ("test-ride", "no_such_course", "--players", "2"),
        ("test-ride", "etape_de_plaine", "--players", "2", "--jobs", "0"),
        ("test-ride", "etape_de_plaine", "--players", "2", "--races", "0"),
        ("test-ride", "etape_de_plaine", "--players", "2", "--bot", "genius"),
        ("test-ride", "etape_de_plaine", "--players", "99"),
        ("simulate", "cyclistes", "--players", "2", "--jobs", "many"),
    ],
)
def test_bad_input_is_exit_2_with_one_line(args: tuple[str, ...], capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(list(args)) == 2
    err = capsys.readouterr().err
    assert err.startswith("peloton-desktop: ") and err.count("\n") == 1
