"""Roue de Vitesse (seed 004): groups, paces on the speed wheel, breakaways.

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
    from peloton_desktop.games.roue_de_vitesse.rules import RoueDeVitesse

    return RoueDeVitesse


def _table() -> GameTable:
    from peloton_desktop.games.roue_de_vitesse.view import TABLE

    return TABLE


def _course_kind() -> CourseKind:
    from peloton_desktop.games.roue_de_vitesse.course import KIND

    return KIND


ENTRY = GameEntry(
    id="roue_de_vitesse",
    title="Roue de Vitesse",
    min_players=2,
    max_players=6,
    pitch=QT_TRANSLATE_NOOP(
        "Games",
        "Set the pace of each group on the speed wheel, spend sprint, endurance "
        "and climbing points, break away and counter-attack.",
    ),
    art="roue_de_vitesse.svg",
    engine=_engine,
    table=_table,
    course_kind=_course_kind,
    order=50,
)
