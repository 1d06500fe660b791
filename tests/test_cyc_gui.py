"""Cyclistes through its real widgets: a one-day race with a human and bots to the
finish (the human clicks his rider to roll and picks in the panel), a two-stage race
to the final general classification, the set-up panel, readable at 1366×768."""

from __future__ import annotations

from dialogs import go_on_after_a_stage
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.games.cyclistes.view.items import CaseItem, CycRider
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "cyclistes"


def _setup(players: int, stages: list[str], riders: int) -> dict:
    from peloton_desktop.games.cyclistes.rules.setup import course_data

    return {
        "players": players,
        "riders_per_team": riders,
        "leaders_per_team": 1,
        "teams": ["A", "B", "C", "D"][:players],
        "stages": stages,
        "courses": [course_data(s) for s in stages],
    }


def _page(qtbot, seats: list[SeatInfo], setup: dict, seed: int = 4) -> GamePage:
    session = GameSession.new(GAME, setup, seed, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


def _buttons(page: GamePage) -> dict[str, QPushButton]:
    return {b.objectName(): b for b in page.view.panel.buttons() if b.isVisible()}


def _click(qtbot, page: GamePage, button: QPushButton) -> None:
    with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _human_move(qtbot, page: GamePage, clicks: dict[str, int]) -> None:
    """Line up on the first case offered; roll by clicking the ringed rider; ride as
    far as the dice allow; go on with a démarrage."""
    buttons = _buttons(page)
    legal = page.session.legal_actions(page.viewer)
    assert legal, "the human is asked but has nothing to do"
    for name in ("continue", "move_"):
        found = sorted((n for n in buttons if n.startswith(name)), key=lambda n: -len(n))
        if found:
            best = max(found, key=lambda n: int(n[5:]) if n.startswith("move_") else 0)
            _click(qtbot, page, buttons[best])
            clicks[name] = clicks.get(name, 0) + 1
            return
    place = [n for n in buttons if n.startswith("place_")]
    if place:  # issue 26: lined up by clicking a lit case on the table
        lit = [c for c in page.view.cases if c.lit]
        assert len(lit) == len(place), (len(lit), place)
        view = page.view.board
        point = view.mapFromScene(lit[0].rect().center())
        with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        clicks["placed"] = clicks.get("placed", 0) + 1
        return
    if ("roll",) in legal:
        # issue 26: the prompt offers a démarrage only when there is one
        prompt = page.view.panel.prompt.text()
        assert ("attack" in prompt) == (("demarrage",) in legal), prompt
        assert ("wheel" in prompt) == (("follow",) in legal), prompt
        rider = next(i for i in page.view.riders if i.active)
        assert rider.clickable
        view = page.view.board
        point = view.mapFromScene(rider.sceneBoundingRect().center())
        with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        clicks["rider"] = clicks.get("rider", 0) + 1
        return
    _click(qtbot, page, next(iter(buttons.values())))


def _race(qtbot, page: GamePage, limit: int = 3000) -> dict[str, int]:
    session = page.session
    session.schedule_bots()
    clicks: dict[str, int] = {}
    for _ in range(limit):
        if session.is_over():
            break
        if go_on_after_a_stage(qtbot, page):
            clicks["stage"] = clicks.get("stage", 0) + 1
        elif session.to_move() and session.is_human(session.to_move()[0]):
            assert page.viewer == session.to_move()[0]
            _human_move(qtbot, page, clicks)
        else:
            with qtbot.waitSignal(session.stateChanged, timeout=10_000):
                pass
    assert session.is_over()
    return clicks


def test_a_one_day_race_with_a_human_and_bots_to_the_finish(qtbot, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Robot", kind="bot", bot="heuristic"),
        SeatInfo(name="Robot 2", kind="bot", bot="heuristic"),
    ]
    page = _page(qtbot, seats, _setup(3, ["classique_du_nord"], 4))
    clicks = _race(qtbot, page)
    assert clicks.get("rider", 0) > 3 and clicks.get("move_", 0) > 3
    assert page.banner.isVisible() and "wins the race" in page.banner.headline.text()
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert any(" rolls " in line for line in lines)
    assert any("crosses the line first" in line for line in lines)
    assert any(line.startswith("Stage 1 is won by") for line in lines)


def test_a_two_stage_race_to_the_final_general_classification(qtbot, english) -> None:
    seats = [
        SeatInfo(name="Ana", colour="#0072B2"),
        SeatInfo(name="Robot", kind="bot", bot="heuristic"),
    ]
    setup = _setup(2, ["classique_du_nord", "etape_des_cols"], 6)
    page = _page(qtbot, seats, setup, seed=9)
    clicks = _race(qtbot, page, 6000)
    assert clicks["stage"] == 1  # the first stage's end waited for Ana
    assert len(page.session.state.book.results) == 2
    tabs = [page.standings.tabToolTip(i) for i in range(page.standings.count())]  # whole titles
    assert tabs[:2] == ["Stage 1", "Stage 2"] and "General" in tabs
    assert "general classification" in page.banner.headline.text()


def test_tooltips_choices_and_a_cut_short_roll_are_explained(qtbot, english) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = _page(qtbot, seats, _setup(2, ["classique_du_nord"], 4))
    session = page.session
    while session.state.phase == "place":
        _human_move(qtbot, page, {})
    cases = [i for i in page.view.scene.items() if isinstance(i, CaseItem)]
    assert all(c.toolTip().startswith("Case ") for c in cases)
    hatched = next(c for c in cases if c.draft.cells[c.box.index].terrain == "H")
    assert "hatched" in hatched.toolTip()
    riders = [i for i in page.view.scene.items() if isinstance(i, CycRider) and i.isVisible()]
    assert len(riders) == 8
    assert all("Team: " in r.toolTip() for r in riders)
    assert sum(r.leader for r in riders) == 2 and any("leader" in r.toolTip() for r in riders)
    buttons = _buttons(page)
    assert "roll" in buttons and "abandon" not in buttons  # only the last rider abandons
    _click(qtbot, page, buttons["roll"])
    moves = [n for n in _buttons(page) if n.startswith("move_")]
    assert moves and len(moves) <= 5  # se relever by 1 to 4
    assert "rolls" in page.log.item(page.log.count() - 1).text()


def test_the_set_up_panel_gives_what_the_cli_prints(qtbot, english) -> None:
    from peloton_desktop.core.registry import load_game
    from peloton_desktop.games.cyclistes.view.setup_panel import CycSetupPanel

    panel = CycSetupPanel()
    qtbot.addWidget(panel)
    panel.set_players(3, ["A", "B", "C"])
    game = load_game(GAME)
    assert panel.setup(3) == game.default_setup(3)
    panel.stage_race.setChecked(True)
    assert panel.riders.minimum() == 6 and not panel.problem
    panel.move_stage(-1)
    setup = panel.setup(3)
    assert len(setup["stages"]) == 2 and len(setup["courses"]) == 2
    game.check_setup(setup)
    panel.remove_stage()
    assert panel.problem


def test_the_stage_list_names_who_designed_a_stage(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """Article 8: each player designs a stage or two; the set-up shows whose it is and
    the set-up carries it to the stage tracking sheet."""
    from peloton_desktop.courses import library
    from peloton_desktop.games.cyclistes.view.setup_panel import CycSetupPanel

    mine = library.find("etape_des_cols").draft
    assert mine is not None
    mine = mine.copy()
    mine.id, mine.name, mine.designer = "col_d_ana", "Col d'Ana", "Ana"
    library.save(mine)
    panel = CycSetupPanel()
    qtbot.addWidget(panel)
    panel.stage_race.setChecked(True)
    panel.course.setCurrentIndex(panel.course.findData("col_d_ana"))
    panel.add_stage()
    labels = [panel.stages.item(i).text() for i in range(panel.stages.count())]
    assert labels[-1] == "Col d'Ana (by Ana)"
    assert "(by" not in labels[0]  # a bundled course: no designer
    setup = panel.setup(2)
    assert setup["courses"][-1]["designer"] == "Ana" and "designer" not in setup["courses"][0]


def test_readable_at_1366_by_768(qtbot, english) -> None:
    from readability import problems

    from peloton_desktop.settings import Settings
    from peloton_desktop.ui.shell.main_window import MainWindow

    window = MainWindow(Settings(language="en"))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    seats = [SeatInfo(name=f"Rider {i + 1}") for i in range(6)]
    session = GameSession.new(
        GAME, _setup(6, ["classique_du_nord"], 7) | {"teams": list("ABCDEF")}, 3, seats
    )
    while session.state.phase == "place":
        seat = session.to_move()[0]
        session.play(seat, next(a for a in session.legal_actions(seat) if a[0] == "place"))
    window.show_session(session)
    view = window.page.view.board
    view.fit()
    assert problems(view) == []


def test_a_roll_cut_short_says_why(qtbot, english) -> None:
    """A scotch or a full case stops a rider short of his dice: the panel says which."""
    import random

    from peloton_desktop.games.cyclistes.view.board import CycView

    seats = [SeatInfo(name=f"P{i}") for i in range(6)]
    session = GameSession.new(GAME, {"players": 6}, 5, seats)
    view = CycView(session)
    qtbot.addWidget(view)
    rnd = random.Random(2)
    for _ in range(3000):
        seat = session.to_move()[0]
        view.set_viewer(seat)
        legal = session.legal_actions(seat)
        moves = [a[1] for a in legal if a[0] == "move"]
        if moves and max(moves) < sum(sorted(session.state.dice, reverse=True)[:2]):
            why = view.panel.detail.text()
            assert "Cut short at" in why and ("scotch" in why or "full" in why)
            return
        session.play(seat, rnd.choice([a for a in legal if a[0] != "abandon"] or legal))
    raise AssertionError("no roll was cut short")


def _dice_shown(page: GamePage) -> list[int]:
    return [d.value for d in page.view.dice if d.isVisible()]


def test_the_dice_on_the_table_follow_undo_and_review(qtbot, english) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = _page(qtbot, seats, _setup(2, ["classique_du_nord"], 4))
    session = page.session
    clicks: dict[str, int] = {}
    while not any(a[0] == "move" for a in session.legal_actions(session.to_move()[0])):
        _human_move(qtbot, page, clicks)
    rolled = list(session.observe(None).dice)
    assert _dice_shown(page) == rolled
    move = max(n for n in _buttons(page) if n.startswith("move_"))
    _click(qtbot, page, _buttons(page)[move])
    assert page.undo_button.isEnabled()  # a move after the roll: no dice drawn since
    with qtbot.waitSignal(session.undone, timeout=5000):
        qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert _dice_shown(page) == rolled  # the roll taken back to stays on the table
    session.start_review()
    session.seek(0)
    assert _dice_shown(page) == []  # nothing rolled yet at the start
    session.seek(session.review_length())
    assert tuple(_dice_shown(page)) == session.observe(None).last_roll.dice


def test_a_rider_slides_to_his_new_case(qtbot, english) -> None:
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = _page(qtbot, seats, _setup(2, ["classique_du_nord"], 4))
    page.view.animation_speed = 0.05
    session = page.session
    clicks: dict[str, int] = {}
    while not any(a[0] == "move" for a in session.legal_actions(session.to_move()[0])):
        _human_move(qtbot, page, clicks)
    rider = page.view.riders[session.observe(None).rider]
    before = rider.pos()
    move = max(n for n in _buttons(page) if n.startswith("move_"))
    _click(qtbot, page, _buttons(page)[move])
    slide = page.view.motion.running
    assert slide is not None and rider.pos() == before  # on his way, not yet there
    with qtbot.waitSignal(slide.finished, timeout=5000):
        pass
    assert rider.pos() != before


def test_the_cases_a_rider_may_reach_are_lit_and_clicked(qtbot, english) -> None:
    """Issue 26: after the roll, the cases the rider may ride to are lit on the track,
    each says how far in its tooltip, and a click there plays that move."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Bo")]
    page = _page(qtbot, seats, _setup(2, ["classique_du_nord"], 4))
    session = page.session
    clicks: dict[str, int] = {}
    while not any(a[0] == "move" for a in session.legal_actions(session.to_move()[0])):
        _human_move(qtbot, page, clicks)
    moves = {a for a in session.legal_actions(page.viewer) if a[0] == "move"}
    lit = [c for c in page.view.cases if c.lit]
    assert len(lit) == len({page.view.destinations[c.box.index] for c in lit}) == len(moves)
    target = max(lit, key=lambda c: page.view.destinations[c.box.index][1])
    move = page.view.destinations[target.box.index]
    assert f"ride {move[1]} case" in target.toolTip()
    rider = session.observe(None).rider
    start = session.observe(None).riders[rider].position
    view = page.view.board
    point = view.mapFromScene(target.sceneBoundingRect().center())
    with qtbot.waitSignal(session.stateChanged, timeout=5000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert session.observe(None).riders[rider].position == start + move[1]
