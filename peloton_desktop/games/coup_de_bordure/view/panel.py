"""The decision panel: pace markers, payment picker, tow, "je tracte", feed zone.

It narrows the viewer's legal actions (rider → pace → payment) with the shared
action picker and hands the chosen action back; it never decides a rule. The
numbers it shows (tow distance and cost) come from the ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QWidget

from peloton_desktop.core.narrowing import Narrowing, Step, item
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.coup_de_bordure.rules import PACES, CdbObservation
from peloton_desktop.games.coup_de_bordure.view.art import pace_icon, tokens_icon
from peloton_desktop.games.coup_de_bordure.view.text import (
    pace_help,
    pace_name,
    rider_label,
    terrain_name,
    tokens_text,
)
from peloton_desktop.ui.pieces.picker import ActionPicker

# a pace action is ("pace", rider, pace, payment): rider, then pace, then payment
PACE_STEPS = (Step(item(1)), Step(item(2)), Step(item(3)))
BUTTON_H = 52  # the pace markers' buttons, the tallest


class CdbPanel(ActionPicker[CdbObservation]):
    def __init__(self, values: Mapping[str, Any], parent: QWidget | None = None) -> None:
        super().__init__("cdbDecision", 1, parent)
        self.values = values
        self.keep_height()

    def keep_height(self) -> None:
        """A stable height (two lines of prompt, the row of buttons, two lines of
        detail), so the board never moves when a decision's text wraps."""
        top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        for label in (self.prompt, self.detail):
            label.setAlignment(top)
            label.setFixedHeight(2 * label.fontMetrics().lineSpacing() + 2)
        layout = self.column
        margins = layout.contentsMargins()
        self.setFixedHeight(
            margins.top()
            + margins.bottom()
            + 2 * layout.spacing()
            + self.prompt.height()
            + BUTTON_H
            + self.detail.height()
            + 2 * self.frameWidth()
        )

    def routes(self) -> Mapping[Hashable, Callable[[], None]]:
        return {
            "pace": self._pace,
            "tow": self._tow,
            "no_tow": self._tow,
            "tracte": self._tracte,
            "ravito": self._ravito,
        }

    def current_rider(self) -> int | None:
        """The rider whose pace is asked: the first of the case's group still to choose."""
        riders = [a[1] for a in self.legal if a[0] == "pace"]
        order = [r for r in self.obs.group if r in riders]
        return order[0] if order else (riders[0] if riders else None)

    def pace_narrowing(self) -> Narrowing:
        paces = [a for a in self.legal if a[0] == "pace"]
        return Narrowing.of(paces, PACE_STEPS, self.path or (self.current_rider(),))

    # -- the four pace markers, then the payment -------------------------------------
    def _pace(self) -> None:
        n = self.pace_narrowing()
        r = n.path[0]
        if not isinstance(r, int):
            return
        obs = self.obs
        rider = obs.riders[r]
        if n.depth == 2:
            self._payment(n, r)
            return
        terrain = terrain_name(obs.course[rider.pos - 1])
        self.prompt.setText(
            translate(
                "CoupDeBordure", "Choose the pace of {rider} (case {case}, {terrain})."
            ).format(rider=rider_label(obs, r), case=rider.pos, terrain=terrain)
        )
        self.detail.setText(
            translate(
                "CoupDeBordure",
                "Your choice stays secret until every rider of the case has chosen.",
            )
        )
        for pace in PACES:
            if pace == "offensive" and rider.offensive_used:
                continue  # the marker was removed from the game when played
            b = self.option_button(
                pace_icon(pace, self.values["paces"]), pace_name(pace), f"pace_{pace}", n, pace
            )
            tip = pace_help(pace, self.values["paces"])
            if not b.isEnabled():
                tip += "\n" + translate(
                    "CoupDeBordure",
                    "Not possible: not enough tokens of the right colour, or already used.",
                )
            b.setToolTip(tip)

    def _payment(self, n: Narrowing, r: int) -> None:
        self.prompt.setText(
            translate("CoupDeBordure", "{rider}: {pace}. Which tokens pay?").format(
                rider=rider_label(self.obs, r), pace=pace_name(str(n.path[1]))
            )
        )
        for i, payment in enumerate(n.options()):
            codes = list(payment) if isinstance(payment, tuple) else []
            b = self.option_button(
                tokens_icon(codes), tokens_text([c[0] for c in codes]), f"pay_{i}", n, payment
            )
            if any(c.endswith("*") for c in codes):
                b.setToolTip(
                    translate(
                        "CoupDeBordure", "Uses your hidden token: it is revealed to everyone."
                    )
                )
        self.back_button(translate("CoupDeBordure", "Back"), "pay_back")

    # -- public decisions ---------------------------------------------------------
    def _tow(self) -> None:
        obs = self.obs
        decline = next(a for a in self.legal if a[0] == "no_tow")
        r = decline[1]
        kind = obs.decision.kind if obs.decision is not None else "tow2"
        v = self.values
        cases, count = (
            (v["tow_offensive_move"], v["tow_offensive_cost"])
            if kind == "tow3"
            else (v["tow_move"], v["tow_cost"])
        )
        tows = [a for a in self.legal if a[0] == "tow"]
        words = (
            translate(
                "CoupDeBordure",
                "{rider} may be towed: +{cases} cases for %n {terrain} token(s).",
                None,
                count,
            )
            if tows  # else no way to pay: say so, Stay is the only button (issue 43)
            else translate(
                "CoupDeBordure",
                "{rider} cannot pay the tow: +{cases} cases cost %n {terrain} token(s).",
                None,
                count,
            )
        )
        self.prompt.setText(
            words.format(
                rider=rider_label(obs, r),
                cases=cases,
                terrain=terrain_name(obs.course[obs.case - 1]),
            )
        )
        for i, action in enumerate(tows):
            follow = translate("CoupDeBordure", "Follow")
            self.action_button(tokens_icon(list(action[2])), follow, f"tow_{i}", action)
        self.action_button(None, translate("CoupDeBordure", "Stay"), "no_tow", decline)

    def _tracte(self) -> None:
        r = self.legal[0][1]
        self.prompt.setText(
            translate("CoupDeBordure", "{rider} followed an acceleration. Say “I'll tow”?").format(
                rider=rider_label(self.obs, r)
            )
        )
        self.detail.setText(
            translate(
                "CoupDeBordure",
                "Every rider still on the case may then follow (+{cases} cases) "
                "for {count} token of its colour, rivals included.",
            ).format(cases=self.values["tow_move"], count=self.values["tow_cost"])
        )
        answers = {a[2]: a for a in self.legal if a[0] == "tracte"}
        texts = {
            True: (translate("CoupDeBordure", "I'll tow"), "tracte_yes"),
            False: (translate("CoupDeBordure", "Ride on alone"), "tracte_no"),
        }
        for answer, (text, name) in texts.items():
            if answer in answers:
                self.action_button(None, text, name, answers[answer])

    def _ravito(self) -> None:
        r = self.legal[0][1]
        rider = self.obs.riders[r]
        if rider.own is None:  # only the rider's own team is asked to feed him
            return
        left = rider.own.energy
        count = len(self.legal[0][2])
        self.prompt.setText(
            translate(
                "CoupDeBordure",
                "Feed zone: {rider} has %n token(s) left and takes {count}. Which colours?",
                None,
                left,
            ).format(rider=rider_label(self.obs, r), count=count)
        )
        # two tokens of four colours make up to ten choices: their words would not fit
        # one row (issue 43), so the tokens alone, their words in the tooltip
        worded = len(self.legal) <= 6
        for i, action in enumerate(self.legal):
            codes = list(action[2])
            words = tokens_text(codes)
            shown = words if worded else ""
            b = self.action_button(tokens_icon(codes), shown, f"ravito_{i}", action)
            b.setToolTip(words)
            b.setAccessibleName(words)

    def button_look(self, name: str) -> tuple[QSize | None, int]:
        """The pace markers are larger than the other buttons."""
        return (QSize(40, 40), BUTTON_H) if name.startswith("pace_") else (None, 36)
