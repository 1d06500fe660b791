"""Border States decisions: recruit, stack, place, characters, ambush, cubes, markers.

Shows only the viewer's legal actions, narrowed in small steps a player can follow
(the shared action picker): the block to show, then the one under it; the first
block's slot, then the second's; a character, then its target.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget

from peloton_desktop.core.narrowing import Narrowing, Step, item, kind, whole
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.border_states.rules import BsObservation, PlacedBlock, known_blocks
from peloton_desktop.games.border_states.view.art import block_icon, cubes_icon
from peloton_desktop.games.border_states.view.text import (
    ROMAN,
    block_label,
    card_help,
    card_name,
    cubes_text,
    slot_label,
    state_name,
)
from peloton_desktop.ui.pieces.picker import ActionPicker


def placement(action: Any) -> bool:
    return kind(action) == "place"


_placement = placement


# recruit: the kind (a President's pick opens its own step), then the action
RECRUIT_STEPS = (Step(kind, collapse=False), Step(whole))
# stack ("stack", top, bottom): the block shown, then the one under it
STACK_STEPS = (Step(item(1), collapse=False), Step(whole))
# ("place", first, slot1, second, slot2): the block placed first, its slot, then the
# second's; a character ("spy", target…): the card, then its target; "done" at once
PLACE_STEPS = (
    Step(lambda a: a[1] if _placement(a) else kind(a), collapse=False),
    Step(lambda a: a[2] if _placement(a) else whole(a), collapse=False),
    Step(whole),
)


class BsPanel(ActionPicker[BsObservation]):
    """The keyboard path of every decision; `narrowed` says the step changed (the
    table rings the new choices). Its height never changes, so the board above it
    does not jump when a prompt or a row of buttons is longer."""

    icon_size = QSize(24, 30)  # block icons fit inside their buttons
    button_height = 40
    narrowed = Signal()

    def __init__(self, game: Any, parent: QWidget | None = None) -> None:
        super().__init__("bsDecision", 2, parent)
        self.game = game
        self.cards_row = self.rows[1]
        self.characters: tuple[str, ...] = tuple(game.v["characters"])
        self.stable_height(self.button_height)

    def redraw(self) -> None:
        super().redraw()
        self.narrowed.emit()

    def routes(self) -> Mapping[Hashable, Callable[[], None]]:
        place: dict[Hashable, Callable[[], None]] = {
            k: self._place for k in ("place", "done", *self.characters)
        }
        return {
            "recruit": self._recruit,
            "president": self._recruit,
            "stack": self._stack,
            **place,
            "ambush": self._ambush,
            "keep": self._keep,
            "step": self._marker,
        }

    def _block(self, block: int | None) -> dict[str, Any] | None:
        return None if block is None else self.game.block(block)

    # -- recruitment --------------------------------------------------------------
    def _recruit(self) -> None:
        seat = self.seat
        if seat is None:
            return
        file = known_blocks(self.obs.file[seat])
        n = self.narrowing(RECRUIT_STEPS)
        if n.path == ("president",):
            self.prompt.setText(
                translate("BorderStates", "President: take any block of your file.")
            )
            for a in n.candidates():
                self.action_button(
                    block_icon(seat, self._block(file[a[1]])),
                    block_label(self.game, file[a[1]]),
                    f"president_{a[1]}",
                    a,
                )
            self.back_button(translate("BorderStates", "Back"))
            return
        self.prompt.setText(translate("BorderStates", "Recruit a block from one end of your file."))
        for a in n.actions("recruit"):
            end = (
                translate("BorderStates", "Left end")
                if a[1] == 0
                else translate("BorderStates", "Right end")
            )
            self.action_button(
                block_icon(seat, self._block(file[a[1]])),
                translate("BorderStates", "{end}: {block}").format(
                    end=end, block=block_label(self.game, file[a[1]])
                ),
                "recruit_left" if a[1] == 0 else "recruit_right",
                a,
            )
        if n.offers("president"):
            b = self.option_button(
                None, translate("BorderStates", "Use the President…"), "president", n, "president"
            )
            b.setToolTip(translate("BorderStates", "Once per game: any block of the file."))

    # -- secret stack -------------------------------------------------------------
    def _stack(self) -> None:
        seat = self.seat
        if seat is None:
            return
        n = self.narrowing(STACK_STEPS)
        if not n.path:
            self.prompt.setText(translate("BorderStates", "Choose the block you show on top."))
            self.detail.setText(
                translate(
                    "BorderStates",
                    "Its battles say where both blocks may "
                    "go; lower values place first. The block under it "
                    "stays secret until the battle.",
                )
            )
            for block in sorted(b for b in n.options() if isinstance(b, int)):
                b = self.option_button(
                    block_icon(seat, self._block(block)),
                    block_label(self.game, block),
                    f"top_{block}",
                    n,
                    block,
                )
                if self.game.block(block)["value"] < -1:
                    b.setToolTip(
                        translate(
                            "BorderStates",
                            "The −2 can never be shown: if it is "
                            "on top, both your blocks are revealed.",
                        )
                    )
            return
        self.prompt.setText(
            translate(
                "BorderStates", "Showing {block}. Which block goes under it, face down?"
            ).format(block=block_label(self.game, _block_of(n.path[0])))
        )
        for a in n.candidates():
            self.action_button(
                block_icon(seat, self._block(a[2])),
                block_label(self.game, a[2]),
                f"bottom_{a[2]}",
                a,
            )
        self.back_button(translate("BorderStates", "Back"))

    # -- placement and characters --------------------------------------------------
    def _place(self) -> None:
        top, bottom = own_stack(self)
        n = self.narrowing(PLACE_STEPS, (top,))
        if n.path[0] in self.characters:
            self._card_targets(n)
            return
        if any(_placement(a) for a in self.legal):
            self._placement(n, top, bottom)
        else:
            self.prompt.setText(
                translate("BorderStates", "Blocks placed. Play a character, or end your placement.")
            )
            done = next(a for a in self.legal if a[0] == "done")
            self.action_button(None, translate("BorderStates", "End my placement"), "done", done)
        home = n.at(())
        for card in self.characters:
            if home.offers(card):
                b = self.add_button(
                    None,
                    card_name(card),
                    f"card_{card}",
                    lambda _=False, c=card: self.go((c,)),
                    row=1,
                    actions=home.at((card,)).candidates(),
                )
                b.setToolTip(card_help(card))

    def _placement(self, n: Narrowing, top: int | None, bottom: int | None) -> None:
        first = _block_of(n.path[0])
        hidden_first = first == bottom and first != top
        second = top if hidden_first else bottom
        no_room = translate("BorderStates", "No room: set aside")
        if n.depth == 1:
            seen = self.obs.access[self.seat] if self.seat is not None else ()
            access = ", ".join(ROMAN[b] for b in seen) or "—"
            self.prompt.setText(
                translate(
                    "BorderStates", "Place {block} first: where? (accessible battles: {access})"
                ).format(block=block_label(self.game, first), access=access)
            )
            for t in n.options():
                text = slot_label(t) if t and isinstance(t, tuple) else no_room
                self.option_button(None, text, _target_name("t1", t), n, t)
            swap = self.button(
                None,
                translate("BorderStates", "Other block first")
                if not hidden_first
                else translate("BorderStates", "Shown block first"),
                "swap_order",
                lambda: self.go(() if hidden_first else (bottom,)),
                row=1,  # the slots' row keeps its room: six of them whole (issue 43)
            )
            swap.setMinimumWidth(swap.sizeHint().width())
            return
        self.prompt.setText(
            translate("BorderStates", "Then {block}: where?").format(
                block=block_label(self.game, second)
            )
        )
        for a in n.candidates():
            t2 = a[4]
            self.action_button(None, slot_label(t2) if t2 else no_room, _target_name("t2", t2), a)
        self.back_button(translate("BorderStates", "Back"))

    def _card_targets(self, n: Narrowing) -> None:
        card = str(n.path[0])
        self.prompt.setText(
            translate("BorderStates", "{card}: choose where.").format(card=card_name(card))
        )
        self.detail.setText(card_help(card))
        for i, a in enumerate(n.candidates()):
            if card == "scout":
                text = translate("BorderStates", "Battle {old} → battle {new}").format(
                    old=ROMAN[a[1]], new=ROMAN[a[2]]
                )
            else:
                text = slot_label(a[1])
            self.action_button(None, text, f"target_{i}", a)
        self.back_button(translate("BorderStates", "Back"))

    # -- resolution decisions ---------------------------------------------------------
    def _ambush(self) -> None:
        self.prompt.setText(translate("BorderStates", "Your Ambush must eliminate a block: which?"))
        self.detail.setText(
            translate(
                "BorderStates",
                "Left, right or opposite — your own blocks too, if nothing else is there.",
            )
        )
        for i, a in enumerate(self.legal):
            b, f, k = a[1]
            piece = self.obs.slots[b][f][k]
            assert isinstance(piece, PlacedBlock)  # a victim is a side's block
            self.action_button(
                None,
                translate("BorderStates", "{slot}: {block}").format(
                    slot=slot_label(a[1]), block=block_label(self.game, piece.block)
                ),
                f"victim_{i}",
                a,
            )

    def _keep(self) -> None:
        self.prompt.setText(
            translate(
                "BorderStates",
                "You won the battle: which cubes do you keep? The rest goes to the vanquished.",
            )
        )
        for i, a in enumerate(self.legal):
            b = self.action_button(cubes_icon(list(a[1])), cubes_text(list(a[1])), f"keep_{i}", a)
            b.setIconSize(QSize(max(1, len(a[1])) * 23, 20))

    def _marker(self) -> None:
        state = self.legal[0][1]
        self.prompt.setText(
            translate("BorderStates", "{state}: which marker moves one step toward you?").format(
                state=state_name(state)
            )
        )
        control = self.game.v["track_control"]
        for a in self.legal:
            self.action_button(
                None,
                translate("BorderStates", "The one on {pos}").format(pos=_position(a[2])),
                f"step_{a[2] + control}",
                a,
            )


def own_stack(panel: BsPanel) -> tuple[int | None, int | None]:
    """The viewer's stack (top, under) while it has one, else (None, None)."""
    obs: BsObservation = panel.obs
    stack = obs.stacks[panel.seat] if panel.seat is not None else None
    return stack if isinstance(stack, tuple) else (None, None)


def _block_of(option: Hashable) -> int | None:
    """A block chosen on the way (a narrowing's step), None when none is."""
    return option if isinstance(option, int) else None


def _target_name(prefix: str, target: Any) -> str:
    return f"{prefix}_none" if target is None else f"{prefix}_{target[0]}_{target[1]}"


def _position(pos: int) -> str:
    return {
        -1: translate("BorderStates", "the Union side"),
        0: translate("BorderStates", "the centre"),
        1: translate("BorderStates", "the Confederate side"),
    }.get(pos, str(pos))


def pending_block(panel: BsPanel) -> tuple[int, int, int, bool] | None:
    """The first block of a placement under way, once its front is chosen: (battle,
    front, block, face up). The table shows it there at once, as its owner knows it,
    not only when the second block is placed too (issue 43)."""
    if panel.seat is None or not any(placement(a) for a in panel.legal):
        return None
    top, _bottom = own_stack(panel)
    n = panel.narrowing(PLACE_STEPS, (top,))
    if n.depth != 2 or not isinstance(n.path[0], int) or not isinstance(n.path[1], tuple):
        return None
    b, f = n.path[1]
    first = n.path[0]
    return b, f, first, first == top or bool(panel.obs.shown_both[panel.seat])
