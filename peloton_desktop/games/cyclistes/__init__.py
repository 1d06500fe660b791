"""Cyclistes, the dice game in articles (cyclisteslejeu.com).

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import: every loader below imports late.
"""

from __future__ import annotations

from peloton_desktop.core.late import late
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

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
    engine=late(f"{__name__}.rules", "Cyclistes"),
    table=late(f"{__name__}.view", "TABLE"),
    course_kind=late(f"{__name__}.course", "KIND"),
    order=40,
)
