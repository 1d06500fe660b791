"""Every visible word of Coup de bordure, translated (context "CoupDeBordure").

Game terms follow docs/glossary.md: the English UI translates the rulebook's
terms (Sillage → Slipstream, Musette → Musette (feed bag), …).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.ui.pieces.track import cdb_terrain_letter as terrain_letter
from peloton_desktop.ui.pieces.track import cdb_terrain_name as terrain_name

__all__ = ["terrain_letter", "terrain_name"]  # shared with the editor and printing

translate = QCoreApplication.translate
CTX = "CoupDeBordure"


def pace_name(pace: str) -> str:
    return {
        "constance": translate("CoupDeBordure", "Steady"),
        "acceleration": translate("CoupDeBordure", "Acceleration"),
        "sillage": translate("CoupDeBordure", "Slipstream"),
        "offensive": translate("CoupDeBordure", "Attack"),
    }[pace]


def pace_help(pace: str) -> str:
    return {
        "constance": translate("CoupDeBordure", "+1 case, free."),
        "acceleration": translate(
            "CoupDeBordure", "+2 cases for 2 tokens, at least 1 of the case's colour."
        ),
        "sillage": translate(
            "CoupDeBordure",
            "1 token of the case's colour: +2 cases if a rider of your case accelerates, "
            "+1 otherwise.",
        ),
        "offensive": translate(
            "CoupDeBordure",
            "+3 cases for 3 tokens, at least 2 of the case's colour. Once per race; "
            "nobody can follow it in the slipstream.",
        ),
    }[pace]


def rider_label(obs: dict[str, Any], r: int) -> str:
    rider = obs["riders"][r]
    return f"{rider['letter']} {rider['name']}".strip()


def tokens_text(tokens: list[str]) -> str:
    return ", ".join(terrain_name(t) for t in tokens) or "—"


def describe_event(event: Event, obs: dict[str, Any], team_name) -> str | None:  # type: ignore[no-untyped-def]
    d = event.data
    k = event.kind
    if k == "turn_started":
        return translate("CoupDeBordure", "— Turn {turn} —").format(turn=d["turn"])
    if k == "group_started":
        riders = ", ".join(obs["riders"][r]["letter"] for r in d["riders"])
        terrain = terrain_name(obs["course"][d["case"] - 1])
        return translate(
            "CoupDeBordure", "Case {case} ({terrain}): {riders} choose their pace."
        ).format(case=d["case"], terrain=terrain, riders=riders)
    if k == "paces_revealed":
        parts = [f"{obs['riders'][int(r)]['letter']} {pace_name(p)}" for r, p in d["paces"].items()]
        return translate("CoupDeBordure", "Paces revealed: {paces}.").format(paces=", ".join(parts))
    if k == "tokens_spent":
        name = rider_label(obs, d["rider"])
        if d.get("hidden"):
            return translate(
                "CoupDeBordure", "{rider} spends {tokens} (the hidden token was {colour})."
            ).format(rider=name, tokens=tokens_text(d["tokens"]), colour=terrain_name(d["hidden"]))
        return translate("CoupDeBordure", "{rider} spends {tokens}.").format(
            rider=name, tokens=tokens_text(d["tokens"])
        )
    if k == "rider_moved":
        name = rider_label(obs, d["rider"])
        why = {
            "offensive": translate("CoupDeBordure", "attacks"),
            "acceleration": translate("CoupDeBordure", "accelerates"),
            "sillage": translate("CoupDeBordure", "rides in the slipstream"),
            "tow": translate("CoupDeBordure", "is towed"),
            "constance": translate("CoupDeBordure", "rides steadily"),
        }[d["why"]]
        return translate("CoupDeBordure", "{rider} {action}: case {start} → {end}.").format(
            rider=name, action=why, start=d["from"], end=_case(d["to"], obs)
        )
    if k == "tow_declined":
        return translate("CoupDeBordure", "{rider} does not take the tow.").format(
            rider=rider_label(obs, d["rider"])
        )
    if k == "tracte_announced":
        return translate("CoupDeBordure", "{rider}: “I'll tow!” The case may follow.").format(
            rider=rider_label(obs, d["rider"])
        )
    if k == "tracte_declined":
        return translate("CoupDeBordure", "{rider} does not tow the others.").format(
            rider=rider_label(obs, d["rider"])
        )
    if k == "rider_fed":
        name = rider_label(obs, d["rider"])
        text = translate("CoupDeBordure", "Feed zone: {rider} takes {tokens}.").format(
            rider=name, tokens=tokens_text(d["tokens"])
        )
        if d.get("hidden"):
            text += " " + translate("CoupDeBordure", "His hidden token was {colour}.").format(
                colour=terrain_name(d["hidden"])
            )
        return text
    if k == "musette_drawn":
        return translate(
            "CoupDeBordure", "{team} reaches the feed zone first and draws a musette (face down)."
        ).format(team=team_name(d["team"]))
    if k == "race_over":
        return translate("CoupDeBordure", "The race is over.")
    return None


def _case(pos: int, obs: dict[str, Any]) -> str:
    finish = len(obs["course"])
    if pos > finish:
        return translate("CoupDeBordure", "finish +{n}").format(n=pos - finish)
    return str(pos)


def describe_result(result: Result, obs: dict[str, Any], team_name) -> str:  # type: ignore[no-untyped-def]
    p = result.params
    rider = rider_label(obs, p["rider"])
    team = team_name(result.winner)
    rival = rider_label(obs, p["rival"])
    colour = terrain_name(p["colour"])
    reason = {
        "alone": translate("CoupDeBordure", "{rider} is the only one across the line."),
        "furthest": translate(
            "CoupDeBordure", "{rider} went furthest beyond the line, ahead of {rival}."
        ),
        "last_colour_tokens": translate(
            "CoupDeBordure",
            "{rider} and {rival} went as far; {rider} has more {colour} tokens "
            "left (the last case's colour).",
        ),
        "all_tokens": translate(
            "CoupDeBordure",
            "{rider} and {rival} tie on distance and {colour} tokens; {rider} has "
            "more tokens left in all.",
        ),
        "musette": translate(
            "CoupDeBordure",
            "{rider} and {rival} tie on distance and tokens; {team} drew the better musette.",
        ),
    }[result.reason]
    return (
        translate("CoupDeBordure", "{team} wins the race.").format(team=team)
        + " "
        + (reason.format(rider=rider, team=team, rival=rival, colour=colour))
    )
