"""Hostile files of growing size through the file gate: each shape at 10 KB, 100 KB
and 1 MB, as a record, a course and a ruleset, timed from the path to the one
sentence (`gate.validate_file`, what `validate`, `replay`, `print`, the GUI's Open and
the start-up sweep all go through). Each tenfold size should take about ten times as
long at most (linear), and 1 MB of any shape should answer within a second.

    .venv/bin/python benchmarks/hostile_files.py [--sizes 10000,100000,1000000] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from peloton_desktop.core.errors import BadInput
from peloton_desktop.gate import validate_file

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests" / "data" / "records" / "cyc_2p_before_designer.json"
SIZES = (10_000, 100_000, 1_000_000)
KINDS = ("record", "course", "ruleset")


def _head(kind: str) -> str:
    return '{"format": "peloton-desktop/' + kind + '", '


def _fill(head: str, unit: str, size: int, tail: str = "") -> str:
    n = max(1, (size - len(head) - len(tail)) // len(unit))
    return head + unit * n + tail


# Each shape: a file of `size` characters or about, from the kind's opening.
SHAPES: dict[str, Callable[[str, int], str]] = {
    # the freeze of issue 41: an unterminated string of escaped quotes
    "escaped quotes": lambda h, n: _fill(h + '"title": "', '\\"', n),
    "escaped quotes, closed": lambda h, n: _fill(h + '"title": "', '\\"', n, '"}'),
    "backslash runs": lambda h, n: _fill(h + '"title": "', "\\\\\\", n),
    "quotes and backslashes": lambda h, n: _fill(h + '"title": ', '"\\\\"\\', n),
    "open brackets": lambda h, n: _fill(h + '"title": ', "[", n),
    "brackets in strings": lambda h, n: _fill(h + '"title": "', "[{", n, '"}'),
    "short strings": lambda h, n: _fill(h + '"title": [', '"",', n, '""]}'),
    "short numbers": lambda h, n: _fill(h + '"title": [', "1,", n, "1]}"),
    "long key": lambda h, n: _fill(h + '"', "k", n, '": 1}'),
    "many keys": lambda h, n: _fill(h + '"title": {', '"":1,', n, '"":1}}'),
    "flat nesting": lambda h, n: _fill(h + '"title": [', "[],", n, "[]]}"),
    # a sound record's own fields, then a million tiny actions (its schema passes them)
    "short actions": lambda h, n: _sound(h, '{"seat":0,"action":0},', n),
}


def _sound(head: str, unit: str, size: int) -> str:
    """A sound record's fields under `head`'s kind, its actions `unit` repeated."""
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    data.pop("format")
    data.pop("actions")
    body = head + json.dumps(data)[1:-1] + ', "actions": ['
    return _fill(body, unit, size, unit.rstrip(",") + "]}")


def time_one(path: Path) -> tuple[float, str]:
    start = time.perf_counter()
    try:
        answer = validate_file(path)
    except BadInput as exc:
        answer = str(exc)
    return time.perf_counter() - start, answer


def run(sizes: tuple[int, ...]) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for shape, make in SHAPES.items():
            for kind in KINDS:
                times: list[float] = []
                answer = ""
                for size in sizes:
                    path = Path(tmp) / f"hostile.peloton-{kind}"
                    path.write_text(make(_head(kind), size), encoding="utf-8")
                    seconds, answer = time_one(path)
                    times.append(seconds)
                rows.append(dict(shape=shape, kind=kind, seconds=times, answer=answer[:90]))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default=",".join(str(s) for s in SIZES))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sizes = tuple(int(s) for s in args.sizes.split(","))
    rows = run(sizes)
    if args.json:
        print(json.dumps(dict(sizes=sizes, rows=rows), indent=1))
    else:
        print(f"{'shape':24} {'kind':8} " + " ".join(f"{s:>10}" for s in sizes) + "  answer (1 MB)")
        for row in rows:
            secs = " ".join(f"{t:10.3f}" for t in row["seconds"])  # type: ignore[attr-defined]
            print(f"{row['shape']:24} {row['kind']:8} {secs}  {row['answer']}")
    worst = max(max(row["seconds"]) for row in rows)  # type: ignore[type-var]
    print(f"slowest: {worst:.3f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
