"""Cyclistes' rules help: the rules in short, and the assumptions we made."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.ui.rules_dialog import assumptions_html

translate = QCoreApplication.translate


def assumption_text(key: str) -> str:
    return {
        "dice_kept": translate("CycRules", "A leader rolls three dice and keeps the two highest."),
        "riders_default": translate(
            "CycRules", "A team has 6 riders unless the set-up says otherwise."
        ),
        "riders_per_leader": translate("CycRules", "One leader per four riders, rounded up."),
        "max_stages": translate("CycRules", "A stage race has at most 21 stages."),
        "early_attack_lead_dice": translate(
            "CycRules", "An early attacker who gets away takes a lead of two dice."
        ),
        "early_attack_double_one_at_back": translate(
            "CycRules", "An early attack on a double 1 sends the rider to the back of the pack."
        ),
        "seconds_per_case": translate("CycRules", "Each case behind the winner costs 10 seconds."),
        "leader_keeps_two_highest": translate(
            "CycRules", "A leader keeps the two highest of three dice."
        ),
        "relever_after_the_roll": translate(
            "CycRules", "A rider sits up (se relève) after seeing his dice."
        ),
        "relever_not_on_demarrage": translate("CycRules", "No sitting up during a démarrage."),
        "one_case_check_when_more_was_possible": translate(
            "CycRules", "Riding one case when more was possible: one die, a 1 means abandon."
        ),
        "blocked_rider_stops_before": translate(
            "CycRules", "A rider blocked by a full case stops on the case before it."
        ),
        "follower_lands_behind_or_short": translate(
            "CycRules",
            "A rider sucking a wheel ends just behind the followed rider, or short of it "
            "when the road is blocked.",
        ),
        "demarrage_needs_a_wheel_position": translate(
            "CycRules", "A leader attacks only from a place where he could suck the wheel."
        ),
        "gicle_after_one_double": translate(
            "CycRules", "One double in a démarrage and nobody may take the leader's wheel."
        ),
        "placement_team_by_team": translate(
            "CycRules", "Teams line up one rider at a time, in turn."
        ),
        "first_stage_placement_by_dice": translate(
            "CycRules",
            "The first stage's lining up order is rolled; later stages follow the general.",
        ),
        "pack_starts_behind_the_start_case": translate(
            "CycRules", "The pack lines up on the cases behind the start line."
        ),
        "abandon_only_last_of_turn": translate(
            "CycRules", "Only the last rider of a turn may abandon."
        ),
        "short_of_line_by_distance": translate(
            "CycRules", "Riders who did not cross the line are ranked by their distance to it."
        ),
        "groups_by_consecutive_cases": translate(
            "CycRules", "A group is a run of consecutive occupied cases."
        ),
        "gc_ties_to_last_stage": translate(
            "CycRules", "A tie on general time goes to the better rank in the last stage."
        ),
    }.get(key, key)


def rules_html(ruleset: Ruleset) -> str:
    v = ruleset.values
    parts = [
        translate(
            "CycRules",
            "<h2>Cyclistes</h2><p>2 to 6 teams of riders on a circuit of cases. Each turn "
            "every rider moves once, from the front to the back; on a shared case the last "
            "arrived moves first. The first rider over the line wins the stage; the others "
            "lose {seconds} s per case behind.</p>",
        ).format(seconds=v["seconds_per_case"]),
        translate(
            "CycRules",
            "<h3>A move</h3><p>An équipier rolls two dice, a leader three and keeps the two "
            "highest. After the roll a rider may sit up (se relever) by 1 to {relever} cases. "
            "A case holds {width} riders: a full case cannot be reached nor passed. A hatched "
            "case that is taken cannot be crossed (a scotch): the rider stops on it, or "
            "before it when it is full.</p>",
        ).format(relever=v["relever_max"], width=v["case_capacity"]),
        translate(
            "CycRules",
            "<h3>Special actions</h3><p>Suck the wheel: instead of rolling, end just behind "
            "the rider who moved before you (from his case or the one behind). Démarrage: a "
            "leader in a wheel position rolls two dice and rolls again on a double. Abandon: "
            "only the last rider of the turn.</p>",
        ),
    ]
    heading = translate(
        "CycRules",
        "<h3>Assumptions</h3><p>The rules leave these points open; the app assumes:</p>",
    )
    return "".join(parts) + assumptions_html(ruleset, heading, assumption_text)
