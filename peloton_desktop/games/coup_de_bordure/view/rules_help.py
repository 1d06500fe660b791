"""Coup de bordure's rules help: the rules in short, quoting the ruleset's values, and
the assumptions we made, each by its name in words."""

from __future__ import annotations

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.dialogs.rules_dialog import assumptions_html


def value_name(path: str) -> str:
    """A value of the ruleset by its name in words ("" for none)."""
    return {
        "plaquette_slots": translate("CdbRules", "Slots on a plaquette"),
        "hidden_revealed_when_spent": translate("CdbRules", "Hidden token shown when spent"),
        "hidden_revealed_when_fed": translate("CdbRules", "Hidden token shown at the feed zone"),
        "tow_open_to_riders_not_moved": translate(
            "CdbRules", "Tow offered to every rider not yet moved"
        ),
        "payment_chosen_by_owner": translate("CdbRules", "Tokens that pay chosen by the owner"),
        "finish_tiles_have_no_terrain": translate("CdbRules", "Finish tiles without terrain"),
        "courses_inspired_by_the_races": translate(
            "CdbRules", "Bundled courses inspired by the races"
        ),
        "two_sillages_open_the_tow": translate("CdbRules", "Two Slipstreams open the tow"),
        "towed_acceleration_is_no_acceleration": translate(
            "CdbRules", "A towed Acceleration is no Acceleration"
        ),
        "feeding_is_compulsory": translate("CdbRules", "Food at the feed zone compulsory"),
        "musette_draw_together_means_one_group": translate(
            "CdbRules", "Musettes drawn together by one case's teams"
        ),
    }.get(path, "")


def assumption_text(key: str) -> str:
    texts = {
        "plaquette_slots": translate(
            "CdbRules",
            "The rulebook gives no number; the standard 8 comes from the box: 18 energy "
            "tokens and 6 white tokens make 24, 8 for each of the 3 riders.",
        ),
        "hidden_revealed_when_spent": translate(
            "CdbRules", "A hidden token is shown to everyone when it is spent."
        ),
        "hidden_revealed_when_fed": translate(
            "CdbRules",
            "Only a rider who receives tokens at the feed zone turns its hidden token face up.",
        ),
        "two_sillages_open_the_tow": translate(
            "CdbRules",
            "Two Slipstreams of one team open the +2 tow even when they followed nobody, "
            "so the riders towed pass their “tractors”.",
        ),
        "towed_acceleration_is_no_acceleration": translate(
            "CdbRules",
            "A rider who chose Acceleration but was towed by two Attacks has not "
            "accelerated: a Slipstream of its case gains +1, not +2.",
        ),
        "musette_draw_together_means_one_group": translate(
            "CdbRules",
            "Teams “arriving together” at the feed zone are those of one group (one "
            "case); teams arriving from different cases in the same turn draw one after "
            "the other.",
        ),
        "feeding_is_compulsory": translate(
            "CdbRules",
            "The food at the feed zone is compulsory: a rider with 2 tokens or fewer "
            "takes what the table gives.",
        ),
        "tow_open_to_riders_not_moved": translate(
            "CdbRules",
            "A tow is offered to every rider of the case who has not moved yet this turn, "
            "whatever its tokens (one who cannot pay stays); a rider who takes it gives up "
            "the pace it chose (and does not pay it).",
        ),
        "payment_chosen_by_owner": translate(
            "CdbRules",
            "The rider's owner picks which tokens pay, the hidden one included.",
        ),
        "finish_tiles_have_no_terrain": translate(
            "CdbRules", "The finish tiles have no terrain: a rider on one has finished."
        ),
        "courses_inspired_by_the_races": translate(
            "CdbRules",
            "The pictures of the ready-made courses are lost: the four bundled courses are "
            "inspired by the races, not the box's layouts.",
        ),
    }
    return texts.get(key, key)


def rules_html(ruleset: Ruleset) -> str:
    v = ruleset.values
    paragraphs = [
        translate(
            "CdbRules",
            "<h2>Coup de bordure</h2><p>Jérôme Kaplan, 2017. 2 to 4 players, "
            "3 riders each. The first rider across the line (beyond the 16th case) wins.</p>",
        ),
        translate(
            "CdbRules",
            "<h3>Set-up</h3><p>A course of {tiles} tiles (Flat, Hill, Mountain, "
            "Sprint; never ending with Flat) and {finish} thin finish tiles. Each team shares "
            "{tokens} energy tokens of any colours between its riders, {low} to {high} each. "
            "A rider's plaquette has {slots} slots: one token per rider may be hidden face "
            "down, and white tokens fill the empty slots so that nobody knows the exact "
            "count. The feed zone is on case {feed}.</p>",
        ).format(
            tiles=v["course_tiles"],
            finish=v["finish_tiles"],
            tokens=v["team_tokens"],
            low=v["rider_tokens_min"],
            high=v["rider_tokens_max"],
            slots=v["plaquette_slots"],
            feed=v["ravitaillement_case"],
        ),
        translate(
            "CdbRules",
            "<h3>A turn</h3><p>Riders play case by case from the front. The "
            "riders of one case choose their pace in secret, then reveal together:</p><ul>"
            "<li><b>Steady</b>: +1 case, free.</li>"
            "<li><b>Acceleration</b>: +2 cases for 2 tokens, at least 1 of the colour of "
            "the case the rider stands on.</li>"
            "<li><b>Slipstream</b>: 1 token of the case's colour; +2 cases if a rider of the "
            "same case accelerates, +1 otherwise.</li>"
            "<li><b>Attack</b>: +3 cases for 3 tokens, at least 2 of the case's colour; once "
            "per race, and it cannot be followed in the slipstream.</li></ul>",
        ),
        translate(
            "CdbRules",
            "<h3>Resolution, in this order</h3><ol>"
            "<li>Attacks move.</li>"
            "<li>Two attacks by one team: every rider of the case may be towed, +3 cases for "
            "2 tokens of the case's colour.</li>"
            "<li>Accelerations move.</li>"
            "<li>Slipstreams move (+2 or +1).</li>"
            "<li>A rider whose slipstream succeeded may say “I'll tow”: the riders still on "
            "the case may follow, +2 cases for 1 token of its colour.</li>"
            "<li>Two accelerations or slipstreams by one team: the same tow is open.</li>"
            "<li>Everyone else moves 1 case.</li></ol>",
        ),
        translate(
            "CdbRules",
            "<h3>Feed zone</h3><p>A rider reaching or passing the 7th case with "
            "0 or 1 token left takes 2 tokens of the team's choice, with 2 tokens left takes 1. "
            "When a team's first rider gets there, the team draws a musette (feed bag) "
            "face down: musettes 0 and 1 for the first team, then the card left plus one "
            "more per team arriving; 0 is the best. Teams arriving together draw together."
            "</p>",
        ),
        translate(
            "CdbRules",
            "<h3>Finish</h3><p>The race ends with the turn in which a rider "
            "passes the 16th case. Ties are broken by: the distance beyond the line; the "
            "tokens left of the last case's colour; all tokens left; the best musette. "
            "Teams are ranked by their best rider.</p>",
        ),
    ]
    heading = translate(
        "CdbRules",
        "<h3>Assumptions</h3><p>The rulebook does not settle these points; the app assumes:</p>",
    )
    paragraphs.append(assumptions_html(ruleset, heading, assumption_text, value_name))
    return "".join(paragraphs)
