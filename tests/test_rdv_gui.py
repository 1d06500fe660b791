"""Roue de Vitesse through its real widgets: a one-day race with a human and bots to
the finish (team sheet presets, the start zone clicked, riders clicked to attack,
the wheel's notches clicked), a counter clicked out of turn on the shared screen, a
two-stage race to the final podium, the set-up panel, readable at 1366×768."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from rdv_gui_helpers import (
    GAME,
    buttons,
    click,
    click_scene,
    human_move,
    page_for,
    race,
    short_course,
)

from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import load_game
from peloton_desktop.games.roue_de_vitesse.view.items import RdvRider
from peloton_desktop.ui.table.session import GameSession


def _setup(players: int, **more) -> dict:
    game = load_game(GAME)
    return game.validate_setup({**game.default_setup(players), **more})


def test_a_one_day_race_with_a_human_and_bots_to_the_finish(qtbot, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Robot", kind="bot", bot="heuristic"),
        SeatInfo(name="Robot 2", kind="bot", bot="heuristic"),
    ]
    page = page_for(qtbot, seats, _setup(3))
    clicks = race(qtbot, page)
    assert clicks["profile"] == 3 and clicks["place"] == 3
    assert clicks.get("notch", 0) >= 3 and clicks.get("attack_click", 0) >= 1
    assert page.session.state.start_skills[0] == [4, 10, 1]  # the rouleur preset
    assert page.banner.isVisible() and "wins the race" in page.banner.headline.text()
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(" attacks: the die shows " in line for line in lines)
    assert any(line.startswith("Over the line:") for line in lines)
    assert any(line.startswith("Stage 1 is won by") for line in lines)
    # the riders past the line stand four a case from the finish case on, hiding its
    # terrain: the strips of those cases give it
    obs = page.session.observe(None)
    arrived = sum(len(batch) for batch in obs.arrived)
    last = obs.finish + (arrived - 1) // 4
    assert arrived > 4 and last in page.view.cases
    for position in range(obs.finish, last + 1):
        strip = [b.text for b in page.view.cases[position].text_boxes()]
        assert len(strip) == 2 and strip[1] == str(position)


def _to_a_counter(session: GameSession, human: int) -> None:
    """Both humans' decisions played straight on the session (attacking whenever
    possible) until `human` may counter a breakaway of the other."""
    for _ in range(3000):
        prompt = session.prompts()[0]
        if prompt.key == "rdv.ask.counter" and human in prompt.seats:
            return
        seat = session.to_move()[0]
        legal = session.legal_actions(seat)
        choice = next((a for a in legal if a[0] in ("attack", "extra")), None)
        if choice is None:
            choice = ("bonus", 1) if ("bonus", 1) in legal else legal[0]
        if prompt.key == "rdv.ask.counter":
            choice = ("pass",)
        session.play(seat, choice)
    raise AssertionError("no counter window for the human")


def test_a_counter_clicked_out_of_turn(qtbot, english) -> None:
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    page = page_for(qtbot, seats, _setup(2), seed=7, handover=True)
    session = page.session
    _to_a_counter(session, 1)
    if session.state.seat == 1:  # his own breakaway: wait for the other's
        session.play(1, ("pass",))
        _to_a_counter(session, 1)
    assert session.state.seat == 0 and session.prompts()[0].kind == "reaction"
    if page.viewer == 0:  # the attacker's team may counter too: he lets him go first
        assert 0 in session.prompts()[0].seats
        click(qtbot, page, buttons(page)["pass"])
    # asked out of turn: the laptop goes to him through the hand-over screen
    assert page.stack.currentWidget() is page.handover and page.handover.seat == 1
    qtbot.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.view and page.viewer == 1
    assert "counter at once?" in page.view.panel.prompt.text()
    assert "pass" in buttons(page)
    rider = next(i for i in page.view.scene.items() if isinstance(i, RdvRider) and i.clickable)
    assert rider.index // 3 == 1 and rider.active
    click_scene(qtbot, page, rider.sceneBoundingRect().center())
    assert session.record.actions[-1].seat == 1
    assert session.record.actions[-1].action[:1] == ["counter"]
    for _ in range(3):  # his counter's own choices (the extra point)
        if session.to_move() != (1,):
            break
        assert page.viewer == 1
        click(qtbot, page, next(iter(buttons(page).values())))
    # the window closed: the laptop goes back to Ana, whose turn it is
    assert session.to_move() == (0,) and session.state.seat == 0
    assert page.stack.currentWidget() is page.handover and page.handover.seat == 0
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(" counters: the die shows " in line for line in lines)


def _drive_until(session: GameSession, key: str, seat: int) -> None:
    """Decisions played straight on the session (attack, go fast) until `seat` is
    asked `key`."""
    for _ in range(5000):
        prompt = session.prompts()[0]
        if prompt.key == key and seat in prompt.seats:
            return
        mover = session.to_move()[0]
        legal = session.legal_actions(mover)
        wanted = [a for a in legal if a[0] in ("attack", "counter")]
        wanted += [a for a in legal if a[0] == "pace" and a[2] == max(x[2] for x in legal)]
        session.play(mover, wanted[0] if wanted else legal[-1])
    raise AssertionError(f"{key} never asked")


@pytest.mark.parametrize(
    ("key", "prefix", "line"),
    [
        ("rdv.ask.buy_back", "buy_back_", " buys back "),
        ("rdv.ask.hold", "hold_", " pays the fast pace with "),
    ],
)
def test_the_buy_back_and_the_fast_pace_are_the_players_choice(
    qtbot, english, key: str, prefix: str, line: str
) -> None:
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    course = short_course("descent", "F" * 4 + "D" * 30 + "M" * 6, 40)
    setup = _setup(2, incident=True, stages=["descent"], courses=[course])
    page = page_for(qtbot, seats, setup, seed=3)
    _drive_until(page.session, key, 0)
    assert page.viewer == 0
    found = sorted(n for n in buttons(page) if n.startswith(prefix))
    assert len(found) >= 2
    rider = page.session.prompts()[0].params["rider"]
    assert page.view.riders[rider].active  # the rider asked is ringed on the road
    click(qtbot, page, buttons(page)[found[-1]])
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(line in x for x in lines[-8:])


def test_a_two_stage_race_to_the_final_podium(qtbot, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Robot", kind="bot", bot="heuristic"),
    ]
    courses = [
        short_course("short_flat", "F" * 12 + "MMM" + "DD" + "F" * 12, 15),
        short_course("short_hill", "F" * 6 + "MMMMMM" + "D" * 3 + "F" * 10, 12),
    ]
    setup = _setup(2, stages=[c["id"] for c in courses], courses=courses)
    # a seed whose race offers a recovery (the robot's moves come from its seat's view)
    page = page_for(qtbot, seats, setup, seed=13)
    clicks = race(qtbot, page, 6000, attack_every=1)
    assert clicks.get("recover", 0) >= 1  # the recovery chosen on the team sheet
    assert clicks["stage"] == 1  # the first stage's end waited for Ana
    assert len(page.session.state.book.results) == 2
    tabs = [page.standings.tabToolTip(i) for i in range(page.standings.count())]  # whole titles
    assert tabs[:2] == ["Stage 1", "Stage 2"] and "General" in tabs
    assert "general classification" in page.banner.headline.text()
    # issue 26: the winner stays on the line, with his place, not an empty road
    obs = page.session.observe(None)
    winner = page.view.riders[obs.arrived[0][0]]
    line = page.view.cases[obs.finish]
    assert winner.isVisible() and winner.badge == "1st"
    assert line.sceneBoundingRect().contains(winner.sceneBoundingRect().center())
    # the final ranking takes the seat list's place: room for the classifications
    assert page.result.isVisible() and not page.players.isVisible()
    assert page.standings.isVisible()
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(line.startswith("Over the summit (case ") for line in lines)
    # a pace change names the group it is for
    assert any(line.startswith("The group of ") and " pace." in line for line in lines)


def test_tooltips_team_sheets_and_jerseys(qtbot, english) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = page_for(qtbot, seats, _setup(2))
    while page.session.state.phase in ("build", "place"):
        human_move(qtbot, page, {})
    view = page.view
    assert all(c.toolTip() for c in view.cases.values())
    assert view.cases[17].toolTip().startswith("Case 17: mountain")
    assert "Summit" in view.cases[17].toolTip()
    riders = [r for r in view.riders if r.isVisible()]
    assert len(riders) == 6 and all("Sprint " in r.toolTip() for r in riders)
    assert view.groups and "steady pace" in view.groups[0].toolTip()
    assert [s.riders[0][1] for s in view.sheets] == [(4, 10, 1), (4, 10, 1)]
    assert "Outer ring" in view.wheel.toolTip()
    # riders cover a case's terrain letter: its number strip repeats it (colour-blind)
    obs = page.session.observe(None)
    taken = next(p for p, rs in obs.cases.items() if rs and p in view.cases)
    empty = next(p for p in view.cases if p >= 1 and not obs.cases.get(p))
    letters = {"M": "M", "F": "F", "D": "D"}  # English letters of the terrains
    terrain = view.cases[taken].draft.cells[view.cases[taken].box.index].terrain
    assert [b.text for b in view.cases[taken].text_boxes()] == [letters[terrain], str(taken)]
    assert [b.text for b in view.cases[empty].text_boxes()] == [str(empty)]


def test_the_set_up_panel_gives_what_the_cli_prints(qtbot, english) -> None:
    from peloton_desktop.games.roue_de_vitesse.view.setup_panel import RdvSetupPanel

    panel = RdvSetupPanel()
    qtbot.addWidget(panel)
    panel.set_players(3, ["A", "B", "C"])
    game = load_game(GAME)
    assert panel.setup(3) == game.default_setup(3)
    panel.stage_race.setChecked(True)
    panel.dice.setCurrentIndex(panel.dice.findData("2d6"))
    panel.incident.setChecked(True)
    panel.feed.setChecked(True)
    assert not panel.problem
    panel.move_stage(-1)
    setup = panel.setup(3)
    assert len(setup["stages"]) == 2 and len(setup["courses"]) == 2
    assert (setup["dice"], setup["incident"], setup["ravitaillement"]) == ("2d6", True, True)
    game.check_setup(setup)
    panel.remove_stage()
    assert panel.problem


@pytest.mark.parametrize("language", ["en", "fr"])
def test_readable_at_1366_by_768(qtbot, english, language: str) -> None:
    from readability import problems, texts

    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.i18n import manager
    from peloton_desktop.ui.shell.main_window import MainWindow

    manager.apply(language)
    window = MainWindow(Settings(language=language))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    seats = [SeatInfo(name=f"Rider {i + 1}") for i in range(6)]
    session = GameSession.new(GAME, _setup(6), 3, seats)
    while session.state.phase in ("build", "place") or session.state.turn < 3:
        seat = session.to_move()[0]
        session.play(seat, session.legal_actions(seat)[0])
    window.show_session(session)
    view = window.page.view.board
    view.fit()
    assert problems(view) == []
    found = [t for t, _, _ in texts(view)]
    steady = "steady" if language == "en" else "soutenue"
    assert "17" in found and "+2" in found and steady in found  # cases, wheel


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_help_lists_every_assumption(qtbot, english, language: str) -> None:
    from peloton_desktop.games.roue_de_vitesse.view import TABLE
    from peloton_desktop.ui.shell.i18n import manager

    manager.apply(language)
    ruleset = load_game(GAME).ruleset
    html = TABLE.rules_html(ruleset)  # type: ignore[misc]
    assert "<h2>Roue de Vitesse</h2>" in html
    for key in ruleset.assumed:
        text = TABLE.assumption_text(key)  # type: ignore[misc]
        assert text != key and text in html.replace("&#x27;", "'").replace("&quot;", '"')
    assert ("Hypothèses" if language == "fr" else "Assumptions") in html


def test_the_rules_help_tells_the_readings_of_issue_24(qtbot, english) -> None:
    """The first turn's 4 cases, the push one case back, one place a rider at a summit
    and the bonus point whenever it makes or raises a breakaway, as the engine plays them."""
    from peloton_desktop.games.roue_de_vitesse.view import TABLE

    ruleset = load_game(GAME).ruleset
    html = TABLE.rules_html(ruleset).replace("&#x27;", "'")  # type: ignore[misc]
    assert ruleset.values["first_turn_cases"] == 4
    assert "first turn of a stage it rides 4 cases on any terrain" in html
    assert "one rider of your choice goes one case back" in html
    assert "a rider is ranked once at each" in html
    assert "raises one that succeeds and with it the score a counter must reach" in html


def test_a_rider_moved_inside_his_group_by_clicks(qtbot, english) -> None:
    """Click one of your riders in the group (he is ringed, the cases he may reach
    are lit), then a lit case."""
    seats = [SeatInfo(name="Ana", colour="#0072B2"), SeatInfo(name="Bo", colour="#D55E00")]
    page = page_for(qtbot, seats, _setup(2), seed=5)
    session = page.session
    for _ in range(3000):
        prompt = session.prompts()[0]
        legal = session.legal_actions(session.to_move()[0])
        free = any(len(a) == 3 and a[0] == "shift" for a in legal)
        if prompt.key == "rdv.ask.shift" and 0 in prompt.seats and free:
            break
        mover = session.to_move()[0]
        session.play(mover, legal[0] if legal[0][0] != "stay" else legal[-1])
    view = page.view
    move = next(a for a in legal if a[0] == "shift" and len(a) == 3)
    rider = view.riders[move[1]]
    assert rider.clickable and not any(c.lit for c in view.cases.values())
    click_scene(qtbot, page, rider.sceneBoundingRect().center(), plays=False)
    assert rider.active and view.cases[move[2]].lit
    assert f"shift_{move[2]}" in buttons(page)
    case = view.cases[move[2]]
    click_scene(qtbot, page, case.mapToScene(case.strip().center()))
    assert session.record.actions[-1].action[:3] == ["shift", move[1], move[2]]
    assert move[1] in view.last[0] and move[2] in view.last[1]  # the last move stays marked


@pytest.mark.qt_log_ignore("does not support grabbing")  # the open menu, offscreen
def test_the_team_sheets_and_the_wheel_print_from_the_race(
    qtbot, tmp_path, english, monkeypatch
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    seats = [SeatInfo(name="Ana"), SeatInfo(name="Robot", kind="bot", bot="heuristic")]
    page = page_for(qtbot, seats, _setup(2))
    assert page.sheets_button.isVisible()
    menu = page.sheets_button.menu()
    assert isinstance(menu, QMenu)
    assert [a.text() for a in menu.actions()] == ["Team sheets", "The wheel"]
    out = tmp_path / "wheel.pdf"
    monkeypatch.setattr(
        "peloton_desktop.ui.printing.print_document.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(out), ""),
    )

    def choose() -> None:  # in the open menu: the wheel's "Save as PDF…"
        action = menu.findChild(QAction, "sheetPdf_1")
        assert action is not None
        menu.close()
        action.trigger()

    QTimer.singleShot(0, choose)
    qtbot.mouseClick(page.sheets_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: out.exists(), timeout=5000)
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 1000


def test_the_groups_glide_to_their_new_cases(qtbot, english) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = page_for(qtbot, seats, _setup(2))
    page.view.animation_speed = 0.05
    session = page.session
    for _ in range(400):  # build, place, then ride until the groups have moved once
        if session.state.turn >= 2:
            break
        seat = session.to_move()[0]
        session.play(seat, session.legal_actions(seat)[-1])
    slide = page.view.motion.running
    assert slide is not None and slide.animationCount() > 0
    with qtbot.waitSignal(slide.finished, timeout=5000):
        pass
    where = {r: p for p, rs in session.observe(None).cases.items() for r in rs}
    for r, p in where.items():
        assert page.view.riders[r].pos() in [page.view.cases[p].seat_centre(k) for k in range(4)]
