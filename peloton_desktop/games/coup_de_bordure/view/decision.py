"""The decision panel: pace markers, payment picker, tow, "je tracte", feed zone.

It shows only what the engine offers (the legal actions of the viewer) and hands
the chosen action back; it never decides a rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QPushButton, QWidget

from peloton_desktop.core.protocol import Action
from peloton_desktop.games.coup_de_bordure.rules import PACES
from peloton_desktop.games.coup_de_bordure.view.art import pace_icon, tokens_icon
from peloton_desktop.games.coup_de_bordure.view.text import (
    pace_help,
    pace_name,
    rider_label,
    terrain_name,
    tokens_text,
)
from peloton_desktop.ui.decision_panel import DecisionPanelBase

translate = QCoreApplication.translate


class DecisionPanel(DecisionPanelBase):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("cdbDecision", 1, parent)
        self._pending_pace: str | None = None
        self._obs: dict[str, Any] = {}
        self._legal: list[Action] = []

    # -- entry point --------------------------------------------------------------
    def show_decision(self, obs: dict[str, Any], legal: list[Action], waiting: str) -> None:
        self._obs, self._legal = obs, legal
        if self._pending_pace and not any(
            a[0] == "pace" and a[2] == self._pending_pace for a in legal
        ):
            self._pending_pace = None
        self._clear()
        self.detail.setText("")
        if not legal:
            self.prompt.setText(waiting)
            return
        kind = legal[0][0]
        if kind == "pace":
            self._pace(self.current_rider())
        elif kind in ("tow", "no_tow"):
            self._tow()
        elif kind == "tracte":
            self._tracte()
        elif kind == "ravito":
            self._ravito()

    def current_rider(self) -> int | None:
        riders = [a[1] for a in self._legal if a[0] == "pace"]
        order = [r for r in self._obs.get("group", []) if r in riders]
        return order[0] if order else (riders[0] if riders else None)

    # -- the four pace markers, then the payment -------------------------------------
    def _pace(self, r: int | None) -> None:
        if r is None:
            return
        obs = self._obs
        rider = obs["riders"][r]
        terrain = terrain_name(obs["course"][rider["pos"] - 1])
        options = [a for a in self._legal if a[0] == "pace" and a[1] == r]
        if self._pending_pace:
            pays = [a for a in options if a[2] == self._pending_pace]
            self.prompt.setText(
                translate("CoupDeBordure", "{rider}: {pace}. Which tokens pay?").format(
                    rider=rider_label(obs, r), pace=pace_name(self._pending_pace)
                )
            )
            for i, action in enumerate(pays):
                codes = list(action[3])
                b = self._button(
                    tokens_icon(codes),
                    tokens_text([c[0] for c in codes]),
                    f"pay_{i}",
                    lambda _=False, a=action: self._choose(a),
                )
                if any(c.endswith("*") for c in codes):
                    b.setToolTip(
                        translate(
                            "CoupDeBordure", "Uses your hidden token: it is revealed to everyone."
                        )
                    )
            self._button(None, translate("CoupDeBordure", "Back"), "pay_back", self._back)
            return
        self.prompt.setText(
            translate(
                "CoupDeBordure", "Choose the pace of {rider} (case {case}, {terrain})."
            ).format(rider=rider_label(obs, r), case=rider["pos"], terrain=terrain)
        )
        self.detail.setText(
            translate(
                "CoupDeBordure",
                "Your choice stays secret until every rider of the case has chosen.",
            )
        )
        for pace in PACES:
            if pace == "offensive" and rider["offensive_used"]:
                continue  # the marker was removed from the game when played
            pays = [a for a in options if a[2] == pace]
            b = self._button(
                pace_icon(pace),
                pace_name(pace),
                f"pace_{pace}",
                lambda _=False, p=pace: self._pick_pace(p),
            )
            b.setEnabled(bool(pays))
            tip = pace_help(pace)
            if not pays:
                tip += "\n" + translate(
                    "CoupDeBordure",
                    "Not possible: not enough tokens of the right colour, or already used.",
                )
            b.setToolTip(tip)

    def _pick_pace(self, pace: str) -> None:
        r = self.current_rider()
        pays = [a for a in self._legal if a[0] == "pace" and a[1] == r and a[2] == pace]
        if len(pays) == 1:
            self._choose(pays[0])
            return
        self._pending_pace = pace
        self.show_decision(self._obs, self._legal, "")

    def _back(self) -> None:
        self._pending_pace = None
        self.show_decision(self._obs, self._legal, "")

    # -- public decisions ---------------------------------------------------------
    def _tow(self) -> None:
        obs = self._obs
        decline = next(a for a in self._legal if a[0] == "no_tow")
        r = decline[1]
        kind = obs["decision"]["kind"] if obs.get("decision") else "tow2"
        cases = 3 if kind == "tow3" else 2
        self.prompt.setText(
            translate(
                "CoupDeBordure",
                "{rider} may be towed: +{cases} cases for {count} {terrain} token(s).",
            ).format(
                rider=rider_label(obs, r),
                cases=cases,
                count=cases - 1,
                terrain=terrain_name(obs["course"][obs["case"] - 1]),
            )
        )
        for i, action in enumerate(a for a in self._legal if a[0] == "tow"):
            codes = list(action[2])
            self._button(
                tokens_icon(codes),
                translate("CoupDeBordure", "Follow"),
                f"tow_{i}",
                lambda _=False, a=action: self._choose(a),
            )
        self._button(
            None, translate("CoupDeBordure", "Stay"), "no_tow", lambda: self._choose(decline)
        )

    def _tracte(self) -> None:
        r = self._legal[0][1]
        self.prompt.setText(
            translate("CoupDeBordure", "{rider} followed an acceleration. Say “I'll tow”?").format(
                rider=rider_label(self._obs, r)
            )
        )
        self.detail.setText(
            translate(
                "CoupDeBordure",
                "Every rider still on the case may then follow (+2 cases) "
                "for 1 token of its colour, rivals included.",
            )
        )
        self._button(
            None,
            translate("CoupDeBordure", "I'll tow"),
            "tracte_yes",
            lambda: self._choose(("tracte", r, True)),
        )
        self._button(
            None,
            translate("CoupDeBordure", "Ride on alone"),
            "tracte_no",
            lambda: self._choose(("tracte", r, False)),
        )

    def _ravito(self) -> None:
        r = self._legal[0][1]
        rider = self._obs["riders"][r]
        count = len(self._legal[0][2])
        self.prompt.setText(
            translate(
                "CoupDeBordure",
                "Feed zone: {rider} has {left} token(s) left and takes {count}. Which colours?",
            ).format(rider=rider_label(self._obs, r), left=rider.get("energy", "?"), count=count)
        )
        for i, action in enumerate(self._legal):
            codes = list(action[2])
            self._button(
                tokens_icon(codes),
                tokens_text(codes),
                f"ravito_{i}",
                lambda _=False, a=action: self._choose(a),
            )

    # -- helpers ------------------------------------------------------------------
    def _choose(self, action: Action) -> None:
        self._pending_pace = None
        self.chosen.emit(action)

    def _button(self, icon, text: str, name: str, slot) -> QPushButton:  # type: ignore[no-untyped-def]
        pace = name.startswith("pace_")
        return self.add_button(
            icon, text, name, slot, QSize(40, 40) if pace else None, 52 if pace else 36
        )

    def _clear(self) -> None:
        self.clear_buttons()
