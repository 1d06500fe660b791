"""Roue de Vitesse's view: the stage, the wheel, the team sheets, the panel, set-up, rules.
The catalogue imports this package only when the game's table is needed.
"""

from __future__ import annotations

from peloton_desktop.games.roue_de_vitesse.sheets import rdv_sheets
from peloton_desktop.games.roue_de_vitesse.view.board import RdvView
from peloton_desktop.games.roue_de_vitesse.view.legend import key_entries
from peloton_desktop.games.roue_de_vitesse.view.rules_help import (
    assumption_text,
    rules_html,
    value_name,
)
from peloton_desktop.games.roue_de_vitesse.view.setup_panel import RdvSetupPanel
from peloton_desktop.ui.game_table import GameTable

TABLE = GameTable(
    RdvView,
    RdvSetupPanel,
    rules_html,
    assumption_text,
    value_name,
    sheets=rdv_sheets,
    marks=lambda _ruleset: key_entries(),
)
