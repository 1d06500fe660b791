"""Real roads through the gate: how long a hostile track takes to be refused, and a
large sound one to be read and made into a course (in-process, median of `runs`).

Hostile: an entity bomb, an external entity, a 50 MB file (sparse), a 1.3 km square
ridden 2,000 times (16,000 points), 100,000 points without elevation, 12 MB of
`xmlns` words. Sound: a 200 km ride at one point every 5 m (40,000 points, ~3.5 MB)
and the bundled flat classic (2,571 points).

    .venv/bin/python benchmarks/roads.py [--runs 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from peloton_desktop.core.errors import BadInput  # noqa: E402
from peloton_desktop.courses.roads.importing import road_course  # noqa: E402
from peloton_desktop.gate import read_road  # noqa: E402

HEAD = '<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>'
TAIL = "</trkseg></trk></gpx>"


def pt(lat: float, lon: float, ele: float | None) -> str:
    e = "" if ele is None else f"<ele>{ele:.1f}</ele>"
    return f'<trkpt lat="{lat:.6f}" lon="{lon:.6f}">{e}</trkpt>'


def files(folder: Path) -> dict[str, Path]:
    made: dict[str, str] = {}
    made["bomb"] = (
        '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">'
        + "".join(
            f'<!ENTITY a{i} "{"&a;" * 10 if i == 0 else f"&a{i - 1};" * 10}">' for i in range(9)
        )
        + ']><gpx version="1.1"><metadata><name>&a8;</name></metadata></gpx>'
    )
    made["external"] = (
        '<?xml version="1.0"?><!DOCTYPE g [<!ENTITY s SYSTEM "file:///etc/passwd">]>'
        "<gpx><metadata><name>&s;</name></metadata></gpx>"
    )
    square = [(i, 0) for i in range(4)] + [(3, j) for j in range(4)]
    square += [(3 - i, 3) for i in range(4)] + [(0, 3 - j) for j in range(4)]
    made["loops"] = (
        HEAD
        + "".join(pt(45 + y * 0.001, 6 + x * 0.001, 100) for _ in range(1000) for x, y in square)
        + TAIL
    )
    made["no_elevation"] = HEAD + "".join(pt(45 + i * 1e-5, 6, None) for i in range(100_000)) + TAIL
    made["xmlns"] = "<gpx " + "xmlns " * 2_000_000 + "/>"
    made["ride_200km"] = (
        HEAD
        + "".join(
            pt(
                45 + i * 4.5e-5,
                6 + (i % 2000) * 1e-7,
                200 + 300 * ((i // 4000) % 2) * (i % 4000) / 4000,
            )
            for i in range(40_000)
        )
        + TAIL
    )
    out = {}
    for name, text in made.items():
        out[name] = folder / f"{name}.gpx"
        out[name].write_text(text, encoding="utf-8")
    out["huge_50MB"] = folder / "huge.gpx"
    with out["huge_50MB"].open("wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    out["flat_classic"] = ROOT / "resources" / "roads" / "flat_classic.gpx"
    return out


def timed(action: Callable[[], object], runs: int) -> tuple[float, str]:
    times, outcome = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        try:
            action()
            outcome = "read"
        except BadInput as exc:
            outcome = exc.key
        times.append(time.perf_counter() - start)
    return statistics.median(times), outcome


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, path in files(Path(tmp)).items():
            seconds, outcome = timed(
                lambda p=path: road_course(read_road(p), "roue_de_vitesse", p.name), args.runs
            )
            rows.append(
                {
                    "file": name,
                    "bytes": path.stat().st_size,
                    "seconds": round(seconds, 3),
                    "outcome": outcome,
                }
            )
    if args.json:
        print(json.dumps(rows))
    else:
        for r in rows:
            print(f"{r['file']:14} {r['bytes']:>10} B  {r['seconds']:7.3f} s  {r['outcome']}")


if __name__ == "__main__":
    main()
