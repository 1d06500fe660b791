"""A case of a track table (a circuit or a road of cases), drawn by its game's style
as the editor and the printed sheet draw it: ringed when a click on it plays a legal
move, dashed for the last move. One item for every track game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.courses.common import CourseDraft, CourseKind
from peloton_desktop.courses.track import Box
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.textbox import TextBox, draw_boxes
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.keys import KeyChoice, words_of
from peloton_desktop.ui.pieces.rider import LAST_MOVE


class TrackCase(QGraphicsObject):
    """`clicked(key)` when a `lit` case is clicked; a game subclass sets the rings'
    (width, inset) in the scene's unit, and adds its words and marks."""

    clicked = Signal(int)
    LIT_RING = (1.6, 0.8)
    LAST_RING = (1.2, 0.6)

    def __init__(self, style: Any, box: Box, draft: CourseDraft, kind: CourseKind, key: int):
        super().__init__()
        self.style, self.box, self.draft, self.kind, self.key = style, box, draft, kind, key
        self.lit = False
        self.marked = False

    def rect(self) -> QRectF:
        b = self.box
        return QRectF(b.x, b.y, b.w, b.h)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-1, -1, 1, 1)

    def text_boxes(self) -> list[TextBox]:
        return []

    def set_look(self, lit: bool, marked: bool) -> None:
        if (lit, marked) != (self.lit, self.marked):
            self.lit, self.marked = lit, marked
            self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
            self.update()

    def key_choices(self) -> list[KeyChoice]:
        """A lit case is a choice for the keyboard (Enter plays the move there)."""
        if not self.lit:
            return []
        words = words_of(self, translate("Pieces", "Case {n}").format(n=self.key))
        press = lambda: self.clicked.emit(self.key)  # noqa: E731
        return [KeyChoice(self, self.rect(), press, words, key=self.key)]

    def paint_over(self, p: QPainter) -> None:
        """What the game draws over the case, under the rings."""

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.style.paint_case(p, self.box, self.draft, self.kind)
        self.paint_over(p)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for on, (width, inset), pen_style, colour in (
            (self.lit, self.LIT_RING, Qt.PenStyle.SolidLine, qcolor(colours.HIGHLIGHT)),
            (self.marked, self.LAST_RING, Qt.PenStyle.DashLine, LAST_MOVE),
        ):
            if on:
                p.setPen(QPen(colour, stroke(width), pen_style))
                p.drawRect(self.rect().adjusted(inset, inset, -inset, -inset))
        draw_boxes(p, self.text_boxes())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.lit and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.key)
            return
        super().mousePressEvent(event)
