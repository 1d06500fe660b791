"""An editable team-sheet line: a rider's sprint, endurance and climber points as
spin boxes, with presets; it offers only what the engine lists as legal (a profile
of 15 points, none above 10; a recovery of 6 points, none above the start)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from peloton_desktop.core.protocol import Action
from peloton_desktop.draw.tr import translate
from peloton_desktop.games.roue_de_vitesse.view.text import skill_name


def presets() -> list[tuple[str, str, tuple[int, int, int]]]:
    return [
        ("sprinter", translate("RoueDeVitesse", "Sprinter"), (10, 5, 0)),
        ("rouleur", translate("RoueDeVitesse", "Rouleur"), (4, 10, 1)),
        ("grimpeur", translate("RoueDeVitesse", "Grimpeur"), (2, 5, 8)),
        ("balanced", translate("RoueDeVitesse", "Balanced"), (5, 5, 5)),
    ]


class SkillsEditor(QWidget):
    """`chosen` carries the legal action the three boxes make (`kind`, [rider,] s, e, c)."""

    chosen = Signal(object)

    def __init__(
        self, legal: Sequence[Action], start: tuple[int, int, int], confirm: str, show_presets: bool
    ) -> None:
        super().__init__()
        self.legal = [a for a in legal if a[0] in ("profile", "recover")]
        self.head = self.legal[0][:-3]  # ("profile",) or ("recover", rider)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[QSpinBox] = []
        for k in range(3):
            caption = QLabel(skill_name(k).capitalize())
            box = QSpinBox()
            box.setObjectName(f"skill_{k}")
            box.setRange(0, max(a[len(self.head) + k] for a in self.legal))
            box.setValue(start[k])
            caption.setBuddy(box)  # a screen reader names the box by its caption
            box.setAccessibleName(caption.text())
            box.valueChanged.connect(self._check)
            layout.addWidget(caption)
            layout.addWidget(box)
            self.boxes.append(box)
        self.left = QLabel()
        self.left.setObjectName("pointsLeft")
        layout.addWidget(self.left)
        if show_presets:
            for name, label, values in presets():
                b = QPushButton(label)
                b.setObjectName(f"preset_{name}")
                b.setToolTip(
                    translate("RoueDeVitesse", "Sprint {s}, endurance {e}, climber {c}").format(
                        s=values[0], e=values[1], c=values[2]
                    )
                )
                b.clicked.connect(lambda _=False, v=values: self.set_values(v))
                layout.addWidget(b)
        self.confirm = QPushButton(confirm)
        self.confirm.setObjectName("confirmSkills")
        self.confirm.setMinimumHeight(34)
        self.confirm.clicked.connect(lambda: self.chosen.emit(self.action()))
        layout.addWidget(self.confirm)
        self._check()

    def total(self) -> int:
        return sum(self.legal[0][len(self.head) :])

    def values(self) -> tuple[int, int, int]:
        return (self.boxes[0].value(), self.boxes[1].value(), self.boxes[2].value())

    def set_values(self, values: Sequence[int]) -> None:
        for box, v in zip(self.boxes, values, strict=True):
            box.blockSignals(True)
            box.setValue(v)
            box.blockSignals(False)
        self._check()

    def action(self) -> Action:
        return (*self.head, *self.values())

    def _check(self) -> None:
        left = self.total() - sum(self.values())
        self.left.setText(translate("RoueDeVitesse", "%n point(s) left", None, left))
        self.confirm.setEnabled(self.action() in self.legal)
