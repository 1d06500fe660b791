"""Border States (S. Brachet): rules, bot and view.
Its entry is published in pyproject.toml; listing the games imports only this
(and `messages.py`, for its pitch).
"""

from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry.of_package(
    __name__, "Border States", "BorderStates", (2, 2), order=20, hidden=True
)
