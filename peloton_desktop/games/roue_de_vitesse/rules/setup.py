"""« Mise en place du jeu »: the first player by a die, the teams' profiles, the
placement in the fictive start zone, the course(s) of a race.

« Un jet de dé détermine quel joueur commence: le plus grand chiffre commence ».
« chaque joueur attribue à un de ses coureurs 15 points … Aucune des trois capacités
ne peut recevoir plus de 10 points ». « les joueurs placent à tour de rôle un coureur
dans la zone de départ fictif … Une case contient au maximum 4 coureurs ».
The set-up carries each stage's course so a record replays without the library.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from peloton_desktop.core.errors import SetupError
from peloton_desktop.core.protocol import Event
from peloton_desktop.core.rng import Rng
from peloton_desktop.core.stages import MOUNTAINS, Competitor, RaceBook, Unit
from peloton_desktop.courses.occupancy import Occupancy
from peloton_desktop.games.roue_de_vitesse.rules import wheel
from peloton_desktop.games.roue_de_vitesse.rules.chapter import Chapter
from peloton_desktop.games.roue_de_vitesse.rules.events import Placed, Profile
from peloton_desktop.games.roue_de_vitesse.rules.groups import new_group
from peloton_desktop.games.roue_de_vitesse.rules.state import PLACE, RACE, RdvState, road

if TYPE_CHECKING:
    from peloton_desktop.core.protocol import Action

DEFAULT_COURSE = "etape_de_plaine"
COURSE_KEYS = ("id", "name", "cases", "start_zone", "feeds", "summits", "finish")
DICE = ("d12", "2d6")


class SetUp(Chapter):
    """The set-up's options, the new race, the profiles and the placement."""

    def default_setup(self, players: int) -> dict[str, Any]:
        return {
            "players": players,
            "dice": "d12",
            "incident": False,
            "ravitaillement": False,
            "stages": [DEFAULT_COURSE],
            "courses": [course_data(DEFAULT_COURSE)],
        }

    def validate_setup(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        from peloton_desktop.courses.library import stage_courses, stage_ids

        setup = super().validate_setup(setup)
        v = self.ruleset.values
        error = SetupError("rdv.setup.stages", max=v["max_stages"])
        stages = stage_ids(setup, DEFAULT_COURSE, v["max_stages"], error)
        dice = setup.get("dice", "d12")
        if dice not in DICE:
            raise SetupError("rdv.setup.dice", dice=str(dice))
        flags = {k: setup.get(k, False) for k in ("incident", "ravitaillement")}
        if not all(isinstance(f, bool) for f in flags.values()):
            raise SetupError(
                "setup.invalid", problem="incident and ravitaillement are true or false"
            )
        error = SetupError("rdv.setup.courses", count=len(stages))
        courses = stage_courses(setup, stages, course_data, check_course, error)
        return {**setup, "dice": dice, **flags, "stages": list(stages), "courses": courses}

    def new_game(self, setup: Mapping[str, Any], seed: int) -> RdvState:
        v = self.v
        n = setup["players"]
        riders = n * v["riders_per_team"]
        competitors = [Competitor(r // 3, rider_name(r)) for r in range(riders)]
        book = RaceBook(competitors, len(setup["courses"]), Unit.PENALTY, {MOUNTAINS: Unit.POINTS})
        state = RdvState(
            n,
            setup["dice"],
            setup["incident"],
            setup["ravitaillement"],
            list(setup["courses"]),
            Rng(seed),
            book,
            road(Occupancy(v["case_capacity"])),
            [[0, 0, 0] for _ in range(riders)],
        )
        first_player(state)
        load_course(state)
        return state

    # -- the profiles ------------------------------------------------------------------
    def _profile_actions(self) -> list[Action]:
        return profile_options(self.v)

    def _give_profile(self, state: RdvState, action: Action, events: list[Event] | None) -> None:
        """The seat's next rider without a profile gets it."""
        rider = 3 * state.seat + state.built // state.players
        state.skills[rider] = [action[1], action[2], action[3]]
        state.built += 1
        if state.built == len(state.skills):
            state.start_skills = [list(s) for s in state.skills]
            start_placing(state)
        else:
            state.seat = state.next_seat(state.seat)
        if events is not None:
            events.append(Profile(rider, list(action[1:])).event())

    # -- the placement -----------------------------------------------------------------
    def _place_actions(self, state: RdvState) -> list[Action]:
        return place_options(state)

    def _place(self, state: RdvState, action: Action, events: list[Event] | None) -> None:
        state.occ.add(action[1], action[2])
        state.placed.append(action[1])
        if events is not None:
            events.append(Placed(action[1], action[2]).event())
        if len(state.placed) < len(state.skills):
            state.seat = state.next_seat(state.seat)
            while not place_options(state):
                state.seat = state.next_seat(state.seat)
            return
        state.phase = RACE  # all placed: one group, the first player's turn
        new_group(state, list(state.occ.front_to_back()), self.v["start_pace"])
        self._begin_turn(state, state.first, events)


def course_data(course_id: str) -> dict[str, Any]:
    """A library course (bundled or the user's) as a set-up carries it."""
    from peloton_desktop.courses.library import embedded_course

    error = SetupError("rdv.setup.course", course=course_id)
    return embedded_course(course_id, "roue_de_vitesse", COURSE_KEYS, error)


def check_course(data: Any, course_id: str) -> dict[str, Any]:
    from peloton_desktop.courses.library import carried_course

    error = SetupError("rdv.setup.course", course=course_id)
    return carried_course(data, course_id, "roue_de_vitesse", COURSE_KEYS, error)


def rider_name(rider: int) -> str:
    return f"{'ABCDEF'[rider // 3]}{rider % 3 + 1}"


def first_player(state: RdvState) -> None:
    """The highest die starts; tied highest roll again (dice from the state's RNG)."""
    rolling = list(range(state.players))
    rolls = [0] * state.players
    while len(rolling) > 1:
        for s in rolling:
            rolls[s] = wheel.roll(state.rng, state.dice)[0]
        best = max(rolls[s] for s in rolling)
        rolling = [s for s in rolling if rolls[s] == best]
    state.first, state.first_rolls, state.seat = rolling[0], rolls, rolling[0]


def profile_options(v: Mapping[str, Any]) -> list[Action]:
    return list(_profiles(v["profile_points"], v["profile_max"]))


@lru_cache(maxsize=4)  # the same list at every profile of every game
def _profiles(total: int, top: int) -> tuple[Action, ...]:
    return tuple(
        ("profile", s, e, total - s - e)
        for s in range(top + 1)
        for e in range(top + 1)
        if 0 <= total - s - e <= top
    )


def start_placing(state: RdvState) -> None:
    state.phase, state.placed, state.seat = PLACE, [], state.first


def zone(state: RdvState) -> range:
    """The start zone's cases, front (position 0) first."""
    size = int(state.courses[state.book.stage - 1].get("start_zone", 5))
    return range(0, -size, -1)


def place_options(state: RdvState) -> list[Action]:
    """The front-most case with room: the pack fills the zone from the front, one
    group with no gap (DECISIONS: at the start all riders form one group)."""
    riders = [r for r in state.riders_of(state.seat) if r not in state.placed]
    case = next(p for p in zone(state) if not state.occ.is_full(p))
    return [("place", r, case) for r in riders]


def load_course(state: RdvState) -> None:
    course = state.courses[state.book.stage - 1]
    state.terrains = course["cases"]
    state.finish = int(course["finish"])
    state.feeds = list(course.get("feeds", []))
    state.summits = list(course.get("summits", []))


__all__ = ["SetUp", "course_data", "first_player", "profile_options", "rider_name"]
