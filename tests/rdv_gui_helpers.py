"""Roue de Vitesse through its real widgets: a human's decision made by clicking what
a player would click (the board's pieces when they are lit, else the panel)."""

from __future__ import annotations

from typing import Any

from dialogs import go_on_after_a_stage
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QPushButton

from peloton_desktop.core import registry
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.ui.table.game_page import GamePage
from peloton_desktop.ui.table.session import GameSession

GAME = "roue_de_vitesse"


def short_course(cid: str, cases: str, summit: int) -> dict[str, Any]:
    return {
        "id": cid,
        "name": cid.replace("_", " ").title(),
        "cases": cases,
        "start_zone": 3,
        "feeds": [],
        "summits": [summit],
        "finish": len(cases),
    }


def page_for(
    qtbot, seats: list[SeatInfo], setup: dict, seed: int = 4, handover: bool = False
) -> GamePage:
    session = GameSession.new(GAME, setup, seed, seats)
    page = GamePage(session, registry.get(GAME), handover_enabled=handover, animation_speed=0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    return page


def buttons(page: GamePage) -> dict[str, QPushButton]:
    found = page.view.panel.findChildren(QPushButton)
    return {b.objectName(): b for b in found if b.isVisible() and b.isEnabled()}


def click(qtbot, page: GamePage, button: QPushButton) -> None:
    with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_scene(qtbot, page: GamePage, point: QPointF, plays: bool = True) -> None:
    view = page.view.board
    at = view.mapFromScene(point)
    if plays:
        with qtbot.waitSignal(page.session.stateChanged, timeout=5000):
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    else:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def human_move(qtbot, page: GamePage, clicks: dict[str, int], attack_every: int = 3) -> None:
    """One decision of the viewer, by the pieces when they are lit, else the panel."""
    view, panel = page.view, page.view.panel
    kind = panel.kind()
    found = buttons(page)
    clicks[kind] = clicks.get(kind, 0) + 1
    if kind in ("profile", "recover"):
        if kind == "profile":
            qtbot.mouseClick(found["preset_rouleur"], Qt.MouseButton.LeftButton)
        click(qtbot, page, found["confirmSkills"])
    elif kind == "place":
        (case,) = [c for c in view.cases.values() if c.lit]
        click_scene(qtbot, page, case.sceneBoundingRect().center())
    elif kind in ("attack", "no_attack"):
        ringed = [r for r in view.riders if r.clickable]
        if ringed and clicks[kind] % attack_every == 0:
            click_scene(qtbot, page, ringed[0].sceneBoundingRect().center())
            clicks["attack_click"] = clicks.get("attack_click", 0) + 1
        else:
            click(qtbot, page, found["no_attack"])
    elif kind == "pace":
        obs = view.obs
        gid = panel.asked_group()
        lit = sorted(view.wheel.lit, key=lambda n: n[1])
        terrain, pace = lit[-1] if obs.terrains[0] else lit[0]
        click_scene(qtbot, page, view.wheel.notch_centre(terrain, pace))
        assert gid not in view.session.state.pace or view.session.state.pace[gid] == pace
        clicks["notch"] = clicks.get("notch", 0) + 1
    elif kind in ("shift", "stay"):
        click(qtbot, page, found["stay"])
    else:  # bonus, extra, counter, hold, buy back, feed: the panel's last button (pays)
        names = sorted(n for n in found if n != "pass")
        click(qtbot, page, found[names[-1]] if names else found["pass"])


def race(qtbot, page: GamePage, limit: int = 4000, attack_every: int = 3) -> dict[str, int]:
    session = page.session
    session.schedule_bots()
    clicks: dict[str, int] = {}
    for _ in range(limit):
        if session.is_over():
            break
        movers = session.to_move()
        if go_on_after_a_stage(qtbot, page):
            clicks["stage"] = clicks.get("stage", 0) + 1
        elif movers and session.is_human(movers[0]) and page.viewer in movers:
            human_move(qtbot, page, clicks, attack_every)
        else:
            with qtbot.waitSignal(session.stateChanged, timeout=10_000):
                pass
    assert session.is_over()
    return clicks
