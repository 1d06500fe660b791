"""Cyclistes' rules help: the rules in short, quoting the ruleset's values, and the
assumptions we made, each by its name in words."""

from __future__ import annotations

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.dialogs.rules_dialog import assumptions_html


def value_name(path: str) -> str:
    """A value of the ruleset by its name in words ("" for none)."""
    return {
        "dice_kept": translate("CycRules", "Dice a leader keeps"),
        "riders_default": translate("CycRules", "Riders per team"),
        "riders_per_leader": translate("CycRules", "Riders per leader"),
        "max_stages": translate("CycRules", "Stages of a stage race, at most"),
        "early_attack_lead_dice": translate("CycRules", "Dice of an early attacker's lead"),
        "early_attack_double_one_at_back": translate(
            "CycRules", "Early attack on a double 1: to the back"
        ),
        "seconds_per_case": translate("CycRules", "Seconds per case behind"),
        "leader_keeps_two_highest": translate("CycRules", "A leader keeps its two highest dice"),
        "relever_after_the_roll": translate("CycRules", "Sitting up after the roll"),
        "relever_not_on_demarrage": translate("CycRules", "No sitting up in a démarrage"),
        "one_case_check_when_more_was_possible": translate(
            "CycRules", "The abandon die for one case when more was possible"
        ),
        "blocked_rider_stops_before": translate(
            "CycRules", "A blocked rider stops before the full case"
        ),
        "follower_lands_behind_or_short": translate(
            "CycRules", "A wheel-sucker ends behind, or short"
        ),
        "demarrage_needs_a_wheel_position": translate(
            "CycRules", "A démarrage needs a wheel position"
        ),
        "gicle_after_one_double": translate("CycRules", "One double and the leader is away"),
        "placement_team_by_team": translate("CycRules", "Lining up team by team"),
        "first_stage_placement_by_dice": translate(
            "CycRules", "First stage's lining-up order by dice"
        ),
        "pack_starts_behind_the_start_case": translate(
            "CycRules", "The pack lines up behind the start line"
        ),
        "abandon_only_last_of_turn": translate("CycRules", "Only the last rider may abandon"),
        "short_of_line_by_distance": translate(
            "CycRules", "Riders short of the line ranked by distance"
        ),
        "groups_by_consecutive_cases": translate("CycRules", "Groups by consecutive cases"),
        "gc_ties_to_last_stage": translate("CycRules", "General ties to the last stage"),
    }.get(path, "")


def assumption_text(key: str) -> str:
    return {
        "dice_kept": translate("CycRules", "A leader rolls three dice and keeps the two highest."),
        "riders_default": translate(
            "CycRules",
            "The riders of each team when the set-up does not say otherwise; all teams have "
            "the same number.",
        ),
        "riders_per_leader": translate(
            "CycRules",
            "A team has one leader for this many riders, rounded up, unless the set-up "
            "says otherwise.",
        ),
        "max_stages": translate("CycRules", "A stage race has at most 21 stages."),
        "early_attack_lead_dice": translate(
            "CycRules",
            "What Article 9 says after the first roll is lost: an early attacker who gets "
            "away rolls these dice, and starts their sum in cases ahead of the pack.",
        ),
        "early_attack_double_one_at_back": translate(
            "CycRules", "An early attack on a double 1 sends the rider to the back of the pack."
        ),
        "seconds_per_case": translate(
            "CycRules",
            "Stage race: the time between two groups at the finish, for each case between "
            "their heads.",
        ),
        "leader_keeps_two_highest": translate(
            "CycRules", "A leader keeps the two highest of three dice."
        ),
        "relever_after_the_roll": translate(
            "CycRules", "A rider sits up (se relève) after seeing its dice."
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
            "CycRules", "A leader attacks only from a place where it could suck the wheel."
        ),
        "gicle_after_one_double": translate(
            "CycRules", "One double in a démarrage and nobody may take the leader's wheel."
        ),
        "placement_team_by_team": translate(
            "CycRules",
            "Each team in turn places all its riders behind the line, then the next team.",
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
    # pyside6-lupdate reads only a plain name as a plural count
    riders, dice = v["riders_per_leader"], v["early_attack_lead_dice"]
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
            "<h3>Teams and start</h3><p>All teams have the same number of riders: {riders} "
            "unless the set-up says otherwise ({day_low} to {day_high} for a one-day race, "
            "{stage_low} to {stage_high} for a stage race), with one leader per {per_leader}, "
            "rounded up. Each team in turn places all its riders behind the start "
            "line (first stage: by a die roll; later: by the general classification). Once "
            "per race or "
            "stage a team may attack early as it places: two dice, a double other than "
            "double 1 and the rider starts ahead of the pack by the sum of {lead}, in "
            "cases; a double 1 and it starts at the back.</p>",
        ).format(
            riders=v["riders_default"],
            day_low=v["riders_one_day"][0],
            day_high=v["riders_one_day"][1],
            stage_low=v["riders_stage_race"][0],
            stage_high=v["riders_stage_race"][1],
            per_leader=translate("CycRules", "%n rider(s)", None, riders),
            lead=translate("CycRules", "%n dice", None, dice),
        ),
        translate(
            "CycRules",
            "<h3>Special actions</h3><p>Suck the wheel: instead of rolling, end just behind "
            "the rider who moved before you (from that rider's case or the one behind). "
            "Démarrage: a "
            "leader in a wheel position rolls two dice and rolls again on a double. Abandon: "
            "only the last rider of the turn.</p>",
        ),
    ]
    heading = translate(
        "CycRules",
        "<h3>Assumptions</h3><p>The rules leave these points open; the app assumes:</p>",
    )
    return "".join(parts) + assumptions_html(ruleset, heading, assumption_text, value_name)
