"""Border States on a phone: the seat's file, its blocks in hand and its secret stack,
and every legal action in the words of the laptop's panel."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states.rules import BsObservation
from peloton_desktop.games.border_states.view.text import (
    ROMAN,
    block_label,
    card_name,
    cubes_text,
    side_name,
    slot_label,
    state_name,
)
from peloton_desktop.phones.sheet import Choice, GamePhone, Section, pass_choice


def _blocks(game: Any, blocks: Any) -> tuple[str, ...]:
    if isinstance(blocks, int):  # another side's: only how many
        return (translate("BorderStates", "%n face-down block(s)", None, blocks),)
    return tuple(block_label(game, b) for b in blocks) or ("—",)


def sections(view: Any, obs: BsObservation, seat: int) -> Sequence[Section]:
    game = view.session.game
    out = [
        Section(
            translate("BorderStates", "{side}: your file").format(side=side_name(seat)),
            _blocks(game, obs.file[seat]),
        ),
        Section(
            translate("BorderStates", "Recruited, ready to stack"),
            _blocks(game, obs.available[seat]),
        ),
    ]
    stack = obs.stacks[seat]
    if isinstance(stack, tuple | list) and any(b is not None for b in stack):
        top, under = stack[0], stack[1] if len(stack) > 1 else None
        out.append(
            Section(
                translate("BorderStates", "Your stack"),
                (
                    translate("BorderStates", "Shown: {block}").format(
                        block=block_label(game, top)
                    ),
                    translate("BorderStates", "Face down: {block}").format(
                        block=block_label(game, under)
                    ),
                ),
            )
        )
    return out


def label(view: Any, obs: BsObservation, seat: int, action: Action) -> Choice:
    game = view.session.game
    kind = action[0]
    if kind == "recruit":
        end = (
            translate("BorderStates", "Left end")
            if action[1] == 0
            else translate("BorderStates", "Right end")
        )
        file = obs.file[seat]
        if isinstance(file, tuple | list) and action[1] < len(file):  # as on the laptop
            end = translate("BorderStates", "{end}: {block}").format(
                end=end, block=block_label(game, file[action[1]])
            )
        return Choice(end, translate("BorderStates", "Recruit a block from one end of your file."))
    if kind == "president":
        file = obs.file[seat]
        block = file[action[1]] if isinstance(file, tuple | list) else None
        return Choice(
            block_label(game, block),
            translate("BorderStates", "President: take any block of your file."),
        )
    if kind == "stack":
        return Choice(
            translate("BorderStates", "Shown: {block}").format(block=block_label(game, action[1]))
            + " · "
            + translate("BorderStates", "Face down: {block}").format(
                block=block_label(game, action[2])
            ),
            translate("BorderStates", "Choose the block you show on top."),
        )
    if kind == "place":
        no_room = translate("BorderStates", "No room: set aside")
        first = (
            f"{block_label(game, action[1])} → {slot_label(action[2]) if action[2] else no_room}"
        )
        second = (
            f"{block_label(game, action[3])} → {slot_label(action[4]) if action[4] else no_room}"
        )
        return Choice(f"{first}; {second}", translate("BorderStates", "Place your blocks"))
    if kind == "done":
        return Choice(translate("BorderStates", "End my placement"))
    if kind == "scout":
        return Choice(
            translate("BorderStates", "Battle {old} → battle {new}").format(
                old=ROMAN[action[1]], new=ROMAN[action[2]]
            ),
            card_name("scout"),
        )
    if kind in ("spy", "chaplain", "artillery", "reinforcements"):
        return Choice(slot_label(action[1]), card_name(kind))
    if kind == "ambush":
        return Choice(
            slot_label(action[1]),
            translate("BorderStates", "Your Ambush must eliminate a block: which?"),
        )
    if kind == "keep":
        return Choice(
            cubes_text(list(action[1])),
            translate("BorderStates", "You won the battle: which cubes do you keep?"),
        )
    if kind == "step":
        where = {
            -1: translate("BorderStates", "the Union side"),
            0: translate("BorderStates", "the centre"),
            1: translate("BorderStates", "the Confederate side"),
        }.get(action[2], str(action[2]))
        return Choice(
            translate("BorderStates", "The one on {pos}").format(pos=where),
            translate("BorderStates", "{state}: which marker moves one step toward you?").format(
                state=state_name(action[1])
            ),
        )
    if kind == "pass":
        return pass_choice()
    return Choice(" ".join(str(p) for p in action))


PHONE = GamePhone(sections, label)
