"""Border States decisions: recruit, stack, place, characters, ambush, cubes, markers.

Shows only the viewer's legal actions, in small steps a player can follow.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QPushButton, QWidget

from peloton_desktop.core.protocol import Action
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
from peloton_desktop.ui.decision_panel import DecisionPanelBase

translate = QCoreApplication.translate
CARDS = ("spy", "chaplain", "artillery", "scout", "reinforcements")


class BsDecisionPanel(DecisionPanelBase):
    def __init__(self, game: Any, parent: QWidget | None = None) -> None:
        super().__init__("bsDecision", 2, parent)
        self.game = game
        self.cards_row = self.rows[1]
        self._obs: dict[str, Any] = {}
        self._legal: list[Action] = []
        self._seat: int | None = None
        self._step: tuple[Any, ...] = ()

    # -- entry --------------------------------------------------------------------
    def show_decision(
        self, obs: dict[str, Any], seat: int | None, legal: list[Action], waiting: str
    ) -> None:
        if legal != self._legal:
            self._step = ()
        self._obs, self._seat, self._legal = obs, seat, legal
        self._clear()
        self.detail.setText("")
        if not legal or seat is None:
            self.prompt.setText(waiting)
            return
        kinds = {a[0] for a in legal}
        if kinds & {"recruit", "president"}:
            self._recruit()
        elif "stack" in kinds:
            self._stack()
        elif kinds & {"place", "done", *CARDS}:
            self._place()
        elif "ambush" in kinds:
            self._ambush()
        elif "keep" in kinds:
            self._keep()
        elif "step" in kinds:
            self._marker()

    def _block(self, block: int | None) -> dict[str, Any] | None:
        return None if block is None else self.game.block(block)

    # -- recruitment --------------------------------------------------------------
    def _recruit(self) -> None:
        file = self._obs["file"][self._seat]
        if self._step == ("president",):
            self.prompt.setText(
                translate("BorderStates", "President: take any block of your file.")
            )
            for a in self._legal:
                if a[0] == "president":
                    self._button(
                        block_icon(self._seat, self._block(file[a[1]])),
                        block_label(self.game, file[a[1]]),
                        f"president_{a[1]}",
                        lambda _=False, x=a: self._choose(x),
                    )
            self._button(None, translate("BorderStates", "Back"), "back", self._back)
            return
        self.prompt.setText(translate("BorderStates", "Recruit a block from one end of your file."))
        for a in self._legal:
            if a[0] != "recruit":
                continue
            end = (
                translate("BorderStates", "Left end")
                if a[1] == 0
                else translate("BorderStates", "Right end")
            )
            self._button(
                block_icon(self._seat, self._block(file[a[1]])),
                f"{end}: {block_label(self.game, file[a[1]])}",
                "recruit_left" if a[1] == 0 else "recruit_right",
                lambda _=False, x=a: self._choose(x),
            )
        if any(a[0] == "president" for a in self._legal):
            b = self._button(
                None,
                translate("BorderStates", "Use the President…"),
                "president",
                lambda: self._go(("president",)),
            )
            b.setToolTip(translate("BorderStates", "Once per game: any block of the file."))

    # -- secret stack -------------------------------------------------------------
    def _stack(self) -> None:
        seat = self._seat
        if not self._step:
            self.prompt.setText(translate("BorderStates", "Choose the block you show on top."))
            self.detail.setText(
                translate(
                    "BorderStates",
                    "Its battles say where both blocks may "
                    "go; lower values place first. The block under it "
                    "stays secret until the battle.",
                )
            )
            tops = sorted({a[1] for a in self._legal})
            for block in tops:
                b = self._button(
                    block_icon(seat, self._block(block)),
                    block_label(self.game, block),
                    f"top_{block}",
                    lambda _=False, x=block: self._go(("top", x)),
                )
                if self._block(block)["value"] < -1:
                    b.setToolTip(
                        translate(
                            "BorderStates",
                            "The −2 can never be shown: if it is "
                            "on top, both your blocks are revealed.",
                        )
                    )
            return
        top = self._step[1]
        self.prompt.setText(
            translate(
                "BorderStates", "Showing {block}. Which block goes under it, face down?"
            ).format(block=block_label(self.game, top))
        )
        for a in self._legal:
            if a[1] == top:
                self._button(
                    block_icon(seat, self._block(a[2])),
                    block_label(self.game, a[2]),
                    f"bottom_{a[2]}",
                    lambda _=False, x=a: self._choose(x),
                )
        self._button(None, translate("BorderStates", "Back"), "back", self._back)

    # -- placement and characters --------------------------------------------------
    def _place(self) -> None:
        seat = self._seat
        obs = self._obs
        places = [a for a in self._legal if a[0] == "place"]
        access = ", ".join(ROMAN[b] for b in obs["access"][seat]) or "—"
        if self._step and self._step[0] == "card":
            self._card_targets(self._step[1])
            return
        if places:
            top, bottom = obs["stacks"][seat]
            hidden_first = bool(self._step) and self._step[0] == "hidden_first"
            first = bottom if hidden_first else top
            picked = len(self._step) > 1  # ("t1" | "hidden_first", first block's target)
            chosen = self._step[1] if picked else None
            if not picked:
                self.prompt.setText(
                    translate(
                        "BorderStates", "Place {block} first: where? (accessible battles: {access})"
                    ).format(block=block_label(self.game, first), access=access)
                )
                targets = []
                for a in places:
                    if a[1] == first and a[2] not in targets:
                        targets.append(a[2])
                for t in targets:
                    self._button(
                        None,
                        slot_label(t) if t else translate("BorderStates", "No room: set aside"),
                        _target_name("t1", t),
                        lambda _=False, x=t: self._go(
                            (("hidden_first",) if hidden_first else ("t1",)) + (x,)
                        ),
                    )
                self._button(
                    None,
                    translate("BorderStates", "Place the other block first")
                    if not hidden_first
                    else translate("BorderStates", "Place the shown block first"),
                    "swap_order",
                    lambda: self._go(() if hidden_first else ("hidden_first",)),
                )
            else:
                second = top if first == bottom else bottom
                self.prompt.setText(
                    translate("BorderStates", "Then {block}: where?").format(
                        block=block_label(self.game, second)
                    )
                )
                for a in places:
                    if a[1] == first and a[2] == chosen:
                        t2 = a[4]
                        self._button(
                            None,
                            slot_label(t2)
                            if t2
                            else translate("BorderStates", "No room: set aside"),
                            _target_name("t2", t2),
                            lambda _=False, x=a: self._choose(x),
                        )
                self._button(None, translate("BorderStates", "Back"), "back", self._back)
        else:
            self.prompt.setText(
                translate("BorderStates", "Blocks placed. Play a character, or end your placement.")
            )
            done = next(a for a in self._legal if a[0] == "done")
            self._button(
                None,
                translate("BorderStates", "End my placement"),
                "done",
                lambda: self._choose(done),
            )
        for card in CARDS:
            options = [a for a in self._legal if a[0] == card]
            if not options:
                continue
            b = self.add_button(
                None,
                card_name(card),
                f"card_{card}",
                lambda _=False, c=card: self._go(("card", c)),
                row=1,
            )
            b.setToolTip(card_help(card))

    def _card_targets(self, card: str) -> None:
        self.prompt.setText(
            translate("BorderStates", "{card}: choose where.").format(card=card_name(card))
        )
        self.detail.setText(card_help(card))
        for i, a in enumerate(x for x in self._legal if x[0] == card):
            if card == "scout":
                text = translate("BorderStates", "Battle {old} → battle {new}").format(
                    old=ROMAN[a[1]], new=ROMAN[a[2]]
                )
            else:
                text = slot_label(a[1])
            self._button(None, text, f"target_{i}", lambda _=False, x=a: self._choose(x))
        self._button(None, translate("BorderStates", "Back"), "back", self._back)

    # -- resolution decisions ---------------------------------------------------------
    def _ambush(self) -> None:
        self.prompt.setText(translate("BorderStates", "Your Ambush must eliminate a block: which?"))
        self.detail.setText(
            translate(
                "BorderStates",
                "Left, right or opposite — your own blocks too, if nothing else is there.",
            )
        )
        for i, a in enumerate(self._legal):
            b, f, k = a[1]
            piece = self._obs["slots"][b][f][k]
            self._button(
                None,
                f"{slot_label(a[1])}: {block_label(self.game, piece['block'])}",
                f"victim_{i}",
                lambda _=False, x=a: self._choose(x),
            )

    def _keep(self) -> None:
        self.prompt.setText(
            translate(
                "BorderStates",
                "You won the battle: which cubes do you keep? The rest goes to the vanquished.",
            )
        )
        for i, a in enumerate(self._legal):
            self._button(
                cubes_icon(list(a[1])),
                cubes_text(list(a[1])),
                f"keep_{i}",
                lambda _=False, x=a: self._choose(x),
            )

    def _marker(self) -> None:
        state = self._legal[0][1]
        self.prompt.setText(
            translate("BorderStates", "{state}: which marker moves one step toward you?").format(
                state=state_name(state)
            )
        )
        for a in self._legal:
            self._button(
                None,
                translate("BorderStates", "The one on {pos}").format(pos=_position(a[2])),
                f"step_{a[2] + 2}",
                lambda _=False, x=a: self._choose(x),
            )

    # -- helpers ------------------------------------------------------------------
    def _go(self, step: tuple[Any, ...]) -> None:
        self._step = step
        self.show_decision(self._obs, self._seat, self._legal, "")

    def _back(self) -> None:
        self._go(())

    def _choose(self, action: Action) -> None:
        self._step = ()
        self.chosen.emit(action)

    def _button(self, icon, text: str, name: str, slot) -> QPushButton:  # type: ignore[no-untyped-def]
        return self.add_button(icon, text, name, slot, QSize(32, 40), 40)

    def _clear(self) -> None:
        self.clear_buttons()


def _target_name(prefix: str, target: tuple[int, int] | None) -> str:
    return f"{prefix}_none" if target is None else f"{prefix}_{target[0]}_{target[1]}"


def _position(pos: int) -> str:
    return {
        -1: translate("BorderStates", "the Union side"),
        0: translate("BorderStates", "the centre"),
        1: translate("BorderStates", "the Confederate side"),
    }.get(pos, str(pos))
