"""Every visible word of Tape l'étape, translated (context "TapeLEtape")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from peloton_desktop.core.events import LineWriter, Payload, line
from peloton_desktop.core.protocol import Result
from peloton_desktop.core.stages import format_time
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape import palette
from peloton_desktop.games.tape_l_etape.rules import CLM
from peloton_desktop.games.tape_l_etape.rules.columns import can_lay
from peloton_desktop.games.tape_l_etape.rules.events import (
    Braquet,
    CardLaid,
    ClmChosen,
    FinalStage,
    HandEmptied,
    Passed,
    ProfileChosen,
    Punctured,
    Refuel,
    StageDealt,
    TleStageFinished,
    TurnLost,
    Vitamine,
    VitamineCards,
)
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.view.you_text import second_person
from peloton_desktop.ui.pieces.log import EventLines

Name = Callable[[int], str]  # a seat's name
P = TypeVar("P", bound=Payload)

# Card colours: a colour-blind-safe fill and a letter (colour is never the only cue).
CARD_COLOURS = tuple(shade.light for shade in palette.CARDS)


def colour_name(colour: int) -> str:
    return (
        translate("TapeLEtape", "yellow"),
        translate("TapeLEtape", "green"),
        translate("TapeLEtape", "blue"),
        translate("TapeLEtape", "red"),
    )[colour]


def colour_letter(colour: int) -> str:
    return (
        translate("TapeLEtape", "Y", "yellow card letter"),
        translate("TapeLEtape", "G", "green card letter"),
        translate("TapeLEtape", "B", "blue card letter"),
        translate("TapeLEtape", "R", "red card letter"),
    )[colour]


def card_text(colour: int, value: int) -> str:
    return translate("TapeLEtape", "{value} {colour}").format(
        value=value, colour=colour_name(colour)
    )


def profile_name(profile: str) -> str:
    return {
        "plaine": translate("TapeLEtape", "Flat"),
        "montagne": translate("TapeLEtape", "Mountain"),
        "descente": translate("TapeLEtape", "Descent"),
        "clm": translate("TapeLEtape", "Time trial"),
        "balai": translate("TapeLEtape", "Broom wagon"),
    }[profile]


def profile_initial(profile: str) -> str:
    return {
        "plaine": translate("TapeLEtape", "F", "Flat initial"),
        "montagne": translate("TapeLEtape", "M", "Mountain initial"),
        "descente": translate("TapeLEtape", "D", "Descent initial"),
        "clm": translate("TapeLEtape", "T", "Time trial initial"),
        "balai": translate("TapeLEtape", "B", "Broom wagon initial"),
    }[profile]


def joker_initial(joker: str) -> str:
    return {
        "vitamine": translate("TapeLEtape", "V", "Vitamin initial"),
        "braquet": translate("TapeLEtape", "G", "Gear change initial"),
        "crevaison": translate("TapeLEtape", "P", "Puncture initial"),
    }[joker]


def profile_help(profile: str) -> str:
    return {
        "plaine": translate(
            "TapeLEtape",
            "Columns start with a 6 and grow one step up or down. A rider holding their "
            "last two cards may lay both in one turn.",
        ),
        "montagne": translate(
            "TapeLEtape", "Columns start with the lowest card in play and climb one by one."
        ),
        "descente": translate(
            "TapeLEtape", "Columns start with the highest card in play and go down one by one."
        ),
        "clm": translate(
            "TapeLEtape",
            "The chooser names the start value; every rider may lay as many cards as they "
            "like each turn.",
        ),
        "balai": translate(
            "TapeLEtape",
            "As on the flat, but the last rider to empty their hand wins (−1:00), the "
            "second-to-last gets −0:30.",
        ),
    }[profile]


def joker_name(joker: str) -> str:
    return {
        "vitamine": translate("TapeLEtape", "Vitamin"),
        "braquet": translate("TapeLEtape", "Gear change"),
        "crevaison": translate("TapeLEtape", "Puncture"),
    }[joker]


def joker_title(joker: str) -> str:
    """The joker's name as its card shows it, short enough to read at 1366×768."""
    if joker == "braquet":  # « Changement de braquet » would shrink to 9 px
        return translate("TapeLEtape", "Gear change", "short title on the joker's card")
    return joker_name(joker)


