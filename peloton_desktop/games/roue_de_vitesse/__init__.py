"""Roue de Vitesse (seed 004): groups, paces on the speed wheel, breakaways.

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import: every loader below imports late.
"""

from __future__ import annotations

from peloton_desktop.core.late import late
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

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
    engine=late(f"{__name__}.rules", "RoueDeVitesse"),
    table=late(f"{__name__}.view", "TABLE"),
    course_kind=late(f"{__name__}.course", "KIND"),
    order=50,
)
