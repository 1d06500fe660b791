"""Border States (S. Brachet): rules, bot and view.

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import, every loader below imports late.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

if TYPE_CHECKING:
    from peloton_desktop.core.protocol import Game
    from peloton_desktop.ui.game_table import GameTable


def _engine() -> type[Game]:
    from peloton_desktop.games.border_states.rules import BorderStates

    return BorderStates


def _table() -> GameTable:
    from peloton_desktop.games.border_states.view import TABLE

    return TABLE


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
    engine=_engine,
    table=_table,
    order=20,
)
