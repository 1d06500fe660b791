"""Run the benchmarks: `python benchmarks/run.py --json` prints one JSON object.

Figures (targets on the project's 2-core machine, see the README table):
  startup_s           median cold start to the first painted main window (≤ 1.0 s)
  playouts_per_s.G    random full games per second, at G's maximum player count
                      (≥ 300 for Coup de bordure, 4 players)
  playouts_vs_reference.G   the same, side by side with the engines of commit 0c231c8
                      built from git (benchmarks/reference.py): reference, now, ratio
                      (issue 27: ratio ≥ 2.5)
  bot_move_s.G.strong median seconds per decision of the strong bot (≤ 1.0 s)
  winrate.G.strong_vs_heuristic / strong_vs_random   2 players, seats swapped,
                      --games games each (≥ 65 % and ≥ 95 %; the issue asks ≥ 100 games)
  action_latency_ms   median time from a human action to the table updated (≤ 16 ms)
  course_sheet.N      `print` of an N-case course: pages, bytes, seconds (≤ 0.35 MB a
                      page and < 2.5 s at 398 cases; benchmarks/printing.py)

With --json the object is also written to benchmarks/results/DATE-COMMIT.json (with
the commit and the machine): the figures the README's table is filled from.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bots
import latency
import playouts
import printing
import reference
import startup

from peloton_desktop.core import registry

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--runs", type=int, default=7, help="cold starts to time")
    parser.add_argument("--games", type=int, default=100, help="games per bot pairing")
    parser.add_argument("--skip-bots", action="store_true", help="leave out the slow bot part")
    parser.add_argument(
        "--only", choices=("playouts", "reference", "latency"), help="one part only"
    )
    args = parser.parse_args()
    games = [e.id for e in registry.entries() if e.available]
    commit = _git("rev-parse", "--short", "HEAD")
    dirty = bool(_git("status", "--porcelain", "--untracked-files=no"))
    results: dict[str, object] = {
        "commit": commit + ("+changes" if dirty else ""),
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
    }
    playable = [e.id for e in registry.entries() if e.playable]
    if args.only in (None, "playouts"):
        results.update(playouts.measure())
    if args.only in (None, "reference"):
        results["playouts_vs_reference"] = reference.compare()
    if args.only in (None, "latency"):
        results.update(latency.measure(playable))
    if args.only is None:
        results.update(startup.measure(args.runs))
        results.update(printing.measure())
        if not args.skip_bots:
            results.update(bots.measure(games, args.games))
    if args.json:
        text = json.dumps(results)
        print(text)
        folder = HERE / "results"
        folder.mkdir(exist_ok=True)
        day = str(results["date"])[:10]
        name = f"{day}-{commit}{'-' + args.only if args.only else ''}.json"
        (folder / name).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    else:
        for key, value in results.items():
            print(f"{key:20} {value}")
    return 0


def _git(*args: str) -> str:
    run = subprocess.run(["git", "-C", str(HERE), *args], capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else "unknown"


if __name__ == "__main__":
    sys.exit(main())
