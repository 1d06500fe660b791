"""What a track game tells a test-ride about its races (its `ride.RIDE`).

A race is read at the end of every turn: where each seat's riders stand, in cases of
the course's race order (0 is the start case; the finish case and beyond, once a
rider has crossed the line). Each game may count what matters in it (`extras`): the
keys of its figures are message keys of its own catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from peloton_desktop.core.protocol import AnyGame


class RideAdapter:
    """The base every game's `RIDE` extends; the defaults fit a game with no extras."""

    # message keys of the game's own figures, in the order they are shown; each
    # counts per race, and the report gives their mean over the races
    extras: tuple[str, ...] = ()
    # seconds a race takes on one core of the project machine, per seat, at each bot
    # level: the estimate shown before a ride starts (the game's own figures replace them)
    seconds: Mapping[str, float] = {"random": 0.01, "heuristic": 0.03, "normal": 5, "strong": 10}

    def setup(self, game: AnyGame, course: Mapping[str, Any], players: int) -> dict[str, Any]:
        """A one-race set-up on `course` (a course file's content) for `players`."""
        raise NotImplementedError

    def turn(self, state: Any) -> int:
        """The race's turn (a new value ends the turn before it)."""
        return int(state.turn)

    def racing(self, state: Any) -> bool:
        """The race itself has begun (set-up and placement are over)."""
        return self.turn(state) > 0

    def start_order(self, state: Any) -> list[int] | None:
        """The seats by starting position, first first, as the race begins (its
        placement or playing order); None when the seats start alike."""
        return None

    def riders(self, state: Any) -> Sequence[tuple[int, int]]:
        """(seat, race-order case) of every rider of the race."""
        raise NotImplementedError

    def watch(self, state: Any, seat: int, action: Any, tally: dict[str, float]) -> None:
        """Before each action is played: count what the game counts (cheap: every step)."""

    def turn_end(self, state: Any, tally: dict[str, float]) -> None:
        """At the end of each turn of the race."""

    def race_end(self, state: Any, tally: dict[str, float]) -> None:
        """Once the race is over."""
