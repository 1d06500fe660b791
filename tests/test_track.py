"""The shared track: capacity, arrival order, groups, positions and course geometry."""

from __future__ import annotations

import hashlib

import pytest

from peloton_desktop.courses import library
from peloton_desktop.courses.common import Cell, CourseDraft
from peloton_desktop.courses.kinds import KINDS, kind
from peloton_desktop.courses.occupancy import CaseFull, Occupancy
from peloton_desktop.courses.track import (
    Track,
    case_capacity,
    course_layout,
    editor_layout,
)
from peloton_desktop.printing.layout import best_layout

# -- capacity -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "capacity"),
    [("cyclistes", 7), ("roue_de_vitesse", 4), ("coup_de_bordure", None)],
)
def test_capacity_of_each_kind(game: str, capacity: int | None) -> None:
    assert case_capacity(kind(game)) == capacity


def test_a_ruleset_may_set_the_capacity() -> None:
    assert case_capacity(kind("coup_de_bordure"), {"case_capacity": 6}) == 6
    assert case_capacity(kind("cyclistes"), {"other": 1}) == 7


@pytest.mark.parametrize(
    ("capacity", "already", "refused"),
    [(4, 3, False), (4, 4, True), (7, 6, False), (7, 7, True), (1, 1, True), (None, 50, False)],
)
def test_a_full_case_refuses_a_rider(capacity: int | None, already: int, refused: bool) -> None:
    track = Occupancy(capacity)
    for r in range(already):
        track.add(r, 5)
    if refused:
        with pytest.raises(CaseFull):
            track.add("late", 5)
        assert "late" not in track
        assert track.is_full(5)
    else:
        track.add("late", 5)
        assert track.riders_on(5)[-1] == "late"


def test_a_move_onto_a_full_case_leaves_the_rider_where_it_was() -> None:
    track = Occupancy(2)
    for r, pos in (("a", 3), ("b", 3), ("c", 1)):
        track.add(r, pos)
    with pytest.raises(CaseFull):
        track.move("c", 3)
    assert track.position("c") == 1
    assert track.riders_on(3) == ("a", "b")


def test_a_rider_stands_on_one_case_only() -> None:
    track = Occupancy()
    track.add("a", 1)
    with pytest.raises(ValueError):
        track.add("a", 2)


# -- arrival order ----------------------------------------------------------------------

# (steps: (op, rider, position)), expected riders on case 5 first arrived first
ARRIVALS = [
    ([("add", "a", 5), ("add", "b", 5), ("add", "c", 5)], ("a", "b", "c")),
    ([("add", "a", 5), ("add", "b", 4), ("move", "b", 5)], ("a", "b")),
    ([("add", "a", 5), ("add", "b", 5), ("move", "a", 6), ("move", "a", 5)], ("b", "a")),
    ([("add", "a", 5), ("add", "b", 5), ("remove", "a", 0), ("add", "a", 5)], ("b", "a")),
    ([("add", "a", 5), ("add", "b", 5), ("move", "a", 5)], ("a", "b")),
    ([("add", "a", 4), ("remove", "a", 0)], ()),
]


@pytest.mark.parametrize(("steps", "expected"), ARRIVALS)
def test_arrival_order(steps: list[tuple[str, str, int]], expected: tuple[str, ...]) -> None:
    track = Occupancy(4)
    for op, rider, pos in steps:
        if op == "add":
            track.add(rider, pos)
        elif op == "move":
            track.move(rider, pos)
        else:
            track.remove(rider)
    assert track.riders_on(5) == expected
    assert track.last_arrived_first(5) == tuple(reversed(expected))


def test_front_to_back_and_json_round_trip() -> None:
    track = Occupancy(4)
    for rider, pos in (("a", 2), ("b", 7), ("c", 2), ("d", 7), ("e", -1)):
        track.add(rider, pos)
    assert list(track.front_to_back()) == ["b", "d", "a", "c", "e"]
    again = Occupancy.from_json(track.to_json(), 4)
    assert list(again.front_to_back()) == list(track.front_to_back())
    assert again.to_json() == {"-1": ["e"], "2": ["a", "c"], "7": ["b", "d"]}


# -- groups -------------------------------------------------------------------------------

