"""A case of a simple road: numbered, the finish drawn apart, lit when a legal move
reaches it (a click emits that move's value) and marked (dashed) where a rider just
arrived. A small game's table is a row of these with its riders (`rider.TableRider`);
`road_marks()` is the legend of such a table, the default one of a game that writes
no `view/legend.py` (docs/design.md, "One shape for every game")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import TextBox, draw_boxes, text_box
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.legend import Entry, Painter, ring_marks

CASE = 48.0  # a case's side, in scene units
LIT = qcolor(colours.HIGHLIGHT)
LAST = qcolor(colours.LAST_MOVE)


def paint_road_case(p: QPainter, r: QRectF, finish: bool, lit: bool, marked: bool) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QBrush(qcolor(colours.FINISH_CASE if finish else colours.ROAD)))
    if lit:
        p.setPen(QPen(LIT, stroke(4)))
    elif marked:
        p.setPen(QPen(LAST, stroke(3), Qt.PenStyle.DashLine))
    else:
        p.setPen(QPen(INK, stroke(1)))
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 4, 4)


class RoadCase(QGraphicsObject):
    clicked = Signal(object)  # the value of the move that reaches this case

    def __init__(self, number: int, finish: bool, size: float = CASE) -> None:
        super().__init__()
        self.number, self.finish, self.size = number, finish, size
        self.value: Any = None  # not None: lit, a click plays it
        self.marked = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def text_boxes(self) -> list[TextBox]:
        s = self.size
        return [text_box(str(self.number), QRectF(0, s - 20, s, 18), 13, INK)]

    def light(self, value: Any) -> None:
        """Light the case with the value a click plays (None: not lit)."""
        self.value = value
        lit = value is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_road_case(p, self.boundingRect(), self.finish, self.value is not None, self.marked)
        draw_boxes(p, self.text_boxes())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.value is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.value)
            return
        super().mousePressEvent(event)


def _case(finish: bool, lit: bool, marked: bool) -> Painter:
    def paint(p: QPainter, r: QRectF) -> None:
        paint_road_case(p, r, finish, lit, marked)

    return paint


def road_marks(*_: object) -> list[Entry]:
    """Every mark of a road of `RoadCase`s with `RiderItem`s, painted as the table
    paints it (a game's `marks(ruleset)` when it writes no legend of its own)."""
    return [
        *ring_marks(),
        (_case(False, True, False), lambda: translate("Legend", "a case you can reach (click)")),
        (_case(False, False, True), lambda: translate("Legend", "where a rider just arrived")),
        (_case(True, False, False), lambda: translate("Legend", "the finish line")),
    ]
