"""The template game (`tests/course_aux_des/`, docs/design.md "Adding a game") is a whole
game of the house's shape: it registers like a sixth game, plays legal races to the line
with its invariants kept, and its table is played by clicking a lit case, saved, loaded
back and replayed to the same position. If a shared layer changes its contract, this
fails before a newcomer copies a template that no longer works."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from course_aux_des import ENTRY
from course_aux_des.rules import CadState, CourseAuxDes
from properties import check_playouts
from PySide6.QtCore import Qt
from test_architecture import ROLES

from peloton_desktop.cli import main
from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.pieces.road_case import RoadCase, road_marks
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.game_table import table_of
from peloton_desktop.ui.table.session import GameSession

GAME = ENTRY.id
TEMPLATE = Path(__file__).resolve().parent / "course_aux_des"


@pytest.fixture(autouse=True)
def template() -> Iterator[str]:
    registry.register(ENTRY)
    yield GAME
    registry.unregister(GAME)


def test_the_template_has_every_role_s_file() -> None:
    assert [role for role in ROLES if not (TEMPLATE / role).exists()] == []


def test_it_registers_with_its_own_words(template: str) -> None:
    entry = registry.get(template)
    assert (entry.title, entry.min_players, entry.max_players) == ("Course aux dés", 2, 4)
    assert entry.pitch.startswith("Pick your effort in secret")
    assert entry.art is not None and entry.standard_ruleset().values["length"] == 12
    # the roles it leaves to the shared defaults: no coach, the phones' generic words
    assert entry.coach is None and entry.phone is None
    assert entry.hidden == CourseAuxDes.hidden_information  # the secrecy tests read it
    table = table_of(entry)  # no set-up panel: the players only; the road's marks
    assert table.create_setup_panel is None and table.marks is road_marks
    game = registry.load_game(template)
    assert (game.game_id, game.min_players, game.max_players) == (GAME, 2, 4)


def ledger(game: CourseAuxDes, s: CadState) -> None:
    assert all(e >= 0 for e in s.energy), "energy spent that was not there"
    assert all(p >= 0 for p in s.position)
    spent = [sum(h[seat] - 1 for h in s.history) for seat in range(s.players)]
    assert [game.v["energy"] - e for e in s.energy] == spent, "energy lost or made"
    for seat in range(s.players):
        pending = game.observe(s, seat).pending
        assert all(p is None for o, p in enumerate(pending) if o != seat), "a secret shown"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_races(players: int) -> None:
    lengths = check_playouts(CourseAuxDes(), players, 200, seed=players * 10, invariant=ledger)
    assert min(lengths) >= players * 4  # 12 cases at 3 a round at most: 4 rounds


def test_a_six_gives_a_case_more_and_the_furthest_wins() -> None:
    game = CourseAuxDes()
    state = game.new_game({"players": 2}, 1)
    game.apply_in_place(state, 0, ("effort", 3))
    events = game.apply_in_place(state, 1, ("effort", 1))
    moved = {e.data["seat"]: e.data for e in events if e.kind == "moved"}
    for seat, effort in ((0, 3), (1, 1)):
        assert moved[seat]["to"] == effort + (moved[seat]["die"] == 6)
    assert state.energy == [4, 6]
    state.position, state.over = [12, 12], True
    assert game.result(state).ranking == (1, 0)  # a tie goes to more energy left


def test_a_click_on_a_lit_case_plays_then_save_and_replay(
    qtbot, english, template: str, tmp_path: Path, capsys
) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="heuristic")]
    session = GameSession.new(template, {"players": 2}, 4, seats)
    page = GamePage(session, registry.get(template), animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    if page.stack.currentWidget() is page.handover:
        qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    view = page.view
    lit = [i for i in view.scene.items() if isinstance(i, RoadCase) and i.value is not None]
    assert sorted(c.value for c in lit) == [1, 2, 3]  # every effort the seat can pay
    assert [b.objectName() for b in view.panel.buttons()] == ["effort1", "effort2", "effort3"]
    target = next(c for c in lit if c.value == 2)
    assert target.number == 2 and "2" in target.toolTip()
    point = view.board.mapFromScene(target.sceneBoundingRect().center())
    session.schedule_bots()
    qtbot.mouseClick(view.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: session.state.round == 2, timeout=10000)  # the bot chose too
    assert [a.action for a in session.record.actions if a.seat == 0] == [["effort", 2]]
    assert session.state.energy[0] == 5
    assert view.riders[0].marked  # the last move is marked on the table
    path = tmp_path / "race.json"
    assert session.save_as(path)
    loaded = GameSession.load(path)
    assert loaded.observe(None).to_json() == session.observe(None).to_json()
    capsys.readouterr()
    assert main(["replay", str(path), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["game"] == GAME
    assert replayed["state"]["position"] == list(session.state.position)


def test_the_new_game_dialog_asks_only_for_the_players(qtbot, english, template: str) -> None:
    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(registry.get(template), Settings(language="en"))
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    assert dialog.options is None  # the template writes no set-up panel
    assert dialog.setup() == {"players": 3}
    assert dialog._validate()
