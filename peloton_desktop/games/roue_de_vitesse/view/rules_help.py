"""Roue de Vitesse's rules help: the rules in short, quoting the ruleset's values, and
the assumptions we made, each by its name in words."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.view.text import pace_name, terrain_name
from peloton_desktop.ui.dialogs.rules_dialog import assumptions_html

RINGS = ("breakaway_supplement", "counter_supplement")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def value_name(path: str) -> str:
    """A value of the ruleset by its name in words ("" for none): a key, a ring's row
    (a terrain, "breakaway_supplement.M") or column (a pace, "breakaway_supplement.*.1")."""
    table, _, rest = path.partition(".")
    if table in RINGS and rest.startswith("*."):
        index = rest[2:]
        return _capital(pace_name(int(index) - 1)) if index in ("1", "2", "3") else ""
    if table in RINGS and rest:
        return _capital(terrain_name(rest)) if rest in ("M", "F", "D") else ""
    return {
        "breakaway_supplement": translate("RdvRules", "Breakaway supplement (middle ring)"),
        "counter_supplement": translate("RdvRules", "Counter-attack supplement (inner ring)"),
        "max_stages": translate("RdvRules", "Stages of a stage race, at most"),
        "one_attempt_per_turn": translate("RdvRules", "One breakaway attempt per turn"),
        "counters_in_seat_order": translate("RdvRules", "Counter-attacks asked in seat order"),
        "bonus_only_when_it_changes_the_outcome": translate(
            "RdvRules", "The +1 point offered only when it counts"
        ),
        "fast_cost_from_the_larger_skill": translate(
            "RdvRules", "Fast pace's point paid by the larger skill"
        ),
        "incident_buy_back_automatic": translate(
            "RdvRules", "Incident: cases bought back automatically"
        ),
        "incident_on_double_one_with_2d6": translate(
            "RdvRules", "Incident on a double 1 with two dice"
        ),
        "finish_tiebreak_sprint_counted_once": translate(
            "RdvRules", "Sprint counted once at the finish tie-break"
        ),
        "one_day_race_ends_with_the_turn": translate(
            "RdvRules", "A one-day race ends with the turn"
        ),
        "head_case_below_capacity_breaks_away": translate(
            "RdvRules", "A head case not full breaks away"
        ),
        "group_joins_the_group_ahead": translate("RdvRules", "A group joins the group ahead"),
        "feed_zone_is_adjacent_r_cases": translate(
            "RdvRules", "R cases in a row are one feed zone"
        ),
    }.get(path, "")


def _numbers(table: dict[str, list[int]]) -> list[int]:
    return [n for row in table.values() for n in row]


def value_text(key: str, value: Any) -> str:
    """A ring of the wheel in words ("" for the other values: plain words do)."""
    if key not in RINGS:
        return ""
    numbers = _numbers(value)
    if len(set(numbers)) == 1:
        return translate("RdvRules", "+{n} on every terrain and at every pace").format(n=numbers[0])
    rows = "; ".join(
        terrain_name(t) + " " + " / ".join(f"+{n}" for n in row) for t, row in value.items()
    )
    paces = " / ".join(pace_name(p) for p in range(3))
    return f"{rows} ({paces})"


def _ring(key: str, value: dict[str, list[int]]) -> str:
    """What the prose says a roll needs above the cases (or the breakaway's total)."""
    ring = (
        translate("RdvRules", "the wheel's middle ring")
        if key == "breakaway_supplement"
        else translate("RdvRules", "the wheel's inner ring")
    )
    numbers = _numbers(value)
    if len(set(numbers)) == 1:
        return translate("RdvRules", "{n} ({ring})").format(n=numbers[0], ring=ring)
    return translate("RdvRules", "{ring}, {low} to {high} by terrain and pace").format(
        ring=ring, low=min(numbers), high=max(numbers)
    )


def assumption_text(key: str) -> str:
    return {
        "breakaway_supplement": translate(
            "RdvRules",
            "The wheel's middle ring is lost: what a breakaway's roll needs above the cases "
            "of the group's pace, by terrain and pace. The standard, 2 everywhere, comes "
            "from the rulebook's one example.",
        ),
        "counter_supplement": translate(
            "RdvRules",
            "The wheel's inner ring is lost: what a counter-attack's roll needs above the "
            "breakaway's total, by terrain and pace. The standard, 2 everywhere, comes from "
            "the rulebook's one example.",
        ),
        "max_stages": translate("RdvRules", "A stage race has at most 21 stages."),
        "one_attempt_per_turn": translate(
            "RdvRules", "A player makes at most one breakaway attempt in their turn."
        ),
        "counters_in_seat_order": translate(
            "RdvRules", "Counters are asked in seat order after the active player, who comes last."
        ),
        "bonus_only_when_it_changes_the_outcome": translate(
            "RdvRules",
            "The attacker's +1 point is offered whenever the breakaway succeeds with it: it "
            "saves a roll that fails, or raises one that succeeds and with it the score a "
            "counter must reach. A point that would change nothing is not offered (games "
            "saved before this version: only to save a roll or to reach 12).",
        ),
        "fast_cost_from_the_larger_skill": translate(
            "RdvRules",
            "The fast pace's point: the rider's owner chooses the skill when two could pay "
            "(games saved before this version: the larger skill paid).",
        ),
        "incident_buy_back_automatic": translate(
            "RdvRules",
            "Mechanical incident: the owner chooses how many cases to buy back, one "
            "endurance point each (games saved before this version: as many as possible).",
        ),
        "incident_on_double_one_with_2d6": translate(
            "RdvRules", "With two dice, a mechanical incident is a double 1."
        ),
        "finish_tiebreak_sprint_counted_once": translate(
            "RdvRules", "At the finish tie-break, sprint counts once where it also holds the pace."
        ),
        "one_day_race_ends_with_the_turn": translate(
            "RdvRules",
            "A one-day race ends with the turn in which the first rider crossed; the others "
            "are ranked by position.",
        ),
        "head_case_below_capacity_breaks_away": translate(
            "RdvRules",
            "At the end of a turn, a group's head case with fewer than 4 riders breaks away "
            "as a group with the same pace.",
        ),
        "group_joins_the_group_ahead": translate(
            "RdvRules",
            "A group ending on or right behind the rear case of the group ahead joins it "
            "and takes its pace.",
        ),
        "feed_zone_is_adjacent_r_cases": translate(
            "RdvRules",
            "R cases that follow each other form one feed zone: a rider feeds once there "
            "(« une fois par zone de ravitaillement »); R cases apart are zones of their own.",
        ),
    }.get(key, key)


def rules_html(ruleset: Ruleset) -> str:
    v = ruleset.values
    parts = [
        translate(
            "RdvRules",
            "<h2>Roue de Vitesse</h2><p>2 to 6 players, three riders each. Each rider gets "
            "{points} points over sprint, endurance and climber, at most {top} in one skill. "
            "The first rider past the finish case wins.</p>",
        ).format(points=v["profile_points"], top=v["profile_max"]),
        translate(
            "RdvRules",
            "<h3>A turn</h3><ol><li>Every group rides the cases the wheel gives for the "
            "terrain of its head case and its pace (slow, steady, fast); in the first "
            "player's first turn of a stage it rides {first} cases on any terrain. A case "
            "holds {capacity} riders.</li><li>One breakaway attempt from a group's head "
            "case: a point, a die ≥ the cases + {breakaway}.</li><li>Riders of the "
            "escaper's case may counter at once, out of turn: a point, a die ≥ the "
            "escaper's total + "
            "{counter}.</li><li>In each group, move one of your riders (into a full case: one "
            "rider of your choice goes one case back).</li><li>Each rider on the head case "
            "of a fast group pays a point.</li><li>Set, one notch at most, the pace of each "
            "group where you have a rider on the head case.</li></ol>",
        ).format(
            capacity=v["case_capacity"],
            first=v.get("first_turn_cases", 4),
            breakaway=_ring("breakaway_supplement", v["breakaway_supplement"]),
            counter=_ring("counter_supplement", v["counter_supplement"]),
        ),
        translate(
            "RdvRules",
            "<h3>Options and stages</h3><p>Mechanical incident: a 1 on the die and the "
            "rider misses the next move (buy cases back with endurance). Ravitaillement: "
            "+{feed} to a skill when stopping on an R case, once per feed zone. Stage "
            "race: general classification in points (lowest wins), climber's points at "
            "the summits (a "
            "rider is ranked once at each), {recovery} points recovered between stages.</p>",
        ).format(feed=v["feed_points"], recovery=v["recovery_points"]),
    ]
    heading = translate(
        "RdvRules",
        "<h3>Assumptions</h3><p>The rules leave these points open; the app assumes:</p>",
    )
    return "".join(parts) + assumptions_html(
        ruleset, heading, assumption_text, value_name, value_text
    )
