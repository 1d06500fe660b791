"""Real roads made into courses (courses/roads, docs/courses.md "Real roads"): the
Tour-like categories, the bundled examples against their published figures, every
track game's course from every example, thresholds and scale."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from games import TRACK_GAMES

from peloton_desktop.core.errors import BadInput
from peloton_desktop.courses.kinds import course_data, kind, parse_course_data
from peloton_desktop.courses.roads.importing import road_course
from peloton_desktop.courses.roads.profile import find_climbs, road_profile, tour_category
from peloton_desktop.courses.roads.reading import Road
from peloton_desktop.gate import read_road
from peloton_desktop.resources import resource_path

ROADS = resource_path("roads")


@pytest.mark.parametrize(
    ("km", "gradient", "category"),
    [
        (13.8, 8.1, "HC"),  # 111,780
        (10.0, 8.0, "HC"),  # 80,000: the boundary belongs to HC
        (10.0, 7.0, "1"),  # 70,000
        (8.0, 8.0, "1"),  # 64,000
        (6.0, 6.0, "2"),  # 36,000
        (4.0, 5.0, "3"),  # 20,000
        (2.0, 5.0, "4"),  # 10,000
        (1.5, 5.0, None),  # 7,500: not categorised
        (20.0, 2.5, None),  # too gentle, however long
        (0.2, 15.0, None),  # too short, however steep
    ],
)
def test_tour_category_is_length_times_gradient(km: float, gradient: float, category: str) -> None:
    assert tour_category(km, gradient) == category


# file, [(published length km, published mean gradient %, published category)]
PUBLISHED = {
    "alpe_d_huez.gpx": [(13.8, 8.1, "HC")],
    "mont_ventoux_bedoin.gpx": [(21.5, 7.5, "HC")],
    "tourmalet_luz_ardiden.csv": [(17.1, 7.3, "HC"), (13.3, 7.4, "HC")],
    "flat_classic.gpx": [],
}


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_known_climbs_get_their_published_category(name: str) -> None:
    climbs = find_climbs(road_profile(read_road(ROADS / name).points))
    assert [c.category for c in climbs] == [p[2] for p in PUBLISHED[name]]
    for climb, (length, gradient, _) in zip(climbs, PUBLISHED[name], strict=True):
        assert climb.length_km == pytest.approx(length, abs=0.3)
        assert climb.gradient == pytest.approx(gradient, abs=0.2)


def test_every_example_names_its_source() -> None:
    for path in sorted(ROADS.iterdir()):
        head = path.read_text(encoding="utf-8")[:1500]
        assert "published" in head, path.name


@pytest.mark.parametrize("game", TRACK_GAMES)
@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_every_example_makes_a_sound_course_of_every_track_game(game: str, name: str) -> None:
    plan, draft = road_course(read_road(ROADS / name), game, name)
    assert kind(game).errors(draft) == []
    again = parse_course_data(course_data(draft), name)
    assert again.road == draft.road and again.terrains() == draft.terrains()
    assert len(kind(game).race_order(draft)) == plan.cases


def test_a_mountain_stage_on_the_wheel_gets_summits_a_feed_and_descents() -> None:
    plan, draft = road_course(
        read_road(ROADS / "tourmalet_luz_ardiden.csv"), "roue_de_vitesse", "t"
    )
    tops = draft.marked("summit")
    assert len(tops) == 2 and all(draft.cells[i].terrain == "M" for i in tops)
    assert tops[-1] == draft.finish  # Luz Ardiden is the finish
    assert len(draft.marked("feed")) == 1 and "D" in draft.terrains()
    assert draft.terrains()[plan.cases :] == "FF"  # the run-out
    assert [i.key for i in kind("roue_de_vitesse").issues(draft)] == []


def test_the_field_has_room_behind_the_start_of_a_circuit() -> None:
    plan, draft = road_course(read_road(ROADS / "alpe_d_huez.gpx"), "cyclistes", "a")
    assert len(draft.cells) == plan.cases + 6 and draft.start == 0
    assert [i.key for i in kind("cyclistes").issues(draft)] == []


def test_sixteen_tiles_whatever_the_length_and_no_flat_finish() -> None:
    for name in PUBLISHED:
        plan, draft = road_course(read_road(ROADS / name), "coup_de_bordure", name)
        assert plan.cases == 16 and len(draft.cells) == 16
        assert draft.terrains()[-1] != "P"
    _, flat = road_course(read_road(ROADS / "flat_classic.gpx"), "coup_de_bordure", "f")
    assert flat.terrains() == "P" * 15 + "S"


def test_thresholds_decide_the_terrains() -> None:
    road = read_road(ROADS / "tourmalet_luz_ardiden.csv")
    _, usual = road_course(road, "roue_de_vitesse", "t")
    _, steep = road_course(road, "roue_de_vitesse", "t", thresholds="M=9,D=-9")
    assert usual.terrains().count("M") > 20 and "M" not in steep.terrains()
    assert "D" not in steep.terrains()
    assert steep.road is not None and steep.road.thresholds == {"M": 9.0, "D": -9.0}


@pytest.mark.parametrize("text", ["X=3", "M", "M=steep", "M=1,5"])
def test_a_bad_threshold_is_one_sentence(text: str) -> None:
    with pytest.raises(BadInput) as err:
        road_course(read_road(ROADS / "alpe_d_huez.gpx"), "roue_de_vitesse", "a", thresholds=text)
    assert err.value.key == "road.bad_threshold" and "M=4,D=-4" in str(err.value)


def test_the_scale_cuts_the_road() -> None:
    road = read_road(ROADS / "mont_ventoux_bedoin.gpx")
    plan, _ = road_course(road, "cyclistes", "v", km_per_case=0.5)
    assert plan.cases == 43 and plan.km_per_case == pytest.approx(0.5, abs=0.01)
    for scale in (0.01, 5.0):
        with pytest.raises(BadInput) as err:
            road_course(road, "cyclistes", "v", km_per_case=scale)
        assert err.value.key == "road.bad_scale"


def test_a_dip_inside_a_climb_keeps_it_one_climb() -> None:
    pts = [(k / 10, 500 + (k / 10) * 70 - (20 if 60 <= k <= 70 else 0)) for k in range(151)]
    climbs = find_climbs(road_profile(Road("dip", pts).points))
    assert len(climbs) == 1 and climbs[0].category == "HC"


def test_a_descent_splits_two_climbs() -> None:
    up = [(k / 10, 200 + k * 6.0) for k in range(51)]  # 5 km at 6 %
    down = [(5 + k / 10, 500 - k * 6.0) for k in range(1, 31)]  # 3 km down 180 m
    again = [(8 + k / 10, 320 + k * 6.0) for k in range(1, 51)]
    climbs = find_climbs(road_profile(up + down + again))
    assert [round(c.length_km) for c in climbs] == [5, 5]
    assert [c.category for c in climbs] == ["3", "3"]


def test_gps_jitter_neither_breaks_a_climb_nor_makes_new_ones(tmp_path: Path) -> None:
    """A recorded ride: a point every 10 m, altitudes jittering by ±4 m (a fixed seed)."""
    rng = random.Random(46)
    rows = ["km,altitude"]
    for i in range(2501):  # 25 km: 5 flat, 13.8 at 8.1 %, the rest flat on top
        km = i / 100
        alt = 719 + max(0.0, min(km - 5, 13.8)) * 81 + rng.uniform(-4, 4)
        rows.append(f"{km},{alt:.1f}")
    path = tmp_path / "ride.csv"
    path.write_text("\n".join(rows), encoding="utf-8")
    climbs = find_climbs(road_profile(read_road(path).points))
    assert [c.category for c in climbs] == ["HC"]
    assert climbs[0].length_km == pytest.approx(13.8, abs=0.4)
    assert climbs[0].gradient == pytest.approx(8.1, abs=0.3)
