"""Cyclistes, the dice game in articles (cyclisteslejeu.com).
Its entry is published in pyproject.toml; listing the games imports only this
(and `messages.py`, for its pitch).
"""

from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry.of_package(__name__, "Cyclistes", "Cyclistes", (2, 6), order=40, course=True)
