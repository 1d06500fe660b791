"""Course aux dés' rules help: the rules in short, quoting the ruleset's values, and the
assumptions we made, each by its name in words."""

from __future__ import annotations

from peloton_desktop.core.ruleset import Ruleset
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.dialogs.rules_dialog import assumptions_html


def value_name(path: str) -> str:
    return {
        "energy": translate("CadRules", "Energy at the start"),
        "length": translate("CadRules", "Length of the road"),
    }.get(path, "")


def assumption_text(key: str) -> str:
    return {
        "energy": translate(
            "CadRules", "Each rider starts with this much energy; an effort e costs e − 1."
        ),
    }.get(key, key)


def rules_html(ruleset: Ruleset) -> str:
    v = ruleset.values
    text = translate(
        "CadRules",
        "<h2>Course aux dés</h2><p>2 to 4 riders. Each round every rider picks an effort "
        "from 1 to 3 in secret (effort e costs e − 1 energy). When all have chosen, the "
        "efforts are revealed and each rider rolls a die: he moves his effort, one case more "
        "on a {face}. The first past case {length} ends the race at the end of the round; "
        "the furthest wins, then the one with more energy left.</p>",
    ).format(face=v["bonus_face"], length=v["length"])
    heading = translate(
        "CadRules",
        "<h3>Assumptions</h3><p>The rules do not settle these points; the app assumes:</p>",
    )
    return text + assumptions_html(ruleset, heading, assumption_text, value_name)
