"""Test-rides (issue 45): races on a process pool give the same report on any number
of workers; the figures a designer reads; cancel; bad plans refused."""

from __future__ import annotations

import os
import threading

import pytest

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses import library
from peloton_desktop.courses.common import Cell
from peloton_desktop.courses.kinds import KINDS
from peloton_desktop.courses.ride import stats
from peloton_desktop.courses.ride.plan import adapter_of, game_of, make_plan, ride
from peloton_desktop.courses.ride.race import ride_race
from peloton_desktop.courses.ride.report import build, sentences

SMALL = {"coup_de_bordure": ("paris_tours", 2), "cyclistes": ("etape_des_cols", 2)}
SMALL["roue_de_vitesse"] = ("etape_de_plaine", 2)


def plan_of(game: str, races: int, bot: str = "easy", seed: int = 1):  # type: ignore[no-untyped-def]
    course, players = SMALL[game]
    return make_plan(library.find(course).draft, players, bot, races, seed)


def test_every_track_game_can_be_test_ridden() -> None:
    assert sorted(g for g in KINDS if KINDS[g].ride is not None) == sorted(SMALL)


def test_one_and_two_workers_give_the_same_races_and_report() -> None:
    plan = plan_of("cyclistes", 6)
    draft = library.find("etape_des_cols").draft
    alone, pooled = ride(plan, 1), ride(plan, 2)
    assert [r["index"] for r in pooled] == list(range(6))
    assert alone == pooled
    assert build(plan, draft, alone) == build(plan, draft, pooled)


@pytest.mark.parametrize("game", sorted(SMALL))
def test_race_i_depends_on_the_seed_and_i_alone(game: str) -> None:
    plan = plan_of(game, 3, seed=7)
    game_, adapter = game_of(plan), adapter_of(game)
    three = ride(plan, 1)
    again = ride_race(game_, adapter, plan.setup, plan.bot, plan.seed, 2)
    assert again == three[2]
    other = ride_race(game_, adapter, plan.setup, plan.bot, 8, 2)
    assert other["seed"] != again["seed"]
    assert set(again["extras"]) == set(adapter.extras)  # the game's figures, no memory


def test_cancel_stops_the_workers_and_keeps_what_finished() -> None:
    plan = plan_of("cyclistes", 400)
    cancel = threading.Event()
    pids: list[int] = []
    got: list[int] = []

    def arrived(index: int, _race: object) -> None:
        got.append(index)
        cancel.set()

    races = ride(plan, 2, arrived, cancel, on_pool=pids.extend)
    assert 1 <= len(races) < 400 and [r["index"] for r in races] == sorted(got)
    assert len(pids) == 2
    for pid in pids:  # terminated and reaped: no such process any more
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


@pytest.mark.parametrize(
    ("wins", "races", "verdict"),
    [(41, 100, "too_often"), (25, 100, "fair"), (10, 100, "too_rarely"), (1, 4, "fair")],
)
def test_a_seat_s_share_interval_and_verdict(wins: int, races: int, verdict: str) -> None:
    rows = stats.shares([wins, races - wins, 0, 0][:4], races)
    low, high = stats.interval(wins, races)
    assert low < wins / races < high
    assert rows[0]["verdict"] == verdict and rows[0]["place"] == 1


@pytest.mark.parametrize(
    ("turns", "case"),
    [
        ([[5, 0, 5, 3], [9, 2, 9, 4]], 5),  # ahead from the first turn
        ([[5, 0, 3, 5], [9, 2, 9, 4], [12, 4, 12, 8]], 9),  # went clear on the 2nd turn
        ([[5, 0, 3, 5], [9, 2, 9, 4], [10, 4, 10, 10]], 19),  # caught: a sprint at the line
    ],
)
def test_where_the_winner_went_clear_for_good(turns: list[list[int]], case: int) -> None:
    assert stats.decisive_case(turns, 0, 20) == case


