"""Articles 1 and 8: the teams and the course(s) of a race.

« Chaque joueur … dispose du même nombre de coureurs … entre 6 et 8 pour les courses
à étapes et entre 4 et 7 pour les courses d'un jour ». Leaders per team are lost
(DECISIONS: one per four riders, rounded up). The set-up names one course per stage
and carries each course's cases, so a record replays without the course library.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import Competitor, RaceBook, Unit
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.cyclistes import messages as _messages  # noqa: F401
from peloton_desktop.games.cyclistes.rules.chapter import Chapter
from peloton_desktop.games.cyclistes.rules.state import CycState

DEFAULT_COURSE = "classique_du_nord"
COURSE_KEYS = ("id", "name", "cases", "direction", "start", "finish")
# Carried when the course file has it (Article 8: who designed the stage); a set-up
# saved before courses had a designer has none, which reads as "".
OPTIONAL_KEYS = ("designer",)
TEAM_NAMES = ("A", "B", "C", "D", "E", "F")


def course_data(course_id: str) -> dict[str, Any]:
    """A library course (bundled or the user's) as a set-up carries it."""
    from peloton_desktop.courses.library import embedded_course

    error = SetupError("cyc.setup.course", course=course_id)
    return embedded_course(course_id, "cyclistes", COURSE_KEYS, error, OPTIONAL_KEYS)


def check_course(data: Any, course_id: str) -> dict[str, Any]:
    from peloton_desktop.courses.library import carried_course

    error = SetupError("cyc.setup.course", course=course_id)
    carried_course(data, course_id, "cyclistes", COURSE_KEYS + OPTIONAL_KEYS, error)
    course = {k: data[k] for k in COURSE_KEYS}  # every one (a missing key: KeyError)
    if data.get("designer"):
        course["designer"] = data["designer"]
    return course


def designer(course: Mapping[str, Any]) -> str:
    """Who designed a stage's course, "" when the set-up does not say."""
    value = course.get("designer", "")
    return value if isinstance(value, str) else ""


class SetUp(Chapter):
    """The default set-up, its checks, and the race's first stage."""

    def default_setup(self, players: int) -> dict[str, Any]:
        riders = self.v["riders_default"]
        return {
            "players": players,
            "riders_per_team": riders,
            "leaders_per_team": -(-riders // self.v["riders_per_leader"]),
            "teams": list(TEAM_NAMES[:players]),
            "stages": [DEFAULT_COURSE],
            "courses": [course_data(DEFAULT_COURSE)],
        }

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        from peloton_desktop.courses.library import stage_courses, stage_ids

        setup = super().validate_setup(setup)
        v = self.ruleset.values
        n = setup["players"]
        error = SetupError("cyc.setup.stages", max=v["max_stages"])
        stages = stage_ids(setup, DEFAULT_COURSE, v["max_stages"], error)
        low, high = v["riders_stage_race"] if len(stages) > 1 else v["riders_one_day"]
        riders = setup.get("riders_per_team", v["riders_default"])
        if not isinstance(riders, int) or isinstance(riders, bool) or not low <= riders <= high:
            raise SetupError("cyc.setup.riders", min=low, max=high, count=riders)
        leaders = setup.get("leaders_per_team", -(-riders // v["riders_per_leader"]))
        if not isinstance(leaders, int) or isinstance(leaders, bool) or not 0 <= leaders <= riders:
            raise SetupError("cyc.setup.leaders", max=riders, count=leaders)
        teams = setup.get("teams", list(TEAM_NAMES[:n]))
        if (
            not isinstance(teams, list)
            or len(teams) != n
            or not all(isinstance(t, str) and 0 < len(t) <= 40 for t in teams)
        ):
            raise SetupError("cyc.setup.teams", count=n)
        error = SetupError("cyc.setup.courses", count=len(stages))
        courses = stage_courses(setup, stages, course_data, check_course, error)
        return {
            **setup,
            "riders_per_team": riders,
            "leaders_per_team": leaders,
            "teams": list(teams),
            "stages": list(stages),
            "courses": courses,
        }

    def new_game(self, setup: Mapping[str, Any], seed: int) -> CycState:
        state = new_state(setup, Rng(seed), self.v["case_capacity"])
        self._begin_stage(state, [])
        return state


def rider_name(teams: list[str], riders_per_team: int, leaders: int, rider: int) -> str:
    team, k = divmod(rider, riders_per_team)
    return f"{teams[team]}{k + 1}{'L' if k < leaders else ''}"


def new_state(setup: Mapping[str, Any], rng: Rng, capacity: int) -> CycState:
    n, per, leaders = setup["players"], setup["riders_per_team"], setup["leaders_per_team"]
    teams = list(setup["teams"])
    competitors = [Competitor(r // per, rider_name(teams, per, leaders, r)) for r in range(n * per)]
    book = RaceBook(competitors, len(setup["courses"]), Unit.TIME)
    return CycState(n, teams, per, leaders, list(setup["courses"]), rng, book, Occupancy(capacity))


def stage_course(course: Mapping[str, Any]) -> tuple[int, frozenset[int]]:
    """The stage's finish position (cases from the start case to the last before the
    line) and its difficulty positions up to the line; behind the start line the
    circuit goes on, hatched cases included."""
    cases: str = course["cases"]
    size = len(cases)
    step = 1 if course["direction"] == "forward" else -1
    start = course["start"] - 1
    finish = (step * (course["finish"] - 1 - start)) % size + 1
    hatched = frozenset(
        p
        for p in range(finish - 2 * size, finish + 1)
        if cases[(start + step * (p - 1)) % size] == "H"
    )
    return finish, hatched
