"""Tape l'étape's rules help: the rules in short, quoting the ruleset's values, and the
assumptions we made, each by its name in words."""

from __future__ import annotations

from typing import Any

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape.view.text import colour_name
from peloton_desktop.ui.dialogs.rules_dialog import assumptions_html

COLOURS = ("yellow", "green", "blue", "red")


def value_name(path: str) -> str:
    """A value of the ruleset by its name in words ("" for none)."""
    return {
        "colours": translate("TleRules", "Column colours"),
        "puncture_costs_the_next_turn": translate("TleRules", "A Puncture costs the next turn"),
        "clm_direction_from_start": translate(
            "TleRules", "Time trial direction from the start value"
        ),
        "vitamine_card_given_chosen": translate(
            "TleRules", "The card given for a Vitamin is chosen"
        ),
        "stage_ranking_ties": translate("TleRules", "Ties in a stage ranking"),
        "gc_ties_to_last_stage": translate("TleRules", "General ties to the last stage"),
        "endurance_extra_vitamines": translate("TleRules", "Extra Vitamins in Endurance"),
        "vitamine_between_plaine_last_two": translate(
            "TleRules", "A Vitamin between a Flat stage's two last cards"
        ),
    }.get(path, "")


def value_text(key: str, value: Any) -> str:
    """The colours in words ("" for the other values: plain words do)."""
    if key == "colours":
        return ", ".join(colour_name(COLOURS.index(c)) if c in COLOURS else c for c in value)
    return ""


def assumption_text(key: str) -> str:
    return {
        "colours": translate(
            "TleRules",
            "The rulebook names three colours (yellow, green, blue); the fourth, used from "
            "4 players on, is red here.",
        ),
        "puncture_costs_the_next_turn": translate(
            "TleRules",
            "A punctured rider loses their next turn; punctured during their own turn, they "
            "lose that turn. Two punctures cost two turns.",
        ),
        "clm_direction_from_start": translate(
            "TleRules",
            "Time trial: from the lowest value the columns climb, from the highest they go "
            "down, from any other value they grow both ways.",
        ),
        "vitamine_card_given_chosen": translate(
            "TleRules", "With a Vitamin you choose the card you give; the one you take is random."
        ),
        "stage_ranking_ties": translate(
            "TleRules",
            "Stage ranking: the winner, then by seconds lost, then fewer cards left, then "
            "playing order from the winner.",
        ),
        "gc_ties_to_last_stage": translate(
            "TleRules", "A tie on general time goes to the better rank in the last stage."
        ),
        "endurance_extra_vitamines": translate(
            "TleRules",
            "Endurance: the Vitamins each player takes on top of their own; the box's six "
            "extra Vitamins make the standard one each.",
        ),
        "vitamine_between_plaine_last_two": translate(
            "TleRules",
            "On a Flat stage, a player laying their two last cards in one turn may play a "
            "Vitamin between them (« Après avoir utilisé une vitamine, le joueur peut jouer "
            "immédiatement »), as between the cards of a time trial or Gear change turn.",
        ),
    }.get(key, key)


def rules_html(ruleset: Ruleset) -> str:
    v = ruleset.values
    parts = [
        translate(
            "TleRules",
            "<h2>Tape l'étape</h2><p>3 to 6 riders, a race of stages in cards. Win a stage "
            "by laying all your cards first; the cards left in the others' hands become "
            "their time gaps. The lowest total time wins the race.</p>",
        ),
        translate(
            "TleRules",
            "<h3>A stage</h3><p>The chooser imposes one of their five profiles and lays the "
            "first card. In turn each rider lays one card on a coloured column, or starts a "
            "new column with the stage's start value; a rider who can lay must, one who "
            "cannot passes. Flat: start 6, up or down, the last two cards together. "
            "Mountain: from the lowest card, up. Descent: from the highest, down. Time "
            "trial: the chooser names the start; many cards per turn. Broom wagon: as the "
            "flat, but the last to empty their hand wins.</p>",
        ),
        translate(
            "TleRules",
            "<h3>Jokers</h3><p>Once per race each: Vitamin (swap a card of yours for a "
            "random one of a rival), Gear change (lay as many cards as you can), Puncture "
            "(at any moment, even out of turn, between two cards of a turn or while the "
            "stage or a time trial's start is being chosen: a rider loses their next turn; "
            "the chooser punctured then loses the stage's first turn). A joker is not a "
            "turn. Endurance: each joker once per half race (the used ones come back at "
            "mid-race), and extra Vitamins: {extra} per player.</p>",
        ).format(extra=v["endurance_extra_vitamines"]),
        translate(
            "TleRules",
            "<h3>Time</h3><p>Each card left: {low} s for 1 to 6, {high} s for 7 to 12. The "
            "stage winner takes {bonus} s off. Broom wagon: the last to finish takes 1:00 "
            "off, the second-to-last 0:30.</p>",
        ).format(low=v["seconds_low_card"], high=v["seconds_high_card"], bonus=v["winner_bonus"]),
    ]
    heading = translate(
        "TleRules",
        "<h3>Assumptions</h3><p>The rulebook does not settle these points; the app assumes:</p>",
    )
    return "".join(parts) + assumptions_html(
        ruleset, heading, assumption_text, value_name, value_text
    )