# riders as (name, position) in arrival order; groups as (front, back, riders)
GROUPS = [
    ([], []),
    ([("a", 3)], [(3, 3, ("a",))]),
    ([("a", 3), ("b", 4)], [(4, 3, ("b", "a"))]),
    ([("a", 3), ("b", 5)], [(5, 5, ("b",)), (3, 3, ("a",))]),
    (
        [("a", 1), ("b", 2), ("c", 2), ("d", 4), ("e", 5), ("f", 9)],
        [(9, 9, ("f",)), (5, 4, ("e", "d")), (2, 1, ("b", "c", "a"))],
    ),
    ([("a", 0), ("b", -1), ("c", 1)], [(1, -1, ("c", "a", "b"))]),
]


@pytest.mark.parametrize(("riders", "expected"), GROUPS)
def test_groups(riders: list[tuple[str, int]], expected: list[tuple[int, int, tuple]]) -> None:
    track = Occupancy()
    for rider, pos in riders:
        track.add(rider, pos)
    found = [(g.front, g.back, g.riders) for g in track.groups()]
    assert found == expected
    for g in track.groups():
        assert list(g.positions) == list(range(g.front, g.back - 1, -1))


# -- positions along the race ---------------------------------------------------------------


def _draft(game: str, terrains: str, start: int, finish: int, **options: object) -> CourseDraft:
    return CourseDraft(
        game, "t", "T", cells=[Cell(t) for t in terrains], start=start, finish=finish,
        options=dict(options),
    )  # fmt: skip


# (draft, position, cell, terrain, finished)
POSITIONS = [
    (_draft("coup_de_bordure", "PPCMS", 0, 4), 1, 0, "P", False),
    (_draft("coup_de_bordure", "PPCMS", 0, 4), 5, 4, "S", False),
    (_draft("coup_de_bordure", "PPCMS", 0, 4), 6, None, None, True),  # a finish tile
    (_draft("roue_de_vitesse", "FFMMDF", 0, 3), 0, None, None, False),  # start zone
    (_draft("roue_de_vitesse", "FFMMDF", 0, 3), 4, 3, "M", False),
    (_draft("roue_de_vitesse", "FFMMDF", 0, 3), 5, 4, "D", True),  # run-out
    (_draft("cyclistes", "NNNHHN", 4, 1), 1, 4, "H", False),
    (_draft("cyclistes", "NNNHHN", 4, 1), 3, 0, "N", False),  # wraps round
    (_draft("cyclistes", "NNNHHN", 4, 1), 0, 3, "H", False),  # behind the start line
    (_draft("cyclistes", "NNNHHN", 4, 1, direction="backward"), 2, 3, "H", False),
    (_draft("cyclistes", "NNNHHN", 4, 1, direction="backward"), 5, 0, "N", True),
]


@pytest.mark.parametrize(("draft", "position", "cell", "terrain", "finished"), POSITIONS)
def test_positions(
    draft: CourseDraft, position: int, cell: int | None, terrain: str | None, finished: bool
) -> None:
    track = Track.from_draft(draft, kind(draft.game))
    assert track.cell(position) == cell
    assert track.terrain(position) == terrain
    assert track.finished(position) is finished


def test_finish_of_each_kind() -> None:
    cdb = Track.from_draft(_draft("coup_de_bordure", "P" * 16, 0, 15), kind("coup_de_bordure"))
    assert (cdb.finish, cdb.beyond_finish(19), cdb.beyond_finish(10)) == (16, 3, 0)
    cyc = Track.from_draft(_draft("cyclistes", "N" * 20, 5, 3), kind("cyclistes"))
    assert cyc.finish == 19 and cyc.capacity == 7
    feed = CourseDraft("roue_de_vitesse", "t", "T", cells=[Cell("F"), Cell("F", {"feed"})])
    assert Track.from_draft(feed, kind("roue_de_vitesse")).has(2, "feed")


# -- geometry: what the editor and the printed sheet laid out before the move ---------------

