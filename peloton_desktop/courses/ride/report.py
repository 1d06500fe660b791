"""A test-ride's report: the figures of `stats` for a plan's races, as JSON, and the
sentences a designer reads (message keys and parameters, English or translated)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import peloton_desktop.courses.ride.messages  # noqa: F401  (registers the message keys)
from peloton_desktop.courses.common import CourseDraft
from peloton_desktop.courses.kinds import kind
from peloton_desktop.courses.ride import stats
from peloton_desktop.courses.ride.plan import Plan, adapter_of


def build(plan: Plan, draft: CourseDraft, races: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The report of `races` (in race order, perhaps fewer than planned: a cancel)."""
    length = len(kind(draft.game).race_order(draft))
    found = stats.sections(draft)
    n, players = len(races), int(plan.setup["players"])
    seat_wins = [sum(r["winner"] == s for r in races) for s in range(players)]
    ordered = [r for r in races if r["start_order"]]
    start_wins = [sum(r["start_order"][p] == r["winner"] for r in ordered) for p in range(players)]
    decisive = [0] * len(found)
    for r in races:
        case = stats.decisive_case(r["turns"], r["winner"], length)
        decisive[stats.section_of(found, case)] += 1
    spread = stats.spread_by_case(races, length)
    by_turn = stats.spread_by_turn(races)
    gap = stats.split_gap(length)
    # the field is split once it spreads `gap` cases more than after the first turn
    bar = (by_turn[0] if by_turn else 0.0) + gap
    split = next((c for c, s in enumerate(spread) if s is not None and s > bar), None)
    turns = [len(r["turns"]) for r in races]
    extras = adapter_of(plan.game).extras
    return {
        "game": plan.game,
        "course": draft.id,
        "course_name": draft.name,
        "players": players,
        "bot": plan.bot,
        "seed": plan.seed,
        "planned": plan.races,
        "races": n,
        "length": length,
        "seats": stats.shares(seat_wins, n),
        "starts": stats.shares(start_wins, len(ordered)) if ordered else [],
        "turns": {
            "mean": sum(turns) / n if n else 0.0,
            "low": min(turns, default=0),
            "high": max(turns, default=0),
            "counts": {str(t): turns.count(t) for t in sorted(set(turns))},
        },
        "spread_by_case": spread,
        "spread_by_turn": by_turn,
        "split_gap": gap,
        "split_case": split,
        "sections": [s.to_json() for s in found],
        "decisive": decisive,
        "extras": {k: (sum(r["extras"][k] for r in races) / n if n else 0.0) for k in extras},
        "actions": sum(r["actions"] for r in races),
    }


def section_words(report: dict[str, Any], index: int) -> tuple[str, dict[str, Any]]:
    """A stretch of the race as a message key and its parameters."""
    s = report["sections"][index]
    first, last = s["cells"]
    if s["key"] == "finish":
        return "ride.section.finish", {"count": s["last"] - s["first"] + 1}
    if s["key"] == "climb":
        return "ride.section.climb", {"number": s["number"], "first": first, "last": last}
    if s["number"]:
        return "ride.section.flat_before", {"number": s["number"], "first": first, "last": last}
    return "ride.section.flat", {"first": first, "last": last}


def sentences(report: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """What the report says in plain words: (message key, parameters), in order."""
    out: list[tuple[str, dict[str, Any]]] = [
        ("ride.summary", {"races": report["races"], "players": report["players"]})
    ]
    fair = round(100 / max(report["players"], 1))
    for key, rows in (("ride.seat", report["seats"]), ("ride.start", report["starts"])):
        for row in rows:
            params = {
                "place": row["place"],
                "share": round(100 * row["share"]),
                "margin": round(100 * row["margin"]),
                "fair": fair,
            }
            out.append((f"{key}.{row['verdict']}", params))
    case = report["split_case"]
    if case is None:
        out.append(("ride.no_split", {"gap": report["split_gap"]}))
    else:
        found = [i for i, s in enumerate(report["sections"]) if s["first"] <= case <= s["last"]]
        key, params = section_words(report, found[0])
        out.append(("ride.split", {"gap": report["split_gap"], "case": case + 1}))
        out.append((key, params))
    if report["races"]:
        best = max(range(len(report["decisive"])), key=lambda i: report["decisive"][i])
        share = round(100 * report["decisive"][best] / report["races"])
        out.append(("ride.decisive", {"share": share}))
        out.append(section_words(report, best))
    t = report["turns"]
    out.append(("ride.turns", {"mean": f"{t['mean']:.1f}", "low": t["low"], "high": t["high"]}))
    return out
