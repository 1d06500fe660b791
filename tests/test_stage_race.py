"""Stage races and reaction windows end to end: the RaceBook's classifications, a toy
two-stage race with out-of-turn actions through playouts, `setup`/`simulate`/`replay`
and the GUI session with its standings widget."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from dialogs import go_on_after_a_stage
from properties import check_playouts
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableWidget
from toy_tour import ToyTour

from peloton_desktop.cli import main
from peloton_desktop.core import registry
from peloton_desktop.core.book_view import BookView
from peloton_desktop.core.prompts import PASS, Ask
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.stages import (
    GENERAL,
    POINTS,
    STAGE,
    Competitor,
    RaceBook,
    Unit,
    classify,
    format_time,
)
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

RIDERS = [Competitor(0, "Anquetil"), Competitor(1, "Bobet"), Competitor(2, "Coppi")]


@pytest.mark.parametrize(
    ("unit", "values", "tiebreak", "order", "gaps"),
    [
        (Unit.TIME, {0: 30, 1: 0, 2: 10}, (), [1, 2, 0], [0, 10, 30]),
        (Unit.POINTS, {0: 3, 1: 7, 2: 5}, (), [1, 2, 0], [0, 2, 4]),
        # equal times: the tie-break order (the last stage's arrival) decides
        (Unit.TIME, {0: 10, 1: 10, 2: 0}, (2, 1, 0), [2, 1, 0], [0, 10, 10]),
        (Unit.POINTS, {0: 4, 1: 4, 2: 4}, (1, 0, 2), [1, 0, 2], [0, 0, 0]),
    ],
)
def test_classify_ranks_with_gaps(unit, values, tiebreak, order, gaps) -> None:
    c = classify(GENERAL, unit, values, tiebreak, competitors=RIDERS)
    assert [s.competitor for s in c.standings] == order
    assert [s.gap for s in c.standings] == gaps
    assert [s.rank for s in c.standings] == [1, 2, 3]
    assert c.leader == order[0]


def test_two_stages_by_hand() -> None:
    book = RaceBook(RIDERS, 2, Unit.TIME, {POINTS: Unit.POINTS})
    out = book.finish_stage([2, 0, 1], {2: 0, 0: 10, 1: 30}, {POINTS: {2: 3, 0: 2, 1: 1}})
    stage, gc, points = out
    assert stage.kind == STAGE and stage.stage == 1
    assert [s.competitor for s in gc.standings] == [2, 0, 1]
    assert all(s.movement is None for s in gc.standings)  # nothing to move from yet
    assert book.between and not book.finished
    book.next_stage()
    assert (book.stage, book.between) == (2, False)
    _, gc, points = book.finish_stage([1, 0, 2], {1: 0, 0: 0, 2: 50}, {POINTS: {1: 3, 0: 2, 2: 1}})
    # GC: Anquetil 0:10, Bobet 0:30, Coppi 0:50
    assert [(s.competitor, s.value, s.gap) for s in gc.standings] == [
        (0, 10, 0),
        (1, 30, 20),
        (2, 50, 40),
    ]
    assert [s.movement for s in gc.standings] == [1, 1, -2]
    assert gc.jersey == "yellow" and points.jersey == "green"
    # Points: 4 each; the last stage's arrival breaks the tie
    assert [s.competitor for s in points.standings] == [1, 0, 2]
    assert book.finished
    again = BookView.from_json(json.loads(json.dumps(book.to_json()))).race_book()
    assert again.classifications() == book.classifications()
    with pytest.raises(ValueError):
        book.next_stage()


def test_withdrawn_riders_leave_the_classifications() -> None:
    book = RaceBook(RIDERS, 3)
    book.finish_stage([0, 1, 2], {0: 0, 1: 5, 2: 9})
    book.withdraw(1)
    book.next_stage()
    _, gc = book.finish_stage([2, 0], {2: 0, 0: 20})
    assert [s.competitor for s in gc.standings] == [2, 0]
    assert gc.standings[0].value == 9 and gc.standings[1].gap == 11


@pytest.mark.parametrize(("seconds", "text"), [(0, "0:00"), (75, "1:15"), (3725, "1:02:05")])
def test_time_format(seconds: int, text: str) -> None:
    assert format_time(seconds) == text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_toy_tour_random_races(players: int, toy_tour: str) -> None:
    lengths = check_playouts(ToyTour(), players, 200, seed=players * 1000)
    assert min(lengths) > 0


def test_toy_tour_prompts() -> None:
    game = ToyTour()
    state = game.new_game({"players": 3, "stages": 2}, 5)
    turn, window = game.prompts(state)
    assert (turn.kind, turn.seats, turn.waits) == (Ask.TURN, (0,), True)
    assert (window.kind, window.seats, window.waits) == (Ask.REACTION, (1, 2), False)
    assert game.to_move(state) == (0,) and game.asked(state) == (0, 1, 2)
    assert game.next_seat(state) == 1  # an open window is asked first
    assert PASS in game.legal_actions(state, 2)
    state, _ = game.apply(state, 2, ("puncture",))
    state, _ = game.apply(state, 0, ("ride", 2))
    # Rider 1 leads alone: the others may follow, and the game waits for them.
    (follow,) = game.prompts(state)
    assert (follow.kind, follow.seats, follow.waits) == (Ask.REACTION, (1, 2), True)
    assert game.to_move(state) == (1, 2)


def _toy_setup(tmp_path: Path, capsys, stages: int) -> Path:
    assert main(["setup", "toy_tour", "--players", "3"]) == 0
    setup = json.loads(capsys.readouterr().out)
    assert setup == {"players": 3, "stages": 2}
    setup["stages"] = stages
    path = tmp_path / "setup.json"
    path.write_text(json.dumps(setup))
    return path


def test_setup_simulate_replay_of_a_stage_race(toy_tour: str, tmp_path: Path, capsys) -> None:
    setup = _toy_setup(tmp_path, capsys, 3)
    args = ["simulate", toy_tour, "--setup", str(setup), "--seed", "3", "--games", "2"]
    assert main([*args, "--record-dir", str(tmp_path)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["players"] for x in lines] == [3, 3]
    for line in lines:
        assert main(["replay", line["record"], "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["over"] and out["ranking"] == line["ranking"]
        kinds = [c["kind"] for c in out["classifications"]]
        assert kinds == ["stage", "stage", "stage", "general", "points"]
        assert [c["stage"] for c in out["classifications"][:3]] == [1, 2, 3]
        gc = out["classifications"][3]
        assert [s["seat"] for s in gc["standings"]] == out["ranking"]
        assert gc["standings"][0]["gap"] == 0 and gc["jersey"] == "yellow"
        assert out["result"]["classifications"] == out["classifications"]
        assert out["state"]["book"]["stage"] == 3


def test_simulate_refuses_a_bad_setup_file(toy_tour: str, tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": 9}))
    assert main(["simulate", toy_tour, "--setup", str(bad)]) == 2
    assert "players" in capsys.readouterr().err
    bad.write_text("[1, 2]")
    assert main(["simulate", toy_tour, "--setup", str(bad)]) == 2
    assert "not an object" in capsys.readouterr().err
    assert main(["simulate", toy_tour]) == 2  # neither --players nor --setup


def _click(qtbot, page: GamePage, name: str) -> None:
    button = page.view.findChild(QPushButton, name)
    assert button is not None and button.isVisible(), name
    with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_gui_puncture_out_of_turn_and_two_stages_to_the_gc(qtbot, toy_tour, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Bo", colour="#D55E00"),
        SeatInfo(name="Robot", kind="bot", bot="random"),
    ]
    session = GameSession.new(toy_tour, {"players": 3, "stages": 2}, 8, seats)
    page = GamePage(session, registry.get(toy_tour), handover_enabled=False)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.standings is not None and page.standings.count() == 0
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        session.schedule_bots()  # the robot answers its puncture window at once
    assert page.viewer == 0
    # Bo waits while Ana rides, and punctures her from the shared screen.
    _click(qtbot, page, "puncture1")
    assert session.record.actions[-1].seat == 1
    assert session.record.actions[-1].action == ["puncture"]
    assert page.view.findChild(QPushButton, "puncture1") is None  # used for the race
    for _ in range(400):
        if session.is_over():
            break
        if go_on_after_a_stage(qtbot, page):
            continue
        humans = session.humans_to_move()
        if not humans:
            with qtbot.waitSignal(session.stateChanged, timeout=5000):
                pass
            continue
        legal = session.legal_actions(page.viewer)
        name = "_".join(str(a) for a in legal[0])
        _click(qtbot, page, name)
    assert session.is_over()
    gc = session.result().classifications[2]
    assert gc.kind == GENERAL
    tabs = [page.standings.tabToolTip(i) for i in range(page.standings.count())]  # whole titles
    assert tabs == ["Stage 1", "Stage 2", "General", "Points"]  # the whole race at the end
    assert page.standings.currentIndex() == 2
    table = page.standings.widget(2)
    assert isinstance(table, QTableWidget)
    first = gc.standings[0].competitor
    owner = session.seat_name(gc.seats[first])
    assert table.item(0, 1).text() == f"{gc.names[first]} · {owner}"  # one column: room
    second = gc.standings[1].gap
    assert table.item(1, 3).text() == ("+" + format_time(second) if second else "")
    assert page.banner.isVisible()
