"""A rider on the table: the seat's shape and colour with the rider's letter.

A QGraphicsObject in the scene's logical units; its `pos` is animatable
(QPropertyAnimation), `active` rings the rider whose decision is awaited, `marked`
rings (dashed) a rider that moved in the last move and `badge` shows a short word
above it (a revealed pace…). `text_boxes()` gives the text it paints (see
`draw.textbox`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle, draw_seat_mark
from peloton_desktop.draw.textbox import TextBox, draw_boxes, text_box
from peloton_desktop.draw.tr import translate
from peloton_desktop.ui.pieces.keys import KeyChoice, words_of

ACTIVE = qcolor(colours.HIGHLIGHT)
LAST_MOVE = qcolor(colours.LAST_MOVE)  # as the cards' last-move ring


class RiderItem(QGraphicsObject):
    def __init__(
        self, index: int, style: SeatStyle, radius: float = 13.0, letter_px: int = 15
    ) -> None:
        super().__init__()
        self.index, self.style, self.radius = index, style, radius
        self.letter_px = letter_px
        self.active = False
        self.marked = False
        self.badge = ""
        self.setZValue(10)

    @property
    def letter(self) -> str:
        return self.style.letter

    def boundingRect(self) -> QRectF:
        r = self.radius + 6
        return QRectF(-r, -r - 14, 2 * r, 2 * r + 14)

    def text_boxes(self) -> list[TextBox]:
        r = self.radius
        boxes = [
            text_box(self.letter, QRectF(-r, -r, 2 * r, 2 * r), self.letter_px, self.style.ink)
        ]
        if self.badge:
            rect = QRectF(-r - 6, -r - 15, 2 * r + 12, 12)
            boxes.append(text_box(self.badge, rect, 10, INK))
        return boxes

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.active or self.marked:
            ring = 4 if self.active else 2.5
            pen = (
                QPen(ACTIVE, stroke(4))
                if self.active
                else QPen(LAST_MOVE, stroke(2.5), Qt.PenStyle.DashLine)
            )
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(0, 0), r + ring, r + ring)
        draw_seat_mark(
            p, self.style, QPointF(0, 0), r, QPen(qcolor(colours.PIECE_RIM), stroke(2)), 0, ""
        )
        draw_boxes(p, self.text_boxes())


class TableRider(RiderItem):
    """A rider of a track table: drawn `zoom` times bigger and scaled down (crisp
    small letters), and clickable when the table offers him (`clicked(index)`)."""

    clicked = Signal(int)
    badge_ratio = 1.1  # the badge's words to the rider's letter

    def __init__(
        self, index: int, style: SeatStyle, radius: float, letter_px: float, zoom: float = 2.0
    ) -> None:
        super().__init__(index, style, radius * zoom, round(letter_px * zoom))
        self.setScale(1 / zoom)
        self.clickable = False

    def boundingRect(self) -> QRectF:
        r = self.radius + 7
        bounds = QRectF(-r, -r, 2 * r, 2 * r)  # a click above a rider is not on him
        return bounds.united(self.plate()) if self.badge else bounds

    def plate(self) -> QRectF:
        """Where the badge stands (a stage winner's place): a yellow plate above him,
        its words of 9 pt at least at 1366×768."""
        r = self.radius
        return QRectF(-2.0 * r, -2.9 * r, 4.0 * r, 1.6 * r)

    def set_badge(self, badge: str) -> None:
        if badge != self.badge:
            self.prepareGeometryChange()  # the plate is in his bounds only when shown
            self.badge = badge
            self.setZValue(14 if badge else 10)  # over his neighbours
            self.update()

    def text_boxes(self) -> list[TextBox]:
        r = self.radius
        letter = QRectF(-r, -r, 2 * r, 2 * r)
        boxes = [text_box(self.letter, letter, self.letter_px, self.style.ink)]
        if self.badge:
            boxes.append(text_box(self.badge, self.plate(), self.letter_px * self.badge_ratio, INK))
        return boxes

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.badge:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(INK, stroke(1.5)))
            p.setBrush(qcolor(colours.JERSEYS["yellow"]))
            p.drawRoundedRect(self.plate(), 4, 4)
        super().paint(p, option, widget)

    def set_clickable(self, on: bool) -> None:
        self.clickable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    def key_choices(self) -> list[KeyChoice]:
        """A clickable rider is a choice for the keyboard."""
        if not self.clickable:
            return []
        r = self.radius + 4
        words = words_of(self, translate("Pieces", "Rider {letter}").format(letter=self.letter))
        press = lambda: self.clicked.emit(self.index)  # noqa: E731
        return [KeyChoice(self, QRectF(-r, -r, 2 * r, 2 * r), press, words, key=self.index)]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.index)
            return
        super().mousePressEvent(event)
