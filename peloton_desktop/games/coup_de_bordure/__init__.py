"""Coup de bordure (J. Kaplan, 2017): rules, bot and view.
Its entry is published in pyproject.toml; listing the games imports only this
(and `messages.py`, for its pitch).
"""

from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry.of_package(
    __name__, "Coup de bordure", "CoupDeBordure", (2, 4), order=10, course=True, hidden=True
)
