"""Tape l'étape's view: the table scene, the decision panel, set-up and rules help.
The catalogue imports this package only when the game's table is needed.
"""

from peloton_desktop.ui.table.game_table import GameTable

TABLE = GameTable.of_package(__name__)
