"""Issue 26: a stage's finish is seen. While the stage break waits for the players, the
table shows the stage just raced (not the next one already set up), offers nothing,
stays readable at 1366×768 (the break takes the decision panel's place), and the race
can be neither undone nor played on until someone presses Continue."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from readability import cut_widgets, problems

from peloton_desktop.core import registry
from peloton_desktop.core.bots import decide, make_bot
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.stages import GENERAL
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession


def _cyclistes() -> dict[str, Any]:
    from peloton_desktop.games.cyclistes.rules.setup import course_data

    stages = ["classique_du_nord", "etape_des_cols"]
    return {
        "players": 2,
        "riders_per_team": 6,
        "leaders_per_team": 1,
        "teams": ["A", "B"],
        "stages": stages,
        "courses": [course_data(s) for s in stages],
    }


def _rdv() -> dict[str, Any]:
    from peloton_desktop.games.roue_de_vitesse.rules.setup import course_data

    game = registry.load_game("roue_de_vitesse")
    stages = ["etape_de_plaine", "etape_de_montagne"]
    race = {"stages": stages, "courses": [course_data(s) for s in stages]}
    return game.validate_setup({**game.default_setup(3), **race})


def _tle() -> dict[str, Any]:
    return {"players": 3, "mode": "sprint", "stages_per_player": 1, "open_hands": False}


SETUPS = {"cyclistes": _cyclistes, "roue_de_vitesse": _rdv, "tape_l_etape": _tle}


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_the_stage_break_shows_the_stage_just_raced(qtbot, english, game_id: str) -> None:  # type: ignore[no-untyped-def]
    setup = SETUPS[game_id]()
    players = int(setup["players"])
    seats = [SeatInfo(name=f"Player {i + 1}") for i in range(players)]
    session = GameSession.new(game_id, setup, 5, seats)
    page = GamePage(session, registry.get(game_id), handover_enabled=False, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    qtbot.waitExposed(page)
    bots = {s: make_bot(session.game, "heuristic", s) for s in range(players)}
    for _ in range(5000):
        if page.stage_break.isVisible() or session.is_over():
            break
        seat = session.to_move()[0]
        session.play(seat, decide(session.game, session.state, seat, bots[seat]))
    assert page.stage_break.isVisible(), "the race ended with no stage break"
    finished = page.stage_break.stage
    assert session.state.book.stage == finished + 1  # the engine is already further on
    shown = page.view.observation()
    assert shown.stage == finished  # … but the table shows the stage just raced
    assert all(session.legal_actions(s) == [] for s in range(players))
    if game_id != "tape_l_etape":  # the winner on the line, with his place
        badged = [r for r in page.view.riders if r.isVisible() and r.badge]
        assert [r.badge for r in badged] == ["1st"]
        view = page.view
        line = view.cases[shown.finish] if game_id == "roue_de_vitesse" else None
        if line is None:
            line = view.cases[view.case_number(shown.finish) - 1]
        assert line.sceneBoundingRect().contains(badged[0].pos())
    assert page.view.decision.isHidden()  # the break takes its place: the table keeps its size
    brk = page.stage_break  # its parts side by side, none drawn over another
    parts = [
        QRect(w.mapTo(brk, QPoint(0, 0)), w.size())
        for w in (brk.headline, brk.standings, brk.go_on)
    ]
    assert not any(a.intersects(b) for i, a in enumerate(parts) for b in parts[i + 1 :]), parts
    # every rider of the field in sight, in columns, each name whole (issue 43)
    for tab in range(brk.standings.count()):
        brk.standings.setCurrentIndex(tab)
        QCoreApplication.processEvents()
        flow = brk.standings.currentWidget()
        rows = sum(t.rowCount() for t in flow.tables)
        assert rows == len(brk.standings.classifications[tab].standings)
        port = flow.viewport()
        for t in flow.tables:
            assert QRect(t.mapTo(port, QPoint(0, 0)), t.size()).bottom() <= port.height()
            assert t.horizontalScrollBar().maximum() == 0 and t.verticalScrollBar().maximum() == 0
    assert cut_widgets(brk) == []
    page.view.board.fit()
    assert problems(page.view.board) == []
    assert not session.can_undo() and not page.undo_button.isEnabled()
    qtbot.mouseClick(page.stage_break.go_on, Qt.MouseButton.LeftButton)
    assert not page.stage_break.isVisible() and not page.view.decision.isHidden()
    assert page.view.observation().stage == finished + 1
    if game_id == "cyclistes":  # the general's leader wears the yellow jersey from now on
        general = next(c for c in session.classifications() if c.kind == GENERAL)
        leader = general.standings[0].competitor
        assert [r.index for r in page.view.riders if r.jersey] == [leader]
    # reading another classification never widens the side panel (the table would shrink)
    assert page.standings is not None and page.standings.count() >= 2
    sizes = page.splitter.sizes()
    for tab in range(page.standings.count()):
        page.standings.setCurrentIndex(tab)
        QCoreApplication.processEvents()  # the layout settles (no waiting on time)
        assert page.splitter.sizes() == sizes
