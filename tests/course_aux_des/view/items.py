"""Course aux dés' scene items: a case of the road, lit when an effort reaches it (a
click plays that effort) and marked when a rider just arrived there."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from course_aux_des import palette
from peloton_desktop import colours
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor
from peloton_desktop.draw.textbox import TextBox, draw_boxes, text_box

CASE = 48.0  # a case's side, in scene units
LIT = qcolor(colours.HIGHLIGHT)
LAST = qcolor(colours.LAST_MOVE)


def paint_case(p: QPainter, r: QRectF, finish: bool, lit: bool, marked: bool) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QBrush(qcolor(palette.FINISH if finish else palette.ROAD)))
    if lit:
        p.setPen(QPen(LIT, 4))
    elif marked:
        p.setPen(QPen(LAST, 3, Qt.PenStyle.DashLine))
    else:
        p.setPen(QPen(INK, 1))
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 4, 4)


class CaseItem(QGraphicsObject):
    clicked = Signal(int)  # the effort that reaches this case

    def __init__(self, number: int, finish: bool) -> None:
        super().__init__()
        self.number, self.finish = number, finish
        self.effort = 0  # > 0: lit, a click plays it
        self.marked = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CASE, CASE)

    def text_boxes(self) -> list[TextBox]:
        return [text_box(str(self.number), QRectF(0, CASE - 20, CASE, 18), 13, INK)]

    def set_effort(self, effort: int) -> None:
        self.effort = effort
        self.setCursor(Qt.CursorShape.PointingHandCursor if effort else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_case(p, self.boundingRect(), self.finish, self.effort > 0, self.marked)
        draw_boxes(p, self.text_boxes())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.effort and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.effort)
            return
        super().mousePressEvent(event)
