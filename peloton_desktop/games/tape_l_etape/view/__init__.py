"""Tape l'étape's view: the table scene, the decision panel, set-up and rules help.
The catalogue imports this package only when the game's table is needed.
"""

from __future__ import annotations

from peloton_desktop.games.tape_l_etape.view.board import TleView
from peloton_desktop.games.tape_l_etape.view.items import key_entries
from peloton_desktop.games.tape_l_etape.view.rules_help import (
    assumption_text,
    rules_html,
    value_name,
)
from peloton_desktop.games.tape_l_etape.view.setup_panel import TleSetupPanel
from peloton_desktop.ui.game_table import GameTable

TABLE = GameTable(
    TleView,
    TleSetupPanel,
    rules_html,
    assumption_text,
    value_name,
    marks=lambda _ruleset: key_entries(),
)
