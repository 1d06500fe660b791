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
    front = stats.front_spread_by_case(races, length)
    split = stats.split_of(found, front)
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
        "front_spread_by_case": front,
        "split_section": split.section,
        "split_case": None if split.section is None else found[split.section].first,
        "split_rate": split.rate,
        "flat_rate": split.flat_rate,
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
        return "ride.section.finish", {"n": s["last"] - s["first"] + 1}
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
    flat = f"{report['flat_rate']:.2f}"
    at = report["split_section"]
    if at is None:
        out.append(("ride.no_split", {"flat": flat}))
    else:
        found = report["sections"]
        # late: nothing left to climb after it, in the race's last quarter
        late = found[at]["first"] >= 0.75 * (found[-1]["last"] + 1)
        last = late and not any(s["key"] == "climb" for s in found[at + 1 :])
        rate = f"{report['split_rate']:.2f}"
        out.append(("ride.split_last" if last else "ride.split", {"rate": rate, "flat": flat}))
        out.append(section_words(report, at))
    if report["races"]:
        best = max(range(len(report["decisive"])), key=lambda i: report["decisive"][i])
        share = round(100 * report["decisive"][best] / report["races"])
        out.append(("ride.decisive", {"share": share}))
        out.append(section_words(report, best))
    t = report["turns"]
    out.append(("ride.turns", {"mean": f"{t['mean']:.1f}", "low": t["low"], "high": t["high"]}))
    return out