# id, editor boxes, width, height, bends, boxes' fingerprint; A4: width, height,
# landscape, pages, fingerprint; letter: pages
GEOMETRY = [
    ("milan_san_remo", 19, 856, 156, 1, "76fdbfed152e", 506, 328, True, 4, "83b41fc43f83", 4),
    ("liege_bastogne_liege", 19, 856, 156, 1, "76fdbfed152e", 506, 328, True, 4, "83b41fc43f83", 4),
    ("paris_tours", 19, 856, 156, 1, "76fdbfed152e", 506, 328, True, 4, "83b41fc43f83", 4),
    ("gap_alpe_d_huez", 19, 856, 156, 1, "76fdbfed152e", 506, 328, True, 4, "83b41fc43f83", 4),
    ("classique_du_nord", 87, 868, 164, 2, "557330737663", 868, 164, True, 4, "b049c9812754", 4),
    ("etape_des_cols", 83, 836, 164, 2, "8a59112a1765", 836, 164, True, 4, "953b90553a64", 4),
    ("etape_de_montagne", 56, 632, 284, 4, "6996753d4cea", 720, 224, False, 4, "edcfeb39d31f", 4),
    ("etape_de_plaine", 63, 632, 344, 5, "48bd3cd71dc1", 1028, 164, True, 4, "10f541cd8962", 5),
]


def _fingerprint(parts: list[str]) -> str:
    return hashlib.sha1(";".join(parts).encode()).hexdigest()[:12]


@pytest.mark.parametrize(
    ("course", "n", "width", "height", "bends", "editor", "a4_w", "a4_h", "land", "pages", "a4",
     "letter_pages"),
    GEOMETRY,
)  # fmt: skip
def test_geometry_of_each_bundled_course(
    course: str, n: int, width: float, height: float, bends: int, editor: str,
    a4_w: float, a4_h: float, land: bool, pages: int, a4: str, letter_pages: int,
) -> None:  # fmt: skip
    draft = next(e.draft for e in library.bundled_entries() if e.id == course)
    assert draft is not None
    k = kind(draft.game)
    layout = editor_layout(draft, k)
    assert (len(layout.boxes), layout.width, layout.height, len(layout.bends)) == (
        n, width, height, bends,
    )  # fmt: skip
    boxes = [
        f"{b.index},{round(b.x, 3):g},{round(b.y, 3):g},{round(b.w, 3):g},{round(b.h, 3):g},"
        f"{b.row},{int(b.forward)}"
        for b in layout.boxes
    ]
    assert _fingerprint(boxes) == editor
    printed, tiling = best_layout(draft, k, "a4")
    assert (printed.width, printed.height, tiling.landscape, len(tiling.tiles)) == (
        a4_w, a4_h, land, pages,
    )  # fmt: skip
    assert (
        _fingerprint([f"{b.index},{round(b.x, 3):g},{round(b.y, 3):g}" for b in printed.boxes])
        == a4
    )
    assert len(best_layout(draft, k, "letter")[1].tiles) == letter_pages


@pytest.mark.parametrize("game", list(KINDS))
def test_a_layout_holds_every_case_once(game: str) -> None:
    k = kind(game)
    draft = k.new_draft("t", "T")
    for per_row in (None, 3, 10):
        indices = [b.index for b in course_layout(draft, k, per_row).boxes if b.index >= 0]
        assert sorted(indices) == list(range(len(draft.cells)))


# -- course kinds: one object per kind, no game branches elsewhere -----------------------


@pytest.mark.parametrize("game", list(KINDS))
def test_each_kind_names_a_style_and_its_team_sheets(game: str) -> None:
    from peloton_desktop.draw.track import TrackStyle, style_for
    from peloton_desktop.printing.document import Document

    k = kind(game)
    assert isinstance(style_for(game), TrackStyle)
    if k.team_sheet is not None:
        assert issubclass(k.team_sheet(), Document)
    for feature in k.features:
        assert k.feature_cell(feature).features == {feature}


def test_printing_and_the_editor_do_not_branch_on_games() -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "peloton_desktop"
    sources = [*(root / "printing").glob("*.py"), *(root / "ui" / "course_editor").glob("*.py")]
    for path in sources:
        code = path.read_text(encoding="utf-8")
        for word in (
            "peloton_desktop.games",
            '"coup_de_bordure"',
            '"cyclistes"',
            '"roue_de_vitesse"',
        ):
            assert word not in code, f"{path.name} mentions {word}"
