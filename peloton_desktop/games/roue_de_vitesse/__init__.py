"""Roue de Vitesse (seed 004): groups, paces on the speed wheel, breakaways.
Its entry is published in pyproject.toml; listing the games imports only this
(and `messages.py`, for its pitch).
"""

from peloton_desktop.core.registry import CliSheet, GameEntry

ENTRY = GameEntry.of_package(
    __name__,
    "Roue de Vitesse",
    "RoueDeVitesse",
    (2, 6),
    order=50,
    course=True,
    cli_sheets=(  # `print --what wheel|team-sheet` (sheets.cli_document)
        CliSheet("wheel", "the Roue de Vitesse wheel", ruleset=True),
        CliSheet("team-sheet", "Roue de Vitesse team sheets (blank, or from --record)"),
    ),
)
