"""Roue de Vitesse (seed 004): groups, paces on the speed wheel, breakaways.
Its entry is published in pyproject.toml; listing the games imports only this
(and `messages.py`, for its pitch).
"""

from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry.of_package(
    __name__, "Roue de Vitesse", "RoueDeVitesse", (2, 6), order=50, course=True
)
