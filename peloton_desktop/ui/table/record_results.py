"""The results sheet of a finished game: what the game page prints, and the same sheet
made from a saved record for `print --what results` (no window is shown)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from peloton_desktop.core.coach import coach_of
from peloton_desktop.core.errors import BadInput, about_file
from peloton_desktop.core.records import SeatInfo
from peloton_desktop.core.registry import GameEntry
from peloton_desktop.core.story import Story, tell, turning_points, winner_chances
from peloton_desktop.draw.tr import translate
from peloton_desktop.printing.results import ResultsData, ResultsSheet
from peloton_desktop.ui.dialogs.new_game_dialog import bot_label
from peloton_desktop.ui.learning.story_text import turning_text

if TYPE_CHECKING:
    from peloton_desktop.ui.table.game_view import GameView
    from peloton_desktop.ui.table.session import GameSession


def results_data(session: GameSession, entry: GameEntry, view: GameView[Any]) -> ResultsData | None:
    """The sheet's contents in the game's own words (its view's), None before the end."""
    result = session.final_result()
    if result is None:
        return None
    kinds = {"human": translate("GamePage", "human"), "bot": translate("GamePage", "bot")}

    def kind(info: SeatInfo) -> str:
        return bot_label(info.bot or "random") if info.kind == "bot" else kinds["human"]

    story, turning = story_parts(session, entry, view)
    return ResultsData(
        game_title=entry.title,
        headline=view.describe_result(result),
        ranking=[view.seat_label(seat) for seat in result.ranking],
        players=[f"{session.seat_name(i)} — {kind(info)}" for i, info in enumerate(session.seats)],
        classifications=result.classifications,
        seat_name=session.seat_name,
        moves=len(session.record.actions),
        story=story,
        seat_colours=[info.colour or "" for info in session.seats],
        turning=turning,
    )


def story_parts(
    session: GameSession, entry: GameEntry, view: GameView[Any], estimate: bool = False
) -> tuple[Story | None, list[str]]:
    """The story's charts and, when estimated (now, with `estimate`, or earlier in the
    story dialog), its turning points in words."""
    coach = coach_of(entry)
    result = session.final_result()
    if coach is None or result is None:
        return None, []
    story = tell(session.game, session.record, coach)
    if session.story_chances is None and estimate:
        session.story_chances = winner_chances(session.game, session.record, result.winner)
    if session.story_chances is None:
        return story, []
    points = turning_points(session.story_chances, story.movers)
    return story, [turning_text(session, view, result.winner, t, story) for t in points]


def record_results_sheet(path: Path, paper: str) -> ResultsSheet:
    """The results sheet of the finished game saved in `path` (through the file gate);
    BadInput for a record that cannot be read or whose game is not over. Needs a
    QApplication: the game's view words the headline."""
    from peloton_desktop.core import registry
    from peloton_desktop.gate import REPLAY_BUDGET, read_record
    from peloton_desktop.ui.table.game_table import table_of
    from peloton_desktop.ui.table.session import GameSession

    record = read_record(path, table=True)
    entry = registry.get(record.game)
    with about_file(Path(path).name):
        session = GameSession(entry.create(record.ruleset), record, None, budget=REPLAY_BUDGET)
    try:
        view = table_of(entry).create_view(session)
        story_parts(session, entry, view, estimate=True)  # the turning points are printed
        data = results_data(session, entry, view)
        if data is None:
            raise BadInput("cli.record_not_finished", file=Path(path).name)
        view.deleteLater()
        return ResultsSheet(data, paper)
    finally:
        session.deleteLater()
