"""Cyclistes' rules, one module per group of articles (no Qt), each a mixin of the
engine: `setup` (1, 8), `placement` (9), `turn` (2), `actions` (7.1–7.4), `finish`
(10, 11); the order of moves and the road in `movement` (2, 5, 6); what a seat sees,
typed, in `observation` (`CycObservation` and its records), `observe` and the search
support in `views`; what the articles ask of each other in `chapter`, and the engine,
who is asked what and routing the actions, in `game`."""

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
