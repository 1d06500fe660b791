"""Course aux dés, the template game: a small but whole game package in the shape every
game of the app has (docs/design.md, "Adding a game"). Copy it into
`peloton_desktop/games/<id>/` to start a sixth game. A game of the app publishes its
entry in pyproject.toml; the tests register this one (`tests/test_template_game.py`).
Listing the games imports only this (and `messages.py`, for its pitch).
"""

from pathlib import Path

from peloton_desktop.core.registry import GameEntry

# A game of the app keeps its data (ruleset.json, art.svg, courses/, lessons/) in
# resources/games/<id>/, where the entry looks by default; this template ships nothing
# with the app, so its data sits in its package: move data/ there and drop `data=`.
ENTRY = GameEntry.of_package(
    __name__,
    "Course aux dés",
    "CourseAuxDes",
    (2, 4),
    order=90,
    hidden=True,  # the efforts are secret until all are in: the engine's trait, said here
    data=Path(__file__).resolve().parent / "data",
)
