"""Tape l'étape on a phone: the seat's hand, its jokers and the standings it may see,
and every legal action in the words of the laptop's panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.tape_l_etape.rules.observation import TleObservation
from peloton_desktop.games.tape_l_etape.view import text
from peloton_desktop.phones.sheet import Choice, GamePhone, Section, pass_choice

JOKERS = ("vitamine", "braquet", "crevaison")


def sections(view: Any, obs: TleObservation, seat: int) -> Sequence[Section]:
    hand = obs.hands[seat] if seat < len(obs.hands) else None
    cards = tuple(text.card_text(c, v) for c, v in sorted(hand or ()))
    jokers = obs.jokers[seat]
    out = [
        Section(translate("TapeLEtape", "Your hand"), cards or ("—",)),
        Section(
            translate("TapeLEtape", "Your jokers"),
            tuple(f"{text.joker_name(j)}: {jokers.get(j, 0)}" for j in JOKERS),
        ),
    ]
    others = tuple(
        translate("TapeLEtape", "{name}: %n card(s)", None, count).format(name=view.name(p))
        for p, count in enumerate(obs.hand_counts)
        if p != seat
    )
    out.append(Section(translate("TapeLEtape", "The others"), others))
    return out


def label(view: Any, obs: TleObservation, seat: int, action: Action) -> Choice:
    kind = action[0]
    if kind == "lay":
        return Choice(text.card_text(action[1], action[2]), translate("TapeLEtape", "Lay a card"))
    if kind == "profile":
        return Choice(
            text.profile_name(action[1]),
            translate("TapeLEtape", "Choose the stage you impose on the others:"),
        )
    if kind == "start":
        return Choice(
            str(action[1]),
            translate("TapeLEtape", "Time trial: choose the value every column starts with:"),
        )
    if kind == "puncture":
        return Choice(
            view.name(action[1]),
            translate("TapeLEtape", "{name}: whose tyre do you puncture?").format(
                name=view.name(seat)
            ),
        )
    if kind == "vitamine":
        return Choice(
            translate("TapeLEtape", "Give {card} to {name}").format(
                card=text.card_text(action[2], action[3]), name=view.name(action[1])
            ),
            text.joker_name("vitamine"),
        )
    if kind == "end":
        return Choice(translate("TapeLEtape", "End my turn"))
    if kind == "pass_turn":
        return Choice(translate("TapeLEtape", "Pass"))
    if kind == "braquet":
        return Choice(text.joker_name("braquet"))
    if kind == "pass":
        return pass_choice()
    return Choice(" ".join(str(p) for p in action))


PHONE = GamePhone(sections, label)
