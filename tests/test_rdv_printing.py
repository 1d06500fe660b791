"""Roue de Vitesse on paper: the wheel at play size from the ruleset's values, team
sheets from a game (spent points struck out) or blank, the results sheet of a race,
and the `print --what wheel|team-sheet` command."""

from __future__ import annotations

import json
import shutil
import subprocess
import types
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from test_printing import pdf_pages

from peloton_desktop.cli import main
from peloton_desktop.core import registry
from peloton_desktop.core.play import decide, play_bots
from peloton_desktop.core.records import SeatInfo, save_record
from peloton_desktop.games.roue_de_vitesse.bots import HeuristicBot
from peloton_desktop.games.roue_de_vitesse.rules.setup import course_data
from peloton_desktop.games.roue_de_vitesse.sheets import sheets, team_points
from peloton_desktop.games.roue_de_vitesse.sheets.team_sheet import (
    NONE,
    OPEN,
    STRUCK,
    RdvTeamSheet,
    RiderPoints,
    blank_teams,
)
from peloton_desktop.games.roue_de_vitesse.sheets.wheel import (
    DIAMETER,
    R_NAME,
    TOP,
    RdvWheel,
    sectors,
)
from peloton_desktop.printing.results import ResultsData, ResultsSheet

GAME = "roue_de_vitesse"
NAMES = ("Ana", "Bo", "Cy", "Do")
needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils")
SIZES = {"a4": (595, 842), "letter": (612, 792)}


def _text(pdf: Path) -> str:
    out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    return " ".join(out.split())


def _values(**changes: dict[str, list[int]]) -> dict:
    values = json.loads(json.dumps(registry.get(GAME).standard_ruleset().values))
    for key, by_terrain in changes.items():
        values[key].update(by_terrain)
    return values


def _state(steps: int, players: int = 3, stages: list[str] | None = None):  # type: ignore[no-untyped-def]
    game = registry.get(GAME).create()
    setup = game.default_setup(players)
    if stages:
        setup = {**setup, "stages": stages, "courses": [course_data(s) for s in stages]}
    state = game.new_game(game.validate_setup(setup), 5)
    bots = {s: HeuristicBot(s) for s in range(players)}
    for _ in range(steps):
        if game.is_over(state):
            break
        seat = game.next_seat(state)
        seat = game.asked(state)[0] if seat is None else seat
        game.apply_in_place(state, seat, decide(game, state, seat, bots[seat]))
    return game, state


# -- the wheel ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({}, [("M", 0, 1, 2, 2), ("F", 1, 4, 2, 2), ("D", 2, 9, 2, 2)]),
        (
            {"breakaway_supplement": {"F": [1, 3, 5]}, "counter_supplement": {"M": [4, 4, 4]}},
            [("M", 0, 1, 2, 4), ("F", 1, 4, 3, 2), ("D", 2, 9, 2, 2)],
        ),
        ({"paces": {"D": [2, 5, 8]}}, [("M", 0, 1, 2, 2), ("F", 1, 4, 2, 2), ("D", 2, 8, 2, 2)]),
    ],
)
def test_the_wheel_reads_the_ruleset(changes: dict, expected: list) -> None:
    found = sectors(_values(**changes))
    assert len(found) == 9 and [s[:2] for s in found[::3]] == [("M", 0), ("F", 0), ("D", 0)]
    for sector in expected:
        assert sector in found


