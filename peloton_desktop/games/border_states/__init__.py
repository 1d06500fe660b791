"""Border States (S. Brachet): rules, bot and view.
Its entry is published in pyproject.toml; listing the games imports only this.
"""

from __future__ import annotations

from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

PITCH = QT_TRANSLATE_NOOP(
    "Games",
    "Union against Confederacy, 1861–1865: bluff with stacked blocks on three "
    "battles and win the influence of the five border states.",
)
ENTRY = GameEntry.of_package(
    __name__, "Border States", "BorderStates", PITCH, players=(2, 2), order=20
)
