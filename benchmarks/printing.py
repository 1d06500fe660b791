"""Course sheets of growing length: `peloton-desktop print COURSE -o OUT.pdf` on
Cyclistes courses of 83, 200 and 398 cases; pages, bytes and seconds of each.

The 83-case course is the bundled « Étape des cols »; the longer ones repeat its
road and climbs (a course file of the same shape, start 3, finish ten cases before
the end). Seconds are the whole command, from spawning it to its exit (median of
`runs`), as a user who prints from the command line waits for it.

    .venv/bin/python benchmarks/printing.py [--runs 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BASE = ROOT / "resources" / "games" / "cyclistes" / "courses" / "etape_des_cols.json"
LENGTHS = (83, 200, 398)


def course_of(cases: int) -> dict[str, Any]:
    """The bundled 83-case course, its road repeated to `cases` cases."""
    base = json.loads(BASE.read_text(encoding="utf-8"))
    if cases == len(base["cases"]):
        return dict(base)
    road = (base["cases"] * (cases // len(base["cases"]) + 1))[:cases]
    return dict(
        base,
        id=f"bench_{cases}",
        name=f"Benchmark {cases}",
        cases=road,
        finish=cases - 10,
    )


def command() -> list[str]:
    exe = Path(sys.executable).parent / "peloton-desktop"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "peloton_desktop"]


def one_print(course: Path, out: Path, home: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PELOTON_DESKTOP_HOME=home)
    start = time.perf_counter()
    done = subprocess.run(
        [*command(), "--lang", "en", "print", str(course), "-o", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"print failed: {done.stderr.strip()}")
    return elapsed


def pdf_pages(path: Path) -> int:
    """Pages of a PDF written by Qt: its page tree's /Count."""
    data = path.read_bytes()
    marker = b"/Type /Pages"
    at = data.find(marker)
    count = data.find(b"/Count ", at)
    end = count + len(b"/Count ")
    digits = b""
    while data[end : end + 1].isdigit():
        digits += data[end : end + 1]
        end += 1
    return int(digits)


def measure(runs: int = 3) -> dict[str, dict[str, float | int]]:
    out: dict[str, dict[str, float | int]] = {}
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as home:
        for cases in LENGTHS:
            course = Path(tmp) / f"course_{cases}.json"
            course.write_text(json.dumps(course_of(cases)), encoding="utf-8")
            pdf = Path(tmp) / f"course_{cases}.pdf"
            seconds = statistics.median(one_print(course, pdf, home) for _ in range(runs))
            size = pdf.stat().st_size
            pages = pdf_pages(pdf)
            out[str(cases)] = {
                "pages": pages,
                "bytes": size,
                "mb_per_page": round(size / pages / 1e6, 3),
                "seconds": round(seconds, 2),
            }
    return {"course_sheet": out}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3, help="prints of each course to time")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    args = parser.parse_args()
    results = measure(args.runs)
    if args.json:
        print(json.dumps(results))
    else:
        print(f"{'cases':>6} {'pages':>6} {'bytes':>11} {'MB/page':>8} {'seconds':>8}")
        for cases, row in results["course_sheet"].items():
            print(
                f"{cases:>6} {row['pages']:>6} {row['bytes']:>11,} "
                f"{row['mb_per_page']:>8} {row['seconds']:>8}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
