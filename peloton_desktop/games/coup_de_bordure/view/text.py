"""Every visible word of Coup de bordure, translated (context "CoupDeBordure").

Game terms follow docs/glossary.md: the English UI translates the rulebook's
terms (Sillage → Slipstream, Musette → Musette (feed bag), …).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from peloton_desktop.core.events import LineWriter, line
from peloton_desktop.core.protocol import Event, Result
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.rules import PACES, CdbObservation
from peloton_desktop.games.coup_de_bordure.rules.events import (
    GroupStarted,
    MusetteDrawn,
    PacesRevealed,
    RaceOver,
    RiderFed,
    RiderMoved,
    TokensSpent,
    TowDeclined,
    TracteAnnounced,
    TracteDeclined,
    TurnStarted,
)
from peloton_desktop.games.coup_de_bordure.style import cdb_terrain_letter as terrain_letter
from peloton_desktop.games.coup_de_bordure.style import cdb_terrain_name as terrain_name
from peloton_desktop.ui.pieces.log import EventLines

__all__ = ["terrain_letter", "terrain_name"]  # shared with the editor and printing

CTX = "CoupDeBordure"


def pace_name(pace: str) -> str:
    names = (  # in the order of the rules' PACES
        translate("CoupDeBordure", "Steady"),
        translate("CoupDeBordure", "Acceleration"),
        translate("CoupDeBordure", "Slipstream"),
        translate("CoupDeBordure", "Attack"),
    )
    return dict(zip(PACES, names, strict=True))[pace]


def pace_help(pace: str, paces: Mapping[str, Any]) -> str:
    """What a pace does, with the ruleset's distances and costs."""
    rule = paces[pace]
    text = {
        "constance": translate("CoupDeBordure", "+{move} case, free."),
        "acceleration": translate(
            "CoupDeBordure",
            "+{move} cases for {cost} tokens, at least {colour} of the case's colour.",
        ),
        "sillage": translate(
            "CoupDeBordure",
            "{cost} token of the case's colour: +{following} cases if a rider of your case "
            "accelerates, +{move} otherwise.",
        ),
        "offensive": translate(
            "CoupDeBordure",
            "+{move} cases for {cost} tokens, at least {colour} of the case's colour. Once per "
            "race; nobody can follow it in the slipstream.",
        ),
    }[pace]
    return text.format(
        move=rule["move"],
        cost=rule["cost"],
        colour=rule["of_case_colour"],
        following=rule.get("move_following", rule["move"]),
    )


def rider_label(obs: CdbObservation, r: int) -> str:
    rider = obs.riders[r]
    return f"{rider.letter} {rider.name}".strip()


def tokens_text(tokens: Sequence[str]) -> str:
    return ", ".join(terrain_name(t) for t in tokens) or "—"


@dataclass(frozen=True)
class LogContext:
    """What the log lines need: the public observation and the teams' names."""

    obs: CdbObservation
    team_name: Callable[[int], str]

    def rider(self, r: int) -> str:
        return rider_label(self.obs, r)


def _turn_started(p: TurnStarted, c: LogContext) -> str:
    return translate("CoupDeBordure", "— Turn {turn} —").format(turn=p.turn)


def _group_started(p: GroupStarted, c: LogContext) -> str:
    riders = ", ".join(c.obs.riders[r].letter for r in p.riders)
    terrain = terrain_name(c.obs.course[p.case - 1])
    return translate(
        "CoupDeBordure", "Case {case} ({terrain}): {riders} choose their pace."
    ).format(case=p.case, terrain=terrain, riders=riders)


def _paces_revealed(p: PacesRevealed, c: LogContext) -> str:
    parts = [f"{c.obs.riders[int(r)].letter} {pace_name(pace)}" for r, pace in p.paces.items()]
    return translate("CoupDeBordure", "Paces revealed: {paces}.").format(paces=", ".join(parts))


def _tokens_spent(p: TokensSpent, c: LogContext) -> str:
    tokens = tokens_text(p.tokens)
    if p.hidden:
        return translate(
            "CoupDeBordure", "{rider} spends {tokens} (the hidden token was {colour})."
        ).format(rider=c.rider(p.rider), tokens=tokens, colour=terrain_name(p.hidden))
    return translate("CoupDeBordure", "{rider} spends {tokens}.").format(
        rider=c.rider(p.rider), tokens=tokens
    )


def _rider_moved(p: RiderMoved, c: LogContext) -> str:
    why = dict(
        offensive=translate("CoupDeBordure", "attacks"),
        acceleration=translate("CoupDeBordure", "accelerates"),
        sillage=translate("CoupDeBordure", "rides in the slipstream"),
        tow=translate("CoupDeBordure", "is towed"),
        constance=translate("CoupDeBordure", "rides steadily"),
    )[p.why]
    return translate("CoupDeBordure", "{rider} {action}: case {start} → {end}.").format(
        rider=c.rider(p.rider), action=why, start=p.from_, end=_case(p.to, c.obs)
    )


def _rider_fed(p: RiderFed, c: LogContext) -> str:
    text = translate("CoupDeBordure", "Feed zone: {rider} takes {tokens}.").format(
        rider=c.rider(p.rider), tokens=tokens_text(p.tokens)
    )
    if p.hidden:
        text += " " + translate("CoupDeBordure", "Its hidden token was {colour}.").format(
            colour=terrain_name(p.hidden)
        )
    return text


def _rider_line(
    kind: type[TowDeclined | TracteAnnounced | TracteDeclined], template: Callable[[], str]
) -> tuple[str, LineWriter[LogContext]]:
    """A line that names the event's rider and nothing else."""
    return line(kind, lambda p, c: template().format(rider=c.rider(p.rider)))


LINES: EventLines[LogContext] = EventLines(
    line(TurnStarted, _turn_started),
    line(GroupStarted, _group_started),
    line(PacesRevealed, _paces_revealed),
    line(TokensSpent, _tokens_spent),
    line(RiderMoved, _rider_moved),
    _rider_line(TowDeclined, lambda: translate("CoupDeBordure", "{rider} does not take the tow.")),
    _rider_line(
        TracteAnnounced,
        lambda: translate("CoupDeBordure", "{rider}: “I'll tow!” The case may follow."),
    ),
    _rider_line(
        TracteDeclined, lambda: translate("CoupDeBordure", "{rider} does not tow the others.")
    ),
    line(RiderFed, _rider_fed),
    line(
        MusetteDrawn,
        lambda p, c: translate(
            "CoupDeBordure", "{team} reaches the feed zone first and draws a musette (face down)."
        ).format(team=c.team_name(p.team)),
    ),
    line(RaceOver, lambda p, c: translate("CoupDeBordure", "The race is over.")),
)


def describe_event(
    event: Event, obs: CdbObservation, team_name: Callable[[int], str]
) -> str | None:
    return LINES.describe(event, LogContext(obs, team_name))


def _case(pos: int, obs: CdbObservation) -> str:
    finish = len(obs.course)
    if pos > finish:
        return translate("CoupDeBordure", "finish +{n}").format(n=pos - finish)
    return str(pos)


def describe_result(result: Result, obs: CdbObservation, team_name: Callable[[int], str]) -> str:
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
