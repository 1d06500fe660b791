"""Border States' view: the table scene, the decision panel, set-up and rules help.

The catalogue imports this package only when the game's table is needed.
"""

from __future__ import annotations

from peloton_desktop.games.border_states.view.board import BsView
from peloton_desktop.games.border_states.view.legend import key_entries
from peloton_desktop.games.border_states.view.rules_help import (
    assumption_text,
    rules_html,
    value_name,
)
from peloton_desktop.games.border_states.view.setup_panel import BsSetupPanel
from peloton_desktop.ui.game_table import GameTable

TABLE = GameTable(
    BsView,
    BsSetupPanel,
    rules_html,
    assumption_text,
    value_name,
    marks=lambda _ruleset: key_entries(),
)