@needs_poppler
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_wheel_prints_on_one_page_with_the_edited_values(
    paper: str, tmp_path: Path, english
) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "wheel.pdf"
    RdvWheel(_values(breakaway_supplement={"F": [1, 3, 5]}), paper).write_pdf(out)
    assert [(round(w), round(h)) for w, h in pdf_pages(out)] == [SIZES[paper]]
    text = _text(out)
    for needed in ("Roue de Vitesse — the wheel", "+5", "+3", "+1", "steady · start", "9"):
        assert needed in text, needed
    assert "Middle ring: a breakaway succeeds" in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_wheel_is_18_cm_across_and_on_the_page(paper: str, qapp) -> None:  # type: ignore[no-untyped-def]
    wheel = RdvWheel(_values(), paper)
    assert 2 * R_NAME[0] == DIAMETER == 180.0
    px_per_mm = 2.0
    w, h = wheel.page_mm
    image = QImage(int(w * px_per_mm), int(h * px_per_mm), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.scale(px_per_mm, px_per_mm)
    wheel.paint_page(p, 0)
    p.end()
    row = int((10 + TOP + DIAMETER / 2) * px_per_mm)  # through the wheel's centre
    inked = [x for x in range(image.width()) if image.pixelColor(x, row).lightness() < 200]
    across = (max(inked) - min(inked)) / px_per_mm
    assert abs(across - DIAMETER) < 2.0
    column = [
        y
        for y in range(image.height())
        if image.pixelColor(image.width() // 2, y).lightness() < 200
    ]
    assert max(column) / px_per_mm < h - 10  # the legend ends above the bottom margin


# -- team sheets ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("start", "left", "row"),
    [
        ((8, 7, 0), (6, 7, 0), [OPEN] * 6 + [STRUCK] * 2 + [NONE] * 2),
        ((10, 5, 0), (10, 5, 0), [OPEN] * 10),
        ((5, 5, 5), (7, 5, 5), [OPEN] * 7 + [NONE] * 3),  # fed past the start
        ((10, 5, 0), (12, 5, 0), [OPEN] * 12),  # a row grows past 10
        ((0, 10, 5), (0, 9, 5), [NONE] * 10),
    ],
)
def test_boxes_open_struck_or_never_had(start: tuple, left: tuple, row: list[str]) -> None:
    assert RiderPoints("A1", start, left).boxes(0) == row
    assert RiderPoints("", None).boxes(2) == [OPEN] * 10


def test_team_points_follow_the_game(qapp) -> None:  # type: ignore[no-untyped-def]
    _game, state = _state(2)  # two profiles given, the others not yet
    teams = team_points(state, lambda s: NAMES[s])
    assert [t.player for t in teams] == ["Ana", "Bo", "Cy"] and teams[0].team == "A"
    given = [r for t in teams for r in t.riders if r.start is not None]
    assert len(given) == 2 and all(sum(r.start or ()) == 15 for r in given)
    _game, state = _state(300)
    teams = team_points(state, lambda s: NAMES[s])
    for seat, team in enumerate(teams):
        for k, rider in enumerate(team.riders):
            r = 3 * seat + k
            assert rider.name == f"{'ABC'[seat]}{k + 1}"
            assert rider.start == tuple(state.start_skills[r])
            assert rider.left == tuple(state.skills[r])
    assert any(STRUCK in r.boxes(s) for t in teams for r in t.riders for s in range(3))


@needs_poppler
@pytest.mark.parametrize(("players", "pages"), [(2, 1), (3, 2), (6, 3)])
def test_team_sheets_from_a_game(players: int, pages: int, tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    _game, state = _state(120 * players, players)
    sheet = RdvTeamSheet(team_points(state, lambda s: f"P{s + 1}"), "letter", "turn 3")
    out = tmp_path / "teams.pdf"
    sheet.write_pdf(out)
    assert len(pdf_pages(out)) == sheet.page_count() == pages
    text = _text(out)
    assert "Player: P1" in text and "Team: A" in text and f"Team: {'ABCDEF'[players - 1]}" in text
    assert "Rider 1: A1" in text and "points left of 15" in text and "turn 3" in text
    blank = tmp_path / "blank.pdf"
    RdvTeamSheet(blank_teams(), "a4").write_pdf(blank)
    assert len(pdf_pages(blank)) == 3 and "Rider 3: ______________" in _text(blank)


def test_the_table_can_register_the_sheets(qapp) -> None:  # type: ignore[no-untyped-def]
    game, state = _state(40)
    session = types.SimpleNamespace(game=game, state=state, seat_name=lambda s: NAMES[s])
    listed = sheets(session)  # type: ignore[arg-type]
    assert [s.title() for s in listed] == ["Team sheets", "The wheel"]
    assert [s.file_name for s in listed] == ["rdv-teams.pdf", "rdv-wheel.pdf"]
    teams, wheel = (s.make("letter", None) for s in listed)
    assert teams.page_count() == 2 and wheel.page_count() == 1 and wheel.paper == "letter"


# -- the results sheet ------------------------------------------------------------------------


@needs_poppler
def test_the_results_sheet_of_a_stage_race(tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    game = registry.get(GAME).create()
    ids = ["etape_de_plaine", "etape_de_montagne"]
    setup = {**game.default_setup(3), "stages": ids, "courses": [course_data(i) for i in ids]}
    played = play_bots(game, setup, 3, {s: HeuristicBot(s) for s in range(3)})
    kinds = [c.kind for c in played.result.classifications]
    assert kinds == ["stage", "stage", "general", "mountains"]
    data = ResultsData(
        "Roue de Vitesse",
        "Ana wins",
        [NAMES[s] for s in played.result.ranking],
        list(NAMES[:3]),
        played.result.classifications,
        lambda s: NAMES[s],
        len(played.record.actions),
    )
    sheet = ResultsSheet(data, "a4")
    out = tmp_path / "results.pdf"
    sheet.write_pdf(out)
    assert len(pdf_pages(out)) == sheet.page_count()
    text = _text(out)
    for needed in ("Results — Roue de Vitesse", "Stage 1", "Stage 2", "General", "Climbers"):
        assert needed in text, needed
    gc = next(c for c in played.result.classifications if c.kind == "general")
    leader = gc.standings[0]
    assert f"{gc.names[leader.competitor]} ({NAMES[gc.seats[leader.competitor]]})" in text
    unit = "pt" if leader.value == 1 else "pts"  # Qt's plural forms (%n pt(s))
    assert f"{leader.value} {unit}" in text  # the general in points


# -- the command line --------------------------------------------------------------------------


@needs_poppler
def test_print_wheel_and_team_sheets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    wheel = tmp_path / "wheel.pdf"
    assert main(["print", "--what", "wheel", "-o", str(wheel), "--paper", "letter"]) == 0
    assert [(round(w), round(h)) for w, h in pdf_pages(wheel)] == [SIZES["letter"]]
    blank = tmp_path / "blank.pdf"
    assert main(["print", "--what", "team-sheet", "-o", str(blank)]) == 0
    assert len(pdf_pages(blank)) == 3
    edited = json.loads(Path("resources/games/roue_de_vitesse/ruleset.json").read_text("utf-8"))
    edited["values"]["counter_supplement"]["D"] = [3, 4, 5]
    (tmp_path / "edited.json").write_text(json.dumps(edited), encoding="utf-8")
    out = tmp_path / "edited.pdf"
    assert (
        main(
            ["print", "--what", "wheel", "--ruleset", str(tmp_path / "edited.json"), "-o", str(out)]
        )
        == 0
    )
    assert "+5" in _text(out)
    game = registry.get(GAME).create()
    played = play_bots(game, game.default_setup(2), 4, {s: HeuristicBot(s) for s in range(2)})
    played.record.seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    save_record(played.record, tmp_path / "game.json")
    sheets = tmp_path / "sheets.pdf"
    assert (
        main(
            [
                "print",
                "--what",
                "team-sheet",
                "--record",
                str(tmp_path / "game.json"),
                "-o",
                str(sheets),
            ]
        )
        == 0
    )
    text = _text(sheets)
    assert "Player: Ana" in text and "Player: Bo" in text and "after the race" in text
    capsys.readouterr()
    cyc = Path("resources/games/cyclistes/ruleset.json").resolve()
    for args, reason in [
        (["--what", "wheel", "etape_de_plaine"], "takes no course"),
        (["--what", "teams"], "needs a course"),
        (["--what", "wheel", "--ruleset", str(cyc)], "not a Roue de Vitesse ruleset"),
        (["etape_de_plaine", "--record", str(tmp_path / "game.json")], "for Roue de Vitesse"),
        (["--what", "team-sheet", "--ruleset", str(cyc)], "--ruleset is for the wheel"),
    ]:
        assert main(["print", *args, "-o", str(tmp_path / "x.pdf")]) == 2
        assert reason in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


@needs_poppler
def test_a_classification_longer_than_a_page_goes_on_over_the_next(tmp_path: Path, english) -> None:  # type: ignore[no-untyped-def]
    """48 riders (Cyclistes, six teams of eight) do not run off the page."""
    from peloton_desktop.core.stages import GENERAL, Competitor, Unit, classify

    riders = [Competitor(r // 8, f"{'ABCDEF'[r // 8]}{r % 8 + 1}") for r in range(48)]
    gc = classify(GENERAL, Unit.TIME, {r: 10 * r for r in range(48)}, competitors=riders)
    data = ResultsData("Cyclistes", "A1 wins", ["A"], ["Ana"], [gc, gc], lambda s: f"P{s}")
    sheet = ResultsSheet(data, "letter")
    parts = [(part.start, part.end) for page in sheet.pages for part in page]
    covered = [i for start, end in parts for i in range(start, end)]
    assert covered == list(range(48)) * 2 and sheet.page_count() >= 3
    for page in sheet.pages:
        rows = sum(part.end - part.start + 3 for part in page)
        assert rows * 6.5 <= sheet.page_mm[1] - 20
    out = tmp_path / "long.pdf"
    sheet.write_pdf(out)
    assert "General (continued)" in _text(out)
