"""A rider on the table: the seat's shape and colour with the rider's letter.

A QGraphicsObject in the scene's logical units; `position` is animatable
(QPropertyAnimation), `active` rings the rider whose decision is awaited and
`badge` shows a short word above it (a revealed pace…).
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from peloton_desktop.ui.pieces.paint import INK
from peloton_desktop.ui.pieces.seat import SeatStyle, draw_seat_mark

ACTIVE = QColor("#FFB000")


class RiderItem(QGraphicsObject):
    def __init__(self, index: int, style: SeatStyle, radius: float = 13.0) -> None:
        super().__init__()
        self.index, self.style, self.radius = index, style, radius
        self.active = False
        self.badge = ""
        self.setZValue(10)

    @property
    def letter(self) -> str:
        return self.style.letter

    def boundingRect(self) -> QRectF:
        r = self.radius + 6
        return QRectF(-r, -r - 14, 2 * r, 2 * r + 14)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.active:
            p.setPen(QPen(ACTIVE, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(0, 0), r + 4, r + 4)
        draw_seat_mark(p, self.style, QPointF(0, 0), r, QPen(QColor("#FFFFFF"), 2), 15)
        if self.badge:
            font = QFont(p.font())
            font.setPixelSize(10)
            font.setBold(True)
            p.setFont(font)
            p.setPen(INK)
            p.drawText(
                QRectF(-r - 6, -r - 15, 2 * r + 12, 12), Qt.AlignmentFlag.AlignCenter, self.badge
            )

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    position = Property(QPointF, _get_pos, _set_pos)
