"""Roue de Vitesse's decision panel (the keyboard path): a button for each choice the
engine offers the viewer and nothing else, the team sheet editor for a profile or a
recovery. It also says what the pieces on the table may do (riders to click, the
cases a picked rider may move to)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Signal

from peloton_desktop.core.prompts import PASS
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.rules.observation import RdvObservation
from peloton_desktop.games.roue_de_vitesse.view.skills_editor import SkillsEditor
from peloton_desktop.games.roue_de_vitesse.view.text import (
    Names,
    pace_name,
    skill_name,
)
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase

PICKING = ("place", "shift")  # a rider is picked first, then a case


class RdvPanel(DecisionPanelBase[RdvObservation]):
    case_pick = Signal()  # the picked rider changed: the table relights its cases
    button_height = 32

    def __init__(
        self, values: Mapping[str, Any], names_of: Callable[[], Names], players: int = 3
    ) -> None:
        super().__init__("rdvPanel", rows=1)
        # one height whatever it shows, so the board never moves (issue 43): low beside
        # two rows of team sheets (a field of four to six keeps its words at 9 pt and its
        # riders 20 px), higher beside one (the stage break, in its place, shows more)
        lines = 1 if players > 3 else 2
        self.stable_height(self.button_height, lines=lines)
        self.values = values
        self.names_of = names_of  # how the table names riders and teams
        self.obs: RdvObservation | None = None
        self.legal: list[Action] = []
        self.names: Names | None = None
        self.waiting = ""
        self.picked: int | None = None
        self.target: int | None = None  # a full case picked: whom to push back

    def show_decision(
        self, observation: RdvObservation, legal: list[Action], viewer: int | None, waiting: str
    ) -> None:
        if legal != self.legal:
            self.picked, self.target = None, None
        self.obs, self.legal, self.waiting = observation, legal, waiting
        self.names = self.names_of()
        self.redraw()

    def kind(self) -> str:
        if not self.legal:
            return ""
        return str(self.legal[-1][0] if self.legal[0] == PASS else self.legal[0][0])

    # -- what the table may show and do ---------------------------------------------
    def movers(self) -> list[int]:
        if self.kind() == "place":
            return list(dict.fromkeys(a[1] for a in self.legal if a[0] == "place"))
        return list(dict.fromkeys(a[1] for a in self.legal if a[0] == "shift"))

    def asked_riders(self) -> set[int]:
        kind, obs = self.kind(), self.obs
        if kind in ("attack", "no_attack", "counter"):
            return {a[1] for a in self.legal if a[0] in ("attack", "counter")}
        if kind in ("hold", "buy_back", "feed", "recover"):
            return {self.legal[0][1]}
        a = None if obs is None else obs.attempt
        if kind in ("bonus", "extra") and a is not None:
            return {a.counter_rider if a.counter_rider >= 0 else a.rider}
        if kind in ("shift", "stay") and self.picked is not None:
            return {self.picked}
        return set()

    def clickable_riders(self) -> set[int]:
        kind = self.kind()
        if kind in ("attack", "no_attack", "counter"):
            return {a[1] for a in self.legal if a[0] in ("attack", "counter")}
        if kind in ("shift", "stay"):
            return set(self.movers())
        return set()

    def clickable_cases(self) -> set[int]:
        kind = self.kind()
        if kind == "place":
            return {a[2] for a in self.legal if a[0] == "place"}
        if kind in ("shift", "stay") and self.picked is not None:
            return {a[2] for a in self.legal if a[0] == "shift" and a[1] == self.picked}
        return set()

    def asked_group(self) -> int | None:
        if self.kind() == "pace":
            return int(self.legal[0][1])
        if self.kind() in ("shift", "stay") and self.obs is not None and self.obs.todo:
            return self.obs.todo[0]
        return None

    def rider_clicked(self, rider: int) -> None:
        if ("attack", rider) in self.legal:
            self.chosen.emit(("attack", rider))
        elif ("counter", rider) in self.legal:
            self.chosen.emit(("counter", rider))
        elif rider in self.movers():
            self._pick(rider)

    def case_clicked(self, position: int) -> None:
        if self.kind() == "place":
            rider = self.picked if self.picked is not None else self.movers()[0]
            self.chosen.emit(("place", rider, position))
            return
        options = [a for a in self.legal if a[0] == "shift" and a[1] == self.picked]
        options = [a for a in options if a[2] == position]
        if len(options) == 1:
            self.chosen.emit(options[0])
        elif options:
            self.target = position
            self.redraw()

    def step_back(self) -> bool:
        """Escape: forget the full case picked, else the rider picked to move."""
        if self.target is not None:
            self.target = None
        elif self.picked is not None and self.kind() in ("shift", "stay"):
            self.picked = None
        else:
            return False
        self.redraw()
        return True

    # -- the buttons ----------------------------------------------------------------
    def _name(self, rider: int) -> str:
        assert self.names is not None
        return self.names.rider(rider)

    def redraw(self) -> None:
        self.clear_buttons()
        self.detail.setText("")
        if not self.legal or self.names is None:
            self.prompt.setText(self.waiting)
            self.case_pick.emit()
            return
        getattr(self, f"_{self.kind()}", self._generic)()
        self.case_pick.emit()

    def _generic(self) -> None:
        self.prompt.setText(translate("RoueDeVitesse", "Choose."))
        for k, a in enumerate(self.legal):
            self.action_button(None, " ".join(str(x) for x in a), f"action_{k}", a)

    def _profile(self) -> None:
        obs = self.obs
        assert obs is not None
        rider = 3 * obs.seat + obs.built // obs.players
        self.prompt.setText(
            translate(
                "RoueDeVitesse", "Team sheet: share 15 points for {rider} (10 at most in a skill)."
            ).format(rider=self._name(rider))
        )
        editor = SkillsEditor(
            self.legal,
            (5, 5, 5),
            translate("RoueDeVitesse", "Give {rider} these points").format(rider=self._name(rider)),
            True,
        )
        editor.chosen.connect(self.chosen.emit)
        self.rows[0].addWidget(editor)
        editor.show()  # a layout shows new children only on the next event loop turn
        self.detail.setText(
            translate(
                "RoueDeVitesse",
                "Riders are built one at a time, in turn. Sprint pays breakaways on the "
                "flat and in descents, climber in the mountains, endurance the fast pace.",
            )
        )

    def _recover(self) -> None:
        rider = self.legal[0][1]
        self.prompt.setText(
            translate(
                "RoueDeVitesse",
                "Recovery: share up to 6 points for {rider} (never above the start).",
            ).format(rider=self._name(rider))
        )
        best = self.legal[-1][2:]
        editor = SkillsEditor(
            self.legal, tuple(best), translate("RoueDeVitesse", "Recover these points"), False
        )
        editor.chosen.connect(self.chosen.emit)
        self.rows[0].addWidget(editor)
        editor.show()  # a layout shows new children only on the next event loop turn

    def _place(self) -> None:
        riders = self.movers()
        if self.picked not in riders:
            self.picked = riders[0]
        case = next(a[2] for a in self.legal if a[0] == "place")
        self.prompt.setText(
            translate("RoueDeVitesse", "Start zone: place {rider} (click the lit case).").format(
                rider=self._name(self.picked)
            )
        )
        for r in riders:
            b = self.add_button(
                None,
                self._name(r),
                f"rider_{r}",
                lambda _=False, r=r: self._pick(r),
                actions=[a for a in self.legal if a[0] == "place" and a[1] == r],
            )
            b.setCheckable(True)
            b.setChecked(r == self.picked)
        self.action_button(
            None,
            translate("RoueDeVitesse", "Place {rider} on the front free place").format(
                rider=self._name(self.picked)
            ),
            "place",
            ("place", self.picked, case),
        )

    def _pick(self, rider: int | None) -> None:
        self.picked, self.target = rider, None
        self.redraw()

    def _buy_back(self) -> None:
        rider = self.legal[0][1]
        self.prompt.setText(
            translate(
                "RoueDeVitesse",
                "Mechanical incident: {rider} misses the move. Buy back cases with endurance?",
            ).format(rider=self._name(rider))
        )
        for a in self.legal:
            cases = a[2]
            label = translate("RoueDeVitesse", "%n case(s) for %n point(s)", None, cases)
            self.action_button(None, label, f"buy_back_{a[2]}", a)

    def _feed(self) -> None:
        rider = self.legal[0][1]
        self.prompt.setText(
            translate("RoueDeVitesse", "Ravitaillement: {rider} takes 2 points in…").format(
                rider=self._name(rider)
            )
        )
        for a in self.legal:
            self.action_button(None, skill_name(a[2]).capitalize(), f"feed_{a[2]}", a)

    def _attack(self) -> None:
        self.prompt.setText(
            translate(
                "RoueDeVitesse",
                "Attempt a breakaway from a group's head case? (click a ringed rider)",
            )
        )
        for a in self.legal:
            if a[0] == "attack":
                label = translate("RoueDeVitesse", "Attack with {rider}").format(
                    rider=self._name(a[1])
                )
                self.action_button(None, label, f"attack_{a[1]}", a)
        self.action_button(
            None, translate("RoueDeVitesse", "No attack"), "no_attack", ("no_attack",)
        )
        self.detail.setText(
            translate(
                "RoueDeVitesse", "An attempt costs a point (sprint; climber in the mountains)."
            )
        )

    _no_attack = _attack

    def _bonus(self) -> None:
        a = None if self.obs is None else self.obs.attempt
        roll = None if a is None else a.counter_roll if a.counter_rider >= 0 else a.roll
        self.prompt.setText(
            translate("RoueDeVitesse", "The die shows {roll}: pay one more point for +1?").format(
                roll=roll
            )
        )
        self.action_button(
            None, translate("RoueDeVitesse", "Pay 1 point: +1"), "bonus_1", ("bonus", 1)
        )
        self.action_button(
            None, translate("RoueDeVitesse", "Keep the roll"), "bonus_0", ("bonus", 0)
        )

    def _extra(self) -> None:
        self.prompt.setText(
            translate("RoueDeVitesse", "Away! Pay one more point for one more case?")
        )
        self.action_button(
            None, translate("RoueDeVitesse", "Pay 1 point: one more case"), "extra_1", ("extra", 1)
        )
        self.action_button(None, translate("RoueDeVitesse", "No"), "extra_0", ("extra", 0))

    def _counter(self) -> None:
        assert self.obs is not None and self.obs.attempt is not None
        a = self.obs.attempt
        self.prompt.setText(
            translate("RoueDeVitesse", "{rider} broke away ({total}): counter at once?").format(
                rider=self._name(a.rider), total=a.total
            )
        )
        for x in self.legal:
            if x[0] == "counter":
                label = translate("RoueDeVitesse", "Counter with {rider}").format(
                    rider=self._name(x[1])
                )
                self.action_button(None, label, f"counter_{x[1]}", x)
        self.action_button(None, translate("RoueDeVitesse", "Let it go"), "pass", PASS)
        self.detail.setText(
            translate(
                "RoueDeVitesse", "A counter costs a point and needs the breakaway's total + {more}."
            ).format(more=self.values["counter_supplement"]["F"][1])
        )

    def _shift(self) -> None:
        movers = self.movers()
        self.prompt.setText(
            translate(
                "RoueDeVitesse",
                "Move one of your riders inside this group? (pick, then click a case)",
            )
        )
        # one row (the panel stays low: a field of six keeps its words at 9 pt): the
        # movers and Stay, then the rider picked (click it again for another) and his cases
        for r in movers if self.picked is None else [self.picked]:
            b = self.add_button(
                None,
                self._name(r),
                f"mover_{r}",
                lambda _=False, r=r: self._pick(None if r == self.picked else r),
                actions=[a for a in self.legal if len(a) > 1 and a[0] != "pace" and a[1] == r],
            )
            b.setCheckable(True)
            b.setChecked(r == self.picked)
        if self.picked is not None:
            for a in self.legal:
                if a[0] != "shift" or a[1] != self.picked:
                    continue
                if len(a) == 3:
                    label = translate("RoueDeVitesse", "To case {case}").format(case=a[2])
                    self.action_button(None, label, f"shift_{a[2]}", a)
                elif self.target == a[2] or self.target is None:
                    label = translate(
                        "RoueDeVitesse", "To case {case}, pushing {rider} back"
                    ).format(case=a[2], rider=self._name(a[3]))
                    self.action_button(None, label, f"shift_{a[2]}_{a[3]}", a)
        self.action_button(None, translate("RoueDeVitesse", "Stay as we are"), "stay", ("stay",))

    _stay = _shift

    def _hold(self) -> None:
        assert self.obs is not None
        rider = self.legal[0][1]
        self.prompt.setText(
            translate(
                "RoueDeVitesse", "Fast pace: {rider} pays a point at the head of the group with…"
            ).format(rider=self._name(rider))
        )
        for a in self.legal:
            label = translate("RoueDeVitesse", "{skill} ({points} left)").format(
                skill=skill_name(a[2]).capitalize(), points=self.obs.skills[rider][a[2]]
            )
            self.action_button(None, label, f"hold_{a[2]}", a)

    def _pace(self) -> None:
        assert self.obs is not None
        current = self.obs.pace[self.legal[0][1]]
        self.prompt.setText(
            translate(
                "RoueDeVitesse", "The pace of the ringed group for the next turn (now {pace}):"
            ).format(pace=pace_name(current))
        )
        for a in self.legal:
            self.action_button(None, pace_name(a[2]).capitalize(), f"pace_{a[2]}", a)
        self.detail.setText(
            translate("RoueDeVitesse", "One notch at most; click a lit notch of the wheel.")
        )

    def retranslate(self) -> None:
        if self.names is not None:
            self.redraw()
