"""Run the benchmarks: `python benchmarks/run.py --json` prints one JSON object.

Figures (targets on the project's 2-core machine, see the README table):
  startup_s       median cold start to the first painted main window (≤ 1.0 s)
  playouts_per_s  random full games per second per available game, max players
Later issues add playouts per second, bot move time, win rates and action latency
as games become available.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import playouts
import startup


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    results: dict[str, object] = {
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
    }
    results.update(startup.measure(args.runs))
    results.update(playouts.measure())
    if args.json:
        print(json.dumps(results))
    else:
        for key, value in results.items():
            print(f"{key:16} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
