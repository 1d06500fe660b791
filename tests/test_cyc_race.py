"""Cyclistes: the set-up (Articles 1, 8), placement and early attack (Article 9), the
finish (Article 10), the stage race (Article 11) and the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cyc_helpers import Dice, play, road

from peloton_desktop.cli import main
from peloton_desktop.core.errors import PelotonError, SetupError
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.cyclistes.rules import ROLL, Cyclistes
from peloton_desktop.games.cyclistes.rules.finish import stage_arrival, stage_seconds
from peloton_desktop.games.cyclistes.rules.placement import pack_positions
from peloton_desktop.games.cyclistes.rules.setup import stage_course


# -- Articles 1 and 8: teams and courses ------------------------------------------------
def test_default_setup_plays_a_bundled_course_and_carries_it() -> None:
    game = Cyclistes()
    setup = game.validate_setup(game.default_setup(2))
    assert setup["riders_per_team"] == 6 and setup["leaders_per_team"] == 2  # 1 per 4
    assert setup["stages"] == ["classique_du_nord"] and "cases" in setup["courses"][0]
    finish, hatched = stage_course(setup["courses"][0])
    assert finish == 79 and 9 in hatched and 8 not in hatched  # case 11 is hatched, start 3


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"riders_per_team": 3}, "cyc.setup.riders"),  # « entre 4 et 7 » for a one-day race
        ({"riders_per_team": 8}, "cyc.setup.riders"),
        ({"stages": ["classique_du_nord", "etape_des_cols"]}, "cyc.setup.courses"),
        ({"leaders_per_team": 7}, "cyc.setup.leaders"),
        ({"teams": ["A"]}, "cyc.setup.teams"),
        ({"stages": ["nowhere"], "courses": None}, "cyc.setup.course"),
    ],
)
def test_setup_errors(change: dict, key: str) -> None:
    game = Cyclistes()
    setup = {**game.default_setup(2), **change}
    setup = {k: v for k, v in setup.items() if v is not None}
    with pytest.raises(SetupError) as err:
        game.validate_setup(setup)
    assert err.value.key == key


def test_a_stage_carries_its_designer_and_an_old_setup_has_none() -> None:
    """Article 8: « chaque joueur conçoit en général une ou deux étapes »: a course with
    a designer takes it into the set-up; a set-up without the key (saved before courses
    had one) still validates, and reads as no designer."""
    from peloton_desktop.courses import library
    from peloton_desktop.games.cyclistes.rules.setup import course_data, designer

    mine = library.find("etape_des_cols").draft
    assert mine is not None
    mine = mine.copy()
    mine.id, mine.name, mine.designer = "mon_col", "Mon col", "Ana"
    library.save(mine)
    assert course_data("mon_col")["designer"] == "Ana"
    assert "designer" not in course_data("classique_du_nord")
    game = Cyclistes()
    stages = ["mon_col", "classique_du_nord"]
    setup = game.validate_setup({"players": 2, "riders_per_team": 6, "stages": stages})
    assert [designer(c) for c in setup["courses"]] == ["Ana", ""]
    assert "designer" not in setup["courses"][1]
    again = game.validate_setup(json.loads(json.dumps(setup)))  # as a record keeps it
    assert again["courses"] == setup["courses"]
    state = game.new_game(again, 3)
    assert [designer(c) for c in state.courses] == ["Ana", ""]
    # an old set-up: no designer key anywhere
    old = {
        **setup,
        "courses": [{k: v for k, v in c.items() if k != "designer"} for c in setup["courses"]],
    }
    assert [designer(c) for c in game.validate_setup(old)["courses"]] == ["", ""]
    # an empty designer is the same as none; a bad one is refused like any bad course
    empty = {**old, "courses": [{**old["courses"][0], "designer": ""}, old["courses"][1]]}
    assert "designer" not in game.validate_setup(empty)["courses"][0]
    long = {**old, "courses": [{**old["courses"][0], "designer": "x" * 81}, old["courses"][1]]}
    with pytest.raises(PelotonError, match="designer"):
        game.validate_setup(long)


def test_a_stage_race_takes_6_to_8_riders() -> None:
    game = Cyclistes()
    setup = {"players": 2, "riders_per_team": 8, "stages": ["classique_du_nord"] * 2}
    assert game.validate_setup(setup)["leaders_per_team"] == 2
    with pytest.raises(SetupError):
        game.validate_setup({**setup, "riders_per_team": 5})


# -- Article 9: placement order, the contiguous pack, the early attack -----------------
def new_race(dice: list[int], players: int = 2, per: int = 4) -> tuple[Cyclistes, object]:
    game = Cyclistes()
    setup = game.validate_setup({**game.default_setup(players), "riders_per_team": per})
    state = game.new_game(setup, 1)
    state.rng = Dice(*dice)  # type: ignore[assignment]
    game._begin_stage(state, [])
    return game, state


@pytest.mark.parametrize(
    ("dice", "order"),
    [([3, 5], [1, 0]), ([6, 2], [0, 1]), ([4, 4, 2, 6], [1, 0]), ([2, 5, 5, 1, 3], [2, 1, 0])],
)
def test_art9_placement_order_by_dice_ties_roll_again(dice: list[int], order: list[int]) -> None:
    _game, s = new_race(dice, players=len(order))
    assert s.order == order


@pytest.mark.parametrize(
    ("pack", "positions"),
    [
        ([], [0]),  # the first rider: the case nearest the line
        ([0, 0, 0], [0, -1]),  # or one case behind the last rider placed
        ([0] * 7, [-1]),  # a full case is skipped
        ([0] * 7 + [-1], [-1, -2]),
        ([0, -1], [0, -1, -2]),
    ],
)
def test_art9_the_pack_stays_contiguous(pack: list[int], positions: list[int]) -> None:
    occ = Occupancy(7)
    for rider, p in enumerate(pack):
        occ.add(rider, p)
    assert pack_positions(occ) == positions


@pytest.mark.parametrize(
    ("dice", "outcome", "position"),
    [([4, 4, 3, 5], "away", 8), ([1, 1], "back", None), ([2, 3], "caught", None)],
)
def test_art9_early_attack(dice: list[int], outcome: str, position: int | None) -> None:
    game, s = new_race([6, 1])  # team 0 places first
    s.rng = Dice(*dice)  # type: ignore[assignment]
    events = play(game, s, ("early", 1))
    assert [e.data["outcome"] for e in events if e.kind == "early_attack"] == [outcome]
    assert ("early", 2) not in s.options  # once per team and stage
    if position is not None:
        assert s.occ.position(1) == position
    while s.phase == "place":  # the rest of the pack
        play(game, s, s.options[0])
    assert s.turn == 1 and len(s.occ) == 8
    if outcome == "back":
        assert s.occ.position(1) == min(s.occ.occupied())


# -- Article 10: the finish ----------------------------------------------------------------
def test_art10_the_turn_is_completed_and_the_furthest_wins() -> None:
    # 1 crosses first in play order, 5 goes further, 2 lands on 5's case after him
    game, s = road([(1, 55), (5, 54), (2, 50)], finish=60, dice=[3, 4, 6, 5, 6, 5])
    play(game, s, ROLL, ("move", 7))  # 1: 55 → 62, across the line
    assert not game.is_over(s) and s.crossed
    play(game, s, ROLL, ("move", 11))  # 5: 54 → 65
    play(game, s, ROLL, ("move", 11))  # 2 is no leader: 6 + 5 = 11, 50 → 61
    assert game.is_over(s)
    stage = game.classifications(s)[0]
    assert [x.competitor for x in stage.standings] == [5, 1, 2]
    assert game.result(s).ranking == (1, 0)


def test_art10_same_case_past_the_line_by_arrival_and_no_scotch_there() -> None:
    game, s = road([(1, 58), (5, 57)], finish=60, hatched=[59], dice=[2, 2, 3, 2])
    play(game, s, ROLL, ("move", 4))  # 1: 58 → 62
    play(game, s, ROLL, ("move", 5))  # 5: 57 → 62 (past the line nothing blocks)
    assert [x.competitor for x in game.classifications(s)[0].standings] == [1, 5]


# -- Article 11: gaps by group heads, the general classification ---------------------------
def test_art11_every_rider_gets_the_time_of_his_group_head() -> None:
    occ = Occupancy(7)
    for rider, p in [(0, 20), (1, 19), (2, 17), (3, 17), (4, 16), (5, 10)]:
        occ.add(rider, p)
    assert stage_arrival(occ) == [0, 1, 2, 3, 4, 5]
    assert stage_seconds(occ, 10) == {0: 0, 1: 0, 2: 30, 3: 30, 4: 30, 5: 100}


def test_art11_two_stages_gc_placement_from_gc_and_abandons_carried() -> None:
    game = Cyclistes()
    setup = game.validate_setup(
        {"players": 2, "riders_per_team": 6, "stages": ["classique_du_nord", "etape_des_cols"]}
    )
    state = game.new_game(setup, 3)
    rng = Rng(5)
    withdrawn_after_one: list[int] = []
    while not game.is_over(state):
        seat = game.next_seat(state)
        legal = game.legal_actions(state, seat)
        action = ("abandon",) if ("abandon",) in legal and not withdrawn_after_one else None
        game.apply_in_place(
            state, seat, action or rng.choice([a for a in legal if a[0] != "abandon"])
        )
        if action:
            withdrawn_after_one = list(state.book.withdrawn)
        if state.book.stage == 2 and state.phase == "place":
            gc = next(c for c in state.book.standings() if c.kind == GENERAL)
            assert state.order[0] == gc.standings[0].competitor // 6  # the GC leader's team
            assert not set(withdrawn_after_one) & set(state.occ.front_to_back())
    gc = next(c for c in game.result(state).classifications if c.kind == GENERAL)
    stages = [c for c in game.result(state).classifications if c.kind == "stage"]
    assert len(stages) == 2
    for st in gc.standings:  # GC = the sum of the two stages
        assert st.value == sum(
            next(x.value for x in r.standings if x.competitor == st.competitor) for r in stages
        )
    assert not {x.competitor for x in gc.standings} & set(withdrawn_after_one)


# -- the command line -----------------------------------------------------------------------
def test_cli_setup_simulate_replay_validate(tmp_path: Path, capsys) -> None:
    assert main(["setup", "cyclistes", "--players", "2"]) == 0
    setup = json.loads(capsys.readouterr().out)
    assert setup["courses"][0]["id"] == "classique_du_nord"
    path = tmp_path / "setup.json"
    path.write_text(
        json.dumps(
            {
                **setup,
                "stages": ["classique_du_nord"] * 2,
                "courses": setup["courses"] * 2,
                "riders_per_team": 6,
            }
        )
    )
    for args in (["--players", "2"], ["--setup", str(path)]):
        assert (
            main(
                [
                    "simulate",
                    "cyclistes",
                    *args,
                    "--seed",
                    "4",
                    "--games",
                    "1",
                    "--bot",
                    "heuristic",
                    "--record-dir",
                    str(tmp_path),
                ]
            )
            == 0
        )
        sim = json.loads(capsys.readouterr().out.splitlines()[0])
        assert main(["replay", sim["record"], "--json"]) == 0
        rep = json.loads(capsys.readouterr().out)
        assert rep["over"] and (rep["winner"], rep["ranking"]) == (sim["winner"], sim["ranking"])
        assert any(c["kind"] == "general" for c in rep["classifications"])
        assert main(["validate", sim["record"]]) == 0
        capsys.readouterr()


def test_cli_bundled_ruleset_validates(capsys) -> None:
    from peloton_desktop.resources import resource_path

    assert main(["validate", str(resource_path("games", "cyclistes", "ruleset.json"))]) == 0
