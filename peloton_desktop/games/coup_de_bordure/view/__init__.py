"""Coup de bordure's view: the table scene, the decision panel, set-up and rules help.

The catalogue imports this package only when the game's table is needed.
"""

from __future__ import annotations

from peloton_desktop.games.coup_de_bordure.view.board import CdbView
from peloton_desktop.games.coup_de_bordure.view.legend import key_entries
from peloton_desktop.games.coup_de_bordure.view.rules_help import (
    assumption_text,
    rules_html,
    value_name,
)
from peloton_desktop.games.coup_de_bordure.view.setup_panel import CdbSetupPanel, team_step
from peloton_desktop.ui.game_table import GameTable

TABLE = GameTable(
    CdbView,
    CdbSetupPanel,
    rules_html,
    assumption_text,
    value_name,
    private_setup=team_step,
    marks=lambda ruleset: key_entries(ruleset.values["paces"]),
)
