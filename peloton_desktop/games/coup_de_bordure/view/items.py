"""Scene items: course tiles, finish tiles, riders with their revealed pace (the
riders are the shared `ui.pieces.rider`; the plaquettes are in `plaquette`).

Every item that paints text returns it from `text_boxes()` (`draw.textbox`),
so the readability check measures what is drawn. Sizes are in `layout`'s units.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.paint import INK, SELECT
from peloton_desktop.draw.palette import qcolor, stroke
from peloton_desktop.draw.seat import SeatStyle
from peloton_desktop.draw.textbox import LEFT, RIGHT, TextBox, draw_boxes, text_box
from peloton_desktop.games.coup_de_bordure import palette
from peloton_desktop.games.coup_de_bordure.style import (
    TERRAIN_COLOURS,
    TERRAIN_INK,
    draw_pictogram,
)
from peloton_desktop.games.coup_de_bordure.style import cdb_terrain_letter as terrain_letter
from peloton_desktop.games.coup_de_bordure.view.art import draw_pace_marker
from peloton_desktop.games.coup_de_bordure.view.layout import Sizes
from peloton_desktop.ui.pieces.keys import KeyChoice, offered, words_of
from peloton_desktop.ui.pieces.rider import ACTIVE, RiderItem


class TileItem(QGraphicsObject):
    """One course case: terrain colour, number, pictogram (or the feed bag), letter;
    a `target` (where a tow takes a rider) is ringed and a click on it emits `clicked`."""

    clicked = Signal(int)  # the case's number

    def __init__(
        self,
        number: int,
        terrain: str,
        rect: QRectF,
        feed: bool = False,
        sizes: Sizes | None = None,
    ) -> None:
        super().__init__()
        self.number, self.terrain, self.feed = number, terrain, feed
        sizes = sizes or Sizes()
        self.header, self.grow = sizes.header, sizes.scale
        self.w, self.h = rect.width(), rect.height()
        self.highlight = False
        self.target = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._key: tuple[bool, str] | None = None
        self._boxes: list[TextBox] = []
        self.setPos(rect.topLeft())
        self.set_highlight(False)

    def set_highlight(self, lit: bool) -> None:
        """Ring the case whose riders play; also follows the language's letters."""
        key = (lit, terrain_letter(self.terrain))
        if key != self._key:
            self._key, self.highlight = key, lit
            self._boxes = self._text_boxes()
            self.update()

    def set_target(self, on: bool) -> None:
        if on != self.target:
            self.target = on
            self.setAcceptedMouseButtons(
                Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton
            )
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.target and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.number)

    def key_choices(self) -> list[KeyChoice]:  # a tow's target, for the keyboard
        words, at = words_of(self, str(self.number)), self.boundingRect()
        return offered(self.target, self, at, words, self.number, self.clicked.emit, self.number)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def text_boxes(self) -> list[TextBox]:
        return self._boxes

    def _text_boxes(self) -> list[TextBox]:
        ink, px = TERRAIN_INK[self.terrain], round(16 * self.grow)
        wide = 30 + 10 * (self.grow - 1)  # "16" at a larger text size
        line = self.header - 4
        right = QRectF(self.w - 8 - wide, 3, wide, line)
        boxes = [
            text_box(str(self.number), QRectF(8, 3, wide, line), px, ink, LEFT),
            text_box(terrain_letter(self.terrain), right, px, ink, RIGHT),
        ]
        if self.feed:
            bag, feed_px = self._bag().adjusted(0, 3, 0, 0), round(13 * self.grow)
            boxes.append(text_box("R", bag, feed_px, colours.INK_ON_DARK.light))
        return boxes

    def _bag(self) -> QRectF:
        wide = 26 * (1 + (self.grow - 1) / 2)
        return QRectF(self.w / 2 - wide / 2, 2, wide, self.header - 2)

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(TERRAIN_COLOURS[self.terrain]))
        p.setPen(QPen(ACTIVE if self.highlight else INK, stroke(6 if self.highlight else 2)))
        p.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 8, 8)
        p.setPen(QPen(qcolor(colours.BLACK, 60), stroke(1)))
        header = self.header
        p.drawLine(QPointF(6, header + 1), QPointF(self.w - 6, header + 1))
        if self.feed:  # the feed bag instead of the pictogram
            paint_feed_bag(p, self._bag())
        else:
            draw_pictogram(p, self.terrain, QRectF(self.w / 2 - 14, 5, 28, header - 9))
        draw_boxes(p, self.text_boxes())
        if self.target:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SELECT, stroke(4)))
            p.drawRoundedRect(QRectF(7, header + 4, self.w - 14, self.h - header - 11), 6, 6)


def paint_feed_bag(p: QPainter, bag: QRectF) -> None:
    """The ravitaillement's musette bag (the tile's and the legend's)."""
    p.setPen(QPen(INK, stroke(1.5)))
    p.setBrush(qcolor(palette.FEED_BAG))
    p.drawRoundedRect(bag.adjusted(0, 4, 0, 0), 4, 4)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(bag.center().x() - 6, bag.top(), 12, 9), 0, 180 * 16)


class FinishItem(QGraphicsItem):
    """A finish tile past the line, chequered, numbered +1 +2 +3."""

    def __init__(self, index: int, rect: QRectF, sizes: Sizes | None = None) -> None:
        super().__init__()
        self.index = index
        sizes = sizes or Sizes()
        self.header, self.grow = sizes.header, sizes.scale
        self.w, self.h = rect.width(), rect.height()
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def text_boxes(self) -> list[TextBox]:
        rect = QRectF(0, 3, self.w, self.header - 4)
        return [text_box(f"+{self.index + 1}", rect, round(15 * self.grow), INK)]

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        p.setPen(QPen(INK, stroke(2)))
        p.setBrush(qcolor(colours.PAPER))
        p.drawRect(QRectF(1, 2, self.w - 2, self.h - 4))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(colours.DISABLED_PIECE))
        cell = (self.w - 2) / 6
        for row in range(int((self.h - self.header - 4) // cell)):
            for col in range(6):
                if (row + col + self.index) % 2 == 0:
                    p.drawRect(QRectF(1 + col * cell, self.header + 2 + row * cell, cell, cell))
        draw_boxes(p, self.text_boxes())


class CdbRider(RiderItem):
    """A rider with its revealed pace as a small marker at its lower right."""

    def __init__(
        self, index: int, style: SeatStyle, radius: float, letter_px: int, badge: float = 14.0
    ) -> None:
        super().__init__(index, style, radius, letter_px)
        self.badge_size = badge
        self.pace = ""
        self.paces: Mapping[str, Any] = {}

    def set_pace(self, pace: str) -> None:
        self.pace = pace
        self.setZValue(11 if pace else 10)  # the marker above the neighbours

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self._badge().adjusted(-1, -1, 1, 1))

    def _badge(self) -> QRectF:
        r = self.radius
        return QRectF(r * 0.45, r * 0.45, self.badge_size, self.badge_size)

    def paint(self, p: QPainter, o: QStyleOptionGraphicsItem, w: QWidget | None = None) -> None:
        super().paint(p, o, w)
        if self.pace:
            draw_pace_marker(p, self._badge(), self.pace, self.paces)
