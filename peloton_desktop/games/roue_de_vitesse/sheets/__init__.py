"""What Roue de Vitesse prints, ready for its table to register with one line
(`GameTable(..., sheets=sheets)`): the team sheets as they stand and the wheel
of the game's ruleset; `cli_document` prints them without a game (`print --what
wheel|team-sheet`, named on the game's entry). Qt is imported when a sheet is asked
for, never by the rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from peloton_desktop.core.errors import BadInput
from peloton_desktop.games.roue_de_vitesse.rules.setup import rider_name
from peloton_desktop.games.roue_de_vitesse.rules.state import OVER, RdvState

if TYPE_CHECKING:
    from peloton_desktop.games.roue_de_vitesse.sheets.team_sheet import TeamPoints
    from peloton_desktop.printing.document import Document
    from peloton_desktop.printing.game_sheets import GameSheet
    from peloton_desktop.ui.table.session import GameSession

GAME = "roue_de_vitesse"


def team_points(state: RdvState, seat_name: Callable[[int], str]) -> list[TeamPoints]:
    """Each seat's three riders: the points they started the race with and those
    left. A rider whose profile is not given yet (15 points to share) is blank."""
    from peloton_desktop.games.roue_de_vitesse.sheets.team_sheet import RiderPoints, TeamPoints

    teams = []
    for seat in range(state.players):
        riders = []
        for r in state.riders_of(seat):
            now = (state.skills[r][0], state.skills[r][1], state.skills[r][2])
            began = tuple(state.start_skills[r]) if state.start_skills else now
            if not any(began):  # no profile yet
                riders.append(RiderPoints(rider_name(r), None))
            else:
                riders.append(RiderPoints(rider_name(r), (began[0], began[1], began[2]), now))
        teams.append(TeamPoints(rider_name(3 * seat)[0], seat_name(seat), riders))
    return teams


def team_document(state: RdvState, seat_name: Callable[[int], str], paper: str) -> Document:
    from peloton_desktop.games.roue_de_vitesse.sheets.team_sheet import RdvTeamSheet, progress_text

    book = state.book
    when = progress_text(book.stage, book.stages, state.turn, state.phase == OVER)
    return RdvTeamSheet(team_points(state, seat_name), paper, when)


def wheel_document(values: Mapping[str, Any], paper: str) -> Document:
    from peloton_desktop.games.roue_de_vitesse.sheets.wheel import RdvWheel

    return RdvWheel(values, paper)


def sheets(session: GameSession) -> list[GameSheet]:
    from peloton_desktop.games.roue_de_vitesse.sheets import team_sheet as rdv_teams
    from peloton_desktop.games.roue_de_vitesse.sheets import wheel as rdv_wheel
    from peloton_desktop.printing.game_sheets import GameSheet

    def teams(paper: str, _landscape: bool | None = None) -> Document:
        return team_document(session.state, session.seat_name, paper)

    def wheel(paper: str, _landscape: bool | None = None) -> Document:
        return wheel_document(session.game.ruleset.values, paper)

    return [
        GameSheet(rdv_teams.sheet_title, teams, "rdv-teams.pdf"),
        GameSheet(rdv_wheel.sheet_title, wheel, "rdv-wheel.pdf"),
    ]


# -- without a game (the command line) ---------------------------------------------------


def _ruleset_values(path: Path) -> dict[str, Any]:
    from peloton_desktop.core.files import read_json_file
    from peloton_desktop.gate import validate_file

    if validate_file(path) != "ruleset":
        raise BadInput("cli.bad_argument", problem=f"{path} is not a ruleset file")
    data = read_json_file(path)
    if data.get("game") != GAME:
        raise BadInput("cli.bad_argument", problem=f"{path} is not a Roue de Vitesse ruleset")
    return dict(data["values"])


def _replayed(path: Path) -> Any:
    from peloton_desktop.core.errors import about_file
    from peloton_desktop.core.records import replay
    from peloton_desktop.gate import REPLAY_BUDGET, read_record

    record = read_record(path)  # the file gate: bounded, checked, then replayed
    if record.game != GAME:
        raise BadInput("cli.bad_argument", problem=f"{path} is not a Roue de Vitesse game")
    with about_file(path.name):
        return replay(record, keep_events=False, budget=REPLAY_BUDGET)


def cli_document(
    what: str, paper: str, ruleset: Path | None = None, record: Path | None = None
) -> Document:
    """`wheel` (the bundled ruleset, a ruleset file or a saved game's) or `team-sheet`
    (blank for real pieces, or a saved game's riders as they stand)."""
    if what == "wheel":
        if ruleset is not None and record is not None:
            raise BadInput("cli.bad_argument", problem="give --ruleset or --record, not both")
        if ruleset is not None:
            return wheel_document(_ruleset_values(ruleset), paper)
        if record is not None:
            return wheel_document(_replayed(record).game.ruleset.values, paper)
        from peloton_desktop.games.roue_de_vitesse import ENTRY

        return wheel_document(ENTRY.standard_ruleset().values, paper)
    if ruleset is not None:
        raise BadInput("cli.bad_argument", problem="--ruleset is for the wheel")
    if record is None:
        from peloton_desktop.games.roue_de_vitesse.sheets.team_sheet import (
            RdvTeamSheet,
            blank_teams,
        )

        return RdvTeamSheet(blank_teams(), paper)
    done = _replayed(record)
    seats = done.record.seats

    def name(seat: int) -> str:
        return seats[seat].name if seat < len(seats) else str(seat + 1)

    return team_document(done.state, name, paper)
