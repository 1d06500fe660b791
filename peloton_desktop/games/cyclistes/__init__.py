"""Cyclistes, the dice game in articles (cyclisteslejeu.com).
Its entry is published in pyproject.toml; listing the games imports only this.
"""

from __future__ import annotations

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "The classic dice game: leaders and team riders on a circuit of cases, "
    "climbs that block the road, wheels to follow and attacks on a double.",
)
ENTRY = GameEntry.of_package(
    __name__, "Cyclistes", "Cyclistes", PITCH, players=(2, 6), order=40, course=True
)
