"""What Cyclistes prints during a race: the « tableau de suivi des étapes »
(`printing.stage_tracking`), registered on its table
(`games.cyclistes.view.TABLE.sheets`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from peloton_desktop.printing.game_sheets import GameSheet
from peloton_desktop.printing.stage_rows import stage_rows
from peloton_desktop.printing.stage_tracking import StageTrackingSheet, TrackingData

if TYPE_CHECKING:
    from peloton_desktop.games.cyclistes.rules.state import CycState
    from peloton_desktop.ui.session import GameSession

translate = QCoreApplication.translate


def describe(course: Mapping[str, Any]) -> str:
    """Where the stage starts and ends on its circuit (Article 8: what the designer notes)."""
    from peloton_desktop.games.cyclistes.rules.setup import stage_course

    way = (
        translate("StageSheet", "forward")
        if course.get("direction", "forward") == "forward"
        else translate("StageSheet", "backward")
    )
    return translate(
        "StageSheet",
        "start case {start} · finish line after case {finish} · {way} · {length} cases",
    ).format(
        start=course.get("start", "?"),
        finish=course.get("finish", "?"),
        way=way,
        length=stage_course(course)[0],
    )


def tracking_data(session: GameSession) -> TrackingData:
    state: CycState = session.state
    teams = [
        translate("StageSheet", "{team} — {player}").format(team=name, player=session.seat_name(t))
        for t, name in enumerate(state.teams)
    ]
    return TrackingData(
        game_title="Cyclistes",
        rows=stage_rows(state.book, state.courses),
        competitors=len(state.book.competitors),
        teams=teams,
        seat_name=session.seat_name,
        describe=describe,
    )


def sheets(session: GameSession) -> list[GameSheet]:
    def make(paper: str, _landscape: bool | None = None) -> StageTrackingSheet:
        return StageTrackingSheet(tracking_data(session), paper)

    return [
        GameSheet(
            lambda: translate("StageSheet", "Stage tracking sheet"),
            make,
            "cyclistes-stages.pdf",
        )
    ]
