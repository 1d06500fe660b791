"""Cyclistes' decision panel (the keyboard path): a button for each choice the engine
offers the rider to move, and nothing it does not offer. Lining up: a rider, then a
case behind the line (or his attack before the start)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Signal

from peloton_desktop.core.protocol import Action
from peloton_desktop.core.rng import Rng
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.cyclistes.rules.movement import reach
from peloton_desktop.games.cyclistes.rules.observation import CycObservation
from peloton_desktop.games.cyclistes.rules.views import determinize
from peloton_desktop.games.cyclistes.view.text import Names, stop_reason
from peloton_desktop.ui.dialogs.confirm import confirmed
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase


class CycPanel(DecisionPanelBase[CycObservation]):
    pickedRider = Signal()  # another rider to line up: the table lights his cases
    button_height = 34

    def __init__(self, values: Mapping[str, Any], names_of: Callable[[], Names]) -> None:
        super().__init__("cycPanel", rows=2)
        # one row or two, always the same height: the board never jumps (issue 43); its
        # buttons a little lower than the others', the riders keep 20 px at 1366×768
        self.stable_height(self.button_height, lines=1)
        self.values = values
        self.names_of = names_of  # how the table names riders and cases now
        self.obs: CycObservation | None = None
        self.legal: list[Action] = []
        self.names: Names | None = None
        self.waiting = ""
        self.picked: int | None = None  # the rider chosen to line up

    def show_decision(
        self, observation: CycObservation, legal: list[Action], viewer: int | None, waiting: str
    ) -> None:
        if legal != self.legal:
            self.picked = None
        self.obs, self.legal, self.waiting = observation, legal, waiting
        self.names = self.names_of()
        self.redraw()

    def redraw(self) -> None:
        self.clear_buttons()
        self.detail.setText("")
        legal = self.legal
        if not legal or self.names is None or self.obs is None:
            self.prompt.setText(self.waiting)
            return
        kinds = {a[0] for a in legal}
        if "place" in kinds or "early" in kinds:
            self._placement()
        elif "move" in kinds:
            self._amount()
        elif "continue" in kinds:
            self.prompt.setText(
                translate("Cyclistes", "{rider}: a double! Attack on or stop?").format(
                    rider=self._rider()
                )
            )
            self.action_button(
                None, translate("Cyclistes", "Roll again"), "continue", ("continue",)
            )
            self.action_button(None, translate("Cyclistes", "Stop here"), "stop", ("stop",))
        else:
            self._choose()

    def _shown(self) -> CycObservation:
        assert self.obs is not None
        return self.obs

    def _rider(self) -> str:
        assert self.names is not None
        return self.names.rider(self._shown().rider)

    def _choose(self) -> None:
        assert self.names is not None
        obs, legal = self._shown(), self.legal
        leader = obs.riders[obs.rider].leader
        # the prompt names only what this rider may do here (issue 26)
        attack, wheel = ("demarrage",) in legal, ("follow",) in legal
        if attack and wheel:
            ask = translate("Cyclistes", "{rider} to move: roll, take a wheel or attack.")
        elif attack:
            ask = translate("Cyclistes", "{rider} to move: roll or attack.")
        elif wheel:
            ask = translate("Cyclistes", "{rider} to move: roll or take a wheel.")
        else:
            ask = translate("Cyclistes", "{rider} to move: roll the dice.")
        self.prompt.setText(ask.format(rider=self._rider()))
        if ("roll",) in legal:
            label = (
                translate("Cyclistes", "Roll 3 dice (best two)")
                if leader
                else translate("Cyclistes", "Roll 2 dice")
            )
            self.action_button(None, label, "roll", ("roll",))
        if ("follow",) in legal and obs.prev is not None:
            self.action_button(
                None,
                translate("Cyclistes", "Suck the wheel of {rider}").format(
                    rider=self.names.rider(obs.prev.rider)
                ),
                "follow",
                ("follow",),
            )
        if ("demarrage",) in legal:
            self.action_button(
                None,
                translate("Cyclistes", "Démarrage (a double rolls again)"),
                "demarrage",
                ("demarrage",),
            )
        if ("abandon",) in self.legal:
            self._abandon_button()
        hints = [translate("Cyclistes", "Click the ringed rider to roll.")]
        if ("follow",) not in legal:
            hints.append(translate("Cyclistes", "No wheel to suck here."))
        self.detail.setText(" ".join(hints))

    def _amount(self) -> None:
        assert self.names is not None
        obs = self._shown()
        moves = sorted((a[1] for a in self.legal if a[0] == "move"), reverse=True)
        kept = sorted(obs.dice, reverse=True)[: self.values["dice_kept"]]
        total = sum(kept)
        self.prompt.setText(
            translate("Cyclistes", "{rider} rolled {total}: how far?").format(
                rider=self._rider(), total=total
            )
        )
        position = obs.riders[obs.rider].position
        assert position is not None  # the rider to move is on the road
        for d in moves:
            label = translate("Cyclistes", "%n case(s), to case {case}", None, d).format(
                case=self.names.case(position + d)
            )
            self.action_button(None, label, f"move_{d}", ("move", d))
        if ("abandon",) in self.legal:
            self._abandon_button()
        lines = []
        if len(moves) > 1:
            lines.append(
                translate("Cyclistes", "Se relever: ride fewer cases (up to {max} fewer).").format(
                    max=self.values["relever_max"]
                )
            )
        why = self.cut_short(total)
        if why:
            lines.append(why)
        self.detail.setText(" ".join(lines))

    def _abandon_button(self) -> None:
        """Abandon, set apart on the second row; it asks first (it cannot be undone)."""
        self.button(
            None,
            translate("Cyclistes", "Abandon"),
            "abandon",
            lambda _=False: self._abandon(),
            1,
            (("abandon",),),
        )

    def _abandon(self) -> None:
        question = translate(
            "Cyclistes", "{rider} leaves the race for good: an abandon cannot be undone."
        ).format(rider=self._rider())
        if confirmed(self, question, translate("Cyclistes", "Abandon")):
            self.choose(("abandon",))

    def cut_short(self, total: int) -> str:
        """Why the rider cannot ride his whole roll (a scotch, a full case), if so."""
        assert self.names is not None
        obs = self._shown()
        state = determinize(obs, Rng(0))
        position = state.occ.position(obs.rider)
        end, stop = reach(state, position, total)
        if not stop or end - position >= total:
            return ""
        blocked, cases = end + 1 if stop == "door" else end, end - position
        return translate("Cyclistes", "Cut short at %n case(s): {why}.", None, cases).format(
            why=stop_reason(stop, self.names.case(blocked))
        )

    def placing(self, legal: list[Action]) -> int | None:
        """The rider being lined up (the one picked, else the team's first), if any."""
        riders = list(dict.fromkeys(a[1] for a in legal if a[0] in ("place", "early")))
        if not riders:
            return None
        return self.picked if self.picked in riders else riders[0]

    def _placement(self) -> None:
        assert self.names is not None
        riders = list(dict.fromkeys(a[1] for a in self.legal if a[0] in ("place", "early")))
        self.picked = picked = self.placing(self.legal)
        if picked is None:  # no rider to line up (never when lining up is offered)
            return
        self.prompt.setText(
            translate("Cyclistes", "Line up {rider}: choose a case behind the line.").format(
                rider=self.names.rider(picked)
            )
        )
        for r in riders:
            leads = [a for a in self.legal if a[0] in ("place", "early") and a[1] == r]
            button = self.add_button(
                None,
                self.names.rider(r),
                f"rider_{r}",
                lambda _=False, r=r: self._pick(r),
                actions=leads,
            )
            button.setCheckable(True)
            button.setChecked(r == self.picked)
        for a in self.legal:
            if a[0] == "place" and a[1] == self.picked:
                label = translate("Cyclistes", "Case {case}").format(case=self.names.case(a[2]))
                self.action_button(None, label, f"place_{a[2]}", a, row=1)
        if ("early", self.picked) in self.legal:
            self.action_button(
                None,
                translate("Cyclistes", "Attack before the start"),
                "early",
                ("early", self.picked),
                row=1,
            )
        self.detail.setText(
            translate(
                "Cyclistes",
                "Riders line up on the case nearest the line that has room, or further back.",
            )
        )

    def _pick(self, rider: int) -> None:
        self.picked = rider
        self.redraw()
        self.pickedRider.emit()

    def retranslate(self) -> None:
        if self.names is not None:
            self.redraw()
