"""The command line's arguments of the course tools (`test-ride`, `import-track`): only
argparse here, so building the parser loads nothing else (cli.py runs each command)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def ride_parser(sub: Any) -> None:
    """`test-ride`'s arguments, on the command line's sub-parsers."""
    ride = sub.add_parser("test-ride", help="race a course many times with bots; what it shows")
    ride.add_argument("course", help="a course id (see `courses`) or a course file")
    ride.add_argument("--races", type=int, default=200)
    ride.add_argument("--players", type=int, required=True)
    ride.add_argument("--bot", default="easy", help="random, easy, normal or strong")
    ride.add_argument("--jobs", default="auto", help="worker processes: a count, or auto")
    ride.add_argument("--seed", type=int, default=1)
    ride.add_argument("--ruleset", type=Path, help="race with this ruleset file")
    ride.add_argument("--json", action="store_true", help="the whole report as JSON")


def road_parser(sub: Any) -> None:
    """`import-track`'s arguments, on the command line's sub-parsers."""
    imp = sub.add_parser("import-track", help="make a course from a GPX track or a km,altitude CSV")
    imp.add_argument("file", type=Path)
    imp.add_argument("--game", required=True, help="a track game (see `games`)")
    imp.add_argument("-o", "--output", type=Path, required=True, help="the course file to write")
    imp.add_argument(
        "--km-per-case", type=float, help="the scale (default: the game's usual length)"
    )
    imp.add_argument("--thresholds", default="", help="gradients of the terrains, e.g. M=5,D=-3")
    imp.add_argument("--name", default="", help="the course's name (default: the track's)")
