"""A die on the table: a d6 with pips or a d12 with its number.

`roll_to(value)` records the value at once (the state never waits for a picture)
and plays a short tumble (QVariantAnimation) whose last frame shows that value;
with a duration of 0 the value shows at once.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import stroke
from peloton_desktop.draw.tr import translate

ROLL_MS = 450
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


class DieItem(QGraphicsObject):
    def __init__(
        self, sides: int = 6, size: float = 40.0, colour: str = colours.PIECE_WHITE.light
    ) -> None:
        super().__init__()
        if sides not in (6, 12):
            raise ValueError("a die has 6 or 12 sides")
        self.sides, self.size, self.colour = sides, size, colour
        self.value = 1  # the rolled value: what the state says
        self.shown = 1  # the face drawn now (differs only while tumbling)
        # one animation per die, reused by every roll (never deleted while it runs)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._tumble)
        self._animation.finished.connect(self._settle)
        self._tooltip()

    def roll_to(self, value: int, duration_ms: int = ROLL_MS) -> None:
        if not 1 <= value <= self.sides:
            raise ValueError(f"a d{self.sides} cannot show {value}")
        self.value = value
        self.stop()
        if duration_ms > 0:
            self._animation.setDuration(duration_ms)
            self._animation.start()

    def rolling(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def stop(self) -> None:
        """End a tumble at once, on the rolled value."""
        self._animation.stop()
        self._settle()

    def _tumble(self, t: float) -> None:
        if not self.rolling() or t >= 1.0:
            return
        # a face that is not the value, changing as the die slows down
        face = (self.value + 1 + int(t * 7)) % self.sides + 1
        self.shown = face if face != self.value else self.value % self.sides + 1
        self.setRotation((1.0 - t) * 40.0)
        self.update()

    def _settle(self) -> None:
        self.shown = self.value
        self.setRotation(0)
        self._tooltip()
        self.update()

    def _tooltip(self) -> None:
        self.setToolTip(
            translate("Pieces", "d{sides}: {value}").format(sides=self.sides, value=self.value)
        )

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2 - 2, -s / 2 - 2, s + 4, s + 4)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        rect = QRectF(-s / 2, -s / 2, s, s)
        p.setPen(QPen(INK, stroke(max(1.0, s / 25))))
        p.setBrush(QColor(self.colour))
        if self.sides == 6:
            p.drawRoundedRect(rect, s * 0.18, s * 0.18)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(INK)
            for fx, fy in PIPS[self.shown]:
                p.drawEllipse(QPointF(rect.x() + fx * s, rect.y() + fy * s), s * 0.09, s * 0.09)
            return
        p.drawPolygon(_pentagon(s / 2))
        font = QFont(p.font())
        font.setPixelSize(max(6, int(s * 0.4)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(INK)
        text = f"{self.shown}." if self.shown in (6, 9) else str(self.shown)  # 6. and 9. differ
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _pentagon(r: float) -> QPolygonF:
    """The face of a d12 seen from above."""
    angles = [-math.pi / 2 + k * 2 * math.pi / 5 for k in range(5)]
    return QPolygonF([QPointF(r * math.cos(a), r * math.sin(a)) for a in angles])
