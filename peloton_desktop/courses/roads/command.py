"""The headless side of `import-track` (cli.py reads the file through the gate, this
cuts it into the game's cases and writes the course)."""

from __future__ import annotations

import argparse
from typing import Any

EXIT_OK = 0


def import_track(args: argparse.Namespace, road: Any) -> int:
    from peloton_desktop.courses.kinds import save_course_file
    from peloton_desktop.courses.roads.importing import road_course, summary

    plan, draft = road_course(
        road, args.game, args.file.name, args.km_per_case, args.thresholds, args.name
    )
    save_course_file(draft, args.output)
    print("\n".join([*summary(plan, draft), f"written: {args.output}"]))
    return EXIT_OK