def test_sections_name_climbs_flats_and_the_last_kilometre() -> None:
    draft = KINDS["cyclistes"].new_draft("x", "X")
    draft.cells = [Cell("N")] * 10 + [Cell("H")] * 3 + [Cell("N")] * 27
    draft.start, draft.finish = 0, 39
    found = stats.sections(draft)
    assert [(s.key, s.first, s.last, s.number) for s in found] == [
        ("flat", 0, 9, 1),
        ("climb", 10, 12, 1),
        ("flat", 13, 35, 0),
        ("finish", 36, 39, 0),
    ]
    assert found[1].cells == (11, 13)
    assert stats.section_of(found, 11) == 1 and stats.section_of(found, 99) == 3


def test_the_spread_is_read_case_by_case_as_the_leader_passes() -> None:
    races = [{"turns": [[2, 0], [5, 1]]}, {"turns": [[3, 3]]}]
    assert stats.spread_by_case(races, 7) == [1.0, 1.0, 1.0, 2.0, 4.0, 4.0, None]
    assert stats.spread_by_turn(races) == [1.0, 4.0]


def test_a_report_says_who_wins_too_often_and_where() -> None:
    plan = plan_of("coup_de_bordure", 4)
    draft = library.find("paris_tours").draft
    report = build(plan, draft, ride(plan, 1))
    assert report["races"] == 4 and sum(r["wins"] for r in report["seats"]) == 4
    assert sum(report["decisive"]) == 4
    assert set(report["extras"]) == set(adapter_of("coup_de_bordure").extras)
    keys = [k for k, _ in sentences(report)]
    assert keys[0] == "ride.summary" and keys[-1] == "ride.turns"
    assert any(k.startswith("ride.seat.") for k in keys)


def test_bad_plans_are_refused_before_any_worker_starts() -> None:
    draft = library.find("etape_des_cols").draft
    with pytest.raises(BadInput):
        make_plan(draft, 2, "easy", 0)
    with pytest.raises(BadInput):
        make_plan(draft, 2, "genius", 5)
    with pytest.raises(BadInput):
        make_plan(draft, 9, "easy", 5)
    broken = draft.copy()
    broken.cells = broken.cells[:5]
    with pytest.raises(BadInput):
        make_plan(broken, 2, "easy", 5)


def _stretches() -> list[stats.Section]:
    return [
        stats.Section("flat", 0, 9, 1),
        stats.Section("climb", 10, 14, 1),
        stats.Section("flat", 15, 29, 2),
        stats.Section("climb", 30, 34, 2),
        stats.Section("finish", 35, 39),
    ]


@pytest.mark.parametrize(
    ("climb_rates", "expected"),
    [
        ((0.3, 0.3), None),  # the dice stretch every stretch alike: no split
        ((1.2, 0.3), 1),  # the first climb stretches the field four times as fast
        ((0.3, 1.2), 3),  # only the last climb does
    ],
)
def test_a_split_is_a_stretch_that_pulls_the_field_apart_faster_than_the_flat(
    climb_rates: tuple[float, float], expected: int | None
) -> None:
    rates = [0.3] * 40
    rates[10:15] = [climb_rates[0]] * 5
    rates[30:35] = [climb_rates[1]] * 5
    spread: list[float | None] = [5.0]  # the start's spread is no split
    for r in rates[1:]:
        spread.append((spread[-1] or 0.0) + r)
    split = stats.split_of(_stretches(), spread)
    assert split.section == expected
    assert split.flat_rate == pytest.approx(0.3)


@pytest.mark.parametrize(
    ("section", "key"), [(1, "ride.split"), (3, "ride.split_last"), (None, "ride.no_split")]
)
def test_the_report_says_when_the_field_holds_until_the_last_climb(
    section: int | None, key: str
) -> None:
    report = {
        "races": 0,
        "players": 2,
        "seats": [],
        "starts": [],
        "sections": [s.to_json() for s in _stretches()],
        "split_section": section,
        "split_rate": 1.2,
        "flat_rate": 0.3,
        "turns": {"mean": 0.0, "low": 0, "high": 0},
    }
    said = [k for k, _ in sentences(report)]
    assert key in said
    if section is not None:
        assert said[said.index(key) + 1] == "ride.section.climb"
