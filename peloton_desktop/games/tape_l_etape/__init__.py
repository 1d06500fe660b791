"""Tape l'étape: the card stage race (rules, bots, view).
Its entry is published in pyproject.toml; listing the games imports only this.
"""

from __future__ import annotations

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "A stage race in cards: lay your profiles on the coloured columns, play "
    "your jokers at the right moment and win the general classification.",
)
ENTRY = GameEntry.of_package(
    __name__, "Tape l'étape", "TapeLEtape", PITCH, players=(3, 6), order=30
)
