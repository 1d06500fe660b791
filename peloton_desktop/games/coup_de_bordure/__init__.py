"""Coup de bordure (J. Kaplan, 2017): rules, bot and view.

Registered through the entry point group `peloton_desktop.games` (pyproject.toml):
this module stays cheap to import: every loader below imports late.
"""

from __future__ import annotations

from peloton_desktop.core.late import late
from peloton_desktop.core.messages import QT_TRANSLATE_NOOP
from peloton_desktop.core.registry import GameEntry

ENTRY = GameEntry(
    id="coup_de_bordure",
    title="Coup de bordure",
    min_players=2,
    max_players=4,
    pitch=QT_TRANSLATE_NOOP(
        "Games",
        "Three riders per team, a plaquette of energy tokens each: pick your pace in "
        "secret, ride in the slipstream and keep your attack for the finish.",
    ),
    art="coup_de_bordure.svg",
    engine=late(f"{__name__}.rules", "CoupDeBordure"),
    table=late(f"{__name__}.view", "TABLE"),
    course_kind=late(f"{__name__}.course", "KIND"),
    order=10,
)
