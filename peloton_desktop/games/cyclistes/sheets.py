"""What Cyclistes prints during a race: the « tableau de suivi des étapes »
(`printing.stage_tracking`), registered on its table (`view.TABLE.sheets`).
Qt is imported when the table asks for the sheets, never by the rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from peloton_desktop.printing.game_sheets import GameSheet
    from peloton_desktop.printing.stage_tracking import TrackingData
    from peloton_desktop.ui.table.session import GameSession


def describe(course: Mapping[str, Any]) -> str:
    """Where the stage starts and ends (Article 8: what the designer notes)."""
    from peloton_desktop.games.cyclistes.rules.setup import stage_course
    from peloton_desktop.printing.stage_tracking import circuit_line

    return circuit_line(
        int(course["start"]),
        int(course["finish"]),
        course.get("direction", "forward") == "forward",
        stage_course(course)[0],
    )


def tracking_data(session: GameSession) -> TrackingData:
    from peloton_desktop.games.cyclistes.rules.setup import designer
    from peloton_desktop.printing.stage_rows import stage_rows
    from peloton_desktop.printing.stage_tracking import TrackingData

    state = session.state
    teams = [f"{name} — {session.seat_name(t)}" for t, name in enumerate(state.teams)]
    return TrackingData(
        game_title="Cyclistes",
        rows=stage_rows(state.book, state.courses),
        competitors=len(state.book.competitors),
        teams=teams,
        seat_name=session.seat_name,
        describe=describe,
        designer=designer,
    )


def sheets(session: GameSession) -> list[GameSheet]:
    from peloton_desktop.printing.game_sheets import GameSheet
    from peloton_desktop.printing.stage_tracking import StageTrackingSheet, sheet_title

    def make(paper: str, _landscape: bool | None = None) -> StageTrackingSheet:
        return StageTrackingSheet(tracking_data(session), paper)

    return [GameSheet(sheet_title, make, "cyclistes-stages.pdf")]
