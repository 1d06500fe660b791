"""Roue de Vitesse random races: the rulebook's conservation laws at every step, and
the command line (setup, simulate, replay, validate)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from properties import check_playouts

from peloton_desktop.cli import main
from peloton_desktop.games.roue_de_vitesse.rules import RdvState, RoueDeVitesse
from peloton_desktop.games.roue_de_vitesse.rules.groups import members
from peloton_desktop.games.roue_de_vitesse.rules.state import PLACE, RECOVER


def invariant(game: RoueDeVitesse, s: RdvState) -> None:
    # « Une case contient au maximum 4 coureurs »
    assert all(len(s.occ.riders_on(p)) <= 4 for p in s.occ.occupied()), "a case beyond 4"
    assert all(k >= 0 for sk in s.skills for k in sk), "negative points"
    if s.phase == RECOVER or (s.phase == PLACE and s.book.stage > 1):
        # « ne pourra pas dépasser le nombre de points qu'il avait … au départ »
        for now, start in zip(s.skills, s.start_skills, strict=True):
            assert all(a <= b for a, b in zip(now, start, strict=True)), "recovery above start"
    if s.phase not in (PLACE,) and len(s.occ):
        on_road = list(s.occ.front_to_back())
        grouped = [r for rs in members(s).values() for r in rs]
        assert sorted(grouped) == sorted(on_road), "a rider in no group or in two"
        assert set(s.group_of) == set(on_road) and set(s.pace) >= set(s.group_of.values())


def with_setup(**more: Any) -> RoueDeVitesse:
    game = RoueDeVitesse()
    original = game.default_setup
    game.default_setup = lambda n: {**original(n), **more}  # type: ignore[method-assign]
    return game


@pytest.mark.parametrize(("players", "games"), [(2, 60), (4, 60), (6, 30)])
def test_random_one_day_races(players: int, games: int) -> None:
    lengths = check_playouts(RoueDeVitesse(), players, games, seed=players, invariant=invariant)
    assert min(lengths) > 20


def test_random_races_with_the_options_and_2d6() -> None:
    game = with_setup(dice="2d6", incident=True, ravitaillement=True)
    check_playouts(game, 3, 40, seed=11, invariant=invariant)


def test_random_two_stage_races() -> None:
    game = with_setup(stages=["etape_de_plaine", "etape_de_montagne"], courses=None)
    original = game.default_setup
    game.default_setup = lambda n: {  # type: ignore[method-assign]
        k: v for k, v in original(n).items() if v is not None
    }
    lengths = check_playouts(game, 3, 15, seed=5, invariant=invariant)
    assert min(lengths) > 60


def test_cli_setup_simulate_replay_validate(tmp_path: Path, capsys) -> None:
    assert main(["setup", "roue_de_vitesse", "--players", "2"]) == 0
    setup = json.loads(capsys.readouterr().out)
    assert setup["courses"][0]["id"] == "etape_de_plaine" and setup["dice"] == "d12"
    path = tmp_path / "setup.json"
    two = {**setup, "stages": ["etape_de_plaine"] * 2, "courses": setup["courses"] * 2}
    path.write_text(json.dumps(two))
    for args in (["--players", "4"], ["--setup", str(path)]):
        argv = ["simulate", "roue_de_vitesse", *args, "--seed", "3", "--games", "1"]
        argv += ["--bot", "heuristic", "--record-dir", str(tmp_path)]
        assert main(argv) == 0
        sim = json.loads(capsys.readouterr().out.splitlines()[0])
        assert main(["replay", sim["record"], "--json"]) == 0
        rep = json.loads(capsys.readouterr().out)
        assert rep["over"] and (rep["winner"], rep["ranking"]) == (sim["winner"], sim["ranking"])
        kinds = {c["kind"] for c in rep["classifications"]}
        assert {"general", "mountains"} <= kinds
        assert main(["validate", sim["record"]]) == 0
        capsys.readouterr()


def test_cli_bundled_ruleset_validates(capsys) -> None:
    from peloton_desktop.resources import resource_path

    assert main(["validate", str(resource_path("games", "roue_de_vitesse", "ruleset.json"))]) == 0


def test_the_log_tells_each_summit_and_its_points_add_up_to_the_climbers() -> None:
    """Every summit crossing is an event whose points are the climber's classification."""
    from peloton_desktop.core.bots import RandomBot
    from peloton_desktop.core.play import play_bots
    from peloton_desktop.core.records import replay
    from peloton_desktop.core.stages import MOUNTAINS
    from peloton_desktop.games.roue_de_vitesse.rules.finish import climber_points

    game = RoueDeVitesse()
    setup = game.validate_setup(
        {**game.default_setup(3), "stages": ["etape_de_montagne"], "courses": None}
    )
    seen = 0
    for seed in range(10):
        played = play_bots(game, setup, seed, {s: RandomBot(seed + s) for s in range(3)})
        replayed = replay(played.record)
        events = [e for step in replayed.events for e in step if e.kind == "summit"]
        by_rider: dict[int, int] = {}
        for e in events:
            for r, p in zip(e.data["riders"], e.data["points"], strict=True):
                by_rider[r] = by_rider.get(r, 0) + p
        assert {r: p for r, p in by_rider.items() if p} == {
            r: p for r, p in climber_points(played.state.summits_passed, game.v).items() if p
        }
        climbers = next(c for c in played.result.classifications if c.kind == MOUNTAINS)
        assert {s.competitor: s.value for s in climbers.standings if s.value} == {
            r: p for r, p in by_rider.items() if p
        }
        seen += len(events)
    assert seen > 0
