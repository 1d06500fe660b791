"""Border States' rules help: the rules in short, quoting the ruleset's values, and the
assumptions we made, each by its name in words."""

from __future__ import annotations

from collections import Counter
from typing import Any

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states.view.text import ROMAN, card_name, side_name, state_name
from peloton_desktop.ui.dialogs.rules_dialog import assumptions_html, number_text


def _names() -> dict[str, str]:
    return {
        "blocks": translate("BsRules", "General blocks"),
        "blocks.*.id": translate("BsRules", "Block"),
        "blocks.*.value": translate("BsRules", "Value"),
        "blocks.*.battles": translate("BsRules", "Battles"),
        "blocks.*.kind": translate("BsRules", "Kind"),
        "blocks.minus2": translate("BsRules", "The −2"),
        "blocks.ambush": translate("BsRules", "The Ambush"),
        "blocks.siege": translate("BsRules", "The Siege"),
        "blocks.three": translate("BsRules", "The 3"),
        "blocks.one_1": translate("BsRules", "First 1"),
        "blocks.one_2": translate("BsRules", "Second 1"),
        "blocks.one_3": translate("BsRules", "Third 1"),
        "blocks.two_12": translate("BsRules", "First 2"),
        "blocks.two_23": translate("BsRules", "Second 2"),
        "blocks.two_13": translate("BsRules", "Third 2"),
        "available_at_start": translate("BsRules", "Blocks available at the start"),
        "slots_per_front": translate("BsRules", "Slots per front"),
        "battle_cards": translate("BsRules", "Battle cards"),
        "battle_cards.*.name": translate("BsRules", "Battle"),
        "battle_cards.*.intensity": translate("BsRules", "Intensity"),
        "state_colours": translate("BsRules", "Cube colours"),
        "start_markers": translate("BsRules", "Markers at the start"),
        "characters": translate("BsRules", "Character cards"),
        "initiative_at_start": translate("BsRules", "Initiative at the start"),
        "cubes_per_state": translate("BsRules", "Cubes of each state"),
        "cards_set_aside": translate("BsRules", "Battle cards set aside"),
        "track_control": translate("BsRules", "Steps from the centre to Control"),
        "file_order_known_to_its_owner": translate(
            "BsRules", "Order of one's own recruitment file seen"
        ),
        "markers_chosen_by_the_side_they_move_towards": translate(
            "BsRules", "Markers moved chosen by the side they move towards"
        ),
        "canon_on_the_slot_nearest_the_arrow": translate(
            "BsRules", "Canon on the free slot nearest the arrow"
        ),
        "canon_alone_wins_no_cubes": translate("BsRules", "The Canon alone wins no cubes"),
        "victor_takes_every_cube_when_few": translate(
            "BsRules", "Victor takes every cube when there are few"
        ),
        "ambush_copying_a_siege_is_no_siege": translate(
            "BsRules", "An Ambush copying a Siege is no Siege"
        ),
    }


def value_name(path: str) -> str:
    """A value of the ruleset by its name in words ("" for none): a key, a table's
    column ("blocks.*.value") or row ("blocks.minus2", "start_markers.MO")."""
    table, _, rest = path.partition(".")
    if table == "start_markers" and rest.startswith("*."):
        return translate("BsRules", "Marker {n}").format(n=rest[2:])
    if table == "start_markers" and rest:
        try:
            return state_name(rest)
        except KeyError:
            return ""
    return _names().get(path, "")


def _colour(colour: str) -> str:
    return {
        "green": translate("BsRules", "green"),
        "brown": translate("BsRules", "brown"),
        "purple": translate("BsRules", "purple"),
        "yellow": translate("BsRules", "yellow"),
        "orange": translate("BsRules", "orange"),
    }.get(colour, colour)


def _block(block: dict[str, Any]) -> str:
    label = number_text(block["value"])
    if block.get("kind") == "ambush":
        label = translate("BsRules", "Ambush {value}").format(value=label)
    elif block.get("kind") == "siege":
        label = translate("BsRules", "Siege {value}").format(value=label)
    battles = "+".join(ROMAN[n - 1] for n in block["battles"] if 1 <= n <= len(ROMAN))
    if not battles:
        battles = translate("BsRules", "no battle")
    return f"{label} ({battles})"


def _markers(start: dict[str, list[int]]) -> str:
    places = {
        -1: lambda n: translate("BsRules", "{n} on the Union side").format(n=n),
        0: lambda n: translate("BsRules", "{n} in the centre").format(n=n),
        1: lambda n: translate("BsRules", "{n} on the Confederate side").format(n=n),
    }
    states = []
    for code, markers in start.items():
        count = Counter(markers)
        parts = [places[p](count[p]) for p in (-1, 0, 1) if count[p]]
        states.append(f"{value_name('start_markers.' + code) or code} ({', '.join(parts)})")
    return translate("BsRules", "; ", "between the states of a list").join(states)


def _intensities(cards: list[dict[str, Any]]) -> str:
    count = Counter(card["intensity"] for card in cards)
    return ", ".join(
        translate("BsRules", "{n} of intensity {i}").format(n=count[i], i=i) for i in sorted(count)
    )


