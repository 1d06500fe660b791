"""Roue de Vitesse (seed 004): groups, paces on the speed wheel, breakaways.
Its entry is published in pyproject.toml; listing the games imports only this.
"""

from __future__ import annotations

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Set the pace of each group on the speed wheel, spend sprint, endurance "
    "and climbing points, break away and counter-attack.",
)
ENTRY = GameEntry.of_package(
    __name__, "Roue de Vitesse", "RoueDeVitesse", PITCH, players=(2, 6), order=50, course=True
)
