"""Coup de bordure (J. Kaplan, 2017): rules, bot and view.
Its entry is published in pyproject.toml; listing the games imports only this.
"""

from __future__ import annotations

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Three riders per team, a plaquette of energy tokens each: pick your pace in "
    "secret, ride in the slipstream and keep your attack for the finish.",
)
ENTRY = GameEntry.of_package(
    __name__, "Coup de bordure", "CoupDeBordure", PITCH, players=(2, 4), order=10, course=True
)