def value_text(key: str, value: Any) -> str:
    """A value in words for the rules help ("" when plain words do)."""
    if key == "blocks":
        return ", ".join(_block(b) for b in value)
    if key == "battle_cards":
        return translate("BsRules", "{count} cards: {counts}").format(
            count=len(value), counts=_intensities(value)
        )
    if key == "state_colours":
        return ", ".join(f"{state_name(s)} {_colour(c)}" for s, c in value.items())
    if key == "start_markers":
        return _markers(value)
    if key == "characters":
        return ", ".join(card_name(c) for c in value)
    if key == "initiative_at_start":
        return side_name(value)
    return ""


def assumption_text(key: str) -> str:
    return {
        "blocks": translate(
            "BsRules",
            "The pictures of the blocks are lost: the ten of each side follow the rule "
            "“value 1: one battle, value 2: two battles, Siege and value 3: all battles”.",
        ),
        "available_at_start": translate(
            "BsRules",
            "Each side draws them at random at the start; its other blocks, shuffled, form "
            "its recruitment file (as a game sheet reports, and as the rounds add up).",
        ),
        "slots_per_front": translate(
            "BsRules",
            "How many blocks a front holds, filled from the arrow outward (a front of the "
            "rulebook's examples holds at least 3); Reinforcements open one more.",
        ),
        "battle_cards": translate(
            "BsRules",
            "The card pictures are lost: the Deterministic variant needs intensities that "
            "add up to 17; the names are historical battles of the border states.",
        ),
        "state_colours": translate(
            "BsRules",
            "The rulebook names brown, yellow and purple cubes; the other colours are ours.",
        ),
        "start_markers": translate(
            "BsRules",
            "A track has a Union side, a centre and a Confederate side, with a Control "
            "zone beyond each end. Each state's markers, one per column: −1 on the Union "
            "side, 0 in the centre, 1 on the Confederate side.",
        ),
        "characters": translate(
            "BsRules",
            "Five characters per side, one of each effect; their names are the effects.",
        ),
        "initiative_at_start": translate(
            "BsRules", "The side that holds the initiative first: 0 the Union, 1 the Confederacy."
        ),
        "cubes_per_state": translate(
            "BsRules",
            "The cubes of each state in the bag at the start; the standard puts the box's "
            "50 cubes, 10 for each of the five states.",
        ),
        "cards_set_aside": translate(
            "BsRules",
            "Battle cards set aside unseen at the start of a normal game; the standard "
            "leaves one card for each battle of the five rounds.",
        ),
        "track_control": translate(
            "BsRules",
            "How far from the centre of its track a marker is in a Control zone: the "
            "rulebook's worked examples need one step to a side, two to Control.",
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
    v = ruleset.values
    cards = v["battle_cards"]
    # pyside6-lupdate reads only a plain name as a plural count
    aside, slots = v["cards_set_aside"], v["slots_per_front"]
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
            "<h3>Set-up</h3><p>Each side has {blocks} General blocks: {block_list}. It draws "
            "{available} of them at random as its available blocks; the others, shuffled, "
            "form its recruitment file. The bag holds {cubes} cubes of each state. Of the "
            "{cards} battle cards ({intensities}), {aside}. Each "
            "state's track has a Union side, a centre and a Confederate side, and a Control "
            "zone {control} steps from the centre on either side. Markers at the start: {markers}. "
            "The {side} holds the initiative first.</p>",
        ).format(
            blocks=len(v["blocks"]),
            block_list=value_text("blocks", v["blocks"]),
            available=v["available_at_start"],
            cubes=v["cubes_per_state"],
            cards=len(cards),
            intensities=_intensities(cards),
            aside=translate("BsRules", "%n are set aside unseen", None, aside),
            control=v["track_control"],
            markers=_markers(v["start_markers"]),
            side=side_name(v["initiative_at_start"]),
        ),
        translate(
            "BsRules",
            "<h3>A round</h3><p><b>Preparation</b>: 3 battles, each with "
            "intensity + {bonus} cubes drawn from the bag (cubes of a state whose markers are "
            "all in Control zones are discarded). <b>Combat</b>, {turns} turns: recruit a "
            "block from "
            "either end of your file (the President, once per game, takes any); choose 2 "
            "blocks in secret and stack them; the top ones are shown (never the −2: whoever "
            "errs shows both). The lower shown value places first (a tie goes to the "
            "initiative, which turns over). The shown block gives the accessible battles; "
            "the Ambush copies the opponent's; with the Siege both blocks go to one battle. "
            "Each front has {slots}; blocks fill the free ones nearest the arrow, a "
            "block with no room is set aside. Characters are played before or after "
            "placing, on accessible battles only.</p>",
        ).format(
            bonus=v["cubes_per_battle_bonus"],
            turns=v["turns_per_round"],
            slots=translate("BsRules", "%n slot(s)", None, slots),
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
    return "".join(parts) + assumptions_html(ruleset, lost, assumption_text, value_name, value_text)
