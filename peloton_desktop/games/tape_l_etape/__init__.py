"""Tape l'étape: the card stage race (rules, bots, view).
Its entry is published in pyproject.toml; listing the games imports only this
(and `messages.py`, for its pitch).
"""

from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry.of_package(__name__, "Tape l'étape", "TapeLEtape", (3, 6), order=30, hidden=True)
