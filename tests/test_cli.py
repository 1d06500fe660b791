"""The command line contract (docs/cli.md): outputs and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_run import run
from games import GAMES

from peloton_desktop import __version__
from peloton_desktop.cli import main
from peloton_desktop.core import registry


def test_version(user_home: Path) -> None:
    out = run("--version", home=user_home)
    assert out.returncode == 0 and out.stdout.strip() == f"Peloton Desktop {__version__}"


def test_games_json_lists_every_registered_game(user_home: Path) -> None:
    out = run("games", "--json", home=user_home)
    assert out.returncode == 0, out.stderr
    games = json.loads(out.stdout)
    assert [g["id"] for g in games] == list(GAMES)  # every entry point, in the games' order
    for g, entry in zip(games, registry.entries(), strict=True):
        assert set(g) == {"id", "title", "min_players", "max_players", "available"}
        assert (g["title"], g["min_players"], g["max_players"]) == (
            entry.title,
            entry.min_players,
            entry.max_players,
        )
        assert g["available"] is True


def test_games_lists_a_registered_game(dice_race: str, capsys) -> None:
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == [*GAMES, dice_race]
    assert "Dice race (test)" in lines[-1] and "2-4 players  available" in lines[-1]


@pytest.mark.parametrize("game", GAMES)
def test_simulate_refuses_a_table_too_big_for_the_game(game: str, capsys) -> None:
    too_many = registry.get(game).max_players + 1
    assert main(["simulate", game, "--players", str(too_many)]) == 2
    assert f"{too_many}" in capsys.readouterr().err


BAD = [
    ("not json", b"{", "not valid JSON"),
    ("empty", b"", "empty"),
    ("binary", b"\x00\x01\x02\xff" * 100, "not a text file"),
    ("foreign", b'{"a": 1}', "not a Peloton Desktop"),
    ("huge", b" " * (17 * 1024 * 1024), "too large"),
]


@pytest.mark.parametrize(("name", "content", "reason"), BAD, ids=[b[0] for b in BAD])
def test_validate_bad_files_exit_2_with_one_line(
    user_home: Path, tmp_path: Path, name: str, content: bytes, reason: str
) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(content)
    out = run("validate", str(path), home=user_home)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and reason in out.stderr
    assert "Traceback" not in out.stderr


def test_validate_missing_file(user_home: Path, tmp_path: Path) -> None:
    out = run("validate", str(tmp_path / "nope.json"), home=user_home)
    assert out.returncode == 2 and "does not exist" in out.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "chess", "--players", "2"),
        ("simulate", "coup_de_bordure"),
        ("simulate", "coup_de_bordure", "--players", "two"),
        ("simulate", "coup_de_bordure", "--players", "5"),
        ("simulate", "coup_de_bordure", "--players", "2", "--bot", "genius"),
        ("replay",),
        ("frobnicate",),
        ("--lang", "de"),
    ],
)
def test_bad_arguments_exit_2_without_traceback(user_home: Path, args: tuple[str, ...]) -> None:
    out = run(*args, home=user_home)
    assert out.returncode == 2, out
    assert "Traceback" not in out.stderr and out.stderr.strip()


def test_simulate_then_replay_agree(dice_race: str, tmp_path: Path, capsys) -> None:
    rc = main(
        [
            "simulate",
            dice_race,
            "--players",
            "3",
            "--seed",
            "40",
            "--games",
            "4",
            "--record-dir",
            str(tmp_path),
        ]
    )
    assert rc == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["seed"] for line in lines] == [40, 41, 42, 43]
    for line in lines:
        assert {"game", "seed", "players", "winner", "ranking", "actions"} <= set(line)
        assert sorted(line["ranking"]) == [0, 1, 2] and line["winner"] == line["ranking"][0]
        assert main(["replay", line["record"], "--json"]) == 0
        replayed = json.loads(capsys.readouterr().out)
        assert replayed["over"] is True
        assert (replayed["winner"], replayed["ranking"]) == (line["winner"], line["ranking"])
        assert replayed["state"]["over"] is True and replayed["actions"] == line["actions"]
        assert main(["validate", line["record"]]) == 0
        assert capsys.readouterr().out.startswith("valid record")


def test_simulate_is_reproducible(dice_race: str, capsys) -> None:
    main(["simulate", dice_race, "--players", "2", "--seed", "9", "--games", "3"])
    first = capsys.readouterr().out
    main(["simulate", dice_race, "--players", "2", "--seed", "9", "--games", "3"])
    assert capsys.readouterr().out == first


def test_simulate_wrong_player_count(dice_race: str, capsys) -> None:
    assert main(["simulate", dice_race, "--players", "7"]) == 2
    assert "2 to 4 players" in capsys.readouterr().err


def test_validate_ruleset_file(tmp_path: Path, capsys) -> None:
    from peloton_desktop.resources import resource_path

    good = tmp_path / "r.json"  # Roue de Vitesse is available: its whole ruleset is checked
    good.write_text(resource_path("games", "roue_de_vitesse", "ruleset.json").read_text())
    assert main(["validate", str(good)]) == 0
    bad = tmp_path / "b.json"
    bad.write_text(
        json.dumps(
            {
                "format": "peloton-desktop/ruleset",
                "game": "roue_de_vitesse",
                "values": [],
                "extra": 1,
            }
        )
    )
    assert main(["validate", str(bad)]) == 2
    unknown = tmp_path / "u.json"
    unknown.write_text(json.dumps({"format": "peloton-desktop/ruleset", "game": "chess"}))
    assert main(["validate", str(unknown)]) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_coup_de_bordure_simulate_replay_validate(tmp_path: Path, capsys, players: int) -> None:
    args = [
        "simulate",
        "coup_de_bordure",
        "--players",
        str(players),
        "--seed",
        "3",
        "--games",
        "2",
        "--bot",
        "heuristic",
        "--record-dir",
        str(tmp_path),
    ]
    assert main(args) == 0
    for line in capsys.readouterr().out.splitlines():
        sim = json.loads(line)
        assert main(["replay", sim["record"], "--json"]) == 0
        rep = json.loads(capsys.readouterr().out)
        assert rep["over"] and (rep["winner"], rep["ranking"]) == (sim["winner"], sim["ranking"])
        assert len(rep["state"]["riders"]) == 3 * players and "musettes" in rep["state"]
        assert main(["validate", sim["record"]]) == 0
        capsys.readouterr()


def test_validate_course_files(tmp_path: Path, capsys) -> None:
    from peloton_desktop.resources import resource_path

    bundled = resource_path("games", "coup_de_bordure", "courses", "paris_tours.json")
    assert main(["validate", str(bundled)]) == 0
    assert capsys.readouterr().out.startswith("valid course")
    data = json.loads(bundled.read_text(encoding="utf-8"))
    for change, reason in [
        ({"tiles": "PPPPPPPPPPPPPPPP"}, "cannot end with a Flat tile"),
        ({"tiles": "PPPS"}, "has 16 tiles, not 4"),
        ({"game": "cyclistes"}, "cases: Field required"),
        ({"game": "chess"}, "Courses of the game “chess” are not supported"),
    ]:
        bad = tmp_path / "c.json"
        bad.write_text(json.dumps({**data, **change}))
        assert main(["validate", str(bad)]) == 2
        assert reason in capsys.readouterr().err


class _Sheet:
    """A stand-in document: what `print` asks of one."""

    def __init__(self, args: tuple[object, ...]) -> None:
        self.args = args

    def write_pdf(self, path: Path) -> None:
        path.write_bytes(b"%PDF-1.4\n")

    def page_count(self) -> int:
        return 1


def test_a_games_own_print_sheet_comes_through_its_entry(
    dice_race: str, tmp_path: Path, capsys, qapp
) -> None:
    """`print --what` offers what a game's entry declares (GameEntry.cli_sheets) and asks
    the entry's `cli_document` for it: cli.py names no game. (`qapp`: the widgets'
    application, made before `print` would make a bare QGuiApplication.)"""
    import dataclasses

    from dice_race import ENTRY

    from peloton_desktop.core import registry
    from peloton_desktop.core.registry import CliSheet

    made: list[_Sheet] = []

    def document(*args: object) -> _Sheet:
        made.append(_Sheet(args))
        return made[-1]

    with pytest.raises(SystemExit):
        main(["print", "--help"])
    assert "dice-board" not in capsys.readouterr().out
    taken = CliSheet("course", "a sheet whose name is taken")  # left to the shared one
    entry = dataclasses.replace(
        ENTRY,
        cli_sheets=(CliSheet("dice-board", "the dice race's board", ruleset=True), taken),
        cli_document=lambda: document,
    )
    registry.register(entry)
    with pytest.raises(SystemExit):
        main(["print", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "dice-board" in shown and "the dice race's board" in shown
    assert "dice-board: print this Dice race (test) ruleset file's values" in shown
    assert "a sheet whose name is taken" not in shown
    out = tmp_path / "board.pdf"
    rules = tmp_path / "rules.json"
    assert main(["print", "--what", "dice-board", "--ruleset", str(rules), "-o", str(out)]) == 0
    assert [m.args for m in made] == [("dice-board", "a4", rules, None)]
    assert capsys.readouterr().out == f"{out}: 1 pages (a4)\n" and out.exists()
    assert main(["print", "paris_tours", "--ruleset", str(rules), "-o", str(out)]) == 2
    assert "--ruleset and --record are for " in (err := capsys.readouterr().err)
    assert "Dice race (test) sheets" in err
