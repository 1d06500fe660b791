"""Cyclistes' rules, one module per group of articles (no Qt): `setup` (1, 8),
`placement` (9), `movement` (2, 5, 6), `actions` (7.1–7.4), `finish` (10, 11), what a
seat sees, typed, in `observation` (`CycObservation` and its records), `observe` and
the search support in `views`, and the engine in `game`."""

from peloton_desktop.games.cyclistes.rules.game import Cyclistes
from peloton_desktop.games.cyclistes.rules.observation import (
    Course,
    CycObservation,
    Prev,
    RiderView,
    Roll,
    Stretch,
)
from peloton_desktop.games.cyclistes.rules.state import (
    ABANDON,
    ATTACK,
    CONTINUE,
    FOLLOW,
    ROLL,
    STOP,
    CycState,
)

__all__ = [
    "ABANDON",
    "ATTACK",
    "CONTINUE",
    "FOLLOW",
    "ROLL",
    "STOP",
    "Course",
    "CycObservation",
    "CycState",
    "Cyclistes",
    "Prev",
    "RiderView",
    "Roll",
    "Stretch",
]