def joker_help(joker: str) -> str:
    return {
        "vitamine": translate(
            "TapeLEtape",
            "On your turn: give a card of your choice to a rival for one drawn at random "
            "from their hand, then play on. That rival may not answer you with a Vitamin "
            "this stage.",
        ),
        "braquet": translate(
            "TapeLEtape", "On your turn: lay as many cards as you can, in the laying order."
        ),
        "crevaison": translate(
            "TapeLEtape",
            "At any moment, even out of turn: the rider you name loses their next turn "
            "(you may name yourself).",
        ),
    }[joker]


def direction_text(direction: str) -> str:
    return {
        "up": translate("TapeLEtape", "climbs ↑"),
        "down": translate("TapeLEtape", "goes down ↓"),
        "both": translate("TapeLEtape", "up or down ↕"),
    }[direction]


def _profile_chosen(p: ProfileChosen, name: Name) -> str:
    if p.profile == CLM:  # after "chooses the time trial"
        return translate("TapeLEtape", "{name} starts the time trial at {start}.").format(
            name=name(p.seat), start=p.start
        )
    return translate("TapeLEtape", "{name} chooses {profile}, starting at {start}.").format(
        name=name(p.seat), profile=profile_name(p.profile), start=p.start
    )


def _stage_finished(p: TleStageFinished, name: Name) -> str:
    seconds = p.seconds
    return translate(
        "TapeLEtape", "Stage {stage} ({profile}) won by {name}; times: {times}."
    ).format(
        stage=p.stage,
        profile=profile_name(p.profile),
        name=name(p.arrival[0]),
        times=", ".join(f"{name(s)} {signed(seconds[s])}" for s in p.arrival),
    )


def _you_first(kind: type[P], write: Callable[[P, Name], str]) -> tuple[str, LineWriter[Name]]:
    """The line in the second person when its actor is the seat named "You"."""

    def both(p: P, name: Name) -> str:
        card = card_text(p.colour, p.value) if isinstance(p, CardLaid) else ""
        profile = profile_name(p.profile) if isinstance(p, ProfileChosen) else ""
        return second_person(p, name, card, profile) or write(p, name)

    return line(kind, both)


# each event's line; the context names a seat
LINES: EventLines[Name] = EventLines(
    _you_first(
        StageDealt,
        lambda p, name: translate(
            "TapeLEtape", "Stage {stage}: the cards are dealt; {name} chooses."
        ).format(stage=p.stage, name=name(p.chooser)),
    ),
    _you_first(
        FinalStage,
        lambda p, name: translate(
            "TapeLEtape", "Final mountain stage, opened by {name}, last on general time."
        ).format(name=name(p.chooser)),
    ),
    _you_first(ProfileChosen, _profile_chosen),
    _you_first(
        ClmChosen,
        lambda p, name: translate("TapeLEtape", "{name} chooses the time trial.").format(
            name=name(p.seat)
        ),
    ),
    _you_first(
        CardLaid,
        lambda p, name: translate("TapeLEtape", "{name} lays the {card}.").format(
            name=name(p.seat), card=card_text(p.colour, p.value)
        ),
    ),
    _you_first(
        Passed,
        lambda p, name: translate("TapeLEtape", "{name} cannot play and passes.").format(
            name=name(p.seat)
        ),
    ),
    _you_first(
        TurnLost,
        lambda p, name: translate("TapeLEtape", "{name} loses a turn (puncture).").format(
            name=name(p.seat)
        ),
    ),
    _you_first(
        HandEmptied,
        lambda p, name: translate("TapeLEtape", "{name}: every card laid!").format(
            name=name(p.seat)
        ),
    ),
    _you_first(
        Punctured,
        lambda p, name: translate("TapeLEtape", "{name} punctures {target}.").format(
            name=name(p.seat), target=name(p.target)
        ),
    ),
    _you_first(
        Braquet,
        lambda p, name: translate("TapeLEtape", "{name} changes gear.").format(name=name(p.seat)),
    ),
    _you_first(
        Vitamine,
        lambda p, name: translate("TapeLEtape", "{name} takes a Vitamin from {victim}.").format(
            name=name(p.seat), victim=name(p.victim)
        ),
    ),
    _you_first(
        VitamineCards,
        lambda p, name: translate(
            "TapeLEtape", "Vitamin: the {given} went over, the {taken} came back."
        ).format(given=card_text(*p.given), taken=card_text(*p.taken)),
    ),
    _you_first(TleStageFinished, _stage_finished),
    _you_first(
        Refuel,
        lambda p, name: translate("TapeLEtape", "Mid-race refuel: every joker comes back."),
    ),
)


