"""Playing by touching the table: which pieces stand for the decision panel's next step.

The panel narrows the viewer's legal actions (core/narrowing.py); this module says,
for the step it is at, which table pieces are choices and what a click on each does:
play the one action left, or narrow one step (the same as the panel's button). Keys
name pieces: ("file", side, index), ("block", side, block), ("front", b, f),
("slot", b, f, i), ("card", side, card), ("marker", state, position).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from peloton_desktop.core.narrowing import Step
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate

if TYPE_CHECKING:
    from peloton_desktop.games.border_states.view.panel import BsPanel

Key = tuple[Hashable, ...]


@dataclass(frozen=True)
class Touch:
    act: Callable[[], None]
    hint: str


@dataclass
class Touches:
    """The pieces a click plays or narrows to, and the ones already chosen."""

    choices: dict[Key, Touch]
    selected: set[Key]


def touches(panel: BsPanel) -> Touches:
    from peloton_desktop.games.border_states.view.panel import (
        PLACE_STEPS,
        STACK_STEPS,
        own_stack,
        placement,
    )

    out = Touches({}, set())
    legal, seat = panel.legal, panel.seat
    if not legal or seat is None:
        return out
    kinds = {a[0] for a in legal}
    add = out.choices.__setitem__
    if kinds & {"recruit", "president"}:
        for a in legal:
            hint = (
                translate("BorderStates", "Click to recruit it with the President.")
                if a[0] == "president"
                else translate("BorderStates", "Click to recruit it.")
            )
            add(("file", seat, a[1]), Touch(partial(panel.choose, a), hint))
    elif "stack" in kinds:
        n = panel.narrowing(STACK_STEPS)
        if not n.path:
            hint = translate("BorderStates", "Click to show it on top.")
            for block in n.options():
                add(("block", seat, block), Touch(partial(panel.pick, n, block), hint))
        else:
            out.selected.add(("block", seat, n.path[0]))
            hint = translate("BorderStates", "Click to put it under, face down.")
            for a in n.candidates():
                add(("block", seat, a[2]), Touch(partial(panel.choose, a), hint))
    elif "ambush" in kinds:
        hint = translate("BorderStates", "Click to eliminate it.")
        for a in legal:
            add(("slot", *a[1]), Touch(partial(panel.choose, a), hint))
    elif "step" in kinds:
        hint = translate("BorderStates", "Click to move it one step toward you.")
        for a in legal:
            add(("marker", a[1], a[2]), Touch(partial(panel.choose, a), hint))
    elif kinds & {"place", "done", *panel.characters}:
        _place(panel, out, PLACE_STEPS, placement, own_stack(panel))
    return out


def _place(
    panel: BsPanel,
    out: Touches,
    steps: Sequence[Step],
    placement: Callable[[Action], bool],
    stack: tuple[int | None, int | None],
) -> None:
    seat = panel.seat
    add = out.choices.__setitem__
    top, bottom = stack
    n = panel.narrowing(steps, (top,))
    first = n.path[0] if n.path else None
    if first in panel.characters:
        card = str(first)
        out.selected.add(("card", seat, card))
        play = translate("BorderStates", "Click to play the card here.")
        for a in n.candidates():
            if card == "scout":
                continue  # two battles: the panel's buttons
            target = a[1]
            key = ("slot", *target) if len(target) == 3 else ("front", *target)
            add(key, Touch(partial(panel.choose, a), play))
        add(
            ("card", seat, card),
            Touch(panel.back, translate("BorderStates", "Click again to keep it.")),
        )
    elif any(placement(a) for a in panel.legal) and first is not None:
        out.selected.add(("block", seat, first))
        here = translate("BorderStates", "Click to place it on this front.")
        if n.depth == 1:
            for t in n.options():
                if t and isinstance(t, tuple):
                    add(("front", *t), Touch(partial(panel.pick, n, t), here))
            other = bottom if first == top else top
            if other is not None and other != first:
                add(
                    ("block", seat, other),
                    Touch(
                        partial(panel.go, (other,) if other != top else ()),
                        translate("BorderStates", "Click to place this block first."),
                    ),
                )
        else:
            for a in n.candidates():
                if a[4]:
                    add(("front", *a[4]), Touch(partial(panel.choose, a), here))
            second = next(iter(n.candidates()), None)
            if second is not None:
                out.selected.add(("block", seat, second[3]))
    home = n.at(())
    play_card = translate("BorderStates", "Click to play this card.")
    for card in panel.characters:
        if home.offers(card) and ("card", seat, card) not in out.choices:
            add(("card", seat, card), Touch(partial(panel.go, (card,)), play_card))
