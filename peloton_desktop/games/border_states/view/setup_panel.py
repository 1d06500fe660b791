"""New-game options of Border States: the rulebook's variants."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.widgets import Retranslatable


class BsSetupPanel(Retranslatable, QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bsSetup")
        self.problem = ""
        self._names: list[str] = ["", ""]
        layout = QVBoxLayout(self)
        self.sides = QLabel()
        self.sides.setWordWrap(True)
        layout.addWidget(self.sides)
        self.box = QGroupBox()
        inner = QVBoxLayout(self.box)
        self.checks: dict[str, QCheckBox] = {}
        for variant in ("no_characters", "deterministic", "attrition"):
            check = QCheckBox()
            check.setObjectName(f"variant_{variant}")
            check.toggled.connect(self.changed)
            inner.addWidget(check)
            self.checks[variant] = check
        layout.addWidget(self.box)
        self.retranslate()

    def set_players(self, players: int, names: list[str]) -> None:
        self._names = names
        self.retranslate()

    def setup(self, players: int) -> dict[str, Any]:
        return {
            "players": players,
            "variants": [v for v, c in self.checks.items() if c.isChecked()],
        }

    def retranslate(self) -> None:
        names = [*self._names, "", ""]
        self.sides.setText(
            translate(
                "BsSetup", "Seat 1 leads the Union, seat 2 the Confederacy. {a} – {b}"
            ).format(a=names[0], b=names[1])
        )
        self.box.setTitle(translate("BsSetup", "Variants"))
        self.checks["no_characters"].setText(
            translate("BsSetup", "Without the character cards and the President's power")
        )
        self.checks["deterministic"].setText(
            translate(
                "BsSetup",
                "Deterministic: one battle of intensity 0 and one of 2 and five cubes "
                "out; every cube is drawn",
            )
        )
        self.checks["attrition"].setText(
            translate("BsSetup", "War of attrition: each state marker moves at most once per round")
        )


PANEL = BsSetupPanel