def signed(seconds: int) -> str:
    return ("−" if seconds < 0 else "+") + format_time(abs(seconds))


def describe_result(result: Result, name: Name) -> str:
    return translate("TapeLEtape", "{name} wins the race on general time ({time}).").format(
        name=name(result.winner), time=signed(int(result.params.get("time", 0)))
    )


def fit(value: str, width: int) -> str:
    """A name cut to fit its place (the tooltip has it whole)."""
    return value if len(value) <= width else value[: width - 1] + "…"


def wrap(value: str, width: int) -> str:
    words, lines, line = value.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return "\n".join(lines)


def hinted_action(action: Any, seat_name: Callable[[int], str]) -> str | None:
    """A choice of the coach in words, where no button names it."""
    if action[0] == "lay":
        return card_text(action[1], action[2])
    if action[0] == "puncture":
        return translate("TapeLEtape", "Puncture on {name}").format(name=seat_name(action[1]))
    if action[0] == "braquet":
        return joker_name("braquet")
    if action[0] == "vitamine":  # the Vitamin: give one of your cards to a rider
        return translate("TapeLEtape", "Vitamin: the {card} to {name}").format(
            card=card_text(action[2], action[3]), name=seat_name(action[1])
        )
    return None


def why_not(obs: TleObservation, viewer: int | None, c: int, v: int) -> str:
    """Why the viewer's card (c, v) cannot be laid now (a click on it says so)."""
    card = card_text(c, v)
    if obs.phase != "play" or viewer != obs.current:
        return translate("TapeLEtape", "The {card} waits for your turn.").format(card=card)
    columns = obs.columns
    if can_lay((c, v), columns, obs.start, obs.direction):
        return translate("TapeLEtape", "Play your joker or end your turn first.")
    column = columns.get(c)
    if column is None:
        return translate(
            "TapeLEtape", "No {colour} column yet: a column starts with a {start}."
        ).format(colour=colour_name(c), start=obs.start)
    return translate(
        "TapeLEtape", "The {colour} column holds {low} to {high} and {way}: not a {value}."
    ).format(
        colour=colour_name(c),
        low=column.low,
        high=column.high,
        way=direction_text(obs.direction),
        value=v,
    )


def hand_card_tip(obs: TleObservation, viewer: int | None, c: int, v: int, legal: Any) -> str:
    """A card of one's hand on hover: whether it can be laid now, and why not."""
    if ("lay", c, v) in legal:
        said = translate("TapeLEtape", "It can be laid now: click it.")
    else:
        said = why_not(obs, viewer, c, v)
    return f"{card_text(c, v)}\n{said}"


def waiting_text(obs: TleObservation, name: Name) -> str:
    """Whom the game waits for, when the viewer has nothing to decide."""
    if obs.over:
        return translate("TapeLEtape", "The race is over.")
    seat = obs.current if obs.phase == "play" else obs.chooser
    return translate("TapeLEtape", "{name} is playing.").format(name=name(seat))
