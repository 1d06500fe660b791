"""Border States (S. Brachet): rules, bot and view.

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import: every loader below imports late.
"""

from __future__ import annotations

from peloton_desktop.core.late import late
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry(
    id="border_states",
    title="Border States",
    min_players=2,
    max_players=2,
    pitch=QT_TRANSLATE_NOOP(
        "Games",
        "Union against Confederacy, 1861–1865: bluff with stacked blocks on three "
        "battles and win the influence of the five border states.",
    ),
    art="border_states.svg",
    engine=late(f"{__name__}.rules", "BorderStates"),
    table=late(f"{__name__}.view", "TABLE"),
    order=20,
)
