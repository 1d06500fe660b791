"""Course aux dés' decision panel: one button per effort the seat can pay."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from course_aux_des.rules import CadObservation
from course_aux_des.view.text import cost_text, effort_text
from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.table.decision_panel import DecisionPanelBase


class CadPanel(DecisionPanelBase[CadObservation]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("drPanel", parent=parent)
        self.stable_height(38)

    def show_decision(
        self, observation: CadObservation, legal: list[Action], viewer: int | None, waiting: str
    ) -> None:
        self.clear_buttons()
        if viewer is None or not legal:
            self.prompt.setText(waiting)
            self.detail.setText("")
            return
        energy = observation.energy[viewer]
        self.prompt.setText(
            translate("CourseAuxDes", "Choose your effort in secret (or click a lit case).")
        )
        self.detail.setText(translate("CourseAuxDes", "Energy left: %n", None, energy))
        for action in legal:
            effort = action[1]
            self.action_button(
                None, f"{effort_text(effort)} ({cost_text(effort)})", f"effort{effort}", action
            )
