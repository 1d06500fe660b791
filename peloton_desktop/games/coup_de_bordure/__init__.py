"""Coup de bordure (J. Kaplan, 2017): rules, bot and view.

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import, every loader below imports late.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

if TYPE_CHECKING:
    from peloton_desktop.core.protocol import Game
    from peloton_desktop.courses.common import CourseKind
    from peloton_desktop.ui.game_table import GameTable


def _engine() -> type[Game]:
    from peloton_desktop.games.coup_de_bordure.rules import CoupDeBordure

    return CoupDeBordure


def _table() -> GameTable:
    from peloton_desktop.games.coup_de_bordure.view import TABLE

    return TABLE


def _course_kind() -> CourseKind:
    from peloton_desktop.games.coup_de_bordure.course import KIND

    return KIND


ENTRY = GameEntry(
    id="coup_de_bordure",
    title="Coup de bordure",
    min_players=2,
    max_players=4,
    pitch=QT_TRANSLATE_NOOP(
        "Games",
        "Three riders per team, a plaquette of energy tokens each: pick your pace in "
        "secret, ride in the slipstream and keep your attack for the finish.",
    ),
    art="coup_de_bordure.svg",
    engine=_engine,
    table=_table,
    course_kind=_course_kind,
    order=10,
)
