"""The timeline of a finished game under review: first / back / forward / last and a
slider; it asks the session for the table as it was after each action."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QWidget,
)

from peloton_desktop.draw.tr import translate


class ReviewBar(QFrame):
    moved = Signal(int)  # the number of actions to show

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBar")
        layout = QHBoxLayout(self)
        self.buttons: dict[str, QPushButton] = {}
        # the style's own media icons: no font is needed for ⏮ and ⏭ (some have none)
        icons = {
            "First": QStyle.StandardPixmap.SP_MediaSkipBackward,
            "Back": QStyle.StandardPixmap.SP_MediaSeekBackward,
            "Forward": QStyle.StandardPixmap.SP_MediaSeekForward,
            "Last": QStyle.StandardPixmap.SP_MediaSkipForward,
        }
        for name, icon in icons.items():
            button = QPushButton(self.style().standardIcon(icon), "")
            button.setObjectName(f"review{name}")
            button.setAutoRepeat(name in ("Back", "Forward"))
            self.buttons[name] = button
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setPageStep(10)
        self.position = QLabel()
        self.position.setObjectName("reviewPosition")
        self.story = QPushButton()
        self.story.setObjectName("reviewStory")
        for name in ("First", "Back"):
            layout.addWidget(self.buttons[name])
        layout.addWidget(self.slider, 1)
        for name in ("Forward", "Last"):
            layout.addWidget(self.buttons[name])
        layout.addWidget(self.position)
        layout.addWidget(self.story)
        self.buttons["First"].clicked.connect(lambda: self.slider.setValue(0))
        self.buttons["Back"].clicked.connect(lambda: self.slider.setValue(self._next(-1)))
        self.buttons["Forward"].clicked.connect(lambda: self.slider.setValue(self._next(1)))
        self.buttons["Last"].clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        self.slider.valueChanged.connect(self._changed)
        self.retranslate()

    # `same(a, b)`: the table shows the same after a and b actions (a secret choice
    # nobody sees yet); Back and Forward then step over it: one click, one change
    same: Callable[[int, int], bool] | None = None

    def _next(self, way: int) -> int:
        step, last = self.slider.value(), self.slider.maximum()
        target = step + way
        while self.same is not None and 0 < target < last and self.same(step, target):
            target += way
        return max(0, min(target, last))

    def start(self, length: int) -> None:
        self.slider.setRange(0, length)
        self.slider.setValue(length)
        self._changed(length)

    def _changed(self, step: int) -> None:
        self._label(step)
        self.buttons["First"].setEnabled(step > 0)
        self.buttons["Back"].setEnabled(step > 0)
        self.buttons["Forward"].setEnabled(step < self.slider.maximum())
        self.buttons["Last"].setEnabled(step < self.slider.maximum())
        self.moved.emit(step)

    def _label(self, step: int) -> None:
        self.position.setText(
            translate("ReviewBar", "Move {step} of {total}").format(
                step=step, total=self.slider.maximum()
            )
        )

    def retranslate(self) -> None:
        tips = {
            "First": translate("ReviewBar", "The start of the game"),
            "Back": translate("ReviewBar", "One move back"),
            "Forward": translate("ReviewBar", "One move forward"),
            "Last": translate("ReviewBar", "The end of the game"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        self.story.setText(translate("ReviewBar", "S&tory"))
        self.story.setToolTip(
            translate("ReviewBar", "Charts move by move, and the moves where it was won")
        )
        self._label(self.slider.value())
