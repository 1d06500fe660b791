"""Border States' rules help: the rules in short, and the assumptions we made."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.ui.rules_dialog import assumptions_html

translate = QCoreApplication.translate


def assumption_text(key: str) -> str:
    return {
        "blocks": translate(
            "BsRules",
            "The ten General blocks of each side: −2 (no battle), "
            "Ambush (0), Siege (1, I+II+III), 3 (I+II+III), three 1s (I / II / "
            "III) and three 2s (I+II / II+III / I+III).",
        ),
        "available_at_start": translate(
            "BsRules",
            "Each side starts with 4 available blocks drawn at random; the other 6 form its file.",
        ),
        "slots_per_front": translate("BsRules", "Each front has 3 slots."),
        "battle_cards": translate(
            "BsRules",
            "17 battle cards: 5 of intensity 0, 7 of 1, 5 of "
            "2; their names are historical battles of the border states.",
        ),
        "state_colours": translate(
            "BsRules",
            "Cube colours: Missouri green, Kentucky brown, "
            "West Virginia purple, Maryland yellow, Delaware orange.",
        ),
        "start_markers": translate(
            "BsRules",
            "A track has a Union side, a centre and a "
            "Confederate side, with a Control zone beyond each end.",
        ),
        "characters": translate(
            "BsRules",
            "Five characters per side, one of each effect (Spy, "
            "Chaplain, Artillery, Scout, Reinforcements).",
        ),
        "initiative_at_start": translate("BsRules", "The Union holds the initiative at the start."),
        "cubes_per_state": translate("BsRules", "The bag holds 10 cubes of each state."),
        "cards_set_aside": translate(
            "BsRules", "2 battle cards are set aside unseen at the start."
        ),
        "track_control": translate(
            "BsRules", "A marker 2 steps from the centre of its track is in a Control zone."
        ),
        "file_order_known_to_its_owner": translate(
            "BsRules",
            "A side sees the order of its own recruitment file, so it knows which block "
            "each end gives.",
        ),
        "markers_chosen_by_the_side_they_move_towards": translate(
            "BsRules",
            "When markers move at the end of a round, the side they move towards chooses "
            "which marker moves at each step.",
        ),
        "canon_on_the_slot_nearest_the_arrow": translate(
            "BsRules", "The Canon goes on the free slot of a front nearest the arrow."
        ),
        "canon_alone_wins_no_cubes": translate(
            "BsRules",
            "A front made positive by the Canon alone, with no side positive, wins nobody "
            "the cubes: they are discarded.",
        ),
        "victor_takes_every_cube_when_few": translate(
            "BsRules",
            "When a battle has no more cubes than the victor may keep, the victor takes "
            "them all and the vanquished gets none.",
        ),
        "ambush_copying_a_siege_is_no_siege": translate(
            "BsRules",
            "An Ambush copying a Siege reaches all three battles but need not put both "
            "blocks on one.",
        ),
    }.get(key, key)


def rules_html(ruleset: Ruleset) -> str:
    parts = [
        translate(
            "BsRules",
            "<h2>Border States</h2><p>Stéphane Brachet. Two players: the Union "
            "against the Confederacy, 1861 to 1865. Win the influence of the five border "
            "states: control 4 states' markers of 4 colours or 5 markers to end the war at "
            "once, or have the most markers on your side after 1865.</p>",
        ),
        translate(
            "BsRules",
            "<h3>A round</h3><p><b>Preparation</b>: 3 battles, each with "
            "intensity + 2 cubes drawn from the bag (cubes of a state whose markers are all "
            "in Control zones are discarded). <b>Combat</b>, 3 turns: recruit a block from "
            "either end of your file (the President, once per game, takes any); choose 2 "
            "blocks in secret and stack them; the top ones are shown (never the −2: whoever "
            "errs shows both). The lower shown value places first (a tie goes to the "
            "initiative, which turns over). The shown block gives the accessible battles; "
            "the Ambush copies the opponent's; with the Siege both blocks go to one battle. "
            "Blocks fill the free slots nearest the arrow; a block with no room is set "
            "aside. Characters are played before or after placing, on accessible battles "
            "only.</p>",
        ),
        translate(
            "BsRules",
            "<h3>Resolution, battle I, II then III</h3><p>Face-down blocks are "
            "turned up. Each Ambush, from the arrow outward, must eliminate a block to its "
            "left, right or opposite, its own side's too; two facing Ambushes eliminate each "
            "other; the Bible protects. The winning front has a positive total strictly "
            "above the other. On it, the side with the highest positive contribution is the "
            "victor (a tie goes to the block nearest the arrow); the other, if positive, is "
            "the vanquished. Intensity 0: the victor keeps 2 cubes; 1: keeps 2 of 3; 2: "
            "keeps 3 of 4; the vanquished gets the rest, or the victor takes all.</p>",
        ),
        translate(
            "BsRules",
            "<h3>End of round</h3><p>In each state the markers move toward the "
            "side with more cubes, one step per cube of difference; a marker may move "
            "several times; a marker leaving the track is controlled for good. Then the "
            "sudden-death check (both sides at once: play on to 1865), and each side's "
            "6 played blocks, shuffled, form its new file. After 1865 each marker on a "
            "side scores 1; ties: more markers in Control, then fewer character and "
            "President cards played, then the Union.</p>",
        ),
        translate(
            "BsRules",
            "<h3>Variants</h3><p>Without characters; Deterministic (every cube "
            "is drawn); War of attrition (a marker moves once per round).</p>",
        ),
    ]
    lost = translate(
        "BsRules",
        "<h3>Assumptions</h3><p>The pictures of the components are lost; the app assumes:</p>",
    )
    return "".join(parts) + assumptions_html(ruleset, lost, assumption_text)
