"""A test-ride's report as CSV rows (a spreadsheet's columns: what, which, value)."""

from __future__ import annotations

import csv
import io
from typing import Any


def rows(report: dict[str, Any]) -> list[list[str]]:
    out = [["what", "which", "value", "low", "high", "verdict"]]
    for key in ("game", "course", "players", "bot", "seed", "planned", "races", "length"):
        out.append([key, "", str(report[key]), "", "", ""])
    for key in ("seats", "starts"):
        for r in report[key]:
            share, low, high = (f"{r[k]:.4f}" for k in ("share", "low", "high"))
            out.append([f"{key[:-1]}_wins", str(r["place"]), share, low, high, r["verdict"]])
    for case, spread in enumerate(report["spread_by_case"]):
        value = "" if spread is None else f"{spread:.3f}"
        out.append(["spread_by_case", str(case + 1), value, "", "", ""])
    for turn, spread in enumerate(report["spread_by_turn"], 1):
        out.append(["spread_by_turn", str(turn), f"{spread:.3f}", "", "", ""])
    split = report["split_case"]
    out.append(["split_case", "", "" if split is None else str(split + 1), "", "", ""])
    for s, count in zip(report["sections"], report["decisive"], strict=True):
        first, last = s["cells"]
        which = f"{s['key']} {s['number']} ({first}-{last})"
        out.append(["decisive", which, str(count), "", "", ""])
    for turns, count in report["turns"]["counts"].items():
        out.append(["races_of_turns", turns, str(count), "", "", ""])
    for key, mean in report["extras"].items():
        out.append(["extra", key, f"{mean:.4f}", "", "", ""])
    return out


def csv_text(report: dict[str, Any]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows(report))
    return buffer.getvalue()
