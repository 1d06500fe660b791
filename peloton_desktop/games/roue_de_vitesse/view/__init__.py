"""Roue de Vitesse's view: the stage, the wheel, the team sheets, the panel, set-up, rules.
The catalogue imports this package only when the game's table is needed.
"""

from peloton_desktop.ui.table.game_table import GameTable

TABLE = GameTable.of_package(__name__)
