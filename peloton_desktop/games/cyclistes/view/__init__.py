"""Cyclistes's view: the circuit and its riders, the decision panel, set-up and rules help.
The catalogue imports this package only when the game's table is needed.
"""

from __future__ import annotations

from peloton_desktop.games.cyclistes.sheets import sheets
from peloton_desktop.games.cyclistes.view.board import CycView
from peloton_desktop.games.cyclistes.view.items import key_entries
from peloton_desktop.games.cyclistes.view.rules_help import (
    assumption_text,
    rules_html,
    value_name,
)
from peloton_desktop.games.cyclistes.view.setup_panel import CycSetupPanel
from peloton_desktop.ui.game_table import GameTable

TABLE = GameTable(
    CycView,
    CycSetupPanel,
    rules_html,
    assumption_text,
    value_name,
    sheets=sheets,
    marks=lambda _ruleset: key_entries(),
)
