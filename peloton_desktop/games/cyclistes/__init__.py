"""Cyclistes, the dice game in articles (cyclisteslejeu.com).

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
    from peloton_desktop.games.cyclistes.rules import Cyclistes

    return Cyclistes


def _table() -> GameTable:
    from peloton_desktop.games.cyclistes.view import TABLE

    return TABLE


def _course_kind() -> CourseKind:
    from peloton_desktop.games.cyclistes.course import KIND

    return KIND


ENTRY = GameEntry(
    id="cyclistes",
    title="Cyclistes",
    min_players=2,
    max_players=6,
    pitch=QT_TRANSLATE_NOOP(
        "Games",
        "The classic dice game: leaders and team riders on a circuit of cases, "
        "climbs that block the road, wheels to follow and attacks on a double.",
    ),
    art="cyclistes.svg",
    engine=_engine,
    table=_table,
    course_kind=_course_kind,
    order=40,
)
