"""Cyclistes test helpers: a road set up by hand and dice that fall as told."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from peloton_desktop.core.rng import Rng
from peloton_desktop.games.cyclistes.rules import Cyclistes, CycState
from peloton_desktop.games.cyclistes.rules.setup import course_data, new_state
from peloton_desktop.games.cyclistes.rules.state import RACE

# Two teams of four: riders 0–3 (0 the leader) and 4–7 (4 the leader).
TEAM_A, TEAM_B = 0, 1


class Dice:
    """Stands in for the state's RNG: each die shows the next face of the list."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)
        self.state = len(self.faces)

    def randint(self, low: int, high: int) -> int:
        assert self.faces, "the test rolled more dice than it set"
        self.state -= 1
        return self.faces.pop(0)

    def dice(self, count: int, faces: int = 6) -> tuple[int, ...]:
        return tuple([self.randint(1, faces) for _ in range(count)])

    def copy(self) -> Dice:
        return Dice(*self.faces)

    def to_json(self) -> str:
        return "dice"


def road(
    riders: Iterable[tuple[int, int]],
    hatched: Iterable[int] = (),
    finish: int = 60,
    dice: Iterable[int] = (),
    players: int = 2,
    per: int = 4,
    leaders: int = 1,
    stages: int = 1,
) -> tuple[Cyclistes, CycState]:
    """A race under way: `riders` as (rider, position) in arrival order, the first
    turn begun (the first rider is asked)."""
    game = Cyclistes()
    course = course_data("classique_du_nord")
    setup: dict[str, Any] = {
        "players": players,
        "riders_per_team": per,
        "leaders_per_team": leaders,
        "teams": [chr(65 + t) for t in range(players)],
        "stages": [course["id"]] * stages,
        "courses": [course] * stages,
    }
    state = new_state(setup, Rng(0), game.ruleset.values["case_capacity"])
    state.finish, state.hatched = finish, frozenset(hatched)
    for rider, position in riders:
        state.occ.add(rider, position)
    state.rng = Dice(*dice)  # type: ignore[assignment]
    state.phase = RACE
    game._begin_turn(state, [])
    return game, state


def play(game: Cyclistes, state: CycState, *actions: Any, dice: Iterable[int] = ()) -> list[Any]:
    """Play actions as their owner would (the dice set first); returns the events."""
    if dice:
        state.rng = Dice(*dice)  # type: ignore[assignment]
    events = []
    for action in actions:
        seat = game.next_seat(state)
        assert seat is not None
        assert action in game.legal_actions(state, seat), (action, state.options)
        events += game.apply_in_place(state, seat, action)
    return events


def ask(game: Cyclistes, state: CycState, rider: int, queue: Iterable[int] = ()) -> None:
    """Make `rider` the one to move now, the riders of `queue` after him (those not
    named have moved already this turn)."""
    from peloton_desktop.games.cyclistes.rules.actions import choose_options
    from peloton_desktop.games.cyclistes.rules.state import CHOOSE

    state.rider, state.queue, state.step = rider, list(queue), CHOOSE
    state.options = choose_options(state, game.ruleset.values)
