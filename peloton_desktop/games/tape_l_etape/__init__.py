"""Tape l'étape: the card stage race (rules, bots, view).

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import: every loader below imports late.
"""

from __future__ import annotations

from peloton_desktop.core.late import late
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry(
    id="tape_l_etape",
    title="Tape l'étape",
    min_players=3,
    max_players=6,
    pitch=QT_TRANSLATE_NOOP(
        "Games",
        "A stage race in cards: lay your profiles on the coloured columns, play "
        "your jokers at the right moment and win the general classification.",
    ),
    art="tape_l_etape.svg",
    engine=late(f"{__name__}.rules", "TapeLEtape"),
    table=late(f"{__name__}.view", "TABLE"),
    order=30,
)
